#include "areageometry.h"

#include <QPolygonF>
#include <QRegularExpression>

#include <boost/geometry/index/rtree.hpp>

#include <algorithm>
#include <cmath>

namespace vinci::geometry {

namespace bgi = boost::geometry::index;

namespace {

/** Twice the signed area of a closed polyline (positive: counter-clockwise in its own axes). */
double signedArea2(const QPolygonF &ring)
{
    double sum = 0;
    for (qsizetype i = 0; i + 1 < ring.size(); ++i)
        sum += ring[i].x() * ring[i + 1].y() - ring[i + 1].x() * ring[i].y();
    sum += ring.last().x() * ring.first().y() - ring.first().x() * ring.last().y();
    return sum;
}

enum class RingRole
{
    Outer,
    Hole,
    None
};

/**
 * Whether the path fills the inside of `ring` next to it (an outer boundary), its outside (a
 * hole), or both or neither (not a boundary at all): tested just either side of its longest
 * edge, with the path's own fill rule.
 */
RingRole roleOf(const QPolygonF &ring, const QPainterPath &path)
{
    const double area2 = signedArea2(ring);
    qsizetype longest = 0;
    double longestLength = -1;
    for (qsizetype i = 0; i + 1 < ring.size(); ++i) {
        const double length = QLineF(ring[i], ring[i + 1]).length();
        if (length > longestLength) {
            longestLength = length;
            longest = i;
        }
    }
    const QPointF from = ring[longest];
    const QPointF to = ring[longest + 1];
    const QPointF middle = (from + to) / 2;
    // The inside of a counter-clockwise ring is on the left of each edge.
    QPointF normal(-(to.y() - from.y()), to.x() - from.x());
    normal /= longestLength;
    if (area2 < 0)
        normal = -normal;
    const QRectF bounds = ring.boundingRect();
    const double step = std::min(longestLength * 0.01, 1e-4 * (bounds.width() + bounds.height()));
    const bool inside = path.contains(middle + normal * step);
    const bool outside = path.contains(middle - normal * step);
    if (inside == outside)
        return RingRole::None;
    return inside ? RingRole::Outer : RingRole::Hole;
}

bg::model::ring<Point> toRing(const QPolygonF &polygon)
{
    bg::model::ring<Point> ring;
    ring.reserve(static_cast<std::size_t>(polygon.size()) + 1);
    for (const QPointF &p : polygon)
        ring.emplace_back(p.x(), p.y());
    return ring;
}

Point nearestOnSegment(const Point &p, const Segment &s)
{
    const double ax = s.first.x();
    const double ay = s.first.y();
    const double dx = s.second.x() - ax;
    const double dy = s.second.y() - ay;
    const double length2 = dx * dx + dy * dy;
    double t = length2 > 0 ? ((p.x() - ax) * dx + (p.y() - ay) * dy) / length2 : 0;
    t = std::clamp(t, 0.0, 1.0);
    return {ax + t * dx, ay + t * dy};
}

std::vector<Segment> edgesOf(const MultiPolygon &shape)
{
    std::vector<Segment> edges;
    auto addRing = [&](const auto &ring) {
        for (std::size_t i = 0; i + 1 < ring.size(); ++i)
            edges.emplace_back(ring[i], ring[i + 1]);
    };
    for (const Polygon &polygon : shape) {
        addRing(polygon.outer());
        for (const auto &inner : polygon.inners())
            addRing(inner);
    }
    return edges;
}

/** The vertex of `from` nearest to `to`'s edges, and the point it is nearest to. */
std::optional<ClosestPoints> nearestVertex(const MultiPolygon &from, const MultiPolygon &to)
{
    const std::vector<Segment> edges = edgesOf(to);
    if (edges.empty())
        return std::nullopt;
    const bgi::rtree<Segment, bgi::rstar<16>> tree(edges.begin(), edges.end());
    std::optional<ClosestPoints> best;
    auto visitRing = [&](const auto &ring) {
        for (const Point &p : ring) {
            for (auto it = tree.qbegin(bgi::nearest(p, 1)); it != tree.qend(); ++it) {
                const Point q = nearestOnSegment(p, *it);
                const double d = std::hypot(p.x() - q.x(), p.y() - q.y());
                if (!best || d < best->distance)
                    best = ClosestPoints{p, q, d};
            }
        }
    };
    for (const Polygon &polygon : from) {
        visitRing(polygon.outer());
        for (const auto &inner : polygon.inners())
            visitRing(inner);
    }
    return best;
}

} // namespace

MultiPolygon toMultiPolygon(const QPainterPath &outline)
{
    MultiPolygon result;
    std::vector<QPolygonF> holes;
    const QList<QPolygonF> rings = outline.toSubpathPolygons();
    // A ring's role is read from the rings themselves, not from `outline`: a curve's flattened
    // chords lie inside the curve, so probing either side of one against the curved outline
    // finds both sides inside, and a province drawn with curves had no shape at all.
    QPainterPath flattened;
    flattened.setFillRule(outline.fillRule());
    for (const QPolygonF &ring : rings)
        flattened.addPolygon(ring);
    for (QPolygonF ring : rings) {
        if (ring.size() >= 2 && ring.first() == ring.last())
            ring.removeLast();
        if (ring.size() < 3 || std::abs(signedArea2(ring)) < 1e-12)
            continue;
        const RingRole role = roleOf(ring, flattened);
        if (role == RingRole::Outer) {
            Polygon polygon;
            polygon.outer() = toRing(ring);
            result.push_back(std::move(polygon));
        } else if (role == RingRole::Hole) {
            holes.push_back(ring);
        }
    }
    for (const QPolygonF &hole : holes) {
        // The hole belongs to the smallest outer boundary around it.
        const Point probe(hole.first().x(), hole.first().y());
        Polygon *owner = nullptr;
        double ownerArea = 0;
        for (Polygon &polygon : result) {
            Polygon outer;
            outer.outer() = polygon.outer();
            bg::correct(outer);
            if (!bg::covered_by(probe, outer))
                continue;
            const double area = bg::area(outer);
            if (!owner || area < ownerArea) {
                owner = &polygon;
                ownerArea = area;
            }
        }
        if (owner)
            owner->inners().push_back(toRing(hole));
    }
    bg::correct(result);
    bg::unique(result);
    bg::remove_spikes(result);
    return result;
}

std::optional<QString> invalidReason(const MultiPolygon &shape)
{
    bg::validity_failure_type failure = bg::no_failure;
    if (bg::is_valid(shape, failure) || failure == bg::failure_duplicate_points)
        return std::nullopt;
    std::string message;
    bg::is_valid(shape, message);
    return QString::fromStdString(message);
}

std::optional<ShapeFault> faultOf(const MultiPolygon &shape)
{
    const std::optional<QString> reason = invalidReason(shape);
    if (!reason)
        return std::nullopt;
    bg::validity_failure_type failure = bg::no_failure;
    bg::is_valid(shape, failure);
    ShapeFault fault;
    fault.crossesItself = failure == bg::failure_self_intersections;
    // Boost's sentence names the point: "... was found at (891.725, 959.53); ...".
    static const QRegularExpression at(
        QStringLiteral(R"(found at \(([-+0-9.eE]+), ([-+0-9.eE]+)\))"));
    const QRegularExpressionMatch match = at.match(*reason);
    if (match.hasMatch())
        fault.where = QPointF(match.captured(1).toDouble(), match.captured(2).toDouble());
    return fault;
}

namespace {

/** A turn back whose spike is narrower than `width` at `b`, between `a` and `c`. */
bool isSliver(const Point &a, const Point &b, const Point &c, double width)
{
    const double abx = b.x() - a.x();
    const double aby = b.y() - a.y();
    const double bcx = c.x() - b.x();
    const double bcy = c.y() - b.y();
    const double ab = std::hypot(abx, aby);
    const double bc = std::hypot(bcx, bcy);
    if (ab == 0 || bc == 0)
        return true;
    if (abx * bcx + aby * bcy >= 0)
        return false; // goes on: no spike
    const double cross = std::abs(abx * bcy - aby * bcx);
    return std::min(cross / ab, cross / bc) < width;
}

void dropSlivers(bg::model::ring<Point> &ring, double width)
{
    // The ring is closed (its last point repeats the first): work on the open one.
    if (ring.size() > 1 && bg::equals(ring.front(), ring.back()))
        ring.pop_back();
    bool dropped = true;
    while (dropped && ring.size() > 3) {
        dropped = false;
        for (std::size_t i = 0; i < ring.size() && ring.size() > 3; ++i) {
            const Point &a = ring[(i + ring.size() - 1) % ring.size()];
            const Point &c = ring[(i + 1) % ring.size()];
            if (isSliver(a, ring[i], c, width)) {
                ring.erase(ring.begin() + static_cast<std::ptrdiff_t>(i));
                dropped = true;
            }
        }
    }
    if (!ring.empty())
        ring.push_back(ring.front());
}

} // namespace

MultiPolygon withoutSlivers(MultiPolygon shape, double width)
{
    for (Polygon &polygon : shape) {
        dropSlivers(polygon.outer(), width);
        for (auto &inner : polygon.inners())
            dropSlivers(inner, width);
    }
    bg::correct(shape);
    return shape;
}

MultiPolygon grown(const MultiPolygon &shape, double distance)
{
    namespace strategy = bg::strategy::buffer;
    MultiPolygon result;
    bg::buffer(shape, result, strategy::distance_symmetric<double>(distance),
               strategy::side_straight(), strategy::join_miter(2), strategy::end_flat(),
               strategy::point_circle(8));
    return result;
}

MultiPolygon unionOf(std::vector<MultiPolygon> shapes)
{
    if (shapes.empty())
        return {};
    while (shapes.size() > 1) {
        std::vector<MultiPolygon> merged;
        merged.reserve((shapes.size() + 1) / 2);
        for (std::size_t i = 0; i + 1 < shapes.size(); i += 2) {
            MultiPolygon both;
            bg::union_(shapes[i], shapes[i + 1], both);
            merged.push_back(std::move(both));
        }
        if (shapes.size() % 2 == 1)
            merged.push_back(std::move(shapes.back()));
        shapes = std::move(merged);
    }
    return std::move(shapes.front());
}

std::optional<ClosestPoints> closestPoints(const MultiPolygon &a, const MultiPolygon &b)
{
    std::optional<ClosestPoints> forward = nearestVertex(a, b);
    std::optional<ClosestPoints> backward = nearestVertex(b, a);
    if (!forward || !backward)
        return forward ? forward : backward;
    if (backward->distance < forward->distance)
        return ClosestPoints{backward->to, backward->from, backward->distance};
    return forward;
}

} // namespace vinci::geometry
