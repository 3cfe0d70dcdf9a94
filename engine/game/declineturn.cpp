// The decline turn, and Rebirth's decline after scoring.

#include "rules/conquestcost.h"
#include "rules/onlinetiles.h"
#include "rules/scoring.h"
#include "rules/tiletable.h"
#include "turnsteps.h"

#include <utility>

namespace vinci::turnsteps {

namespace {

void returnToBag(GameState &state, const CivilizationTiles &tiles)
{
    for (TileKind kind : tiles.tiles())
        state.bag.push_back(kind);
}

/** Steps 1 to 3 of the declining turn (the tiles, the older declining empire, the pawns). */
void putIntoDecline(GameState &state, int me, Events events)
{
    PlayerState &player = state.player(me);
    // "A player may not have more than one civilization in decline. Any remaining tokens from an
    // earlier declining civilization owned by the player are removed from the board (along with
    // the decline counters.) and returned to the player's stock."
    if (player.declining) {
        int returned = 0;
        for (ProvinceState &province : state.provinces) {
            if (province.holder == Holder::Declining && province.player == me) {
                returned += province.pawns;
                province = ProvinceState{};
            }
        }
        player.pawnsRemoved += returned + player.declining->pendingRedeploy;
        returnToBag(state, player.declining->tiles);
        returnToBag(state, player.declinedTilesKept);
        player.declinedTilesKept = {};
        player.declining.reset();
        GameEvent event{EventKind::OldDecliningRemoved};
        event.player = me;
        event.amount = returned;
        record(events, event);
    }

    // "The player removes all but one token from each of the newly declining empire's provinces
    // and adds a 'Decline' counter". Forts remain (errata).
    // Philosophy: "Keep all pawns on the board when going in decline". Militia's forts "will be
    // removed when civilization become declined" (Online 2013).
    const ActiveCivilization active = *player.active;
    const bool keepAll = active.tiles.has(TileKind::Philosophy);
    if (state.rules().onlineTileWording)
        removeMilitiaForts(state, me);
    int provinces = 0;
    for (ProvinceState &province : state.provinces) {
        if (!isActiveOf(province, me))
            continue;
        if (!keepAll) {
            player.pawnsRemoved += province.pawns - 1;
            province.pawns = 1;
        }
        province.holder = Holder::Declining;
        ++provinces;
    }
    player.pawnsRemoved += active.hand + active.pendingRedeploy;

    // "Civilization tiles for the civilization are removed from the board and go back in the
    // bag. (Exception: some yellow tiles remain ...)"
    const CivilizationTiles staying = active.tiles.stayingInDecline();
    CivilizationTiles leaving;
    auto stayingLeft = staying;
    for (TileKind kind : active.tiles.tiles()) {
        bool stays = false;
        for (int i = 0; i < stayingLeft.count; ++i) {
            if (stayingLeft.kinds[static_cast<std::size_t>(i)] == kind) {
                stayingLeft.kinds[static_cast<std::size_t>(i)] =
                    stayingLeft.kinds[static_cast<std::size_t>(stayingLeft.count - 1)];
                --stayingLeft.count;
                stays = true;
                break;
            }
        }
        if (!stays)
            leaving.kinds[static_cast<std::size_t>(leaving.count++)] = kind;
    }
    if (state.rules().decliningKeepsAllTiles)
        player.declinedTilesKept = leaving;
    else
        returnToBag(state, leaving);
    player.declining = DecliningCivilization{staying, 0};
    player.active.reset();
    // Diplomacy "applies only to active empires": the peace ends with the empire.
    player.peaceWith.clear();

    GameEvent event{EventKind::Declined};
    event.player = me;
    event.amount = provinces;
    event.tiles = staying;
    record(events, event);
}

} // namespace

Refusal checkDecline(const GameState &state)
{
    const PlayerState &player = state.player(state.currentPlayer);
    if (state.phase == Phase::RebirthDecision)
        return std::nullopt;
    // Philosophy: "(may reorganize before going to decline)": the reorganization ends with the
    // decline once every pawn is placed; a declining empire need not be in one piece.
    if (state.phase == Phase::Reorganization && state.turn.reorganizingBeforeDecline)
        return checkPawnsPlaced(state, false);
    if (state.phase != Phase::TurnStart)
        return reject(RejectionCode::WrongPhase);
    if (!player.active)
        return reject(RejectionCode::NoActiveCivilization);
    // Rebirth declines "at the end of a normal game turn ... (instead of at the beginning of the
    // next)"; French: "Le déclin est déclaré à la fin d'un tour de jeu normal".
    if (player.active->tiles.has(TileKind::Rebirth))
        return reject(RejectionCode::RebirthDeclinesAtEndOfTurn);
    return std::nullopt;
}

void doDecline(GameState &state, Events events)
{
    const int me = state.currentPlayer;
    const bool rebirth = state.phase == Phase::RebirthDecision;
    if (state.turn.reorganizingBeforeDecline) {
        // A province the reorganization left without a pawn is given up, as at the end of any
        // reorganization (possible only with fewer pawns than provinces).
        giveUpEmptyProvinces(state, events);
        state.turn.reorganizingBeforeDecline = false;
    }
    putIntoDecline(state, me, events);
    state.turn.declined = true;
    // "The player scores points (without any of the advantages formerly given by the removed
    // civilization tiles)." With Rebirth "the victory points are counted only once".
    if (!rebirth) {
        ScoreBreakdown score = declineScore(state, me);
        state.player(me).score += score.total;
        GameEvent scored{EventKind::Scored};
        scored.player = me;
        scored.amount = score.total;
        scored.amount2 = score.total;
        scored.score = std::move(score);
        record(events, std::move(scored));
    }
    // "As on the first turn, the player then chooses a new civilization."
    state.phase = Phase::ChooseCivilization;
}

Refusal checkReorganizeBeforeDecline(const GameState &state)
{
    if (state.phase != Phase::TurnStart)
        return reject(RejectionCode::WrongPhase);
    // Only where a decline is allowed now (not with Rebirth, which declines after scoring).
    if (auto refusal = checkDecline(state))
        return refusal;
    // Philosophy: "Keep all pawns on the board when going in decline (may reorganize before
    // going to decline)." (Online 2013)
    if (!state.player(state.currentPlayer).active->tiles.has(TileKind::Philosophy))
        return reject(RejectionCode::NoPhilosophy);
    if (isEntering(state, state.currentPlayer))
        return reject(RejectionCode::NoProvinceToReorganize);
    return std::nullopt;
}

void doReorganizeBeforeDecline(GameState &state, Events events)
{
    // The pawns are moved as in a reorganization (lift and place, one per province where
    // possible); the decline that follows keeps them all on the board.
    state.phase = Phase::Reorganization;
    state.turn.reorganizingBeforeDecline = true;
    GameEvent event{EventKind::ReorganizingBeforeDecline};
    event.player = state.currentPlayer;
    record(events, event);
}

Refusal checkEndTurn(const GameState &state)
{
    if (state.phase != Phase::RebirthDecision)
        return reject(RejectionCode::WrongPhase);
    return std::nullopt;
}

void doEndTurn(GameState &state, Events events)
{
    finishTurn(state, events);
}

} // namespace vinci::turnsteps
