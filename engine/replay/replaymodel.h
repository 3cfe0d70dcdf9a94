#pragma once

#include "game/action.h"
#include "game/gameevent.h"
#include "game/gamestate.h"

#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace vinci {

/** One player's turn in a recorded game: what a timeline shows. */
struct TurnSpan
{
    int round = 0;
    int turnNumber = 0;  ///< GameState::turnNumber: every turn of every player, from 1
    int player = -1;     ///< the player whose turn it is (a defender's redeploys are inside it)
    int firstAction = 0; ///< the index of its first action
    int lastAction = 0;  ///< the index of its last action (inclusive)

    bool operator==(const TurnSpan &) const = default;
};

/** What one action did on the map, from its events, for the viewer to highlight. */
struct ActionHighlight
{
    int player = -1;             ///< who acted (a defender when redeploying)
    AreaIndex conquered = -1;    ///< the province conquered, if any
    int defender = -1;           ///< its previous holder; -1 for an empty or neutral province
    int defenderPawnsLost = 0;   ///< the defender's pawns that went back to stock there
    std::vector<AreaIndex> from; ///< where pawns were taken up (abandoned, lifted)
    std::vector<AreaIndex> to;   ///< where pawns went down (conquered, placed, redeployed)
    std::vector<AreaIndex> lost; ///< provinces emptied (declining cleared, lost at reorganization)
    std::vector<GameEvent> events; ///< every event of the action, for the log
};

/** The highlight of an action from the events it gave; `actor` acted. */
ActionHighlight highlightOf(const std::vector<GameEvent> &events, int actor);

/**
 * A recorded game that can be looked at any moment of: the state after any number of its
 * actions, stepped by action or by turn. The whole game is replayed once when it is built (so a
 * bad save is refused there, naming the action); states are rebuilt from the nearest snapshot
 * kept every `snapshotInterval` actions, so a step costs at most that many actions to replay
 * however long the game (docs/architecture.md, "The replay model").
 *
 * A position p is the state after the first p actions: 0 is the start, actionCount() the end.
 */
class ReplayModel
{
public:
    /** The interval the replay viewer uses: a step replays at most this many actions. */
    static constexpr int defaultSnapshotInterval = 32;

    /**
     * Replays `actions` from the start. Nothing, with `error` naming the action and the fault
     * (translated), when the options cannot start a game or an action is illegal.
     * `snapshotInterval` 0 keeps no snapshot but the start (every step replays from there).
     */
    static std::optional<ReplayModel> build(std::shared_ptr<const ProvinceGraph> board,
                                            const GameOptions &options, std::vector<Action> actions,
                                            QString *error = nullptr,
                                            int snapshotInterval = defaultSnapshotInterval);

    int actionCount() const { return static_cast<int>(m_actions.size()); }
    const std::vector<Action> &actions() const { return m_actions; }
    /** Every turn of the game, in order; the last may be unfinished (a saved game in play). */
    const std::vector<TurnSpan> &turns() const { return m_turns; }

    /** The state after `position` actions (clamped to 0..actionCount()). */
    GameState stateAt(int position) const;

    /** The shown position and its state. */
    int position() const { return m_position; }
    const GameState &state() const { return m_state; }
    /** Shows the state after `position` actions (clamped). */
    void seek(int position);

    void stepForward() { seek(m_position + 1); }
    void stepBack() { seek(m_position - 1); }
    /** To the start of the next turn, or the end of the game from its last turn. */
    void nextTurn();
    /** To the start of the shown turn, or of the one before when already at its start. */
    void previousTurn();
    /** To the start of turns()[index] (clamped). */
    void jumpToTurn(int index);

    /**
     * The index in turns() of the turn the shown position belongs to: the turn of the next
     * action to play (the last turn at the end); -1 for a game with no action.
     */
    int currentTurn() const;
    /** The index in turns() of the turn holding action `action`; -1 when out of range. */
    int turnOfAction(int action) const;

    /**
     * What the last action played to reach the shown position did (the one at index
     * position() - 1); empty at the start.
     */
    const ActionHighlight &highlight() const { return m_highlight; }

private:
    ReplayModel() = default;

    std::vector<Action> m_actions;
    std::vector<TurnSpan> m_turns;
    int m_interval = defaultSnapshotInterval;
    std::vector<GameState> m_snapshots; ///< m_snapshots[k]: the state after k * m_interval actions
    int m_position = 0;
    GameState m_state;
    ActionHighlight m_highlight;
};

} // namespace vinci
