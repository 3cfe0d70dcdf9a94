#pragma once

#include "game/action.h"
#include "game/gamestate.h"
#include "game/rng.h"
#include "rulebookplayer.h"

namespace vinci {

/**
 * Quick, plain decisions for playing a game forward in the Strategist's look-ahead: virtual
 * seats play as the rulebook says (their die rolled from the look-ahead's own seed), other seats
 * greedily (the lowest cost - 2 x value first, decline when few pawns are left). A few hundred
 * microseconds per turn.
 */
class RolloutPolicy
{
public:
    explicit RolloutPolicy(quint64 seed);

    /**
     * A copy of `state` that knows only what the players know: the game's random state (which
     * decides the order of the bag) is replaced by one drawn from `seed`, so a look-ahead draws
     * tiles as an unknown bag would.
     */
    static GameState publicCopy(const GameState &state, quint64 seed);

    /** Plays one step of the acting player; false when the game is over or stuck. */
    bool step(GameState &state);

    /**
     * Plays on until `player` is about to start a turn (TurnStart or ChooseCivilization with
     * `player` current) after at least one other turn, or the game ends, or `maxActions` pass.
     */
    void playUntilTurnOf(GameState &state, int player, int maxActions = 5000);

    /** Plays the current player's turn to its end (its defenders' redeploys included). */
    void finishTurn(GameState &state, int maxActions = 2000);

private:
    Action chooseCivilization(const GameState &state);
    Action turnStart(const GameState &state);
    Action conquest(const GameState &state);
    bool reorganize(GameState &state);
    Action redeploy(const GameState &state) const;

    Rng m_rng;
    RulebookPlayer m_rulebook;
};

/** A rough worth of a pair of tiles to a non-virtual seat, in victory points, for choosing. */
double quickTileWorth(const CivilizationTiles &tiles);

} // namespace vinci
