#pragma once

// The boards the save and protocol fuzzers play on, built once: the rulebook's example board,
// a 7x6 grid and maps/europe (as the game loads it). Any other name is refused with a message,
// as a missing map would be.

#include "fuzzcheck.h"
#include "io/savegame.h"
#include "mapformat/maploader.h"
#include "testmaps.h"

#include <cstdio>
#include <cstdlib>

namespace vinci::fuzzing {

inline BoardResolver boards()
{
    return [](const QString &name, QString *error) -> std::shared_ptr<const ProvinceGraph> {
        static const auto example = testmaps::rulesExampleBoard();
        static const auto grid = testmaps::gridBoard(7, 6);
        static const auto europe = [] {
            const MapLoadResult loaded =
                MapLoader::load(QStringLiteral(VINCI_SOURCE_DIR "/maps/europe"));
            if (!loaded.ok()) {
                std::fprintf(stderr, "maps/europe does not load\n");
                std::abort();
            }
            return loaded.map->graph;
        }();
        if (name == u"rules-example")
            return example;
        if (name == u"grid-7x6")
            return grid;
        if (name == u"europe")
            return europe;
        if (error)
            *error = QStringLiteral("no map %1").arg(name);
        return nullptr;
    };
}

} // namespace vinci::fuzzing
