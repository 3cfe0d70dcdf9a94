// The Strategist's reorganization and redeploys: pawns where the next players threaten most.

#include "conquestoption.h"
#include "game/play.h"
#include "pawntargets.h"
#include "queries/boardqueries.h"
#include "rulebookplayer.h"
#include "rules/cohesion.h"
#include "rules/scoring.h"
#include "strategist.h"
#include "threatmap.h"

#include <algorithm>

namespace vinci {

namespace {

int opposingNeighbours(const GameState &state, int me, AreaIndex area)
{
    int count = 0;
    for (AreaIndex next : state.board->neighbours(area)) {
        const ProvinceState &province = state.at(next);
        if (province.holder == Holder::Neutral ||
            ((province.holder == Holder::Active || province.holder == Holder::Declining) &&
             province.player != me))
            ++count;
    }
    return count;
}

} // namespace

StrategistReorganization Strategist::reorganizationFor(const GameState &state)
{
    const int me = state.currentPlayer;
    const ActiveCivilization &active = *state.player(me).active;
    const CivilizationTiles &tiles = active.tiles;
    StrategistReorganization plan;
    const std::vector<AreaIndex> own = provincesOf(state, me, Holder::Active);
    std::vector<AreaIndex> kept = own;
    if (boundByCohesion(state, me)) {
        const auto parts = empireParts(*state.board, own, tiles.has(TileKind::Astronomy));
        if (parts.size() > 1) {
            // The part worth most (points, then provinces) is kept.
            auto worth = [&](const std::vector<AreaIndex> &part) {
                double points = 0;
                for (AreaIndex area : part)
                    points += provincePoints(state, area, tiles) + 0.3;
                return points;
            };
            kept = *std::max_element(parts.begin(), parts.end(), [&](const auto &a, const auto &b) {
                return worth(a) < worth(b);
            });
            plan.keepPart = kept.front();
        }
    }
    const ValueWeights weights = valueWeights(state, me);
    const ThreatMap threats(state, me);
    if (state.turn.fortsBuilt < tiles.level(TileKind::Fortification)) {
        // A fort where a pawn would be worth most (the most threatened valuable province);
        // without a threat, where it helps attacks most (the most opposing neighbours).
        double best = -1.0;
        for (AreaIndex area : kept) {
            if (state.at(area).fort)
                continue;
            const double worth =
                threats.lossChance(state, area, 1) * (provincePoints(state, area, tiles) + 1.0) +
                0.01 * opposingNeighbours(state, me, area);
            if (worth > best) {
                best = worth;
                plan.fort = area;
            }
        }
    }
    int pawns = active.hand;
    for (AreaIndex area : own)
        pawns += state.at(area).pawns;
    plan.target = defencePlan(state, me, threats, kept, pawns, weights);
    return plan;
}

bool applyStrategistReorganization(GameState &state)
{
    const int me = state.currentPlayer;
    const GameState before = state;
    StrategistReorganization plan = Strategist::reorganizationFor(state);
    if (plan.keepPart && applyInPlace(state, Action::keepPart(*plan.keepPart)))
        return false;
    while (plan.fort) {
        if (applyInPlace(state, Action::buildFort(*plan.fort)))
            break;
        plan = Strategist::reorganizationFor(state);
    }
    ActiveCivilization &active = *state.player(me).active;
    const std::vector<AreaIndex> own = provincesOf(state, me, Holder::Active);
    int pawns = active.hand;
    int planned = 0;
    for (AreaIndex area : own) {
        pawns += state.at(area).pawns;
        planned += plan.target[area];
    }
    if (planned == pawns) {
        for (AreaIndex area : own)
            state.at(area).pawns = plan.target[area];
        active.hand = 0;
    }
    if (applyInPlace(state, Action::endReorganization())) {
        state = before;
        return false;
    }
    return true;
}

AiDecision Strategist::reorganization(const GameState &state) const
{
    const int me = state.currentPlayer;
    const StrategistReorganization plan = reorganizationFor(state);
    const std::vector<AreaIndex> own = provincesOf(state, me, Holder::Active);
    AiDecision decision;
    auto legal = [&](const Action &action) { return !checkAction(state, action); };
    if (plan.keepPart) {
        if (holdsOutsideTargets(state, own, plan.target) &&
            legal(Action::keepPart(*plan.keepPart))) {
            decision.action = Action::keepPart(*plan.keepPart);
            decision.reason.add(ReasonKind::KeepsPart).area = *plan.keepPart;
            return decision;
        }
    }
    if (plan.fort && legal(Action::buildFort(*plan.fort))) {
        decision.action = Action::buildFort(*plan.fort);
        decision.reason.add(ReasonKind::FortThreatened).area = *plan.fort;
        return decision;
    }
    if (const std::optional<PawnTargetStep> step = nextStepToTargets(state, own, plan.target)) {
        decision.action = step->action;
        decision.value = step->target;
        const AreaIndex area = step->action.area;
        if (step->lift) {
            ReasonPart &part = decision.reason.add(ReasonKind::LiftsSurplus);
            part.area = area;
            part.numbers[0] = step->target;
        } else {
            const ThreatMap threats(state, me);
            ReasonPart &part = decision.reason.add(ReasonKind::PlacesAgainstRisk);
            part.area = area;
            part.numbers[0] = step->target;
            part.numbers[1] =
                qRound(100.0 * threats.lossChance(state, area, std::max(1, step->target)));
        }
        return decision;
    }
    decision.action = endOfReorganization(state);
    decision.reason.add(ReasonKind::PawnsInPlace);
    return decision;
}

AiDecision Strategist::redeploy(const GameState &state) const
{
    const auto civilization = redeployingCivilization(state);
    const int me = state.redeployPlayer;
    const ThreatMap threats(state, me);
    AreaIndex best = -1;
    double bestGain = -1.0;
    const CivilizationTiles tiles = civilization ? civilization->tiles : CivilizationTiles{};
    const std::vector<AreaIndex> own =
        civilization ? provincesOf(state, me, civilization->holder) : std::vector<AreaIndex>{};
    for (AreaIndex area : own) {
        const int pawns = state.at(area).pawns;
        const double gain =
            (threats.lossChance(state, area, pawns) - threats.lossChance(state, area, pawns + 1)) *
                (provincePoints(state, area, tiles) + 1.0) -
            0.001 * pawns;
        if (gain > bestGain) {
            bestGain = gain;
            best = area;
        }
    }
    AiDecision decision;
    if (best < 0) {
        // The engine asks only when there is a province to go to; never stall if it did not.
        const auto legal = legalActions(state);
        decision.action = legal.empty() ? Action::endTurn() : legal.front();
        return decision;
    }
    decision.action = Action::redeploy(best);
    decision.reason.add(ReasonKind::SurvivorLowersRisk).area = best;
    return decision;
}

} // namespace vinci
