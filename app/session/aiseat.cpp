#include "session/aiseat.h"

#include "ai/aiplayer.h"

namespace vinci {

AiSeat::~AiSeat() = default;

namespace {

/** A seat played by one of the engine's players. */
class FactorySeat : public AiSeat
{
public:
    explicit FactorySeat(std::unique_ptr<AiPlayer> player)
        : m_player(std::move(player))
    {}
    AiMove decide(const GameState &state) override
    {
        const AiDecision decision = m_player->decide(state);
        return {decision.action, decision.reason};
    }

private:
    std::unique_ptr<AiPlayer> m_player;
};

} // namespace

std::unique_ptr<AiSeat> makeAiSeat(const QString &name, quint64 seed, int thinkingMs,
                                   QString *error)
{
    auto player = makeAiPlayer(name, seed, error);
    if (!player)
        return nullptr;
    player->setThinkingTime(thinkingMs);
    return std::make_unique<FactorySeat>(std::move(player));
}

} // namespace vinci
