#pragma once

#include "graphicsitemtype.h"
#include "map/provincegraph.h"
#include "provinceoutlines.h"

#include <QBrush>
#include <QColor>
#include <QGraphicsItem>

#include <memory>

namespace vinci {

class MapArt;

/**
 * One province or sea zone in the scene, bound to its AreaIndex. Its shape() is the area's real
 * outline, so a click in a transparent corner of its bounding box does not hit it. It draws
 * only cheap overlays over the background art (owner tint, hover, highlight, selection); the
 * game and the editor configure them or subclass and add their own in paintOverlay(). It holds
 * no rules state: the game tells it what to show.
 */
class AreaItem : public QGraphicsItem
{
public:
    enum
    {
        Type = GraphicsItemType::Area
    };

    AreaItem(AreaIndex index, const ProvinceOutlines::Entry &entry,
             QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    AreaIndex areaIndex() const { return m_index; }
    const QString &areaId() const { return m_id; }

    /** Paints nothing while a view draws the map from a picture (MapScene::setBaseLayersFrozen). */
    void setFrozen(bool frozen);
    bool isFrozen() const { return m_frozen; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override { return m_outline; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

    /**
     * Paints the area with `brush` over the art, with a thin line along its outline, under
     * every overlay: the terrain of a map painted by the program (MapScene::setTerrainPainted).
     * Qt::NoBrush (the default) lets the art show.
     */
    void setTerrainFill(const QBrush &brush);
    const QBrush &terrainFill() const { return m_terrainFill; }
    /** A translucent fill in the owner's colour; an invalid colour removes it. */
    void setTint(const QColor &color);
    QColor tint() const { return m_tint; }
    /** An outline and a light wash (legal targets, neighbours); invalid colour removes it. */
    void setHighlight(const QColor &color);
    QColor highlight() const { return m_highlight; }
    /** Lightens the area while the pointer is over it (turns on hover events). */
    void setHoverFeedback(bool on);
    /**
     * Lightens the area as if the pointer were over it: for a view that decides itself which
     * area a point means (the game's, whose thin provinces reach beyond their outline).
     */
    void setHovered(bool hovered);
    bool isHovered() const { return m_hovered; }

    /**
     * Draws the area's own SVG element under the overlays, from the shared renderer, at its
     * place in the document. Off by default (the background item draws the art); useful when
     * areas must be drawn one by one (the editor, the scene assembly test).
     */
    void setDrawsArt(std::shared_ptr<const MapArt> art);

protected:
    /** Subclasses draw their own overlays here, after the built-in ones, in document units. */
    virtual void paintOverlay(QPainter *painter, const QStyleOptionGraphicsItem *option);
    /**
     * Whether paintOverlay() draws anything now (a subclass whose overlay comes and goes says
     * so, and calls contentsChanged() when it changes).
     */
    virtual bool hasOverlay() const { return true; }
    /**
     * An item with nothing to draw tells the view (ItemHasNoContents), which then skips it
     * rather than copying an empty cached pixmap the size of the area in every frame.
     */
    void contentsChanged();
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;
    /** The highlight's edge along `outline`: a 3 px line of the highlight's colour. */
    void paintHighlightEdge(QPainter *painter, const QPainterPath &outline) const;
    /** The selection along `outline`: dark dashes `dashWidth` px wide over a white line twice as
     * wide. */
    static void paintSelection(QPainter *painter, const QPainterPath &outline, qreal dashWidth);

    void hoverEnterEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *event) override;

private:
    AreaIndex m_index;
    QString m_id;
    QPainterPath m_outline;
    QTransform m_placement;
    QRectF m_elementBounds;
    QRectF m_bounds;
    std::shared_ptr<const MapArt> m_art;
    QBrush m_terrainFill;
    QColor m_tint;
    QColor m_highlight;
    bool m_hovered = false;
    bool m_frozen = false;
    CacheMode m_cacheWhenThawed = NoCache;
};

} // namespace vinci
