#pragma once

#include "map/mapdata.h"
#include "map/terrain.h"

#include <QCoreApplication>
#include <QString>

namespace vinci {

/**
 * A terrain as the inspector's list and the Area ▸ Terrain menu offer it for a map: a map that
 * supports Classic may not use the Online 2013 terrains (the validator's error), so those are
 * offered marked and disabled, with why, rather than refused only after they were chosen (the
 * walk picked Desert on a Classic map and met the error in Issues).
 */
struct TerrainChoice
{
    Q_DECLARE_TR_FUNCTIONS(TerrainChoice)

public:
    bool allowed = true;
    /**
     * The terrain's name, marked when not allowed: "(Online 2013 only)", or "(not with Classic
     * rules)" on a map for both rule sets.
     */
    QString text;
    /** Why it is not allowed and how to allow it; empty when it is. */
    QString why;

    static TerrainChoice of(const MapData &map, Terrain terrain);
};

} // namespace vinci
