#include "board/provincenavigation.h"

#include <QLineF>

#include <algorithm>
#include <cmath>
#include <limits>

namespace vinci::ProvinceNavigation {

namespace {

/** Beyond 45 degrees of the arrow, a province is taken only within this many steps aside per
 *  step ahead (about 68 degrees): Left from Ireland led to Castile, far below it. */
constexpr qreal widestAside = 2.5;
/** A province that leads back by the opposite arrow is preferred to the nearest when it is
 *  at most this much further (in the score: a step ahead plus twice a step aside). */
constexpr qreal leadingBackReach = 2;

struct Candidate
{
    AreaIndex area = -1;
    bool inCone = false; ///< within 45 degrees of the arrow
    qreal score = 0;     ///< a step ahead plus twice a step aside: the lowest is the nearest
};

/**
 * The provinces an arrow may lead to from `from`, the best first: those within 45 degrees of
 * the direction, then those within about 68 degrees; each group nearest first, counting a step
 * aside twice as far as a step ahead.
 */
std::vector<Candidate> candidates(const std::vector<ProvincePoint> &provinces, AreaIndex from,
                                  QPointF at, QPointF unit)
{
    std::vector<Candidate> found;
    for (const ProvincePoint &province : provinces) {
        if (province.area == from)
            continue;
        const QPointF offset = province.point - at;
        const qreal ahead = QPointF::dotProduct(offset, unit);
        // Points on the line across (a neighbour exactly beside it) are not ahead.
        if (ahead <= 1e-6)
            continue;
        const qreal aside = std::abs(offset.x() * unit.y() - offset.y() * unit.x());
        if (aside > widestAside * ahead)
            continue;
        found.push_back({province.area, aside <= ahead, ahead + 2 * aside});
    }
    std::sort(found.begin(), found.end(), [](const Candidate &a, const Candidate &b) {
        return a.inCone != b.inCone ? a.inCone : a.score < b.score;
    });
    return found;
}

} // namespace

std::optional<AreaIndex> inDirection(const std::vector<ProvincePoint> &provinces, AreaIndex from,
                                     QPointF direction)
{
    const qreal length = std::hypot(direction.x(), direction.y());
    const auto at = std::find_if(provinces.begin(), provinces.end(),
                                 [from](const ProvincePoint &p) { return p.area == from; });
    if (length <= 0 || at == provinces.end())
        return std::nullopt;
    const QPointF unit = direction / length;
    const std::vector<Candidate> ahead = candidates(provinces, from, at->point, unit);
    if (ahead.empty())
        return std::nullopt;
    // Of the near ones, one whose opposite arrow leads back here: Right then Left comes back
    // (England's Right led to the Low Countries, their Left to Brittany).
    for (const Candidate &candidate : ahead) {
        if (candidate.inCone != ahead.front().inCone ||
            candidate.score > leadingBackReach * ahead.front().score)
            break;
        const auto there =
            std::find_if(provinces.begin(), provinces.end(),
                         [&candidate](const ProvincePoint &p) { return p.area == candidate.area; });
        const std::vector<Candidate> back =
            candidates(provinces, candidate.area, there->point, -unit);
        if (!back.empty() && back.front().area == from)
            return candidate.area;
    }
    return ahead.front().area;
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

std::optional<AreaIndex> nearestToAny(const std::vector<ProvincePoint> &provinces,
                                      const std::vector<QPointF> &points)
{
    std::optional<AreaIndex> best;
    qreal bestDistance = std::numeric_limits<qreal>::max();
    for (const ProvincePoint &province : provinces) {
        for (const QPointF &point : points) {
            const qreal distance = QLineF(point, province.point).length();
            if (distance < bestDistance) {
                bestDistance = distance;
                best = province.area;
            }
        }
    }
    return best;
}

std::optional<AreaIndex> nearest(const std::vector<ProvincePoint> &provinces, QPointF point)
{
    return nearestToAny(provinces, {point});
}

} // namespace vinci::ProvinceNavigation
