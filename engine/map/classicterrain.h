#pragma once

#include "map/terrain.h"

namespace vinci {

/**
 * Whether the Classic rules know the terrain (farmland, prairie, forest, mountain); the others
 * exist only in Online 2013, so a map that supports Classic may not use them (the validator's
 * error, and what the editor offers).
 */
constexpr bool isClassicTerrain(Terrain terrain)
{
    return terrain == Terrain::Farmland || terrain == Terrain::Prairie ||
           terrain == Terrain::Forest || terrain == Terrain::Mountain;
}

} // namespace vinci
