#include "phaseguidance.h"

#include "boardqueries.h"
#include "game/play.h"
#include "game/turnallowances.h"
#include "rules/conquestcost.h"
#include "rules/firstturn.h"

#include <algorithm>

namespace vinci {

namespace {

int scoredIn(const std::vector<GameEvent> &events, int player)
{
    int points = 0;
    for (const GameEvent &event : events) {
        if (event.kind == EventKind::Scored && event.player == player)
            points += event.amount;
    }
    return points;
}

} // namespace

ConquestOutlook conquestOutlook(const GameState &state)
{
    ConquestOutlook outlook;
    const int me = state.currentPlayer;
    const auto &active = state.player(me).active;
    if (state.phase != Phase::Conquest || !active)
        return outlook;
    outlook.hand = active->hand;
    // Every way in worked out once (as legalActions does); the engine's check judges each
    // province in reach, so the reason is the rules', not restated here.
    const ConquestTotals totals(state, me);
    std::optional<int> cheapest;
    for (AreaIndex area : state.board->landAreas()) {
        if (!totals.reaches(area))
            continue;
        const auto refusal = targetRefusal(state, me, area);
        if (refusal == RejectionCode::AtPeace) {
            const int other = state.at(area).player;
            if (std::find(outlook.atPeaceWith.begin(), outlook.atPeaceWith.end(), other) ==
                outlook.atPeaceWith.end())
                outlook.atPeaceWith.push_back(other);
            continue;
        }
        const auto cost = totals.total(area, false);
        if (refusal || !cost)
            continue;
        auto refused = checkAction(state, Action::conquer(area));
        if (!refused)
            return outlook; // one can be conquered: no reason to give
        if (!cheapest || *cost < *cheapest) {
            cheapest = *cost;
            outlook.refusal = std::move(refused);
        }
    }
    std::sort(outlook.atPeaceWith.begin(), outlook.atPeaceWith.end());
    if (outlook.hand == 0)
        outlook.reason = NoConquest::HandEmpty;
    else if (cheapest)
        outlook.reason = *cheapest > outlook.hand ? NoConquest::TooFewPawns : NoConquest::Refused;
    else
        outlook.reason =
            outlook.atPeaceWith.empty() ? NoConquest::NoneInReach : NoConquest::AtPeace;
    outlook.cheapest = cheapest.value_or(0);
    return outlook;
}

int declineScorePreview(const GameState &state)
{
    const ApplyResult result = apply(state, Action::decline());
    return result.accepted() ? scoredIn(result.events, state.currentPlayer) : 0;
}

int decliningProvincesClearedPreview(const GameState &state)
{
    const ApplyResult result = apply(state, Action::decline());
    if (!result.accepted())
        return 0;
    const int me = state.currentPlayer;
    int cleared = 0;
    for (AreaIndex area : provincesOf(state, me, Holder::Declining)) {
        const ProvinceState &after = result.state.at(area);
        if (after.holder != Holder::Declining || after.player != me)
            ++cleared;
    }
    return cleared;
}

int expandPawnsPreview(const GameState &state)
{
    const ApplyResult result = apply(state, Action::expand());
    if (!result.accepted())
        return 0;
    return result.state.player(state.currentPlayer).active->hand;
}

ExpandSources expandSourcesPreview(const GameState &state)
{
    ExpandSources sources;
    sources.ruleSet = state.options.ruleSet;
    const ApplyResult result = apply(state, Action::expand());
    if (!result.accepted())
        return sources;
    if (const auto &active = state.player(state.currentPlayer).active)
        sources.inHand = active->hand;
    for (const GameEvent &event : result.events) {
        if (event.player != state.currentPlayer)
            continue;
        if (event.kind == EventKind::PawnsCollected)
            sources.collected += event.amount;
        else if (event.kind == EventKind::Reinforcements && event.tiles.count > 0)
            sources.tiles.emplace_back(event.tiles.kinds[0], event.amount);
    }
    return sources;
}

std::optional<int> reorganizationScorePreview(const GameState &state)
{
    const ApplyResult result = apply(state, Action::endReorganization());
    if (!result.accepted())
        return std::nullopt;
    return scoredIn(result.events, state.currentPlayer);
}

PhaseGuidance phaseGuidance(const GameState &state, bool computerActing)
{
    PhaseGuidance guidance;
    const int me = state.currentPlayer;
    guidance.current = me;
    guidance.actor = state.actingPlayer();
    if (state.isOver()) {
        guidance.step = GuidanceStep::GameOver;
        guidance.winners = state.winners;
        return guidance;
    }
    if (computerActing) {
        guidance.step = GuidanceStep::ComputerPlays;
        return guidance;
    }
    const PlayerState &player = state.player(me);
    guidance.hand = player.active ? player.active->hand : 0;
    switch (state.phase) {
    case Phase::ChooseCivilization:
        guidance.step = GuidanceStep::ChooseCivilization;
        guidance.justDeclined = player.declining && state.turn.declined;
        guidance.pointsPerSlotPassed = state.rules().skipCost;
        guidance.pointsPerCoin = state.rules().coinValue;
        guidance.entersAtOnce = choiceStartsConquestAtOnce(state);
        if (state.round == 1 && !player.active && !player.declining) {
            for (int other = 0; other < state.playerCount(); ++other) {
                const PlayerState &them = state.player(other);
                if (other != me && (them.active || them.declining))
                    guidance.playedBefore.push_back(other);
            }
        }
        break;
    case Phase::TurnStart:
        guidance.step = GuidanceStep::ExpandOrDecline;
        guidance.onBoard = !isEntering(state, me);
        guidance.expandPawns = expandPawnsPreview(state);
        guidance.expandSources = expandSourcesPreview(state);
        guidance.declineLater = currentHasTile(state, TileKind::Rebirth);
        // Also with Rebirth: the Decline button still says what declining now would score.
        guidance.declineScore = declineScorePreview(state);
        guidance.decliningCleared = decliningProvincesClearedPreview(state);
        guidance.mayReorganizeFirst = !checkAction(state, Action::reorganizeBeforeDecline());
        if (const ApplyResult expand = apply(state, Action::expand()); expand.accepted())
            guidance.afterExpand = conquestOutlook(expand.state);
        guidance.offersReorganizeFirst = currentHasTile(state, TileKind::Philosophy);
        break;
    case Phase::Conquest:
        guidance.step = isEntering(state, me) ? GuidanceStep::EnterBoard : GuidanceStep::Conquer;
        guidance.mayAbandon = state.turn.conquests == 0;
        guidance.espionagePerTurn = espionagePerTurn(state);
        guidance.espionageLeft = espionageLeft(state);
        guidance.offersPeace = currentHasTile(state, TileKind::Diplomacy);
        for (int other = 0; guidance.offersPeace && other < state.playerCount(); ++other) {
            if (other != me && !checkAction(state, Action::peace(other)))
                guidance.peacePossible.push_back(other);
        }
        guidance.firstTurn = inFirstTurnConquests(state);
        guidance.secondConquest = state.turn.secondConquest;
        guidance.outlook = conquestOutlook(state);
        break;
    case Phase::Reorganization: {
        if (state.turn.reorganizingBeforeDecline) {
            guidance.step = GuidanceStep::ReorganizeBeforeDecline;
            guidance.blocker = checkAction(state, Action::decline());
            if (!guidance.blocker)
                guidance.declineScore = declineScorePreview(state);
            break;
        }
        guidance.fortsPerTurn = fortsPerTurn(state);
        guidance.fortsLeft = fortsLeft(state);
        // Also while a part is to be kept: the confirm button says why it must wait.
        guidance.blocker = checkAction(state, Action::endReorganization());
        if (!guidance.blocker)
            guidance.reorganizationScore = reorganizationScorePreview(state);
        const auto parts = partsToChooseFrom(state);
        guidance.step = parts.empty() ? GuidanceStep::Reorganize : GuidanceStep::KeepPart;
        guidance.parts = static_cast<int>(parts.size());
        break;
    }
    case Phase::RebirthDecision:
        guidance.step = GuidanceStep::RebirthDecision;
        break;
    case Phase::Redeploy:
        guidance.step = GuidanceStep::PlaceSurvivors;
        guidance.survivors = survivorsToPlace(state);
        break;
    case Phase::GameOver:
        guidance.step = GuidanceStep::GameOver;
        break;
    }
    return guidance;
}

} // namespace vinci
