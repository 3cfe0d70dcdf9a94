// The expansion turn up to the end of the conquests: collecting pawns, abandoning, peace,
// conquering.

#include "rules/conquestcost.h"
#include "rules/onlinetiles.h"
#include "turnallowances.h"
#include "turnsteps.h"

#include <algorithm>

namespace vinci::turnsteps {

namespace {

ActiveCivilization &activeOf(GameState &state)
{
    return *state.player(state.currentPlayer).active;
}

const ActiveCivilization *activeOf(const GameState &state)
{
    const auto &active = state.player(state.currentPlayer).active;
    return active ? &*active : nullptr;
}

bool isLandArea(const GameState &state, AreaIndex area)
{
    return area >= 0 && area < state.board->areaCount() && state.board->area(area).isLand();
}

void gainPawns(GameState &state, TileKind tile, int pawns, Events events)
{
    if (pawns == 0)
        return;
    activeOf(state).hand += pawns;
    state.player(state.currentPlayer).pawnsReceived += pawns;
    GameEvent event{EventKind::Reinforcements};
    event.player = state.currentPlayer;
    event.amount = pawns;
    event.tiles = CivilizationTiles{{tile, tile}, 1};
    record(events, event);
}

/**
 * The defender of a conquered province "loses just one token permanently"; "Any additional
 * tokens of the vanquished civilization are moved by the defender to other provinces ... at the
 * end of the expanding player's turn." Returns the pawns eliminated.
 */
int defeatDefender(GameState &state, const ProvinceState &defender, AreaIndex area)
{
    const int lost = defenderLosesNoPawn(state, defender, area) ? 0 : std::min(defender.pawns, 1);
    const int survivors = defender.pawns - lost;
    switch (defender.holder) {
    case Holder::Empty:
        return 0;
    case Holder::Neutral:
        // Neutral pawns have no other province to go to: every one returns to the brown stock.
        state.neutralPawnsRemoved += defender.pawns;
        return lost;
    case Holder::Active: {
        PlayerState &owner = state.player(defender.player);
        owner.pawnsRemoved += lost;
        owner.active->pendingRedeploy += survivors;
        return lost;
    }
    case Holder::Declining: {
        PlayerState &owner = state.player(defender.player);
        owner.pawnsRemoved += lost;
        owner.declining->pendingRedeploy += survivors;
        return lost;
    }
    }
    return 0;
}

/**
 * "The active civilization and the declining civilization of the same player may not come in
 * contact. A player may conquer a province adjacent to his declining empire, but the adjacent
 * provinces of the declining empire must be immediately cleared" — unless Heritage.
 */
void clearContactWithDeclining(GameState &state, AreaIndex conquered, Events events)
{
    const int me = state.currentPlayer;
    if (activeOf(state).tiles.has(TileKind::Heritage))
        return;
    const Terrain conqueredTerrain = state.board->area(conquered).terrain;
    for (AreaIndex neighbour : state.board->neighbours(conquered)) {
        ProvinceState &province = state.at(neighbour);
        if (province.holder != Holder::Declining || province.player != me)
            continue;
        if (!state.rules().contactClearsDeclining(conqueredTerrain,
                                                  state.board->area(neighbour).terrain))
            continue;
        GameEvent event{EventKind::DecliningCleared};
        event.player = me;
        event.area = neighbour;
        event.amount = province.pawns;
        state.player(me).pawnsRemoved += province.pawns;
        province = ProvinceState{};
        record(events, event);
    }
}

} // namespace

Refusal checkExpand(const GameState &state)
{
    if (state.phase != Phase::TurnStart)
        return reject(RejectionCode::WrongPhase);
    if (!activeOf(state))
        return reject(RejectionCode::NoActiveCivilization);
    return std::nullopt;
}

void doExpand(GameState &state, Events events)
{
    const int me = state.currentPlayer;
    ActiveCivilization &active = activeOf(state);
    // "the player collects tokens from each of the occupied provinces of their active empire,
    // leaving one token behind in each province."
    int collected = 0;
    for (ProvinceState &province : state.provinces) {
        if (isActiveOf(province, me) && province.pawns > 1) {
            collected += province.pawns - 1;
            province.pawns = 1;
        }
    }
    active.hand += collected;
    if (collected > 0) {
        GameEvent event{EventKind::PawnsCollected};
        event.player = me;
        event.amount = collected;
        record(events, event);
    }
    startConquestPhase(state, events);
}

void startConquestPhase(GameState &state, Events events)
{
    // Medicine: "an extra token at the beginning of each turn, including the turn in which it
    // enters the board." Field General: "7 extra tokens at the beginning of the turn".
    // Online: "Civilization token Medicine gives an extra pawn only in the reorganization
    // phase." (doEndConquest)
    const CivilizationTiles tiles = activeOf(state).tiles;
    if (!state.rules().onlineTileWording)
        gainPawns(state, TileKind::Medicine, tiles.level(TileKind::Medicine), events);
    const int general = 7 * tiles.level(TileKind::FieldGeneral);
    gainPawns(state, TileKind::FieldGeneral, general, events);
    state.turn.fieldGeneralPawns = general;
    state.phase = Phase::Conquest;
}

Refusal checkAbandon(const GameState &state, AreaIndex area)
{
    if (state.phase != Phase::Conquest)
        return reject(RejectionCode::WrongPhase);
    if (!isLandArea(state, area))
        return reject(RejectionCode::NotAProvince);
    if (!isActiveOf(state.at(area), state.currentPlayer))
        return reject(RejectionCode::NotYourProvince);
    // Collecting (and abandoning) is phase 1 of the expansion turn, before expanding. Army:
    // "You are only able to pick up tokens leaving a province empty at the start of the first
    // expansion."
    if (state.turn.conquests > 0 || state.turn.secondConquest)
        return reject(RejectionCode::TooLateToAbandon);
    return std::nullopt;
}

void doAbandon(GameState &state, AreaIndex area, Events events)
{
    // "The player may remove all of the tokens from a province, but in doing so gives up
    // control of the province." A fort "disappears if the province is ... abandoned".
    ProvinceState &province = state.at(area);
    activeOf(state).hand += province.pawns;
    GameEvent event{EventKind::ProvinceAbandoned};
    event.player = state.currentPlayer;
    event.area = area;
    event.amount = province.pawns;
    province = ProvinceState{};
    ++state.turn.abandoned;
    record(events, event);
}

Refusal checkPeace(const GameState &state, int other)
{
    if (state.phase != Phase::Conquest)
        return reject(RejectionCode::WrongPhase);
    const ActiveCivilization *active = activeOf(state);
    const int level = active ? active->tiles.level(TileKind::Diplomacy) : 0;
    if (level == 0)
        return reject(RejectionCode::NoDiplomacy);
    if (state.turn.conquests > 0 || state.turn.secondConquest)
        return reject(RejectionCode::TooLateForPeace);
    if (other < 0 || other >= state.playerCount())
        return reject(RejectionCode::NoSuchPlayer);
    if (other == state.currentPlayer)
        return reject(RejectionCode::PeaceWithSelf);
    const auto &peace = state.player(state.currentPlayer).peaceWith;
    if (static_cast<int>(peace.size()) >= level ||
        std::find(peace.begin(), peace.end(), other) != peace.end())
        return reject(RejectionCode::PeaceAlreadyDeclared);
    return std::nullopt;
}

void doPeace(GameState &state, int other, Events events)
{
    // "You may also choose to be at peace with a player who is not currently on the board."
    state.player(state.currentPlayer).peaceWith.push_back(other);
    GameEvent event{EventKind::PeaceDeclared};
    event.player = state.currentPlayer;
    event.other = other;
    record(events, event);
}

Refusal checkConquer(const GameState &state, AreaIndex area, bool espionage,
                     const ConquestTotals *totals)
{
    if (state.phase != Phase::Conquest)
        return reject(RejectionCode::WrongPhase);
    if (!isLandArea(state, area))
        return reject(RejectionCode::NotAProvince);
    const int me = state.currentPlayer;
    if (const auto refusal = targetRefusal(state, me, area))
        return reject(*refusal);
    const ActiveCivilization &active = *activeOf(state);
    if (espionage) {
        if (espionagePerTurn(state) == 0)
            return reject(RejectionCode::NoEspionage);
        // "This ability may only be used once per turn"
        if (espionageLeft(state) == 0)
            return reject(RejectionCode::EspionageUsed);
        // Religion converts whenever it can and spies would not be used: a request for them
        // there is refused rather than ignored.
        if (religionCanConvert(state, me, area))
            return reject(RejectionCode::EspionageOnConversion);
    }
    const auto cost =
        totals ? totals->total(area, espionage) : cheapestConquestTotal(state, me, area, espionage);
    if (!cost) {
        const bool entering = totals ? totals->entering() : isEntering(state, me);
        return reject(entering ? RejectionCode::NotAStartProvince : RejectionCode::NotAdjacent);
    }
    if (*cost > active.hand) {
        if (WordlessRejections::active())
            return reject(RejectionCode::NotEnoughPawns);
        return reject(RejectionCode::NotEnoughPawns,
                      {rejectionPawns(*cost), rejectionPawns(active.hand)});
    }
    // Online Legions: the 7 "may be used in addition of at least one normal pawn".
    if (state.rules().onlineTileWording && *cost > 0 &&
        active.hand - state.turn.fieldGeneralPawns < 1) {
        if (WordlessRejections::active())
            return reject(RejectionCode::NotEnoughPawns);
        return reject(RejectionCode::NotEnoughPawns,
                      {rejectionPawns(*cost - state.turn.fieldGeneralPawns + 1),
                       rejectionPawns(active.hand - state.turn.fieldGeneralPawns)});
    }
    return std::nullopt;
}

void doConquer(GameState &state, AreaIndex area, bool espionage, Events events)
{
    const int me = state.currentPlayer;
    const int cost = *cheapestConquestTotal(state, me, area, espionage);
    const ProvinceState defender = state.at(area);
    // Religion converts (cost 0) whenever it can: conquestCost() puts it first.
    const bool converted = religionCanConvert(state, me, area);
    activeOf(state).hand -= cost;

    int eliminated = 0;
    int placed = cost;
    int legions = 0;
    if (converted) {
        // Religion: "place a new pawn of your color in it (taken from the bag)"; "The religion
        // attack converts the pawn, so the nomadic player does lose a pawn." It counts for
        // neither Culture nor Slavery (Additional notes).
        state.player(defender.player).pawnsRemoved += defender.pawns;
        state.player(me).pawnsReceived += 1;
        state.turn.religionConverted |= 1 << defender.player;
        eliminated = defender.pawns;
        placed = 1;
    } else {
        eliminated = defeatDefender(state, defender, area);
        // Slavery counts "enemy or neutral" pawns "returned to the player's (or the neutral)
        // stock pile ... This modifier applies to enemy tokens from civilizations in decline as
        // well."
        if (defender.holder == Holder::Neutral || defender.player != me)
            state.turn.slaveryPawns += eliminated;
        // Culture: "for every two enemy pawns eliminated": other players' pawns only.
        if ((defender.holder == Holder::Active || defender.holder == Holder::Declining) &&
            defender.player != me)
            state.turn.culturePawns += eliminated;
        // Online Legions: "are removed from board after get control of the province"; at least
        // one own pawn stays.
        if (state.rules().onlineTileWording && state.turn.fieldGeneralPawns > 0) {
            legions = std::max(0, std::min(state.turn.fieldGeneralPawns, cost - 1));
            if (legions > 0) {
                state.turn.fieldGeneralPawns -= legions;
                state.player(me).pawnsRemoved += legions;
                placed -= legions;
            }
        }
    }
    // "The fortress disappears if the province is conquered". "Attacking civilizations never
    // lose tokens": the pawns paid stay in the province.
    state.at(area) = ProvinceState{Holder::Active, me, placed, false};
    ++state.turn.conquests;
    if (espionage && !converted)
        ++state.turn.espionageUsed;

    GameEvent event{EventKind::Conquered};
    event.player = me;
    event.area = area;
    event.amount = cost;
    event.other = (defender.holder == Holder::Active || defender.holder == Holder::Declining)
                      ? defender.player
                      : -1;
    // A converted pawn is the defender's loss, not a survivor waiting to be redeployed.
    event.amount2 = defender.pawns - eliminated;
    event.value = eliminated;
    event.conversion = converted;
    event.legions = legions;
    record(events, event);
    clearContactWithDeclining(state, area, events);
}

Refusal checkEndConquest(const GameState &state)
{
    if (state.phase != Phase::Conquest)
        return reject(RejectionCode::WrongPhase);
    return std::nullopt;
}

void doEndConquest(GameState &state, Events events)
{
    const int me = state.currentPlayer;
    // Field General: "loses 7 at the end of the turn ... These 7 tokens are removed before
    // counting victory points and before checking for cohesion." Pawns in hand go first; the
    // rest come from the fullest provinces, since reorganization redistributes them anyway.
    ActiveCivilization &active = activeOf(state);
    int toRemove = std::min(state.turn.fieldGeneralPawns,
                            active.hand + pawnsOnBoard(state, me, Holder::Active));
    const int removed = toRemove;
    const int fromHand = std::min(active.hand, toRemove);
    active.hand -= fromHand;
    toRemove -= fromHand;
    while (toRemove > 0) {
        ProvinceState *fullest = nullptr;
        for (ProvinceState &province : state.provinces) {
            if (isActiveOf(province, me) && (!fullest || province.pawns > fullest->pawns))
                fullest = &province;
        }
        --fullest->pawns;
        --toRemove;
    }
    state.turn.fieldGeneralPawns = 0;
    if (removed > 0) {
        state.player(me).pawnsRemoved += removed;
        GameEvent event{EventKind::FieldGeneralLeft};
        event.player = me;
        event.amount = removed;
        record(events, event);
    }
    if (state.rules().onlineTileWording) {
        // "The civilization receives an extra pawn during reorganization phase." (Medicine,
        // once a turn even with Army's second phase)
        if (!state.turn.medicineGiven) {
            gainPawns(state, TileKind::Medicine, activeOf(state).tiles.level(TileKind::Medicine),
                      events);
            state.turn.medicineGiven = true;
        }
        // Culture: "One new pawn (at start of reorganization) for every two enemy pawns
        // eliminated (rounded down)."
        const int culture =
            activeOf(state).tiles.level(TileKind::Culture) * (state.turn.culturePawns / 2) -
            state.turn.cultureAwarded;
        if (culture > 0) {
            gainPawns(state, TileKind::Culture, culture, events);
            state.turn.cultureAwarded += culture;
        }
    }
    state.phase = Phase::Reorganization;
}

} // namespace vinci::turnsteps
