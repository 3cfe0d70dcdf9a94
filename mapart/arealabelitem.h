#pragma once

#include "graphicsitemtype.h"
#include "labellayout.h"
#include "map/provincegraph.h"
#include "mapsymbols.h"
#include "nameclearance.h"

#include <QGraphicsItem>
#include <QStaticText>

#include <vector>

namespace vinci {

class NameLeaderItem;

/**
 * An area's name in the chosen language, with its mine, port and board-edge badges underneath,
 * drawn from map.json. It sits at the label anchor in document units and keeps readable when
 * zoomed: below `minimumPixelSize` on screen it grows, above `maximumPixelSize` it stops
 * growing (the view reports its scale through setViewScale()). Mouse clicks pass through it to
 * the area below.
 */
class AreaLabelItem : public QGraphicsItem
{
public:
    enum
    {
        Type = GraphicsItemType::AreaLabel
    };
    static constexpr qreal minimumPixelSize = NameScreenSize::minimumPixels;
    static constexpr qreal maximumPixelSize = NameScreenSize::maximumPixels;

    explicit AreaLabelItem(AreaIndex index, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    AreaIndex areaIndex() const { return m_index; }

    /**
     * Shows `layout` for an area of `kind` with these symbols; `edgeAngle` (degrees, 0 = east)
     * points the board-edge badge to the nearest side of the board.
     */
    void setLabel(const LabelLayout &layout, AreaKind kind, const std::vector<MapSymbol> &symbols,
                  qreal edgeAngle);
    /** The label as drawn at the view's scale (a moved name is drawn home closer in). */
    const LabelLayout &layout() const { return m_layout; }
    const std::vector<MapSymbol> &symbols() const { return m_symbols; }
    qreal edgeAngle() const { return m_edgeAngle; }
    /**
     * Where its badges are drawn now, in scene units: under the name, or apart at its leader's
     * end (LabelLayout::badgesAt, NameLeaderItem); null when none is drawn.
     */
    QRectF badgesRect() const;
    /** The badges' row drawn apart from the name (at its leader's end), in scene units; null
     *  when they are under it or not drawn. */
    QRectF badgesApartRect() const;
    /** The centre of each badge as drawn now, in scene units. */
    std::vector<QPointF> badgeCentres() const;

    /** Device pixels per document unit in the view showing the map (1 = unzoomed). */
    void setViewScale(qreal scale);
    /** The font size actually drawn at the current view scale, in document units. */
    qreal drawnFontSize() const;

    /**
     * Draws nothing while `yielded`: a token the game could place nowhere else lies over the
     * name at this zoom (a name under a badge is unreadable, and the badge matters more: the
     * province's tooltip names it, and a closer zoom gives both room).
     */
    void setYielded(bool yielded);
    bool isYielded() const { return m_yielded; }

    /** The name's lines alone, without the badges under them, in item coordinates. */
    QRectF textRect() const;

    /** Paints nothing while a view draws the map from a picture (MapScene::setBaseLayersFrozen). */
    void setFrozen(bool frozen);
    bool isFrozen() const { return m_frozen; }

    /** The leader line that follows this name (LabelLayout::leaderTo); the scene owns it. */
    void setLeader(NameLeaderItem *leader);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;

private:
    void leaderFollows();

    void rebuildText();
    /** Draws `m_planned` as it is at the view's scale (layoutAtScale()). */
    void takeLayoutAtScale();

    AreaIndex m_index;
    LabelLayout m_planned; ///< as set: where it is drawn at each scale
    LabelLayout m_layout;  ///< as drawn at the view's scale
    AreaKind m_kind = AreaKind::Land;
    std::vector<MapSymbol> m_symbols;
    qreal m_edgeAngle = 0;
    qreal m_viewScale = 1;
    /** One line of the name, laid out at the reference text size. */
    struct Line
    {
        QPointF topLeft;
        QStaticText text;
    };
    QFont m_font;
    std::vector<Line> m_lines;
    bool m_frozen = false;
    bool m_yielded = false;
    NameLeaderItem *m_leader = nullptr;
    CacheMode m_cacheWhenThawed = NoCache;
};

} // namespace vinci
