#pragma once

#include "map/mapdata.h"
#include "outlinegeometry.h"

#include <QFont>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QStringList>

#include <optional>
#include <vector>

class QPainterPath;

namespace vinci {

/** The font names are drawn in: upright sans for land, italic serif for seas, as on old maps. */
QFont areaNameFont(AreaKind kind);

/**
 * The shape of an area's label, for a font size of 1 document unit: the name on one or more
 * centred lines over a row of round symbol badges (mine, port, board edge). Scale by the font
 * size to get document units.
 */
class LabelBlock
{
public:
    LabelBlock() = default;
    LabelBlock(const QStringList &lines, const QFont &font, int symbolCount);

    const QStringList &lines() const { return m_lines; }
    int symbolCount() const { return m_symbolCount; }
    /** Width and height for font size 1. */
    QSizeF unitSize() const { return m_unitSize; }
    /** The block's rectangle, centred on `anchor`, at `fontSize`. */
    QRectF rect(QPointF anchor, qreal fontSize) const;
    /** Where its letters' ink lies, the block centred on `anchor` at `fontSize`: the lines'
     *  width, from the capitals' tops to the last line's baseline (a leader line meets it). */
    QRectF inkRect(QPointF anchor, qreal fontSize) const;
    /** The row of its badges, the block centred on `anchor` at `fontSize`; null if none. */
    QRectF symbolRowRect(QPointF anchor, qreal fontSize) const;
    /** The same lines without the badges' row (they are drawn apart: LabelLayout). */
    LabelBlock withoutSymbols() const;
    /** The size of a row of `count` badges for font size 1. */
    static QSizeF unitSymbolRowSize(int count);
    /** The centres of the badges in a row `row` holds, left to right. */
    static std::vector<QPointF> symbolCentres(const QRectF &row, int count);

    qreal unitLineHeight() const { return m_unitLineHeight; }
    qreal unitAscent() const { return m_unitAscent; }
    qreal unitLineWidth(int line) const
    {
        return m_unitLineWidths.at(static_cast<std::size_t>(line));
    }
    /** Diameter of one symbol badge, and the gap between badges and above the row. */
    static constexpr qreal unitSymbolDiameter = 1.35;
    static constexpr qreal unitSymbolGap = 0.25;

private:
    QStringList m_lines;
    int m_symbolCount = 0;
    QSizeF m_unitSize;
    qreal m_unitLineHeight = 0;
    qreal m_unitAscent = 0;
    qreal m_unitCapHeight = 0;
    std::vector<qreal> m_unitLineWidths;
};

/** Where and how large an area's label is drawn, in document units. */
struct LabelLayout
{
    QPointF anchor;       ///< centre of the label block
    qreal radius = 0;     ///< free room around the anchor inside the area (for tokens)
    InscribedCircle pole; ///< the area's deepest point and its room (the pole of inaccessibility)
    LabelBlock block;     ///< the name's lines and the symbol row
    qreal fontSize = 0;   ///< pixel size of the name in document units
    bool fits = false;    ///< the block lies inside the area at fontSize
    /** The smallest it is drawn on screen, in logical pixels: 10, less for a name that found
     *  no free place at that size (clearNames()). */
    qreal screenFloor = 10;
    /** The view scale it is drawn from: 0, or above the fit zoom for a name that found no
     *  free place there even smaller (clearNames()); its province's tooltip names it. */
    qreal shownFromScale = 0;
    /** Where its leader line ends, well inside its province on the side of the name, for a
     *  name set beside a province too small for it at the fit zoom (clearNames()). */
    std::optional<QPointF> leaderTo;
    /** Where the province's badges (mine, port, board edge) are drawn apart from the name: the
     *  centre of their row, on the province, at the name's size (its block then has none). A
     *  name set beside its province has them at its leader's end; one the map's designer set
     *  beside a thin river, at the river's deepest point (clearNames(); the s46 walk: Albania's
     *  mine drawn in the Ionian Sea under its name). */
    std::optional<QPointF> badgesAt;
    /** From this view scale on (0: always) the badges apart (`badgesAt`) are drawn: a province
     *  a lesson's step points at, too small at the fit zoom for its badges beside its token,
     *  keeps its name beside it with a leader and shows its badges closer in (clearNames(); the
     *  s47 walk: Thrakien unnamed at Larger text, its port under its cost). */
    qreal badgesFromScale = 0;
    /** From this view scale on (0: never) a name moved off its planned place is drawn there
     *  again, `home` (inside its province, at its planned size, no leader): closer in, its
     *  province has room for it (clearNames(); the s42 walk: "Bulgaria" over the sea zoomed). */
    qreal homeFromScale = 0;
    QPointF homeAnchor;
    LabelBlock homeBlock;
    qreal homeFontSize = 0;
};

/** `layout` as drawn at `scale`: at its planned place from LabelLayout::homeFromScale on. */
LabelLayout layoutAtScale(const LabelLayout &layout, qreal scale);

/** Bounds on label sizes, in document units. */
struct LabelSizeLimits
{
    qreal minimum = 4;
    qreal maximum = 24;
};

/** The ways `name` can be set: on one line, and broken in two when it has a space or hyphen. */
std::vector<LabelBlock> labelBlocks(const QString &name, const QFont &font, int symbolCount);

/**
 * Lays out `name` and `symbolCount` badges inside `outline`: at `fixedAnchor` when the map
 * gives one, else at the inside point that allows the largest font (candidates around the pole
 * of inaccessibility), on one line or broken in two when that reads larger. When even the
 * minimum size does not fit, the layout keeps the minimum and says so (`fits` false).
 */
LabelLayout layoutLabel(const OutlineGeometry &outline, std::optional<QPointF> fixedAnchor,
                        const QString &name, const QFont &font, int symbolCount,
                        LabelSizeLimits limits);

} // namespace vinci
