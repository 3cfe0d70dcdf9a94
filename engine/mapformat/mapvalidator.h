#pragma once

#include "map/mapdata.h"
#include "mapfinding.h"

#include <QString>

#include <vector>

namespace vinci {

class SvgElementIndex;

/**
 * Checks that a map tells the truth: ids, names, links, start provinces, reachability, rule
 * tables, and that the SVG draws every area (and only areas) with features Qt 6.4 renders.
 * Shared by the game (through MapLoader), the editor (live, after each edit) and the command
 * line. A pure, fast function of its inputs: no file access, no state. docs/map-format.md lists
 * every finding.
 */
class MapValidator
{
public:
    /** The longest author or licence: a line beside the map's name, not a licence's text. */
    static constexpr int maxCreditLength = 200;

    /**
     * Every finding, in a fixed order (map, areas, links, board, rule tables, SVG).
     * `svg` null skips the SVG checks (the editor before an SVG is chosen; the loader reports an
     * unreadable SVG itself); its messages name the file as the index was given it.
     * `folder` is the map folder as the caller names it ("maps/europe"): messages name
     * `folder`/map.json, and the map id must equal its last component. Empty skips the id check
     * and names plain "map.json".
     */
    static std::vector<MapFinding> validate(const MapData &map, const SvgElementIndex *svg,
                                            const QString &folder = {});
};

} // namespace vinci
