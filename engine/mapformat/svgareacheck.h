#pragma once

#include "findinglist.h"
#include "map/mapdata.h"
#include "svgelementindex.h"

namespace vinci {

/**
 * MapValidator's SVG checks: every area drawn once by a shape Qt 6.4 renders as designed, and
 * nothing in the area layers that map.json does not know.
 */
void checkSvgAreas(const MapData &map, const SvgElementIndex &svg, FindingList &out);

} // namespace vinci
