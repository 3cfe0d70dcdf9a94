#pragma once

#include "terrain.h"

namespace vinci {

/**
 * A terrain's name inside a sentence ("Set terrain to forest"): lower-case in English and
 * French, capitalised in German as any noun, as the rulebooks write them (context
 * "TerrainInSentence"; defined beside terrainName() in terrain.cpp).
 */
QString terrainNameInSentence(Terrain terrain);

} // namespace vinci
