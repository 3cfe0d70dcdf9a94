#pragma once

#include "map/mapdata.h"

#include <QString>
#include <QStringList>

namespace vinci {

struct SvgNode;

/** What the importer guessed an area to be, and why (shown in the import report). */
struct AreaKindGuess
{
    AreaKind kind = AreaKind::Land;
    QString reason; ///< translated: "layer “Sea”", "fill #2f5d8c (blue)", ...
};

/**
 * Guesses whether a shape of a drawing is a land province or a sea zone. The designer can
 * change every guess; these are the hints drawings carry, strongest first:
 * 1. a word in the element's own id or label (sea, ocean, lake, mer, meer, ... / land, ...);
 * 2. the same in the name of a group around it ("Seas", "Countries");
 * 3. its fill colour: a saturated blue is water (a group's: its pieces', most of them);
 * otherwise land.
 */
AreaKindGuess guessAreaKind(const SvgNode &element);

/** The fill the element is painted with (its own or inherited), as written ("#2f5d8c"). */
QString effectiveFill(const SvgNode &element);

/**
 * The fills an area is painted with, as written: a shape's own (effectiveFill()); for a group
 * drawing one area in several pieces (an archipelago), each piece's, in order; for a `<use>`,
 * those of what it shows, which inherit the `<use>`'s. A group's own fill, unset, says nothing:
 * black is only what SVG paints a shape with none.
 */
QStringList areaFills(const SvgNode &element);

/**
 * A valid area id ([a-z0-9-]+) made from a name: "Île-de-France" → "ile-de-france",
 * "path1234" → "path1234", "North Sea" → "north-sea"; empty if nothing usable remains.
 */
QString areaIdFromName(const QString &name);

/** A display name from an id or a label: "north-italy" → "North Italy". */
QString displayNameFromId(const QString &id);

/**
 * Whether a name says nothing of the place: what a drawing program calls a shape or a layer
 * when nobody names it ("background", "rect12", "path3456", "layer1", "Calque 1", "g7",
 * "svg_3", "12"). Each of its words, digits aside, is an SVG tag or such a default word.
 */
bool isPlaceholderName(const QString &name);

/** The element a `<use>` shows (its href, "#id"), or null. */
const SvgNode *svgUseTarget(const SvgNode &use);

/** The element's human name, if it has one: Inkscape label, then <title> child text. */
QString elementLabel(const SvgNode &element);

} // namespace vinci
