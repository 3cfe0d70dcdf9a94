#include "dockcolumnsplit.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QTimer>

#include <cmath>

namespace vinci {

DockColumnSplit::DockColumnSplit(QMainWindow *window, QDockWidget *upper, QDockWidget *lower)
    : QObject(window)
    , m_window(window)
    , m_upper(upper)
    , m_lower(lower)
{
    window->installEventFilter(this);
}

bool DockColumnSplit::stacked() const
{
    return m_upper->isVisible() && m_lower->isVisible() && !m_upper->isFloating() &&
           !m_lower->isFloating() &&
           m_window->dockWidgetArea(m_upper) == m_window->dockWidgetArea(m_lower) &&
           m_upper->geometry().bottom() < m_lower->geometry().top();
}

void DockColumnSplit::split(int upperHeight)
{
    const int column = m_upper->height() + m_lower->height();
    if (column <= 0)
        return;
    m_window->resizeDocks({m_upper, m_lower}, {upperHeight, column - upperHeight}, Qt::Vertical);
    m_share = static_cast<double>(upperHeight) / column;
}

void DockColumnSplit::rememberSoon()
{
    QTimer::singleShot(0, this, &DockColumnSplit::remember);
}

void DockColumnSplit::remember()
{
    const int column = m_upper->height() + m_lower->height();
    if (stacked() && column > 0)
        m_share = static_cast<double>(m_upper->height()) / column;
}

void DockColumnSplit::restore()
{
    // The docks' heights as the share asks, in the column's present height.
    m_restoring = false;
    if (m_share < 0 || !stacked())
        return;
    const int column = m_upper->height() + m_lower->height();
    const int upper = static_cast<int>(std::lround(m_share * column));
    if (std::abs(upper - m_upper->height()) > 1)
        m_window->resizeDocks({m_upper, m_lower}, {upper, column - upper}, Qt::Vertical);
}

void DockColumnSplit::restoreSoon()
{
    if (m_restoring)
        return;
    m_restoring = true;
    QTimer::singleShot(0, this, &DockColumnSplit::restore);
}

bool DockColumnSplit::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window) {
        if (event->type() == QEvent::Resize) {
            restoreSoon();
        } else if (event->type() == QEvent::MouseButtonRelease) {
            // The end of a drag of a separator between docks (they belong to the window).
            rememberSoon();
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace vinci
