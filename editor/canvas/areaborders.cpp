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
/** How far the mark reaches on each side of the coast. */
constexpr qreal markReach = 1.0 / 90;
/** The land mask's width in pixels: a few of the drawing's pixels each at any size. */
constexpr int maskWidth = 800;

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

    for (AreaIndex area = 0; area < count; ++area) {
        const AreaKind kind = areas[static_cast<std::size_t>(area)].kind;
        const QPainterPath &outline = outlines.outline(area);
        if (outline.isEmpty())
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
                    if (!faced || *faced == area)
                        continue;
                    const AreaKind facedKind = areas[static_cast<std::size_t>(*faced)].kind;
                    if (facedKind == kind)
                        m_borders[key(area, *faced)].push_back(point);
                    else if (kind == AreaKind::Land)
                        m_coasts[{area, *faced}].push_back({point, outward});
                }
            }
        }
    }
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

std::optional<QLineF> AreaBorders::mark(AreaIndex province, AreaIndex sea, QPointF near) const
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
