#pragma once

#include "game/gamestate.h"
#include "threatmap.h"

#include <vector>

namespace vinci {

/** How much the Strategist cares, in victory points, for what lasts beyond this turn. */
struct ValueWeights
{
    double future = 1.5;    ///< per point held by the active empire after the next players move
    double declining = 1.2; ///< per point held by the declining empire after they move
    double pawn = 0.8;      ///< per pawn free to expand next turn
    double harm = 0.25;     ///< per point taken away from an opponent's holdings
};

/**
 * My turns left, this one included, as a player sees it: none after this round once a player
 * has reached the target; otherwise the rounds the fastest scorer needs at its present income.
 */
int turnsLeft(const GameState &state, int player);

/** The weights for `player` now: the fewer turns left, the more this turn's points count. */
ValueWeights valueWeights(const GameState &state, int player);

/** Points each player's empires would score from the provinces they hold now (no Slavery). */
int holdingPoints(const GameState &state, int player);

/**
 * Where `pawns` pawns go among `kept` provinces (indexed by area): one on each, then each next
 * pawn where it lowers the expected loss most (chance of losing the province x its points for
 * the turns to come, plus the pawn itself); where no threat is seen, on the weakest border.
 */
AreaVector<int> defencePlan(const GameState &state, int player, const ThreatMap &threats,
                            const std::vector<AreaIndex> &kept, int pawns,
                            const ValueWeights &weights);

/** What the Strategist measures a plan against: the opponents' holdings before it. */
struct TurnRoot
{
    int opponentsHolding = 0;
};

TurnRoot turnRoot(const GameState &state, int player);

/**
 * The worth of ending the conquests in `state` (player's Conquest phase): this turn's points,
 * plus what the provinces held are likely to bring after the next players have moved (given
 * their threats and the best defence), plus the pawns free for the next turn, plus the points
 * taken from the opponents.
 */
double conquestEndValue(const GameState &state, int player, const TurnRoot &root,
                        const ValueWeights &weights);

} // namespace vinci
