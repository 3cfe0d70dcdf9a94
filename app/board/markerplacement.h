#pragma once

#include "map/provincegraph.h"
#include "outlineroom.h"

#include <QPainterPath>
#include <QPointF>
#include <QRectF>

#include <array>
#include <memory>
#include <vector>

namespace vinci {

class ProvinceMarkerItem;

/** A name as drawn at the current zoom, in scene units; null rectangles where none is. */
struct DrawnName
{
    QRectF block; ///< the name with its badges (mine, port, board edge)
    QRectF text;  ///< the name's lines alone
};

/**
 * Where each province's tokens go, and how much of them is drawn, at a zoom: always inside the
 * province's own outline (so a row never lies on another province, nor on another row), clear
 * of every name, as near under the province's own name as there is room for, in the most
 * detail that fits (MarkerDetail). Only where no level clears the names does the smallest one
 * lie over the province's own badges, or else its own name, never over another province's;
 * where not even that fits inside, nothing is drawn until the zoom makes room. The outlines' room
 * is worked out once per province (OutlineRoom), the first time a row is placed there, so that
 * placing every row again at each new zoom stays cheap.
 */
class MarkerPlacement
{
public:
    /** Pixels kept between a row and its province's border or a name (none as a last resort). */
    static constexpr qreal margin = 2;

    MarkerPlacement() = default;
    /** The provinces' outlines, by AreaIndex, in scene units; `cellSize` their room's grain. */
    MarkerPlacement(AreaVector<QPainterPath> outlines, qreal cellSize);

    /**
     * Gives `marker` its detail and position at `zoom` (pixels per scene unit). `names` holds
     * every area's name as drawn at this zoom, by AreaIndex, and `fallback` the place for a
     * province without a name (its deepest point).
     */
    void place(ProvinceMarkerItem &marker, qreal zoom, const AreaVector<DrawnName> &names,
               QPointF fallback);

private:
    /**
     * Rooms of cells 1, 2, 4 and 8 times the finest: a box is looked for first in cells about
     * an eighth of its height (a search costs its cells), which find most places at once, then,
     * if they find none, in the finest (`finest`), which miss no tight place.
     */
    static constexpr int grains = 4;
    const OutlineRoom &roomFor(AreaIndex area, QSizeF box, bool finest);

    AreaVector<QPainterPath> m_outlines;
    AreaVector<std::array<std::unique_ptr<OutlineRoom>, grains>> m_rooms;
    qreal m_cellSize = 1;
};

} // namespace vinci
