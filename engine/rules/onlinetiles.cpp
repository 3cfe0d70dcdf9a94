#include "onlinetiles.h"

namespace vinci {

bool isRiverLike(Terrain terrain)
{
    return terrain == Terrain::River || terrain == Terrain::ControllableSea;
}

bool nextToWater(const ProvinceGraph &board, AreaIndex area)
{
    if (board.isCoastal(area))
        return true;
    for (AreaIndex neighbour : board.neighbours(area)) {
        if (isRiverLike(board.area(neighbour).terrain))
            return true;
    }
    return false;
}

int galleysDiscount(const ProvinceGraph &board, const CivilizationTiles &tiles, AreaIndex target)
{
    const int level = tiles.level(TileKind::ShipBuilding);
    return level > 0 && nextToWater(board, target) ? level : 0;
}

int drakkarDiscount(const CivilizationTiles &tiles, Terrain terrain)
{
    return isRiverLike(terrain) ? tiles.level(TileKind::Drakkar) : 0;
}

int cavalryDiscount(const CivilizationTiles &tiles, Terrain terrain)
{
    const bool open =
        terrain == Terrain::Farmland || terrain == Terrain::Prairie || terrain == Terrain::Normal;
    return open ? tiles.level(TileKind::Cavalry) : 0;
}

int camelsDiscount(const CivilizationTiles &tiles, Terrain terrain)
{
    return terrain == Terrain::Desert ? tiles.level(TileKind::Camels) : 0;
}

bool religionCanConvert(const GameState &state, int player, AreaIndex target)
{
    const auto &active = state.player(player).active;
    if (!active || !active->tiles.has(TileKind::Religion))
        return false;
    const ProvinceState &province = state.at(target);
    if (province.holder != Holder::Active || province.player == player || province.pawns != 1)
        return false;
    return (state.turn.religionConverted & (1 << province.player)) == 0;
}

bool defenderLosesNoPawn(const GameState &state, const ProvinceState &defender, AreaIndex area)
{
    if (defender.holder != Holder::Active)
        return false;
    const auto &owner = state.player(defender.player).active;
    if (!owner)
        return false;
    const CivilizationTiles &tiles = owner->tiles;
    if (tiles.has(TileKind::Nomadic))
        return true;
    return tiles.has(TileKind::Drakkar) && isRiverLike(state.board->area(area).terrain);
}

int fishingPoints(const GameState &state, const std::vector<AreaIndex> &provinces,
                  const CivilizationTiles &tiles)
{
    const int level = tiles.level(TileKind::Fishing);
    if (level == 0)
        return 0;
    int halves = 0;
    for (AreaIndex area : provinces) {
        if (nextToWater(*state.board, area))
            halves += level;
    }
    return halves / 2;
}

void placeOnlineForts(GameState &state, int player)
{
    const auto &active = state.player(player).active;
    if (!active ||
        (!active->tiles.has(TileKind::Fortification) && !active->tiles.has(TileKind::Militia)))
        return;
    for (AreaIndex area : state.board->landAreas()) {
        ProvinceState &province = state.at(area);
        if (isActiveOf(province, player) && !isRiverLike(state.board->area(area).terrain))
            province.fort = true;
    }
}

void removeMilitiaForts(GameState &state, int player)
{
    const auto &active = state.player(player).active;
    if (!active || !active->tiles.has(TileKind::Militia) ||
        active->tiles.has(TileKind::Fortification))
        return;
    for (ProvinceState &province : state.provinces) {
        if (isActiveOf(province, player))
            province.fort = false;
    }
}

} // namespace vinci
