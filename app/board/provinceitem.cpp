#include "board/provinceitem.h"

#include "panels/panelstyle.h"
#include "panels/playerlinestyle.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>

namespace vinci {

namespace {

/**
 * The wash over a held province (AreaItem draws it at 0.42 of this alpha): strong enough that
 * the holder's colour reads at a glance (at 0.6 the blue player's looked like the terrain's
 * own), light enough that the terrain's colour and marks read under it.
 */
constexpr float activeWash = 0.9F;
constexpr float decliningWash = 0.45F;

/** The pattern's unit on screen: a dash of 4 units is 10 px, a dot 2.5 px. */
constexpr qreal dashUnitPixels = 2.5;

/** `share` of `colour` over the rest of `under`. */
QColor blend(const QColor &colour, const QColor &under, qreal share)
{
    const auto mix = [share](qreal a, qreal b) { return share * a + (1 - share) * b; };
    return QColor::fromRgbF(static_cast<float>(mix(colour.redF(), under.redF())),
                            static_cast<float>(mix(colour.greenF(), under.greenF())),
                            static_cast<float>(mix(colour.blueF(), under.blueF())));
}

} // namespace

ProvinceItem::ProvinceItem(AreaIndex index, const ProvinceOutlines::Entry &entry, qreal bandWidth)
    : AreaItem(index, entry)
    , m_bandWidth(bandWidth)
{
    // Washes and bands are drawn once per zoom into a pixmap, then a pan is a copy (the view
    // makes room for these pixmaps in QPixmapCache).
    setCacheMode(DeviceCoordinateCache);
    contentsChanged();
}

void ProvinceItem::setHolder(const QColor &colour, int seat, bool declining)
{
    if (!colour.isValid())
        seat = -1;
    if (colour == m_holder && declining == m_declining && seat == m_seat)
        return;
    m_holder = colour;
    m_declining = declining;
    m_seat = seat;
    QColor wash = colour;
    if (wash.isValid())
        wash.setAlphaF(declining ? decliningWash : activeWash);
    setTint(wash);
    update();
    contentsChanged();
}

void ProvinceItem::paintOverlay(QPainter *painter, const QStyleOptionGraphicsItem *)
{
    if (!m_holder.isValid())
        return;
    // Document units per screen pixel: the band and the line keep their widths on screen at
    // the fit zoom of a small window, where the band's own 1/350 of the map was 1.5 px.
    const qreal scale = std::max(
        QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform()), 1e-6);
    const qreal pixel = 1 / scale;
    const qreal band = std::max(m_bandWidth, bandPixels * pixel);
    const qreal line = patternPixels * pixel;
    const QPainterPath &outline = shape();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->save();
    // Pens centred on the outline, their outer halves clipped away: the band and the line lie
    // inside the border, the line along the band's inner side.
    painter->setClipPath(outline, Qt::IntersectClip);
    if (m_declining) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(QBrush(m_holder.darker(135), Qt::BDiagPattern));
        painter->drawPath(outline);
    }
    // The line, whose outer part the band covers: for a declining empire too (its hatching
    // tells it apart).
    strokeHolderLine(*painter, outline, m_seat, 2 * (band + line), dashUnitPixels * pixel);
    // Opaque over the line's outer part: a declining empire's band is its colour faded
    // towards the cards' cream (a translucent one showed the line through).
    QColor bandColour = m_holder;
    if (m_declining)
        bandColour = blend(m_holder, PanelStyle::cardFace(), 0.55);
    painter->strokePath(outline,
                        QPen(bandColour, 2 * band, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->restore();
    // The band covers the inner half of a target's edge that the base class drew: a province
    // held by the orange or yellow player showed no edge at all. Drawn again on top.
    if (highlight().isValid())
        paintHighlightEdge(painter, outline);
    painter->restore();
}

} // namespace vinci
