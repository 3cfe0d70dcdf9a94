#include "nameclearance.h"

#include "outlineroom.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace vinci {

namespace {

// Pixels kept between a name's halo and a token room (the game's margin), and so between the
// halos of two names.
constexpr qreal namePadding = 2;
// A moved name is looked for on rings around its area's deepest point, this share of a drawn
// line apart, out to this many lines: far enough to leave a small country and reach the sea
// or a neighbour's empty corner, near enough to be read as its name.
constexpr qreal ringStepLines = 0.5;
constexpr qreal searchReachLines = 6;
// A name with no place within reach tries again this many pixels smaller on screen.
constexpr qreal crowdedStep = 1.25;
// A name with no place at all is drawn from this many times the scale it was cleared at.
constexpr qreal hiddenUntilZoomed = 1.5;
constexpr int ringDirections = 24;
// Token rooms are found in cells of this share of the smallest room: fine enough for the
// thinnest province a token fits in (a box must lie in whole cells).
constexpr qreal roomCellShare = 1.0 / 24;

bool meets(const QRectF &rect, const std::vector<QRectF> &obstacles)
{
    return std::any_of(obstacles.begin(), obstacles.end(),
                       [&](const QRectF &obstacle) { return rect.intersects(obstacle); });
}

} // namespace

qreal drawnNameSize(const LabelLayout &layout, qreal scale)
{
    if (scale <= 0)
        return layout.fontSize;
    return std::clamp(layout.fontSize, layout.screenFloor / scale,
                      NameScreenSize::maximumPixels / scale);
}

QRectF drawnNameRect(const LabelLayout &layout, qreal scale)
{
    if (layout.fontSize <= 0 || scale < layout.shownFromScale)
        return {};
    return layout.block.rect(layout.anchor, drawnNameSize(layout, scale));
}

ClearedNames clearNames(const std::vector<LabelLayout> &layouts,
                        const std::vector<std::vector<LabelBlock>> &blocks,
                        const std::vector<AreaData> &areas,
                        const std::vector<QPainterPath> &outlines,
                        const std::vector<OutlineGeometry> &geometry, const QRectF &documentRect,
                        qreal scale)
{
    const std::size_t count = layouts.size();
    ClearedNames cleared{layouts, std::vector<QRectF>(count), std::vector<bool>(count, false),
                         std::vector<bool>(count, false)};
    if (scale <= 0)
        return cleared;
    // A name's halo reaches a fifth of its size beyond the glyphs (AreaLabelItem's bounding
    // rectangle), and the game keeps its tokens a margin further (MarkerPlacement::margin).
    const auto padded = [scale](QRectF rect, const LabelLayout &layout) {
        const qreal reach = 0.2 * drawnNameSize(layout, scale) + namePadding / scale;
        return rect.adjusted(-reach, -reach, reach, reach);
    };
    const auto named = [&](std::size_t i) { return layouts[i].fontSize > 0; };
    const auto land = [&](std::size_t i) {
        return areas[i].kind == AreaKind::Land && !outlines[i].isEmpty();
    };
    // Drawn at its planned size, a name lies inside its own area: it need not move.
    const auto enlarged = [&](std::size_t i) {
        return drawnNameSize(layouts[i], scale) > layouts[i].fontSize * 1.001 || !layouts[i].fits;
    };

    const qreal room = tokenRoomPixels / scale;
    const qreal roomCell = tightTokenRoomPixels / scale * roomCellShare;
    // The token room nearest `preferred` clear of `obstacles`, if the province has one; in a
    // province too small for it, the token alone (the game's last resort keeps no margin).
    const auto roomFor = [&](std::size_t i, QPointF preferred,
                             const std::vector<QRectF> &obstacles) -> QRectF {
        const OutlineRoom cells(outlines[i], roomCell);
        for (const qreal side : {room, tightTokenRoomPixels / scale}) {
            if (const auto centre = cells.place(QSizeF(side, side), preferred, obstacles))
                return {centre->x() - side / 2, centre->y() - side / 2, side, side};
        }
        return {};
    };
    const auto under = [&](const QRectF &name) {
        return QPointF(name.center().x(), name.bottom() + room / 2);
    };

    // By area: its name where it is drawn (padded by its halo), its token room; null: none yet.
    std::vector<QRectF> names(count);
    std::vector<QRectF> &rooms = cleared.tokenRooms;
    const auto obstacles = [&](std::size_t except, bool withRooms) {
        std::vector<QRectF> all;
        for (std::size_t k = 0; k < count; ++k) {
            if (k != except && !names[k].isNull())
                all.push_back(names[k]);
            if (withRooms && k != except && !rooms[k].isNull())
                all.push_back(rooms[k]);
        }
        return all;
    };
    const auto nameAt = [&](const LabelLayout &layout) {
        return padded(drawnNameRect(layout, scale), layout);
    };

    // 1. The names that stay where planned: drawn at their planned size, inside their own
    // areas.
    std::vector<std::size_t> pending;
    for (std::size_t i = 0; i < count; ++i) {
        if (!named(i))
            continue;
        if (!enlarged(i))
            names[i] = nameAt(layouts[i]);
        else
            pending.push_back(i);
    }
    // 2. Their provinces' token rooms, under the names (a province its name fills has none:
    // its tokens lie over its name, as the designer's size for it wants).
    std::vector<std::size_t> movers;
    for (std::size_t i = 0; i < count; ++i) {
        if (!land(i) || (named(i) && names[i].isNull()))
            continue;
        std::vector<QRectF> around = obstacles(i, false);
        if (!names[i].isNull())
            around.push_back(names[i]);
        rooms[i] = roomFor(i, names[i].isNull() ? layouts[i].pole.centre : under(names[i]), around);
    }
    // 3. The names drawn larger than planned, largest area first: each stays where it is
    // when it meets no name and no token room there and leaves its province room for its own.
    std::stable_sort(pending.begin(), pending.end(), [&](std::size_t a, std::size_t b) {
        return layouts[a].pole.radius > layouts[b].pole.radius;
    });
    for (const std::size_t i : pending) {
        const QRectF name = nameAt(layouts[i]);
        std::vector<QRectF> around = obstacles(i, true);
        if (documentRect.contains(name) && !meets(name, around)) {
            around.push_back(name);
            const QRectF tokens = land(i) ? roomFor(i, under(name), around) : QRectF();
            if (!land(i) || !tokens.isNull()) {
                names[i] = name;
                rooms[i] = tokens;
                continue;
            }
        }
        movers.push_back(i);
    }
    // 4. The provinces whose names move keep their token rooms at their deepest points, all
    // of them before any name moves, so that no name takes another's room.
    // A province smaller than a token keeps the place at its deepest point all the same: the
    // name leaves it, and the token drawn there when the zoom makes room covers no name.
    for (const std::size_t i : movers) {
        if (!land(i))
            continue;
        rooms[i] = roomFor(i, layouts[i].pole.centre, obstacles(i, true));
        if (rooms[i].isNull()) {
            const qreal side = tightTokenRoomPixels / scale;
            const QPointF deepest = layouts[i].pole.centre;
            rooms[i] = {deepest.x() - side / 2, deepest.y() - side / 2, side, side};
        }
    }
    // Read as the name of the land it lies on: on its own area or on the water beside it
    // (within `reach` of it), never centred on another province; a hairline gap between two
    // provinces (a drawing traced by hand) is no water.
    const auto readAsOwn = [&](std::size_t i, QPointF point, qreal reach, qreal gap) {
        if (geometry[i].signedDistance(point) < -reach)
            return false;
        for (std::size_t k = 0; k < count; ++k) {
            if (k != i && land(k) &&
                geometry[k].boundingRect().adjusted(-gap, -gap, gap, gap).contains(point) &&
                geometry[k].signedDistance(point) > -gap)
                return false;
        }
        return true;
    };
    // 5. Then each name, the smallest area first (it has the least choice), at the nearest
    // place around where it was planned (the map's anchor, else the area's deepest point) where
    // it meets no name and no token room, on one line or two; where none is near enough, a
    // little smaller on screen.
    std::stable_sort(movers.begin(), movers.end(), [&](std::size_t a, std::size_t b) {
        return layouts[a].pole.radius < layouts[b].pole.radius;
    });
    for (std::size_t m = 0; m < movers.size(); ++m) {
        const std::size_t i = movers[m];
        LabelLayout &layout = cleared.layouts[i];
        std::vector<QRectF> around = obstacles(i, true);
        if (!rooms[i].isNull())
            around.push_back(rooms[i]);
        // Nor where a name still to move is planned: it may have to stay there.
        for (std::size_t later = m + 1; later < movers.size(); ++later)
            around.push_back(nameAt(layouts[movers[later]]));
        const std::vector<LabelBlock> &ways =
            blocks[i].empty() ? std::vector<LabelBlock>{layout.block} : blocks[i];
        const QPointF centre = layout.anchor;
        const int rings = static_cast<int>(std::ceil(searchReachLines / ringStepLines));
        bool found = false;
        for (qreal floor = NameScreenSize::minimumPixels;
             !found && floor >= NameScreenSize::crowdedPixels - 0.01; floor -= crowdedStep) {
            LabelLayout trial = layout;
            trial.screenFloor = floor;
            const qreal size = drawnNameSize(trial, scale);
            const qreal lineHeight = layout.block.unitLineHeight() * size;
            const qreal step = ringStepLines * lineHeight;
            const qreal gap = namePadding / scale;
            for (int ring = 0; ring <= rings && !found; ++ring) {
                const qreal radius = ring * step;
                const int directions = ring == 0 ? 1 : ringDirections;
                // Of the places this near, the one deepest in its own area (read as its
                // name), one line before two.
                qreal bestDepth = -std::numeric_limits<qreal>::infinity();
                for (int d = 0; d < directions; ++d) {
                    const qreal angle = 2 * std::numbers::pi * d / directions;
                    const QPointF anchor =
                        centre + QPointF(radius * std::cos(angle), radius * std::sin(angle));
                    if (!readAsOwn(i, anchor, lineHeight, gap))
                        continue;
                    for (const LabelBlock &way : ways) {
                        const QRectF name = padded(way.rect(anchor, size), trial);
                        if (!documentRect.contains(name) || meets(name, around))
                            continue;
                        const qreal depth = geometry[i].signedDistance(anchor) -
                                            (way.lines().size() > 1 ? step : 0);
                        if (depth > bestDepth) {
                            bestDepth = depth;
                            trial.anchor = anchor;
                            trial.block = way;
                            found = true;
                        }
                    }
                }
            }
            if (found) {
                trial.radius = std::max<qreal>(geometry[i].signedDistance(trial.anchor), 0);
                layout = trial;
                cleared.moved[i] = true;
            }
        }
        if (!found) {
            // Nowhere free near its area, even smaller. Where it was planned, if it meets no
            // other name there (its tokens then lie over it); else drawn from a closer zoom,
            // where names take less of the map, rather than over another name.
            std::vector<QRectF> others = obstacles(i, false);
            if (meets(nameAt(layout), others)) {
                layout.shownFromScale = scale * hiddenUntilZoomed;
                cleared.hidden[i] = true;
                rooms[i] = QRectF();
                continue;
            }
            rooms[i] = QRectF();
        }
        names[i] = nameAt(layout);
    }
    return cleared;
}

} // namespace vinci
