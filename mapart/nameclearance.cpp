#include "nameclearance.h"

#include "landcoverage.h"
#include "outlineroom.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <numbers>
#include <optional>
#include <tuple>

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
// A name set beside its province (placeBeside) is looked for this far from the province's
// deepest point, in pixels, in this many directions: a leader longer than that reads as
// belonging to no one.
constexpr qreal leaderReachPixels = 160;
constexpr int leaderDirections = 32;
// A leader costs its length in pixels, and this much more for each pixel over another
// province: a longer line over the sea reads better than a short one across a neighbour.
constexpr qreal leaderCrossingCost = 3;
// Nor does it cross more of other provinces than this, in pixels: a line over two countries
// to a far sea reads as neither's.
constexpr qreal leaderCrossingPixels = 60;
// How much nearer than its ring a name's edge can lie (half a long name's width): rings
// farther than the best leader found by more than this cannot beat it.
constexpr qreal leaderSlackPixels = 60;
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
                        const std::vector<std::vector<LabelBlock>> &shortBlocks,
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
    // The map's designer set where its name goes (map.json's "label").
    const auto designed = [&](std::size_t i) { return areas[i].label.has_value(); };
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
    // 2. Their provinces' token rooms, under the names. A province its name fills moves the
    // name (below), smaller, shorter or beside it: a token must never hide it.
    std::vector<std::size_t> movers;
    std::vector<std::size_t> filled;
    for (std::size_t i = 0; i < count; ++i) {
        if (!land(i) || (named(i) && names[i].isNull()))
            continue;
        std::vector<QRectF> around = obstacles(i, false);
        if (!names[i].isNull())
            around.push_back(names[i]);
        rooms[i] = roomFor(i, names[i].isNull() ? layouts[i].pole.centre : under(names[i]), around);
        if (rooms[i].isNull() && !names[i].isNull() && !designed(i))
            filled.push_back(i);
    }
    for (const std::size_t i : filled) {
        names[i] = QRectF();
        movers.push_back(i);
    }
    // Which province covers each pixel at this scale: where a name reads as its own.
    std::vector<QPainterPath> landOnly(count);
    for (std::size_t k = 0; k < count; ++k) {
        if (land(k))
            landOnly[k] = outlines[k];
    }
    const LandCoverage coverage(landOnly, documentRect, scale);
    // 3. The names drawn larger than planned, largest area first: each stays where it is
    // when it meets no name and no token room there and leaves its province room for its own.
    std::stable_sort(pending.begin(), pending.end(), [&](std::size_t a, std::size_t b) {
        return layouts[a].pole.radius > layouts[b].pole.radius;
    });
    for (const std::size_t i : pending) {
        const QRectF name = nameAt(layouts[i]);
        std::vector<QRectF> around = obstacles(i, true);
        // A province's name drawn larger than its province stays only where it lies on its
        // province and the water, never on a neighbour.
        const bool attached =
            !land(i) || designed(i) ||
            coverage.isAttached(
                layouts[i].block.rect(layouts[i].anchor, drawnNameSize(layouts[i], scale)), i);
        if (attached && documentRect.contains(name) && !meets(name, around)) {
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
    // The screen sizes a moved name tries, largest first: the minimum, then a little smaller.
    std::vector<qreal> floors;
    for (qreal floor = NameScreenSize::minimumPixels; floor >= NameScreenSize::crowdedPixels - 0.01;
         floor -= crowdedStep)
        floors.push_back(floor);
    // The whole name's ways, then its short forms' (an atlas abbreviates only for want of room).
    const auto waysOf = [&](std::size_t i) {
        std::vector<std::vector<LabelBlock>> groups{
            blocks[i].empty() ? std::vector<LabelBlock>{layouts[i].block} : blocks[i]};
        if (i < shortBlocks.size() && !shortBlocks[i].empty())
            groups.push_back(shortBlocks[i]);
        return groups;
    };
    const auto inflated = [](std::vector<QRectF> rects, qreal reach) {
        for (QRectF &rect : rects)
            rect.adjust(-reach, -reach, reach, reach);
        return rects;
    };
    // A land province's name inside the province, nearest to where it was planned, clear of
    // every other name and token room, leaving room for its own tokens: the whole name as
    // small as the crowded size, then its short forms.
    const auto placeInside = [&](std::size_t i, LabelLayout &layout,
                                 const std::vector<LabelBlock> &ways) {
        const std::vector<QRectF> around = obstacles(i, true);
        const OutlineRoom cells(outlines[i], 1 / scale);
        // The name's glyphs centred on `centre`, with the token room `tokens`, if both lie
        // inside the province clear of everything else.
        const auto accept = [&](LabelLayout trial, const LabelBlock &way, QPointF centre,
                                qreal size, qreal reach, QRectF tokens) {
            const QRectF text = way.rect(centre, size);
            const QRectF name = text.adjusted(-reach, -reach, reach, reach);
            if (!documentRect.contains(name) || !geometry[i].contains(text) || meets(name, around))
                return false;
            std::vector<QRectF> withName = around;
            withName.push_back(name);
            // A room laid edge to edge with the name meets it by rounding only.
            const qreal rounding = 0.01 / scale;
            if (tokens.isNull())
                tokens = roomFor(i, under(name), withName);
            else if (meets(tokens.adjusted(rounding, rounding, -rounding, -rounding), withName) ||
                     !geometry[i].contains(tokens))
                return false;
            if (tokens.isNull())
                return false;
            trial.anchor = centre;
            trial.block = way;
            trial.radius = std::max<qreal>(geometry[i].signedDistance(centre), 0);
            layout = trial;
            rooms[i] = tokens;
            return true;
        };
        {
            for (const qreal floor : floors) {
                LabelLayout trial = layout;
                trial.screenFloor = floor;
                const qreal size = drawnNameSize(trial, scale);
                const qreal reach = 0.2 * size + namePadding / scale;
                const std::vector<QRectF> clear = inflated(around, reach);
                for (const LabelBlock &way : ways) {
                    const QSizeF glyphs = way.rect(QPointF(), size).size();
                    // The name nearest where it was planned, its tokens where room is left.
                    if (const auto centre = cells.place(glyphs, layout.anchor, clear);
                        centre && accept(trial, way, *centre, size, reach, {}))
                        return true;
                    // Else name and tokens as one block, the tokens under, over or beside the
                    // name's glyphs (its halo may reach over the border, not over the tokens):
                    // a province barely larger than both.
                    for (const qreal side : {room, tightTokenRoomPixels / scale}) {
                        const QSizeF below(std::max(glyphs.width(), side),
                                           glyphs.height() + reach + side);
                        const QSizeF beside(glyphs.width() + reach + side,
                                            std::max(glyphs.height(), side));
                        const qreal down = (reach + side) / 2;
                        const qreal across = (reach + side) / 2;
                        const qreal overY = (glyphs.height() + reach) / 2;
                        const qreal overX = (glyphs.width() + reach) / 2;
                        // The name's centre and the room's within the block, from its centre.
                        const std::array<std::tuple<QSizeF, QPointF, QPointF>, 4> arrangements{{
                            {below, {0, -down}, {0, overY}},
                            {below, {0, down}, {0, -overY}},
                            {beside, {-across, 0}, {overX, 0}},
                            {beside, {across, 0}, {-overX, 0}},
                        }};
                        for (const auto &[box, nameOffset, roomAt] : arrangements) {
                            const auto centre =
                                cells.place(box, layout.anchor - nameOffset, around);
                            if (!centre)
                                continue;
                            const QPointF roomCentre = *centre + roomAt;
                            const QRectF tokens(roomCentre.x() - side / 2,
                                                roomCentre.y() - side / 2, side, side);
                            if (accept(trial, way, *centre + nameOffset, size, reach, tokens))
                                return true;
                        }
                    }
                }
            }
        }
        return false;
    };
    // Else the name off the land (at sea, or beyond the coast), as near as there is room,
    // joined to the province's deepest point (where its tokens stand) by a leader line that
    // crosses as little of other provinces and no other name.
    const auto placeBeside = [&](std::size_t i, LabelLayout &layout,
                                 const std::vector<LabelBlock> &ways) {
        std::vector<QRectF> around = obstacles(i, true);
        if (!rooms[i].isNull())
            around.push_back(rooms[i]);
        const QPointF target = layouts[i].pole.centre;
        const auto crossesAName = [&](QPointF from) {
            const qreal length = std::hypot(target.x() - from.x(), target.y() - from.y()) * scale;
            const int steps = std::max(1, static_cast<int>(std::ceil(length)));
            for (int s = 1; s < steps; ++s) {
                const QPointF p = from + (target - from) * (static_cast<qreal>(s) / steps);
                for (std::size_t k = 0; k < count; ++k) {
                    if (k != i && names[k].contains(p))
                        return true;
                }
            }
            return false;
        };
        {
            for (const qreal floor : floors) {
                LabelLayout trial = layout;
                trial.screenFloor = floor;
                const qreal size = drawnNameSize(trial, scale);
                const qreal step = ringStepLines * layout.block.unitLineHeight() * size;
                const int rings = static_cast<int>(std::ceil(leaderReachPixels / scale / step));
                qreal bestCost = std::numeric_limits<qreal>::infinity();
                for (int ring = 1; ring <= rings; ++ring) {
                    const qreal radius = ring * step;
                    // A ring farther than the best leader found cannot beat it.
                    if (radius * scale - leaderSlackPixels > bestCost)
                        break;
                    for (int d = 0; d < leaderDirections; ++d) {
                        const qreal angle = 2 * std::numbers::pi * d / leaderDirections;
                        const QPointF anchor =
                            target + QPointF(radius * std::cos(angle), radius * std::sin(angle));
                        for (const LabelBlock &way : ways) {
                            const QRectF text = way.rect(anchor, size);
                            const QRectF name = padded(text, trial);
                            if (!documentRect.contains(name) || !coverage.isOffLand(name) ||
                                meets(name, around))
                                continue;
                            const QPointF from(std::clamp(target.x(), text.left(), text.right()),
                                               std::clamp(target.y(), text.top(), text.bottom()));
                            const qreal crossed = coverage.otherLandAlong(from, target, i);
                            const qreal cost =
                                std::hypot(target.x() - from.x(), target.y() - from.y()) * scale +
                                leaderCrossingCost * crossed;
                            if (crossed > leaderCrossingPixels || cost >= bestCost ||
                                crossesAName(from))
                                continue;
                            bestCost = cost;
                            trial.anchor = anchor;
                            trial.block = way;
                        }
                    }
                }
                if (std::isfinite(bestCost)) {
                    trial.radius = 0;
                    trial.leaderTo = target;
                    layout = trial;
                    return true;
                }
            }
        }
        return false;
    };
    // 5. Then each name, the smallest area first (it has the least choice), at the nearest
    // place around where it was planned (the map's anchor, else the area's deepest point) where
    // it meets no name and no token room, on one line or two; where none is near enough, a
    // little smaller on screen.
    // A name its province would hide under its tokens goes first: it keeps its place if it
    // finds no better one, before another name takes it.
    std::vector<bool> isFilled(count, false);
    for (const std::size_t i : filled)
        isFilled[i] = true;
    std::stable_sort(movers.begin(), movers.end(), [&](std::size_t a, std::size_t b) {
        if (isFilled[a] != isFilled[b])
            return static_cast<bool>(isFilled[a]);
        return layouts[a].pole.radius < layouts[b].pole.radius;
    });
    // Near where it was planned, centred on its own area or on the water beside it: a sea's
    // name anywhere there, a province's only where it lies on its province and the water
    // (coverage.isAttached).
    const auto placeNear = [&](std::size_t i, LabelLayout &layout,
                               const std::vector<LabelBlock> &ways,
                               const std::vector<QRectF> &around) {
        const QPointF centre = layout.anchor;
        const int rings = static_cast<int>(std::ceil(searchReachLines / ringStepLines));
        for (const qreal floor : floors) {
            LabelLayout trial = layout;
            trial.screenFloor = floor;
            const qreal size = drawnNameSize(trial, scale);
            const qreal lineHeight = layout.block.unitLineHeight() * size;
            const qreal step = ringStepLines * lineHeight;
            const qreal gap = namePadding / scale;
            bool found = false;
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
                        const QRectF text = way.rect(anchor, size);
                        const QRectF name = padded(text, trial);
                        if (!documentRect.contains(name) || meets(name, around) ||
                            (land(i) && !designed(i) && !coverage.isAttached(text, i)))
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
                return true;
            }
        }
        return false;
    };
    for (std::size_t m = 0; m < movers.size(); ++m) {
        const std::size_t i = movers[m];
        LabelLayout &layout = cleared.layouts[i];
        std::vector<QRectF> around = obstacles(i, true);
        if (!rooms[i].isNull())
            around.push_back(rooms[i]);
        // Nor where a name still to move is planned: it may have to stay there.
        for (std::size_t later = m + 1; later < movers.size(); ++later)
            around.push_back(nameAt(layouts[movers[later]]));
        // The whole name first, then its short forms: inside its province, else on it and
        // the water beside it; a province's name else off the land with a leader line.
        bool found = false;
        // A name the map's designer placed (an anchor in map.json) keeps its whole wording and
        // is only nudged clear of the others, as drawn on the shipped boards' art; the
        // cascade below is for names placed by geometry alone (an imported drawing).
        const std::vector<std::vector<LabelBlock>> groups =
            designed(i) ? std::vector<std::vector<LabelBlock>>{waysOf(i).front()} : waysOf(i);
        for (const std::vector<LabelBlock> &ways : groups) {
            if ((land(i) && !designed(i) && placeInside(i, layout, ways)) ||
                placeNear(i, layout, ways, around)) {
                found = true;
                break;
            }
        }
        for (std::size_t g = 0; land(i) && !designed(i) && !found && g < groups.size(); ++g)
            found = placeBeside(i, layout, groups[g]);
        if (found)
            cleared.moved[i] = true;
        if (!found) {
            // Nowhere free near its area, even smaller. Where it was planned, if it meets no
            // other name there (its tokens then lie over it); else drawn from a closer zoom,
            // where names take less of the map, rather than over another name.
            // A province's name is never drawn on its neighbours (one its tokens would hide
            // was planned inside it, and stays there under them).
            std::vector<QRectF> others = obstacles(i, false);
            if (meets(nameAt(layout), others) ||
                (land(i) && !isFilled[i] && !designed(i) &&
                 !coverage.isAttached(drawnNameRect(layout, scale), i))) {
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
