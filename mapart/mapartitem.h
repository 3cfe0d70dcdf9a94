#pragma once

#include "graphicsitemtype.h"

#include <QCache>
#include <QColor>
#include <QGraphicsItem>
#include <QImage>

#include <memory>

class QSvgRenderer;

namespace vinci {

class MapArt;

/**
 * The map's art as one background item, drawn with the shared renderer. By default it keeps
 * tiles rendered at the exact device scale of the view (crisp at every zoom), so panning costs
 * a few image copies and only a new zoom level renders the SVG again; the first frame at a new
 * zoom is drawn directly, which keeps zoom animations as fast as uncached drawing. Rotated
 * views, printers and images rendered once (MapImageRenderer) get the vector art directly.
 */
class MapArtItem : public QGraphicsItem
{
public:
    enum
    {
        Type = GraphicsItemType::MapArt
    };
    /** How the art reaches the screen. */
    enum class Caching : quint8
    {
        Tiles,  ///< tiles of 256 device pixels per zoom level, least recently used dropped
        Direct, ///< render the SVG on every paint
    };

    /** Which of the map's art it draws. */
    enum class Part : quint8
    {
        Whole,      ///< the drawing (MapArt::renderer)
        AboveAreas, ///< what the drawing draws over its areas (MapArt::artAboveAreas)
    };

    explicit MapArtItem(std::shared_ptr<const MapArt> art, Part part = Part::Whole,
                        QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    /** Paints nothing while a view draws the map from a picture (MapScene::setBaseLayersFrozen). */
    void setFrozen(bool frozen);
    bool isFrozen() const { return m_frozen; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

    void setCaching(Caching caching);
    Caching caching() const { return m_caching; }
    /** The most memory the tiles may take, in kilobytes (default 96 MB). */
    void setCacheLimit(int kilobytes) { m_tiles.setMaxCost(kilobytes); }
    /** Drops every tile (after the art changed). */
    void clearCache() { m_tiles.clear(); }

    /**
     * The colour under the art where it is transparent, and beyond it to the edges of the tiles
     * (a view's background); none by default. With one the art is opaque: its tiles copy
     * instead of blending, and the view need not paint its background under the art.
     */
    void setBackdrop(const QColor &colour);
    QColor backdrop() const { return m_backdrop; }

    /** Tiles rendered since construction (for tests and benchmarks). */
    int tilesRendered() const { return m_tilesRendered; }
    static constexpr int tileSize = 256;

private:
    struct TileKey
    {
        qint64 scaleKey; ///< device pixels per document unit, x 2^16, rounded
        int column;
        int row;
        bool operator==(const TileKey &) const = default;
        friend size_t qHash(const TileKey &key, size_t seed = 0)
        {
            return qHashMulti(seed, key.scaleKey, key.column, key.row);
        }
    };

    void paintDirect(QPainter *painter) const;
    void paintTiles(QPainter *painter, const QStyleOptionGraphicsItem *option);
    /** Renders the tiles of `range` (columns x rows) not yet cached, in one pass of the SVG. */
    void renderMissingTiles(qint64 scaleKey, const QRect &range, qreal scale,
                            qreal devicePixelRatio);

    std::shared_ptr<const MapArt> m_art;
    QSvgRenderer *m_renderer = nullptr; ///< the part drawn, owned by m_art
    Caching m_caching = Caching::Tiles;
    QCache<TileKey, QImage> m_tiles;
    QColor m_backdrop;
    qint64 m_lastScaleKey = -1; ///< the scale of the previous paint
    int m_tilesRendered = 0;
    bool m_frozen = false;
    bool m_fillTilesNext = false; ///< the next paint fills tiles, even at a new scale
    CacheMode m_cacheWhenThawed = NoCache;
};

} // namespace vinci
