#include "nameleaderitem.h"

#include "arealabelitem.h"
#include "mapsymbols.h"
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
    // Drawn into a pixmap at the view's scale, as the names are: the badges at its end copy
    // their pixel-aligned pictures there (paintSymbolBadge), which a painter redirected to a
    // window's grab placed nowhere to be seen.
    setCacheMode(DeviceCoordinateCache);
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
    QRectF bounds =
        drawn ? QRectF(drawn->p1(), drawn->p2()).normalized().adjusted(-reach, -reach, reach, reach)
              : QRectF();
    if (const QRectF badges = m_label.badgesApartRect(); !badges.isNull())
        bounds |= badges.adjusted(-reach, -reach, reach, reach);
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
    const QRectF badges = m_label.badgesApartRect();
    if ((!drawn && badges.isNull()) || m_label.isFrozen())
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const qreal pixel = 1 / std::max(painter->worldTransform().m11(), 1e-6);
    const QColor ink(34, 29, 24);
    const QColor cream(255, 252, 240);
    if (drawn) {
        painter->setPen(QPen(cream, haloWidth * pixel, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(*drawn);
        painter->setBrush(ink);
        if (badges.isNull())
            painter->drawEllipse(drawn->p2(), dotRadius * pixel, dotRadius * pixel);
        painter->setPen(QPen(ink, inkWidth * pixel, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(*drawn);
    }
    // The province's badges end the line, on its land (the name beside it has none).
    const std::vector<QPointF> centres = m_label.badgeCentres();
    const qreal diameter = badges.height();
    for (std::size_t k = 0; k < centres.size() && k < m_label.symbols().size(); ++k) {
        const QPointF corner = centres[k] - QPointF(diameter, diameter) / 2;
        paintSymbolBadge(painter, m_label.symbols()[k], QRectF(corner, QSizeF(diameter, diameter)),
                         m_label.edgeAngle());
    }
    painter->restore();
}

} // namespace vinci
