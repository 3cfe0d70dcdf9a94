#pragma once

// The effects of the tiles that only the Online 2013 rules ("Vinci II") have, and of the
// Classic tiles whose online wording differs. Each function is one tile's rule.

#include "game/gamestate.h"

namespace vinci {

/** "next to a river or a sea": touches a sea zone, a shared coast, or a river-like province. */
bool nextToWater(const ProvinceGraph &board, AreaIndex area);

/** Rivers and the light-blue controllable seas ("the same defence and rules as the rivers"). */
bool isRiverLike(Terrain terrain);

/** Galleys: "Expanding into a province next to a river or a sea costs one pawn less." */
int galleysDiscount(const ProvinceGraph &board, const CivilizationTiles &tiles, AreaIndex target);

/** Drakkar: "Each expansion into a new river province costs one pawn less." */
int drakkarDiscount(const CivilizationTiles &tiles, Terrain terrain);

/** Cavalry: "Each expansion into new Plain, Meadow and Normal provinces costs one pawn less." */
int cavalryDiscount(const CivilizationTiles &tiles, Terrain terrain);

/** Camels: "Each expansion into new Desert provinces costs one pawn less." */
int camelsDiscount(const CivilizationTiles &tiles, Terrain terrain);

/**
 * Religion: whether `player` may convert `target` now: "enemy active, alone and in reach, only
 * once a turn against each other player. Forts do not prevent a pawn of being 'alone'." (Reach
 * is the caller's.)
 */
bool religionCanConvert(const GameState &state, int player, AreaIndex target);

/**
 * Nomadic: "No pawn lost when conquered." Drakkar: "No pawn lost when conquered on a river
 * province." Whether the defender of `area` keeps every pawn.
 */
bool defenderLosesNoPawn(const GameState &state, const ProvinceState &defender, AreaIndex area);

/** Fishing: "VP+0.5 (rounded down) on provinces next to river and seas." */
int fishingPoints(const GameState &state, const std::vector<AreaIndex> &provinces,
                  const CivilizationTiles &tiles);

/**
 * Fortification and Militia, online wording: "Place a fort token (white disc) on each non-river
 * province". Called at the end of each reorganization of `player`'s active civilization.
 */
void placeOnlineForts(GameState &state, int player);

/** Militia: its forts "will be removed when civilization become declined". */
void removeMilitiaForts(GameState &state, int player);

} // namespace vinci
