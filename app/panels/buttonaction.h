#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QAbstractButton;

namespace vinci {

/**
 * A turn bar button and the QAction that the Game menu and its key share with it: one text, one
 * shortcut, one enabled state, one path. The bar decides at each step which buttons show and
 * whether they may be pressed (TurnBar::showStep, with the engine's refusal in the tooltip); the
 * action is enabled exactly while its button is shown and enabled, so the menu and the key can
 * do nothing the bar could not. Triggering the action presses the button, so that a key, the
 * menu and a click play the same way. The button shows the action's text, and its tooltip the
 * action's key.
 *
 * A button that draws its own face (the track's cards) keeps its text and tooltip.
 *
 * (QToolButton::setDefaultAction() makes a button follow an action; the bar's buttons are push
 * buttons whose state the step sets, and Enter presses the one that has the keyboard, as in a
 * dialog.)
 */
class ButtonAction : public QObject
{
    Q_OBJECT

public:
    /** Whether the button shows the action's text and key (the turn bar's) or draws its own. */
    enum class Face : quint8
    {
        ActionText,
        Own,
    };

    /** Binds `button` and `action`; parented to the button. */
    ButtonAction(QAbstractButton *button, QAction *action, Face face = Face::ActionText);

    /** "Key: E": the line a button's tooltip ends with. */
    static QString keyLine(const QAction *action);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /** The action's enabled state, from the button's. */
    void followButton();
    /** The button's text and its tooltip's key line, from the action. */
    void showAction();

    QAbstractButton *m_button;
    QPointer<QAction> m_action;
    Face m_face;
    bool m_settingTip = false;
};

} // namespace vinci
