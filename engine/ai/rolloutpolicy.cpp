#include "rolloutpolicy.h"

#include "conquestoption.h"
#include "game/civilizationtrack.h"
#include "game/play.h"
#include "positionvalue.h"
#include "queries/boardqueries.h"
#include "rules/civilizationtiles.h"
#include "strategist.h"

#include <algorithm>

namespace vinci {

namespace {

double tileWorth(TileKind kind)
{
    // Victory points a tile is roughly worth over a civilization's life, as pawns would be: a
    // quick guess for the look-ahead's opponents only (the Strategist itself plays each
    // civilization out instead).
    switch (kind) {
    case TileKind::Agriculture:
    case TileKind::LivestockBreeding:
        return 3.5;
    case TileKind::AgricultureDecline:
    case TileKind::LivestockBreedingDecline:
        return 4.5;
    case TileKind::Mining:
    case TileKind::PortBuilding:
        return 3.0;
    case TileKind::MiningDecline:
    case TileKind::PortBuildingDecline:
        return 4.0;
    case TileKind::Currency:
        return 6.0;
    case TileKind::Slavery:
    case TileKind::Espionage:
    case TileKind::Medicine:
        return 3.0;
    case TileKind::FieldGeneral:
        return 5.0;
    case TileKind::Weapons:
        return 4.0;
    case TileKind::Fortification:
    case TileKind::Militia:
    case TileKind::Mountaineering:
    case TileKind::Astronomy:
    case TileKind::Diplomacy:
    case TileKind::Rebirth:
        return 2.0;
    case TileKind::ShipBuilding:
        return 1.5;
    case TileKind::Heritage:
    case TileKind::Messengers:
    case TileKind::Revolutionaries:
        return 1.0;
    case TileKind::Barbarians:
    case TileKind::Specialization:
        return 0.0;
    // Online 2013: free conquests and a second conquest phase are worth most; pawns that come
    // back or stay are worth a few; terrain discounts and Fishing a little.
    case TileKind::Army:
    case TileKind::Religion:
        return 6.0;
    case TileKind::Culture:
    case TileKind::Philosophy:
    case TileKind::Cavalry:
        return 4.0;
    case TileKind::Nomadic:
    case TileKind::Warband:
        return 3.0;
    case TileKind::Fishing:
    case TileKind::Drakkar:
    case TileKind::Camels:
        return 2.0;
    }
    return 0.0;
}

} // namespace

double quickTileWorth(const CivilizationTiles &tiles)
{
    double worth = 0;
    for (TileKind kind : tiles.tiles())
        worth += tileWorth(kind);
    // Specialization doubles its partner.
    if (tiles.has(TileKind::Specialization)) {
        for (TileKind kind : tiles.tiles()) {
            if (kind != TileKind::Specialization)
                worth += tileWorth(kind);
        }
    }
    return worth;
}

RolloutPolicy::RolloutPolicy(quint64 seed)
    : m_rng(seed)
    , m_rulebook(seed ^ 0x5DEECE66DULL)
{
    m_rulebook.setExplaining(false);
}

GameState RolloutPolicy::publicCopy(const GameState &state, quint64 seed)
{
    GameState copy = state;
    copy.rng = Rng(seed);
    return copy;
}

Action RolloutPolicy::chooseCivilization(const GameState &state)
{
    const int me = state.currentPlayer;
    if (state.player(me).virtualPlayer)
        return Action::choose(0);
    int best = -1;
    double bestWorth = -1e9;
    for (int slot = 0; slot < static_cast<int>(state.track.size()); ++slot) {
        const TrackSlot &offer = state.track[static_cast<std::size_t>(slot)];
        const int net = choosingScoreChange(state, slot);
        if (state.player(me).score + net < 0)
            continue;
        const double worth = pairPawns(offer.tiles.kinds[0], offer.tiles.kinds[1]) +
                             quickTileWorth(offer.tiles) + net + 0.01 * m_rng.below(100);
        if (worth > bestWorth) {
            bestWorth = worth;
            best = slot;
        }
    }
    return Action::choose(std::max(best, 0));
}

Action RolloutPolicy::turnStart(const GameState &state)
{
    const int me = state.currentPlayer;
    const PlayerState &seat = state.player(me);
    if (seat.active->tiles.has(TileKind::Rebirth))
        return Action::expand();
    if (seat.virtualPlayer) {
        Die die(m_rng.next());
        return RulebookPlayer::declineTest(state, me, die).decline ? Action::decline()
                                                                   : Action::expand();
    }
    if (state.lastRound)
        return Action::expand();
    const int pawns = pawnsAvailableToExpand(state, me);
    const int points = activeEmpirePoints(state, me);
    const bool weak = pawns <= 3 || (pawns <= 5 && points < 8);
    return weak ? Action::decline() : Action::expand();
}

void RolloutPolicy::planFor(int player, const PlannerSettings &settings)
{
    m_plannedPlayer = player;
    m_planner = settings;
}

bool RolloutPolicy::planned(const GameState &state, int player) const
{
    if (player == m_plannedPlayer)
        return true;
    return m_planAll && m_plannedPlayer >= 0 && !state.player(player).virtualPlayer;
}

Action RolloutPolicy::conquest(const GameState &state)
{
    const int me = state.currentPlayer;
    if (planned(state, me)) {
        if (m_planTurn != state.turnNumber) {
            m_planTurn = state.turnNumber;
            const auto plans = planConquests(state, m_planner, valueWeights(state, me), m_rng, 1);
            m_plan = plans.empty() ? std::vector<Action>{} : plans.front().actions;
        }
        while (!m_plan.empty()) {
            const Action next = m_plan.front();
            m_plan.erase(m_plan.begin());
            if (!checkAction(state, next))
                return next;
        }
        return Action::endConquest();
    }
    // A virtual seat conquers as the rulebook's virtual player itself does: its ties broken by
    // its die (rolled from the look-ahead's seed), Heritage, Ship Building's coast, Diplomacy.
    if (state.player(me).virtualPlayer)
        return m_rulebook.decide(state).action;
    const int hand = state.player(me).active->hand;
    if (!canHoldOneMore(state, me))
        return Action::endConquest();
    const ConquestOption *best = nullptr;
    const std::vector<ConquestOption> options = conquestOptions(state, me);
    auto better = [&](const ConquestOption &a, const ConquestOption &b) {
        const int fa = a.cost - 2 * a.value();
        const int fb = b.cost - 2 * b.value();
        if (fa != fb)
            return fa < fb;
        return a.value() > b.value();
    };
    for (const ConquestOption &option : options) {
        if (option.cost > hand)
            continue;
        if (!best || better(option, *best))
            best = &option;
    }
    if (!best)
        return Action::endConquest();
    return Action::conquer(best->area, best->espionage);
}

bool RolloutPolicy::reorganize(GameState &state)
{
    const int me = state.currentPlayer;
    const ReorganizationPlan plan = m_rulebook.reorganizationPlan(state);
    if (plan.keepPart && applyInPlace(state, Action::keepPart(*plan.keepPart)))
        return false;
    for (AreaIndex area : plan.forts) {
        if (applyInPlace(state, Action::buildFort(area)))
            return false;
    }
    // Every pawn straight to its place, then the engine checks the placement as it ends.
    const GameState before = state;
    ActiveCivilization &active = *state.player(me).active;
    int pawns = active.hand;
    for (AreaIndex area : provincesOf(state, me, Holder::Active))
        pawns += state.at(area).pawns;
    int planned = 0;
    for (AreaIndex area : provincesOf(state, me, Holder::Active))
        planned += plan.target[area];
    if (planned != pawns && planned != 0)
        return false;
    if (planned != 0) {
        for (AreaIndex area : provincesOf(state, me, Holder::Active))
            state.at(area).pawns = plan.target[area];
        active.hand = 0;
    }
    if (applyInPlace(state, Action::endReorganization())) {
        state = before;
        return false;
    }
    return true;
}

Action RolloutPolicy::redeploy(const GameState &state)
{
    const auto civilization = redeployingCivilization(state);
    AreaIndex best = -1;
    if (!civilization)
        return Action::redeploy(best);
    if (state.player(civilization->player).virtualPlayer)
        return m_rulebook.decide(state).action;
    for (AreaIndex area : provincesOf(state, civilization->player, civilization->holder)) {
        if (best < 0 || state.at(area).pawns < state.at(best).pawns)
            best = area;
    }
    return Action::redeploy(best);
}

bool RolloutPolicy::step(GameState &state)
{
    Action action;
    switch (state.phase) {
    case Phase::GameOver:
        return false;
    case Phase::ChooseCivilization:
        action = chooseCivilization(state);
        break;
    case Phase::TurnStart:
        action = turnStart(state);
        break;
    case Phase::Conquest:
        action = conquest(state);
        break;
    case Phase::Reorganization:
        if (planned(state, state.currentPlayer) && applyStrategistReorganization(state))
            return true;
        if (reorganize(state))
            return true;
        action = m_rulebook.decide(state).action;
        break;
    case Phase::RebirthDecision: {
        Die die(m_rng.next());
        const bool decline = !state.lastRound &&
                             RulebookPlayer::declineTest(state, state.currentPlayer, die).decline;
        action = decline ? Action::decline() : Action::endTurn();
        break;
    }
    case Phase::Redeploy:
        action = redeploy(state);
        break;
    }
    if (!applyInPlace(state, action))
        return true;
    // A refusal here would be a gap in the policy: play any legal move rather than stall.
    const auto legal = legalActions(state);
    if (legal.empty())
        return false;
    return !applyInPlace(state, legal.front());
}

void RolloutPolicy::playUntilTurnOf(GameState &state, int player, int maxActions)
{
    const int startTurn = state.turnNumber;
    for (int i = 0; i < maxActions && !state.isOver(); ++i) {
        if (state.turnNumber != startTurn && state.currentPlayer == player &&
            (state.phase == Phase::TurnStart || state.phase == Phase::ChooseCivilization))
            return;
        if (!step(state))
            return;
    }
}

double RolloutPolicy::soloFuture(GameState state, int player, int turns, double decay)
{
    double total = 0.0;
    double weight = 1.0;
    for (int turn = 0; turn < turns && !state.isOver(); ++turn) {
        // The turn goes to `player` at once, as if the others had passed.
        state.currentPlayer = player;
        state.redeployPlayer = -1;
        state.turn = TurnState{};
        ++state.turnNumber;
        state.player(player).peaceWith.clear();
        state.phase = state.player(player).active ? Phase::TurnStart : Phase::ChooseCivilization;
        const int before = state.player(player).score;
        finishTurn(state);
        total += weight * (state.player(player).score - before);
        weight *= decay;
    }
    return total;
}

void RolloutPolicy::finishTurn(GameState &state, int maxActions)
{
    const int turn = state.turnNumber;
    for (int i = 0; i < maxActions && !state.isOver() && state.turnNumber == turn; ++i) {
        if (!step(state))
            return;
    }
}

} // namespace vinci
