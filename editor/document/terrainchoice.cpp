#include "document/terrainchoice.h"

#include "map/classicterrain.h"

namespace vinci {

TerrainChoice TerrainChoice::of(const MapData &map, Terrain terrain)
{
    TerrainChoice choice;
    choice.text = terrainName(terrain);
    if (map.classic.isEmpty() || isClassicTerrain(terrain))
        return choice;
    choice.allowed = false;
    // With Online 2013 ticked too, "Online 2013 only" did not say why (the s47 walk): Classic.
    choice.text = map.online2013.isEmpty() ? tr("%1 (Online 2013 only)").arg(choice.text)
                                           : tr("%1 (not with Classic rules)").arg(choice.text);
    choice.why = tr("This map supports the Classic rules, whose provinces are farmland, prairie, "
                    "forest or mountain. To use %1, untick “Classic rules” in Rule tables (the "
                    "map is then for Online 2013 only).")
                     .arg(terrainName(terrain));
    return choice;
}

} // namespace vinci
