#include "scoring.h"

#include "onlinetiles.h"

#include <array>

namespace vinci {

namespace {

// Each bonus tile: the points it adds to one province. Both variants of a yellow tile give the
// same bonus; the broken column only decides whether it stays in decline.
int agricultureBonus(const Area &area)
{
    return area.terrain == Terrain::Farmland ? 1 : 0;
}
int livestockBonus(const Area &area)
{
    return area.terrain == Terrain::Prairie ? 1 : 0;
}
int miningBonus(const Area &area)
{
    return area.mine ? 2 : 0;
}
int portBonus(const Area &area)
{
    return area.port ? 1 : 0;
}
// Online 2013: "(including the mountains and deserts, but no rivers)"; Classic maps have no
// rivers.
int currencyBonus(const Area &area)
{
    return isRiverLike(area.terrain) ? 0 : 1;
}
int mountaineeringBonus(const Area &area)
{
    return area.terrain == Terrain::Mountain ? 1 : 0;
}

// Camels: "Get 1 Victory Point for each desert province." (Online 2013)
int camelsBonus(const Area &area)
{
    return area.terrain == Terrain::Desert ? 1 : 0;
}

struct ProvinceBonus
{
    TileKind kind;
    int (*bonus)(const Area &);
};

constexpr ProvinceBonus provinceBonuses[] = {
    {TileKind::Agriculture, agricultureBonus},
    {TileKind::AgricultureDecline, agricultureBonus},
    {TileKind::LivestockBreeding, livestockBonus},
    {TileKind::LivestockBreedingDecline, livestockBonus},
    {TileKind::Mining, miningBonus},
    {TileKind::MiningDecline, miningBonus},
    {TileKind::PortBuilding, portBonus},
    {TileKind::PortBuildingDecline, portBonus},
    {TileKind::Currency, currencyBonus},
    {TileKind::Mountaineering, mountaineeringBonus},
    {TileKind::Camels, camelsBonus},
};

/** Each tile kind's bonus (none for the others), looked up by kind. */
constexpr auto bonusByKind = [] {
    std::array<int (*)(const Area &), allTileKindCount> table{};
    for (const ProvinceBonus &bonus : provinceBonuses)
        table[static_cast<std::size_t>(bonus.kind)] = bonus.bonus;
    return table;
}();

std::vector<ScoreLine> civilizationScore(const GameState &state,
                                         const std::vector<AreaIndex> &provinces,
                                         const CivilizationTiles &tiles)
{
    std::vector<ScoreLine> lines;
    int base = 0;
    for (AreaIndex area : provinces)
        base += state.rules().provinceValue(state.board->area(area).terrain);
    lines.push_back({std::nullopt, base});
    for (const ProvinceBonus &bonus : provinceBonuses) {
        const int level = tiles.level(bonus.kind);
        if (level == 0)
            continue;
        int points = 0;
        for (AreaIndex area : provinces)
            points += bonus.bonus(state.board->area(area)) * level;
        lines.push_back({bonus.kind, points});
    }
    if (tiles.has(TileKind::Fishing))
        lines.push_back({TileKind::Fishing, fishingPoints(state, provinces, tiles)});
    return lines;
}

int sum(const std::vector<ScoreLine> &lines)
{
    int total = 0;
    for (const ScoreLine &line : lines)
        total += line.points;
    return total;
}

std::vector<AreaIndex> heldProvinces(const GameState &state, int player, Holder holder)
{
    // One pass over the board, without listing the empty provinces first.
    std::vector<AreaIndex> held;
    held.reserve(16);
    for (const AreaIndex area : state.provinces.areas()) {
        const ProvinceState &province = state.provinces[area];
        if (province.holder == holder && province.player == player && province.pawns > 0)
            held.push_back(area);
    }
    return held;
}

} // namespace

int provincePoints(const GameState &state, AreaIndex area, const CivilizationTiles &tiles)
{
    const Area &province = state.board->area(area);
    int points = state.rules().provinceValue(province.terrain);
    // Only the (at most two) tiles held can add a bonus: look those up rather than asking every
    // bonus tile's level, which the AIs' province comparisons did millions of times a run.
    const auto held = tiles.tiles();
    for (std::size_t i = 0; i < held.size(); ++i) {
        if (i > 0 && held[i] == held[0])
            continue; // a doubled tile's level already counts both
        const auto bonus = bonusByKind[static_cast<std::size_t>(held[i])];
        if (!bonus)
            continue;
        if (const int perLevel = bonus(province))
            points += perLevel * tiles.level(held[i]);
    }
    return points;
}

ScoreBreakdown expansionScore(const GameState &state, int player)
{
    ScoreBreakdown score;
    const PlayerState &seat = state.player(player);
    if (seat.active) {
        score.active = civilizationScore(state, heldProvinces(state, player, Holder::Active),
                                         seat.active->tiles);
        // Slavery: "Each enemy or neutral token eliminated from a province (except Fortification
        // tokens) earns +1 victory point."
        score.slavery = state.turn.slaveryPawns * seat.active->tiles.level(TileKind::Slavery);
    }
    if (seat.declining)
        score.declining = civilizationScore(state, heldProvinces(state, player, Holder::Declining),
                                            seat.declining->tiles);
    score.total = sum(score.active) + sum(score.declining) + score.slavery;
    return score;
}

ScoreBreakdown declineScore(const GameState &state, int player)
{
    ScoreBreakdown score;
    const PlayerState &seat = state.player(player);
    if (seat.declining)
        score.declining = civilizationScore(state, heldProvinces(state, player, Holder::Declining),
                                            seat.declining->tiles);
    score.total = sum(score.declining);
    return score;
}

} // namespace vinci
