#pragma once

#include "io/savegame.h"

#include <QStringList>

namespace vinci {

/**
 * Finds boards by map name for the headless modes, through a MapCatalog of `mapDirectories`: a
 * name that is a map folder's path is loaded from there; any other name is looked up as
 * `<dir>/<name>` in each directory in turn ("europe" -> "maps/europe"). The error names the
 * folders tried, or the map's own faults.
 */
BoardResolver mapDirectoryResolver(const QStringList &mapDirectories);

} // namespace vinci
