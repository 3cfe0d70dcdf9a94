#pragma once

#include "io/savegame.h"

#include <QStringList>

namespace vinci {

/**
 * Finds boards by map name for the headless modes: a name that is a map folder's path is loaded
 * from there; any other name is looked up as `<dir>/<name>` in each of `mapDirectories` in turn
 * ("europe" -> "maps/europe"). Maps load through MapLoader (validated, all or nothing) and are
 * kept once loaded. The error names the folders tried, or the map's own faults.
 */
BoardResolver mapDirectoryResolver(const QStringList &mapDirectories);

} // namespace vinci
