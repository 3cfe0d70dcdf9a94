#pragma once

#include "aiplayer.h"

#include <optional>
#include <vector>

namespace vinci {

/**
 * Plays `state` to the end, asking `seats[player]` whenever that player must act. Returns the
 * final state, or nothing when a seat's move is refused or the game runs past `maxActions`
 * (`error` says which seat and why). Every action played is appended to `actions` when given.
 */
std::optional<GameState> playToEnd(GameState state, const std::vector<AiPlayer *> &seats,
                                   std::vector<Action> *actions = nullptr, QString *error = nullptr,
                                   int maxActions = 100000);

} // namespace vinci
