#pragma once

#include "game/gamestate.h"
#include "game/rejection.h"
#include "guide/guidestep.h"
#include "guide/guidewords.h"

#include <QObject>

#include <functional>
#include <optional>
#include <vector>

namespace vinci {

class GameController;
struct NewGameSetup;

/**
 * A guided game under way, without widgets: which step it is at, the person's actions vetted
 * before the controller plays them (the step's action passes, reorganizing moves pass while it
 * waits for the end of the reorganization, anything else is answered with the step's words and
 * not played), and once the expected action is played, its explanation with the engine's
 * numbers and the next step. An undo past a step's action takes the guide back to that step.
 * The window shows it (GuidePanel); test_guidedgame drives it with a controller alone.
 */
class GuideSession : public QObject
{
    Q_OBJECT

public:
    GuideSession(GameController *controller, QObject *parent = nullptr);
    ~GuideSession() override;

    /** The game a guided game starts with: the script's map, rules, seed and seats. */
    static NewGameSetup setupOf(const GuideScript &script);

    /**
     * Follows the controller's game (started with setupOf(), or loaded back) from step `step`;
     * `doneAt` the number of actions played when each earlier step was done (resuming).
     */
    void begin(const GuideScript &script, int step = 0, std::vector<int> doneAt = {});
    /** Stops guiding: the game goes on as any other (or is closed by the window). */
    void end();

    bool isActive() const { return m_script != nullptr; }
    const GuideScript *script() const { return m_script; }
    int stepIndex() const { return m_step; }
    int stepCount() const { return m_script ? static_cast<int>(m_script->steps.size()) : 0; }
    /** @pre isActive() */
    const GuideStep &step() const { return m_script->steps[static_cast<std::size_t>(m_step)]; }
    /** Whether the step waits for Next (no action of the person's). */
    bool waitsForNext() const { return isActive() && !step().action.has_value(); }
    bool isLastStep() const { return isActive() && m_step + 1 == stepCount(); }
    const std::vector<int> &doneAt() const { return m_doneAt; }
    /**
     * Whether the step waits for the person's action while the computer seats still play: its
     * words ("Your turn... press Decline") are not true yet, and its control is not there.
     */
    bool waitsForOthers() const;
    /**
     * The answer to a move the step does not ask for (the step's, or "read first"); with
     * `keys`, in the words for the keys.
     */
    QString answerToWrongMove(bool keys = false) const;
    /**
     * Whether the person plays with the keys as a wrong move is answered (KeyboardUse): asked
     * at the move, which its own key press has just told.
     */
    void setKeysInUse(std::function<bool()> inUse) { m_keysInUse = std::move(inUse); }
    /**
     * What the last action expected did, with its numbers (empty after Next), in the
     * interface's language of the moment: worded when asked, so that a language switch
     * mid-lesson words it again (it stayed in the language it was played in, the walk of s42).
     */
    GuideExplanation explanation() const;

    /** Next: the step that waits for it is done. At the last step, the guide ends (finished). */
    void next();

    /**
     * What the step would answer to `action` played now, in the words for the keys or for the
     * pointer; none when the step lets it through. A province's tooltip says it where it would
     * offer the move (Finland's said "Click to conquer." where the step asked for Thrace).
     */
    std::optional<QString> answerTo(const Action &action, bool keys) const;

    /** The controller's gate: why `actions` are not this step's, or nothing. */
    std::optional<Rejection> vet(const GameState &state, const std::vector<Action> &actions);
    /**
     * A move begun that waits for a confirmation before it is played (a civilization's card
     * picked, before Take it): answered at once, as vet() would answer it when played, when
     * the step does not ask for it. True when it was answered (the move is not to be begun).
     * A wrong card picked had no word from the guide until Take it (the walk of s41).
     */
    bool answerMoveBegun(const std::vector<Action> &actions);

signals:
    /** Another step is shown (or the same one again, after an undo took its action back). */
    void stepChanged();
    /** The computer seats finished playing before the step's action, or began (waitsForOthers). */
    void othersChanged();
    /** The person did something else than the step asks: `answer` says what to do. */
    void wrongMove(const QString &answer);
    /** The last step's Next: the person plays on against the computer (ended() came first). */
    void finished();
    /** The guide stopped: finished, left, or another game taken. */
    void ended();

private:
    /** The answer to `actions` played on `state` when the step does not ask for them. */
    std::optional<QString> refusalOf(const GameState &state,
                                     const std::vector<Action> &actions) const;
    /** The same in the words for the keys (`keys`) or the pointer. */
    std::optional<QString> refusalOf(const GameState &state, const std::vector<Action> &actions,
                                     bool keys) const;
    void onStateChanged();
    /** The step's action was played on `before` and did `events`: explained, and the next step. */
    void complete(const GameState &before, const std::vector<GameEvent> &events);

    /** Actions let through with the step's among them, and the state they were vetted on. */
    struct Pending
    {
        GameState state;
        std::vector<Action> actions;
    };

    GameController *m_controller;
    const GuideScript *m_script = nullptr;
    int m_step = 0;
    std::vector<int> m_doneAt;
    /** The step whose action was played last, and what it did: its explanation's inputs. */
    struct Explained
    {
        const GuideStep *step = nullptr; ///< in the script, which outlives the session
        GameState before;
        GameState after;
        std::vector<GameEvent> events;
    };
    std::optional<Explained> m_explained;
    /** Until the controller has played them. */
    std::optional<Pending> m_pending;
    /** waitsForOthers() as last told (othersChanged). */
    bool m_waitedForOthers = false;
    std::function<bool()> m_keysInUse;
};

} // namespace vinci
