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
 * A name set beside its province (over the water or a neighbour's empty land) has a leader line
 * to it this many of its drawn lines long at most, from its glyphs to the point of the province
 * nearest them well inside its coast: a longer one reads as pointing anywhere (the s41 walk:
 * "Low Countr." in the Atlantic).
 */
inline constexpr qreal leaderMaxLines = 3;

/**
 * Where a leader line to `target` starts at a name whose letters' ink is `ink`
 * (LabelBlock::inkRect), drawn `size` large: on the side facing the target, against the letters'
 * halo, at the middle of their height from beside them, else above or below them. One from a
 * corner of the name's box ended in the empty space off its first or last letter and read as
 * pointing at nothing (the s42 walk: "Belgium", "Switzerland", "Luxembourg" in France).
 */
QPointF leaderStart(const QRectF &ink, QPointF target, qreal size);

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
 * (`shortBlocks`, shortForms()), at the readable 10 px on screen (larger text: its sizes down to
 * 10 px): inside its province with room for its tokens, else inside it with its box's corners
 * over the coast at most (each half of the name on its land): never beside it over the sea
 * without a leader, nor laid along its coast half in the water. A sea's name moves on its
 * water. A name with no such place on its province is set near it over the water, else over
 * one neighbour's empty land, with a short leader line to a point well inside it
 * (LabelLayout::leaderTo), as an atlas names a small country; else on its province at 8.75 or
 * 7.5 px; else it is drawn from a closer zoom (LabelLayout::shownFromScale; the province's
 * tooltip names it). At any larger scale names only shrink
 * about their anchors, so what is clear here stays clear. `textScale` (Larger text: the scale
 * passed is the fit's divided by it) lets a moving name come down to the normal text's sizes
 * (10, then the crowded 8.75 and 7.5 px), once every name has tried the larger ones, rather than
 * be left out.
 *
 * A map drawn without tokens (`roomForTokens` false: the editor's canvas, the package's preview)
 * keeps no room for them: the names take it (the s42 walk: "Hung." in the editor, where
 * "Hungary" fitted). A name with no other place there is set beside its province with a
 * leader up to markedLeaderMaxLines long across other land, once every other name has its place
 * (the s50 walk: seven Balkan countries unnamed in the editor at fit).
 *
 * `marked` (by AreaIndex: the province a lesson's step or a hint points the person at) is placed
 * before every other name when it has to move: a name asked for is named if it can be (the s45
 * walk: "Click the Low Countries", unnamed at 1024x768).
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
                        qreal scale, qreal textScale = 1, bool roomForTokens = true,
                        const std::vector<std::size_t> &marked = {});

/**
 * Each `hidden` name (drawn from a closer zoom where it was planned: clearNames()) is drawn from
 * `fromScale`, or closer in quarter-octave steps, until it meets no other name drawn there (the
 * s42 walk: "Montenegro" under "Kosovo" in the zoomed editor, the hidden name drawn at 1.5x
 * over one placed at the fit zoom).
 */
void showHiddenClear(std::vector<LabelLayout> &layouts, const std::vector<bool> &hidden,
                     qreal fromScale);

} // namespace vinci
