// The rulebook's virtual player at the end of its turn: forts, the part kept, and the
// homogeneous border defence.

#include "game/play.h"
#include "pawntargets.h"
#include "rulebookplayer.h"
#include "rules/cohesion.h"
#include "rules/scoring.h"

#include <algorithm>
#include <iterator>
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

/** A leftover pawn's preferences: board edge while empires enter, the front, the value. */
using LeftoverPreference = std::tuple<int, int, int>;

/** Which preference told the tied provinces apart when `chosen` got a leftover pawn. */
LeftoverRule leftoverRule(const std::vector<AreaIndex> &tied, AreaIndex chosen,
                          const AreaVector<LeftoverPreference> &preferences)
{
    if (tied.size() <= 1)
        return LeftoverRule::BorderDefence;
    bool byEdge = false;
    bool byFront = false;
    bool byValue = false;
    const LeftoverPreference &mine = preferences[chosen];
    for (AreaIndex other : tied) {
        const LeftoverPreference &theirs = preferences[other];
        if (std::get<0>(mine) != std::get<0>(theirs))
            byEdge = true;
        else if (std::get<1>(mine) != std::get<1>(theirs))
            byFront = true;
        else if (std::get<2>(mine) != std::get<2>(theirs))
            byValue = true;
    }
    return byEdge    ? LeftoverRule::BoardEdge
           : byFront ? LeftoverRule::NextToActiveEmpire
           : byValue ? LeftoverRule::WorthMore
                     : LeftoverRule::Die;
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
    const int areas = state.board->areaCount();
    ReorganizationPlan plan;
    plan.target.assign(areas, 0);
    if (explaining())
        plan.reason.assign(areas, ReasonPart(ReasonKind::PlacesForDefence));
    const std::vector<AreaIndex> own = provincesOf(state, state.currentPlayer, Holder::Active);
    const std::vector<AreaIndex> kept = keptPart(state, own, plan);
    const AreaVector<bool> fort = planForts(state, kept, plan);
    if (!kept.empty())
        planDefence(state, own, kept, fort, plan);
    return plan;
}

std::vector<AreaIndex> RulebookPlayer::keptPart(const GameState &state,
                                                const std::vector<AreaIndex> &own,
                                                ReorganizationPlan &plan) const
{
    // "Virtual players are not subject to the rule of cohesion." A rulebook player in a seat
    // that is (Messengers aside) keeps the part worth most, then the largest, then the die.
    const int me = state.currentPlayer;
    if (!boundByCohesion(state, me))
        return own;
    const CivilizationTiles &tiles = state.player(me).active->tiles;
    const auto parts = empireParts(*state.board, own, tiles.has(TileKind::Astronomy));
    if (parts.size() <= 1)
        return own;
    auto worth = [&](const std::vector<AreaIndex> &part) {
        int points = 0;
        for (AreaIndex area : part)
            points += provincePoints(state, area, tiles);
        return std::make_pair(points, static_cast<int>(part.size()));
    };
    Die die = dieFor(state, {reorganizationStep, keepPartDie});
    std::vector<AreaIndex> kept = bestThenDie(parts, worth, die);
    plan.keepPart = kept.front();
    plan.dice.insert(plan.dice.end(), die.rolls().begin(), die.rolls().end());
    return kept;
}

AreaVector<bool> RulebookPlayer::planForts(const GameState &state,
                                           const std::vector<AreaIndex> &kept,
                                           ReorganizationPlan &plan) const
{
    // "A virtual player only plays its fortresses offensively. The Fort will always be placed
    // in the province which is adjacent to the most opposing or neutral civilizations. (If there
    // is a tie, roll a die.)" (EN) "départage par la somme des valeurs des provinces voisines
    // puis par jet de dé" (FR).
    const int me = state.currentPlayer;
    const ProvinceGraph &board = *state.board;
    const CivilizationTiles &tiles = state.player(me).active->tiles;
    AreaVector<bool> fort(board.areaCount(), false);
    for (AreaIndex area : kept)
        fort[area] = state.at(area).fort;
    auto opponentsNextDoor = [&](AreaIndex area) {
        int neighbours = 0;
        int value = 0;
        for (AreaIndex next : board.neighbours(area)) {
            if (opposing(state, me, next)) {
                ++neighbours;
                value += provincePoints(state, next, tiles);
            }
        }
        return std::make_pair(neighbours, value);
    };
    std::vector<AreaIndex> candidates;
    for (int k = state.turn.fortsBuilt; k < tiles.level(TileKind::Fortification); ++k) {
        candidates.clear();
        std::copy_if(kept.begin(), kept.end(), std::back_inserter(candidates),
                     [&](AreaIndex area) { return !fort[area]; });
        if (candidates.empty())
            break;
        Die die = dieFor(state, {reorganizationStep, fortDie, static_cast<quint64>(k)});
        const AreaIndex chosen = bestThenDie(candidates, opponentsNextDoor, die);
        plan.forts.push_back(chosen);
        fort[chosen] = true;
        plan.dice.insert(plan.dice.end(), die.rolls().begin(), die.rolls().end());
    }
    return fort;
}

void RulebookPlayer::planDefence(const GameState &state, const std::vector<AreaIndex> &own,
                                 const std::vector<AreaIndex> &kept, const AreaVector<bool> &fort,
                                 ReorganizationPlan &plan) const
{
    const int me = state.currentPlayer;
    const ProvinceGraph &board = *state.board;
    const ActiveCivilization &active = *state.player(me).active;
    int pawns = active.hand;
    for (AreaIndex area : own)
        pawns += state.at(area).pawns;
    auto points = [&](AreaIndex area) { return provincePoints(state, area, active.tiles); };

    if (pawns < static_cast<int>(kept.size())) {
        // Fewer pawns than provinces (Field General's pawns left): one pawn on each of the most
        // valuable provinces, the others are given up.
        std::vector<AreaIndex> byValue = kept;
        std::stable_sort(byValue.begin(), byValue.end(),
                         [&](AreaIndex a, AreaIndex b) { return points(a) > points(b); });
        byValue.resize(static_cast<std::size_t>(pawns));
        for (AreaIndex area : byValue)
            plan.target[area] = 1;
        return;
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
        plan.target[area] = 1;
    std::vector<AreaIndex> border;
    for (AreaIndex area : kept) {
        if (isBorderProvince(state, me, area))
            border.push_back(area);
    }
    if (border.empty())
        border = kept;
    const bool entering = newEmpiresEntering(state, me);
    auto weakness = [&](AreaIndex area) {
        const Terrain terrain = board.area(area).terrain;
        const bool rough = terrain == Terrain::Forest || terrain == Terrain::Mountain;
        return -(plan.target[area] + (rough ? 1 : 0) + (fort[area] ? 1 : 0));
    };
    // The preferences do not change while the pawns are placed: worked out once per province.
    AreaVector<LeftoverPreference> preferences(board.areaCount());
    for (AreaIndex area : border)
        preferences[area] =
            std::make_tuple(entering && board.isStartArea(area) ? 1 : 0,
                            touchesOtherActiveEmpire(state, me, area) ? 1 : 0, points(area));
    auto preference = [&](AreaIndex area) { return preferences[area]; };
    Die die = dieFor(state, {reorganizationStep, defenceDie});
    std::vector<AreaIndex> tied;
    std::vector<AreaIndex> preferred;
    for (int left = pawns - static_cast<int>(kept.size()); left > 0; --left) {
        highestScoring(border, weakness, tied);
        highestScoring(tied, preference, preferred);
        const std::size_t before = die.rolls().size();
        const AreaIndex chosen = die.pick(preferred);
        ++plan.target[chosen];
        if (!explaining())
            continue;
        ReasonPart &reason = plan.reason[chosen];
        const LeftoverRule rule = leftoverRule(tied, chosen, preferences);
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
        const Action keep = Action::keepPart(*plan.keepPart);
        if (holdsOutsideTargets(state, own, plan.target) && legal(keep)) {
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
    if (const std::optional<PawnTargetStep> step = nextStepToTargets(state, own, plan.target)) {
        decision.action = step->action;
        decision.value = step->target;
        if (!explaining())
            return decision;
        const AreaIndex area = step->action.area;
        if (step->lift) {
            ReasonPart &part = decision.reason.add(step->target == 0 ? ReasonKind::LiftsGivingUp
                                                                     : ReasonKind::LiftsToEvenOut);
            part.area = area;
            part.numbers[0] = step->target;
        } else if (state.at(area).pawns == 0) {
            decision.reason.add(ReasonKind::PlacesOneEach).area = area;
        } else {
            ReasonPart part = plan.reason[area];
            part.area = area;
            part.numbers[0] = step->target;
            decision.reason.parts.push_back(std::move(part));
        }
        return decision;
    }
    // The plan always ends in a legal placement.
    decision.action = endOfReorganization(state);
    if (explaining())
        decision.reason.add(ReasonKind::PawnsInPlace);
    return decision;
}

} // namespace vinci
