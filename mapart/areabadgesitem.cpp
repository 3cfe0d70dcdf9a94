#include "areabadgesitem.h"

#include "arealabelitem.h"
#include "mapsymbols.h"

#include <QPainter>

namespace vinci {

AreaBadgesItem::AreaBadgesItem(const AreaLabelItem &label)
    : m_label(label)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
}

QRectF AreaBadgesItem::row() const
{
    if (m_label.symbols().empty() || !m_label.isVisible())
        return {};
    return badgesRowAt(m_label.layout(), m_label.viewScale());
}

void AreaBadgesItem::follow()
{
    const QRectF bounds = row();
    if (bounds == m_bounds) {
        update();
        return;
    }
    prepareGeometryChange();
    m_bounds = bounds;
}

QRectF AreaBadgesItem::boundingRect() const
{
    return m_bounds;
}

void AreaBadgesItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QRectF drawn = row();
    if (drawn.isNull() || m_label.isFrozen())
        return;
    const std::vector<MapSymbol> &symbols = m_label.symbols();
    const qreal diameter = drawn.height();
    const qreal gap = diameter * LabelBlock::unitSymbolGap / LabelBlock::unitSymbolDiameter;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    qreal x = drawn.left();
    for (const MapSymbol symbol : symbols) {
        paintSymbolBadge(painter, symbol, QRectF(x, drawn.top(), diameter, diameter),
                         m_label.edgeAngle());
        x += diameter + gap;
    }
    painter->restore();
}

} // namespace vinci
