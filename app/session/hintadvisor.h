#pragma once

#include "ai/hint.h"
#include "game/gamestate.h"

#include <QFutureWatcher>
#include <QObject>

#include <optional>

namespace vinci {

class GameController;

/**
 * A hint on demand: asks the hard Strategist, off the GUI thread, what it would do in the acting
 * person's place (strategistHint()), holds the answer while it is shown, and plays it when the
 * person applies it. Only for a person's decision: a program seat's turn, a game over or no game
 * asks nothing. A hint is for the position it was asked in: any change (an action, an undo, a
 * new game) drops the thinking or the hint shown. Each hint shown is counted for the seat
 * (GameController::countHint()).
 */
class HintAdvisor : public QObject
{
    Q_OBJECT

public:
    explicit HintAdvisor(GameController *controller, QObject *parent = nullptr);
    ~HintAdvisor() override;

    /** Whether a hint may be asked now: a person must act, and no hint is asked or shown. */
    bool canAsk() const;
    /** Starts thinking about a hint for the current position; nothing if !canAsk(). */
    void ask();
    /** Stops waiting for the hint being thought about (its answer is never read). */
    void cancel();
    /** Forgets the hint shown. */
    void dismiss();
    /** Plays the hint shown through the controller, as one step; false if it was refused. */
    bool apply();

    bool isThinking() const { return m_thinking != nullptr; }
    /** The hint shown, if any. */
    const std::optional<Hint> &hint() const { return m_hint; }

    /**
     * The search's budget: the hard level's own count of look-aheads and HintThinkMs by default;
     * tests set a count only (0 ms), so that the hint is the same on every machine.
     */
    void setBudget(int samples, int milliseconds);
    int budgetSamples() const { return m_samples; }
    int budgetMs() const { return m_milliseconds; }

signals:
    /** Thinking started or stopped, a hint came or went: the turn bar and the map show it. */
    void changed();

private:
    void onStateChanged();
    void hintReady(QFutureWatcher<Hint> *watcher);
    /** Drops the thinking and the hint; `changed` when there was either. */
    void reset();

    GameController *m_controller;
    int m_samples;
    int m_milliseconds;
    std::optional<GameState> m_asked;           ///< the position of the hint asked or shown
    std::optional<Hint> m_hint;                 ///< the hint shown
    QFutureWatcher<Hint> *m_thinking = nullptr; ///< watches the worker while it thinks
};

} // namespace vinci
