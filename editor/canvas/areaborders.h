#pragma once

#include "map/areavector.h"
#include "map/mapdata.h"

#include <QHash>
#include <QImage>
#include <QLineF>
#include <QPointF>
#include <QTransform>

#include <optional>
#include <utility>
#include <vector>

namespace vinci {

class ProvinceOutlines;

/**
 * Where areas meet, for the canvas to draw links there rather than straight from name to name
 * (at 2560x1440 the walk saw lines across the sea and across other provinces' names):
 * - a sea link's mark: a short mark across the province's coast, on the stretch of coast that
 *   faces that sea zone and lies nearest the province's label, instead of a line to the sea
 *   zone's label (one background sea made every coastal province's line cross the land to a
 *   single point);
 * - a border's crossing: the point of the border two provinces (or two sea zones) share where a
 *   line from one's label to the other's is shortest, so that a land border's line stays over
 *   the two provinces and crosses their border.
 * Found by walking each area's outline and looking just outside it: what lies there is open
 * water of a sea zone only when no province covers it (land is drawn over a background sea), so
 * hairline gaps between provinces face no sea, and the province across a gap is a neighbour.
 */
class AreaBorders
{
public:
    AreaBorders() = default;
    /** The coasts and borders of every area of `areas` (indexed like `outlines`). */
    AreaBorders(const ProvinceOutlines &outlines, const std::vector<AreaData> &areas);

    /**
     * The mark for a sea link between `province` and `sea`, from just inside the coast to just
     * outside, on the coast facing `sea` nearest `near` (the province's label); nothing when the
     * province faces no open water of that sea zone.
     */
    std::optional<QLineF> mark(AreaIndex province, AreaIndex sea, QPointF near) const;

    /** A way from one area's name to the other's through their border, and what it costs. */
    struct Crossing
    {
        QPointF point;
        qreal cost = 0;
    };

    /**
     * The point of the border `a` and `b` share that makes the way from `from` to `to` through
     * it cheapest: its length plus `extraCost` of its two segments (a name passed over, say);
     * nothing when the two share no border.
     */
    template<typename ExtraCost>
    std::optional<Crossing> crossing(AreaIndex a, AreaIndex b, QPointF from, QPointF to,
                                     ExtraCost extraCost) const
    {
        const auto found = m_borders.constFind(key(a, b));
        if (found == m_borders.cend() || found->empty())
            return std::nullopt;
        std::optional<Crossing> best;
        for (const QPointF &point : *found) {
            const QLineF first(from, point);
            const QLineF second(point, to);
            const qreal cost = first.length() + second.length() + extraCost(first, second);
            if (!best || cost < best->cost)
                best = Crossing{point, cost};
        }
        return best;
    }

    /**
     * How many points along `segment`, a few pixels of the drawing apart, lie over the other kind
     * of area than `kind` (over the sea for a land border's line, over land for a sea zone's).
     */
    int pointsOverOther(const QLineF &segment, AreaKind kind) const;

private:
    static std::pair<AreaIndex, AreaIndex> key(AreaIndex a, AreaIndex b)
    {
        return a < b ? std::pair(a, b) : std::pair(b, a);
    }

    /** A sampled point of a coast and the way out to sea from it. */
    struct CoastPoint
    {
        QPointF point;
        QPointF outward;
    };
    /** Per (province, sea zone faced): the coast's sampled points. */
    QHash<std::pair<AreaIndex, AreaIndex>, std::vector<CoastPoint>> m_coasts;
    /** Per pair of areas of one kind (the lower index first): their border's sampled points. */
    QHash<std::pair<AreaIndex, AreaIndex>, std::vector<QPointF>> m_borders;
    qreal m_reach = 0;
    /** Land (non-zero) and sea (zero), at a coarse resolution, and the drawing's place on it. */
    QImage m_land;
    QTransform m_toMask;
};

} // namespace vinci
