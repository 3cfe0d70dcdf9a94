#pragma once

#include "map/areavector.h"
#include "map/mapdata.h"

#include <QHash>
#include <QLineF>
#include <QPointF>

#include <optional>
#include <utility>
#include <vector>

namespace vinci {

class ProvinceOutlines;

/**
 * Where the canvas draws a sea link: a short mark across the province's coast, on the stretch
 * of coast that faces that sea zone and lies nearest the province's label, instead of a line
 * to the sea zone's label (one background sea made every coastal province's line cross the
 * land to a single point). The coast is found by walking each province's outline and looking
 * just outside it: what lies there is open water of a sea zone only when no province covers it
 * (land is drawn over a background sea), so hairline gaps between provinces face no sea.
 */
class CoastMarks
{
public:
    CoastMarks() = default;
    /** The coasts of every province of `areas` (indexed like `outlines`). */
    CoastMarks(const ProvinceOutlines &outlines, const std::vector<AreaData> &areas);

    /**
     * The mark for a sea link between `province` and `sea`, from just inside the coast to just
     * outside, on the coast facing `sea` nearest `near` (the province's label); nothing when the
     * province faces no open water of that sea zone.
     */
    std::optional<QLineF> mark(AreaIndex province, AreaIndex sea, QPointF near) const;

private:
    /** A sampled point of a coast and the way out to sea from it. */
    struct CoastPoint
    {
        QPointF point;
        QPointF outward;
    };
    /** Per (province, sea zone faced): the coast's sampled points. */
    QHash<std::pair<AreaIndex, AreaIndex>, std::vector<CoastPoint>> m_coasts;
    qreal m_reach = 0;
};

} // namespace vinci
