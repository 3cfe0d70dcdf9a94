#pragma once

#include "game/gamestate.h"
#include "rules/scorebreakdown.h"

namespace vinci {

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
