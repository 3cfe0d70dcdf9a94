#include "areaitem.h"

#include "itemchange.h"
#include "mapart.h"
#include "terrainstyle.h"

#include <QGraphicsScene>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QSvgRenderer>

namespace vinci {

AreaItem::AreaItem(AreaIndex index, const ProvinceOutlines::Entry &entry, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_index(index)
    , m_id(entry.id)
    , m_outline(entry.outline)
    , m_placement(entry.placement)
    , m_elementBounds(entry.elementBounds)
    , m_bounds(entry.outline.boundingRect())
{}

void AreaItem::setFrozen(bool frozen)
{
    freezeItem(*this, m_frozen, m_cacheWhenThawed, frozen);
}

QRectF AreaItem::boundingRect() const
{
    // Overlay strokes are cosmetic and at most 3 px wide: QGraphicsView's default 2 px
    // antialiasing margin around exposed areas covers their outer half.
    return m_bounds;
}

void AreaItem::setTerrainFill(const QBrush &brush)
{
    setAndRepaint(*this, m_terrainFill, brush);
    contentsChanged();
}

void AreaItem::setTint(const QColor &color)
{
    setAndRepaint(*this, m_tint, color);
    contentsChanged();
}

void AreaItem::setHighlight(const QColor &color)
{
    setAndRepaint(*this, m_highlight, color);
    contentsChanged();
}

void AreaItem::contentsChanged()
{
    const bool drawn = m_art || m_terrainFill.style() != Qt::NoBrush || m_tint.isValid() ||
                       m_highlight.isValid() || m_hovered || isSelected() || hasOverlay();
    if (drawn == !flags().testFlag(ItemHasNoContents))
        return;
    setFlag(ItemHasNoContents, !drawn);
    // A scene repaints the dirty region of an item only while it has contents: the area it
    // last drew (a highlight just taken off) is handed to the views by its rectangle instead.
    if (!drawn && scene())
        scene()->update(sceneBoundingRect());
    update();
}

QVariant AreaItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    if (change == ItemSelectedHasChanged)
        contentsChanged();
    return QGraphicsItem::itemChange(change, value);
}

void AreaItem::setHoverFeedback(bool on)
{
    setAcceptHoverEvents(on);
    if (!on && m_hovered) {
        m_hovered = false;
        update();
        contentsChanged();
    }
}

void AreaItem::setHovered(bool hovered)
{
    setAndRepaint(*this, m_hovered, hovered);
    contentsChanged();
}

void AreaItem::setDrawsArt(std::shared_ptr<const MapArt> art)
{
    prepareGeometryChange();
    m_art = std::move(art);
    m_bounds = m_outline.boundingRect();
    if (m_art)
        m_bounds = m_bounds.united(m_placement.mapRect(m_elementBounds));
    update();
    contentsChanged();
}

void AreaItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    if (m_frozen)
        return;
    if (m_art) {
        painter->save();
        painter->setTransform(m_placement, true);
        // Bounds equal to the element's own: the renderer draws it in its own coordinates,
        // which m_placement maps to the document, exactly where a full render puts it.
        m_art->renderer().render(painter, m_id, m_elementBounds);
        painter->restore();
    }
    if (m_outline.isEmpty()) {
        paintOverlay(painter, option);
        return;
    }
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if (m_terrainFill.style() != Qt::NoBrush) {
        painter->setPen(paintedBorderPen());
        painter->setBrush(m_terrainFill);
        painter->drawPath(m_outline);
    }
    painter->setPen(Qt::NoPen);
    if (m_tint.isValid()) {
        QColor wash = m_tint;
        wash.setAlphaF(0.42F * m_tint.alphaF());
        painter->setBrush(wash);
        painter->drawPath(m_outline);
    }
    if (m_highlight.isValid()) {
        QColor wash = m_highlight;
        wash.setAlphaF(0.22F);
        painter->setBrush(wash);
        painter->drawPath(m_outline);
    }
    if (m_hovered) {
        painter->setBrush(QColor(255, 255, 255, 70));
        painter->drawPath(m_outline);
    }
    painter->setBrush(Qt::NoBrush);
    if (m_highlight.isValid())
        paintHighlightEdge(painter, m_outline);
    if (isSelected())
        paintSelection(painter, m_outline, 1.5);
    painter->restore();
    paintOverlay(painter, option);
}

void AreaItem::paintOverlay(QPainter *, const QStyleOptionGraphicsItem *) {}

void AreaItem::paintHighlightEdge(QPainter *painter, const QPainterPath &outline) const
{
    QPen pen(m_highlight, 3);
    pen.setCosmetic(true);
    pen.setJoinStyle(Qt::RoundJoin);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(outline);
}

void AreaItem::paintSelection(QPainter *painter, const QPainterPath &outline, qreal dashWidth)
{
    QPen under(QColor(255, 255, 255), 2 * dashWidth);
    under.setCosmetic(true);
    painter->setPen(under);
    painter->drawPath(outline);
    QPen dashes(QColor(20, 20, 20), dashWidth, Qt::DashLine);
    dashes.setCosmetic(true);
    painter->setPen(dashes);
    painter->drawPath(outline);
}

void AreaItem::hoverEnterEvent(QGraphicsSceneHoverEvent *event)
{
    m_hovered = true;
    update();
    contentsChanged();
    QGraphicsItem::hoverEnterEvent(event);
}

void AreaItem::hoverLeaveEvent(QGraphicsSceneHoverEvent *event)
{
    m_hovered = false;
    update();
    contentsChanged();
    QGraphicsItem::hoverLeaveEvent(event);
}

} // namespace vinci
