#pragma once

#include "labellayout.h"
#include "map/mapdata.h"
#include "outlinegeometry.h"

#include <QPainterPath>
#include <QRectF>

#include <vector>

namespace vinci {

/** How large a name is drawn on screen, whatever the zoom (AreaLabelItem). */
struct NameScreenSize
{
    /** Below this, in logical pixels, a name grows: it stays readable on a zoomed-out map. */
    static constexpr qreal minimumPixels = 10;
    /** A name with no free place at the minimum may shrink to this, in steps (clearNames). */
    static constexpr qreal crowdedPixels = 7.5;
    /** Above this it stops growing: a zoomed-in map does not shout. */
    static constexpr qreal maximumPixels = 30;
};

/** The font size `layout`'s name is drawn at (document units), at `scale` pixels a unit. */
qreal drawnNameSize(const LabelLayout &layout, qreal scale);

/** The block of `layout` as drawn at `scale`, in document units; null where it is not drawn. */
QRectF drawnNameRect(const LabelLayout &layout, qreal scale);

/**
 * Room kept free of names in each province for its tokens, in logical pixels: the game's
 * smallest token (a count on the holder's shape, MarkerDetail::Minimal) with the margin the game
 * keeps around it (MarkerPlacement::margin).
 */
inline constexpr qreal tokenRoomPixels = 21;
/** The smallest token alone: the room kept where a province has none with the margin. */
inline constexpr qreal tightTokenRoomPixels = 17;
/**
 * A name set over the water beside its province has a leader line to it this many of its drawn
 * lines long at most, from its glyphs to the province's deepest point: a longer one reads as
 * pointing anywhere (the s41 walk: "Low Countr." in the Atlantic).
 */
inline constexpr qreal leaderMaxLines = 3;

/** The names of a map once cleared of each other at one scale (clearNames). */
struct ClearedNames
{
    std::vector<LabelLayout> layouts; ///< by AreaIndex
    /** By AreaIndex: the room kept for a land province's tokens; null where none was found. */
    std::vector<QRectF> tokenRooms;
    std::vector<bool> moved;  ///< by AreaIndex: the name left its planned place
    std::vector<bool> hidden; ///< by AreaIndex: no free place for it at this scale
};

/**
 * Makes a map's names readable at `scale` (pixels per document unit, the most zoomed-out view
 * they are shown in), each read as its own area's: every land province gets a room for its
 * tokens; a name drawn larger than planned there (every name keeps a readable size on screen,
 * so a small country's spills over its neighbours') that would cover another name or another
 * province, or leave its province no room for a token, moves, and so does a name its tokens
 * would hide. A moving province's name tries its whole name, then its short forms
 * (`shortBlocks`, shortForms(); not for a name the map's designer placed), at 10, 8.75 and
 * 7.5 px on screen: inside its province with room for its tokens, else inside it with its box's
 * corners over the coast at most (each half of the name on its land): never beside it over the
 * sea, nor laid along its coast half in the water. A sea's name moves on its water. A name with
 * no such place on its province is set over the water near it, on no land, with a leader line
 * to its deepest point (LabelLayout::leaderTo), as an atlas names a small country; with no water
 * near enough either, it is drawn from a closer zoom (LabelLayout::shownFromScale; the
 * province's tooltip names it): never on a neighbour. At any larger scale names only shrink
 * about their anchors, so what is clear here stays clear. `textScale` (Larger text: the scale
 * passed is the fit's divided by it) lets a moving name come down to the normal text's sizes
 * rather than be left out.
 *
 * `layouts`, `blocks`, `shortBlocks`, `areas`, `outlines` (the areas' own, in document units)
 * and `geometry` are indexed by AreaIndex; `blocks` holds the ways each name can be set
 * (labelBlocks()), `shortBlocks` those of its short forms.
 */
ClearedNames clearNames(const std::vector<LabelLayout> &layouts,
                        const std::vector<std::vector<LabelBlock>> &blocks,
                        const std::vector<std::vector<LabelBlock>> &shortBlocks,
                        const std::vector<AreaData> &areas,
                        const std::vector<QPainterPath> &outlines,
                        const std::vector<OutlineGeometry> &geometry, const QRectF &documentRect,
                        qreal scale, qreal textScale = 1);

} // namespace vinci
