#include "adjacencyfinder.h"

#include "areageometry.h"
#include "drawinggaps.h"
#include "mapformat/linkkindrule.h"

#include <QLocale>
#include <QSet>

#include <boost/geometry/index/rtree.hpp>

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

namespace vinci {

using namespace geometry;
namespace bgi = boost::geometry::index;

namespace {

using BoxEntry = std::pair<Box, std::size_t>;
using BoxTree = bgi::rtree<BoxEntry, bgi::rstar<16>>;
using LinkPairIds = std::pair<QString, QString>;

/** One area ready for the pair tests. */
struct Prepared
{
    bool land = true;
    MultiPolygon shape;      ///< as drawn
    MultiPolygon grownShape; ///< land only: grown by tolerance/2
    Box bounds{Point{0, 0}, Point{0, 0}};
    bool usable = false;
};

Box grownBox(const Box &box, double margin)
{
    return {{box.min_corner().x() - margin, box.min_corner().y() - margin},
            {box.max_corner().x() + margin, box.max_corner().y() + margin}};
}

std::optional<Box> commonBox(const Box &a, const Box &b)
{
    const Box common{{std::max(a.min_corner().x(), b.min_corner().x()),
                      std::max(a.min_corner().y(), b.min_corner().y())},
                     {std::min(a.max_corner().x(), b.max_corner().x()),
                      std::min(a.max_corner().y(), b.max_corner().y())}};
    if (common.min_corner().x() > common.max_corner().x() ||
        common.min_corner().y() > common.max_corner().y())
        return std::nullopt;
    return common;
}

/** Where two grown outlines overlap. */
struct Contact
{
    /**
     * The overlap's area over the tolerance: a border's length where the two meet edge to edge
     * (the overlap is a strip as wide as the tolerance), less where a hairline gap narrows it.
     * Whether two areas share a border or touch in a corner is decided on it: a corner drawn
     * at a sharp angle leaves a long sliver tapering to nothing, which this counts at half its
     * length.
     */
    double weighted = 0;
    /**
     * The border's length as drawn: each piece of the overlap is a strip along the border, so
     * its length is the long side of the rectangle with the piece's area and perimeter. The
     * weighted measure would say a border of 105 drawn 0.8 to 1.5 apart is "45 long".
     */
    double length = 0;
};

Contact contactOf(const MultiPolygon &a, const MultiPolygon &b, double tolerance)
{
    MultiPolygon common;
    bg::intersection(a, b, common);
    Contact contact;
    for (const Polygon &piece : common) {
        const double area = bg::area(piece);
        const double halfPerimeter = bg::perimeter(piece) / 2;
        // Long side + short side = half the perimeter, their product the area; a piece more
        // compact than a square counts as a square.
        const double spread = std::sqrt(std::max(0.0, halfPerimeter * halfPerimeter - 4 * area));
        const double length = (halfPerimeter + spread) / 2;
        // A compact piece wider than the tolerance (a corner poking into a neighbour where
        // three meet) is no strip: its area over the tolerance would exceed its own length.
        contact.weighted += std::min(area / tolerance, length);
        contact.length += length;
    }
    return contact;
}

MultiPolygon clipped(const MultiPolygon &shape, const Box &window)
{
    Polygon box;
    bg::convert(window, box);
    MultiPolygon inside;
    bg::intersection(shape, box, inside);
    return inside;
}

class Finder
{
public:
    Finder(const std::vector<AdjacencyShape> &shapes, const AdjacencyOptions &options,
           const AdjacencyFinder::Progress &progress)
        : m_shapes(shapes)
        , m_options(options)
        , m_progress(progress)
        , m_areas(shapes.size())
    {}

    std::optional<AdjacencyResult> run()
    {
        if (!prepare())
            return std::nullopt;
        const double reach = std::max(m_options.tolerance, m_options.coastGap);
        std::vector<BoxEntry> boxes;
        for (std::size_t i = 0; i < m_areas.size(); ++i) {
            if (m_areas[i].usable)
                boxes.emplace_back(grownBox(m_areas[i].bounds, reach / 2), i);
        }
        const BoxTree tree(boxes.begin(), boxes.end());
        m_total = static_cast<int>(m_shapes.size() + boxes.size());
        for (const auto &[box, i] : boxes) {
            if (!advance())
                return std::nullopt;
            for (auto it = tree.qbegin(bgi::intersects(box)); it != tree.qend(); ++it) {
                if (it->second > i)
                    examine(i, it->second);
            }
        }
        dropCoastsOfInlandProvinces();
        sortResult();
        return std::move(m_result);
    }

private:
    const QString &id(std::size_t i) const { return m_shapes[i].id; }

    static QString faultMessage(const ShapeFault &fault)
    {
        if (fault.crossesItself && fault.where) {
            QLocale locale; // drawing units, not a quantity: no thousands separator
            locale.setNumberOptions(QLocale::OmitGroupSeparator);
            return AdjacencyFinder::tr("its outline crosses itself near (%1, %2): check the "
                                       "links proposed for it")
                .arg(locale.toString(fault.where->x(), 'f', 1),
                     locale.toString(fault.where->y(), 'f', 1));
        }
        if (fault.crossesItself)
            return AdjacencyFinder::tr("its outline crosses itself: check the links proposed "
                                       "for it");
        return AdjacencyFinder::tr("its outline is not a clean polygon (holes outside it, or "
                                   "too few points): check the links proposed for it");
    }

    void problem(std::size_t i, const QString &message)
    {
        m_result.problems.push_back({id(i), message});
    }

    /** Counts a step done; false when the caller asked to stop. */
    bool advance()
    {
        ++m_done;
        return !m_progress || m_progress(m_done, m_total);
    }

    bool prepare()
    {
        std::vector<BoxEntry> landBoxes;
        // Until the candidate boxes are counted, the total assumes every shape is usable.
        m_total = static_cast<int>(2 * m_shapes.size());
        for (std::size_t i = 0; i < m_shapes.size(); ++i) {
            if (i > 0 && !advance())
                return false;
            Prepared &area = m_areas[i];
            area.land = m_shapes[i].kind == AreaKind::Land;
            area.shape = toMultiPolygon(m_shapes[i].outline);
            if (area.shape.empty()) {
                problem(i, AdjacencyFinder::tr("draws no shape: it cannot be linked by "
                                               "geometry"));
                continue;
            }
            if (invalidReason(area.shape)) {
                // Slivers far narrower than the gaps a border bridges are the drawing's noise.
                MultiPolygon repaired = withoutSlivers(area.shape, m_options.tolerance / 10);
                if (!invalidReason(repaired))
                    area.shape = std::move(repaired);
            }
            if (const std::optional<ShapeFault> fault = faultOf(area.shape))
                problem(i, faultMessage(*fault));
            area.bounds = bg::return_envelope<Box>(area.shape);
            area.usable = true;
            if (area.land) {
                area.grownShape = grown(area.shape, m_options.tolerance / 2);
                landBoxes.emplace_back(area.bounds, i);
            }
        }
        m_lands = BoxTree(landBoxes.begin(), landBoxes.end());
        for (const Prepared &area : m_areas) {
            if (!area.usable)
                continue;
            if (!m_board)
                m_board = area.bounds;
            else
                bg::expand(*m_board, area.bounds);
        }
        return m_shapes.empty() || advance();
    }

    /**
     * Off the board, grown by half the tolerance (as the land is, for the closing), around
     * `reach`; nothing when `reach` is well inside the board. The board's edge is a shore like
     * a province's coast: a sliver of sea narrower than the tolerance between a province and
     * the edge of the drawing is no water a boat could sit on, so a province drawn up to the
     * edge (where the drawing stops, a neighbour left out) is not linked to the sea there.
     */
    MultiPolygon offBoard(const Box &reach) const
    {
        const double half = m_options.tolerance / 2;
        const Box inner = grownBox(*m_board, -half);
        if (inner.min_corner().x() >= inner.max_corner().x() ||
            inner.min_corner().y() >= inner.max_corner().y() || bg::covered_by(reach, inner))
            return {};
        // Beyond `reach` by the tolerance, so that shrinking the closed land back does not
        // open water along the window's edges.
        Polygon around;
        bg::convert(grownBox(reach, m_options.tolerance), around);
        Polygon board;
        bg::convert(inner, board);
        MultiPolygon outside;
        bg::difference(around, board, outside);
        return outside;
    }

    /**
     * The part of sea zone `s` inside `window` that is open water: the land drawn over it
     * taken away, closed by the tolerance first, so that a hairline gap between two provinces
     * (narrower than the tolerance: a hand-traced border, with the sea rectangle drawn under
     * it showing through) is not water, and only a coast that faces open water touches the
     * sea. The board's edge closes with the land (offBoard()). Computed for the small window
     * around the pair being examined, never for the whole sea, which may have hundreds of
     * provinces drawn over it.
     */
    MultiPolygon waterIn(std::size_t s, const Box &window) const
    {
        MultiPolygon water = clipped(m_areas[s].shape, window);
        if (water.empty())
            return water;
        // The land grown by tolerance/2 (already done, once per province), merged, then shrunk
        // back: a morphological closing. Whole provinces, not clipped ones, so that shrinking
        // does not open false water along the window's edges.
        const double half = m_options.tolerance / 2;
        std::vector<MultiPolygon> over;
        const Box reach = grownBox(window, m_options.tolerance);
        for (auto it = m_lands.qbegin(bgi::intersects(reach)); it != m_lands.qend(); ++it)
            over.push_back(m_areas[it->second].grownShape);
        if (over.empty())
            return water;
        if (MultiPolygon edge = offBoard(reach); !edge.empty())
            over.push_back(std::move(edge));
        MultiPolygon land = grown(unionOf(std::move(over)), -half);
        MultiPolygon result;
        bg::difference(water, land, result);
        return result;
    }

    void examine(std::size_t i, std::size_t j)
    {
        const Prepared &first = m_areas[i];
        const Prepared &second = m_areas[j];
        const LinkPairIds pair = ordered(i, j);
        const double tolerance = m_options.tolerance;
        const double half = tolerance / 2;
        // Where the two could touch: their bounds grown by the tolerance (and a margin, so
        // that the window's own edges stay clear of the contact).
        const auto window = commonBox(grownBox(first.bounds, 2 * tolerance),
                                      grownBox(second.bounds, 2 * tolerance));
        if (!window) {
            if (first.land && second.land && m_options.coastGap > tolerance)
                examineCoast(i, j, pair);
            return;
        }
        MultiPolygon a;
        MultiPolygon b;
        MultiPolygon grownA;
        MultiPolygon grownB;
        if (first.land && second.land) {
            a = first.shape;
            b = second.shape;
        } else {
            a = first.land ? first.shape : waterIn(i, *window);
            b = second.land ? second.shape : waterIn(j, *window);
        }
        grownA = first.land ? first.grownShape : grown(a, half);
        grownB = second.land ? second.grownShape : grown(b, half);
        const Contact touch = contactOf(grownA, grownB, tolerance);
        const double contact = touch.weighted;
        if (contact >= m_options.effectiveMinimumBorder()) {
            const LinkKind kind = defaultLinkKind(first.land ? AreaKind::Land : AreaKind::Sea,
                                                  second.land ? AreaKind::Land : AreaKind::Sea);
            m_result.links.push_back({pair.first, pair.second, kind, touch.length});
            if (first.land == second.land) {
                // Overlapping by more than the tolerance on average across the overlap.
                MultiPolygon common;
                bg::intersection(a, b, common);
                const double overlap = bg::area(common);
                const double width = overlap > 0 ? overlap / (bg::perimeter(common) / 2) : 0;
                if (width > tolerance)
                    m_result.overlaps.push_back({pair.first, pair.second, overlap});
            }
            return;
        }
        if (contact > 1e-9 * tolerance) {
            m_result.corners.push_back({pair.first, pair.second, contact});
            return;
        }
        if (first.land && second.land && m_options.coastGap > tolerance)
            examineCoast(i, j, pair);
    }

    LinkPairIds ordered(std::size_t i, std::size_t j) const
    {
        return id(i) < id(j) ? LinkPairIds{id(i), id(j)} : LinkPairIds{id(j), id(i)};
    }

    /** Two land provinces facing each other across narrow water, nothing else between. */
    void examineCoast(std::size_t i, std::size_t j, const LinkPairIds &pair)
    {
        const auto closest = closestPoints(m_areas[i].shape, m_areas[j].shape);
        if (!closest || closest->distance > m_options.coastGap)
            return;
        // The crossing, shortened at both ends so that grazing a neighbour's corner at the
        // shore does not count as crossing it.
        const double dx = closest->to.x() - closest->from.x();
        const double dy = closest->to.y() - closest->from.y();
        const double trim =
            std::min(m_options.tolerance, closest->distance / 4) / closest->distance;
        const Segment crossing({closest->from.x() + dx * trim, closest->from.y() + dy * trim},
                               {closest->to.x() - dx * trim, closest->to.y() - dy * trim});
        const Box crossingBox = bg::return_envelope<Box>(crossing);
        for (auto it = m_lands.qbegin(bgi::intersects(crossingBox)); it != m_lands.qend(); ++it) {
            const std::size_t k = it->second;
            if (k != i && k != j && bg::intersects(crossing, m_areas[k].shape))
                return;
        }
        // Its middle half in open water: farther than the tolerance from every other province.
        // Closer, it slips through a gap that is no water (Albania to Serbia between Montenegro
        // and Kosovo) or runs along a third province's coast (France to the Netherlands along
        // Belgium's): that province is between the two. Only the middle: at its ends the
        // crossing leaves the two coasts, where their own neighbours may meet the shore.
        const Segment middle({closest->from.x() + dx / 4, closest->from.y() + dy / 4},
                             {closest->to.x() - dx / 4, closest->to.y() - dy / 4});
        const Box middleBox = grownBox(bg::return_envelope<Box>(middle), m_options.tolerance);
        for (auto it = m_lands.qbegin(bgi::intersects(middleBox)); it != m_lands.qend(); ++it) {
            const std::size_t k = it->second;
            if (k != i && k != j && bg::distance(middle, m_areas[k].shape) < m_options.tolerance)
                return;
        }
        m_result.links.push_back({pair.first, pair.second, LinkKind::Coast, closest->distance});
    }

    /**
     * A shared coast joins two coasts: on a map with sea zones, both provinces must be linked
     * to one. A province without a sea link faces no open water; its crossing to another coast
     * can only leave through a gap narrower than the tolerance between its neighbours.
     */
    void dropCoastsOfInlandProvinces()
    {
        const bool anySea = std::any_of(m_areas.begin(), m_areas.end(), [](const Prepared &area) {
            return area.usable && !area.land;
        });
        if (!anySea)
            return;
        QSet<QString> coastal;
        for (const ProposedLink &link : m_result.links) {
            if (link.kind == LinkKind::Sea) {
                coastal.insert(link.a);
                coastal.insert(link.b);
            }
        }
        std::erase_if(m_result.links, [&coastal](const ProposedLink &link) {
            return link.kind == LinkKind::Coast &&
                   !(coastal.contains(link.a) && coastal.contains(link.b));
        });
    }

    void sortResult()
    {
        auto byPair = [](const auto &x, const auto &y) {
            return std::tie(x.a, x.b) < std::tie(y.a, y.b);
        };
        std::sort(m_result.links.begin(), m_result.links.end(), byPair);
        std::sort(m_result.corners.begin(), m_result.corners.end(), byPair);
        std::sort(m_result.overlaps.begin(), m_result.overlaps.end(), byPair);
    }

    const std::vector<AdjacencyShape> &m_shapes;
    const AdjacencyOptions m_options;
    const AdjacencyFinder::Progress &m_progress;
    int m_done = 0;
    int m_total = 0;
    std::vector<Prepared> m_areas;
    BoxTree m_lands;
    std::optional<Box> m_board; ///< the bounds of everything drawn
    AdjacencyResult m_result;
};

} // namespace

AdjacencyOptions AdjacencyOptions::forMap(const QRectF &documentRect)
{
    const double diagonal = std::hypot(documentRect.width(), documentRect.height());
    AdjacencyOptions options;
    if (diagonal > 0) {
        options.tolerance = diagonal / 1000;
        options.coastGap = diagonal / 40;
    }
    return options;
}

AdjacencyOptions AdjacencyOptions::forDrawing(const QRectF &documentRect,
                                              const std::vector<AdjacencyShape> &shapes)
{
    AdjacencyOptions options = forMap(documentRect);
    // Farther than this is water between two coasts, not a hairline between two borders.
    const double cap = options.coastGap / 4;
    options.tolerance = std::max(options.tolerance, 2 * typicalBorderGap(shapes, cap));
    return options;
}

AdjacencyResult AdjacencyFinder::find(const std::vector<AdjacencyShape> &shapes,
                                      const AdjacencyOptions &options)
{
    return *find(shapes, options, {});
}

std::optional<AdjacencyResult> AdjacencyFinder::find(const std::vector<AdjacencyShape> &shapes,
                                                     const AdjacencyOptions &options,
                                                     const Progress &progress)
{
    AdjacencyOptions checked = options;
    checked.tolerance = std::max(checked.tolerance, 1e-6);
    return Finder(shapes, checked, progress).run();
}

} // namespace vinci
