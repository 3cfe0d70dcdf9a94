#include "mapsymbols.h"

#include <QPaintDevice>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QPixmapCache>
#include <QSvgRenderer>

#include <algorithm>
#include <array>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

// The seal of the project's symbol art (resources/symbols): cream disc, sepia ring and ink.
const QColor sealCream(0xff, 0xf6, 0xe0);
const QColor sealInk(0x2a, 0x1c, 0x12);

/** The project's drawing of a symbol, loaded once from the resources compiled into mapart. */
QSvgRenderer &symbolArt(MapSymbol symbol)
{
    static QSvgRenderer mine(u":/symbols/mine.svg"_s);
    static QSvgRenderer port(u":/symbols/port.svg"_s);
    static QSvgRenderer edgeArrow(u":/symbols/edge-arrow.svg"_s);
    switch (symbol) {
    case MapSymbol::Mine:
        return mine;
    case MapSymbol::Port:
        return port;
    case MapSymbol::BoardEdge:
        break;
    }
    return edgeArrow;
}

/**
 * Draws the badge filling the square `rect`: the mine and port art are seals already; the
 * edge arrow gets the same seal and is turned to point into the board, away from the edge at
 * `angle`.
 */
void paintBadgeVector(QPainter *painter, MapSymbol symbol, const QRectF &rect, qreal angle)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if (symbol != MapSymbol::BoardEdge) {
        symbolArt(symbol).render(painter, rect);
        painter->restore();
        return;
    }
    // The seal as drawn in mine.svg and port.svg: r 29 and ring 3.5 in a 64-unit square.
    const qreal unit = rect.width() / 64;
    painter->setPen(QPen(sealInk, 3.5 * unit));
    painter->setBrush(sealCream);
    painter->drawEllipse(rect.center(), 29 * unit, 29 * unit);
    painter->translate(rect.center());
    painter->rotate(angle + 180);
    const qreal arrow = rect.width() * 0.8;
    symbolArt(symbol).render(painter, QRectF(-arrow / 2, -arrow / 2, arrow, arrow));
    painter->restore();
}

} // namespace

QColor terrainColor(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Farmland:
        return {0xe8, 0xc3, 0x5a};
    case Terrain::Prairie:
        return {0xa8, 0xd5, 0xa0};
    case Terrain::Forest:
        return {0x4e, 0x8a, 0x4e};
    case Terrain::Mountain:
        return {0xa3, 0x9e, 0x96};
    case Terrain::Normal:
        return {0xc9, 0xa2, 0x7a};
    case Terrain::Desert:
        return {0xfa, 0xf0, 0xdc};
    case Terrain::River:
        return {0x4f, 0x98, 0xcf};
    case Terrain::ControllableSea:
        return {0x3f, 0x84, 0xbe};
    }
    return Qt::magenta;
}

QColor seaZoneColor()
{
    return {0x2f, 0x5d, 0x8c};
}

void paintSymbolBadge(QPainter *painter, MapSymbol symbol, const QRectF &rect, qreal angle)
{
    const qreal side = std::min(rect.width(), rect.height());
    if (side <= 0)
        return;
    const QRectF square(rect.center() - QPointF(side, side) / 2, QSizeF(side, side));
    const QTransform device = painter->deviceTransform();
    const QPaintDevice *target = painter->device();
    const bool raster = target && (target->devType() == QInternal::Image ||
                                   target->devType() == QInternal::Pixmap ||
                                   target->devType() == QInternal::Widget);
    const int pixels = static_cast<int>(std::lround(side * device.m11()));
    // Badges repeat by the dozen at a handful of sizes: on a raster device with no rotation,
    // draw each (symbol, direction, size) once and copy it, pixel-aligned, after that.
    if (!raster || device.type() > QTransform::TxScale || pixels < 4 || pixels > 256 ||
        std::abs(device.m11() - device.m22()) > 1e-9 * device.m11()) {
        paintBadgeVector(painter, symbol, square, angle);
        return;
    }
    const QString key = QStringLiteral("vinci-badge-%1-%2-%3")
                            .arg(static_cast<int>(symbol))
                            .arg(symbol == MapSymbol::BoardEdge ? std::lround(angle) : 0)
                            .arg(pixels);
    QPixmap badge;
    if (!QPixmapCache::find(key, &badge)) {
        QImage image(pixels, pixels, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter imagePainter(&image);
        paintBadgeVector(&imagePainter, symbol, QRectF(0, 0, pixels, pixels), angle);
        imagePainter.end();
        badge = QPixmap::fromImage(std::move(image));
        QPixmapCache::insert(key, badge);
    }
    const qreal ratio = target->devicePixelRatioF();
    const QPointF topLeft = device.map(square.topLeft());
    badge.setDevicePixelRatio(ratio);
    painter->save();
    painter->resetTransform();
    painter->drawPixmap(QPointF(std::round(topLeft.x()), std::round(topLeft.y())) / ratio, badge);
    painter->restore();
}

void paintSeaSwatch(QPainter *painter, const QRectF &rect)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(sealInk, std::max<qreal>(1, rect.height() / 24)));
    painter->setBrush(seaZoneColor());
    painter->drawRect(rect);
    painter->setPen(
        QPen(QColor(255, 255, 255, 190), rect.height() / 12, Qt::SolidLine, Qt::RoundCap));
    painter->setBrush(Qt::NoBrush);
    for (const qreal row : {0.38, 0.66}) {
        QPainterPath wave;
        const qreal y = rect.top() + rect.height() * row;
        const qreal amplitude = rect.height() * 0.08;
        wave.moveTo(rect.left() + rect.width() * 0.2, y);
        wave.cubicTo(rect.left() + rect.width() * 0.35, y - amplitude * 2,
                     rect.left() + rect.width() * 0.45, y + amplitude * 2,
                     rect.left() + rect.width() * 0.6, y);
        wave.cubicTo(rect.left() + rect.width() * 0.7, y - amplitude * 2,
                     rect.left() + rect.width() * 0.75, y, rect.left() + rect.width() * 0.8, y);
        painter->drawPath(wave);
    }
    painter->restore();
}

} // namespace vinci
