#pragma once

#include "game/play.h"
#include "io/savegame.h"
#include "session/aiseat.h"
#include "session/loggedevent.h"
#include "session/newgamesetup.h"
#include "session/undohistory.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace vinci {

class AutosaveStore;
class ReplaySession;

/** Everything that starts a game: the board, the options (seed included) and the seats. */
struct GameSetup
{
    std::shared_ptr<const ProvinceGraph> board;
    GameOptions options;
    std::vector<SeatSetup> seats; ///< one per player; options.playerCount follows its size
};

/**
 * The game being played, for the window (Pentobi's GameModel): it owns the GameState by value,
 * the list of actions (a game is its board, options and actions), the seats and who plays them,
 * and the undo history. Every change goes through the engine first; then the controller emits.
 *
 * Undo: any step of the current turn can be taken back until the turn is confirmed, that is
 * until another player must act (the next turn, or a defender placing survivors). Nothing an
 * AI seat played can be undone. The steps are kept in the save ("undoSteps" in its metadata), so
 * that a game opened or resumed mid-turn can take them back as before; a person's every step is
 * autosaved, so that a crash loses none.
 *
 * AI seats play one step at a time, `aiDelay()` apart, or all at once with skipAiTurn(). Their
 * decisions are computed off the GUI thread, on a copy of the state, by the seat's own player
 * (one thread at a time per player); a decision is applied only if the state it was computed for
 * is still the current one and the same player still holds the seat. A new, loaded or closed game
 * drops the decision in flight unread.
 */
class GameController : public QObject
{
    Q_OBJECT

public:
    explicit GameController(QObject *parent = nullptr);
    ~GameController() override;

    /**
     * Starts a new game. `options.playerCount` and `options.virtualSeats` are set from the
     * seats (a seat whose controller is a virtual-player kind is a virtual seat). Returns false
     * with the engine's or the AI factory's message (translated) when the game cannot start.
     */
    bool startGame(const GameSetup &setup, QString *error = nullptr);
    /**
     * Continues a game read with readSaveGame(); seats come from its metadata (missing or bad
     * entries get defaults). The event log is rebuilt by replaying the actions (a save keeps no
     * program seat's reasons).
     */
    bool loadGame(const LoadedGame &loaded, QString *error = nullptr);
    /**
     * Continues a game its autosave kept after a crash: as loadGame(), but the game is unsaved
     * (it is in no file of the player's) until it is saved, and its autosave stays until then.
     * Also a finished game with unsaved turns taken back after Watch Again: still unsaved.
     */
    bool resumeGame(const LoadedGame &loaded, QString *error = nullptr);
    /** Ends the game in progress (the window shows the start view again). */
    void closeGame();

    /**
     * Watches a recorded game (the replay viewer): the controller shows the moment its
     * ReplaySession is at (state(), actions(), eventLog() up to there) and follows it; nothing
     * can be played, undone or saved, and no seat is played by the program. Starting, loading or
     * closing a game stops watching. False with the replay's message when it cannot be replayed.
     */
    bool watchGame(const LoadedGame &loaded, QString *error = nullptr);
    /** Whether a recorded game is being watched. */
    bool isWatching() const { return m_replay != nullptr; }
    /** The game watched, or null. */
    ReplaySession *replay() const { return m_replay.get(); }
    /**
     * Continue from Here: a new game from the moment watched, with its options and the actions
     * up to there, these `seats` playing it on (as many as the game's; a virtual player stays
     * one, the others may change). It is unsaved and autosaved at once as a game of its own; the
     * recorded game's file is left alone. False with a message when it cannot.
     */
    bool continueFromHere(const std::vector<SeatSetup> &seats, QString *error = nullptr);

    bool hasGame() const { return m_state.has_value(); }
    /** @pre hasGame() */
    const GameState &state() const { return *m_state; }
    const GameOptions &options() const { return m_options; }
    const std::vector<Action> &actions() const { return m_actions; }
    const std::vector<SeatSetup> &seats() const { return m_seats; }
    const SeatSetup &seat(int index) const { return m_seats[static_cast<std::size_t>(index)]; }
    QStringList playerNames() const;
    /**
     * The game's history in order: every event since the start (the first turn's included) and,
     * before a program seat's move, its reason. Undo takes back only what it undid.
     */
    const std::vector<LoggedEvent> &eventLog() const { return m_log; }

    /** The seat that must act now (-1 when there is no game or it is over). */
    int actingSeat() const;
    /** Whether a person must act now (the window takes input only then). */
    bool isHumanToAct() const;

    /** The game as the save format holds it: options, actions and the seats as metadata. */
    SavedGame savedGame() const;
    /** Writes the game with writeSaveGame(); false with the engine's message on failure. */
    bool saveTo(const QString &fileName, QString *error = nullptr);
    /** Actions played since the game was started, loaded or last saved; a resumed game. */
    bool isModified() const
    {
        return hasGame() && !isWatching() && (m_resumed || m_actions.size() != m_savedActionCount);
    }

    /**
     * Plays a person's action. Refused (and `rejected` emitted) when the engine refuses it or
     * when a program-played seat must act.
     */
    std::optional<Rejection> play(const Action &action);
    /**
     * Plays several actions as one step (one undo takes them all back); all or nothing: on a
     * refusal the state is restored and the refusal returned.
     */
    std::optional<Rejection> playAll(const std::vector<Action> &actions);

    /**
     * Why a person's actions are refused before the engine sees them (the guided game's steps),
     * or nothing to let them through; an empty function lets everything through. A refusal is
     * returned but not emitted as `rejected`: the gate's owner tells the person (the guide's bar
     * says it once, and the turn bar and status bar do not repeat it).
     */
    using ActionGate =
        std::function<std::optional<Rejection>(const GameState &, const std::vector<Action> &)>;
    void setActionGate(ActionGate gate) { m_gate = std::move(gate); }

    bool canUndo() const;
    /**
     * Why Undo is not possible now, a sentence for "Not now: ..." (the greyed button's tooltip
     * gave no reason, the s52 walk); empty when it is.
     */
    QString undoRefusal() const;
    /** Takes back the last step of the current turn. */
    bool undo();

    /** Milliseconds between two steps of a program-played seat (0: as fast as possible). */
    void setAiDelay(int milliseconds);
    int aiDelay() const { return m_aiDelay; }
    /** Whether a program-played seat is about to move. */
    bool isAiToAct() const;
    /** Whether a program-played seat's decision is being computed now (off the GUI thread). */
    bool isThinking() const { return m_thinking != nullptr; }
    /**
     * Plays the acting program seat's remaining steps without delay, to the end of its turn (each
     * as soon as it is decided; the window stays live meanwhile).
     */
    void skipAiTurn();
    /**
     * Holds the program seats (true) while a question of the window is open: no step of theirs
     * is played until released (false); a decision may be computed meanwhile. Leaving a game
     * with a question would otherwise find it moved on, or over, behind the question.
     */
    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }
    /**
     * Whether the last step played was a program seat's, played aiDelay() (> 0) after the one
     * before and not skipped: a step a person at the screen sees as it happens.
     */
    bool lastStepWasPaced() const { return m_lastStepPaced; }

    /**
     * Counts a hint shown to the person of `seat` (SeatSetup::hintsAt, kept in the save);
     * `seatsChanged` follows.
     */
    void countHint(int seat);

    /** Makes the player of a program seat; `seed` is the seat's own, fixed by the game's. */
    using AiSeatFactory =
        std::function<std::unique_ptr<AiSeat>(const SeatSetup &seat, quint64 seed, QString *error)>;
    /**
     * Who makes the program seats' players of the next game started or loaded: makeAiSeat() by
     * default (tests give players whose thinking they control).
     */
    void setAiSeatFactory(AiSeatFactory factory) { m_aiFactory = std::move(factory); }

    /** Where to keep the game after every confirmed turn (not owned; may be null). */
    void setAutosaveStore(AutosaveStore *store) { m_autosave = store; }

    /**
     * After a language switch: seats named by default ("Player 3") take the name in the new
     * language (retranslatedSeatName()); `seatsChanged` when one did.
     */
    void retranslateSeatNames();

signals:
    /** A game was started, loaded or closed: everything shown must be rebuilt. */
    void gameReset();
    /** The seats' names or hint counts changed (retranslateSeatNames(), countHint()). */
    void seatsChanged();
    /** The state changed (an action, an undo). */
    void stateChanged();
    /** Events of the last action(s), in order, already in eventLog(). */
    void eventsHappened(const std::vector<vinci::GameEvent> &events);
    /** Lines added at the end of eventLog() (a step's events, a program seat's reason). */
    void logExtended(const std::vector<vinci::LoggedEvent> &added);
    /** eventLog() lost lines (undo) or was rebuilt (start, load): show it again from scratch. */
    void logReset();
    /**
     * An undo took back these events (in order, as they had happened): Ctrl+Z said nothing of
     * what it undid (the s42 walk).
     */
    void undone(const std::vector<vinci::GameEvent> &events);
    /** A program-played seat started (`seat` >= 0) or stopped (-1) computing a decision. */
    void thinkingChanged(int seat);
    /** The engine refused a person's action: `message` says why (translated). */
    void rejected(const QString &message);
    void undoAvailableChanged(bool available);
    void modifiedChanged(bool modified);
    /** The game has ended; state().winners names the winners. */
    void gameOver();

private:
    struct Snapshot
    {
        GameState state;
        std::size_t actionCount = 0;
        std::size_t logCount = 0;
    };

    std::optional<Rejection> applyStep(const std::vector<Action> &actions, bool byAi,
                                       std::vector<GameEvent> *events);
    /** The step's log, signals and autosave; program seats play on. */
    void afterStep(int actingBefore, int turnBefore, const std::vector<GameEvent> &events,
                   bool wasModified, bool byAi, std::optional<LoggedEvent> reason = std::nullopt);
    /** A decision asked of a program seat's player, and its answer once it is in. */
    struct Thought
    {
        int seat = -1;
        std::shared_ptr<AiSeat> player; ///< the player asked; the seat must still have it
        GameState state;                ///< the state it decides for; must still be current
        std::optional<AiMove> move;     ///< the answer, once the worker has finished
    };

    void confirmTurn();
    /** Keeps the game as it stands now in the autosave (a person's step, an undo). */
    void autosaveNow();
    void scheduleAi();
    void startThinking();
    void thoughtReady(QFutureWatcher<AiMove> *watcher);
    void playAiStep();
    void playThought();
    void dropThought();
    bool skipping() const;
    std::optional<std::vector<std::shared_ptr<AiSeat>>>
    makeAiSeats(const std::vector<SeatSetup> &seats, quint64 seed, QString *error) const;
    void emitUndoChange(bool before);
    void resetModified();
    /** loadGame() and resumeGame()'s common part: replays and takes the game; no signal. */
    bool takeGame(const LoadedGame &loaded, QString *error);
    /** Tells the window about the game taken, then lets the computer seats play. */
    void afterTaking();
    /** Takes the watched moment as the shown game (state, actions, log). */
    void takeReplayMoment();

    std::optional<GameState> m_state;
    GameOptions m_options;
    std::vector<Action> m_actions;
    std::vector<SeatSetup> m_seats;
    std::vector<std::shared_ptr<AiSeat>> m_ai; ///< per seat; null for people
    AiSeatFactory m_aiFactory;
    ActionGate m_gate;
    std::vector<LoggedEvent> m_log;
    std::vector<Snapshot> m_history; ///< the current turn's steps, oldest first
    /** What the history starts after (undoRefusal() says it when it is empty). */
    undohistory::Start m_historyStart = undohistory::Start::TurnStart;
    std::size_t m_savedActionCount = 0;
    bool m_resumed = false; ///< resumed from an autosave and not saved since
    AutosaveStore *m_autosave = nullptr;
    QTimer m_aiTimer;
    int m_aiDelay = 600;
    std::optional<Thought> m_thought;             ///< the acting seat's decision, asked or in
    QFutureWatcher<AiMove> *m_thinking = nullptr; ///< watches it while the worker computes
    int m_skipSeat = -1;                          ///< skipAiTurn(): this seat's turn...
    int m_skipTurn = -1;                          ///< ...number, played without delay
    std::unique_ptr<ReplaySession> m_replay;      ///< the game watched, when watching
    bool m_paused = false;                        ///< setPaused(): no program step played
    bool m_lastStepPaced = false;                 ///< lastStepWasPaced()
};

} // namespace vinci
