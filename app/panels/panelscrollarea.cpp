#include "panels/panelscrollarea.h"

#include <QEvent>
#include <QScrollBar>
#include <QTimer>

namespace vinci {

PanelScrollArea::PanelScrollArea(QWidget *panel, QWidget *parent)
    : QScrollArea(parent)
{
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // No stop of its own in the Tab chain, where it showed nothing: its panel's controls (the
    // track's cards) take the focus themselves, and the wheel scrolls it without.
    setFocusPolicy(Qt::NoFocus);
    setWidget(panel);
    // QScrollArea already watches its widget (for resizes); a layout request is when the
    // panel's size hints change, and the dock must hear of it.
    panel->installEventFilter(this);
}

int PanelScrollArea::chromeWidth() const
{
    // The scroll bar's room is kept whether it shows or not: a dock that widened and narrowed
    // as a panel grew past the window's height would move the map.
    return 2 * frameWidth() + verticalScrollBar()->sizeHint().width();
}

QSize PanelScrollArea::minimumSizeHint() const
{
    const QSize own = QScrollArea::minimumSizeHint();
    if (!widget())
        return own;
    return {widget()->minimumSizeHint().width() + chromeWidth(), own.height()};
}

QSize PanelScrollArea::sizeHint() const
{
    if (!widget())
        return QScrollArea::sizeHint();
    const QSize panel = widget()->sizeHint().expandedTo(widget()->minimumSizeHint());
    return {panel.width() + chromeWidth(), panel.height() + 2 * frameWidth()};
}

void PanelScrollArea::keepInSight(QWidget *child)
{
    m_kept = child;
    bringIntoSightSoon();
}

void PanelScrollArea::bringIntoSightSoon()
{
    if (!m_kept || m_bringing)
        return;
    // After the layouts have placed the panel's widgets at their new sizes.
    m_bringing = true;
    QTimer::singleShot(0, this, [this] {
        m_bringing = false;
        if (!m_kept)
            return;
        // A card taller than the view shows its first lines, its name and score: Qt centres
        // it, and at Larger text on a 1024x768 screen the score was above the view (the s44
        // walk, "your score is on your card").
        const int top = m_kept->mapTo(widget(), QPoint(0, 0)).y();
        if (m_kept->height() > viewport()->height())
            verticalScrollBar()->setValue(top);
        else
            ensureWidgetVisible(m_kept, 0, 0);
    });
}

void PanelScrollArea::resizeEvent(QResizeEvent *event)
{
    QScrollArea::resizeEvent(event);
    bringIntoSightSoon();
}

bool PanelScrollArea::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == widget() && event->type() == QEvent::LayoutRequest) {
        updateGeometry();
        bringIntoSightSoon();
    }
    return QScrollArea::eventFilter(watched, event);
}

} // namespace vinci
