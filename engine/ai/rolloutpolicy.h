#pragma once

#include "game/action.h"
#include "game/gamestate.h"
#include "game/rng.h"
#include "rulebookplayer.h"
#include "turnplanner.h"

#include <optional>

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

    /**
     * Lets `player`'s conquests in the look-ahead be chosen by the Strategist's planner with
     * `settings` (and its reorganization by its threat-based defence), instead of greedily.
     */
    void planFor(int player, const PlannerSettings &settings);

    /**
     * Lets every non-virtual seat's conquests be planned like `planFor`'s player (with the same
     * settings; no effect before `planFor`), its reorganization by the threat-based defence.
     */
    void planAllSeats(bool all) { m_planAll = all; }

    /** Plays one step of the acting player; false when the game is over or stuck. */
    bool step(GameState &state);

    /**
     * Plays on until `player` is about to start a turn (TurnStart or ChooseCivilization with
     * `player` current) after at least one other turn, or the game ends, or `maxActions` pass.
     */
    void playUntilTurnOf(GameState &state, int player, int maxActions = 5000);

    /** Plays the current player's turn to its end (its defenders' redeploys included). */
    void finishTurn(GameState &state, int maxActions = 2000);

    /**
     * What `player` would score in its next `turns` turns if the others stood still: each turn
     * is handed straight to it and played with this policy; the points of turn t count
     * `decay`^t (the others' attacks and the unknown). A cheap way to see a civilization's
     * whole life: its growth, its decline, the next one.
     */
    double soloFuture(GameState state, int player, int turns, double decay);

private:
    Action chooseCivilization(const GameState &state);
    Action turnStart(const GameState &state);
    Action conquest(const GameState &state);
    bool reorganize(GameState &state);
    Action redeploy(const GameState &state);

    /** Whether `player`'s turns are planned (its own, or every real seat's). */
    bool planned(const GameState &state, int player) const;

    Rng m_rng;
    RulebookPlayer m_rulebook;
    int m_plannedPlayer = -1;
    bool m_planAll = false;
    PlannerSettings m_planner;
    std::vector<Action> m_plan; ///< the planned player's conquests still to play this turn
    int m_planTurn = -1;
};

/** A rough worth of a pair of tiles to a non-virtual seat, in victory points, for choosing. */
double quickTileWorth(const CivilizationTiles &tiles);

} // namespace vinci
