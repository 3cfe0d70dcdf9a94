#include "board/markerplacement.h"

#include "board/provincemarkeritem.h"
#include "mapscene.h"

namespace vinci {

MarkerPlacement::MarkerPlacement(AreaVector<QPainterPath> outlines, qreal cellSize)
    : m_outlines(std::move(outlines))
    , m_rooms(m_outlines.size())
    , m_cellSize(cellSize)
{}

const OutlineRoom &MarkerPlacement::roomFor(AreaIndex area, QSizeF box, bool finest)
{
    int grain = 0;
    while (!finest && grain + 1 < grains && box.height() >= 8 * m_cellSize * (1 << (grain + 1)))
        ++grain;
    auto &room = m_rooms[area][static_cast<std::size_t>(grain)];
    if (!room)
        room = std::make_unique<OutlineRoom>(m_outlines[area], m_cellSize * (1 << grain));
    return *room;
}

void MarkerPlacement::place(ProvinceMarkerItem &marker, qreal zoom,
                            const AreaVector<DrawnName> &names, QPointF fallback)
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
        const QRectF &name = names[other].block;
        if (other != area && !name.isNull() && name.intersects(province))
            others.push_back(name);
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
    const auto tryAt = [&](MarkerDetail detail, qreal pixels, std::vector<QRectF> obstacles,
                           qreal layer = MapLayer::Tokens) {
        const QRectF bounds = marker.boundsAt(detail);
        const qreal clearance = pixels / zoom;
        const QSizeF box(bounds.width() / zoom + 2 * clearance,
                         bounds.height() / zoom + 2 * clearance);
        for (QRectF &obstacle : obstacles)
            obstacle.adjust(-clearance, -clearance, clearance, clearance);
        // Coarse cells first (quick, but they miss the tightest places), then the finest.
        const OutlineRoom &coarse = roomFor(area, box, false);
        const OutlineRoom &finest = roomFor(area, box, true);
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
    QSizeF tried;
    MarkerDetail smallest = MarkerDetail::Hidden;
    for (int level = 0; level < static_cast<int>(MarkerDetail::Hidden); ++level) {
        const auto detail = static_cast<MarkerDetail>(level);
        const QSizeF size = marker.boundsAt(detail).size();
        if (size.isEmpty())
            continue;
        smallest = detail;
        if (size == tried) // the same tokens as the level before: no room there either
            continue;
        tried = size;
        if (tryAt(detail, margin, allNames))
            return;
    }
    // Every level meets a name: the smallest without the margin, clear of every name still
    // (the names leave each province a room that size at the fit zoom: clearNames()); else
    // over the province's own badges, else over an end of its own name, else anywhere over it,
    // up to the border, and over them (the count stays readable; the tooltip tells the rest);
    // never over another province's name.
    if (smallest != MarkerDetail::Hidden) {
        if (tryAt(smallest, 0, allNames))
            return;
        const qreal overNames = MapLayer::Labels + 1;
        for (const qreal kept : {1.0, 0.5, 0.0}) {
            std::vector<QRectF> obstacles = others;
            if (!own.text.isNull() && kept > 0) {
                const qreal cut = own.text.width() * (1 - kept) / 2;
                obstacles.push_back(own.text.adjusted(cut, 0, -cut, 0));
            }
            if (tryAt(smallest, 0, obstacles, overNames))
                return;
        }
    }
    marker.setDetail(MarkerDetail::Hidden);
}

} // namespace vinci
