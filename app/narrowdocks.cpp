#include "narrowdocks.h"

#include <QDockWidget>
#include <QEvent>
#include <QLayout>
#include <QMainWindow>
#include <QStyle>
#include <QTimer>

#include <algorithm>
#include <utility>

namespace vinci {

NarrowDocks::NarrowDocks(QMainWindow *window, QDockWidget *track, QDockWidget *players)
    : QObject(window)
    , m_window(window)
    , m_track(track)
    , m_players(players)
{
    // The tabs over the panels, where their own titles are.
    window->setTabPosition(Qt::AllDockWidgetAreas, QTabWidget::North);
    window->installEventFilter(this);
    // A panel whose needs change (its cards come, a new language, other names) asks its dock
    // for a new layout.
    track->installEventFilter(this);
    players->installEventFilter(this);
}

bool NarrowDocks::isTabbed() const
{
    // Asked of the window: a window state given back (restoreState) may have tabbed them.
    return !m_window->tabifiedDockWidgets(m_track).isEmpty();
}

bool NarrowDocks::tooNarrow() const
{
    // The docks start as wide as their panels ask (PanelScrollArea: the panel's size hint and
    // the scroll bar), in the language and with the names of the moment.
    const int separator =
        m_window->style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, m_window);
    const int panels = m_track->sizeHint().width() + m_players->sizeHint().width() + 2 * separator;
    return m_window->width() - panels < minimumMapWidth;
}

void NarrowDocks::update()
{
    m_updating = false;
    // Docks the person closed or floated are theirs: nothing is tabbed or moved.
    const bool tabbed = isTabbed();
    if (m_track->isFloating() || m_players->isFloating() || !m_players->isVisible() ||
        (!tabbed && !m_track->isVisible()))
        return;
    const bool narrow = tooNarrow();
    if (narrow == tabbed) {
        if (!tabbed)
            followPanelWidths();
        return;
    }
    if (narrow) {
        m_window->tabifyDockWidget(m_players, m_track);
        (m_choosing ? m_track : m_players)->raise();
    } else {
        m_window->addDockWidget(Qt::LeftDockWidgetArea, m_track);
        m_track->show();
        // Each column as wide as its panel asks again (the shared one took the wider's width).
        m_trackAsked = m_track->sizeHint().width();
        m_playersAsked = m_players->sizeHint().width();
        m_window->resizeDocks({m_track, m_players}, {m_trackAsked, m_playersAsked}, Qt::Horizontal);
    }
    // Laid out at once, so that whoever listens sees the docks where they are now.
    m_window->layout()->activate();
    emit tabbedChanged(narrow);
}

void NarrowDocks::followPanelWidths()
{
    QList<QDockWidget *> docks;
    QList<int> widths;
    for (auto [dock, asked] : {std::pair{m_track, &m_trackAsked}, {m_players, &m_playersAsked}}) {
        const int now = dock->sizeHint().width();
        // No wider than its panel asked, before or now: not the person's width.
        if (*asked > 0 && now != *asked && dock->width() <= std::max(*asked, now)) {
            docks << dock;
            widths << now;
        }
        *asked = now;
    }
    if (!docks.isEmpty())
        m_window->resizeDocks(docks, widths, Qt::Horizontal);
}

void NarrowDocks::updateSoon()
{
    if (m_updating)
        return;
    m_updating = true;
    QTimer::singleShot(0, this, &NarrowDocks::update);
}

void NarrowDocks::setChoosing(bool choosing)
{
    if (choosing == m_choosing)
        return;
    m_choosing = choosing;
    // Only as the choice begins and ends: a tab the person picks meanwhile stays.
    if (isTabbed())
        (choosing ? m_track : m_players)->raise();
}

bool NarrowDocks::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::Resize) {
        updateSoon();
    } else if (watched != m_window && event->type() == QEvent::LayoutRequest) {
        // The panel's new needs, as they come: the column follows in the same layout pass
        // (the map does not move twice); tabbing waits for the layouts to settle.
        if (!isTabbed() && !m_track->isFloating() && !m_players->isFloating())
            followPanelWidths();
        updateSoon();
    }
    return QObject::eventFilter(watched, event);
}

} // namespace vinci
