#pragma once

// Small boards and positions for the AI tests: each test builds the geometry its rule needs.

#include "game/play.h"
#include "map/mapdata.h"
#include "map/provincegraph.h"

#include <memory>

namespace vinci::aitest {

/** A board described area by area, for one test. */
class AiBoardBuilder
{
public:
    AiBoardBuilder &land(const char *id, Terrain terrain, bool boardEdge = false, bool mine = false,
                         bool port = false)
    {
        AreaData area;
        area.id = QString::fromLatin1(id);
        area.terrain = terrain;
        area.boardEdge = boardEdge;
        area.mine = mine;
        area.port = port;
        area.names = {area.id, area.id, area.id};
        m_map.areas.push_back(area);
        return *this;
    }
    AiBoardBuilder &sea(const char *id, bool boardEdge)
    {
        AreaData area;
        area.id = QString::fromLatin1(id);
        area.kind = AreaKind::Sea;
        area.boardEdge = boardEdge;
        area.names = {area.id, area.id, area.id};
        m_map.areas.push_back(area);
        return *this;
    }
    AiBoardBuilder &link(const char *a, const char *b, LinkKind kind = LinkKind::Land)
    {
        m_map.links.push_back({QString::fromLatin1(a), QString::fromLatin1(b), kind, false});
        return *this;
    }
    std::shared_ptr<const ProvinceGraph> build()
    {
        m_map.id = QStringLiteral("ai-test");
        m_map.classic.playerCounts = {3, 4, 5, 6};
        m_map.classic.extraPawns = {{3, 8}, {4, 6}, {5, 4}, {6, 3}};
        m_map.classic.victoryPoints = {{3, 150}, {4, 120}, {5, 100}, {6, 100}};
        QString error;
        auto graph = ProvinceGraph::fromMapData(m_map, &error);
        if (!graph)
            qFatal("test board: %s", qPrintable(error));
        return std::make_shared<const ProvinceGraph>(*graph);
    }

private:
    MapData m_map;
};

/**
 * A game on `board` with seat 0 real and seats 1-3 virtual (the two-player table has 0 and 1
 * real), every province emptied, seat `me` to play in `phase` with `tiles` and `hand` pawns.
 */
inline GameState position(std::shared_ptr<const ProvinceGraph> board, int me, Phase phase,
                          CivilizationTiles tiles, int hand,
                          const std::vector<bool> &virtualSeats = {false, true, true, true})
{
    GameOptions options;
    options.playerCount = static_cast<int>(virtualSeats.size());
    options.virtualSeats = virtualSeats;
    options.seed = 7;
    GameState state = *newGame(std::move(board), options);
    for (ProvinceState &province : state.provinces)
        province = ProvinceState{};
    state.currentPlayer = me;
    state.firstPlayer = 0;
    state.phase = phase;
    state.player(me).active = ActiveCivilization{tiles, hand, 0};
    return state;
}

/** The area with this id (the test's own board: it exists). */
inline AreaIndex areaNamed(const GameState &state, const char *id)
{
    return *state.board->indexOf(QString::fromLatin1(id));
}

/** Puts a civilization's pawns in a province. */
inline void hold(GameState &state, const char *id, Holder holder, int player, int pawns,
                 bool fort = false)
{
    state.at(areaNamed(state, id)) = ProvinceState{holder, player, pawns, fort};
}

inline CivilizationTiles tiles(TileKind a, TileKind b)
{
    return CivilizationTiles::pair(a, b);
}

} // namespace vinci::aitest
