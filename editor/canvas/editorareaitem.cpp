#include "editorareaitem.h"

#include "itemchange.h"
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
    setAndRepaint(*this, m_area, area);
}

void EditorAreaItem::setTerrainFill(bool on)
{
    setAndRepaint(*this, m_terrainFill, on);
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
        paintHighlightEdge(painter, outline);
    }
    if (isSelected())
        paintSelection(painter, outline, 2);
    painter->restore();
}

} // namespace vinci
