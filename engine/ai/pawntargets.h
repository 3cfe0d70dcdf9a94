#pragma once

#include "game/action.h"
#include "game/gamestate.h"

#include <optional>
#include <vector>

namespace vinci {

/** One step of a reorganization toward the pawns a plan wants in each province. */
struct PawnTargetStep
{
    Action action;     ///< a lift or a place
    int target = 0;    ///< the pawns the plan wants in the action's province
    bool lift = false; ///< lifts a surplus pawn (else places a missing one)
};

/**
 * Whether one of `own` provinces with no pawn wanted (outside the part a plan keeps) still holds
 * pawns: keeping the part is then a step worth taking before the pawns are moved.
 */
bool holdsOutsideTargets(const GameState &state, const std::vector<AreaIndex> &own,
                         const AreaVector<int> &target);

/**
 * The program players' way from the pawns on the board to a plan's `target`, one legal step at
 * a time: first lift a pawn from the first of `own` provinces holding more than wanted, then,
 * with pawns in hand, place one on the first holding fewer. None when every province holds what
 * the plan wants or no such step is legal (the caller ends the reorganization).
 */
std::optional<PawnTargetStep> nextStepToTargets(const GameState &state,
                                                const std::vector<AreaIndex> &own,
                                                const AreaVector<int> &target);

/**
 * The end of the reorganization once the pawns are in place; should the engine's rules ever
 * refuse it where a plan thought it legal, the first legal action instead: a program player plays
 * on rather than stall.
 */
Action endOfReorganization(const GameState &state);

} // namespace vinci
