#include "doubleclickguard.h"

#include <QGuiApplication>
#include <QMouseEvent>
#include <QStyleHints>
#include <QWidget>

namespace vinci {

DoubleClickGuard::DoubleClickGuard(QObject *parent)
    : QObject(parent)
{}

void DoubleClickGuard::watch(QWidget *button)
{
    button->installEventFilter(this);
}

bool DoubleClickGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::MouseButtonPress && event->type() != QEvent::MouseButtonDblClick)
        return false;
    const quint64 at = static_cast<const QMouseEvent *>(event)->timestamp();
    const auto interval =
        static_cast<quint64>(QGuiApplication::styleHints()->mouseDoubleClickInterval());
    const bool replacedButton = m_lastPressed && watched != m_lastPressed && at >= m_lastPress &&
                                at - m_lastPress < interval;
    if (replacedButton)
        return true; // neither recorded: the double click that follows is eaten too
    m_lastPressed = watched;
    m_lastPress = at;
    return false;
}

} // namespace vinci
