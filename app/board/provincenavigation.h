#pragma once

#include "map/provincegraph.h"

#include <QPointF>

#include <optional>
#include <vector>

namespace vinci {

/** A province and the point that stands for it on the map (its click point), in scene units. */
struct ProvincePoint
{
    AreaIndex area = -1;
    QPointF point;
};

/**
 * Where the map's keyboard cursor goes (GameMapView): geometry only, on the provinces' points.
 */
namespace ProvinceNavigation {

/**
 * The province an arrow key leads to from `from` (one of `provinces`), in `direction` (scene
 * units, y down): among the provinces within 45 degrees of the direction (or, with none there,
 * within about 68 degrees), the nearest, counting a step aside twice as far as a step ahead, so
 * that the cursor goes to the neighbour in that direction rather than to a near province off
 * to the side; but a near one from which the opposite arrow leads back comes first, so that
 * Left takes back Right where the map allows. None when no province lies that way.
 */
std::optional<AreaIndex> inDirection(const std::vector<ProvincePoint> &provinces, AreaIndex from,
                                     QPointF direction);

/**
 * The provinces in reading order, for Tab: by strips of `stripHeight` from the top, each strip
 * from left to right.
 */
std::vector<AreaIndex> readingOrder(std::vector<ProvincePoint> provinces, qreal stripHeight);

/** The province nearest to `point` (none when there is none). */
std::optional<AreaIndex> nearest(const std::vector<ProvincePoint> &provinces, QPointF point);

/**
 * The province nearest to any of `points` (the first of `provinces` on a tie; none when either
 * is empty).
 */
std::optional<AreaIndex> nearestToAny(const std::vector<ProvincePoint> &provinces,
                                      const std::vector<QPointF> &points);

} // namespace ProvinceNavigation

} // namespace vinci
