#include "mapsymbols.h"

#include <QPaintDevice>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QPixmapCache>

#include <algorithm>
#include <array>
#include <cmath>

namespace vinci {

namespace {

const QColor badgeFill(255, 252, 242, 235);
const QColor badgeInk(43, 38, 33);

/** The pickaxe in a [-1, 1] square: a curved, pointed head across a slanted handle. */
void paintPickaxe(QPainter *painter)
{
    painter->save();
    painter->rotate(40);
    painter->translate(0, -0.02);
    painter->setPen(QPen(badgeInk, 0.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->drawLine(QPointF(0, -0.5), QPointF(0, 0.9));
    // The head: a crescent whose two edges meet in points at both ends.
    QPainterPath head;
    head.moveTo(-0.92, -0.18);
    head.quadTo(0, -1.08, 0.92, -0.18);
    head.quadTo(0, -0.46, -0.92, -0.18);
    painter->setPen(QPen(badgeInk, 0.05, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->setBrush(badgeInk);
    painter->drawPath(head);
    painter->restore();
}

/** The anchor in a [-1, 1] square: ring, shank, stock and curved arms with flukes. */
void paintAnchor(QPainter *painter)
{
    painter->save();
    painter->setPen(QPen(badgeInk, 0.13, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->setBrush(Qt::NoBrush);
    painter->drawEllipse(QPointF(0, -0.64), 0.14, 0.14);
    painter->drawLine(QPointF(0, -0.5), QPointF(0, 0.74));
    painter->drawLine(QPointF(-0.36, -0.3), QPointF(0.36, -0.3));
    QPainterPath arms;
    arms.moveTo(-0.62, 0.2);
    arms.quadTo(-0.5, 0.74, 0, 0.76);
    arms.quadTo(0.5, 0.74, 0.62, 0.2);
    painter->drawPath(arms);
    painter->setBrush(badgeInk);
    painter->setPen(Qt::NoPen);
    for (const qreal side : {-1.0, 1.0}) {
        const std::array<QPointF, 3> fluke{QPointF(side * 0.62, 0.08), QPointF(side * 0.78, 0.32),
                                           QPointF(side * 0.46, 0.3)};
        painter->drawPolygon(fluke.data(), static_cast<int>(fluke.size()));
    }
    painter->restore();
}

/** An arrow running into a bar, pointing east before rotation. */
void paintEdgeArrow(QPainter *painter, qreal angle)
{
    painter->save();
    painter->rotate(angle);
    painter->setPen(QPen(badgeInk, 0.2, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
    painter->drawLine(QPointF(0.62, -0.62), QPointF(0.62, 0.62));
    painter->setPen(QPen(badgeInk, 0.14, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->drawLine(QPointF(-0.66, 0), QPointF(0.1, 0));
    painter->setPen(Qt::NoPen);
    painter->setBrush(badgeInk);
    const std::array<QPointF, 3> head{QPointF(0.46, 0), QPointF(0.04, -0.3), QPointF(0.04, 0.3)};
    painter->drawPolygon(head.data(), static_cast<int>(head.size()));
    painter->restore();
}

/** Draws the badge with vector strokes, filling the square `rect`. */
void paintBadgeVector(QPainter *painter, MapSymbol symbol, const QRectF &rect, qreal angle)
{
    const qreal radius = rect.width() / 2;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->translate(rect.center());
    painter->scale(radius, radius);
    painter->setPen(QPen(badgeInk, 0.09));
    painter->setBrush(badgeFill);
    painter->drawEllipse(QPointF(0, 0), 0.95, 0.95);
    painter->scale(0.76, 0.76);
    switch (symbol) {
    case MapSymbol::Mine:
        paintPickaxe(painter);
        break;
    case MapSymbol::Port:
        paintAnchor(painter);
        break;
    case MapSymbol::BoardEdge:
        paintEdgeArrow(painter, angle);
        break;
    }
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
    painter->setPen(QPen(badgeInk, std::max<qreal>(1, rect.height() / 24)));
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
