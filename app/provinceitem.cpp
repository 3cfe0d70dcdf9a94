#include "provinceitem.h"

#include <QPainter>

namespace vinci {

namespace {

/** Width of the holder's band inside the border, in screen pixels (half of the pen). */
constexpr qreal bandPen = 9;

} // namespace

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
}

void ProvinceItem::paintOverlay(QPainter *painter, const QStyleOptionGraphicsItem *)
{
    if (!m_holder.isValid())
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    // Clipped to the outline, a wide cosmetic pen on the border leaves a band of even width
    // inside the province at any zoom.
    painter->setClipPath(shape(), Qt::IntersectClip);
    if (m_declining) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(QBrush(m_holder.darker(140), Qt::BDiagPattern));
        painter->drawPath(shape());
        QPen dashes(m_holder.darker(115), bandPen, Qt::DashLine, Qt::FlatCap);
        dashes.setCosmetic(true);
        painter->setPen(dashes);
    } else {
        QPen band(m_holder, bandPen);
        band.setCosmetic(true);
        band.setJoinStyle(Qt::RoundJoin);
        painter->setPen(band);
    }
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(shape());
    painter->restore();
}

} // namespace vinci
