#include "positionvalue.h"

#include "conquestoption.h"
#include "rules/scoring.h"

#include <algorithm>
#include <cmath>

namespace vinci {

namespace {

int roundOffset(const GameState &state, int player)
{
    return (player - state.firstPlayer + state.playerCount()) % state.playerCount();
}

} // namespace

int holdingPoints(const GameState &state, int player)
{
    int points = activeEmpirePoints(state, player);
    if (const auto &declining = state.player(player).declining) {
        for (AreaIndex area : provincesOf(state, player, Holder::Declining))
            points += provincePoints(state, area, declining->tiles);
    }
    return points;
}

int turnsLeft(const GameState &state, int player)
{
    if (state.isOver())
        return 0;
    if (state.lastRound) {
        if (state.currentPlayer == player)
            return 1;
        return roundOffset(state, player) > roundOffset(state, state.currentPlayer) ? 1 : 0;
    }
    if (state.roundLimit > 0) {
        // Online 2013: the rounds are counted, so are the turns.
        const bool stillThisRound =
            roundOffset(state, player) >= roundOffset(state, state.currentPlayer);
        return state.roundLimit - state.round + (stillThisRound ? 1 : 0);
    }
    int rounds = 1000;
    for (int p = 0; p < state.playerCount(); ++p) {
        const int income = std::max(5, holdingPoints(state, p) + 3);
        const int missing = std::max(0, state.victoryTarget - state.player(p).score);
        rounds = std::min(rounds, (missing + income - 1) / income);
    }
    // The round in which the target is reached is played to its end.
    return std::max(1, rounds + 1);
}

ValueWeights valueWeights(const GameState &state, int player)
{
    const double later = std::max(0, turnsLeft(state, player) - 1);
    ValueWeights weights;
    weights.future = std::min(2.0, 0.9 * later);
    weights.declining = std::min(1.5, 0.7 * later);
    weights.pawn = std::min(0.9, 0.45 * later);
    weights.harm = 0.25;
    return weights;
}

AreaVector<int> defencePlan(const GameState &state, int player, const ThreatMap &threats,
                            const std::vector<AreaIndex> &kept, int pawns,
                            const ValueWeights &weights)
{
    AreaVector<int> target(state.board->areaCount(), 0);
    if (kept.empty())
        return target;
    const CivilizationTiles &tiles = state.player(player).active->tiles;
    std::vector<double> worth;
    worth.reserve(kept.size());
    for (AreaIndex area : kept)
        worth.push_back(provincePoints(state, area, tiles) * std::max(weights.future, 0.5) + 1.0);
    if (pawns < static_cast<int>(kept.size())) {
        std::vector<std::size_t> order(kept.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::stable_sort(order.begin(), order.end(),
                         [&](std::size_t a, std::size_t b) { return worth[a] > worth[b]; });
        for (int i = 0; i < pawns; ++i)
            target[kept[order[static_cast<std::size_t>(i)]]] = 1;
        return target;
    }
    std::vector<int> placed(kept.size(), 1);
    std::vector<double> gain(kept.size());
    auto refresh = [&](std::size_t i) {
        const AreaIndex area = kept[i];
        gain[i] = (threats.lossChance(state, area, placed[i]) -
                   threats.lossChance(state, area, placed[i] + 1)) *
                  worth[i];
    };
    for (std::size_t i = 0; i < kept.size(); ++i)
        refresh(i);
    std::vector<bool> border(kept.size());
    for (std::size_t i = 0; i < kept.size(); ++i)
        border[i] = isBorderProvince(state, player, kept[i]);
    for (int left = pawns - static_cast<int>(kept.size()); left > 0; --left) {
        std::size_t best = 0;
        for (std::size_t i = 1; i < kept.size(); ++i) {
            if (gain[i] > gain[best] + 1e-9)
                best = i;
        }
        if (gain[best] <= 1e-9) {
            // No threat in sight: the weakest border province, the most valuable first.
            auto weaker = [&](std::size_t a, std::size_t b) -> bool {
                if (border[a] != border[b])
                    return border[a];
                if (placed[a] != placed[b])
                    return placed[a] < placed[b];
                return worth[a] > worth[b];
            };
            best = 0;
            for (std::size_t i = 1; i < kept.size(); ++i) {
                if (weaker(i, best))
                    best = i;
            }
        }
        ++placed[best];
        refresh(best);
    }
    for (std::size_t i = 0; i < kept.size(); ++i)
        target[kept[i]] = placed[i];
    return target;
}

TurnRoot turnRoot(const GameState &state, int player)
{
    TurnRoot root;
    for (int other = 0; other < state.playerCount(); ++other) {
        if (other != player)
            root.opponentsHolding += holdingPoints(state, other);
    }
    return root;
}

double conquestEndValue(const GameState &state, int player, const TurnRoot &root,
                        const ValueWeights &weights)
{
    const PlayerState &seat = state.player(player);
    const ActiveCivilization &active = *seat.active;
    const std::vector<AreaIndex> held = provincesOf(state, player, Holder::Active);
    int pawns = active.hand - state.turn.fieldGeneralPawns;
    for (AreaIndex area : held)
        pawns += state.at(area).pawns;
    pawns = std::max(0, pawns);

    const ThreatMap threats(state, player);
    const AreaVector<int> plan = defencePlan(state, player, threats, held, pawns, weights);
    double now = active.tiles.level(TileKind::Slavery) * state.turn.slaveryPawns;
    double future = 0.0;
    double pawnsLost = 0.0;
    int provinces = 0;
    for (AreaIndex area : held) {
        const int placed = plan[area];
        if (placed == 0)
            continue;
        ++provinces;
        const int points = provincePoints(state, area, active.tiles);
        const double loss = threats.lossChance(state, area, placed);
        now += points;
        future += points * (1.0 - loss);
        pawnsLost += loss;
    }
    double decliningNow = 0.0;
    double decliningFuture = 0.0;
    if (seat.declining) {
        for (AreaIndex area : provincesOf(state, player, Holder::Declining)) {
            const int points = provincePoints(state, area, seat.declining->tiles);
            decliningNow += points;
            decliningFuture +=
                points * (1.0 - threats.lossChance(state, area, state.at(area).pawns));
        }
    }
    int opponentsHolding = 0;
    for (int other = 0; other < state.playerCount(); ++other) {
        if (other != player)
            opponentsHolding += holdingPoints(state, other);
    }
    const double free = std::max(0.0, pawns - provinces - pawnsLost);
    return now + decliningNow + weights.future * future + weights.declining * decliningFuture +
           weights.pawn * free + weights.harm * (root.opponentsHolding - opponentsHolding);
}

} // namespace vinci
