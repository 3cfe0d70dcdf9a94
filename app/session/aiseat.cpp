#include "session/aiseat.h"

#include "session/seatkind.h"

#include <QCoreApplication>

// The engine's AI factory (branch "ai") replaces the random player as soon as it is built in.
#if __has_include("ai/aiplayer.h")
#include "ai/aiplayer.h"
#define VINCI_HAS_AI_FACTORY 1
#else
#include "ai/randomplayer.h"
#endif

namespace vinci {

using namespace Qt::StringLiterals;

AiSeat::~AiSeat() = default;

namespace {

#ifdef VINCI_HAS_AI_FACTORY
class FactorySeat : public AiSeat
{
public:
    explicit FactorySeat(std::unique_ptr<AiPlayer> player)
        : m_player(std::move(player))
    {}
    AiMove decide(const GameState &state) override
    {
        const AiDecision decision = m_player->decide(state);
        return {decision.action, decision.explanation};
    }

private:
    std::unique_ptr<AiPlayer> m_player;
};
#else
class RandomSeat : public AiSeat
{
public:
    explicit RandomSeat(quint64 seed)
        : m_player(seed)
    {}
    AiMove decide(const GameState &state) override
    {
        return {m_player.chooseAction(state),
                QCoreApplication::translate("AiSeat", "a random legal move (the program "
                                                      "players are not built in)")};
    }

private:
    RandomPlayer m_player;
};
#endif

} // namespace

std::unique_ptr<AiSeat> makeAiSeat(const QString &name, quint64 seed, QString *error)
{
#ifdef VINCI_HAS_AI_FACTORY
    auto player = makeAiPlayer(name, seed, error);
    if (!player)
        return nullptr;
    return std::make_unique<FactorySeat>(std::move(player));
#else
    if (name != u"random" && (!findSeatKind(name) || !isProgramSeat(name))) {
        if (error)
            *error = QCoreApplication::translate("AiSeat", "Unknown player kind \"%1\".").arg(name);
        return nullptr;
    }
    return std::make_unique<RandomSeat>(seed);
#endif
}

} // namespace vinci
