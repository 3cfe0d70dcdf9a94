#pragma once

// A computer seat whose every decision waits at a gate the caller opens: tests keep a computer
// player thinking for as long as they need.

#include "session/aiseat.h"
#include "session/gamecontroller.h"

#include <QSemaphore>

#include <functional>
#include <memory>

namespace vinci {

/** The engine's player of a seat, deciding only once the gate lets one decision through. */
class GatedSeat : public AiSeat
{
public:
    GatedSeat(std::unique_ptr<AiSeat> player, std::shared_ptr<QSemaphore> gate)
        : m_player(std::move(player))
        , m_gate(std::move(gate))
    {}
    AiMove decide(const GameState &state) override
    {
        m_gate->acquire();
        return m_player->decide(state);
    }

private:
    std::unique_ptr<AiSeat> m_player;
    std::shared_ptr<QSemaphore> m_gate;
};

/**
 * A factory for GameController::setAiSeatFactory: the engine's players (makeAiSeat), those of
 * the seats `held` picks (all when it is empty) behind `gate`.
 */
inline GameController::AiSeatFactory
gatedSeats(const std::shared_ptr<QSemaphore> &gate,
           const std::function<bool(const SeatSetup &)> &held = {})
{
    return [gate, held](const SeatSetup &seat, quint64 seed,
                        QString *error) -> std::unique_ptr<AiSeat> {
        auto player = makeAiSeat(seat.controller, seed, seat.thinkingMs, error);
        if (!player || (held && !held(seat)))
            return player;
        return std::make_unique<GatedSeat>(std::move(player), gate);
    };
}

} // namespace vinci
