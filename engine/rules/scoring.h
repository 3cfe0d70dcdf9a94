#pragma once

#include "game/gamestate.h"

#include <optional>
#include <vector>

namespace vinci {

/** One line of a score: the provinces themselves, or a tile's bonus. */
struct ScoreLine
{
    std::optional<TileKind> tile; ///< none: the provinces' own points
    int points = 0;
};

/** What a player scores at the end of a turn, and why. */
struct ScoreBreakdown
{
    std::vector<ScoreLine> active;    ///< the active empire
    std::vector<ScoreLine> declining; ///< the declining empire
    int slavery = 0;                  ///< pawns eliminated this turn, with Slavery
    int total = 0;
};

/**
 * The points a province earns for a civilization holding it with `tiles`: the rule set's value
 * (mountains 0) plus Agriculture, Livestock Breeding, Mining, Port Building, Currency and
 * Mountaineering bonuses, doubled where Specialization doubles them.
 */
int provincePoints(const GameState &state, AreaIndex area, const CivilizationTiles &tiles);

/**
 * An expansion turn's score: "one point for each province controlled by their civilizations
 * (including their declining civilization, if any)", plus tile bonuses and Slavery.
 */
ScoreBreakdown expansionScore(const GameState &state, int player);

/**
 * A decline turn's score: the declining empire only, "without any of the advantages formerly
 * given by the removed civilization tiles".
 */
ScoreBreakdown declineScore(const GameState &state, int player);

} // namespace vinci
