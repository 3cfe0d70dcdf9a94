#include "board/provincenavigation.h"

#include <QLineF>

#include <algorithm>
#include <cmath>
#include <limits>

namespace vinci::ProvinceNavigation {

std::optional<AreaIndex> inDirection(const std::vector<ProvincePoint> &provinces, QPointF from,
                                     QPointF direction)
{
    const qreal length = std::hypot(direction.x(), direction.y());
    if (length <= 0)
        return std::nullopt;
    const QPointF unit = direction / length;
    // Within 45 degrees of the direction where there is one, else anywhere ahead: a province
    // barely ahead but far aside is not "to the right" (without the cone, Phoenicia's right
    // led to Judea, below it, and the Syrian Desert was out of the arrows' reach).
    std::optional<AreaIndex> best;
    std::optional<AreaIndex> bestInCone;
    qreal bestScore = std::numeric_limits<qreal>::max();
    qreal bestScoreInCone = std::numeric_limits<qreal>::max();
    for (const ProvincePoint &province : provinces) {
        const QPointF offset = province.point - from;
        const qreal ahead = QPointF::dotProduct(offset, unit);
        // Points on the line across (the province itself, a neighbour exactly beside it) are
        // not ahead.
        if (ahead <= 1e-6)
            continue;
        const qreal aside = std::abs(offset.x() * unit.y() - offset.y() * unit.x());
        const qreal score = ahead + 2 * aside;
        if (score < bestScore) {
            bestScore = score;
            best = province.area;
        }
        if (aside <= ahead && score < bestScoreInCone) {
            bestScoreInCone = score;
            bestInCone = province.area;
        }
    }
    return bestInCone ? bestInCone : best;
}

std::vector<AreaIndex> readingOrder(std::vector<ProvincePoint> provinces, qreal stripHeight)
{
    const auto strip = [stripHeight](const ProvincePoint &province) {
        return stripHeight > 0 ? std::floor(province.point.y() / stripHeight) : 0;
    };
    std::stable_sort(provinces.begin(), provinces.end(),
                     [&](const ProvincePoint &a, const ProvincePoint &b) {
                         const qreal stripA = strip(a);
                         const qreal stripB = strip(b);
                         if (stripA != stripB)
                             return stripA < stripB;
                         return a.point.x() < b.point.x();
                     });
    std::vector<AreaIndex> order;
    order.reserve(provinces.size());
    for (const ProvincePoint &province : provinces)
        order.push_back(province.area);
    return order;
}

std::optional<AreaIndex> nearest(const std::vector<ProvincePoint> &provinces, QPointF point)
{
    std::optional<AreaIndex> best;
    qreal bestDistance = std::numeric_limits<qreal>::max();
    for (const ProvincePoint &province : provinces) {
        const qreal distance = QLineF(point, province.point).length();
        if (distance < bestDistance) {
            bestDistance = distance;
            best = province.area;
        }
    }
    return best;
}

} // namespace vinci::ProvinceNavigation
