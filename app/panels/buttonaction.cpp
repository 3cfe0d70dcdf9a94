#include "panels/buttonaction.h"

#include <QAbstractButton>
#include <QAction>
#include <QEvent>

namespace vinci {

using namespace Qt::StringLiterals;

ButtonAction::ButtonAction(QAbstractButton *button, QAction *action, Face face)
    : QObject(button)
    , m_button(button)
    , m_action(action)
    , m_face(face)
{
    // A key held down triggers the action once (the keyboard's double click; DoubleClickGuard
    // stops the mouse's).
    action->setAutoRepeat(false);
    connect(action, &QAction::triggered, button, [button] {
        if (button->isEnabled())
            button->click();
    });
    // A toggle's entry is checked as the button is (a mode: Espionage, a fort).
    if (button->isCheckable()) {
        action->setCheckable(true);
        action->setChecked(button->isChecked());
        connect(button, &QAbstractButton::toggled, action, &QAction::setChecked);
    }
    connect(action, &QAction::changed, this, &ButtonAction::showAction);
    button->installEventFilter(this);
    showAction();
    followButton();
}

QString ButtonAction::keyLine(const QAction *action)
{
    const QKeySequence key = action->shortcut();
    return key.isEmpty() ? QString() : tr("Key: %1").arg(key.toString(QKeySequence::NativeText));
}

bool ButtonAction::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_button) {
        switch (event->type()) {
        case QEvent::EnabledChange:
        case QEvent::ShowToParent:
        case QEvent::HideToParent:
            followButton();
            break;
        case QEvent::ToolTipChange:
            if (!m_settingTip)
                showAction();
            break;
        default:
            break;
        }
    }
    return QObject::eventFilter(watched, event);
}

void ButtonAction::followButton()
{
    if (m_action)
        m_action->setEnabled(m_button->isEnabled() &&
                             m_button->isVisibleTo(m_button->parentWidget()));
}

void ButtonAction::showAction()
{
    if (!m_action || m_face == Face::Own)
        return;
    // The button's text without the menu's mnemonic (iconText() drops the '&').
    if (m_button->text() != m_action->iconText())
        m_button->setText(m_action->iconText());
    const QString key = keyLine(m_action);
    QString tip = m_button->toolTip();
    if (key.isEmpty() || tip.endsWith(key))
        return;
    // The bar sets the tooltip at every step (what the button does, or why not now); the key's
    // line goes under it.
    m_settingTip = true;
    m_button->setToolTip(tip.isEmpty() ? key : tip + u"\n"_s + key);
    m_settingTip = false;
}

} // namespace vinci
