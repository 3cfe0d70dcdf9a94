#pragma once

#include "provincegraph.h"

#include <vector>

namespace vinci {

/**
 * The sea zones reachable from `sources` (sea zones) through sea zones only: Boost.Graph's
 * breadth_first_search over the board filtered to its seas. Indexed by area; sources included.
 */
std::vector<bool> seasReachedFrom(const AreaGraph &graph, const std::vector<std::size_t> &sources);

} // namespace vinci
