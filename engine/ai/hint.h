#pragma once

#include "ai/aireason.h"
#include "game/action.h"
#include "game/gamestate.h"

#include <map>
#include <vector>

namespace vinci {

/**
 * How long a person waits for a hint, at most: the hard Strategist's search stops there (its
 * count of look-aheads stops it sooner in a simple position).
 */
inline constexpr int HintThinkMs = 2000;

/** What the hard Strategist would do now in the acting player's place, and why. */
struct Hint
{
    int player = -1; ///< the acting player it is for
    /**
     * The actions, in order: one decision, or, for a reorganization or a defender's survivors,
     * every pawn's move of it (a reorganization's confirmation left to the player, unless it is
     * all there is to do).
     */
    std::vector<Action> actions;
    AiReason reason;                   ///< worded by describeReason(); each repeat said once
    std::vector<AreaIndex> areas;      ///< provinces it acts on: conquered, placed, fortified...
    std::vector<AreaIndex> liftedFrom; ///< provinces it takes pawns up from
    int slot = -1;                     ///< the civilization it takes (0 = I), or -1

    bool empty() const { return actions.empty(); }
};

/**
 * Asks a hard Strategist drawn from `seed` what it would do in `state` for the acting player,
 * its search limited to `samples` look-aheads and `milliseconds` (0: no limit of that kind;
 * tests give a count only, so that the hint is the same on every machine). Nothing for a game
 * that is over.
 */
Hint strategistHint(const GameState &state, quint64 seed, int samples, int milliseconds);

/**
 * What the hint does to the pawns of each province, played out on `state`: the provinces whose
 * count it changes, with the change (+3 placed, -2 lifted). A reorganization's or a defender's
 * hint is many moves said as one ("Reorganize in 13 steps as shown"): the map shows these.
 * Nothing when the hint is not for `state` or one of its actions is refused.
 */
std::map<AreaIndex, int> hintPawnChanges(const GameState &state, const Hint &hint);

/**
 * The seed of a hint asked after `actionCount` actions of a game drawn from `gameSeed`: the same
 * position of the same game gets the same hint, whoever asks and however often.
 */
quint64 hintSeed(quint64 gameSeed, std::size_t actionCount);

} // namespace vinci
