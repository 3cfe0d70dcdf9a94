#include "session/seatkind.h"

#include "ai/aiplayer.h"

#include <QCoreApplication>

#include <algorithm>

namespace vinci {

namespace {

struct SeatKindTexts
{
    Q_DECLARE_TR_FUNCTIONS(SeatKind)
};

} // namespace

const std::vector<SeatKind> &seatKinds()
{
    // The cards' tags say the strength the person chose (the s42 walk read "Computer" alone).
    static const std::vector<SeatKind> kinds = {
        {humanSeatKey, QT_TRANSLATE_NOOP("SeatKind", "Human"), false, nullptr,
         QT_TRANSLATE_NOOP("SeatKind", "Human")},
        {u"rulebook", QT_TRANSLATE_NOOP("SeatKind", "Virtual player (rulebook)"), false,
         QT_TRANSLATE_NOOP("SeatKind", "Virtual player"),
         QT_TRANSLATE_NOOP("SeatKind", "Virtual player")},
        {u"rulebook-variant",
         QT_TRANSLATE_NOOP("SeatKind", "Virtual player (rulebook, both variants)"), false,
         QT_TRANSLATE_NOOP("SeatKind", "Virtual player"),
         QT_TRANSLATE_NOOP("SeatKind", "Virtual, with variants")},
        {u"strategist-easy", QT_TRANSLATE_NOOP("SeatKind", "Computer: Strategist, easy"), false,
         QT_TRANSLATE_NOOP("SeatKind", "Computer, easy"),
         QT_TRANSLATE_NOOP("SeatKind", "Computer, easy")},
        {u"strategist-normal", QT_TRANSLATE_NOOP("SeatKind", "Computer: Strategist, normal"), false,
         QT_TRANSLATE_NOOP("SeatKind", "Computer, normal"),
         QT_TRANSLATE_NOOP("SeatKind", "Computer, normal")},
        {u"strategist-hard", QT_TRANSLATE_NOOP("SeatKind", "Computer: Strategist, hard"), true,
         QT_TRANSLATE_NOOP("SeatKind", "Computer, hard"),
         QT_TRANSLATE_NOOP("SeatKind", "Computer, hard")},
    };
    return kinds;
}

const SeatKind *findSeatKind(QStringView key)
{
    const std::vector<SeatKind> &kinds = seatKinds();
    const auto found =
        std::ranges::find(kinds, key, [](const SeatKind &kind) { return QStringView(kind.key); });
    return found == kinds.end() ? nullptr : &*found;
}

QString seatKindLabel(QStringView key)
{
    const SeatKind *kind = findSeatKind(key);
    return kind ? SeatKindTexts::tr(kind->label) : key.toString();
}

QString seatKindChoice(QStringView key)
{
    const SeatKind *kind = findSeatKind(key);
    if (kind && kind->choice)
        return SeatKindTexts::tr(kind->choice);
    return seatKindLabel(key);
}

QString seatKindTag(QStringView key)
{
    if (!isProgramSeat(key))
        return {};
    if (const SeatKind *kind = findSeatKind(key); kind && kind->tag)
        return SeatKindTexts::tr(kind->tag);
    return isVirtualSeat(key) ? SeatKindTexts::tr("Virtual player") : SeatKindTexts::tr("Computer");
}

bool isVirtualSeat(QStringView key)
{
    const AiKind *kind = findAiKind(key);
    return kind && kind->virtualSeat;
}

bool hasThinkingTime(QStringView key)
{
    const SeatKind *kind = findSeatKind(key);
    return kind && kind->thinkingTime;
}

} // namespace vinci
