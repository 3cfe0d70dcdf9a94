#pragma once

#include "gamestate.h"

#include <QString>

#include <optional>

namespace vinci {

/**
 * Whether a position built from outside (the engine protocol's `setup`) is one the rules can
 * hold: the seats match the options, every province's holder exists, every player's pawns and
 * the neutral pawns add up (on the board + in hand + waiting + removed = received), the tiles
 * are exactly the game's set, the turn's counters are in range, winners only at the end.
 * Every position a game reaches passes (the random-game property test checks it). Not a proof
 * that the position can be reached by play. Returns what is wrong (translated), or nothing.
 */
std::optional<QString> positionFault(const GameState &state);

} // namespace vinci
