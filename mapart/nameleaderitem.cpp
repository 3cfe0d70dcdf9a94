#include "nameleaderitem.h"

#include "arealabelitem.h"
#include "nameclearance.h"

#include <QPainter>

#include <algorithm>

namespace vinci {

namespace {

// On screen, in logical pixels: the ink, its cream halo and the dot at the province's end.
constexpr qreal inkWidth = 1.2;
constexpr qreal haloWidth = 3.2;
constexpr qreal dotRadius = 2.5;

} // namespace

NameLeaderItem::NameLeaderItem(const AreaLabelItem &label)
    : m_label(label)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
}

std::optional<QLineF> NameLeaderItem::line() const
{
    const LabelLayout &layout = m_label.layout();
    if (!layout.leaderTo || !m_label.isVisible() || m_label.drawnFontSize() <= 0)
        return std::nullopt;
    // From the name's letters, against their halo, to the province.
    const qreal size = m_label.drawnFontSize();
    const QRectF ink = layout.block.inkRect(m_label.scenePos(), size);
    const QPointF target = *layout.leaderTo;
    return QLineF(leaderStart(ink, target, size), target);
}

void NameLeaderItem::follow()
{
    const std::optional<QLineF> drawn = line();
    // The pens are cosmetic: their reach in scene units is the view's pixels (the name's scale
    // is the view's or smaller, so this is room enough).
    const qreal reach = m_label.drawnFontSize() > 0 ? m_label.drawnFontSize() : 0;
    const QRectF bounds =
        drawn ? QRectF(drawn->p1(), drawn->p2()).normalized().adjusted(-reach, -reach, reach, reach)
              : QRectF();
    if (bounds == m_bounds) {
        update();
        return;
    }
    prepareGeometryChange();
    m_bounds = bounds;
}

QRectF NameLeaderItem::boundingRect() const
{
    return m_bounds;
}

void NameLeaderItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const std::optional<QLineF> drawn = line();
    if (!drawn || m_label.isFrozen())
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const qreal pixel = 1 / std::max(painter->worldTransform().m11(), 1e-6);
    const QColor ink(34, 29, 24);
    const QColor cream(255, 252, 240);
    QPen halo(cream, haloWidth * pixel, Qt::SolidLine, Qt::RoundCap);
    painter->setPen(halo);
    painter->drawLine(*drawn);
    painter->setBrush(ink);
    painter->drawEllipse(drawn->p2(), dotRadius * pixel, dotRadius * pixel);
    painter->setPen(QPen(ink, inkWidth * pixel, Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(*drawn);
    painter->restore();
}

} // namespace vinci
