#include "drawinggaps.h"

#include "areageometry.h"

#include <boost/geometry/index/rtree.hpp>

#include <algorithm>

namespace vinci {

using namespace geometry;
namespace bgi = boost::geometry::index;

namespace {

using BoxEntry = std::pair<Box, std::size_t>;

/** Where a gap is measured from: every vertex of the outline and the middle of every edge. */
std::vector<Point> samplesOf(const MultiPolygon &shape)
{
    std::vector<Point> samples;
    for (const Polygon &polygon : shape) {
        const auto &ring = polygon.outer();
        for (std::size_t i = 0; i + 1 < ring.size(); ++i) {
            samples.push_back(ring[i]);
            samples.emplace_back((ring[i].x() + ring[i + 1].x()) / 2,
                                 (ring[i].y() + ring[i + 1].y()) / 2);
        }
    }
    return samples;
}

} // namespace

double typicalBorderGap(const std::vector<AdjacencyShape> &shapes, double cap)
{
    std::vector<MultiPolygon> lands;
    std::vector<BoxEntry> boxes;
    for (const AdjacencyShape &shape : shapes) {
        if (shape.kind != AreaKind::Land)
            continue;
        MultiPolygon polygons = toMultiPolygon(shape.outline);
        if (polygons.empty())
            continue;
        boxes.emplace_back(bg::return_envelope<Box>(polygons), lands.size());
        lands.push_back(std::move(polygons));
    }
    const bgi::rtree<BoxEntry, bgi::rstar<16>> tree(boxes.begin(), boxes.end());
    std::vector<double> gaps;
    for (std::size_t i = 0; i < lands.size(); ++i) {
        for (const Point &sample : samplesOf(lands[i])) {
            const Box near({sample.x() - cap, sample.y() - cap},
                           {sample.x() + cap, sample.y() + cap});
            double nearest = cap;
            bool found = false;
            for (auto it = tree.qbegin(bgi::intersects(near)); it != tree.qend(); ++it) {
                if (it->second == i)
                    continue;
                const double distance = bg::distance(sample, lands[it->second]);
                if (distance <= nearest) {
                    nearest = distance;
                    found = true;
                }
            }
            if (found)
                gaps.push_back(nearest);
        }
    }
    if (gaps.empty())
        return 0;
    const auto middle = gaps.begin() + static_cast<std::ptrdiff_t>(gaps.size() / 2);
    std::nth_element(gaps.begin(), middle, gaps.end());
    return *middle;
}

} // namespace vinci
