#pragma once

#include <QPainterPath>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>

#include <vector>

namespace vinci {

/** A circle inside an outline, as large as the search could find. */
struct InscribedCircle
{
    QPointF centre;
    qreal radius = 0; ///< distance from the centre to the outline; 0 when there is no inside
};

/**
 * An area's outline flattened to closed rings once, for the many exact point, rectangle and
 * distance queries that label placement makes. Honours the outline's fill rule (holes are
 * outside). QPainterPath::contains(QRectF) only samples corners on winding-rule paths, which
 * let names poke out of notches; this does not. Segment distances and segment-rectangle
 * crossings are Boost.Geometry's; the inside test and the centroid stay here because they
 * follow Qt's fill rules (winding or odd-even over subpaths), which Boost.Geometry's polygons
 * (outer ring plus holes) do not model.
 */
class OutlineGeometry
{
public:
    explicit OutlineGeometry(const QPainterPath &outline);
    /**
     * The outline with other shapes taken out of it: a sea zone drawn as a rectangle under
     * the land is the water left between the provinces (each cut-out with its own fill rule).
     * Every query answers for that difference, without a boolean operation on the paths: a
     * point is inside when it is inside the outline and in no cut-out, and the distances
     * count the cut-outs' edges too.
     */
    OutlineGeometry(const QPainterPath &outline, const std::vector<QPainterPath> &cutOuts);

    bool isEmpty() const { return m_outline.rings.empty(); }
    QRectF boundingRect() const { return m_outline.bounds; }

    bool contains(QPointF point) const;
    /** The whole rectangle is inside: its centre is, and no edge of the outline crosses it. */
    bool contains(const QRectF &rect) const;
    /** Distance from `point` to the nearest edge: positive inside, negative outside. */
    qreal signedDistance(QPointF point) const;
    /** The area-weighted centroid (may lie outside a concave shape). */
    QPointF centroid() const;

    /**
     * The pole of inaccessibility: the inside point farthest from the edges, found by the
     * polylabel quadtree search (Mapbox 2016) to within `precision` document units (0: a 40th
     * of the narrower side). Unlike the centroid it always lies inside, even in a C-shaped area.
     */
    InscribedCircle largestInscribedCircle(qreal precision = 0) const;

private:
    /** Closed rings and the fill rule that says which side of them is inside. */
    struct Rings
    {
        explicit Rings(const QPainterPath &path);
        bool insideByRule(QPointF point) const;
        /** The squared distance to the nearest edge, if nearer than `bound` (squared). */
        qreal distanceSquared(QPointF point, qreal bound) const;
        bool meets(const QRectF &rect) const;

        std::vector<QPolygonF> rings;
        QRectF bounds;
        bool oddEven = false;
    };

    bool insideByRule(QPointF point) const;

    Rings m_outline;
    std::vector<Rings> m_cutOuts;
};

} // namespace vinci
