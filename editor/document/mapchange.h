#pragma once

#include "map/provincegraph.h"

#include <QMetaType>

#include <vector>

namespace vinci {

/**
 * What an edit changed in a MapDocument: views re-sync from this one event (Tiled's
 * changeevents.h habit) instead of each command knowing every view.
 */
struct MapChange
{
    enum class What : quint8
    {
        Areas,      ///< properties of `areas` (names, terrain, symbols, edge, label)
        Links,      ///< the list of links
        Tables,     ///< a rule set's player counts or tables
        MapInfo,    ///< the map's id, names, author or licence, or a setting (paintTerrain)
        Everything, ///< the art or the list of areas: every view rebuilds
    };

    What what = What::Everything;
    std::vector<AreaIndex> areas; ///< for Areas: the areas changed, ascending
};

} // namespace vinci

Q_DECLARE_METATYPE(vinci::MapChange)
