#pragma once

#include <QPainterPath>
#include <QPointF>
#include <QString>

#include <boost/geometry.hpp>
#include <boost/geometry/geometries/box.hpp>
#include <boost/geometry/geometries/multi_polygon.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>
#include <boost/geometry/geometries/segment.hpp>

#include <optional>
#include <vector>

namespace vinci::geometry {

namespace bg = boost::geometry;

using Point = bg::model::d2::point_xy<double>;
using Polygon = bg::model::polygon<Point>; ///< clockwise, closed (Boost's defaults)
using MultiPolygon = bg::model::multi_polygon<Polygon>;
using Box = bg::model::box<Point>;
using Segment = bg::model::segment<Point>;

/**
 * An area's outline (a QPainterPath from mapart, curves flattened) as Boost.Geometry polygons
 * with their holes, honouring the path's fill rule: each ring is an outer boundary or a hole
 * according to whether the path fills the side of it that the ring encloses. Rings that
 * enclose nothing (zero area) are dropped. The result is corrected (orientation, closure).
 */
MultiPolygon toMultiPolygon(const QPainterPath &outline);

/** Why a shape is not a valid polygon for Boost.Geometry, in Boost's words, or nothing. */
std::optional<QString> invalidReason(const MultiPolygon &shape);

/** What is wrong with a shape that is not a valid polygon, for a translated message. */
struct ShapeFault
{
    bool crossesItself = false;   ///< else some other fault (holes, orientation, too few points)
    std::optional<QPointF> where; ///< the first crossing Boost found, when it says
};
std::optional<ShapeFault> faultOf(const MultiPolygon &shape);

/**
 * The shape without its drawing's slivers: a vertex where the outline turns back on itself and
 * the spike it makes is narrower than `width` is dropped (a traced map's "3.3 0 -1 0 0.6 0.7":
 * a 0.03-unit sliver that makes the polygon cross itself, though no one sees it).
 */
MultiPolygon withoutSlivers(MultiPolygon shape, double width);

/**
 * Buffers a shape outward by `distance`, inward when it is negative (straight joins, so vertex
 * counts stay small).
 */
MultiPolygon grown(const MultiPolygon &shape, double distance);

/** The union of several shapes, merged pairwise in a balanced tree (fast for many). */
MultiPolygon unionOf(std::vector<MultiPolygon> shapes);

/** The closest pair of points between two disjoint shapes' boundaries. */
struct ClosestPoints
{
    Point from{0, 0};
    Point to{0, 0};
    double distance = 0;
};

/**
 * The closest points between the boundaries of `a` and `b`, found with an R-tree of `b`'s
 * edges queried from `a`'s vertices and the other way round (the closest pair of two polygons'
 * boundaries always has a vertex at one end). Nothing when either shape is empty.
 */
std::optional<ClosestPoints> closestPoints(const MultiPolygon &a, const MultiPolygon &b);

} // namespace vinci::geometry
