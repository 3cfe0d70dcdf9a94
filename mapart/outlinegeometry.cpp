#include "outlinegeometry.h"

#include <queue>

#include <boost/geometry/algorithms/comparable_distance.hpp>
#include <boost/geometry/algorithms/intersects.hpp>
#include <boost/geometry/geometries/box.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/segment.hpp>
#include <boost/geometry/strategies/strategies.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

namespace vinci {

namespace {

namespace bg = boost::geometry;
using Point = bg::model::d2::point_xy<qreal>;
using Segment = bg::model::segment<Point>;
using Box = bg::model::box<Point>;

Point toPoint(QPointF p)
{
    return {p.x(), p.y()};
}

/** The squared distance from p to the segment a-b (Boost.Geometry's comparable distance). */
qreal segmentDistanceSquared(QPointF p, QPointF a, QPointF b)
{
    return bg::comparable_distance(toPoint(p), Segment(toPoint(a), toPoint(b)));
}

/** Does the segment a-b meet the closed rectangle? */
bool segmentMeetsRect(QPointF a, QPointF b, const QRectF &rect)
{
    const Box box(toPoint(rect.topLeft()), toPoint(rect.bottomRight()));
    return bg::intersects(Segment(toPoint(a), toPoint(b)), box);
}

struct Cell
{
    QPointF centre;
    qreal half;     ///< half the cell's side
    qreal distance; ///< signed distance from the centre to the outline
    qreal potential() const { return distance + half * M_SQRT2; }
};

} // namespace

OutlineGeometry::Rings::Rings(const QPainterPath &path)
    : oddEven(path.fillRule() == Qt::OddEvenFill)
{
    for (const QPolygonF &polygon : path.toSubpathPolygons()) {
        if (polygon.size() >= 3) {
            rings.push_back(polygon);
            bounds = bounds.united(polygon.boundingRect());
        }
    }
}

bool OutlineGeometry::Rings::insideByRule(QPointF p) const
{
    int winding = 0;
    int crossings = 0;
    for (const QPolygonF &ring : rings) {
        const qsizetype n = ring.size();
        for (qsizetype i = 0, j = n - 1; i < n; j = i++) {
            const QPointF a = ring[j];
            const QPointF b = ring[i];
            if ((a.y() > p.y()) != (b.y() > p.y())) {
                const qreal x = a.x() + (p.y() - a.y()) * (b.x() - a.x()) / (b.y() - a.y());
                if (p.x() < x) {
                    ++crossings;
                    winding += b.y() > a.y() ? 1 : -1;
                }
            }
        }
    }
    return oddEven ? crossings % 2 == 1 : winding != 0;
}

qreal OutlineGeometry::Rings::distanceSquared(QPointF point, qreal bound) const
{
    // Nothing in the bounding box can be nearer than the box itself.
    const qreal dx = std::max({bounds.left() - point.x(), 0.0, point.x() - bounds.right()});
    const qreal dy = std::max({bounds.top() - point.y(), 0.0, point.y() - bounds.bottom()});
    if (dx * dx + dy * dy >= bound)
        return bound;
    qreal best = bound;
    for (const QPolygonF &ring : rings) {
        const qsizetype n = ring.size();
        for (qsizetype i = 0, j = n - 1; i < n; j = i++)
            best = std::min(best, segmentDistanceSquared(point, ring[j], ring[i]));
    }
    return best;
}

bool OutlineGeometry::Rings::meets(const QRectF &rect) const
{
    if (!bounds.intersects(rect))
        return false;
    for (const QPolygonF &ring : rings) {
        const qsizetype n = ring.size();
        for (qsizetype i = 0, j = n - 1; i < n; j = i++) {
            if (segmentMeetsRect(ring[j], ring[i], rect))
                return true;
        }
    }
    return false;
}

OutlineGeometry::OutlineGeometry(const QPainterPath &outline)
    : m_outline(outline)
{}

OutlineGeometry::OutlineGeometry(const QPainterPath &outline,
                                 const std::vector<QPainterPath> &cutOuts)
    : m_outline(outline)
{
    for (const QPainterPath &cutOut : cutOuts) {
        Rings rings(cutOut);
        if (!rings.rings.empty() && rings.bounds.intersects(m_outline.bounds))
            m_cutOuts.push_back(std::move(rings));
    }
}

bool OutlineGeometry::insideByRule(QPointF p) const
{
    if (!m_outline.insideByRule(p))
        return false;
    return std::none_of(m_cutOuts.begin(), m_cutOuts.end(), [p](const Rings &cut) {
        return cut.bounds.contains(p) && cut.insideByRule(p);
    });
}

bool OutlineGeometry::contains(QPointF point) const
{
    return m_outline.bounds.contains(point) && insideByRule(point);
}

bool OutlineGeometry::contains(const QRectF &rect) const
{
    if (isEmpty() || !m_outline.bounds.contains(rect) || !insideByRule(rect.center()))
        return false;
    if (m_outline.meets(rect))
        return false;
    return std::none_of(m_cutOuts.begin(), m_cutOuts.end(),
                        [&rect](const Rings &cut) { return cut.meets(rect); });
}

qreal OutlineGeometry::signedDistance(QPointF point) const
{
    if (isEmpty())
        return -std::numeric_limits<qreal>::max();
    qreal best = m_outline.distanceSquared(point, std::numeric_limits<qreal>::max());
    for (const Rings &cut : m_cutOuts)
        best = cut.distanceSquared(point, best);
    const qreal distance = std::sqrt(best);
    return insideByRule(point) ? distance : -distance;
}

QPointF OutlineGeometry::centroid() const
{
    qreal area = 0;
    QPointF sum;
    for (const QPolygonF &ring : m_outline.rings) {
        const qsizetype n = ring.size();
        for (qsizetype i = 0, j = n - 1; i < n; j = i++) {
            const qreal cross = ring[j].x() * ring[i].y() - ring[i].x() * ring[j].y();
            area += cross;
            sum += (ring[j] + ring[i]) * cross;
        }
    }
    if (std::abs(area) < 1e-12)
        return m_outline.bounds.center();
    return sum / (3 * area);
}

InscribedCircle OutlineGeometry::largestInscribedCircle(qreal precision) const
{
    if (isEmpty())
        return {};
    const QRectF box = m_outline.bounds;
    if (std::min(box.width(), box.height()) <= 0)
        return {box.center(), 0};
    // Square cells as wide as the shape is narrow, but at most 64 along its length, so a
    // long thin shape (a river, a strait) does not start from thousands of cells.
    const qreal side =
        std::max(std::min(box.width(), box.height()), std::max(box.width(), box.height()) / 64);
    if (precision <= 0) {
        precision = std::max(std::min(box.width(), box.height()) / 40,
                             std::max(box.width(), box.height()) / 2000);
    }

    auto makeCell = [&](QPointF centre, qreal half) {
        return Cell{centre, half, signedDistance(centre)};
    };
    auto lower = [](const Cell &a, const Cell &b) { return a.potential() < b.potential(); };
    std::priority_queue<Cell, std::vector<Cell>, decltype(lower)> queue(lower);

    const qreal half = side / 2;
    for (qreal x = box.left(); x < box.right(); x += side) {
        for (qreal y = box.top(); y < box.bottom(); y += side)
            queue.push(makeCell({x + half, y + half}, half));
    }

    Cell best = makeCell(centroid(), 0);
    const Cell boxCentre = makeCell(box.center(), 0);
    if (boxCentre.distance > best.distance)
        best = boxCentre;

    // A bound on the work for degenerate outlines (no inside at all, slivers).
    int budget = 200000;
    while (!queue.empty() && budget-- > 0) {
        const Cell cell = queue.top();
        queue.pop();
        if (cell.distance > best.distance)
            best = cell;
        // A cell entirely outside holds nothing; and no point in this cell can beat the best
        // by more than the precision, tightened to a tenth of the best radius so that a thin
        // shape (an L of narrow strips) is still searched finely enough to find its inside.
        if (cell.potential() <= 0)
            continue;
        if (best.distance > 0 &&
            cell.potential() - best.distance <= std::min(precision, best.distance / 10)) {
            continue;
        }
        const qreal h = cell.half / 2;
        for (const QPointF offset :
             {QPointF(-h, -h), QPointF(h, -h), QPointF(-h, h), QPointF(h, h)})
            queue.push(makeCell(cell.centre + offset, h));
    }
    return {best.centre, std::max<qreal>(best.distance, 0)};
}

} // namespace vinci
