#pragma once

#include "game/gamestate.h"

namespace vinci {

/**
 * The pawns a civilization would bring `player`, part by part, as the track's tooltip tells
 * them: the tiles' red numbers and the extra pawns for the number of players
 * (civilizationPawns() is their sum).
 */
struct CivilizationPawnParts
{
    int tiles = 0;
    int extra = 0;
};

CivilizationPawnParts civilizationPawnParts(const GameState &state, int player,
                                            const CivilizationTiles &tiles);

} // namespace vinci
