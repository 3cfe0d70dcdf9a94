#include "boardqueries.h"

#include "game/play.h"
#include "rules/cohesion.h"
#include "rules/conquestcost.h"

#include <algorithm>

namespace vinci {

bool currentHasTile(const GameState &state, TileKind kind)
{
    const auto &active = state.player(state.currentPlayer).active;
    return active && active->tiles.has(kind);
}

std::optional<Action> actionForClick(const GameState &state, AreaIndex area, ClickKind click,
                                     const InteractionModes &modes)
{
    if (area < 0 || area >= state.board->areaCount() || !state.board->area(area).isLand())
        return std::nullopt;
    const int me = state.currentPlayer;
    switch (state.phase) {
    case Phase::Conquest:
        if (click != ClickKind::Primary)
            return std::nullopt;
        // "The player may remove all of the tokens from a province" while collecting, that is
        // before the first conquest; afterwards a click on one's own province is a mistake the
        // engine explains.
        if (isActiveOf(state.at(area), me) && state.turn.conquests == 0)
            return Action::abandon(area);
        return Action::conquer(area, modes.espionage);
    case Phase::Reorganization: {
        if (click == ClickKind::Secondary)
            return Action::lift(area);
        const auto parts = partsToChooseFrom(state);
        if (!parts.empty()) {
            for (const auto &part : parts) {
                if (std::find(part.begin(), part.end(), area) != part.end())
                    return Action::keepPart(area);
            }
        }
        if (modes.buildFort)
            return Action::buildFort(area);
        return Action::place(area);
    }
    case Phase::Redeploy:
        if (click != ClickKind::Primary)
            return std::nullopt;
        return Action::redeploy(area);
    case Phase::ChooseCivilization:
    case Phase::TurnStart:
    case Phase::RebirthDecision:
    case Phase::GameOver:
        break;
    }
    return std::nullopt;
}

std::vector<ConquestTarget> conquestTargets(const GameState &state, bool espionage)
{
    std::vector<ConquestTarget> targets;
    if (state.phase != Phase::Conquest)
        return targets;
    const int me = state.currentPlayer;
    for (AreaIndex area : state.board->landAreas()) {
        if (targetRefusal(state, me, area))
            continue;
        const auto cost = cheapestConquest(state, me, area, espionage);
        if (!cost)
            continue;
        const bool legal = !checkAction(state, Action::conquer(area, espionage));
        targets.push_back({area, cost->total, *cost, legal});
    }
    return targets;
}

std::vector<std::vector<AreaIndex>> partsToChooseFrom(const GameState &state)
{
    // Philosophy's reorganization before a decline keeps every part: a declining empire may be
    // split.
    if (state.phase != Phase::Reorganization || state.turn.reorganizingBeforeDecline)
        return {};
    const int me = state.currentPlayer;
    if (!boundByCohesion(state, me))
        return {};
    const std::vector<AreaIndex> own = provincesOf(state, me, Holder::Active);
    const bool acrossSea = currentHasTile(state, TileKind::Astronomy);
    auto parts = empireParts(*state.board, own, acrossSea);
    if (parts.size() <= 1)
        return {};
    int partsWithPawns = 0;
    for (const auto &part : parts) {
        if (std::any_of(part.begin(), part.end(),
                        [&](AreaIndex area) { return state.at(area).pawns > 0; }))
            ++partsWithPawns;
    }
    if (partsWithPawns <= 1)
        return {};
    return parts;
}

std::vector<AreaIndex> redeployTargets(const GameState &state)
{
    std::vector<AreaIndex> targets;
    if (state.phase != Phase::Redeploy)
        return targets;
    for (AreaIndex area : state.board->landAreas()) {
        if (!checkAction(state, Action::redeploy(area)))
            targets.push_back(area);
    }
    return targets;
}

ConquestPreview conquestPreview(const GameState &state, AreaIndex area, bool espionage)
{
    ConquestPreview preview;
    const int me = state.currentPlayer;
    if (const auto &active = state.player(me).active)
        preview.hand = active->hand;
    preview.refusal = targetRefusal(state, me, area);
    if (preview.refusal)
        return preview;
    preview.cost = cheapestConquest(state, me, area, espionage);
    if (!preview.cost)
        preview.refusal =
            isEntering(state, me) ? RejectionCode::NotAStartProvince : RejectionCode::NotAdjacent;
    return preview;
}

std::optional<RedeployingCivilization> redeployingCivilization(const GameState &state)
{
    if (state.phase != Phase::Redeploy || state.redeployPlayer < 0)
        return std::nullopt;
    const PlayerState &player = state.player(state.redeployPlayer);
    const bool active = player.active && player.active->pendingRedeploy > 0;
    if (!active && !player.declining)
        return std::nullopt;
    if (active)
        return RedeployingCivilization{state.redeployPlayer, Holder::Active,
                                       player.active->pendingRedeploy, player.active->tiles};
    return RedeployingCivilization{state.redeployPlayer, Holder::Declining,
                                   player.declining->pendingRedeploy, player.declining->tiles};
}

int survivorsToPlace(const GameState &state)
{
    const auto civilization = redeployingCivilization(state);
    return civilization ? civilization->pending : 0;
}

} // namespace vinci
