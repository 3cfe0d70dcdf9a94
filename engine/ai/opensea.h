#pragma once

#include "map/provincegraph.h"

#include <vector>

namespace vinci {

/**
 * Ship Building for a virtual player: "On its first turn, a civilization with Ship Building will
 * always settle along a coastline that is not part of an inland sea." (EN) "près d'un océan ou
 * une "grande" mer, pas une mer intérieure" (FR).
 *
 * On a map, an inland sea is a group of sea zones joined by sea-zone borders none of which
 * touches the edge of the board: water closed in by land. Every other group opens onto the
 * ocean. A province settles "along a coastline that is not part of an inland sea" when it
 * touches a sea zone of an open group, or when its only water is a light-blue coast it shares
 * with a neighbour (a coast that belongs to no sea zone at all).
 *
 * Returns, per area index, whether the area is such a land province.
 */
AreaVector<bool> openSeaCoasts(const ProvinceGraph &board);

} // namespace vinci
