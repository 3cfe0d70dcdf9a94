#include "queries/trackqueries.h"

#include "game/civilizationtrack.h"

namespace vinci {

CivilizationPawnParts civilizationPawnParts(const GameState &state, int player,
                                            const CivilizationTiles &tiles)
{
    // As civilizationPawns() counts them: "the sum of the two red numbers on the civilization
    // tiles ... plus extra tokens depending on the number of players".
    return {state.rules().pairPawns(tiles.kinds[0], tiles.kinds[1]), extraPawnsFor(state, player)};
}

} // namespace vinci
