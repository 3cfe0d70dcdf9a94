#include "board/provinceitem.h"

#include <QPainter>
#include <QPainterPathStroker>

namespace vinci {

ProvinceItem::ProvinceItem(AreaIndex index, const ProvinceOutlines::Entry &entry, qreal bandWidth)
    : AreaItem(index, entry)
    , m_bandWidth(bandWidth)
{
    // Washes and bands are filled paths: drawn once per zoom into a pixmap, then a pan is a
    // copy (the view makes room for these pixmaps in QPixmapCache).
    setCacheMode(DeviceCoordinateCache);
    contentsChanged();
}

void ProvinceItem::setHolder(const QColor &colour, bool declining)
{
    if (colour == m_holder && declining == m_declining)
        return;
    m_holder = colour;
    m_declining = declining;
    // The wash under the band: light, so farmland still looks like farmland.
    QColor wash = colour;
    if (wash.isValid())
        wash.setAlphaF(declining ? 0.3F : 0.6F);
    setTint(wash);
    update();
    contentsChanged();
}

const QPainterPath &ProvinceItem::band()
{
    if (!m_bandMade) {
        // The outline's inner half of a stroke twice the band's width. Made once, it is then
        // filled like any path: far cheaper per frame than clipping a wide pen to the outline.
        QPainterPathStroker stroker;
        stroker.setWidth(2 * m_bandWidth);
        stroker.setJoinStyle(Qt::RoundJoin);
        m_band = shape().intersected(stroker.createStroke(shape()));
        m_bandMade = true;
    }
    return m_band;
}

void ProvinceItem::paintOverlay(QPainter *painter, const QStyleOptionGraphicsItem *)
{
    if (!m_holder.isValid())
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    if (m_declining) {
        painter->setBrush(QBrush(m_holder.darker(135), Qt::BDiagPattern));
        painter->drawPath(shape());
        QColor faded = m_holder;
        faded.setAlphaF(0.55F);
        painter->setBrush(faded);
    } else {
        painter->setBrush(m_holder);
    }
    painter->drawPath(band());
    // The band covers the inner half of a target's edge that the base class drew: a province
    // held by the orange or yellow player showed no edge at all. Drawn again on top.
    if (highlight().isValid())
        paintHighlightEdge(painter, shape());
    painter->restore();
}

} // namespace vinci
