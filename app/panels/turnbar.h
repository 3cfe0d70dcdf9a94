#pragma once

#include "game/gamestate.h"
#include "panels/hintwords.h"
#include "panels/shortenednamelabel.h"
#include "panels/turnguidance.h"
#include "queries/boardqueries.h"
#include "session/newgamesetup.h"

#include <QFrame>

#include <vector>

class QAction;
class QLabel;
class QProgressBar;
class QPushButton;
class QToolButton;
class QComboBox;
class QMenu;
class QTimer;

namespace vinci {

class DoubleClickGuard;

/**
 * The bar over the map and the panels that says whose turn it is and what to do, in words, and
 * holds the buttons of the current step: expand or decline, Espionage, Diplomacy, end the conquest,
 * auto-distribute, build a fort, confirm, Rebirth's choice, the defender's "place them for me",
 * undo, and for program-played seats their speed and "skip". Each button's tooltip says what it
 * does and, when it is disabled, why (the engine's refusal).
 */
class TurnBar : public QFrame
{
    Q_OBJECT

public:
    explicit TurnBar(QWidget *parent = nullptr);
    /**
     * The bar's look again, its larger texts in pixels at the text size chosen (View > Text
     * Size, TextSize::factor()): a style sheet's fonts do not follow the application's.
     */
    void followTextSize();

    /**
     * Shows the step of `state`; `humanActing` when a person must act now; `undoRefusal` why
     * Undo is greyed (GameController::undoRefusal()), said in its tooltip.
     */
    void showState(const GameState &state, const std::vector<SeatSetup> &seats,
                   const InteractionModes &modes, bool humanActing, bool canUndo,
                   const QString &undoRefusal = {});
    /**
     * A civilization clicked on the track, waiting to be taken: `words` (TurnGuidance::
     * confirmChoice) replace the guidance, with Take it (Enter) and Cancel (Escape).
     */
    void showPendingChoice(const TurnGuidance &words);
    /**
     * An own province clicked before the first conquest, waiting to be abandoned: `words`
     * (TurnGuidance::confirmAbandon) replace the guidance, with Abandon it (Enter) and Keep it
     * (Escape).
     */
    void showPendingAbandon(const TurnGuidance &words);
    /**
     * A defender's last survivor clicked, waiting to go down: `words` (TurnGuidance::
     * confirmLastSurvivor) replace the guidance, with Place it (Enter), Another province
     * (Escape) and Undo.
     */
    void showPendingLastSurvivor(const TurnGuidance &words);
    /**
     * Whether the step's words name the keys rather than clicks (KeyboardUse); shown from the
     * next showState().
     */
    void setKeyboardWords(bool keys) { m_keys = keys; }
    /**
     * A hint asked for (HintAdvisor): its words replace the guidance, with Apply (Enter) and
     * Dismiss (Escape); while `thinking`, a busy indicator and Cancel (Escape) instead.
     */
    void showHint(const HintWords &words, bool thinking);
    /**
     * The turns a person missed are being shown (the catch-up): the step shown is `actor`'s,
     * already played, and `person`'s turn comes after. Only words: no computer's speed, no Skip
     * to end of turn (the catch-up's own Skip is the one), no step's button.
     */
    void showMissedTurns(const QString &actor, const QString &person);
    /** Shows a refusal under the guidance until the next change. */
    void showMessage(const QString &message);
    /** No game: the bar is empty. */
    void clear();
    /**
     * Gives back the room kept for taller words than the step's (keepSteadyHeight()): the
     * lesson's last step, which asks no move, reads its words there whole (the s47 walk: they
     * scrolled under a turn bar blank for two lines).
     */
    void releaseKeptRoom();

    /** The delay between a computer's steps the speed box shows, in milliseconds. */
    void setAiDelay(int milliseconds);

    /**
     * A computer player is thinking (`who` names it) or no longer (empty): after a moment, so
     * that quick decisions do not flicker, the bar says so beside a busy indicator.
     */
    void setThinking(const QString &who);
    /** Whether the bar shows that a computer player is thinking. */
    bool showsThinking() const;
    QLabel *thinkingLabel() const { return m_thinkingLabel; }

    QPushButton *expandButton() const { return m_expand; }
    QPushButton *declineButton() const { return m_decline; }
    QPushButton *reorganizeFirstButton() const { return m_reorganizeFirst; }
    QPushButton *endConquestButton() const { return m_endConquest; }
    QPushButton *espionageButton() const { return m_espionage; }
    QPushButton *peaceButton() const { return m_peace; }
    QPushButton *autoDistributeButton() const { return m_autoDistribute; }
    QPushButton *fortButton() const { return m_fort; }
    QPushButton *confirmButton() const { return m_confirm; }
    QPushButton *rebirthDeclineButton() const { return m_rebirthDecline; }
    QPushButton *endTurnButton() const { return m_endTurn; }
    QPushButton *autoRedeployButton() const { return m_autoRedeploy; }
    QPushButton *skipButton() const { return m_skip; }
    QPushButton *undoButton() const { return m_undo; }
    QPushButton *takeChoiceButton() const { return m_take; }
    QPushButton *cancelChoiceButton() const { return m_cancelChoice; }
    QPushButton *abandonButton() const { return m_abandon; }
    QPushButton *keepProvinceButton() const { return m_keepProvince; }
    QPushButton *placeLastSurvivorButton() const { return m_placeLast; }
    QPushButton *otherProvinceButton() const { return m_otherProvince; }
    QPushButton *hintButton() const { return m_hint; }
    QPushButton *applyHintButton() const { return m_applyHint; }
    QPushButton *dismissHintButton() const { return m_dismissHint; }
    QPushButton *cancelHintButton() const { return m_cancelHint; }
    /**
     * The step's actions by key and menu (Turn menu): Expand, Decline, Reorganize then decline,
     * End conquest, Auto-distribute, Confirm and score, Decline now, End turn, Place them for
     * me, and the modes Espionage and Build a fort (checked while on). Each shares its text,
     * key and enabled state with its button (ButtonAction): enabled exactly while the button is
     * shown and enabled; triggered, it presses the button.
     */
    QList<QAction *> stepActions() const { return m_stepActions; }
    QLabel *titleLabel() const { return m_title; }
    QLabel *detailLabel() const { return m_detail; }
    QLabel *handLabel() const { return m_hand; }

signals:
    void expandRequested();
    void declineRequested();
    void reorganizeBeforeDeclineRequested();
    void endConquestRequested();
    void espionageToggled(bool on);
    void peaceRequested(int player);
    void autoDistributeRequested();
    void fortModeToggled(bool on);
    void confirmRequested();
    void endTurnRequested();
    void autoRedeployRequested();
    void skipRequested();
    void undoRequested();
    void takeChoiceRequested();
    void cancelChoiceRequested();
    void abandonRequested();
    void keepProvinceRequested();
    void placeLastSurvivorRequested();
    void otherProvinceRequested();
    void aiDelayChanged(int milliseconds);
    void hintRequested();
    void applyHintRequested();
    void dismissHintRequested();
    void cancelHintRequested();
    /**
     * The button that had the keyboard went with the step it played (showState()): the keyboard
     * belongs where the next step is played.
     */
    void keyboardLeft();

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showStep(const GameState &state, const std::vector<SeatSetup> &seats,
                  const InteractionModes &modes, bool humanActing, bool canUndo,
                  const QString &undoRefusal);
    /** What Undo does, its tooltip. */
    static QString undoWords();
    /**
     * Keeps the bar's height from changing with its texts and buttons, so that the map under
     * it does not move: each row keeps the room its tallest content needs at this width.
     */
    void keepSteadyHeight();
    QPushButton *addButton(const QString &objectName);
    /** The action `button` stands for, with its key (ButtonAction). */
    QAction *addStepAction(QPushButton *button, const QString &objectName, const QKeySequence &key);
    void showThinker();
    /**
     * The speed box as wide as its widest speed needs in its font: its own size hint came out
     * a pixel short at Larger text, and "Normal" was cut.
     */
    void fitSpeedBox();
    void retranslate();
    /**
     * Enables `button` when the engine accepts `action` now; its tooltip says `what` it does
     * and, if refused, why; a press on it while disabled shows that refusal (eventFilter()).
     */
    void setRefusal(QPushButton *button, const GameState &state, const Action &action,
                    const QString &what);
    /**
     * The row's words beside the buttons: what the step still needs, in the guidance's ink,
     * or a `refusal` (something the player tried), in red.
     */
    void showProblem(const QString &text, bool refusal);
    /**
     * Shows a mode's toggle (Espionage, a fort): enabled while the turn still allows it, checked
     * as the mode stands (and its Turn menu `action`), its tooltip `what` it does or, once used
     * up, `spent`.
     */
    void showToggle(QPushButton *toggle, QAction *action, bool available, bool on,
                    const QString &what, const QString &spent);

    QWidget *m_controls = nullptr; ///< a refusal, the thinking indicator, the step's buttons
    int m_steadyWidth = -1;        ///< the width the rows' heights below were kept for
    int m_wordsHeight = 0;
    int m_controlsHeight = 0;
    QStringList m_longestDetails; ///< TurnGuidance::longestDetails() for the table shown
    QLabel *m_swatch;
    QLabel *m_title;
    QLabel *m_detail;
    QLabel *m_problem;
    QLabel *m_hand;
    /** Made before the buttons it watches (addButton()). */
    DoubleClickGuard *m_doubleClickGuard = nullptr;
    QPushButton *m_expand;
    QPushButton *m_decline;
    QPushButton *m_reorganizeFirst;
    QPushButton *m_espionage;
    QPushButton *m_peace;
    QMenu *m_peaceMenu;
    QPushButton *m_endConquest;
    QPushButton *m_autoDistribute;
    QPushButton *m_fort;
    QPushButton *m_confirm;
    QPushButton *m_rebirthDecline;
    QPushButton *m_endTurn;
    QPushButton *m_autoRedeploy;
    QPushButton *m_skip;
    QComboBox *m_speed;
    QLabel *m_speedLabel;
    /** Who is thinking: a long name is shortened where the row has no room for it. */
    ShortenedNameLabel *m_thinkingLabel;
    QProgressBar *m_busy;
    QProgressBar *m_hintBusy; ///< a hint being thought about
    QTimer *m_thinkingDelay;
    QString m_thinker; ///< who is thinking; empty when nobody is
    QPushButton *m_undo;
    QPushButton *m_take;
    QPushButton *m_cancelChoice;
    QPushButton *m_abandon;
    QPushButton *m_keepProvince;
    QPushButton *m_placeLast;
    QPushButton *m_otherProvince;
    bool m_keys = false; ///< setKeyboardWords()
    QPushButton *m_hint;
    QPushButton *m_applyHint;
    QPushButton *m_dismissHint;
    QPushButton *m_cancelHint;
    /**
     * The step's words, shown in the words' row unless a refusal too long for the buttons' row
     * is shown there (keepSteadyHeight()).
     */
    QString m_words;
    /** The row's words beside the buttons (showProblem()), shown whole or in the tooltip only. */
    QString m_problemText;
    /**
     * The step's longest words, room kept: TurnGuidance::detailAtMost, and the words with the
     * step's toggles (Espionage, Fortification) pressed or released, which change them within
     * the step.
     */
    QStringList m_detailsAtMost;
    QList<QAction *> m_stepActions;
    QAction *m_expandAction = nullptr;
    QAction *m_declineAction = nullptr;
    QAction *m_reorganizeFirstAction = nullptr;
    QAction *m_endConquestAction = nullptr;
    QAction *m_autoDistributeAction = nullptr;
    QAction *m_confirmAction = nullptr;
    QAction *m_rebirthDeclineAction = nullptr;
    QAction *m_endTurnAction = nullptr;
    QAction *m_autoRedeployAction = nullptr;
    QAction *m_espionageAction = nullptr;
    QAction *m_fortAction = nullptr;
};

} // namespace vinci
