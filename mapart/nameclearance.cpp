#include "nameclearance.h"

#include "landcoverage.h"
#include "outlineroom.h"

#include <QLineF>

#include <algorithm>
#include <array>
#include <cmath>
#include <iterator>
#include <limits>
#include <memory>
#include <numbers>
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
// ...and then in quarter-octave steps closer until it meets no other name; a moved name comes
// home (step 7) this many steps in at most.
constexpr int hiddenZoomSteps = 40;
// The closest zoom a view allows, times the fit (MapViewZoom::maximumOfFit).
constexpr qreal closestZoom = 8;
constexpr int ringDirections = 24;
// A name with no room on its province is looked for over the water this many of its lines from
// its deepest point at most (its centre: a long name's end is further), with a leader line to it
// no longer than leaderMaxLines (a Latium, a Luxembourg at the fit zoom).
constexpr qreal leaderReachLines = 8;
// A name the person is pointed at (a lesson's step) with no room nearer may have a leader this
// many of its lines long: named a little further off beats unnamed.
constexpr qreal markedLeaderMaxLines = 6;
// A leader line ends this many pixels inside its province's coast at least (its dot, 2.5 px
// across, on the land), or at its deepest point if it is thinner.
constexpr qreal leaderInsetPixels = 4;
// A province's name lies inside it: most of its glyphs' box on its own land (measured on the
// pixels of one zoom), and each half of the box (upper, lower, left, right) half on it at
// least, so that only the box's corners, the spaces around its letters, reach over a coast. A
// name set beside its country over the sea (the s39 walk: Estonia, Lithuania, Denmark, Ireland,
// Albania, "Rock", Basse-Egypte's leader line), or laid along a coast half on the land and half
// in the water ("Croat." in the Adriatic), reads as the sea's: it is drawn from a closer zoom
// instead, and the province's tooltip names it.
constexpr qreal attachedShare = 0.7;
constexpr qreal attachedHalfShare = 0.5;
// Token rooms are found in cells of this share of the smallest room: fine enough for the
// thinnest province a token fits in (a box must lie in whole cells).
constexpr qreal roomCellShare = 1.0 / 24;

/** The lines of `way` in its block drawn at `block`, `size` large: the badges are under them. */
QRectF glyphRect(const LabelBlock &way, const QRectF &block, qreal size)
{
    qreal width = 0;
    for (int line = 0; line < way.lines().size(); ++line)
        width = std::max(width, way.unitLineWidth(line));
    width *= size;
    return {block.center().x() - width / 2, block.top(), width,
            static_cast<qreal>(way.lines().size()) * way.unitLineHeight() * size};
}

bool meets(const QRectF &rect, const std::vector<QRectF> &obstacles)
{
    return std::any_of(obstacles.begin(), obstacles.end(),
                       [&](const QRectF &obstacle) { return rect.intersects(obstacle); });
}

/**
 * The obstacles that meet `region`: a search whose every candidate lies inside `region` asks
 * them only (the same answers; each leader line adds a mark a pixel, so that the full list runs
 * into the thousands and a name's search tried each against every one).
 */
std::vector<QRectF> within(const std::vector<QRectF> &obstacles, const QRectF &region)
{
    std::vector<QRectF> near;
    std::copy_if(obstacles.begin(), obstacles.end(), std::back_inserter(near),
                 [&](const QRectF &obstacle) { return obstacle.intersects(region); });
    return near;
}

/** The unit vectors of the ring searches' directions, the first along x, then clockwise. */
const std::array<QPointF, ringDirections> &ringUnits()
{
    static const std::array<QPointF, ringDirections> units = [] {
        std::array<QPointF, ringDirections> all;
        for (int d = 0; d < ringDirections; ++d) {
            const qreal angle = 2 * std::numbers::pi * d / ringDirections;
            all[static_cast<std::size_t>(d)] = QPointF(std::cos(angle), std::sin(angle));
        }
        return all;
    }();
    return units;
}

} // namespace

QPointF leaderStart(const QRectF &ink, QPointF target, qreal size)
{
    // The halo reaches about a tenth of the size beyond the letters (AreaLabelItem::paint).
    const qreal halo = 0.1 * size;
    const qreal beside = std::max({ink.left() - target.x(), target.x() - ink.right(), 0.0});
    const qreal aboveOrBelow = std::max({ink.top() - target.y(), target.y() - ink.bottom(), 0.0});
    if (beside > 0 && beside >= aboveOrBelow) {
        const qreal x = target.x() < ink.left() ? ink.left() - halo : ink.right() + halo;
        return {x, ink.center().y()};
    }
    // Over the letters, half a capital's height in from the name's ends at least.
    const qreal inset = std::min(ink.width() / 2, ink.height() / 2);
    const qreal x = std::clamp(target.x(), ink.left() + inset, ink.right() - inset);
    return {x, target.y() < ink.top() ? ink.top() - halo : ink.bottom() + halo};
}

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

namespace {

/** Draws `layout` from the zoom `from` on, where it was planned, larger than planned at the
 *  readable minimum: kept on the board (the walk: "Persian Gulf" cut by the map's right edge). */
void showFromCloser(LabelLayout &layout, qreal from, const QRectF &documentRect)
{
    layout.shownFromScale = from;
    const QRectF shown = drawnNameRect(layout, from);
    layout.anchor += QPointF(std::max(documentRect.left() - shown.left(), 0.0) -
                                 std::max(shown.right() - documentRect.right(), 0.0),
                             std::max(documentRect.top() - shown.top(), 0.0) -
                                 std::max(shown.bottom() - documentRect.bottom(), 0.0));
}

/** Whether `glyphs` lie on province `i` in `coverage`: as a whole and in each half, and
 *  drawn an eighth of an octave smaller about their centre. */
bool glyphsMostlyOn(const LandCoverage &coverage, std::size_t i, const QRectF &glyphs)
{
    const qreal closer = std::exp2(-1.0 / 8);
    const QSizeF smaller = glyphs.size() * closer;
    const QRectF shrunk(glyphs.center() - QPointF(smaller.width(), smaller.height()) / 2, smaller);
    if (coverage.ownShare(glyphs, i) < attachedShare ||
        coverage.ownShare(shrunk, i) < attachedShare)
        return false;
    const QPointF middle = glyphs.center();
    const std::array<QRectF, 4> halves{
        QRectF(glyphs.topLeft(), QPointF(glyphs.right(), middle.y())),
        QRectF(QPointF(glyphs.left(), middle.y()), glyphs.bottomRight()),
        QRectF(glyphs.topLeft(), QPointF(middle.x(), glyphs.bottom())),
        QRectF(QPointF(middle.x(), glyphs.top()), glyphs.bottomRight())};
    return std::all_of(halves.begin(), halves.end(), [&](const QRectF &half) {
        return coverage.ownShare(half, i) >= attachedHalfShare;
    });
}

/** The provinces drawn on land: their outlines not empty. */
std::vector<std::size_t> landProvincesOf(const std::vector<AreaData> &areas,
                                         const std::vector<QPainterPath> &outlines)
{
    std::vector<std::size_t> provinces;
    for (std::size_t k = 0; k < areas.size() && k < outlines.size(); ++k) {
        if (areas[k].kind == AreaKind::Land && !outlines[k].isEmpty())
            provinces.push_back(k);
    }
    return provinces;
}

/** Adds to `obstacles` a square `side` wide on the deepest point of each of `provinces` but
 *  `except` still unnamed (its `names` entry null). */
void keepOffUnnamed(std::vector<QRectF> &obstacles, const std::vector<std::size_t> &provinces,
                    std::size_t except, const std::vector<QRectF> &names,
                    const std::vector<LabelLayout> &layouts, qreal side)
{
    for (const std::size_t k : provinces) {
        if (k != except && names[k].isNull()) {
            const QPointF theirs = layouts[k].pole.centre;
            obstacles.emplace_back(theirs.x() - side / 2, theirs.y() - side / 2, side, side);
        }
    }
}

/** Whether `rect` meets the exact outline of one of `provinces` other than `own` and
 *  `beside` (a thin sliver the coverage's pixels miss). */
bool onThirdProvince(const QRectF &rect, const std::vector<std::size_t> &provinces, std::size_t own,
                     std::optional<std::size_t> beside, const std::vector<QPainterPath> &outlines)
{
    return std::any_of(provinces.begin(), provinces.end(), [&](std::size_t k) {
        return k != own && beside != k && outlines[k].intersects(rect);
    });
}

} // namespace

ClearedNames clearNames(const std::vector<LabelLayout> &layouts,
                        const std::vector<std::vector<LabelBlock>> &blocks,
                        const std::vector<std::vector<LabelBlock>> &shortBlocks,
                        const std::vector<AreaData> &areas,
                        const std::vector<QPainterPath> &outlines,
                        const std::vector<OutlineGeometry> &geometry, const QRectF &documentRect,
                        qreal scale, qreal textScale, bool roomForTokens,
                        const std::vector<std::size_t> &marked)
{
    const std::size_t count = layouts.size();
    ClearedNames cleared{layouts, std::vector<QRectF>(count), std::vector<bool>(count, false),
                         std::vector<bool>(count, false)};
    if (scale <= 0)
        return cleared;
    // A name's halo reaches a fifth of its size beyond the glyphs (AreaLabelItem's bounding
    // rectangle), and the game keeps its tokens a margin further (MarkerPlacement::margin).
    const auto reachOf = [scale](qreal size) { return 0.2 * size + namePadding / scale; };
    const auto padded = [&](QRectF rect, const LabelLayout &layout) {
        const qreal reach = reachOf(drawnNameSize(layout, scale));
        return rect.adjusted(-reach, -reach, reach, reach);
    };
    // Of `all`, the obstacles a ring search about `centre` can meet: each of `ways` drawn as
    // `trial` is, with its halo, anchored within `reach` of it.
    const auto nearRings = [&](const std::vector<QRectF> &all, const std::vector<LabelBlock> &ways,
                               QPointF centre, const LabelLayout &trial, qreal reach) {
        const qreal size = drawnNameSize(trial, scale);
        QRectF region(centre, centre);
        for (const LabelBlock &way : ways)
            region |= padded(way.rect(centre, size), trial);
        return within(all, region.adjusted(-reach, -reach, reach, reach));
    };
    const auto named = [&](std::size_t i) { return layouts[i].fontSize > 0; };
    const auto land = [&](std::size_t i) {
        return areas[i].kind == AreaKind::Land && !outlines[i].isEmpty();
    };
    // Drawn at its planned size, a name lies inside its own area: it need not move.
    const auto enlarged = [&](std::size_t i) {
        return drawnNameSize(layouts[i], scale) > layouts[i].fontSize * 1.001 || !layouts[i].fits;
    };

    // The token rooms' sides: with the margin, the token alone; a pixel, kept clear of nothing,
    // where no token is drawn.
    const qreal room = (roomForTokens ? tokenRoomPixels : 1) / scale;
    const qreal tightRoom = (roomForTokens ? tightTokenRoomPixels : 1) / scale;
    const qreal roomCell = tightTokenRoomPixels / scale * roomCellShare;
    // Each province's cells, made once: the token rooms' grain, and a pixel's for its name.
    std::vector<std::unique_ptr<const OutlineRoom>> tokenCells(count);
    std::vector<std::unique_ptr<const OutlineRoom>> pixelCells(count);
    const auto cellsOf = [&](std::vector<std::unique_ptr<const OutlineRoom>> &made, std::size_t i,
                             qreal cell) -> const OutlineRoom & {
        if (!made[i])
            made[i] = std::make_unique<const OutlineRoom>(outlines[i], cell);
        return *made[i];
    };
    // The token room nearest `preferred` clear of `obstacles`, if the province has one; in a
    // province too small for it, the token alone (the game's last resort keeps no margin).
    const auto roomFor = [&](std::size_t i, QPointF preferred,
                             const std::vector<QRectF> &obstacles) -> QRectF {
        const OutlineRoom &cells = cellsOf(tokenCells, i, roomCell);
        for (const qreal side : {room, tightRoom}) {
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
    // The leader lines set (placeOffshore), as the pixels they cover: a name keeps off them.
    std::vector<QRectF> leaderMarks;
    const auto obstacles = [&](std::size_t except, bool withRooms) {
        std::vector<QRectF> all = leaderMarks;
        for (std::size_t k = 0; k < count; ++k) {
            if (k != except && !names[k].isNull())
                all.push_back(names[k]);
            if (withRooms && roomForTokens && k != except && !rooms[k].isNull())
                all.push_back(rooms[k]);
        }
        return all;
    };
    const auto nameAt = [&](const LabelLayout &layout) {
        return padded(drawnNameRect(layout, scale), layout);
    };
    // Which province covers each pixel at this scale: where a name reads as its own.
    const std::vector<std::size_t> landProvinces = landProvincesOf(areas, outlines);
    std::vector<QPainterPath> landOnly(count);
    for (const std::size_t k : landProvinces)
        landOnly[k] = outlines[k];
    const LandCoverage coverage(landOnly, documentRect, scale);
    // A province's name drawn `size` large at `text` keeps its halo off every other province:
    // one that reaches a neighbour's coast reads as the neighbour's.
    const auto clearOfNeighbours = [&](std::size_t i, const QRectF &text, qreal size) {
        const qreal reach = 0.2 * size;
        return !coverage.coversOtherLand(text.adjusted(-reach, -reach, reach, reach), i);
    };
    // A province's name lies on its province (its box's corners may reach over the coast),
    // never on a neighbour and never over the sea beside it.
    // (`block` is `way` drawn `size` large; the share counts its lines, not its badges.)
    // A view up to an eighth of an octave closer than `scale` draws the name that much smaller
    // about its centre (LabelPlan::setScale): it must lie on its land there too.
    const auto mostlyOnOwnLand = [&](std::size_t i, const LabelBlock &way, const QRectF &block,
                                     qreal size) {
        return glyphsMostlyOn(coverage, i, glyphRect(way, block, size));
    };
    // Its badges under it on its land too, each centre (the s46 walk: Albania's mine in the
    // Ionian Sea), drawn `size` large, and with `closer` at every zoom closer too, where the
    // name shrinks about its anchor.
    const auto badgesOnOwnLand = [&](std::size_t i, const LabelBlock &way, const QRectF &block,
                                     qreal size, bool closer = false) {
        for (const qreal share : closer ? std::vector{1.0, 0.75, 0.5, 0.25} : std::vector{1.0}) {
            const std::vector<QPointF> centres = LabelBlock::symbolCentres(
                way.symbolRowRect(block.center(), size * share), way.symbolCount());
            if (!std::all_of(centres.begin(), centres.end(), [&](QPointF centre) {
                    return geometry[i].signedDistance(centre) > 0;
                }))
                return false;
        }
        return true;
    };
    const auto onOwnLand = [&](std::size_t i, const LabelBlock &way, const QRectF &block,
                               qreal size) {
        return !land(i) ||
               (mostlyOnOwnLand(i, way, block, size) && clearOfNeighbours(i, block, size) &&
                badgesOnOwnLand(i, way, block, size));
    };
    const auto plannedOnOwnLand = [&](std::size_t i) {
        return onOwnLand(i, layouts[i].block, drawnNameRect(layouts[i], scale),
                         drawnNameSize(layouts[i], scale));
    };

    // By area: a name that moves, and whether it moves because its province has no room for
    // its tokens beside it where planned (steps 2 to 4).
    std::vector<std::size_t> movers;
    std::vector<bool> filled(count, false);

    // A sea's name: centred on its own water or beside it, never on a province; a hairline gap
    // between two provinces (a drawing traced by hand) is no water.
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
    // With larger text (`textScale`: names cleared at a scale that much smaller, so drawn that
    // much larger), a name with no room at the larger sizes tries the normal ones before it
    // gives up: Larger text makes names larger where they fit, it does not take them away (the
    // s41 walk at 1024x768: most names gone at the fit zoom).
    // The sizes that read on screen at the readable minimum at least, then the crowded ones: a
    // name drawn smaller ("Mont." 5 px high, the s42 walk) is a last resort, after a readable
    // one set beside its province with a leader line.
    std::vector<qreal> readable;
    for (qreal floor = NameScreenSize::minimumPixels;
         floor * textScale >= NameScreenSize::minimumPixels - 0.01; floor -= crowdedStep)
        readable.push_back(floor);
    // ...down to Normal text's regular size itself: in steps of 1.25 Larger text (x1.5) stopped
    // at 11.25 px on screen (the s43 walk at 1024x768: ten of Europe's names left out).
    if (const qreal normal = NameScreenSize::minimumPixels / textScale;
        readable.back() > normal + 0.01)
        readable.push_back(normal);
    // The crowded sizes are Normal text's at every text size (on screen 8.75 and 7.5 px): at
    // Larger text a province named at Normal is named too, smaller, rather than left out (the
    // s43 walk: Sweden, Denmark, Prussia, Bohemia... unnamed at 1024x768).
    std::vector<qreal> crowded;
    for (qreal pixels = NameScreenSize::minimumPixels - crowdedStep;
         pixels >= NameScreenSize::crowdedPixels - 0.01; pixels -= crowdedStep)
        crowded.push_back(pixels / textScale);
    std::vector<qreal> floors = readable;
    floors.insert(floors.end(), crowded.begin(), crowded.end());
    // The whole name's ways, then its short forms' (an atlas abbreviates only for want of room;
    // a name the designer placed keeps its wording).
    // Each form is tried at every size before the next, shorter one: "Oberäg." small reads
    // better than "Ober." large. A form's ways start with its one line.
    const auto waysOf = [&](std::size_t i) {
        std::vector<std::vector<LabelBlock>> groups{
            blocks[i].empty() ? std::vector<LabelBlock>{layouts[i].block} : blocks[i]};
        if (i < shortBlocks.size()) {
            for (const LabelBlock &way : shortBlocks[i]) {
                if (way.lines().size() == 1 || groups.size() == 1)
                    groups.emplace_back();
                groups.back().push_back(way);
            }
        }
        return groups;
    };
    const auto inflated = [](std::vector<QRectF> rects, qreal reach) {
        for (QRectF &rect : rects)
            rect.adjust(-reach, -reach, reach, reach);
        return rects;
    };
    // (a) Inside the province, nearest to where it was planned, clear of every other name and
    // token room, leaving room for its own tokens: clear of its halo, else (a province barely
    // larger than both) only of its glyphs, where the game's last resort puts a token over the
    // halo (MarkerPlacement).
    const auto placeInside = [&](std::size_t i, LabelLayout &layout,
                                 const std::vector<LabelBlock> &ways, bool withTokens,
                                 const std::vector<qreal> &sizes) {
        // Every place tried lies inside the province; its halo, gap and token room reach no
        // farther than its largest size beyond (and its tokens' room lies inside too).
        LabelLayout largest = layout;
        largest.screenFloor = sizes.empty() ? 0 : *std::max_element(sizes.begin(), sizes.end());
        const qreal margin = drawnNameSize(largest, scale) + room + 4 * namePadding / scale;
        const std::vector<QRectF> around =
            within(obstacles(i, true),
                   geometry[i].boundingRect().adjusted(-margin, -margin, margin, margin));
        const OutlineRoom &cells = cellsOf(pixelCells, i, 1 / scale);
        // The name's glyphs centred on `centre`, with the token room `tokens` (or the nearest
        // one under it) `gap` from them, if both lie inside the province clear of everything
        // else.
        const auto accept = [&](LabelLayout trial, const LabelBlock &way, QPointF centre,
                                qreal size, qreal gap, QRectF tokens) {
            const QRectF text = way.rect(centre, size);
            const qreal reach = reachOf(size);
            const QRectF name = text.adjusted(-reach, -reach, reach, reach);
            if (!documentRect.contains(name) || !geometry[i].contains(text) || meets(name, around))
                return false;
            if (!withTokens) {
                trial.anchor = centre;
                trial.block = way;
                trial.radius = std::max<qreal>(geometry[i].signedDistance(centre), 0);
                layout = trial;
                rooms[i] = QRectF();
                return true;
            }
            std::vector<QRectF> withName = around;
            const QRectF kept = text.adjusted(-gap, -gap, gap, gap);
            withName.push_back(kept);
            // A room laid edge to edge with the name meets it by rounding only.
            const qreal rounding = 0.01 / scale;
            if (tokens.isNull())
                tokens = roomFor(i, under(kept), withName);
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
        for (const bool tight : withTokens ? std::vector{false, true} : std::vector{false}) {
            for (const qreal floor : sizes) {
                LabelLayout trial = layout;
                trial.screenFloor = floor;
                const qreal size = drawnNameSize(trial, scale);
                const qreal reach = reachOf(size);
                const qreal gap = tight ? 1 / scale : reach;
                const std::vector<QRectF> clear = inflated(around, reach);
                for (const LabelBlock &way : ways) {
                    const QSizeF glyphs = way.rect(QPointF(), size).size();
                    // The name nearest where it was planned, its tokens where room is left.
                    if (const auto centre = cells.place(glyphs, layout.anchor, clear);
                        centre && accept(trial, way, *centre, size, gap, {}))
                        return true;
                    if (!withTokens)
                        continue;
                    // Else name and tokens as one block, the tokens under, over or beside the
                    // name's glyphs (its halo may reach over the border, not over the tokens).
                    for (const qreal side : {room, tightRoom}) {
                        const QSizeF below(std::max(glyphs.width(), side),
                                           glyphs.height() + gap + side);
                        const QSizeF beside(glyphs.width() + gap + side,
                                            std::max(glyphs.height(), side));
                        const qreal down = (gap + side) / 2;
                        const qreal across = (gap + side) / 2;
                        const qreal overY = (glyphs.height() + gap) / 2;
                        const qreal overX = (glyphs.width() + gap) / 2;
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
                            if (accept(trial, way, *centre + nameOffset, size, gap, tokens))
                                return true;
                        }
                    }
                }
            }
        }
        return false;
    };
    // (b) Near where it was planned, on the area: a sea's centred on its water, a province's
    // on its land (the box's corners over its coast at most) and on no other province.
    const auto placeNear = [&](std::size_t i, LabelLayout &layout,
                               const std::vector<LabelBlock> &ways,
                               const std::vector<QRectF> &around, const std::vector<qreal> &sizes) {
        const QPointF centre = layout.anchor;
        const int rings = static_cast<int>(std::ceil(searchReachLines / ringStepLines));
        for (const qreal floor : sizes) {
            LabelLayout trial = layout;
            trial.screenFloor = floor;
            const qreal size = drawnNameSize(trial, scale);
            const qreal lineHeight = layout.block.unitLineHeight() * size;
            const qreal step = ringStepLines * lineHeight;
            const qreal gap = namePadding / scale;
            // Every name tried lies within the rings' reach of the centre (and a pixel, for
            // rounding).
            const qreal reach = rings * step + 1 / scale;
            const std::vector<QRectF> near = nearRings(around, ways, centre, trial, reach);
            bool found = false;
            for (int ring = 0; ring <= rings && !found; ++ring) {
                const qreal radius = ring * step;
                const int directions = ring == 0 ? 1 : ringDirections;
                // Of the places this near, the one deepest in its own area, one line before
                // two.
                qreal bestDepth = -std::numeric_limits<qreal>::infinity();
                for (int d = 0; d < directions; ++d) {
                    const QPointF anchor =
                        centre + radius * ringUnits()[static_cast<std::size_t>(d)];
                    if (!land(i) && !readAsOwn(i, anchor, lineHeight, gap))
                        continue;
                    for (const LabelBlock &way : ways) {
                        const QRectF text = way.rect(anchor, size);
                        const QRectF name = padded(text, trial);
                        if (!documentRect.contains(name) || meets(name, near) ||
                            !onOwnLand(i, way, text, size))
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
    // (c) Beside its province with a short leader line from the name to a point well inside it:
    // over the water, on no land at all (its halo neither), else over the empty land of one
    // neighbour (clear of its name and its tokens' room), as an atlas names a small country;
    // the leader over its own land, the water and that neighbour only, crossing no name. The
    // nearest such place, the whole name before its short forms, never below the readable
    // size. One across a third country, or a long one, points at the wrong country (the s41
    // walk: "Low Countr." in the Atlantic, its leader across England).
    // A name the person is pointed at (`pointedAt`: a lesson's step) may have a leader
    // markedLeaderMaxLines long, across any land but no name, set over any land but its own
    // when the water and one neighbour have no room, and its badges, where they find no row
    // beside its tokens, drawn from a closer zoom: named there beats a short form or none (the
    // s47 walk: Thrakien, Makedonien and the Propontis unnamed or "Mak." at Larger text).
    // A name with no other place on a map drawn without tokens (`far`: the editor's canvas,
    // where every province must be told apart) may have a leader markedLeaderMaxLines long
    // across other land, from the water or one neighbour's empty land: named a little further
    // off beats unnamed (the s50 walk: Slovenia, Croatia, Bosnia, Montenegro, Kosovo, North
    // Macedonia and Slovakia unnamed at the fit zoom, landlocked among small neighbours).
    const auto placeOffshore = [&](std::size_t i, LabelLayout &layout,
                                   const std::vector<std::vector<LabelBlock>> &groups,
                                   bool pointedAt = false, bool far = false) {
        const qreal maxLines = pointedAt || far ? markedLeaderMaxLines : leaderMaxLines;
        if (!land(i))
            return false;
        const std::vector<QRectF> around = obstacles(i, true);
        // The leader may pass under a token (drawn over it), not through a name.
        std::vector<QRectF> otherNames = obstacles(i, false);
        const QPointF deepest = layouts[i].pole.centre;
        const qreal pixel = 1 / scale;
        // The closest a view cleared at `scale` draws the names at (LabelPlan::setScale).
        const qreal closer = std::exp2(1.0 / 8);
        // Where the leader ends: from the deepest point towards the name, the last point this
        // far inside the coast (its dot on the land, not on the border); the deepest point of
        // a province thinner than that. A leader to the deepest point was longer than it had
        // to be, and the names it could not reach were left out (the s42 walk at Larger text).
        const qreal inset = std::min(leaderInsetPixels / scale, layouts[i].pole.radius);
        const auto leaderEnd = [&](const QRectF &glyphs) {
            const QPointF toward(std::clamp(deepest.x(), glyphs.left(), glyphs.right()),
                                 std::clamp(deepest.y(), glyphs.top(), glyphs.bottom()));
            const QLineF way(deepest, toward);
            const int steps = std::max(1, static_cast<int>(std::ceil(way.length() * scale)));
            QPointF end = deepest;
            for (int k = 1; k <= steps; ++k) {
                const QPointF point = way.pointAt(static_cast<qreal>(k) / steps);
                if (geometry[i].signedDistance(point) < inset)
                    break;
                end = point;
            }
            return end;
        };
        // The leader from the glyphs' nearest point to its end (the drawn one starts at their
        // halo, a little shorter), if it is short and clear: over its own land and the water
        // only, a pixel either side too (the coverage is one zoom's pixels), and over no name;
        // from a name mostly on the land of `beside`, over that land and its own only.
        const auto leaderFrom = [&](const QRectF &ink, qreal size, qreal lineHeight,
                                    std::optional<std::size_t> beside, bool overAnyLand,
                                    QPointF end) -> std::optional<QLineF> {
            const bool inNeighbour = beside.has_value();
            const QLineF leader(leaderStart(ink, end, size), end);
            if (leader.length() > maxLines * lineHeight)
                return std::nullopt;
            const int samples = std::max(2, static_cast<int>(std::ceil(leader.length() * scale)));
            for (int k = 0; k <= samples; ++k) {
                const QPointF point = leader.pointAt(static_cast<qreal>(k) / samples);
                for (const QPointF offset : {QPointF(0, 0), QPointF(pixel, 0), QPointF(-pixel, 0),
                                             QPointF(0, pixel), QPointF(0, -pixel)}) {
                    if (const auto onto = coverage.landAt(point + offset);
                        onto && *onto != i && !(inNeighbour && onto == beside) && !overAnyLand)
                        return std::nullopt;
                }
                if (std::any_of(otherNames.begin(), otherNames.end(),
                                [&](const QRectF &name) { return name.contains(point); }))
                    return std::nullopt;
                // From a name set on a neighbour's land straight onto its own: one across the
                // water points over a sea, not over a border (the h-names walk: "Croatia" in
                // Italy).
                if (inNeighbour && !coverage.landAt(point))
                    return std::nullopt;
            }
            return leader;
        };
        // The name clear of its own tokens too (the leader may reach under them).
        std::vector<QRectF> aroundName = around;
        if (roomForTokens && !rooms[i].isNull())
            aroundName.push_back(rooms[i]);
        // A name set farther off keeps off the deepest point of every province still unnamed:
        // its name is drawn there closer in, and a hover there names it (a tooltip over it read
        // "Kosovo" on Serbia).
        if (far)
            keepOffUnnamed(aroundName, landProvinces, i, names, layouts,
                           tightTokenRoomPixels / scale);
        // The row of `badges` badges drawn `size` large nearest `end`, wholly inside the
        // province, its halo clear of every name (`name` too), token room and leader.
        const qreal gap = namePadding / scale;
        const std::vector<QRectF> aroundBadges =
            within(around, geometry[i].boundingRect().adjusted(-gap, -gap, gap, gap));
        const auto badgesRow = [&](int badges, qreal size, QPointF end,
                                   const QRectF &name) -> std::optional<QRectF> {
            const QSizeF row = LabelBlock::unitSymbolRowSize(badges) * size;
            std::vector<QRectF> clear = aroundBadges;
            clear.push_back(name);
            // Each badge's middle on the land (its rim may reach over a thin coast: Denmark's
            // port), its halo clear of the rest.
            const std::vector<QRectF> inflatedClear = inflated(clear, row.height() / 4 + gap);
            const QSizeF box(row.width() - row.height() / 2, row.height() / 2);
            const std::optional<QPointF> centre =
                cellsOf(pixelCells, i, pixel).place(box, end, inflatedClear);
            if (!centre)
                return std::nullopt;
            return QRectF(*centre - QPointF(row.width(), row.height()) / 2, row);
        };
        // Centred on a sea's open water (not on the land around the board that is no
        // province); its glyphs on no land (their halo may reach a coast).
        const auto onWater = [&](const QRectF &name) {
            for (std::size_t k = 0; k < count; ++k) {
                if (areas[k].kind == AreaKind::Sea && geometry[k].signedDistance(name.center()) > 0)
                    return true;
            }
            return false;
        };
        // The one neighbour whose land `name` lies on, besides the water; none if it lies on
        // none, or on two (it would read as either's).
        const auto neighbourUnder = [&](const QRectF &name) -> std::optional<std::size_t> {
            const std::vector<std::size_t> lands = coverage.landsUnder(name);
            if (lands.size() != 1 || lands.front() == i)
                return std::nullopt;
            return lands.front();
        };
        // Over the water first, the whole name before its short forms: a name on a neighbour is
        // read as its own by its leader only.
        // (`over`: 0 the water, 1 one neighbour's land, 2 any land but its own.)
        for (int over = 0; over < (pointedAt ? 3 : 2); ++over) {
            for (const std::vector<LabelBlock> &ways : groups) {
                for (const qreal floor : far ? floors : readable) {
                    LabelLayout trial = layout;
                    trial.screenFloor = floor;
                    const qreal size = drawnNameSize(trial, scale);
                    const qreal step = ringStepLines * layout.block.unitLineHeight() * size;
                    const int rings = static_cast<int>(
                        std::ceil(leaderReachLines * maxLines / leaderMaxLines / ringStepLines));
                    // Every name tried lies within the rings' reach of the deepest point (and
                    // a pixel, for rounding).
                    const qreal reach = rings * step + pixel;
                    const std::vector<QRectF> near =
                        nearRings(aroundName, ways, deepest, trial, reach);
                    for (int ring = 1; ring <= rings; ++ring) {
                        for (const QPointF &unit : ringUnits()) {
                            const QPointF anchor = deepest + ring * step * unit;
                            for (const LabelBlock &whole : ways) {
                                // Its badges stay on its land, apart from the name: at the
                                // leader's end.
                                const LabelBlock way = whole.withoutSymbols();
                                const int badges = whole.symbolCount();
                                const QRectF text = way.rect(anchor, size);
                                const QRectF name = padded(text, trial);
                                if (!documentRect.contains(name) || meets(name, near) ||
                                    coverage.ownShare(name, i) > 0)
                                    continue;
                                std::optional<std::size_t> beside;
                                if (over == 1) {
                                    // Inside the neighbour's land, not laid along its
                                    // coast half in the water (a click there is the
                                    // neighbour's, or the sea's).
                                    beside = neighbourUnder(name);
                                    if (!beside || coverage.ownShare(glyphRect(way, text, size),
                                                                     *beside) < attachedShare)
                                        continue;
                                } else if (over == 0 &&
                                           (coverage.coversOtherLand(text, i) || !onWater(text))) {
                                    continue;
                                }
                                // Farther off, on no third province's sliver either, on
                                // the exact outlines (the coverage's pixels miss a thin one:
                                // "Lower Nile" read on two in the editor).
                                if (far && onThirdProvince(glyphRect(way, text, size),
                                                           landProvinces, i, beside, outlines))
                                    continue;
                                const QRectF ink = way.inkRect(anchor, size);
                                QPointF end = leaderEnd(ink);
                                QRectF row;
                                bool badgesWait = false;
                                if (badges > 0) {
                                    const std::optional<QRectF> found =
                                        badgesRow(badges, size, end, name);
                                    if (!found && !pointedAt)
                                        continue;
                                    badgesWait = !found;
                                    if (found) {
                                        row = *found;
                                        end = row.center();
                                    }
                                }
                                const std::optional<QLineF> leader =
                                    leaderFrom(ink, size, way.unitLineHeight() * size, beside,
                                               over == 2 || far, end);
                                // A view up to an eighth of an octave closer draws the name
                                // that much smaller about its anchor (LabelPlan::setScale):
                                // its leader, to the same end, longer in its lines and from
                                // another point of its letters, must pass there too (the s46
                                // run at Larger text: Denmark's 3.1 lines long over Norway).
                                const qreal closerSize = drawnNameSize(trial, scale * closer);
                                const std::optional<QLineF> closerLeader =
                                    leader ? leaderFrom(way.inkRect(anchor, closerSize), closerSize,
                                                        way.unitLineHeight() * closerSize, beside,
                                                        over == 2 || far, leader->p2())
                                           : std::nullopt;
                                if (!closerLeader)
                                    continue;
                                trial.anchor = anchor;
                                trial.block = way;
                                trial.radius = 0;
                                trial.leaderTo = leader->p2();
                                if (badges > 0)
                                    trial.badgesAt = leader->p2();
                                if (badgesWait)
                                    trial.badgesFromScale = scale * hiddenUntilZoomed;
                                layout = trial;
                                if (!row.isNull())
                                    leaderMarks.push_back(padded(row, trial));
                                for (const QLineF &drawn : {*leader, *closerLeader}) {
                                    const int marks = std::max(
                                        1, static_cast<int>(std::ceil(drawn.length() * scale)));
                                    for (int k = 0; k <= marks; ++k) {
                                        const QPointF point =
                                            drawn.pointAt(static_cast<qreal>(k) / marks);
                                        leaderMarks.emplace_back(point - QPointF(pixel, pixel),
                                                                 QSizeF(2 * pixel, 2 * pixel));
                                    }
                                }
                                return true;
                            }
                        }
                    }
                }
            }
        }
        return false;
    };
    // Inside its province (its box's corners over the coast at most) at one of `sizes`, with
    // room for its tokens else anywhere on it, each of `groups` in turn; a sea's name on its
    // water near where it was planned.
    const auto placeOnOwn =
        [&](std::size_t i, LabelLayout &layout, const std::vector<std::vector<LabelBlock>> &groups,
            const std::vector<QRectF> &around, const std::vector<qreal> &sizes) {
            for (const std::vector<LabelBlock> &ways : groups) {
                if (land(i) && placeInside(i, layout, ways, roomForTokens, sizes))
                    return true;
                if (placeNear(i, layout, ways, around, sizes))
                    return true;
            }
            return false;
        };
    // What a moving name keeps clear of: every name and token room, its own room, and where a
    // name still to move (`later`) is planned, if it may have to stay there (on its own land).
    const auto aroundMover = [&](std::size_t i, const std::vector<std::size_t> &later) {
        std::vector<QRectF> around = obstacles(i, true);
        if (roomForTokens && !rooms[i].isNull())
            around.push_back(rooms[i]);
        for (const std::size_t k : later) {
            if (!filled[k] && plannedOnOwnLand(k))
                around.push_back(nameAt(layouts[k]));
        }
        return around;
    };
    // With larger text every name first tries the sizes above Normal's (on screen 15, 13.1 and
    // 11.25 px), whole then short; only those with no place there come down to Normal's sizes,
    // so that a small name takes no larger one's place (test_windowlayout largerTextCutsNothing).
    std::vector<qreal> largerSizes;
    std::copy_if(
        readable.begin(), readable.end(), std::back_inserter(largerSizes),
        [&](qreal floor) { return floor * textScale > NameScreenSize::minimumPixels + 0.01; });
    // 0. A name the person is pointed at (`marked`: the province a lesson's step or a hint
    // asks for) that has to move is placed before every other name, in every way a moving
    // name tries, the readable ones first: the others keep clear of it (the s45 walk at
    // 1024x768: "Click the Low Countries" with the Low Countries unnamed).
    std::vector<bool> placedFirst(count, false);
    // It may lie over land and names, not over another province's token: a token with no room
    // beside its name lies over its province's deepest point (MarkerPlacement's last resort),
    // which it keeps clear first (the s49 walk at Larger text: Makedonien over Hellas's pawn).
    std::vector<QRectF> deepestRooms(count);
    if (roomForTokens && !marked.empty()) {
        for (std::size_t k = 0; k < count; ++k) {
            if (land(k) && std::find(marked.begin(), marked.end(), k) == marked.end()) {
                const QPointF deepest = layouts[k].pole.centre;
                deepestRooms[k] = {deepest.x() - tightRoom / 2, deepest.y() - tightRoom / 2,
                                   tightRoom, tightRoom};
            }
        }
    }
    for (const std::size_t i : marked) {
        if (i >= count || !named(i) || !land(i) || placedFirst[i] ||
            (!enlarged(i) && geometry[i].contains(drawnNameRect(layouts[i], scale))))
            continue;
        rooms[i] = roomFor(i, layouts[i].pole.centre, obstacles(i, true));
        if (rooms[i].isNull()) {
            const QPointF deepest = layouts[i].pole.centre;
            rooms[i] = {deepest.x() - tightRoom / 2, deepest.y() - tightRoom / 2, tightRoom,
                        tightRoom};
        }
        LabelLayout &layout = cleared.layouts[i];
        const std::vector<std::vector<LabelBlock>> groups = waysOf(i);
        const std::vector<std::vector<LabelBlock>> whole(groups.begin(), groups.begin() + 1);
        const std::vector<std::vector<LabelBlock>> shortened(groups.begin() + 1, groups.end());
        // Its whole name before any short form ("Mak." read as nothing to someone told to
        // click Makedonien: the s47 walk), beside it with a longer leader if need be, its
        // badges drawn closer in where they have no row beside its tokens. Clear of the other
        // provinces' deepest points first, over them only where nothing else is left.
        bool found = false;
        for (const bool clearOfTokens : {true, false}) {
            for (std::size_t k = 0; k < count; ++k) {
                if (k != i && !placedFirst[k] && !deepestRooms[k].isNull())
                    rooms[k] = clearOfTokens ? deepestRooms[k] : QRectF();
            }
            const std::vector<QRectF> around = aroundMover(i, {});
            found = placeOnOwn(i, layout, whole, around, largerSizes) ||
                    placeOnOwn(i, layout, whole, around, readable) ||
                    placeOffshore(i, layout, whole) || placeOffshore(i, layout, whole, true) ||
                    placeOnOwn(i, layout, shortened, around, largerSizes) ||
                    placeOnOwn(i, layout, shortened, around, readable) ||
                    placeOffshore(i, layout, shortened, true) ||
                    placeOnOwn(i, layout, whole, around, crowded) ||
                    placeOnOwn(i, layout, shortened, around, crowded);
            for (std::size_t g = 0; g < groups.size() && !found; ++g)
                found = placeInside(i, layout, groups[g], false, floors);
            if (found)
                break;
        }
        // The others' rooms are found later, clear of the names placed first.
        for (std::size_t k = 0; k < count; ++k) {
            if (k != i && !placedFirst[k] && !deepestRooms[k].isNull())
                rooms[k] = QRectF();
        }
        if (found) {
            placedFirst[i] = true;
            cleared.moved[i] = true;
            names[i] = nameAt(layout);
        } else {
            layout = layouts[i];
            rooms[i] = QRectF();
        }
    }

    // 1. The names that stay where planned: drawn at their planned size, inside their own
    // areas.
    // (Those over a marked name placed first move.)
    const std::vector<QRectF> first = obstacles(count, true);
    std::vector<std::size_t> pending;
    for (std::size_t i = 0; i < count; ++i) {
        if (!named(i) || placedFirst[i])
            continue;
        if (!enlarged(i) && (!land(i) || geometry[i].contains(drawnNameRect(layouts[i], scale))) &&
            !meets(nameAt(layouts[i]), first))
            names[i] = nameAt(layouts[i]);
        else
            pending.push_back(i);
    }
    // 2. Their provinces' token rooms, under the names. A province its name fills moves the
    // name (below): its tokens must never hide it.
    for (std::size_t i = 0; i < count; ++i) {
        if (!land(i) || (named(i) && names[i].isNull()) || placedFirst[i])
            continue;
        std::vector<QRectF> around = obstacles(i, false);
        if (!names[i].isNull())
            around.push_back(names[i]);
        rooms[i] = roomFor(i, names[i].isNull() ? layouts[i].pole.centre : under(names[i]), around);
        if (rooms[i].isNull() && !names[i].isNull())
            filled[i] = true;
    }
    for (std::size_t i = 0; i < count; ++i) {
        if (filled[i]) {
            names[i] = QRectF();
            movers.push_back(i);
        }
    }
    // 3. The names drawn larger than planned, largest area first: each stays where it is
    // when it still lies inside its own area (a sea's: on it), meets no name and no token room
    // there and leaves its province room for its own.
    std::stable_sort(pending.begin(), pending.end(), [&](std::size_t a, std::size_t b) {
        return layouts[a].pole.radius > layouts[b].pole.radius;
    });
    for (const std::size_t i : pending) {
        const QRectF name = nameAt(layouts[i]);
        std::vector<QRectF> around = obstacles(i, true);
        if ((!land(i) || geometry[i].contains(drawnNameRect(layouts[i], scale))) &&
            documentRect.contains(name) && !meets(name, around)) {
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
            const qreal side = tightRoom;
            const QPointF deepest = layouts[i].pole.centre;
            rooms[i] = {deepest.x() - side / 2, deepest.y() - side / 2, side, side};
        }
    }
    // 5. Then each name, the smallest area first (it has the least choice; one its tokens
    // would hide first, as it would else keep its place), on its own area: its whole name
    // wherever it fits on it, at the readable size, else smaller, then its short forms at the
    // readable size (an atlas abbreviates only for want of room: the s42 walk saw "Hung." and
    // "Serb." where "Hungary" and "Serbia" fitted).
    std::stable_sort(movers.begin(), movers.end(), [&](std::size_t a, std::size_t b) {
        if (filled[a] != filled[b])
            return static_cast<bool>(filled[a]);
        return layouts[a].pole.radius < layouts[b].pole.radius;
    });
    std::vector<std::size_t> waiting;
    for (std::size_t m = 0; m < movers.size(); ++m) {
        const std::size_t i = movers[m];
        if (largerSizes.empty()) {
            waiting.push_back(i);
            continue;
        }
        LabelLayout &layout = cleared.layouts[i];
        const std::vector<std::size_t> later(movers.begin() + static_cast<long>(m) + 1,
                                             movers.end());
        const std::vector<std::vector<LabelBlock>> groups = waysOf(i);
        const std::vector<std::vector<LabelBlock>> whole(groups.begin(), groups.begin() + 1);
        const std::vector<std::vector<LabelBlock>> shortened(groups.begin() + 1, groups.end());
        const std::vector<QRectF> around = aroundMover(i, later);
        if (placeOnOwn(i, layout, whole, around, largerSizes) ||
            placeOnOwn(i, layout, shortened, around, largerSizes)) {
            cleared.moved[i] = true;
            names[i] = nameAt(layout);
        } else {
            waiting.push_back(i);
        }
    }
    std::vector<std::size_t> offshore;
    std::vector<std::size_t> farther;
    // A name with no place at all (a sea drawn past the map's edge had its name cut by it: the
    // walk's "Persian Gulf") is drawn from a closer zoom, where names take less of the map,
    // rather than over another name or a neighbour: a wrong name misleads more than a missing
    // one (the province's tooltip names it). With tokens drawn, at once: the token room it
    // frees is room for the names still to be placed (kept till the end, Elam went unnamed).
    const auto hideUntilCloser = [&](std::size_t i) {
        showFromCloser(cleared.layouts[i], scale * hiddenUntilZoomed, documentRect);
        cleared.hidden[i] = true;
        rooms[i] = QRectF();
    };
    for (std::size_t m = 0; m < waiting.size(); ++m) {
        const std::size_t i = waiting[m];
        LabelLayout &layout = cleared.layouts[i];
        const std::vector<std::size_t> later(waiting.begin() + static_cast<long>(m) + 1,
                                             waiting.end());
        const std::vector<std::vector<LabelBlock>> groups = waysOf(i);
        const std::vector<std::vector<LabelBlock>> whole(groups.begin(), groups.begin() + 1);
        const std::vector<std::vector<LabelBlock>> shortened(groups.begin() + 1, groups.end());
        const std::vector<QRectF> around = aroundMover(i, later);
        if (placeOnOwn(i, layout, whole, around, readable) ||
            placeOnOwn(i, layout, whole, around, crowded) ||
            placeOnOwn(i, layout, shortened, around, readable)) {
            cleared.moved[i] = true;
            names[i] = nameAt(layout);
        } else {
            offshore.push_back(i);
        }
    }
    // 6. No place on its area once every other name has its place: beside it with a leader
    // line; else on its area, shortened, at the crowded sizes; else (a province with room for its
    // name or its tokens, not both, and no water near: an inland country) its name inside all
    // the same, the tokens over an end of it (MarkerPlacement's last resort: the name gives way
    // to the token at this zoom); else where it was planned, if it lies on its own area and on
    // the board and meets no other name there.
    for (std::size_t m = 0; m < offshore.size(); ++m) {
        const std::size_t i = offshore[m];
        LabelLayout &layout = cleared.layouts[i];
        const std::vector<std::vector<LabelBlock>> groups = waysOf(i);
        const std::vector<std::size_t> later(offshore.begin() + static_cast<long>(m) + 1,
                                             offshore.end());
        const std::vector<std::vector<LabelBlock>> shortened(groups.begin() + 1, groups.end());
        bool found = placeOffshore(i, layout, groups) ||
                     placeOnOwn(i, layout, shortened, aroundMover(i, later), crowded);
        for (std::size_t g = 0; land(i) && g < groups.size() && !found; ++g)
            found = placeInside(i, layout, groups[g], false, floors);
        if (found) {
            cleared.moved[i] = true;
            names[i] = nameAt(layout);
        } else if (!meets(nameAt(layout), obstacles(i, false)) && plannedOnOwnLand(i) &&
                   documentRect.contains(drawnNameRect(layout, scale))) {
            rooms[i] = QRectF();
            names[i] = nameAt(layout);
        } else if (roomForTokens) {
            hideUntilCloser(i);
        } else {
            farther.push_back(i);
        }
    }
    // Once every name with a nearer place has it: on a map drawn without tokens, the names
    // still without one beside their provinces with a longer leader (placeOffshore's `far`).
    for (const std::size_t i : farther) {
        LabelLayout &layout = cleared.layouts[i];
        if (placeOffshore(i, layout, waysOf(i), false, true)) {
            cleared.moved[i] = true;
            names[i] = nameAt(layout);
        } else {
            hideUntilCloser(i);
        }
    }
    showHiddenClear(cleared.layouts, cleared.hidden, scale * hiddenUntilZoomed);
    // A hidden name is drawn where it was planned, larger than planned at first: from the zoom
    // on where its badges lie on its province (closer in, they only shrink towards its anchor).
    for (std::size_t i = 0; i < count; ++i) {
        LabelLayout &layout = cleared.layouts[i];
        if (!cleared.hidden[i] || !land(i) || layout.block.symbolCount() == 0)
            continue;
        bool inside = false;
        for (qreal at = layout.shownFromScale; at <= scale * closestZoom && !inside;
             at *= std::exp2(0.25)) {
            const qreal size = drawnNameSize(layout, at);
            inside = badgesOnOwnLand(i, layout.block, layout.block.rect(layout.anchor, size), size,
                                     true);
            if (inside)
                layout.shownFromScale = at;
        }
        // At no zoom (a name the designer set beside a thin river): apart, at its deepest
        // point.
        if (!inside) {
            layout.block = layout.block.withoutSymbols();
            layout.badgesAt = layout.pole.centre;
        }
    }
    // A name drawn here with its badges on its land whose badges would leave it closer in, as
    // the name shrinks about its anchor near a coast (Macedonia's mine in the Aegean at 1.25x):
    // the badges stay where they are drawn here, apart from it.
    for (std::size_t i = 0; i < count; ++i) {
        LabelLayout &layout = cleared.layouts[i];
        if (cleared.hidden[i] || !land(i) || layout.block.symbolCount() == 0 ||
            layout.fontSize <= 0)
            continue;
        const qreal size = drawnNameSize(layout, scale);
        const QRectF block = layout.block.rect(layout.anchor, size);
        if (!badgesOnOwnLand(i, layout.block, block, size) ||
            badgesOnOwnLand(i, layout.block, block, size, true))
            continue;
        layout.badgesAt = layout.block.symbolRowRect(layout.anchor, size).center();
        layout.block = layout.block.withoutSymbols();
        // The name's lines where they were, over the row.
        layout.anchor.ry() -=
            (block.height() - layout.block.rect(layout.anchor, size).height()) / 2;
    }

    // 7. Closer in, a moved name whose province holds it where it was planned, at its planned
    // size, with room for a token beside it, is drawn there again, clear of every other name
    // (the s42 walk: "Bulgaria" and "Lithuania" over the sea three zoom steps in).
    const auto haloAt = [](const LabelLayout &layout, qreal at) {
        if (at < layout.shownFromScale || layout.fontSize <= 0)
            return QRectF();
        const qreal size = drawnNameSize(layout, at);
        const qreal reach = 0.2 * size + namePadding / at;
        return layout.block.rect(layout.anchor, size).adjusted(-reach, -reach, reach, reach);
    };
    const auto drawnAt = [&](std::size_t k, qreal at) {
        return haloAt(layoutAtScale(cleared.layouts[k], at), at);
    };
    for (std::size_t i = 0; i < count; ++i) {
        const LabelLayout &planned = layouts[i];
        if (!cleared.moved[i] || !land(i) || planned.fontSize <= 0)
            continue;
        LabelLayout home = planned;
        home.leaderTo.reset();
        home.shownFromScale = 0;
        // Drawn at its planned size from here on (the readable floor no longer raises it).
        qreal at = std::max(scale * std::exp2(0.25), planned.screenFloor / planned.fontSize);
        for (int step = 0; step < hiddenZoomSteps; ++step, at *= std::exp2(0.25)) {
            // Where the others change (come home, appear), and here: between, names only
            // shrink about their anchors.
            std::vector<qreal> checks{at};
            for (std::size_t k = 0; k < count; ++k) {
                for (const qreal change :
                     {cleared.layouts[k].homeFromScale, cleared.layouts[k].shownFromScale}) {
                    if (k != i && change > at)
                        checks.push_back(change);
                }
            }
            const bool clear = std::all_of(checks.begin(), checks.end(), [&](qreal check) {
                const QRectF name = haloAt(home, check);
                for (std::size_t k = 0; k < count; ++k) {
                    if (k != i && name.intersects(drawnAt(k, check)))
                        return false;
                }
                return true;
            });
            if (!clear || !geometry[i].contains(drawnNameRect(home, at)))
                continue;
            if (roomForTokens) {
                // A token beside it there (the game places it at each zoom).
                const qreal side = tightTokenRoomPixels / at;
                const OutlineRoom cells(outlines[i], side * roomCellShare);
                const QRectF name = haloAt(home, at);
                if (!cells.place(QSizeF(side, side), QPointF(name.center().x(), name.bottom()),
                                 {name}))
                    continue;
            }
            cleared.layouts[i].homeFromScale = at;
            cleared.layouts[i].homeAnchor = planned.anchor;
            cleared.layouts[i].homeBlock = planned.block;
            cleared.layouts[i].homeFontSize = planned.fontSize;
            break;
        }
    }
    return cleared;
}

void showHiddenClear(std::vector<LabelLayout> &layouts, const std::vector<bool> &hidden,
                     qreal fromScale)
{
    // The name's block drawn at `at`: its letters may not meet another's (their halos may
    // touch: at a close zoom names keep their planned sizes, which may lie that near).
    const auto haloAt = [](const LabelLayout &layout, qreal at) {
        return layout.block.rect(layout.anchor, drawnNameSize(layout, at));
    };
    std::vector<bool> settled(layouts.size());
    for (std::size_t k = 0; k < layouts.size(); ++k)
        settled[k] = !hidden[k] && layouts[k].fontSize > 0;
    for (std::size_t i = 0; i < layouts.size(); ++i) {
        if (!hidden[i] || layouts[i].fontSize <= 0)
            continue;
        LabelLayout &layout = layouts[i];
        // Names only shrink about their anchors as the view comes closer: two clear of each
        // other once both are drawn stay clear at every closer zoom.
        const auto clearAt = [&](qreal at) {
            for (std::size_t k = 0; k < layouts.size(); ++k) {
                if (k == i || !settled[k])
                    continue;
                const qreal both = std::max(at, layouts[k].shownFromScale);
                if (haloAt(layout, both).intersects(haloAt(layouts[k], both)))
                    return false;
            }
            return true;
        };
        // Not past the closest zoom a view allows: a name overlapping another even there is
        // drawn from `fromScale` as before, over it, rather than never (still open).
        const qreal first = std::max(fromScale, layout.shownFromScale);
        for (qreal at = first; at <= fromScale / hiddenUntilZoomed * closestZoom;
             at *= std::exp2(0.25)) {
            if (clearAt(at)) {
                layout.shownFromScale = at;
                break;
            }
        }
        settled[i] = true;
    }
}

} // namespace vinci
