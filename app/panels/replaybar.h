#pragma once

#include <QPointer>
#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QPushButton;
class QToolButton;

namespace vinci {

class ReplaySession;
class ReplayTimeline;

/**
 * The replay viewer's bar under the map: step back and forth by action and by turn, to the start
 * and the end, play and pause at three speeds, the timeline of turns, where the shown moment is
 * ("Round 3 · Turn 2 · Alice (Computer: Strategist, normal) · action 4 of 7"), the reminder that
 * nothing can be played, Continue from Here and Stop Watching. Its actions carry the keyboard
 * (Left/Right, Ctrl+Left/Right and Page Up/Down, Space, Home/End, Escape); the window adds
 * them to itself so that they work wherever the keyboard is.
 */
class ReplayBar : public QWidget
{
    Q_OBJECT

public:
    explicit ReplayBar(QWidget *parent = nullptr);

    /** The session shown and driven (not owned); null: none. */
    void setSession(ReplaySession *session);

    /** Every action with a shortcut, for the window to add to itself. */
    QList<QAction *> shortcutActions() const;

    QAction *stepBackAction() const { return m_stepBack; }
    QAction *stepForwardAction() const { return m_stepForward; }
    QAction *previousTurnAction() const { return m_previousTurn; }
    QAction *nextTurnAction() const { return m_nextTurn; }
    QAction *toStartAction() const { return m_toStart; }
    QAction *toEndAction() const { return m_toEnd; }
    QAction *playAction() const { return m_play; }
    QAction *stopAction() const { return m_stop; }
    QAction *continueAction() const { return m_continue; }
    QComboBox *speedBox() const { return m_speed; }
    ReplayTimeline *timeline() const { return m_timeline; }
    /** "Round 3 · Turn 2 · Alice (...) · action 4 of 7". */
    QString whereText() const;

signals:
    /** Continue from Here was asked for. */
    void continueRequested();
    /** Stop Watching (or Escape). */
    void stopRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    QAction *makeAction(const QString &name, const QList<QKeySequence> &keys);
    QToolButton *buttonFor(QAction *action);
    void retranslate();
    void showMoment();
    void showPlaying(bool playing);

    QPointer<ReplaySession> m_session; ///< the controller's; gone when watching stops
    QAction *m_toStart;
    QAction *m_previousTurn;
    QAction *m_stepBack;
    QAction *m_play;
    QAction *m_stepForward;
    QAction *m_nextTurn;
    QAction *m_toEnd;
    QAction *m_continue;
    QAction *m_stop;
    QComboBox *m_speed;
    ReplayTimeline *m_timeline;
    QLabel *m_where;
    QLabel *m_watching;
    QList<QToolButton *> m_buttons;
};

} // namespace vinci
