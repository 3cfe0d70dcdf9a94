#pragma once

#include "adjacencyfinder.h"

#include <vector>

namespace vinci {

/**
 * How wide the gaps are that a drawing leaves between neighbouring land provinces: a hand
 * tracing each outline on its own never meets its neighbour exactly, and the hairline left
 * between them is as wide as the hand was steady at the drawing's own scale, not a fixed share
 * of the board (four big countries on a small page: gaps of a unit on a board of 400).
 *
 * Measured at the outlines' vertices and the middles of their edges: the distance from each to
 * the nearest other land province (0 inside one: an overlap), kept when it is at most `cap`
 * (farther is water, not a hairline). The median of those is the drawing's typical gap; 0 when
 * no outline comes that close to another (islands only, or shared vertices).
 */
double typicalBorderGap(const std::vector<AdjacencyShape> &shapes, double cap);

} // namespace vinci
