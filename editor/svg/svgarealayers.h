#pragma once

#include "map/mapdata.h"

#include <QSet>
#include <QString>

#include <utility>

namespace vinci {

class SvgTree;
struct SvgNode;

/**
 * The map format's area layers in an SVG tree (docs/map-format.md, "Area layers"): provinces
 * are the direct children of a group named `provinces`, sea zones of a group named `seas`
 * (its id or Inkscape label). Finding, creating and editing them for the importer and for the
 * editor's shape edits (a province turned into a sea zone moves to the seas layer).
 */
namespace SvgAreaLayers {

/** The area layer a group's name stands for, if any. */
std::optional<AreaKind> layerKind(const SvgNode &group);
/** The first group that is the layer for `kind`, or null. */
SvgNode *find(const SvgTree &tree, AreaKind kind);

/**
 * Inserts an empty seas layer and, above it, an empty provinces layer at the place of
 * `firstArea` in the drawing order: every group around it is split in two there, so what was
 * drawn before the first area stays below the layers and the rest above. Returns the layers
 * (seas, provinces).
 */
std::pair<SvgNode *, SvgNode *> createAt(SvgTree &tree, SvgNode *firstArea);

/**
 * The layer for `kind`, made if missing: next to the other area layer if there is one (seas
 * below provinces), else with createAt(`area`).
 */
SvgNode *ensure(SvgTree &tree, AreaKind kind, SvgNode *area);

/**
 * Makes an area element decoration: wraps it where it stands in a group without an id, so it
 * is drawn as before but is no longer a direct child of its layer.
 */
void makeDecoration(SvgNode *element);

/** `base` if it is not in `used`, else `base-2`, `base-3`, ... */
QString uniqueId(const QString &base, const QSet<QString> &used);

/**
 * Renames the element `oldId` and every reference to it. Fails (false) if there is no such
 * element or `newId` is already used.
 */
bool renameElement(SvgTree &tree, const QString &oldId, const QString &newId);

} // namespace SvgAreaLayers

} // namespace vinci
