#include "panels/tileart.h"

#include "panels/playershapes.h"
#include "rules/tiletable.h"

#include <QFile>
#include <QPainter>
#include <QPixmapCache>
#include <QSvgRenderer>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

/** Renders SVG data into a square transparent pixmap. */
QPixmap render(const QByteArray &svg, int size, qreal ratio)
{
    const int pixels = std::max(1, static_cast<int>(std::lround(size * ratio)));
    QPixmap pixmap(pixels, pixels);
    pixmap.fill(Qt::transparent);
    QSvgRenderer renderer(svg);
    if (renderer.isValid()) {
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        renderer.render(&painter);
    }
    pixmap.setDevicePixelRatio(ratio);
    return pixmap;
}

QByteArray readResource(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QPixmap cached(const QString &key, const auto &make)
{
    QPixmap pixmap;
    if (QPixmapCache::find(key, &pixmap))
        return pixmap;
    pixmap = make();
    QPixmapCache::insert(key, pixmap);
    return pixmap;
}

} // namespace

QPixmap TileArt::tile(TileKind kind, int size, qreal devicePixelRatio)
{
    const QString key = tileKey(kind);
    return cached(u"vinci-tile-%1-%2-%3"_s.arg(key).arg(size).arg(devicePixelRatio), [&] {
        return render(readResource(u":/tiles/%1.svg"_s.arg(key)), size, devicePixelRatio);
    });
}

QPixmap TileArt::symbol(const QString &name, int size, qreal devicePixelRatio)
{
    return cached(u"vinci-symbol-%1-%2-%3"_s.arg(name).arg(size).arg(devicePixelRatio), [&] {
        return render(readResource(u":/symbols/%1.svg"_s.arg(name)), size, devicePixelRatio);
    });
}

QPixmap TileArt::pawn(const QColor &colour, int size, bool declining, qreal devicePixelRatio)
{
    const PlayerShape shape = playerShape(colour);
    if (shape != PlayerShape::Pawn) {
        return cached(u"vinci-token-%1-%2-%3-%4"_s.arg(colour.name())
                          .arg(size)
                          .arg(declining)
                          .arg(devicePixelRatio),
                      [&] {
                          const int pixels =
                              std::max(1, static_cast<int>(std::lround(size * devicePixelRatio)));
                          QPixmap pixmap(pixels, pixels);
                          pixmap.fill(Qt::transparent);
                          pixmap.setDevicePixelRatio(devicePixelRatio);
                          QPainter painter(&pixmap);
                          painter.setRenderHint(QPainter::Antialiasing);
                          // As the pawn's art: its ink (#2A1C12) 2.5 units of 64 wide, at
                          // least a pixel; a declining token faded and dashed.
                          const qreal ink = std::max(1.0, size * 2.5 / 64);
                          QPen pen(QColor(0x2A1C12), ink);
                          pen.setJoinStyle(Qt::RoundJoin);
                          if (declining)
                              pen.setDashPattern({2.0, 1.2});
                          QColor fill = colour;
                          if (declining)
                              fill = QColor::fromRgbF(fill.redF() * 0.58 + 0.42,
                                                      fill.greenF() * 0.58 + 0.42,
                                                      fill.blueF() * 0.58 + 0.42);
                          painter.setPen(pen);
                          painter.setBrush(fill);
                          const qreal margin = ink / 2 + 0.5;
                          painter.drawPath(playerShapePath(
                              shape, QRectF(margin, margin, size - 2 * margin, size - 2 * margin)));
                          return pixmap;
                      });
    }
    const QString file = declining ? u"pawn-declining"_s : u"pawn"_s;
    return cached(
        u"vinci-pawn-%1-%2-%3-%4"_s.arg(file, colour.name()).arg(size).arg(devicePixelRatio), [&] {
            // resources/README.md, "Tinting pawns": the body's fill is the only "#ffffff".
            QByteArray svg = readResource(u":/symbols/%1.svg"_s.arg(file));
            svg.replace("#ffffff", colour.name().toLatin1());
            return render(svg, size, devicePixelRatio);
        });
}

QColor TileArt::groupColour(TileGroup group)
{
    // resources/README.md, "Tile groups": the base of each face.
    switch (group) {
    case TileGroup::VictoryPoints:
        return QColor(0xF2C14E);
    case TileGroup::Combat:
        return QColor(0xE27A88);
    case TileGroup::Special:
        return QColor(0x6BA8DC);
    }
    return QColor(Qt::gray);
}

QColor TileArt::groupRimColour(TileGroup group)
{
    switch (group) {
    case TileGroup::VictoryPoints:
        return QColor(0x9C7212);
    case TileGroup::Combat:
        return QColor(0x8E2D3C);
    case TileGroup::Special:
        return QColor(0x2B5C8A);
    }
    return QColor(Qt::darkGray);
}

} // namespace vinci
