#pragma once

#include "map/mapdata.h"
#include "map/provincegraph.h"

#include <memory>

namespace vinci::testmaps {

/**
 * A small board shaped like the rules' own examples: Ireland on the board edge, Scotland one sea
 * zone from the edge, France and Northern Italy inland, Northern and Southern Italy sharing a
 * coast, Ireland adjacent to Scotland by their coasts, and seas linking Ireland, Norway and
 * Southern Italy (the Astronomy example).
 */
inline MapData rulesExampleMapData()
{
    MapData map;
    map.id = QStringLiteral("rules-example");
    map.names = {QStringLiteral("Rules example"), QStringLiteral("Exemple des règles"),
                 QStringLiteral("Regelbeispiel")};
    auto land = [&](const char *id, Terrain terrain, bool edge, bool mine = false,
                    bool port = false) {
        AreaData area;
        area.id = QString::fromLatin1(id);
        area.kind = AreaKind::Land;
        area.terrain = terrain;
        area.boardEdge = edge;
        area.mine = mine;
        area.port = port;
        area.names = {area.id, area.id, area.id};
        map.areas.push_back(area);
    };
    auto sea = [&](const char *id, bool edge) {
        AreaData area;
        area.id = QString::fromLatin1(id);
        area.kind = AreaKind::Sea;
        area.boardEdge = edge;
        area.names = {area.id, area.id, area.id};
        map.areas.push_back(area);
    };
    auto link = [&](const char *a, const char *b, LinkKind kind) {
        map.links.push_back({QString::fromLatin1(a), QString::fromLatin1(b), kind, false});
    };

    land("ireland", Terrain::Prairie, true, false, true);
    land("scotland", Terrain::Prairie, false);
    land("england", Terrain::Farmland, false, false, true);
    land("brittany", Terrain::Prairie, false, false, true);
    land("france", Terrain::Farmland, false);
    land("alps", Terrain::Mountain, false, true);
    land("provence", Terrain::Forest, false, false, true);
    land("north-italy", Terrain::Farmland, false);
    land("apennines", Terrain::Mountain, false, true);
    land("south-italy", Terrain::Farmland, false, false, true);
    land("norway", Terrain::Forest, false, true);
    sea("atlantic", true);
    sea("north-sea", false);
    sea("norwegian-sea", true);
    sea("mediterranean", true);
    sea("tyrrhenian", false);

    link("ireland", "scotland", LinkKind::Coast);
    link("ireland", "england", LinkKind::Coast);
    link("scotland", "england", LinkKind::Land);
    link("england", "france", LinkKind::Coast);
    link("france", "brittany", LinkKind::Land);
    link("france", "alps", LinkKind::Land);
    link("france", "provence", LinkKind::Land);
    link("alps", "provence", LinkKind::Land);
    link("alps", "north-italy", LinkKind::Land);
    link("provence", "north-italy", LinkKind::Land);
    link("north-italy", "apennines", LinkKind::Land);
    link("north-italy", "south-italy", LinkKind::Coast);
    link("apennines", "south-italy", LinkKind::Land);
    link("ireland", "atlantic", LinkKind::Sea);
    link("scotland", "atlantic", LinkKind::Sea);
    link("scotland", "north-sea", LinkKind::Sea);
    link("england", "north-sea", LinkKind::Sea);
    link("brittany", "atlantic", LinkKind::Sea);
    link("norway", "north-sea", LinkKind::Sea);
    link("norway", "norwegian-sea", LinkKind::Sea);
    link("provence", "mediterranean", LinkKind::Sea);
    link("south-italy", "mediterranean", LinkKind::Sea);
    link("north-italy", "tyrrhenian", LinkKind::Sea);
    link("south-italy", "tyrrhenian", LinkKind::Sea);
    link("atlantic", "north-sea", LinkKind::Sea);
    link("north-sea", "norwegian-sea", LinkKind::Sea);
    link("atlantic", "mediterranean", LinkKind::Sea);
    link("mediterranean", "tyrrhenian", LinkKind::Sea);

    map.classic.playerCounts = {3, 4, 5, 6};
    map.classic.extraPawns = {{3, 8}, {4, 6}, {5, 4}, {6, 3}};
    map.classic.victoryPoints = {{3, 150}, {4, 120}, {5, 100}, {6, 100}};
    return map;
}

/** The faults a map file can lie with that ProvinceGraph itself refuses. */
enum class GraphFault
{
    DuplicateId,
    UnknownId,
    SelfLink,
    LinkedTwice,
    SeaLinkOverLand,
    CoastToSea
};
inline constexpr GraphFault graphFaults[] = {GraphFault::DuplicateId,     GraphFault::UnknownId,
                                             GraphFault::SelfLink,        GraphFault::LinkedTwice,
                                             GraphFault::SeaLinkOverLand, GraphFault::CoastToSea};

/** The rules-example map with one lie in it. */
inline MapData rulesExampleWith(GraphFault fault)
{
    MapData map = rulesExampleMapData();
    auto link = [&](const char *a, const char *b, LinkKind kind) {
        map.links.push_back({QString::fromLatin1(a), QString::fromLatin1(b), kind, false});
    };
    switch (fault) {
    case GraphFault::DuplicateId:
        map.areas.push_back(map.areas.front());
        break;
    case GraphFault::UnknownId:
        link("ireland", "atlantis", LinkKind::Land);
        break;
    case GraphFault::SelfLink:
        link("ireland", "ireland", LinkKind::Land);
        break;
    case GraphFault::LinkedTwice:
        link("scotland", "ireland", LinkKind::Land);
        break;
    case GraphFault::SeaLinkOverLand:
        link("france", "provence", LinkKind::Sea);
        break;
    case GraphFault::CoastToSea:
        link("norway", "atlantic", LinkKind::Coast);
        break;
    }
    return map;
}

inline std::shared_ptr<const ProvinceGraph> rulesExampleBoard()
{
    return std::make_shared<const ProvinceGraph>(
        *ProvinceGraph::fromMapData(rulesExampleMapData()));
}

} // namespace vinci::testmaps

namespace vinci::testmaps {

/**
 * A generated board for property tests: a grid of land provinces with every terrain, mines and
 * ports, land and coast borders, edge and inner seas.
 */
inline MapData gridMapData(int columns, int rows)
{
    MapData map;
    map.id = QStringLiteral("grid-%1x%2").arg(columns).arg(rows);
    map.names = {map.id, map.id, map.id};
    auto id = [](int x, int y) { return QStringLiteral("p-%1-%2").arg(x).arg(y); };
    const Terrain terrains[] = {Terrain::Farmland, Terrain::Farmland, Terrain::Prairie,
                                Terrain::Prairie,  Terrain::Forest,   Terrain::Forest,
                                Terrain::Mountain, Terrain::Farmland, Terrain::Mountain,
                                Terrain::Prairie};
    for (int y = 0; y < rows; ++y) {
        for (int x = 0; x < columns; ++x) {
            AreaData area;
            area.id = id(x, y);
            area.names = {area.id, area.id, area.id};
            area.terrain = terrains[(x * 7 + y * 3) % 10];
            area.mine = (x + 2 * y) % 5 == 0;
            area.port = (x == 0 || y == 0) && (x + y) % 2 == 0;
            area.boardEdge = y == rows - 1 && x % 2 == 0;
            map.areas.push_back(area);
        }
    }
    auto sea = [&](const QString &seaId, bool edge) {
        AreaData area;
        area.id = seaId;
        area.kind = AreaKind::Sea;
        area.boardEdge = edge;
        area.names = {seaId, seaId, seaId};
        map.areas.push_back(area);
    };
    sea(QStringLiteral("sea-west"), true);
    sea(QStringLiteral("sea-north"), false);
    sea(QStringLiteral("sea-east"), false);
    for (int y = 0; y < rows; ++y) {
        for (int x = 0; x < columns; ++x) {
            // Every seventh border is a shared coast instead of a land border.
            if (x + 1 < columns)
                map.links.push_back({id(x, y), id(x + 1, y),
                                     (x * rows + y) % 7 == 3 ? LinkKind::Coast : LinkKind::Land,
                                     false});
            if (y + 1 < rows)
                map.links.push_back({id(x, y), id(x, y + 1), LinkKind::Land, false});
        }
        map.links.push_back({id(0, y), QStringLiteral("sea-west"), LinkKind::Sea, false});
        map.links.push_back({id(columns - 1, y), QStringLiteral("sea-east"), LinkKind::Sea, false});
    }
    for (int x = 1; x < columns; ++x)
        map.links.push_back({id(x, 0), QStringLiteral("sea-north"), LinkKind::Sea, false});
    map.links.push_back(
        {QStringLiteral("sea-west"), QStringLiteral("sea-north"), LinkKind::Sea, false});
    map.links.push_back(
        {QStringLiteral("sea-north"), QStringLiteral("sea-east"), LinkKind::Sea, false});
    map.classic.playerCounts = {3, 4, 5, 6};
    map.classic.extraPawns = {{3, 8}, {4, 6}, {5, 4}, {6, 3}};
    map.classic.victoryPoints = {{3, 150}, {4, 120}, {5, 100}, {6, 100}};
    return map;
}

inline std::shared_ptr<const ProvinceGraph> gridBoard(int columns, int rows)
{
    return std::make_shared<const ProvinceGraph>(
        *ProvinceGraph::fromMapData(gridMapData(columns, rows)));
}

} // namespace vinci::testmaps
