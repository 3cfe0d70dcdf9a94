#include "narrowdocks.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QResizeEvent>

#include <algorithm>
#include <tuple>
#include <utility>

namespace vinci {

NarrowDocks::NarrowDocks(QMainWindow *window, QDockWidget *track, QDockWidget *players)
    : DockFolding(window, {{track, players}}, Qt::LeftDockWidgetArea)
    , m_track(track)
    , m_players(players)
{
    connect(this, &DockFolding::foldedChanged, this, &NarrowDocks::tabbedChanged);
    // The tabs over the panels, where their own titles are.
    window->setTabPosition(Qt::AllDockWidgetAreas, QTabWidget::North);
    // A panel whose needs change (its cards come, a new language, other names) asks its dock
    // for a new layout.
    track->installEventFilter(this);
    players->installEventFilter(this);
}

bool NarrowDocks::tooNarrow() const
{
    // The docks start as wide as their panels ask (PanelScrollArea: the panel's size hint and
    // the scroll bar), in the language and with the names of the moment.
    const int panels = widthFor(m_track->sizeHint().width(), m_trackKept) +
                       widthFor(m_players->sizeHint().width(), m_playersKept) + separators();
    const int map = window()->width() - panels;
    // Another language keeps the arrangement: the words alone moved the map by a column's
    // width (the s54 walk). Side by side gives way only where the map would be a strip.
    if (m_wordsOnly)
        return isTabbed() || map < leastMapWidthKept;
    return map < minimumMapWidth;
}

int NarrowDocks::widthFor(int asked, int kept) const
{
    return m_wordsOnly ? std::max(asked, kept) : asked;
}

void NarrowDocks::followNewWords()
{
    m_wordsOnly = true;
    updateSoon();
}

void NarrowDocks::chooseAnew()
{
    m_wordsOnly = false;
    updateSoon();
}

void NarrowDocks::arrange(bool folded)
{
    if (folded) {
        (m_choosing ? m_track : m_players)->raise();
        // The shared column as wide as the wider panel asks.
        m_tabbedAsked = m_tabbedKept = tabbedWidth();
        window()->resizeDocks({m_players}, {m_tabbedAsked}, Qt::Horizontal);
        return;
    }
    // Each column as wide as its panel asks again (the shared one took the wider's width).
    m_trackAsked = m_trackKept = m_track->sizeHint().width();
    m_playersAsked = m_playersKept = m_players->sizeHint().width();
    window()->resizeDocks({m_track, m_players}, {m_trackAsked, m_playersAsked}, Qt::Horizontal);
}

void NarrowDocks::unchanged(bool)
{
    followPanelWidths();
}

int NarrowDocks::tabbedWidth() const
{
    return std::max(m_track->sizeHint().width(), m_players->sizeHint().width());
}

void NarrowDocks::followPanelWidths()
{
    if (isTabbed()) {
        // One column for both tabs: it follows the wider panel as the two columns do theirs
        // (after Larger text and back to Normal it kept Larger's width, the map narrowed).
        const int now = widthFor(tabbedWidth(), m_tabbedKept);
        if (m_tabbedAsked > 0 && now != m_tabbedAsked &&
            m_players->width() <= std::max(m_tabbedAsked, now))
            window()->resizeDocks({m_players}, {now}, Qt::Horizontal);
        m_tabbedAsked = now;
        if (!m_wordsOnly)
            m_tabbedKept = now;
        return;
    }
    QList<QDockWidget *> docks;
    QList<int> widths;
    for (auto [dock, asked, kept] : {std::tuple{m_track, &m_trackAsked, &m_trackKept},
                                     {m_players, &m_playersAsked, &m_playersKept}}) {
        const int now = widthFor(dock->sizeHint().width(), *kept);
        // No wider than its panel asked, before or now: not the person's width.
        if (*asked > 0 && now != *asked && dock->width() <= std::max(*asked, now)) {
            docks << dock;
            widths << now;
        }
        *asked = now;
        if (!m_wordsOnly)
            *kept = now;
    }
    if (!docks.isEmpty())
        window()->resizeDocks(docks, widths, Qt::Horizontal);
}

int NarrowDocks::widthSavedByTabbing() const
{
    if (isTabbed() || !m_track->isVisible() || !m_players->isVisible() || m_track->isFloating() ||
        m_players->isFloating() || window()->dockWidgetArea(m_track) != Qt::LeftDockWidgetArea)
        return 0;
    // The track's column and its separator go; the shared column is as wide as the wider.
    const int track = m_track->minimumSizeHint().width();
    const int players = m_players->minimumSizeHint().width();
    return track + separators() / 2 - std::max(0, track - players);
}

void NarrowDocks::keepRestoredTabs()
{
    m_keepRestored = true;
}

void NarrowDocks::setChoosing(bool choosing)
{
    const bool keep = std::exchange(m_keepRestored, false);
    if (choosing == m_choosing)
        return;
    m_choosing = choosing;
    // Only as the choice begins and ends: a tab the person picks meanwhile stays.
    if (isTabbed() && !keep)
        (choosing ? m_track : m_players)->raise();
}

bool NarrowDocks::eventFilter(QObject *watched, QEvent *event)
{
    // A person resizing the window chooses the arrangement anew (a height alone changes none).
    if (watched == window() && event->type() == QEvent::Resize &&
        static_cast<QResizeEvent *>(event)->size().width() !=
            static_cast<QResizeEvent *>(event)->oldSize().width())
        m_wordsOnly = false;
    if (watched != window() && event->type() == QEvent::LayoutRequest) {
        // The panel's new needs, as they come: the column follows in the same layout pass
        // (the map does not move twice); tabbing waits for the layouts to settle.
        if (!m_track->isFloating() && !m_players->isFloating())
            followPanelWidths();
        updateSoon();
    }
    return DockFolding::eventFilter(watched, event);
}

} // namespace vinci
