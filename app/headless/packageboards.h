#pragma once

#include "io/savegame.h"

#include <QCoreApplication>

namespace vinci {

/**
 * `folders` (the map directories' resolver), taking also a map package file, as `vinci --map`
 * does: `vinci --simulate --map alps.vincimap`. The package is read and checked in memory and
 * its map validated as the game loads one (loadMapPackage); it is not installed, because a
 * designer's script simulating a draft must not put it, or a new copy of it, among the player's
 * maps. Anything else goes to `folders`.
 */
class PackageBoards
{
    Q_DECLARE_TR_FUNCTIONS(PackageBoards)

public:
    static BoardResolver withPackages(BoardResolver folders);
};

} // namespace vinci
