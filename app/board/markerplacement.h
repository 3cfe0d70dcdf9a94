#pragma once

#include "map/provincegraph.h"
#include "outlineroom.h"

#include <QPainterPath>
#include <QPointF>
#include <QRectF>

#include <array>
#include <map>
#include <memory>
#include <vector>

namespace vinci {

class ProvinceMarkerItem;

/** A name as drawn at the current zoom, in scene units; null rectangles where none is. */
struct DrawnName
{
    QRectF block; ///< the name with its badges (mine, port, board edge)
    QRectF text;  ///< the name's lines alone
    /** Its badges drawn apart from it, on its province at its leader's end; null if none. */
    QRectF badges;
};

/**
 * Where each province's tokens go, and how much of them is drawn, at a zoom: inside the
 * province's own outline (so a row never lies on another province, nor on another row), clear
 * of every name, its own too, as near under the province's own name as there is room for, in the
 * most detail that fits (MarkerDetail). A province drawn in pieces keeps them on the piece that
 * holds its name (the largest, where the name goes), before any other piece: a row on a small
 * islet without the name reads as another province's. Where no level has room inside clear of
 * the names, the smallest lies over the province's deepest point (or as near it as it meets no
 * other row and no other province's name), above the names: its own name then gives way to it
 * at this zoom (GameScene::placeMarkers). A province with nothing to show but a hint's number
 * shows it alone (MarkerDetail::Advice). The outlines' room is worked out once per province
 * (OutlineRoom), the first time a row is placed there, so that placing every row again at each
 * new zoom stays cheap.
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
     * every area's name as drawn at this zoom, by AreaIndex, `fallback` the place for a
     * province without a name (its deepest point) and `rows` the other provinces' rows placed
     * so far (scene units), which the last resort keeps clear of.
     */
    void place(ProvinceMarkerItem &marker, qreal zoom, const AreaVector<DrawnName> &names,
               QPointF fallback, const std::vector<QRectF> &rows = {});

private:
    /**
     * Rooms of cells 1, 2, 4 and 8 times the finest: a box is looked for first in cells about
     * an eighth of its height (a search costs its cells), which find most places at once, then,
     * if they find none, in the finest (`finest`), which miss no tight place.
     */
    static constexpr int grains = 4;
    const OutlineRoom &roomFor(AreaIndex area, int part, QSizeF box, bool finest);

    /**
     * The piece of a province drawn in several (an archipelago) that holds `point`, by its
     * index in parts(); -1 for a province in one piece, or a point on none.
     */
    int partAt(AreaIndex area, QPointF point);
    /** The pieces of a province's outline (holes kept in theirs); one for most provinces. */
    const std::vector<QPainterPath> &parts(AreaIndex area);

    using Rooms = std::array<std::unique_ptr<OutlineRoom>, grains>;
    AreaVector<QPainterPath> m_outlines;
    AreaVector<Rooms> m_rooms;
    AreaVector<std::vector<QPainterPath>> m_parts; ///< worked out once, when first asked
    std::map<std::pair<AreaIndex, int>, Rooms> m_partRooms;
    qreal m_cellSize = 1;
};

} // namespace vinci
