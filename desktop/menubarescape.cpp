#include "menubarescape.h"

#include <QAction>
#include <QActionEvent>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QMenu>
#include <QMenuBar>

namespace vinci {

MenuBarEscape::MenuBarEscape(QMenuBar *bar)
    : QObject(bar)
    , m_bar(bar)
{
    bar->installEventFilter(this);
    for (QAction *action : bar->actions()) {
        if (QMenu *menu = action->menu())
            menu->installEventFilter(this);
    }
}

bool MenuBarEscape::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_bar) {
        if (event->type() == QEvent::ActionAdded) {
            if (QMenu *menu = static_cast<QActionEvent *>(event)->action()->menu())
                menu->installEventFilter(this);
        }
        return false;
    }
    if (m_forwarding || event->type() != QEvent::KeyPress)
        return false;
    const auto *key = static_cast<QKeyEvent *>(event);
    auto *menu = qobject_cast<QMenu *>(watched);
    if (!menu || key->key() != Qt::Key_Escape || key->modifiers() != Qt::NoModifier ||
        !m_bar->actions().contains(menu->menuAction()))
        return false;
    // The menu closes as Qt closes it (lighting its title in the bar, which takes the keyboard);
    // then the bar's own Escape ends its keyboard mode, which gives the keyboard back.
    m_forwarding = true;
    QCoreApplication::sendEvent(menu, event);
    m_forwarding = false;
    if (m_bar->hasFocus()) {
        QKeyEvent escape(QEvent::KeyPress, Qt::Key_Escape, Qt::NoModifier);
        QCoreApplication::sendEvent(m_bar, &escape);
    }
    return true;
}

} // namespace vinci
