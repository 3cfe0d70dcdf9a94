#include "autoplay.h"

#include "game/play.h"

#include <QCoreApplication>

namespace vinci {

std::optional<GameState> playToEnd(GameState state, const std::vector<AiPlayer *> &seats,
                                   std::vector<Action> *actions, QString *error, int maxActions)
{
    for (int count = 0; !state.isOver(); ++count) {
        if (count >= maxActions) {
            if (error)
                *error = QCoreApplication::translate(
                    "Autoplay", "The game did not end within %n action(s).", nullptr, maxActions);
            return std::nullopt;
        }
        const int seat = state.actingPlayer();
        AiPlayer *player = seats.at(static_cast<std::size_t>(seat));
        const AiDecision decision = player->decide(state);
        if (const auto refusal = applyInPlace(state, decision.action)) {
            if (error)
                *error =
                    QCoreApplication::translate("Autoplay", "Seat %1 (%2) made an illegal move: %3")
                        .arg(seat + 1)
                        .arg(player->name(), refusal->message);
            return std::nullopt;
        }
        if (actions)
            actions->push_back(decision.action);
    }
    return state;
}

} // namespace vinci
