#pragma once

#include "game/action.h"
#include "game/gamestate.h"
#include "game/rng.h"
#include "positionvalue.h"

#include <vector>

namespace vinci {

/** How widely and deeply the Strategist searches its conquests. */
struct PlannerSettings
{
    int beamWidth = 4;     ///< sequences kept after each conquest
    int branching = 6;     ///< next conquests tried from each sequence
    int maxConquests = 12; ///< longest sequence searched
    double noise = 0.0;    ///< spread of the random error added to each evaluation (easy)
};

/** A sequence of conquests and what ending the conquests after it is worth. */
struct ConquestPlan
{
    std::vector<Action> actions; ///< Conquer actions only; may be empty (conquer nothing)
    double value = 0.0;
};

/**
 * Beam search over the current player's conquest sequences from a Conquest-phase state: from
 * each kept sequence, the most promising next conquests are played on copies of the state and
 * each result is valued with conquestEndValue(). Returns up to `keep` different sequences, best
 * first (stopping at once is one of them). `noise` draws the evaluation error.
 */
std::vector<ConquestPlan> planConquests(const GameState &state, const PlannerSettings &settings,
                                        const ValueWeights &weights, Rng &noise, int keep);

} // namespace vinci
