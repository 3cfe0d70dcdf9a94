#include "coastmarks.h"

#include "provinceoutlines.h"

#include <QPolygonF>

#include <algorithm>
#include <cmath>

namespace vinci {

namespace {

// Lengths as fractions of the map's diagonal, so that a mark looks the same on any drawing.
/** How far apart the outline is sampled. */
constexpr qreal sampleStep = 1.0 / 600;
/**
 * How far outside the outline the water is looked for: beyond hand-drawn hairline gaps (the
 * adjacency's default tolerance is 1/1000 of the diagonal), within a coast's reach.
 */
constexpr qreal probeDistance = 1.0 / 250;
/** How far the mark reaches on each side of the coast. */
constexpr qreal markReach = 1.0 / 90;

QPointF unit(QPointF vector)
{
    const qreal length = std::hypot(vector.x(), vector.y());
    return length > 0 ? vector / length : QPointF();
}

qreal squaredDistance(QPointF a, QPointF b)
{
    const QPointF d = a - b;
    return QPointF::dotProduct(d, d);
}

} // namespace

CoastMarks::CoastMarks(const ProvinceOutlines &outlines, const std::vector<AreaData> &areas)
{
    QRectF bounds;
    const int count = std::min(outlines.count(), static_cast<int>(areas.size()));
    for (AreaIndex i = 0; i < count; ++i)
        bounds = bounds.united(outlines.outline(i).boundingRect());
    const qreal diagonal = std::hypot(bounds.width(), bounds.height());
    if (diagonal <= 0)
        return;
    const qreal step = diagonal * sampleStep;
    const qreal probe = diagonal * probeDistance;
    m_reach = diagonal * markReach;

    for (AreaIndex province = 0; province < count; ++province) {
        const AreaData &area = areas[static_cast<std::size_t>(province)];
        const QPainterPath &outline = outlines.outline(province);
        if (area.kind != AreaKind::Land || outline.isEmpty())
            continue;
        for (const QPolygonF &ring : outline.toSubpathPolygons()) {
            for (qsizetype i = 0; i + 1 < ring.size(); ++i) {
                const QLineF edge(ring[i], ring[i + 1]);
                if (edge.length() <= 0)
                    continue;
                const QPointF normal = unit(QPointF(-edge.dy(), edge.dx()));
                const int samples = std::max(1, static_cast<int>(std::ceil(edge.length() / step)));
                for (int k = 0; k < samples; ++k) {
                    const QPointF point = edge.pointAt((k + 0.5) / samples);
                    const bool leftInside = outline.contains(point + normal * probe);
                    const bool rightInside = outline.contains(point - normal * probe);
                    if (leftInside == rightInside)
                        continue; // a sliver or a spike: no clear side
                    const QPointF outward = leftInside ? -normal : normal;
                    const auto faced = outlines.areaAt(point + outward * probe, &areas);
                    if (!faced || areas[static_cast<std::size_t>(*faced)].kind != AreaKind::Sea)
                        continue;
                    m_coasts[{province, *faced}].push_back({point, outward});
                }
            }
        }
    }
}

std::optional<QLineF> CoastMarks::mark(AreaIndex province, AreaIndex sea, QPointF near) const
{
    const auto found = m_coasts.constFind({province, sea});
    if (found == m_coasts.cend() || found->empty())
        return std::nullopt;
    const auto nearest =
        std::min_element(found->begin(), found->end(), [near](const auto &a, const auto &b) {
            return squaredDistance(a.point, near) < squaredDistance(b.point, near);
        });
    return QLineF(nearest->point - nearest->outward * m_reach,
                  nearest->point + nearest->outward * m_reach);
}

} // namespace vinci
