// The rulebook's virtual player at the end of its turn: forts, the part kept, and the
// homogeneous border defence.

#include "game/play.h"
#include "rulebookplayer.h"
#include "rules/cohesion.h"
#include "rules/scoring.h"

#include <algorithm>
#include <limits>
#include <tuple>

namespace vinci {

namespace {

// Each choice of the plan has its own die, so that building a fort or lifting a pawn (which
// change the state) never shifts the rolls of the choices still to come.
constexpr quint64 reorganizationStep = 3;
constexpr quint64 keepPartDie = 1;
constexpr quint64 fortDie = 2;
constexpr quint64 defenceDie = 3;

bool opposing(const GameState &state, int me, AreaIndex area)
{
    const ProvinceState &province = state.at(area);
    return province.holder == Holder::Neutral ||
           ((province.holder == Holder::Active || province.holder == Holder::Declining) &&
            province.player != me);
}

} // namespace

void RulebookPlayer::fillPlanKey(const GameState &state, bool explaining, PlanKey &key)
{
    const int me = state.currentPlayer;
    const PlayerState &seat = state.player(me);
    key.board = state.board.get();
    key.turnNumber = state.turnNumber;
    key.player = me;
    key.pawns = seat.active ? seat.active->hand : 0;
    key.fortsBuilt = state.turn.fortsBuilt;
    key.explaining = explaining;
    key.tiles = seat.active ? seat.active->tiles : CivilizationTiles{};
    key.holders.clear();
    key.active.clear();
    for (const ProvinceState &province : state.provinces) {
        if (isActiveOf(province, me))
            key.pawns += province.pawns;
        key.holders.push_back(static_cast<int>(province.holder) | (province.player + 1) << 2 |
                              (province.fort ? 1 << 8 : 0));
    }
    for (const PlayerState &player : state.players)
        key.active.push_back(player.active.has_value());
    // The seat's own rules: virtual or not (cohesion), and the rule set.
    key.holders.push_back(seat.virtualPlayer ? 1 : 0);
    key.holders.push_back(static_cast<int>(state.options.ruleSet));
    key.holders.push_back(state.actingPlayer()); // the dice's moment
}

ReorganizationPlan RulebookPlayer::reorganizationPlan(const GameState &state) const
{
    fillPlanKey(state, explaining(), m_planKey);
    if (!m_lastPlan || !(m_lastPlan->first == m_planKey))
        m_lastPlan.emplace(m_planKey, makeReorganizationPlan(state));
    return m_lastPlan->second;
}

ReorganizationPlan RulebookPlayer::makeReorganizationPlan(const GameState &state) const
{
    const int me = state.currentPlayer;
    const ProvinceGraph &board = *state.board;
    const ActiveCivilization &active = *state.player(me).active;
    const CivilizationTiles &tiles = active.tiles;
    ReorganizationPlan plan;
    plan.target.assign(static_cast<std::size_t>(board.areaCount()), 0);
    if (explaining())
        plan.reason.assign(static_cast<std::size_t>(board.areaCount()),
                           ReasonPart(ReasonKind::PlacesForDefence));

    const std::vector<AreaIndex> own = provincesOf(state, me, Holder::Active);
    std::vector<AreaIndex> kept = own;
    // "Virtual players are not subject to the rule of cohesion." A rulebook player in a seat
    // that is (Messengers aside) keeps the part worth most, then the largest, then the die.
    if (boundByCohesion(state, me)) {
        const auto parts = empireParts(board, own, tiles.has(TileKind::Astronomy));
        if (parts.size() > 1) {
            auto worth = [&](const std::vector<AreaIndex> &part) {
                int points = 0;
                for (AreaIndex area : part)
                    points += provincePoints(state, area, tiles);
                return std::make_pair(points, static_cast<int>(part.size()));
            };
            auto best = worth(parts.front());
            for (const auto &part : parts)
                best = std::max(best, worth(part));
            std::vector<const std::vector<AreaIndex> *> tied;
            for (const auto &part : parts) {
                if (worth(part) == best)
                    tied.push_back(&part);
            }
            Die die = dieFor(state, {reorganizationStep, keepPartDie});
            kept = *tied[static_cast<std::size_t>(die.choose(static_cast<int>(tied.size())))];
            plan.keepPart = kept.front();
            plan.dice.insert(plan.dice.end(), die.rolls().begin(), die.rolls().end());
        }
    }

    // Forts: "A virtual player only plays its fortresses offensively. The Fort will always be
    // placed in the province which is adjacent to the most opposing or neutral civilizations.
    // (If there is a tie, roll a die.)" (EN) "départage par la somme des valeurs des provinces
    // voisines puis par jet de dé" (FR).
    std::vector<bool> fort(static_cast<std::size_t>(board.areaCount()), false);
    for (AreaIndex area : kept)
        fort[static_cast<std::size_t>(area)] = state.at(area).fort;
    for (int k = state.turn.fortsBuilt; k < tiles.level(TileKind::Fortification); ++k) {
        std::vector<std::tuple<int, int, AreaIndex>> candidates;
        for (AreaIndex area : kept) {
            if (fort[static_cast<std::size_t>(area)])
                continue;
            int neighbours = 0;
            int value = 0;
            for (AreaIndex next : board.neighbours(area)) {
                if (opposing(state, me, next)) {
                    ++neighbours;
                    value += provincePoints(state, next, tiles);
                }
            }
            candidates.emplace_back(neighbours, value, area);
        }
        if (candidates.empty())
            break;
        int bestNeighbours = -1;
        int bestValue = -1;
        for (const auto &[neighbours, value, area] : candidates) {
            if (std::tie(neighbours, value) > std::tie(bestNeighbours, bestValue)) {
                bestNeighbours = neighbours;
                bestValue = value;
            }
        }
        std::vector<AreaIndex> tied;
        for (const auto &[neighbours, value, area] : candidates) {
            if (neighbours == bestNeighbours && value == bestValue)
                tied.push_back(area);
        }
        Die die = dieFor(state, {reorganizationStep, fortDie, static_cast<quint64>(k)});
        const AreaIndex chosen =
            tied[static_cast<std::size_t>(die.choose(static_cast<int>(tied.size())))];
        plan.forts.push_back(chosen);
        fort[static_cast<std::size_t>(chosen)] = true;
        plan.dice.insert(plan.dice.end(), die.rolls().begin(), die.rolls().end());
    }

    if (kept.empty())
        return plan;
    int pawns = active.hand;
    for (AreaIndex area : own)
        pawns += state.at(area).pawns;
    auto points = [&](AreaIndex area) { return provincePoints(state, area, tiles); };

    if (pawns < static_cast<int>(kept.size())) {
        // Fewer pawns than provinces (Field General's pawns left): one pawn on each of the most
        // valuable provinces, the others are given up.
        std::vector<AreaIndex> byValue = kept;
        std::stable_sort(byValue.begin(), byValue.end(),
                         [&](AreaIndex a, AreaIndex b) { return points(a) > points(b); });
        for (int i = 0; i < pawns; ++i)
            plan.target[static_cast<std::size_t>(byValue[static_cast<std::size_t>(i)])] = 1;
        return plan;
    }

    // "A virtual player distributes tokens so as to have a homogeneous defense along their
    // borders (taking into account mountains, forests, and fortresses). Any leftover tokens are
    // distributed with the following preferences: 1. Provinces on the edge of the board if new
    // empires are entering this round. 2. Provinces adjacent to an active empire. If there is a
    // tie, tokens are placed in provinces that are worth more victory points. If still tied,
    // roll a die."
    // Every province keeps one pawn; each further pawn raises the weakest border province
    // (defence = pawns + 1 for forest or mountain + 1 for a fort). When several are equally
    // weak, the pawn cannot raise them all: it is a leftover, placed by the preferences.
    for (AreaIndex area : kept)
        plan.target[static_cast<std::size_t>(area)] = 1;
    std::vector<AreaIndex> border;
    for (AreaIndex area : kept) {
        if (isBorderProvince(state, me, area))
            border.push_back(area);
    }
    if (border.empty())
        border = kept;
    const bool entering = newEmpiresEntering(state, me);
    auto defence = [&](AreaIndex area) {
        const Terrain terrain = board.area(area).terrain;
        const bool rough = terrain == Terrain::Forest || terrain == Terrain::Mountain;
        return plan.target[static_cast<std::size_t>(area)] + (rough ? 1 : 0) +
               (fort[static_cast<std::size_t>(area)] ? 1 : 0);
    };
    // The preferences do not change while the pawns are placed: worked out once per province.
    std::vector<std::tuple<int, int, int>> preferences(static_cast<std::size_t>(board.areaCount()));
    for (AreaIndex area : border)
        preferences[static_cast<std::size_t>(area)] =
            std::make_tuple(entering && board.isStartArea(area) ? 1 : 0,
                            touchesOtherActiveEmpire(state, me, area) ? 1 : 0, points(area));
    auto preference = [&](AreaIndex area) { return preferences[static_cast<std::size_t>(area)]; };
    Die die = dieFor(state, {reorganizationStep, defenceDie});
    std::vector<AreaIndex> tied;
    std::vector<AreaIndex> preferred;
    for (int left = pawns - static_cast<int>(kept.size()); left > 0; --left) {
        int weakest = std::numeric_limits<int>::max();
        for (AreaIndex area : border)
            weakest = std::min(weakest, defence(area));
        tied.clear();
        for (AreaIndex area : border) {
            if (defence(area) == weakest)
                tied.push_back(area);
        }
        auto best = preference(tied.front());
        for (AreaIndex area : tied)
            best = std::max(best, preference(area));
        preferred.clear();
        for (AreaIndex area : tied) {
            if (preference(area) == best)
                preferred.push_back(area);
        }
        const std::size_t before = die.rolls().size();
        const AreaIndex chosen =
            preferred[static_cast<std::size_t>(die.choose(static_cast<int>(preferred.size())))];
        ++plan.target[static_cast<std::size_t>(chosen)];
        if (!explaining())
            continue;
        ReasonPart &reason = plan.reason[static_cast<std::size_t>(chosen)];
        LeftoverRule rule = LeftoverRule::BorderDefence;
        if (tied.size() > 1) {
            // Which preference told the tied provinces apart.
            bool byEdge = false;
            bool byFront = false;
            bool byValue = false;
            for (AreaIndex other : tied) {
                const auto mine = preference(chosen);
                const auto theirs = preference(other);
                if (std::get<0>(mine) != std::get<0>(theirs))
                    byEdge = true;
                else if (std::get<1>(mine) != std::get<1>(theirs))
                    byFront = true;
                else if (std::get<2>(mine) != std::get<2>(theirs))
                    byValue = true;
            }
            rule = byEdge    ? LeftoverRule::BoardEdge
                   : byFront ? LeftoverRule::NextToActiveEmpire
                   : byValue ? LeftoverRule::WorthMore
                             : LeftoverRule::Die;
        }
        reason.numbers[1] = static_cast<int>(rule);
        if (rule == LeftoverRule::Die) {
            reason.numbers[2] = static_cast<int>(preferred.size());
            reason.dice.assign(die.rolls().begin() + static_cast<long>(before), die.rolls().end());
        } else {
            reason.numbers[2] = 0;
            reason.dice.clear();
        }
    }
    plan.dice.insert(plan.dice.end(), die.rolls().begin(), die.rolls().end());
    return plan;
}

AiDecision RulebookPlayer::reorganization(const GameState &state) const
{
    const int me = state.currentPlayer;
    const ReorganizationPlan plan = reorganizationPlan(state);
    const std::vector<AreaIndex> own = provincesOf(state, me, Holder::Active);
    AiDecision decision;
    decision.dice = plan.dice;

    auto legal = [&](const Action &action) { return !checkAction(state, action); };
    if (plan.keepPart) {
        const bool othersHold = std::any_of(own.begin(), own.end(), [&](AreaIndex area) {
            return state.at(area).pawns > 0 && plan.target[static_cast<std::size_t>(area)] == 0;
        });
        const Action keep = Action::keepPart(*plan.keepPart);
        if (othersHold && legal(keep)) {
            decision.action = keep;
            if (explaining())
                decision.reason.add(ReasonKind::KeepsPart).area = *plan.keepPart;
            return decision;
        }
    }
    for (AreaIndex area : plan.forts) {
        const Action build = Action::buildFort(area);
        if (legal(build)) {
            decision.action = build;
            if (explaining())
                decision.reason.add(ReasonKind::FortOffensive).area = area;
            return decision;
        }
    }
    for (AreaIndex area : own) {
        const int target = plan.target[static_cast<std::size_t>(area)];
        if (state.at(area).pawns > target && legal(Action::lift(area))) {
            decision.action = Action::lift(area);
            decision.value = target;
            if (explaining()) {
                ReasonPart &part = decision.reason.add(target == 0 ? ReasonKind::LiftsGivingUp
                                                                   : ReasonKind::LiftsToEvenOut);
                part.area = area;
                part.numbers[0] = target;
            }
            return decision;
        }
    }
    if (state.player(me).active->hand > 0) {
        for (AreaIndex area : own) {
            const int target = plan.target[static_cast<std::size_t>(area)];
            if (state.at(area).pawns < target && legal(Action::place(area))) {
                decision.action = Action::place(area);
                decision.value = target;
                if (!explaining())
                    return decision;
                if (state.at(area).pawns == 0) {
                    decision.reason.add(ReasonKind::PlacesOneEach).area = area;
                    return decision;
                }
                ReasonPart part = plan.reason[static_cast<std::size_t>(area)];
                part.area = area;
                part.numbers[0] = target;
                decision.reason.parts.push_back(std::move(part));
                return decision;
            }
        }
    }
    decision.action = Action::endReorganization();
    if (explaining())
        decision.reason.add(ReasonKind::PawnsInPlace);
    if (!legal(decision.action)) {
        // The plan always ends in a legal placement; should the engine's rules ever differ,
        // play on with a legal step rather than stall.
        const auto actions = legalActions(state);
        if (!actions.empty())
            decision.action = actions.front();
    }
    return decision;
}

} // namespace vinci
