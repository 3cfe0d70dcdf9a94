#include "narrowcanvasdocks.h"

#include <QDockWidget>
#include <QMainWindow>

#include <algorithm>

namespace vinci {

NarrowCanvasDocks::NarrowCanvasDocks(QMainWindow *window, QDockWidget *adjacency,
                                     QDockWidget *history, QDockWidget *inspector,
                                     QDockWidget *issues)
    : DockFolding(window, {{adjacency, inspector}, {history, issues}}, Qt::LeftDockWidgetArea)
    , m_adjacency(adjacency)
    , m_inspector(inspector)
    , m_issues(issues)
{}

bool NarrowCanvasDocks::tooNarrow() const
{
    // The columns as the designer has them; folded, the left one as it was before.
    const int left = isFolded() ? m_leftWidth : m_adjacency->width();
    const int canvas = window()->width() - left - m_inspector->width() - separators();
    return canvas < window()->width() * 2 / 5;
}

void NarrowCanvasDocks::arrange(bool folded)
{
    if (folded) {
        // The selection's inspector and the issues in front, as on a small screen's first start.
        m_issues->raise();
        m_inspector->raise();
        return;
    }
    window()->resizeDocks({m_adjacency}, {m_leftWidth}, Qt::Horizontal);
}

void NarrowCanvasDocks::unchanged(bool folded)
{
    if (!folded)
        m_leftWidth = std::max(m_adjacency->width(), m_adjacency->minimumSizeHint().width());
}

} // namespace vinci
