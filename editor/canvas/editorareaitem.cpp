#include "editorareaitem.h"

#include "mapsymbols.h"

#include <QPainter>

namespace vinci {

EditorAreaItem::EditorAreaItem(AreaIndex index, const ProvinceOutlines::Entry &entry,
                               const AreaData &area)
    : AreaItem(index, entry)
    , m_area(area)
{
    setFlag(ItemIsSelectable);
    setHoverFeedback(true);
}

void EditorAreaItem::setAreaData(const AreaData &area)
{
    if (area == m_area)
        return;
    m_area = area;
    update();
}

void EditorAreaItem::setTerrainFill(bool on)
{
    if (on == m_terrainFill)
        return;
    m_terrainFill = on;
    update();
}

void EditorAreaItem::paintOverlay(QPainter *painter, const QStyleOptionGraphicsItem *)
{
    const QPainterPath &outline = shape();
    if (outline.isEmpty() || !m_terrainFill)
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QColor fill = m_area.kind == AreaKind::Sea ? seaZoneColor() : terrainColor(m_area.terrain);
    fill.setAlphaF(isHovered() ? 0.7F : 0.9F);
    painter->setPen(Qt::NoPen);
    painter->setBrush(fill);
    painter->drawPath(outline);
    // The borders between areas, thin and white as on the board.
    QPen border(QColor(255, 255, 255, 200), 1);
    border.setCosmetic(true);
    painter->setPen(border);
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(outline);
    // The fill covers the highlight and selection the base class drew: draw them again on top.
    if (highlight().isValid()) {
        QColor wash = highlight();
        wash.setAlphaF(0.22F);
        painter->setPen(Qt::NoPen);
        painter->setBrush(wash);
        painter->drawPath(outline);
        QPen pen(highlight(), 3);
        pen.setCosmetic(true);
        pen.setJoinStyle(Qt::RoundJoin);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(outline);
    }
    if (isSelected()) {
        QPen under(QColor(255, 255, 255), 4);
        under.setCosmetic(true);
        painter->setPen(under);
        painter->drawPath(outline);
        QPen dashes(QColor(20, 20, 20), 2, Qt::DashLine);
        dashes.setCosmetic(true);
        painter->setPen(dashes);
        painter->drawPath(outline);
    }
    painter->restore();
}

} // namespace vinci
