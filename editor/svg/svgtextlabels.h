#pragma once

#include <QPainterPath>
#include <QRectF>
#include <QString>

#include <optional>
#include <vector>

namespace vinci {

class SvgTree;
struct SvgNode;

/** A `<text>` of a drawing: what it says and where it is drawn. */
struct SvgTextLabel
{
    SvgNode *node = nullptr; ///< in the tree searched (the importer hides a text it used)
    QString text;            ///< its characters, tspans included, white space simplified
    QRectF bounds;           ///< where QSvgRenderer draws it, in document (viewBox) coordinates
};

/**
 * The drawing's texts, placed as Qt draws them (every transform around them applied), hidden
 * ones too: a designer writes the places' names on the map, and the importer names areas after
 * them and hides them (so that a map imported again is named the same).
 */
std::vector<SvgTextLabel> findSvgTextLabels(const SvgTree &tree);

/**
 * The area a text names, by index into `outlines` (document coordinates): of the areas whose
 * bounding box holds the text's centre, the smallest — the island, not the sea around it; a
 * name written between an island's two pieces, off both, still names it. Nothing if no box
 * holds it.
 */
std::optional<std::size_t> areaNamedBy(const SvgTextLabel &label,
                                       const std::vector<QPainterPath> &outlines);

} // namespace vinci
