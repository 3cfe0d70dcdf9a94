#include "session/seatkind.h"

#include <QCoreApplication>

namespace vinci {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SeatKind)
};

} // namespace

const std::vector<SeatKind> &seatKinds()
{
    static const std::vector<SeatKind> kinds = {
        {humanSeatKey, QT_TRANSLATE_NOOP("SeatKind", "Human"), false},
        {u"rulebook", QT_TRANSLATE_NOOP("SeatKind", "Virtual player (rulebook)"), true},
        {u"rulebook-variant",
         QT_TRANSLATE_NOOP("SeatKind", "Virtual player (rulebook, both variants)"), true},
        {u"strategist-easy", QT_TRANSLATE_NOOP("SeatKind", "Computer: Strategist, easy"), false},
        {u"strategist-normal", QT_TRANSLATE_NOOP("SeatKind", "Computer: Strategist, normal"),
         false},
        {u"strategist-hard", QT_TRANSLATE_NOOP("SeatKind", "Computer: Strategist, hard"), false,
         true},
    };
    return kinds;
}

const SeatKind *findSeatKind(QStringView key)
{
    for (const SeatKind &kind : seatKinds()) {
        if (key == QStringView(kind.key))
            return &kind;
    }
    return nullptr;
}

QString seatKindLabel(QStringView key)
{
    const SeatKind *kind = findSeatKind(key);
    return kind ? Text::tr(kind->label) : key.toString();
}

QString seatKindTag(QStringView key)
{
    if (!isProgramSeat(key))
        return {};
    return isVirtualSeat(key) ? Text::tr("Virtual player") : Text::tr("Computer");
}

bool isVirtualSeat(QStringView key)
{
    const SeatKind *kind = findSeatKind(key);
    return kind && kind->virtualSeat;
}

bool hasThinkingTime(QStringView key)
{
    const SeatKind *kind = findSeatKind(key);
    return kind && kind->thinkingTime;
}

} // namespace vinci
