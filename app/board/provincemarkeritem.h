#pragma once

#include "map/provincegraph.h"
#include "panels/tileart.h"

#include <QColor>
#include <QFont>
#include <QGraphicsItem>

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

    bool operator==(const ProvinceMarks &) const = default;
};

/**
 * The tokens on one province, drawn at a constant size on screen (ItemIgnoresTransformations)
 * under the province's name: the holder's pawn in its colour with the count, a fort, the
 * decline marker, the cost badge of a conquest target, the defender's waiting survivors and,
 * while reorganizing, the -/+ buttons. All art comes from TileArt's cached pixmaps. It takes no
 * mouse buttons itself: the view asks buttonAt() and routes clicks.
 */
class ProvinceMarkerItem : public QGraphicsItem
{
public:
    enum
    {
        Type = UserType + 0x5610
    };
    /** The -/+ buttons beside the pawn count. */
    enum class Button : quint8
    {
        None,
        Minus,
        Plus
    };

    explicit ProvinceMarkerItem(AreaIndex area, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    AreaIndex areaIndex() const { return m_area; }

    void setMarks(const ProvinceMarks &marks);
    const ProvinceMarks &marks() const { return m_marks; }
    /** Whether anything is drawn. */
    bool isEmpty() const;

    /** The button at `itemPos` (item coordinates, that is pixels from the anchor). */
    Button buttonAt(QPointF itemPos) const;
    /** Centre of a button in item coordinates (tests click there); null rect if none. */
    QRectF buttonRect(Button button) const;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

    /** Height of the token row in pixels (the scene keeps it clear of the label). */
    static constexpr qreal rowHeight = 26;

private:
    struct Geometry
    {
        QRectF chip, pawn, count, fort, seal, cost, minus, plus, survivors, bounds;
    };
    void layout();
    void paintChip(QPainter *painter, qreal dpr) const;
    void paintCost(QPainter *painter) const;
    void paintButton(QPainter *painter, const QRectF &rect, bool plus) const;
    void paintSurvivors(QPainter *painter, qreal dpr) const;

    AreaIndex m_area;
    ProvinceMarks m_marks;
    Geometry m_geometry;
    QFont m_font;
};

} // namespace vinci
