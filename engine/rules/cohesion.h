#pragma once

#include "game/gamestate.h"
#include "map/provincegraph.h"

#include <vector>

namespace vinci {

/**
 * The parts of an empire: its provinces grouped so that one can travel between any two of a
 * part "by moving only through provinces of that civilization" (1999 rules, English). With
 * `acrossSea` (Astronomy), "Two provinces ... are considered adjacent (for the rule of cohesion)
 * if they are connected by one or more sea regions." Parts are sorted, largest first, then by
 * their smallest province index; provinces inside a part are in index order.
 */
std::vector<std::vector<AreaIndex>>
empireParts(const ProvinceGraph &board, const std::vector<AreaIndex> &provinces, bool acrossSea);

/** The part of the empire (`provinces`) holding `area`, one of them, in index order. */
std::vector<AreaIndex> partHolding(const ProvinceGraph &board,
                                   const std::vector<AreaIndex> &provinces, AreaIndex area,
                                   bool acrossSea);

/** Whether the provinces form one part (an empty empire is cohesive). */
bool isCohesive(const ProvinceGraph &board, const std::vector<AreaIndex> &provinces,
                bool acrossSea);

/**
 * Whether the rule of cohesion binds this player's active civilization. Messengers: "This
 * civilization can ignore the rule of cohesion." "Virtual players are not subject to the rule
 * of cohesion."
 */
bool boundByCohesion(const GameState &state, int player);

} // namespace vinci
