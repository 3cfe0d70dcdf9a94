#pragma once

#include "game/gamestate.h"

#include <vector>

namespace vinci {

/**
 * One province a player's active civilization could attack now, with what it would earn and
 * cost: what both the rulebook's virtual player and the Strategist compare.
 */
struct ConquestOption
{
    AreaIndex area = -1;
    int cost = 0;           ///< the cheapest way: normal, or Espionage's 2 when that is cheaper
    bool espionage = false; ///< the cheapest way uses Espionage
    int normalCost = 0;     ///< without Espionage
    int points = 0;         ///< what the province scores for the active civilization
    int decliningLoss = 0;  ///< points of own declining provinces the conquest clears or takes
    int slavery = 0;        ///< Slavery's points for the pawn eliminated
    bool invadesRealPlayer = false; ///< held by a civilization of a seat that is not virtual
    bool protectsDeclining = false; ///< another active empire's province next to own declining

    /** "the one that is worth the most victory points (including subtracting points ...)" */
    int value() const { return points - decliningLoss + slavery; }
};

/**
 * Every province `player`'s active civilization may attack now (reach and refusals checked,
 * pawns in hand not), with costs and values. Entering civilizations see the start provinces
 * (all provinces with Revolutionaries); Astronomy adds the provinces across the sea.
 */
std::vector<ConquestOption> conquestOptions(const GameState &state, int player);

/**
 * Whether one more province can be taken without leaving a province empty at the end of the
 * turn: pawns held (hand + board) minus Field General's pawns still to leave must cover every
 * province plus the new one. Only zero-cost conquests and Field General can break this.
 */
bool canHoldOneMore(const GameState &state, int player);

/** Points the player's active empire scores from its provinces now (no Slavery). */
int activeEmpirePoints(const GameState &state, int player);

/**
 * "the empire has fewer than 5 tokens available to expand": pawns in hand, plus what collecting
 * leaves (all but one per province), plus Medicine's pawn. Field General's 7 are not counted:
 * its own decline clause lowers the threshold instead.
 */
int pawnsAvailableToExpand(const GameState &state, int player);

/** Defence of a province against an attacker: pawns, +1 forest or mountain, +1 fort. */
int defenceLevel(const GameState &state, AreaIndex area);

/** Whether a land province next to `area` is held by someone other than `player`, or empty. */
bool isBorderProvince(const GameState &state, int player, AreaIndex area);

/** Whether a land province next to `area` is held by another player's active civilization. */
bool touchesOtherActiveEmpire(const GameState &state, int player, AreaIndex area);

/**
 * Whether a civilization other than `player`'s has been chosen and not entered the board yet:
 * "new empires are entering this round".
 */
bool newEmpiresEntering(const GameState &state, int player);

} // namespace vinci
