#include "conquestoption.h"

#include "game/turnallowances.h"
#include "rules/conquestcost.h"
#include "rules/scoring.h"

#include <algorithm>

namespace vinci {

namespace {

int decliningPoints(const GameState &state, int player, AreaIndex area)
{
    const auto &declining = state.player(player).declining;
    return declining ? provincePoints(state, area, declining->tiles) : 0;
}

bool isOwnDeclining(const GameState &state, int player, AreaIndex area)
{
    const ProvinceState &province = state.at(area);
    return province.holder == Holder::Declining && province.player == player;
}

} // namespace

std::vector<ConquestOption> conquestOptions(const GameState &state, int player)
{
    std::vector<ConquestOption> options;
    const PlayerState &seat = state.player(player);
    if (!seat.active)
        return options;
    const CivilizationTiles &tiles = seat.active->tiles;
    const bool heritage = tiles.has(TileKind::Heritage);
    const bool spiesLeft = state.currentPlayer == player && espionageLeft(state) > 0;
    const int slaveryLevel = tiles.level(TileKind::Slavery);
    const ProvinceGraph &board = *state.board;

    // Only provinces within reach have a cost (Espionage does not widen the reach, D17): the
    // costs of all are worked out together, still in the board's order.
    const ConquestTotals totals(state, player);
    for (AreaIndex area : board.landAreas()) {
        if (!totals.reaches(area) || targetRefusal(state, player, area))
            continue;
        const auto normal = totals.total(area, false);
        ConquestOption option;
        option.area = area;
        option.normalCost = *normal;
        option.cost = *normal;
        // Espionage: "a province can be conquered at the cost of two tokens, regardless of how
        // heavily it is defended."
        if (spiesLeft && 2 < option.cost) {
            option.cost = 2;
            option.espionage = true;
        }
        option.points = provincePoints(state, area, tiles);

        const ProvinceState &target = state.at(area);
        if (isOwnDeclining(state, player, area))
            option.decliningLoss += decliningPoints(state, player, area);
        if (!heritage) {
            // "the adjacent provinces of the declining empire must be immediately cleared"
            for (AreaIndex neighbour : board.neighbours(area)) {
                if (isOwnDeclining(state, player, neighbour))
                    option.decliningLoss += decliningPoints(state, player, neighbour);
            }
        }
        const bool enemy =
            target.holder == Holder::Neutral ||
            ((target.holder == Holder::Active || target.holder == Holder::Declining) &&
             target.player != player);
        // Slavery: "Each enemy or neutral token eliminated from a province ... earns +1".
        if (enemy && target.pawns > 0)
            option.slavery = slaveryLevel;
        if ((target.holder == Holder::Active || target.holder == Holder::Declining) &&
            target.player != player && !state.player(target.player).virtualPlayer)
            option.invadesRealPlayer = true;
        if (target.holder == Holder::Active && target.player != player) {
            for (AreaIndex neighbour : board.neighbours(area)) {
                if (isOwnDeclining(state, player, neighbour))
                    option.protectsDeclining = true;
            }
        }
        options.push_back(option);
    }
    return options;
}

bool canHoldOneMore(const GameState &state, int player)
{
    const PlayerState &seat = state.player(player);
    if (!seat.active)
        return false;
    int provinces = 0;
    int pawns = seat.active->hand;
    for (const ProvinceState &province : state.provinces) {
        if (isActiveOf(province, player)) {
            ++provinces;
            pawns += province.pawns;
        }
    }
    const int leaving = state.currentPlayer == player ? state.turn.fieldGeneralPawns : 0;
    return pawns - leaving >= provinces + 1;
}

int activeEmpirePoints(const GameState &state, int player)
{
    const auto &active = state.player(player).active;
    if (!active)
        return 0;
    int points = 0;
    for (const AreaIndex area : state.provinces.areas()) {
        const ProvinceState &province = state.provinces[area];
        if (isActiveOf(province, player) && province.pawns > 0)
            points += provincePoints(state, area, active->tiles);
    }
    return points;
}

int pawnsAvailableToExpand(const GameState &state, int player)
{
    const auto &active = state.player(player).active;
    if (!active)
        return 0;
    int pawns = active->hand + active->tiles.level(TileKind::Medicine);
    for (const ProvinceState &province : state.provinces) {
        if (isActiveOf(province, player))
            pawns += std::max(0, province.pawns - 1);
    }
    return pawns;
}

int defenceLevel(const GameState &state, AreaIndex area)
{
    const ProvinceState &province = state.at(area);
    const Terrain terrain = state.board->area(area).terrain;
    const bool rough = terrain == Terrain::Forest || terrain == Terrain::Mountain;
    return province.pawns + (rough ? 1 : 0) + (province.fort ? 1 : 0);
}

bool isBorderProvince(const GameState &state, int player, AreaIndex area)
{
    for (AreaIndex neighbour : state.board->neighbours(area)) {
        const ProvinceState &province = state.at(neighbour);
        if (province.holder == Holder::Active && province.player == player)
            continue;
        if (province.holder == Holder::Declining && province.player == player)
            continue;
        return true;
    }
    return false;
}

bool touchesOtherActiveEmpire(const GameState &state, int player, AreaIndex area)
{
    for (AreaIndex neighbour : state.board->neighbours(area)) {
        const ProvinceState &province = state.at(neighbour);
        if (province.holder == Holder::Active && province.player != player)
            return true;
    }
    return false;
}

bool newEmpiresEntering(const GameState &state, int player)
{
    for (int other = 0; other < state.playerCount(); ++other) {
        if (other == player || !state.player(other).active)
            continue;
        if (isEntering(state, other))
            return true;
    }
    return false;
}

} // namespace vinci
