#pragma once

#include "graphicsitemtype.h"
#include "map/provincegraph.h"

#include <QColor>
#include <QFont>
#include <QGraphicsItem>

#include <array>
#include <optional>

namespace vinci {

/** Which pawn a token shows (resources/symbols). */
enum class PawnSide : quint8
{
    Active,    ///< pawn.svg in the player's colour
    Declining, ///< pawn-declining.svg: faded, dashed outline, same colour
    Neutral,   ///< neutral-pawn.svg, already brown
};

/** What a province's marker shows: a plain value the scene fills from the GameState. */
struct ProvinceMarks
{
    bool held = false; ///< any pawns or holder to show
    PawnSide side = PawnSide::Neutral;
    QColor colour;      ///< the holder's colour (active and declining)
    QString holderName; ///< for screen readers and tests; never drawn
    int pawns = 0;
    bool fort = false;
    bool declining = false;  ///< draws the decline marker (broken column)
    std::optional<int> cost; ///< conquest cost badge
    bool costLegal = false;  ///< the conquest is possible now (gold) or too dear (grey)
    bool canLift = false;    ///< the - button of the reorganization (take a pawn back)
    bool canPlace = false;   ///< the + button (place a pawn from the hand)
    int survivors = 0;       ///< defender's pawns waiting to be placed after this turn
    QColor survivorColour;
    /** A hint shown: the pawns it places here (+3) or takes up (-2); 0 when it leaves them. */
    int advisedChange = 0;

    bool operator==(const ProvinceMarks &) const = default;
};

/**
 * How much of a province's tokens is drawn, from everything to nothing: the scene gives each
 * province the first that fits inside its outline at the current zoom (GameScene). What a
 * smaller one leaves out stays in the province's tooltip and its clicks (left click places a
 * pawn, right click takes one back, as the -/+ buttons do).
 */
enum class MarkerDetail : quint8
{
    Full,  ///< every token at full size
    Small, ///< every token at three quarters of the size
    Pawns, ///< the fort, the pawn with its count and the cost badge, small
    Count, ///< the fort, the count on the holder's shape (as Minimal), the cost badge, small
    /**
     * The fort and the count on the holder's shape (the neutral pawns': their pawn); nobody
     * holding the province, its cost or its survivors; a province the player may conquer now,
     * its cost. The fort shows at every level: it changes what a conquest costs.
     */
    Minimal,
    /**
     * A hint's "+n" alone, where no row has room (a river at the fit zoom): every province a
     * hint changes shows its number. Never chosen for a province without one.
     */
    Advice,
    Hidden, ///< no room for anything
};

/**
 * The tokens on one province, drawn at a constant size on screen (ItemIgnoresTransformations):
 * the holder's pawn in its colour with the count, a fort, the decline marker, the cost badge of
 * a conquest target, the defender's waiting survivors and, while reorganizing, the -/+ buttons,
 * in as much detail as the scene gives it room for (setDetail()). All art comes from TileArt's
 * cached pixmaps; the row is kept as a device pixmap, so that a pan or a zoom only copies it.
 * It takes no mouse buttons itself: the view asks buttonAt() and routes clicks.
 */
class ProvinceMarkerItem : public QGraphicsItem
{
public:
    enum
    {
        Type = GraphicsItemType::ProvinceMarker
    };
    /** The -/+ buttons beside the pawn count. */
    enum class Button : quint8
    {
        None,
        Minus,
        Plus
    };
    static constexpr int detailCount = static_cast<int>(MarkerDetail::Hidden) + 1;

    explicit ProvinceMarkerItem(AreaIndex area, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    AreaIndex areaIndex() const { return m_area; }

    void setMarks(const ProvinceMarks &marks);
    const ProvinceMarks &marks() const { return m_marks; }
    /** Whether the marks hold anything to draw. */
    bool isEmpty() const;

    /**
     * Draws the tokens and their texts `scale` times their size (View > Text Size: 1, 1.25,
     * 1.5), at every level of detail.
     */
    void setTextScale(qreal scale);
    qreal textScale() const { return m_textScale; }

    /** Draws this much of the tokens (Full until the scene says otherwise). */
    void setDetail(MarkerDetail detail);
    MarkerDetail detail() const { return m_detail; }
    /**
     * Where the tokens would be drawn at `detail`, in item coordinates (pixels from the item's
     * position): empty when nothing would be.
     */
    QRectF boundsAt(MarkerDetail detail) const;

    /** The button at `itemPos` (item coordinates, that is pixels from the anchor). */
    Button buttonAt(QPointF itemPos) const;
    /** A button in item coordinates (tests click there); null rect if not drawn. */
    QRectF buttonRect(Button button) const;
    /** The hint's change badge ("+3") in item coordinates; null rect if not drawn. */
    QRectF adviceRect() const;
    /** The text the hint's change badge shows: "+3", "−2" (a minus sign). */
    static QString adviceText(int change);
    /** The cost badge in item coordinates; null rect if not drawn. */
    QRectF badgeRect() const;
    /** The fort in item coordinates; null rect if not drawn. */
    QRectF fortRect() const;
    /** The pawns' count in item coordinates (on the holder's shape: its badge); null if none. */
    QRectF countRect() const;
    /** The pixel size of the count's digits as drawn now; 0 when no count is drawn. */
    int countPixels() const;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

private:
    /** Where each token of one level of detail is drawn; null rects are not drawn. */
    struct Geometry
    {
        qreal scale = 1;
        bool pawnIcon = true; ///< the chip shows the pawn before the count
        /** The two smallest: the count (haloed) over the holder's shape (pawn), no pill. */
        bool shaped = false;
        QRectF chip, pawn, count, fort, seal, cost, minus, plus, survivors, advice, bounds;
        /**
         * The row as it is placed (boundsAt()): without the hint's badge, which the row shows
         * beside it while the hint lasts. Placed with it, a row too wide for its province was
         * hidden, count and all, for as long as the hint was shown.
         */
        QRectF placed;
    };
    Geometry layout(MarkerDetail detail) const;
    const Geometry &geometry() const { return m_geometry[static_cast<std::size_t>(m_detail)]; }
    void paintChip(QPainter *painter, const Geometry &g, qreal dpr) const;
    void paintShapedChip(QPainter *painter, const Geometry &g, qreal dpr) const;
    void paintFort(QPainter *painter, const Geometry &g) const;
    void paintCost(QPainter *painter, const Geometry &g) const;
    void paintButton(QPainter *painter, const QRectF &rect, bool plus) const;
    void paintSurvivors(QPainter *painter, const Geometry &g, qreal dpr) const;
    void paintAdvice(QPainter *painter, const Geometry &g) const;
    const QFont &fontFor(const Geometry &g) const
    {
        return g.scale < m_textScale ? m_smallFont : m_font;
    }
    void relayout();

    AreaIndex m_area;
    ProvinceMarks m_marks;
    MarkerDetail m_detail = MarkerDetail::Full;
    std::array<Geometry, detailCount> m_geometry;
    qreal m_textScale = 1;
    QFont m_font;
    QFont m_smallFont;
    QFont m_countFont; ///< the count on the holder's shape, on its badge
};

} // namespace vinci
