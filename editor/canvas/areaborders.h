#pragma once

#include "map/areavector.h"
#include "map/mapdata.h"

#include <QHash>
#include <QLineF>
#include <QPointF>
#include <QPolygonF>
#include <QRect>
#include <QTransform>

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

namespace vinci {

class ProvinceOutlines;

/**
 * Where areas meet, for the canvas to draw links there rather than straight from name to name
 * (at 2560x1440 the walk saw lines across the sea and across other provinces' names):
 * - a sea link's mark: a short mark from the province's coast out over the water of that sea
 *   zone, on the stretch of coast that faces it nearest the province's label, instead of a line
 *   to the sea zone's label (one background sea made every coastal province's line cross the
 *   land to a single point);
 * - a border's crossing: the middle of a stretch of the border two provinces (or two sea zones)
 *   share, so that a land border's line stays over the two provinces and plainly crosses their
 *   border.
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
     * The mark for a sea link between `province` and `sea`: from just inside the coast out over
     * the water of `sea`, never further than that water reaches (a strait, an island, another
     * sea zone: the walk at 2560x1440 saw marks run across a neighbour's land), on the coast
     * facing `sea` nearest `near` (the province's label) among the points whose mark reaches well
     * out to sea and costs nothing by `extraCost` (a name passed over, say); nothing when the
     * province faces no open water of that sea zone.
     */
    template<typename ExtraCost>
    std::optional<QLineF> mark(AreaIndex province, AreaIndex sea, QPointF near,
                               ExtraCost extraCost) const
    {
        const auto found = m_coasts.constFind({province, sea});
        if (found == m_coasts.cend() || found->empty())
            return std::nullopt;
        std::optional<QLineF> best;
        qreal bestCost = 0;
        for (const CoastPoint &coast : *found) {
            const QLineF line = markAt(coast);
            // Short of water (a narrow strait) or over a name: only where nothing better is.
            const qreal shortBy = std::max<qreal>(0, m_reach * 0.6 - coast.water);
            const qreal cost = QLineF(coast.point, near).length() +
                               m_diagonal * (extraCost(line) + shortBy / m_reach);
            if (!best || cost < bestCost) {
                best = line;
                bestCost = cost;
            }
        }
        return best;
    }

    /** Where a way from one area's name to the other's crosses their border, at what cost. */
    struct Crossing
    {
        QPointF point;
        qreal cost = 0;
    };

    /**
     * Where a line from `from` to `to` crosses the border `a` and `b` share: the middle of one of
     * its stretches, the one whose way costs least by `extraCost` of its two segments (over the
     * other kind of area, over a name), the longest of those; never a stretch far shorter than
     * the longest (a corner the two touch at, a gap a few pixels wide across a bay). Nothing when
     * the two share no border. (The shortest way through any point of the border bent lines to
     * one end of it, or to a corner the two touch at: the s41 walk.)
     */
    template<typename ExtraCost>
    std::optional<Crossing> crossing(AreaIndex a, AreaIndex b, QPointF from, QPointF to,
                                     ExtraCost extraCost) const
    {
        const auto found = m_borders.constFind(key(a, b));
        if (found == m_borders.cend() || found->empty())
            return std::nullopt;
        qreal longest = 0;
        for (const Stretch &stretch : *found)
            longest = std::max(longest, stretch.length);
        std::optional<Crossing> best;
        std::pair<qreal, qreal> bestRank;
        for (const Stretch &stretch : *found) {
            if (stretch.length * minorStretch < longest)
                continue;
            const qreal cost = extraCost(QLineF(from, stretch.middle), QLineF(stretch.middle, to));
            const std::pair rank(cost, -stretch.length);
            if (!best || rank < bestRank) {
                best = Crossing{stretch.middle, cost};
                bestRank = rank;
            }
        }
        return best;
    }

    /**
     * The line of a shared coast between provinces `a` and `b`: from just inside `a`'s coast,
     * across the water, to just inside `b`'s, where the two face each other nearest over water
     * alone (the walk saw Italy–Albania and England–France drawn name to name over land, and
     * Sweden–Germany across Denmark), at no cost by `lineCost` (a name it runs through) where
     * the coasts allow. Nothing when either faces no sea zone's water.
     */
    template<typename LineCost>
    std::optional<QLineF> acrossWater(AreaIndex a, AreaIndex b, LineCost lineCost) const
    {
        std::optional<QLineF> best;
        qreal bestCost = 0;
        for (const QLineF &gap : waterGaps(a, b)) {
            const std::optional<QLineF> line = reachedInland(gap, a, b);
            if (!line)
                continue; // a sliver of the province the way points across
            const qreal cost = lineCost(*line);
            if (!best || cost < bestCost) {
                best = line;
                bestCost = cost;
            }
            if (cost <= 0)
                break;
        }
        return best;
    }

    /**
     * How many points along `segment`, a few pixels of the drawing apart, lie over the other kind
     * of area than `kind` (over the sea for a land border's line, over land for a sea zone's).
     */
    int pointsOverOther(const QLineF &segment, AreaKind kind) const;
    /** How many points along `segment` lie over a province other than `a` and `b`. */
    int pointsOverThird(const QLineF &segment, AreaIndex a, AreaIndex b) const;
    /**
     * A way from `from` to `to` over `a` and `b` alone (a hairline gap between them aside), in
     * as few straight pieces as their shapes allow, its ends `from` and `to`: where every
     * straight way crosses a third province (Norway's name to its border with Finland, over
     * Sweden). Nothing when there is none.
     */
    std::optional<QPolygonF> wayWithin(AreaIndex a, AreaIndex b, QPointF from, QPointF to) const;

private:
    static std::pair<AreaIndex, AreaIndex> key(AreaIndex a, AreaIndex b)
    {
        return a < b ? std::pair(a, b) : std::pair(b, a);
    }

    /** How many times shorter than the longest a stretch of border is a minor one. */
    static constexpr qreal minorStretch = 4;

    /** A sampled point of a coast, the way out to sea from it and how far its water reaches. */
    struct CoastPoint
    {
        QPointF point;
        QPointF outward;
        qreal water = 0;
    };
    /**
     * The segments from a coast point of `a` to one of `b`, over no third province, the
     * shortest first (a few: the nearest ones whose ends differ).
     */
    std::vector<QLineF> waterGaps(AreaIndex a, AreaIndex b) const;
    /**
     * `gap` carried on, both ways, into `a` and `b` (a shared coast's line, not a dot); nothing
     * when a way does not stay over its province from the coast in.
     */
    std::optional<QLineF> reachedInland(const QLineF &gap, AreaIndex a, AreaIndex b) const;
    /** The area (or -1) at a pixel of the mask. */
    AreaIndex areaOnMask(QPoint pixel) const;
    /** Calls `visit` with the area (or -1) under each point along `segment`. */
    template<typename Visit>
    void walkMask(const QLineF &segment, Visit visit) const;

    /** Adds the border stretches of one of `area`'s rings: what each point faces, in order. */
    void addStretches(AreaIndex area, const std::vector<std::pair<AreaIndex, QPointF>> &faced);
    /** The mark drawn at `coast`: from just inside it as far out as its water reaches. */
    QLineF markAt(const CoastPoint &coast) const;

    /** One unbroken stretch of a border, as walked along one of the two outlines. */
    struct Stretch
    {
        qreal length = 0;
        QPointF middle;
    };
    /** Per (province, sea zone faced): the coast's sampled points. */
    QHash<std::pair<AreaIndex, AreaIndex>, std::vector<CoastPoint>> m_coasts;
    /** Per province: its coast's sampled points, whatever sea zone they face. */
    QHash<AreaIndex, std::vector<QPointF>> m_shores;
    /** Per pair of areas of one kind (the lower index first): their border's stretches. */
    QHash<std::pair<AreaIndex, AreaIndex>, std::vector<Stretch>> m_borders;
    /** How far a sea link's mark reaches out to sea, and in from the coast. */
    qreal m_reach = 0;
    qreal m_inset = 0;
    qreal m_diagonal = 0;
    /**
     * Which area is where (provinces over sea zones; -1: none), row by row at a coarse
     * resolution, the mask's size and the drawing's place on it; the areas' kinds.
     */
    std::vector<AreaIndex> m_cells;
    QRect m_mask;
    QTransform m_toMask;
    std::vector<AreaKind> m_kinds;
};

} // namespace vinci
