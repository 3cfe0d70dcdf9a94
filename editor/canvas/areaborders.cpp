#include "areaborders.h"

#include "provinceoutlines.h"

#include <QImage>
#include <QPainter>
#include <QPolygonF>
#include <QtMath>

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
/** How far out to sea a mark reaches at most. */
constexpr qreal markReach = 1.0 / 90;
/** The land mask's width in pixels: a few of the drawing's pixels each at any size. */
constexpr int maskWidth = 800;

QPointF unit(QPointF vector)
{
    const qreal length = std::hypot(vector.x(), vector.y());
    return length > 0 ? vector / length : QPointF();
}

} // namespace

AreaBorders::AreaBorders(const ProvinceOutlines &outlines, const std::vector<AreaData> &areas)
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
    m_inset = probe;
    m_diagonal = diagonal;

    // Which area is where, painted once (sea zones first: land is drawn over a background sea),
    // for lines to be checked point by point at no cost.
    const qreal scale = maskWidth / bounds.width();
    QImage mask(maskWidth, std::max(1, qCeil(bounds.height() * scale)), QImage::Format_RGB32);
    mask.fill(0);
    m_toMask = QTransform::fromScale(scale, scale).translate(-bounds.left(), -bounds.top());
    m_kinds.reserve(static_cast<std::size_t>(count));
    for (AreaIndex area = 0; area < count; ++area)
        m_kinds.push_back(areas[static_cast<std::size_t>(area)].kind);
    QPainter painter(&mask);
    painter.setTransform(m_toMask);
    painter.setPen(Qt::NoPen);
    for (const AreaKind layer : {AreaKind::Sea, AreaKind::Land}) {
        for (AreaIndex area = 0; area < count; ++area) {
            if (m_kinds[static_cast<std::size_t>(area)] != layer)
                continue;
            painter.setBrush(QColor::fromRgb(static_cast<QRgb>(area + 1)));
            painter.drawPath(outlines.outline(area));
        }
    }
    painter.end();
    m_mask = mask.rect();
    m_cells.reserve(static_cast<std::size_t>(mask.width()) *
                    static_cast<std::size_t>(mask.height()));
    for (int y = 0; y < mask.height(); ++y) {
        for (int x = 0; x < mask.width(); ++x)
            m_cells.push_back(static_cast<AreaIndex>(mask.pixel(x, y) & 0xffffff) - 1);
    }

    // How far each coast point's water reaches out, looked at in steps of a twelfth of a mark:
    // none where the mark would pass over another area on its way in or out (a neighbour's
    // outline overlapping the coast next to their border).
    const qreal waterStep = m_reach / 12;
    const auto waterFrom = [&](QPointF point, QPointF outward, AreaIndex area, AreaIndex sea) {
        for (const qreal in : {m_inset / 3, m_inset * 2 / 3, m_inset}) {
            if (outlines.areaAt(point - outward * in, &areas) != area)
                return qreal(0);
        }
        qreal water = 0;
        while (water + waterStep <= m_reach) {
            if (outlines.areaAt(point + outward * (water + waterStep / 2), &areas) != sea ||
                outlines.areaAt(point + outward * (water + waterStep), &areas) != sea)
                break;
            water += waterStep;
        }
        return water;
    };

    for (AreaIndex area = 0; area < count; ++area) {
        const AreaKind kind = areas[static_cast<std::size_t>(area)].kind;
        const QPainterPath &outline = outlines.outline(area);
        if (outline.isEmpty())
            continue;
        for (const QPolygonF &ring : outline.toSubpathPolygons()) {
            // The points along the ring that face an area of the same kind, and which: unbroken
            // runs of them are the border's stretches.
            std::vector<std::pair<AreaIndex, QPointF>> faced;
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
                    const auto other = outlines.areaAt(point + outward * probe, &areas);
                    if (!other || *other == area) {
                        faced.emplace_back(-1, point);
                        continue;
                    }
                    const AreaKind otherKind = areas[static_cast<std::size_t>(*other)].kind;
                    faced.emplace_back(otherKind == kind ? *other : -1, point);
                    if (otherKind != kind && kind == AreaKind::Land) {
                        m_coasts[{area, *other}].push_back(
                            {point, outward, waterFrom(point, outward, area, *other)});
                        m_shores[area].push_back(point);
                    }
                }
            }
            addStretches(area, faced);
        }
    }
}

void AreaBorders::addStretches(AreaIndex area,
                               const std::vector<std::pair<AreaIndex, QPointF>> &faced)
{
    if (faced.empty())
        return;
    // Start the walk where what is faced changes, so that no stretch is cut at the ring's start.
    std::size_t start = 0;
    while (start < faced.size() && faced[start].first == faced.front().first)
        ++start;
    if (start == faced.size())
        start = 0;
    std::vector<QPointF> run;
    const auto close = [&](AreaIndex other) {
        if (other >= 0 && !run.empty()) {
            // Its middle by length along it.
            qreal length = 0;
            for (std::size_t i = 1; i < run.size(); ++i)
                length += QLineF(run[i - 1], run[i]).length();
            qreal left = length / 2;
            QPointF middle = run.front();
            for (std::size_t i = 1; i < run.size(); ++i) {
                const QLineF piece(run[i - 1], run[i]);
                if (left <= piece.length()) {
                    middle = piece.length() > 0 ? piece.pointAt(left / piece.length()) : run[i];
                    break;
                }
                left -= piece.length();
            }
            m_borders[key(area, other)].push_back({length, middle});
        }
        run.clear();
    };
    AreaIndex current = faced[start].first;
    for (std::size_t n = 0; n < faced.size(); ++n) {
        const auto &[other, point] = faced[(start + n) % faced.size()];
        if (other != current) {
            close(current);
            current = other;
        }
        run.push_back(point);
    }
    close(current);
}

AreaIndex AreaBorders::areaOnMask(QPoint pixel) const
{
    return m_cells[static_cast<std::size_t>(pixel.y()) * m_mask.width() + pixel.x()];
}

template<typename Visit>
void AreaBorders::walkMask(const QLineF &segment, Visit visit) const
{
    if (m_cells.empty())
        return;
    const QLineF onMask = m_toMask.map(segment);
    // Every other pixel of the mask, at most a few hundred points.
    const int steps = std::clamp(static_cast<int>(onMask.length() / 2), 1, 400);
    for (int k = 0; k <= steps; ++k) {
        const QPoint pixel = onMask.pointAt(static_cast<qreal>(k) / steps).toPoint();
        if (m_mask.contains(pixel))
            visit(areaOnMask(pixel));
    }
}

int AreaBorders::pointsOverOther(const QLineF &segment, AreaKind kind) const
{
    int over = 0;
    walkMask(segment, [&](AreaIndex area) {
        const bool land = area >= 0 && m_kinds[static_cast<std::size_t>(area)] == AreaKind::Land;
        over += land == (kind == AreaKind::Sea) ? 1 : 0;
    });
    return over;
}

int AreaBorders::pointsOverThird(const QLineF &segment, AreaIndex a, AreaIndex b) const
{
    int over = 0;
    walkMask(segment, [&](AreaIndex area) {
        over += area >= 0 && area != a && area != b &&
                        m_kinds[static_cast<std::size_t>(area)] == AreaKind::Land
                    ? 1
                    : 0;
    });
    return over;
}

std::optional<QPolygonF> AreaBorders::wayWithin(AreaIndex a, AreaIndex b, QPointF from,
                                                QPointF to) const
{
    const QPoint start = m_toMask.map(from).toPoint();
    const QPoint goal = m_toMask.map(to).toPoint();
    if (m_cells.empty() || !m_mask.contains(start) || !m_mask.contains(goal))
        return std::nullopt;
    const int width = m_mask.width();
    const auto allowed = [&](AreaIndex area) { return area == a || area == b || area < 0; };
    const auto cell = [&](QPoint p) { return static_cast<std::size_t>(p.y()) * width + p.x(); };
    // Breadth first over the mask's pixels of the two areas (and of none: a hairline gap).
    std::vector<int> cameFrom(m_cells.size(), -1);
    std::vector<QPoint> queue{start};
    cameFrom[cell(start)] = static_cast<int>(cell(start));
    bool reached = start == goal;
    for (std::size_t next = 0; next < queue.size() && !reached; ++next) {
        const QPoint p = queue[next];
        for (const QPoint step : {QPoint(1, 0), QPoint(-1, 0), QPoint(0, 1), QPoint(0, -1),
                                  QPoint(1, 1), QPoint(1, -1), QPoint(-1, 1), QPoint(-1, -1)}) {
            const QPoint q = p + step;
            if (!m_mask.contains(q) || cameFrom[cell(q)] >= 0 ||
                (q != goal && !allowed(areaOnMask(q))))
                continue;
            cameFrom[cell(q)] = static_cast<int>(cell(p));
            queue.push_back(q);
            if (q == goal) {
                reached = true;
                break;
            }
        }
    }
    if (!reached)
        return std::nullopt;
    // Back from the goal, every few pixels, in the drawing's coordinates.
    const QTransform toDrawing = m_toMask.inverted();
    std::vector<QPointF> steps;
    int count = 0;
    for (auto c = static_cast<int>(cell(goal));; c = cameFrom[static_cast<std::size_t>(c)]) {
        if (count++ % 4 == 0) {
            const int x = c % width;
            const int y = c / width;
            steps.push_back(toDrawing.map(QPointF(x + 0.5, y + 0.5)));
        }
        if (c == cameFrom[static_cast<std::size_t>(c)])
            break;
    }
    std::reverse(steps.begin(), steps.end());
    if (steps.size() < 2)
        steps.resize(2);
    steps.front() = from;
    steps.back() = to;
    // As few straight pieces as stay over the two: from each corner to the furthest step seen.
    const auto clear = [&](QPointF p, QPointF q) {
        bool inside = true;
        walkMask(QLineF(p, q), [&](AreaIndex area) { inside = inside && allowed(area); });
        return inside;
    };
    QPolygonF way{from};
    std::size_t corner = 0;
    while (corner + 1 < steps.size()) {
        std::size_t furthest = corner + 1;
        for (std::size_t j = steps.size() - 1; j > corner + 1; --j) {
            if (clear(steps[corner], steps[j])) {
                furthest = j;
                break;
            }
        }
        way << steps[furthest];
        corner = furthest;
    }
    return way;
}

std::vector<QLineF> AreaBorders::waterGaps(AreaIndex a, AreaIndex b) const
{
    const auto shoreA = m_shores.constFind(a);
    const auto shoreB = m_shores.constFind(b);
    if (shoreA == m_shores.cend() || shoreB == m_shores.cend())
        return {};
    std::vector<std::pair<qreal, QLineF>> pairs;
    pairs.reserve(static_cast<std::size_t>(shoreA->size() * shoreB->size()));
    for (const QPointF &from : *shoreA) {
        for (const QPointF &to : *shoreB) {
            const QPointF d = to - from;
            pairs.emplace_back(d.x() * d.x() + d.y() * d.y(), QLineF(from, to));
        }
    }
    // Sorted only as far as needed: the layer is drawn again after every edit.
    const auto nearer = [](const auto &x, const auto &y) { return x.first < y.first; };
    const auto head = pairs.begin() + std::min<std::ptrdiff_t>(2000, std::ssize(pairs));
    if (head != pairs.end())
        std::nth_element(pairs.begin(), head, pairs.end(), nearer);
    std::sort(pairs.begin(), head, nearer);
    // The nearest few over water alone, each a little apart from those before (another place
    // for a name to be clear of).
    std::vector<QLineF> gaps;
    const qreal apart = m_reach / 2;
    // The nearest thousands at most: provinces whose every way crosses a third are far apart.
    const auto last = pairs.begin() + std::min<std::ptrdiff_t>(8000, std::ssize(pairs));
    for (auto it = pairs.begin(); it != last && gaps.size() < 12; ++it) {
        if (it == head && !gaps.empty())
            break;
        if (it == head) {
            if (last != pairs.end())
                std::nth_element(head, last, pairs.end(), nearer);
            std::sort(head, last, nearer);
        }
        const QLineF &line = it->second;
        const bool near = std::any_of(gaps.begin(), gaps.end(), [&](const QLineF &gap) {
            return QLineF(gap.p1(), line.p1()).length() < apart ||
                   QLineF(gap.p2(), line.p2()).length() < apart;
        });
        if (!near && pointsOverThird(line, a, b) == 0)
            gaps.push_back(line);
    }
    return gaps;
}

std::optional<QLineF> AreaBorders::reachedInland(const QLineF &gap, AreaIndex a, AreaIndex b) const
{
    const QPointF along = gap.length() > 0 ? unit(gap.p2() - gap.p1()) : QPointF();
    // As far as half a sea link's mark into the province, all of it over that province.
    const auto inland = [&](QPointF coast, QPointF inward,
                            AreaIndex area) -> std::optional<QPointF> {
        for (qreal reach = m_reach / 2; reach >= m_inset / 4; reach /= 2) {
            const QPointF end = coast + inward * reach;
            bool inside = true;
            walkMask(QLineF(coast + inward * (m_inset / 4), end),
                     [&](AreaIndex under) { inside = inside && under == area; });
            // A pixel of the mask deep at least: the mask is coarser than the outline.
            const QPoint pixel = m_toMask.map(end).toPoint();
            for (const QPoint side : {QPoint(1, 0), QPoint(-1, 0), QPoint(0, 1), QPoint(0, -1)})
                inside =
                    inside && m_mask.contains(pixel + side) && areaOnMask(pixel + side) == area;
            if (inside)
                return end;
        }
        return std::nullopt;
    };
    const auto from = inland(gap.p1(), -along, a);
    const auto to = inland(gap.p2(), along, b);
    if (!from || !to)
        return std::nullopt;
    return QLineF(*from, *to);
}

QLineF AreaBorders::markAt(const CoastPoint &coast) const
{
    return QLineF(coast.point - coast.outward * m_inset, coast.point + coast.outward * coast.water);
}

} // namespace vinci
