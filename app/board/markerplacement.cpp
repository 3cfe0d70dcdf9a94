#include "board/markerplacement.h"

#include "board/provincemarkeritem.h"
#include "mapscene.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <optional>
#include <vector>

namespace vinci {

MarkerPlacement::MarkerPlacement(AreaVector<QPainterPath> outlines, qreal cellSize)
    : m_outlines(std::move(outlines))
    , m_rooms(m_outlines.size())
    , m_parts(m_outlines.size())
    , m_cellSize(cellSize)
{}

const OutlineRoom &MarkerPlacement::roomFor(AreaIndex area, int part, QSizeF box, bool finest)
{
    int grain = 0;
    while (!finest && grain + 1 < grains && box.height() >= 8 * m_cellSize * (1 << (grain + 1)))
        ++grain;
    Rooms &rooms = part < 0 ? m_rooms[area] : m_partRooms[{area, part}];
    auto &room = rooms[static_cast<std::size_t>(grain)];
    if (!room) {
        const QPainterPath &outline =
            part < 0 ? m_outlines[area] : parts(area)[static_cast<std::size_t>(part)];
        room = std::make_unique<OutlineRoom>(outline, m_cellSize * (1 << grain));
    }
    return *room;
}

const std::vector<QPainterPath> &MarkerPlacement::parts(AreaIndex area)
{
    std::vector<QPainterPath> &pieces = m_parts[area];
    if (pieces.empty()) {
        // Qt merges the polygons that overlap (an outline and its holes) into one piece.
        const QPainterPath &outline = m_outlines[area];
        for (const QPolygonF &polygon : outline.toFillPolygons()) {
            QPainterPath piece;
            piece.setFillRule(outline.fillRule());
            piece.addPolygon(polygon);
            pieces.push_back(piece);
        }
    }
    return pieces;
}

int MarkerPlacement::partAt(AreaIndex area, QPointF point)
{
    const std::vector<QPainterPath> &pieces = parts(area);
    if (pieces.size() < 2)
        return -1;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        if (pieces[i].contains(point))
            return static_cast<int>(i);
    }
    // A name beside its province (on the water by its coast): the piece nearest to it.
    int nearest = -1;
    qreal nearestDistance = std::numeric_limits<qreal>::max();
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const QRectF box = pieces[i].boundingRect();
        const qreal dx = std::max({box.left() - point.x(), 0.0, point.x() - box.right()});
        const qreal dy = std::max({box.top() - point.y(), 0.0, point.y() - box.bottom()});
        if (const qreal distance = std::hypot(dx, dy); distance < nearestDistance) {
            nearestDistance = distance;
            nearest = static_cast<int>(i);
        }
    }
    return nearest;
}

void MarkerPlacement::place(ProvinceMarkerItem &marker, qreal zoom,
                            const AreaVector<DrawnName> &names, QPointF fallback,
                            const std::vector<QRectF> &rows)
{
    const AreaIndex area = marker.areaIndex();
    if (marker.isEmpty() || !m_outlines.contains(area) || zoom <= 0) {
        marker.setDetail(MarkerDetail::Hidden);
        return;
    }
    // The names a row could meet: those over the province, its own apart.
    const QRectF province = m_outlines[area].boundingRect();
    std::vector<QRectF> others;
    for (const AreaIndex other : names.areas()) {
        for (const QRectF &name : {names[other].block, names[other].badges}) {
            if (other != area && !name.isNull() && name.intersects(province))
                others.push_back(name);
        }
    }
    const DrawnName own = names.contains(area) ? names[area] : DrawnName{};
    // Just under the name: the name keeps its place, the pawns follow it.
    const auto preferredCentre = [&](QSizeF box) {
        return own.block.isNull()
                   ? fallback
                   : QPointF(own.block.center().x(), own.block.bottom() + box.height() / 2);
    };
    // A row of `detail` in scene units (it keeps its size in pixels), `pixels` clear all round,
    // at the place nearest under the name that meets none of `obstacles`; true if there is one.
    int part = -1; // the whole province, or the piece that holds its name
    const auto tryAt = [&](MarkerDetail detail, qreal pixels, std::vector<QRectF> obstacles,
                           qreal layer = MapLayer::Tokens) {
        const QRectF bounds = marker.boundsAt(detail);
        const qreal clearance = pixels / zoom;
        const QSizeF box(bounds.width() / zoom + 2 * clearance,
                         bounds.height() / zoom + 2 * clearance);
        for (QRectF &obstacle : obstacles)
            obstacle.adjust(-clearance, -clearance, clearance, clearance);
        // Coarse cells first (quick, but they miss the tightest places), then the finest.
        const OutlineRoom &coarse = roomFor(area, part, box, false);
        const OutlineRoom &finest = roomFor(area, part, box, true);
        auto centre = coarse.place(box, preferredCentre(box), obstacles);
        if (!centre && &finest != &coarse)
            centre = finest.place(box, preferredCentre(box), obstacles);
        if (!centre)
            return false;
        marker.setDetail(detail);
        marker.setPos(*centre - bounds.center() / zoom);
        marker.setZValue(layer);
        return true;
    };

    std::vector<QRectF> allNames = others;
    if (!own.block.isNull())
        allNames.push_back(own.block);
    if (!own.badges.isNull())
        allNames.push_back(own.badges);
    // In the most detail that clears every name, its own too, else the smallest without the
    // margin; in `part`. A row never lies over a name (the walks: "Hu1gary", "Sw1tz.", Thr.'s
    // port under its pawn): where none fits, the last resort below.
    MarkerDetail smallest = MarkerDetail::Hidden;
    const auto placeInPart = [&] {
        QSizeF tried;
        for (int level = 0; level <= static_cast<int>(MarkerDetail::Minimal); ++level) {
            const auto detail = static_cast<MarkerDetail>(level);
            const QSizeF size = marker.boundsAt(detail).size();
            if (size.isEmpty())
                continue;
            smallest = detail;
            if (size == tried) // the same tokens as the level before: no room there either
                continue;
            tried = size;
            if (tryAt(detail, margin, allNames))
                return true;
        }
        return smallest != MarkerDetail::Hidden && tryAt(smallest, 0, allNames);
    };
    // A province in pieces: the piece that holds its name (or its deepest point) first, then
    // the whole (a row on a nameless islet reads as another province's).
    int named = own.text.isNull() ? -1 : partAt(area, own.text.center());
    if (named < 0)
        named = partAt(area, fallback);
    part = named;
    if (part >= 0 && placeInPart())
        return;
    part = -1;
    if (placeInPart())
        return;
    // No row has room inside clear of the names (a province thinner than a token at this zoom,
    // or one its name fills): the smallest row all the same, over the province's deepest point
    // or the nearest place to it, its centre inside the province, where it meets no other row
    // and no name (its box may reach over the border), above the names; else where it meets no
    // other province's name, and the province's own name gives way to it there
    // (GameScene::placeMarkers): its pawns and a target's cost matter more than a name its
    // tooltip tells (the walks: Portugal, the Low Countries, Denmark showed no cost at the fit
    // zoom, Hellas and Latium no pawns; "Hu1gary", Belgium's name under its cost).
    if (smallest != MarkerDetail::Hidden) {
        const QRectF bounds = marker.boundsAt(smallest);
        const QSizeF box = bounds.size() / zoom;
        // The row centred nearest `fallback`, on rings a few pixels apart out to `reach`.
        const auto nearest = [&](const std::vector<QRectF> &obstacles,
                                 qreal reach) -> std::optional<QPointF> {
            const auto clear = [&](QPointF centre) {
                const QRectF row(centre - QPointF(box.width(), box.height()) / 2, box);
                return std::none_of(
                           obstacles.begin(), obstacles.end(),
                           [&](const QRectF &obstacle) { return obstacle.intersects(row); }) &&
                       m_outlines[area].contains(centre);
            };
            if (clear(fallback))
                return fallback;
            const qreal step = 3 / zoom;
            for (qreal radius = step; radius <= reach; radius += step) {
                const int directions =
                    std::clamp(static_cast<int>(2 * std::numbers::pi * radius / step), 8, 48);
                for (int d = 0; d < directions; ++d) {
                    const qreal angle = 2 * std::numbers::pi * d / directions;
                    const QPointF centre =
                        fallback + radius * QPointF(std::cos(angle), std::sin(angle));
                    if (clear(centre))
                        return centre;
                }
            }
            return std::nullopt;
        };
        // Every other name, those beyond the province's box too: the row may reach over it.
        std::vector<QRectF> obstacles = rows;
        for (const AreaIndex other : names.areas()) {
            for (const QRectF &name : {names[other].block, names[other].badges}) {
                if (other != area && !name.isNull())
                    obstacles.push_back(name);
            }
        }
        if (!own.badges.isNull())
            obstacles.push_back(own.badges);
        const qreal rowReach = std::max(box.width(), box.height());
        std::optional<QPointF> centre;
        if (!own.block.isNull()) {
            std::vector<QRectF> withOwn = obstacles;
            withOwn.push_back(own.block);
            centre = nearest(withOwn, rowReach + std::hypot(own.block.width(), own.block.height()));
        }
        if (!centre)
            centre = nearest(obstacles, rowReach);
        marker.setDetail(smallest);
        marker.setPos(centre.value_or(fallback) - bounds.center() / zoom);
        marker.setZValue(MapLayer::Labels + 1);
        return;
    }
    // No row at all, but a hint changes the province: its number alone, inside if it fits,
    // else over the province's deepest point, above the names (the hint lasts a moment, and
    // the person asked to see it; the river provinces' "+9" were missing).
    if (marker.marks().advisedChange != 0) {
        const qreal overNames = MapLayer::Labels + 1;
        if (tryAt(MarkerDetail::Advice, 0, others, overNames))
            return;
        marker.setDetail(MarkerDetail::Advice);
        marker.setPos(fallback - marker.boundsAt(MarkerDetail::Advice).center() / zoom);
        marker.setZValue(overNames);
        return;
    }
    marker.setDetail(MarkerDetail::Hidden);
}

} // namespace vinci
