// Reorganization: every pawn on the board, one per province where possible, one part kept when
// the empire is split, forts built; then the turn is scored.

#include "rules/cohesion.h"
#include "rules/onlinetiles.h"
#include "rules/scoring.h"
#include "turnallowances.h"
#include "turnsteps.h"

#include <QLocale>

#include <utility>
#include <vector>

namespace vinci::turnsteps {

namespace {

bool isOwnProvince(const GameState &state, AreaIndex area)
{
    return area >= 0 && area < state.board->areaCount() && state.board->area(area).isLand() &&
           isActiveOf(state.at(area), state.currentPlayer);
}

std::vector<AreaIndex> ownProvinces(const GameState &state)
{
    return provincesOf(state, state.currentPlayer, Holder::Active);
}

bool crossesSea(const GameState &state)
{
    return state.player(state.currentPlayer).active->tiles.has(TileKind::Astronomy);
}

/** What a reorganization step moved, for the log: `kind` PawnsPlaced or PawnsLifted. */
void recordMove(const GameState &state, EventKind kind, AreaIndex area, int pawns, Events events)
{
    GameEvent event{kind};
    event.player = state.currentPlayer;
    event.area = area;
    event.amount = pawns;
    record(events, event);
}

/** The province is the player's no more: empty, no fort, said as a ProvinceLost event. */
void giveUp(GameState &state, AreaIndex area, Events events)
{
    state.at(area) = ProvinceState{};
    GameEvent event{EventKind::ProvinceLost};
    event.player = state.currentPlayer;
    event.area = area;
    record(events, event);
}

QString nameOf(const GameState &state, AreaIndex area)
{
    // Messages follow the program's language (QLocale::setDefault by the window).
    return state.board->area(area).names.in(QLocale().name().left(2));
}

} // namespace

Refusal checkPlace(const GameState &state, AreaIndex area)
{
    if (state.phase != Phase::Reorganization)
        return reject(RejectionCode::WrongPhase);
    if (!isOwnProvince(state, area))
        return reject(RejectionCode::NotYourProvince);
    if (state.player(state.currentPlayer).active->hand == 0)
        return reject(RejectionCode::HandEmpty);
    return std::nullopt;
}

void doPlace(GameState &state, AreaIndex area, Events events)
{
    ++state.at(area).pawns;
    --state.player(state.currentPlayer).active->hand;
    recordMove(state, EventKind::PawnsPlaced, area, 1, events);
}

Refusal checkLift(const GameState &state, AreaIndex area)
{
    if (state.phase != Phase::Reorganization)
        return reject(RejectionCode::WrongPhase);
    if (!isOwnProvince(state, area))
        return reject(RejectionCode::NotYourProvince);
    if (state.at(area).pawns == 0)
        return reject(RejectionCode::NoPawnToLift);
    return std::nullopt;
}

void doLift(GameState &state, AreaIndex area, Events events)
{
    // The province stays the player's until the reorganization ends; left empty, it is lost then.
    --state.at(area).pawns;
    ++state.player(state.currentPlayer).active->hand;
    recordMove(state, EventKind::PawnsLifted, area, 1, events);
}

Refusal checkKeepPart(const GameState &state, AreaIndex area)
{
    // Before a decline the empire need not be in one piece: a declining empire may be split.
    if (state.phase != Phase::Reorganization || state.turn.reorganizingBeforeDecline)
        return reject(RejectionCode::WrongPhase);
    if (!isOwnProvince(state, area))
        return reject(RejectionCode::NotYourProvince);
    if (isCohesive(*state.board, ownProvinces(state), crossesSea(state)))
        return reject(RejectionCode::EmpireNotSplit);
    return std::nullopt;
}

void doKeepPart(GameState &state, AreaIndex area, Events events)
{
    // "Players must choose which portion of their non-cohesive empire to abandon, remove the
    // tokens from that portion, and place them back anywhere in a cohesive portion." The
    // portion is abandoned now, not at the end of the reorganization: the board, the players'
    // cards and the guidance showed the abandoned provinces as held, with no pawn, until the
    // turn was confirmed (the walk of 2026-11-27), and pawns could be placed back there.
    std::vector<AreaIndex> abandoned;
    for (const auto &part : empireParts(*state.board, ownProvinces(state), crossesSea(state))) {
        if (std::find(part.begin(), part.end(), area) != part.end())
            continue;
        for (AreaIndex other : part) {
            const int pawns = state.at(other).pawns;
            state.player(state.currentPlayer).active->hand += pawns;
            state.at(other).pawns = 0;
            if (pawns > 0)
                recordMove(state, EventKind::PawnsLifted, other, pawns, events);
            abandoned.push_back(other);
        }
    }
    // The lifts first, together, then the provinces given up: the log says the lifts in one
    // sentence, as it does a reorganization's moves.
    for (AreaIndex other : abandoned)
        giveUp(state, other, events);
}

Refusal checkBuildFort(const GameState &state, AreaIndex area)
{
    if (state.phase != Phase::Reorganization || state.turn.reorganizingBeforeDecline)
        return reject(RejectionCode::WrongPhase);
    // Online Fortification places its forts itself, on every non-river province.
    if (fortsPerTurn(state) == 0)
        return reject(RejectionCode::NoFortification);
    if (!isOwnProvince(state, area))
        return reject(RejectionCode::NotYourProvince);
    // "Only one fortress may be placed per turn and only one fortress per province is allowed."
    // Specialized: "two forts per turn (not in the same province ...)" (errata).
    if (fortsLeft(state) == 0)
        return reject(RejectionCode::FortLimitReached);
    if (state.at(area).fort)
        return reject(RejectionCode::FortAlreadyThere);
    return std::nullopt;
}

void doBuildFort(GameState &state, AreaIndex area, Events events)
{
    state.at(area).fort = true;
    ++state.turn.fortsBuilt;
    GameEvent event{EventKind::FortBuilt};
    event.player = state.currentPlayer;
    event.area = area;
    record(events, event);
}

Refusal checkPawnsPlaced(const GameState &state, bool cohesion)
{
    // Asked at every step of a reorganization (legalActions lists it): the empire's provinces
    // go into this thread's buffers rather than into new lists each time.
    thread_local std::vector<AreaIndex> held;
    thread_local std::vector<AreaIndex> occupied;
    held.clear();
    occupied.clear();
    int pawns = 0;
    for (const AreaIndex area : state.provinces.areas()) {
        const ProvinceState &province = state.provinces[area];
        if (!isActiveOf(province, state.currentPlayer))
            continue;
        held.push_back(area);
        pawns += province.pawns;
        if (province.pawns > 0)
            occupied.push_back(area);
    }
    if (held.empty())
        return std::nullopt; // nowhere to place: the pawns wait in hand to re-enter
    const ActiveCivilization &active = *state.player(state.currentPlayer).active;
    // "All of the tokens of a civilization must be placed on the board"
    if (active.hand > 0) {
        if (WordlessRejections::active())
            return reject(RejectionCode::PawnsLeftInHand);
        return reject(RejectionCode::PawnsLeftInHand, {QString::number(active.hand)});
    }

    if (occupied.empty())
        return std::nullopt;
    const bool bound = cohesion && boundByCohesion(state, state.currentPlayer);
    if (bound && !isCohesive(*state.board, occupied, crossesSea(state)))
        return reject(RejectionCode::EmpireNotCohesive);
    // Every province holds a pawn and the occupied ones are one part: the whole empire is kept
    // and none is left empty (the usual end of a reorganization, without listing the part).
    if (occupied.size() == held.size())
        return std::nullopt;

    // "If possible, the player must leave at least one token in each province" of the part kept;
    // "You may NOT leave a province empty ... unless you have more provinces than pieces"
    // (errata). With fewer pawns than provinces, one pawn per province.
    std::vector<AreaIndex> part;
    if (bound)
        part = partHolding(*state.board, held, occupied.front(), crossesSea(state));
    const std::vector<AreaIndex> &kept = bound ? part : held;
    const bool enoughForAll = pawns >= static_cast<int>(kept.size());
    // The province's name is looked up only for a refusal someone will read.
    auto named = [&](RejectionCode code, AreaIndex area) {
        return WordlessRejections::active() ? reject(code) : reject(code, {nameOf(state, area)});
    };
    for (AreaIndex area : kept) {
        if (enoughForAll && state.at(area).pawns == 0)
            return named(RejectionCode::ProvinceLeftEmpty, area);
        if (!enoughForAll && state.at(area).pawns > 1)
            return named(RejectionCode::TwoPawnsWhileOneIsEmpty, area);
    }
    return std::nullopt;
}

Refusal checkEndReorganization(const GameState &state)
{
    if (state.phase != Phase::Reorganization)
        return reject(RejectionCode::WrongPhase);
    // Philosophy's reorganization ends with the decline it comes before.
    if (state.turn.reorganizingBeforeDecline)
        return reject(RejectionCode::DeclineEndsThisReorganization);
    return checkPawnsPlaced(state, true);
}

void giveUpEmptyProvinces(GameState &state, Events events)
{
    for (AreaIndex area : ownProvinces(state)) {
        if (state.at(area).pawns == 0)
            giveUp(state, area, events);
    }
}

void doEndReorganization(GameState &state, Events events)
{
    const int me = state.currentPlayer;
    // A province conquered at no cost is kept "only with at least one token in the province
    // after Reorganization".
    giveUpEmptyProvinces(state, events);
    if (state.rules().onlineTileWording) {
        // Fortification and Militia: "Place a fort token (white disc) on each non-river
        // province".
        placeOnlineForts(state, me);
        // Army: "Player can play a second conquest phase each turn, don't score twice." The
        // pawns are collected again, leaving one in each province.
        ActiveCivilization &active = *state.player(me).active;
        if (active.tiles.has(TileKind::Army) && !state.turn.secondConquest) {
            state.turn.secondConquest = true;
            for (AreaIndex area : ownProvinces(state)) {
                active.hand += state.at(area).pawns - 1;
                state.at(area).pawns = 1;
            }
            state.phase = Phase::Conquest;
            return;
        }
    }
    ScoreBreakdown score = expansionScore(state, me);
    state.player(me).score += score.total;
    GameEvent scored{EventKind::Scored};
    scored.player = me;
    scored.amount = score.total;
    int declining = 0;
    for (const ScoreLine &line : score.declining)
        declining += line.points;
    scored.amount2 = declining;
    scored.score = std::move(score);
    record(events, std::move(scored));

    // Warband: "Player leaves only one pawn in each province during reorganization, the other
    // pawns are off board until next turn."
    ActiveCivilization &active = *state.player(me).active;
    if (active.tiles.has(TileKind::Warband)) {
        for (AreaIndex area : ownProvinces(state)) {
            active.hand += state.at(area).pawns - 1;
            state.at(area).pawns = 1;
        }
    }
    // Rebirth: "The decline for this civilization is declared at the end of a normal game turn,
    // after counting victory points".
    if (state.player(me).active->tiles.has(TileKind::Rebirth)) {
        state.phase = Phase::RebirthDecision;
        return;
    }
    finishTurn(state, events);
}

} // namespace vinci::turnsteps
