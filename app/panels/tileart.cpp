#include "panels/tileart.h"

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
