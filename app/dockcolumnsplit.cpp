#include "dockcolumnsplit.h"

#include <QDockWidget>
#include <QEvent>
#include <QLayout>
#include <QMainWindow>
#include <QScrollArea>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace vinci {

DockColumnSplit::DockColumnSplit(QMainWindow *window, QDockWidget *upper, QDockWidget *lower)
    : QObject(window)
    , m_window(window)
    , m_upper(upper)
    , m_lower(lower)
{
    window->installEventFilter(this);
    // The upper dock's content asks for more or less room (its cards, the text size): its
    // own layout, or a scrolled panel's in it.
    if (upper->widget()) {
        m_watched << upper->widget();
        for (const QScrollArea *area : upper->widget()->findChildren<QScrollArea *>()) {
            if (area->widget())
                m_watched << area->widget();
        }
        for (QWidget *widget : std::as_const(m_watched))
            widget->installEventFilter(this);
    }
}

bool DockColumnSplit::stacked() const
{
    return m_upper->isVisible() && m_lower->isVisible() && !m_upper->isFloating() &&
           !m_lower->isFloating() &&
           m_window->dockWidgetArea(m_upper) == m_window->dockWidgetArea(m_lower) &&
           m_upper->geometry().bottom() < m_lower->geometry().top();
}

int DockColumnSplit::upperNeeds() const
{
    // The content at its width (its caption wraps), and the dock's frame around it.
    const QWidget *content = m_upper->widget();
    if (!content)
        return 0;
    const int height = content->hasHeightForWidth() ? content->heightForWidth(content->width())
                                                    : content->sizeHint().height();
    return height + m_upper->height() - content->height();
}

int DockColumnSplit::upperNeedsIn(int column) const
{
    const int room = column - m_lower->minimumSizeHint().height();
    const int needs = upperNeeds();
    if (needs > room && m_tightening)
        return needs - m_tightening(needs - room);
    return needs;
}

int DockColumnSplit::upperHeight(int column, int wanted) const
{
    // Never more than the upper dock's content asks: the share of a smaller window, kept in a
    // large one, left an empty band under the players' cards and the log a few lines (the s43
    // walk at 1920x1080). The lower dock gives way first, down to its least height.
    const int needs = upperNeeds();
    if (needs > 0)
        wanted = std::min(wanted, needs);
    const int room = column - m_lower->minimumSizeHint().height();
    return std::max(wanted, std::min(upperNeedsIn(column), room));
}

void DockColumnSplit::split(int upperHeight)
{
    const int column = m_upper->height() + m_lower->height();
    if (column <= 0)
        return;
    m_share = static_cast<double>(upperHeight) / column;
    resizeUpper(this->upperHeight(column, upperHeight), column);
}

void DockColumnSplit::rememberSoon() const
{
    QTimer::singleShot(0, this, &DockColumnSplit::remember);
}

void DockColumnSplit::remember()
{
    const int column = m_upper->height() + m_lower->height();
    if (stacked() && column > 0)
        m_share = static_cast<double>(m_upper->height()) / column;
    // A share too small for the upper dock's content (a window state saved so) gives way.
    restore();
}

void DockColumnSplit::restore()
{
    // The docks' heights as the share asks, in the column's present height.
    m_restoring = false;
    if (!stacked())
        return;
    const int column = m_upper->height() + m_lower->height();
    // Before any share is known (a window state given back before its docks were laid out),
    // the docks' heights as they are: the upper one still gets its content's.
    const int wanted =
        m_share < 0 ? m_upper->height() : static_cast<int>(std::lround(m_share * column));
    const int upper = upperHeight(column, wanted);
    resizeUpper(upper, column);
}

void DockColumnSplit::resizeUpper(int upper, int column)
{
    if (std::abs(upper - m_upper->height()) <= 1)
        return;
    m_window->resizeDocks({m_upper, m_lower}, {upper, column - upper}, Qt::Vertical);
    // A dock among tabs shares its place with their bar: it gets the height asked less the
    // bar's. Asked once more for what it lacks.
    m_window->layout()->activate();
    const int lacking = upper - m_upper->height();
    if (lacking > 1)
        m_window->resizeDocks({m_upper, m_lower}, {upper + lacking, column - upper - lacking},
                              Qt::Vertical);
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
    } else if (event->type() == QEvent::LayoutRequest &&
               m_watched.contains(qobject_cast<QWidget *>(watched))) {
        restoreSoon();
    }
    return QObject::eventFilter(watched, event);
}

} // namespace vinci
