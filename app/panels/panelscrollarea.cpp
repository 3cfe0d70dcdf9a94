#include "panels/panelscrollarea.h"

#include "windowplacement.h"

#include <QEvent>
#include <QScrollBar>
#include <QTimer>

#include <algorithm>

namespace vinci {

namespace {

/** Above a widget brought to the view's top: the compact cards' spacing, none of the one over it.
 */
constexpr int topGap = 3;

} // namespace

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
    // On a low screen, as low as its scroll bar's arrows: the lesson's bar over the map and the
    // docks took the room the scroll bar's slider asked (isLowScreen()).
    const int arrows = 2 * verticalScrollBar()->sizeHint().width() + 2 * frameWidth();
    const int height = isLowScreen(*this) ? std::min(own.height(), arrows) : own.height();
    return {widget()->minimumSizeHint().width() + chromeWidth(), height};
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
        // Not wholly in sight, or under the lower part of one beside it (a card over it cut
        // at the view's top), it comes to the view's top, a few pixels under it. A card
        // taller than the view shows its first lines, its name and score (Qt centres it, and
        // at Larger text on a 1024x768 screen the score was above the view, the s44 walk); a
        // card from below sat under the lower half of the one before it (Qt brings it just
        // into sight at the bottom; the s46 walk).
        const int top = m_kept->mapTo(widget(), QPoint(0, 0)).y();
        const int shownFrom = verticalScrollBar()->value();
        const bool whole =
            top >= shownFrom && top + m_kept->height() <= shownFrom + viewport()->height();
        const QWidget *row = m_kept->parentWidget();
        const auto cutAtTop = [&] {
            for (const QWidget *other : row->findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
                const int otherTop = other->mapTo(widget(), QPoint(0, 0)).y();
                if (other->isVisible() && otherTop < shownFrom &&
                    otherTop + other->height() > shownFrom)
                    return true;
            }
            return false;
        };
        if (!whole || (row && cutAtTop()))
            verticalScrollBar()->setValue(std::max(0, top - topGap));
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
