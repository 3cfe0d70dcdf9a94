#include "pawndistribution.h"

#include "boardqueries.h"
#include "game/play.h"
#include "rules/cohesion.h"
#include "rules/scoring.h"

#include <algorithm>
#include <map>
#include <set>

namespace vinci {

namespace {

/** How exposed a province is: neighbours held by no one of ours, weighted by their pawns. */
int exposure(const GameState &state, AreaIndex area, int me)
{
    int exposed = 0;
    for (AreaIndex neighbour : state.board->neighbours(area)) {
        const ProvinceState &province = state.at(neighbour);
        if (isActiveOf(province, me))
            continue;
        exposed += province.holder == Holder::Active ? 3 : 1;
    }
    if (state.board->area(area).boardEdge || state.board->isStartArea(area))
        ++exposed;
    return exposed;
}

/** A connected group of `count` provinces of `provinces`, grown from the most valuable. */
std::vector<AreaIndex> connectedGroup(const GameState &state,
                                      const std::vector<AreaIndex> &provinces, int count,
                                      const std::map<AreaIndex, int> &value)
{
    const std::set<AreaIndex> available(provinces.begin(), provinces.end());
    const bool acrossSea = currentHasTile(state, TileKind::Astronomy);
    auto best = [&](const std::set<AreaIndex> &candidates) {
        return *std::max_element(
            candidates.begin(), candidates.end(), [&](AreaIndex a, AreaIndex b) {
                return value.at(a) != value.at(b) ? value.at(a) < value.at(b) : a > b;
            });
    };
    std::vector<AreaIndex> group{best(available)};
    std::set<AreaIndex> frontier;
    while (static_cast<int>(group.size()) < count) {
        frontier.clear();
        for (AreaIndex member : group) {
            auto consider = [&](AreaIndex next) {
                if (available.contains(next) &&
                    std::find(group.begin(), group.end(), next) == group.end())
                    frontier.insert(next);
            };
            for (AreaIndex next : state.board->neighbours(member))
                consider(next);
            if (acrossSea) {
                for (AreaIndex next : state.board->acrossSea(member))
                    consider(next);
            }
        }
        if (frontier.empty())
            break;
        group.push_back(best(frontier));
    }
    return group;
}

} // namespace

std::vector<Action> distributionActions(const GameState &state)
{
    return distributionActions(state, {});
}

std::map<AreaIndex, int> placedByHand(const std::vector<Action> &played)
{
    std::map<AreaIndex, int> placed;
    // From the last action back (clang 14 cannot read libstdc++ 12's views::reverse).
    for (std::size_t i = played.size(); i-- > 0;) {
        const Action &action = played[i];
        if (action.type == ActionType::PlacePawn)
            ++placed[action.area];
        else if (action.type == ActionType::LiftPawn)
            --placed[action.area];
        else if (action.type != ActionType::KeepPart && action.type != ActionType::BuildFort)
            break;
    }
    std::erase_if(placed, [](const auto &entry) { return entry.second == 0; });
    return placed;
}

std::vector<Action> distributionActions(const GameState &state,
                                        const std::map<AreaIndex, int> &byHand)
{
    std::vector<Action> actions;
    if (state.phase != Phase::Reorganization)
        return actions;
    const int me = state.currentPlayer;
    GameState work = state;
    // A split empire first keeps the part holding most pawns.
    const auto parts = partsToChooseFrom(work);
    if (!parts.empty()) {
        const auto richest =
            std::max_element(parts.begin(), parts.end(), [&](const auto &a, const auto &b) {
                int pa = 0;
                int pb = 0;
                for (AreaIndex area : a)
                    pa += work.at(area).pawns;
                for (AreaIndex area : b)
                    pb += work.at(area).pawns;
                return pa != pb ? pa < pb : a.size() < b.size();
            });
        const Action keep = Action::keepPart(richest->front());
        if (applyInPlace(work, keep))
            return {};
        actions.push_back(keep);
    }

    std::vector<AreaIndex> kept = provincesOf(work, me, Holder::Active);
    if (kept.empty())
        return actions;
    const bool bound = boundByCohesion(work, me);
    if (bound) {
        const auto all = empireParts(*work.board, kept, currentHasTile(work, TileKind::Astronomy));
        for (const auto &part : all) {
            if (std::any_of(part.begin(), part.end(),
                            [&](AreaIndex a) { return work.at(a).pawns > 0; }))
                kept = part;
        }
    }
    int total = work.player(me).active->hand;
    for (AreaIndex area : provincesOf(work, me, Holder::Active))
        total += work.at(area).pawns;

    const CivilizationTiles tiles = work.player(me).active->tiles;
    std::map<AreaIndex, int> value;
    for (AreaIndex area : kept)
        value[area] = provincePoints(work, area, tiles) * 4 + exposure(work, area, me);

    // What the player placed or lifted by hand, as far as it still stands.
    const auto handOf = [&byHand](AreaIndex area) {
        const auto found = byHand.find(area);
        return found == byHand.end() ? 0 : found->second;
    };
    std::map<AreaIndex, int> target;
    std::vector<AreaIndex> holders = kept;
    if (total < static_cast<int>(kept.size())) {
        // Too few pawns for every province: those the player placed on are kept first.
        std::map<AreaIndex, int> keepValue = value;
        for (AreaIndex area : kept) {
            if (handOf(area) > 0)
                keepValue[area] += 1 << 20;
        }
        holders = bound ? connectedGroup(work, kept, total, keepValue) : [&] {
            std::vector<AreaIndex> sorted = kept;
            std::sort(sorted.begin(), sorted.end(),
                      [&](AreaIndex a, AreaIndex b) { return keepValue[a] > keepValue[b]; });
            sorted.resize(static_cast<std::size_t>(total));
            return sorted;
        }();
    }
    for (AreaIndex area : holders)
        target[area] = 1;
    int left = total - static_cast<int>(holders.size());
    // A province the player placed pawns on keeps them all, as far as one in each allows.
    for (AreaIndex area : holders) {
        if (handOf(area) <= 0)
            continue;
        const int extra = std::min(std::max(0, work.at(area).pawns - 1), left);
        target[area] += extra;
        left -= extra;
    }
    // The rest goes where the empire is exposed, a pawn at a time to the weakest such province,
    // not back where the player lifted pawns from while another can take them.
    std::vector<AreaIndex> border;
    for (AreaIndex area : holders) {
        if (exposure(work, area, me) > 0 && handOf(area) >= 0)
            border.push_back(area);
    }
    if (border.empty()) {
        for (AreaIndex area : holders) {
            if (handOf(area) >= 0)
                border.push_back(area);
        }
    }
    if (border.empty())
        border = holders;
    while (left > 0) {
        const AreaIndex weakest =
            *std::min_element(border.begin(), border.end(), [&](AreaIndex a, AreaIndex b) {
                const int ea = exposure(work, a, me);
                const int eb = exposure(work, b, me);
                // pawns per unit of exposure, compared without division
                const long long lhs = static_cast<long long>(target[a]) * eb;
                const long long rhs = static_cast<long long>(target[b]) * ea;
                return lhs != rhs ? lhs < rhs : value[a] > value[b];
            });
        ++target[weakest];
        --left;
    }

    // Lifts first (the hand grows), then placements.
    for (AreaIndex area : provincesOf(work, me, Holder::Active)) {
        for (int n = work.at(area).pawns; n > target[area]; --n)
            actions.push_back(Action::lift(area));
    }
    for (AreaIndex area : provincesOf(work, me, Holder::Active)) {
        for (int n = work.at(area).pawns; n < target[area]; ++n)
            actions.push_back(Action::place(area));
    }
    return actions;
}

std::vector<Action> redeployActions(const GameState &state)
{
    std::vector<Action> actions;
    GameState work = state;
    while (work.phase == Phase::Redeploy && work.redeployPlayer == state.redeployPlayer &&
           work.turnNumber == state.turnNumber) {
        const std::vector<AreaIndex> targets = redeployTargets(work);
        if (targets.empty())
            break;
        const AreaIndex fewest =
            *std::min_element(targets.begin(), targets.end(), [&](AreaIndex a, AreaIndex b) {
                return work.at(a).pawns < work.at(b).pawns;
            });
        const Action action = Action::redeploy(fewest);
        if (applyInPlace(work, action))
            break;
        actions.push_back(action);
    }
    return actions;
}

} // namespace vinci
