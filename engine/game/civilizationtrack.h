#pragma once

#include "gamestate.h"

namespace vinci {

/**
 * The places on the civilization track, I to VI: "Each of these pairs of tiles represents the
 * special abilities of one of six civilizations ready to enter the game." (1999 rules, English)
 */
inline constexpr int civilizationTrackLength = 6;

/**
 * The pawns `player` receives for a civilization with these tiles: "the sum of the two red
 * numbers on the civilization tiles ... plus extra tokens depending on the number of players"
 * (the map's table; a virtual player's own number instead).
 */
int civilizationPawns(const GameState &state, int player, const CivilizationTiles &tiles);

/** The extra pawns a new civilization of `player` gets on top of its tiles' red numbers. */
int extraPawnsFor(const GameState &state, int player);

/**
 * What choosing the civilization in `slot` (0 = I) does to the current player's score: the
 * coins on it collected, minus the price of the civilizations passed over.
 */
int choosingScoreChange(const GameState &state, int slot);

} // namespace vinci
