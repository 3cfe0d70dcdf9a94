#include "mapartitem.h"

#include "itemchange.h"
#include "mapart.h"

#include <QPaintDevice>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QSvgRenderer>

#include <cmath>
#include <utility>

namespace vinci {

MapArtItem::MapArtItem(std::shared_ptr<const MapArt> art, Part part, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_art(std::move(art))
    , m_tiles(qsizetype{96} * 1024)
{
    if (m_art)
        m_renderer = part == Part::Whole ? &m_art->renderer() : m_art->artAboveAreas();
    // exposedRect tells which tiles a repaint needs.
    setFlag(ItemUsesExtendedStyleOption);
    setAcceptedMouseButtons(Qt::NoButton);
}

void MapArtItem::setFrozen(bool frozen)
{
    freezeItem(*this, m_frozen, m_cacheWhenThawed, frozen);
    // Thawed, the view stays at its scale a while (a zoom ended): tiles at once.
    m_fillTilesNext = !frozen;
}

QRectF MapArtItem::boundingRect() const
{
    return m_art ? m_art->documentRect() : QRectF();
}

void MapArtItem::setCaching(Caching caching)
{
    m_caching = caching;
    if (caching == Caching::Direct)
        m_tiles.clear();
    update();
}

void MapArtItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    if (!m_renderer || m_frozen)
        return;
    if (m_caching == Caching::Direct)
        paintDirect(painter);
    else
        paintTiles(painter, option);
}

void MapArtItem::setBackdrop(const QColor &colour)
{
    if (colour == m_backdrop)
        return;
    m_backdrop = colour;
    m_tiles.clear();
    update();
}

void MapArtItem::paintDirect(QPainter *painter) const
{
    painter->save();
    if (m_backdrop.isValid())
        painter->fillRect(m_art->documentRect(), m_backdrop);
    painter->setRenderHint(QPainter::Antialiasing);
    m_renderer->render(painter, m_art->documentRect());
    painter->restore();
}

void MapArtItem::paintTiles(QPainter *painter, const QStyleOptionGraphicsItem *option)
{
    const QTransform world = painter->worldTransform();
    const QPaintDevice *device = painter->device();
    const bool rasterTarget =
        device && (device->devType() == QInternal::Widget ||
                   device->devType() == QInternal::Image || device->devType() == QInternal::Pixmap);
    // Tiles only stand in for the vector art when they land pixel for pixel: an unrotated,
    // uniformly scaled view of a raster device. Everything else gets the vector art.
    if (!rasterTarget || world.type() > QTransform::TxScale || world.m11() <= 0 ||
        std::abs(world.m11() - world.m22()) > 1e-9 * world.m11()) {
        paintDirect(painter);
        return;
    }
    const qreal dpr = device->devicePixelRatioF();
    const qreal scale = world.m11() * dpr; // device pixels per document unit
    const qint64 scaleKey = std::llround(scale * 65536);

    const QRectF exposed = option->exposedRect.intersected(boundingRect());
    if (exposed.isEmpty())
        return;
    const int firstColumn = static_cast<int>(std::floor(exposed.left() * scale / tileSize));
    const int lastColumn = static_cast<int>(std::ceil(exposed.right() * scale / tileSize)) - 1;
    const int firstRow = static_cast<int>(std::floor(exposed.top() * scale / tileSize));
    const int lastRow = static_cast<int>(std::ceil(exposed.bottom() * scale / tileSize)) - 1;

    const QRect range(QPoint(firstColumn, firstRow), QPoint(lastColumn, lastRow));
    // The first frame at a new zoom draws the vector art directly: during a zoom animation
    // every frame has a new scale, and filling tiles (a larger, tile-aligned area) would cost
    // more than the frame itself. Tiles pay off from the second frame at a scale (a pan).
    const bool fill = std::exchange(m_fillTilesNext, false);
    if (!fill && scaleKey != m_lastScaleKey &&
        !m_tiles.contains({scaleKey, firstColumn, firstRow})) {
        m_lastScaleKey = scaleKey;
        paintDirect(painter);
        return;
    }
    m_lastScaleKey = scaleKey;
    renderMissingTiles(scaleKey, range, scale, dpr);

    // Where document (0, 0) falls on the device, snapped to a device pixel so that tiles meet
    // without seams.
    const QPointF origin(std::round(world.dx() * dpr) / dpr, std::round(world.dy() * dpr) / dpr);
    painter->save();
    painter->setWorldTransform(QTransform());
    // Aliased: a widget placed at a fractional scale factor (x1.5) lies half a device pixel off
    // the window's pixels, and antialiased tiles each covered half of the row where they meet;
    // a repaint that drew one of the two left that row half what was there before, a stray
    // line across the map (the s44 walk).
    painter->setRenderHint(QPainter::Antialiasing, false);
    for (int row = firstRow; row <= lastRow; ++row) {
        for (int column = firstColumn; column <= lastColumn; ++column) {
            if (const QImage *image = m_tiles.object({scaleKey, column, row}))
                painter->drawImage(origin + QPointF(column, row) * (tileSize / dpr), *image);
        }
    }
    painter->restore();
}

void MapArtItem::renderMissingTiles(qint64 scaleKey, const QRect &range, qreal scale,
                                    qreal devicePixelRatio)
{
    QRect missing;
    for (int row = range.top(); row <= range.bottom(); ++row) {
        for (int column = range.left(); column <= range.right(); ++column) {
            if (!m_tiles.contains({scaleKey, column, row}))
                missing |= QRect(column, row, 1, 1);
        }
    }
    if (missing.isEmpty())
        return;
    // One render of the SVG for all of them: QSvgRenderer walks the whole document each
    // time, so rendering tile by tile would cost as many walks as tiles.
    // Over a backdrop the tiles are opaque: RGB32, which the raster engine copies.
    QImage block(missing.size() * tileSize,
                 m_backdrop.isValid() ? QImage::Format_RGB32 : QImage::Format_ARGB32_Premultiplied);
    if (block.isNull())
        return;
    block.fill(m_backdrop.isValid() ? m_backdrop : QColor(Qt::transparent));
    {
        QPainter painter(&block);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.translate(-missing.left() * tileSize, -missing.top() * tileSize);
        painter.scale(scale, scale);
        // A clip lets the raster engine skip paths outside the block early.
        painter.setClipRect(QRectF(QPointF(missing.left(), missing.top()) * tileSize / scale,
                                   QSizeF(missing.size()) * tileSize / scale));
        m_renderer->render(&painter, m_art->documentRect());
    }
    for (int row = missing.top(); row <= missing.bottom(); ++row) {
        for (int column = missing.left(); column <= missing.right(); ++column) {
            const TileKey key{scaleKey, column, row};
            if (m_tiles.contains(key))
                continue;
            auto *image =
                new QImage(block.copy((column - missing.left()) * tileSize,
                                      (row - missing.top()) * tileSize, tileSize, tileSize));
            image->setDevicePixelRatio(devicePixelRatio);
            ++m_tilesRendered;
            // On failure (a cache smaller than one tile) QCache deletes the image.
            m_tiles.insert(key, image, static_cast<int>(image->sizeInBytes() / 1024));
        }
    }
}

} // namespace vinci
