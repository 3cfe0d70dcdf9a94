#include "threatmap.h"

#include "conquestoption.h"
#include "rules/conquestcost.h"
#include "rules/scoring.h"

#include <algorithm>
#include <cmath>
#include <deque>

namespace vinci {

namespace {

// Reach by distance from the attacker's empire: next door, two steps, three steps.
constexpr float reachByDistance[] = {0.0F, 1.0F, 0.45F, 0.15F};
constexpr int maxDistance = 3;
// How sure a target is to be taken when the attacker's pawns just cover it.
constexpr double certainty = 0.9;
// Beyond its pawns on the likely order: the chance left, and how fast it falls (in pawns).
constexpr double tailChance = 0.2;
constexpr double softness = 1.5;
// The weight of value against cost in an attacker's order of targets.
constexpr int valueWeight = 3;

} // namespace

ThreatMap::ThreatMap(const GameState &state, int player)
    : m_player(player)
{
    const ProvinceGraph &board = *state.board;
    const int areaCount = board.areaCount();
    if (state.player(player).active)
        m_militia = state.player(player).active->tiles.level(TileKind::Militia);
    for (int other = 0; other < state.playerCount(); ++other) {
        const PlayerState &seat = state.player(other);
        if (other == player || !seat.active)
            continue;
        Attacker attacker;
        attacker.player = other;
        const CivilizationTiles &tiles = seat.active->tiles;
        attacker.weapons = tiles.level(TileKind::Weapons);
        attacker.mountaineering = tiles.level(TileKind::Mountaineering);
        attacker.onlyDeclining = atPeace(state, player, other);
        attacker.pawns = seat.active->hand + seat.active->pendingRedeploy +
                         tiles.level(TileKind::Medicine) + 7 * tiles.level(TileKind::FieldGeneral);
        AreaVector<int> distance(areaCount, maxDistance + 1);
        std::deque<AreaIndex> queue;
        bool entering = true;
        for (AreaIndex area : board.landAreas()) {
            const ProvinceState &province = state.at(area);
            if (province.holder == Holder::Active && province.player == other) {
                attacker.pawns += std::max(0, province.pawns - 1);
                distance[area] = 0;
                queue.push_back(area);
                entering = false;
            }
        }
        if (entering) {
            const bool anywhere = tiles.has(TileKind::Revolutionaries);
            for (AreaIndex area : board.landAreas()) {
                if (anywhere || board.isStartArea(area)) {
                    distance[area] = 1;
                    queue.push_back(area);
                }
            }
        }
        const bool astronomy = tiles.has(TileKind::Astronomy);
        while (!queue.empty()) {
            const AreaIndex area = queue.front();
            queue.pop_front();
            const int next = distance[area] + 1;
            if (next > maxDistance)
                continue;
            auto visit = [&](AreaIndex neighbour) {
                if (distance[neighbour] > next) {
                    distance[neighbour] = next;
                    queue.push_back(neighbour);
                }
            };
            for (AreaIndex neighbour : board.neighbours(area))
                visit(neighbour);
            if (astronomy) {
                for (AreaIndex neighbour : board.acrossSea(area))
                    visit(neighbour);
            }
        }
        attacker.reach.assign(areaCount, 0.0F);
        for (const AreaIndex area : distance.areas()) {
            if (distance[area] >= 1 && distance[area] <= maxDistance)
                attacker.reach[area] = reachByDistance[distance[area]];
        }
        attacker.tiles = tiles;
        // Its other targets next door, in the order it would likely take them.
        std::vector<std::pair<double, int>> targets;
        for (AreaIndex area : board.landAreas()) {
            const ProvinceState &province = state.at(area);
            if (distance[area] != 1 || province.player == player ||
                (province.holder == Holder::Active && province.player == other))
                continue;
            if (province.holder == Holder::Declining && province.player == other &&
                !tiles.has(TileKind::Heritage))
                continue;
            const int cost = costFor(state, attacker, area, province.pawns, false);
            targets.emplace_back(cost - valueWeight * provincePoints(state, area, tiles), cost);
        }
        std::sort(targets.begin(), targets.end());
        int sum = 0;
        attacker.costSums.push_back(0);
        for (const auto &[key, cost] : targets) {
            attacker.keys.push_back(key);
            sum += cost;
            attacker.costSums.push_back(sum);
        }
        if (attacker.pawns > 0)
            m_attackers.push_back(std::move(attacker));
    }
}

int ThreatMap::costFor(const GameState &state, const Attacker &attacker, AreaIndex area, int pawns,
                       bool mine) const
{
    const ProvinceState &province = state.at(area);
    const RuleSet &rules = state.rules();
    const Terrain terrain = state.board->area(area).terrain;
    int militia = 0;
    if (mine && province.holder != Holder::Declining)
        militia = m_militia;
    else if (!mine && province.holder == Holder::Active && state.player(province.player).active)
        militia = state.player(province.player).active->tiles.level(TileKind::Militia);
    const int defenders = province.holder == Holder::Empty && !mine ? 0 : pawns;
    const int cost = rules.terrainCost(terrain) + defenders + (province.fort ? 1 : 0) + militia -
                     attacker.weapons -
                     (terrain == Terrain::Mountain ? attacker.mountaineering : 0);
    return std::max(cost, std::max(1, rules.minimumConquestCost));
}

double ThreatMap::chanceBy(const GameState &state, const Attacker &attacker, AreaIndex area,
                           int pawns) const
{
    const float reach = attacker.reach[area];
    if (reach <= 0.0F)
        return 0.0;
    const bool declining = state.at(area).holder == Holder::Declining;
    if (attacker.onlyDeclining && !declining)
        return 0.0;
    const int cost = costFor(state, attacker, area, pawns, true);
    if (cost > attacker.pawns)
        return 0.0;
    // The pawns the attacker still has when it comes to this province, after the targets it
    // prefers; among targets it likes as much, the province takes its chance with the others.
    const double key = cost - valueWeight * provincePoints(state, area, attacker.tiles);
    const auto lower = static_cast<std::size_t>(
        std::lower_bound(attacker.keys.begin(), attacker.keys.end(), key) - attacker.keys.begin());
    const auto upper = static_cast<std::size_t>(
        std::upper_bound(attacker.keys.begin(), attacker.keys.end(), key) - attacker.keys.begin());
    const double budget = attacker.pawns - attacker.costSums[lower];
    double chance = 0.0;
    if (budget < cost) {
        // Out of its pawns on the likely order: a small chance remains (other orders, dice).
        chance = certainty * tailChance * std::exp((budget - cost) / softness);
    } else {
        const auto tied = static_cast<double>(upper - lower);
        const double average =
            tied > 0 ? (attacker.costSums[upper] - attacker.costSums[lower]) / tied : cost;
        const double taken = (budget - cost) / std::max(1.0, average) + 1.0;
        chance = certainty * std::min(1.0, taken / (tied + 1.0));
    }
    return reach * chance;
}

double ThreatMap::lossChance(const GameState &state, AreaIndex area, int pawns) const
{
    double safe = 1.0;
    for (const Attacker &attacker : m_attackers)
        safe *= 1.0 - chanceBy(state, attacker, area, pawns);
    return 1.0 - safe;
}

std::vector<double> ThreatMap::pointsAtRiskBy(const GameState &state) const
{
    std::vector<double> risk(static_cast<std::size_t>(state.playerCount()), 0.0);
    const PlayerState &seat = state.player(m_player);
    for (const Attacker &attacker : m_attackers) {
        Attacker unbound = attacker;
        unbound.onlyDeclining = false;
        double total = 0.0;
        for (AreaIndex area : state.board->landAreas()) {
            const ProvinceState &province = state.at(area);
            if (province.player != m_player)
                continue;
            if (province.holder == Holder::Active && seat.active)
                total += chanceBy(state, unbound, area, province.pawns) *
                         (provincePoints(state, area, seat.active->tiles) + 1);
            else if (province.holder == Holder::Declining && seat.declining)
                total += chanceBy(state, unbound, area, province.pawns) *
                         provincePoints(state, area, seat.declining->tiles);
        }
        risk[static_cast<std::size_t>(attacker.player)] = total;
    }
    return risk;
}

} // namespace vinci
