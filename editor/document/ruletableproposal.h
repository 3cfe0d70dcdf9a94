#pragma once

#include "map/mapdata.h"

namespace vinci {

/**
 * The Online 2013 table the editor proposes for a map: for each player count the map supports
 * (every count the rules allow when it supports none yet), the rounds of the text and extra
 * pawns from the published table for the original map scaled to this map's number of provinces
 * (docs/rules-decisions.md, "O13. Online 2013 tables proposed for a designer's map"). Every
 * value stays the designer's to change.
 */
RuleSetTable proposedOnlineTable(const MapData &map);
/** The extra pawns proposedOnlineTable() gives for `players`. */
int proposedOnlineExtraPawns(const MapData &map, int players);

/** How many provinces the original map has, the map the published extra pawns are for. */
inline constexpr int originalMapProvinces = 48;

} // namespace vinci
