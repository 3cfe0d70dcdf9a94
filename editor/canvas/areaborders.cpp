#include "areaborders.h"

#include "provinceoutlines.h"

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

    // Where land is, painted once, for lines to be checked point by point at no cost.
    const qreal scale = maskWidth / bounds.width();
    m_land =
        QImage(maskWidth, std::max(1, qCeil(bounds.height() * scale)), QImage::Format_Grayscale8);
    m_land.fill(0);
    m_toMask = QTransform::fromScale(scale, scale).translate(-bounds.left(), -bounds.top());
    QPainter painter(&m_land);
    painter.setTransform(m_toMask);
    painter.setPen(Qt::NoPen);
    painter.setBrush(Qt::white);
    for (AreaIndex area = 0; area < count; ++area) {
        if (areas[static_cast<std::size_t>(area)].kind == AreaKind::Land)
            painter.drawPath(outlines.outline(area));
    }
    painter.end();

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
                    if (otherKind != kind && kind == AreaKind::Land)
                        m_coasts[{area, *other}].push_back(
                            {point, outward, waterFrom(point, outward, area, *other)});
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

int AreaBorders::pointsOverOther(const QLineF &segment, AreaKind kind) const
{
    if (m_land.isNull())
        return 0;
    const QLineF onMask = m_toMask.map(segment);
    // Every other pixel of the mask, at most a few hundred points.
    const int steps = std::clamp(static_cast<int>(onMask.length() / 2), 1, 400);
    int over = 0;
    for (int k = 0; k <= steps; ++k) {
        const QPoint pixel = onMask.pointAt(static_cast<qreal>(k) / steps).toPoint();
        if (!m_land.rect().contains(pixel))
            continue;
        const bool land = m_land.constScanLine(pixel.y())[pixel.x()] != 0;
        over += land == (kind == AreaKind::Sea) ? 1 : 0;
    }
    return over;
}

QLineF AreaBorders::markAt(const CoastPoint &coast) const
{
    return QLineF(coast.point - coast.outward * m_inset, coast.point + coast.outward * coast.water);
}

} // namespace vinci
