#include "aiplayer.h"

#include "randomplayer.h"
#include "rulebookplayer.h"
#include "strategist.h"

#include <QCoreApplication>

namespace vinci {

using namespace Qt::StringLiterals;

AiPlayer::~AiPlayer() = default;

void AiPlayer::setThinkingTime(int milliseconds)
{
    Q_UNUSED(milliseconds);
}

namespace {

/** The property tests' random player as a seat: legal moves, no plan. */
class RandomSeat : public AiPlayer
{
public:
    explicit RandomSeat(quint64 seed)
        : m_player(seed)
    {}
    AiDecision decide(const GameState &state) override
    {
        AiDecision decision;
        decision.action = m_player.chooseAction(state);
        if (explaining())
            decision.reason.add(ReasonKind::RandomMove);
        return decision;
    }
    QString name() const override { return u"random"_s; }

private:
    RandomPlayer m_player;
};

} // namespace

const std::vector<AiKind> &aiKinds()
{
    static const std::vector<AiKind> kinds = {
        {u"rulebook", QT_TRANSLATE_NOOP("AiKind", "Virtual player, as the rulebook plays it"),
         true},
        {u"rulebook-formula",
         QT_TRANSLATE_NOOP("AiKind", "Virtual player, choosing by cost - 2 x value"), true},
        {u"rulebook-attack",
         QT_TRANSLATE_NOOP("AiKind", "Virtual player, attacking real players on ties"), true},
        {u"rulebook-variant",
         QT_TRANSLATE_NOOP("AiKind", "Virtual player with both of the rulebook's variants"), true},
        {u"strategist-easy", QT_TRANSLATE_NOOP("AiKind", "Strategist, easy"), false},
        {u"strategist-normal", QT_TRANSLATE_NOOP("AiKind", "Strategist, normal"), false},
        {u"strategist-hard", QT_TRANSLATE_NOOP("AiKind", "Strategist, hard"), false},
        {u"strategist", QT_TRANSLATE_NOOP("AiKind", "Strategist (normal)"), false},
        {u"random", QT_TRANSLATE_NOOP("AiKind", "Random legal moves (for tests)"), false},
    };
    return kinds;
}

const AiKind *findAiKind(QStringView name)
{
    for (const AiKind &kind : aiKinds()) {
        if (name == QStringView(kind.name))
            return &kind;
    }
    return nullptr;
}

std::unique_ptr<AiPlayer> makeAiPlayer(QStringView name, quint64 seed, QString *error)
{
    const AiKind *kind = findAiKind(name);
    if (!kind) {
        if (error) {
            QStringList names;
            for (const AiKind &known : aiKinds())
                names.append(QString::fromUtf16(known.name));
            *error = QCoreApplication::translate("AiKind",
                                                 "Unknown player kind \"%1\"; known kinds: %2.")
                         .arg(name.toString(), names.join(u", "_s));
        }
        return nullptr;
    }
    const QString key = QString::fromUtf16(kind->name);
    if (key == u"random")
        return std::make_unique<RandomSeat>(seed);
    if (key.startsWith(u"rulebook")) {
        RulebookVariant variant;
        variant.costMinusTwiceValue = key == u"rulebook-formula" || key == u"rulebook-variant";
        variant.attackRealPlayers = key == u"rulebook-attack" || key == u"rulebook-variant";
        return std::make_unique<RulebookPlayer>(seed, variant, key);
    }
    StrategistLevel level = StrategistLevel::Normal;
    if (key == u"strategist-easy")
        level = StrategistLevel::Easy;
    else if (key == u"strategist-hard")
        level = StrategistLevel::Hard;
    return std::make_unique<Strategist>(seed, level, key);
}

AiDecision gameOverDecision()
{
    AiDecision decision{Action::endTurn(), {}, -1, -1, {}};
    decision.reason.add(ReasonKind::GameOver);
    return decision;
}

} // namespace vinci
