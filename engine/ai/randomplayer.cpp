#include "randomplayer.h"

#include "game/play.h"
#include "rules/cohesion.h"

#include <algorithm>

namespace vinci {

namespace {

// The random player asks of the legal list by type: how many, the first, the k-th. Lists of one
// type are not copied out (a game asks thousands of times).
int countOf(const std::vector<Action> &actions, ActionType type)
{
    return static_cast<int>(std::count_if(actions.begin(), actions.end(),
                                          [type](const Action &a) { return a.type == type; }));
}

const Action *nthOf(const std::vector<Action> &actions, ActionType type, int n)
{
    for (const Action &action : actions) {
        if (action.type == type && n-- == 0)
            return &action;
    }
    return nullptr;
}

} // namespace

const Action &RandomPlayer::pickOf(const std::vector<Action> &actions, ActionType type, int count)
{
    return *nthOf(actions, type, m_rng.below(count));
}

Action RandomPlayer::chooseAction(const GameState &state)
{
    legalActionsInto(state, m_legal);
    const std::vector<Action> &legal = m_legal;
    switch (state.phase) {
    case Phase::TurnStart: {
        if (const Action *decline = nthOf(legal, ActionType::Decline, 0); decline && chance(15)) {
            // Philosophy: half the time reorganize first (the decline then ends it).
            const Action *first = nthOf(legal, ActionType::ReorganizeBeforeDecline, 0);
            return first && chance(50) ? *first : *decline;
        }
        return Action::expand();
    }
    case Phase::Conquest: {
        if (const int peace = countOf(legal, ActionType::DeclarePeace); peace > 0 && chance(40))
            return pickOf(legal, ActionType::DeclarePeace, peace);
        if (const int abandon = countOf(legal, ActionType::Abandon); abandon > 0 && chance(5))
            return pickOf(legal, ActionType::Abandon, abandon);
        if (const int conquer = countOf(legal, ActionType::Conquer); conquer > 0 && chance(85))
            return pickOf(legal, ActionType::Conquer, conquer);
        return Action::endConquest();
    }
    case Phase::Reorganization:
        return reorganize(state, legal);
    default:
        return pick(legal);
    }
}

Action RandomPlayer::reorganize(const GameState &state, const std::vector<Action> &legal)
{
    const int me = state.currentPlayer;
    const int keep = countOf(legal, ActionType::KeepPart);
    // Philosophy's reorganization before the decline ends with the decline.
    const Action *end = nthOf(legal,
                              state.turn.reorganizingBeforeDecline ? ActionType::Decline
                                                                   : ActionType::EndReorganization,
                              0);
    const bool acrossSea = state.player(me).active->tiles.has(TileKind::Astronomy);
    // The parts are needed only to keep one or to place a pawn: worked out then.
    std::vector<std::vector<AreaIndex>> parts;
    const int places = countOf(legal, ActionType::PlacePawn);
    if (keep > 0 || places > 0)
        parts = empireParts(*state.board, provincesOf(state, me, Holder::Active), acrossSea);
    auto hasPawns = [&](const std::vector<AreaIndex> &part) {
        return std::any_of(part.begin(), part.end(),
                           [&](AreaIndex area) { return state.at(area).pawns > 0; });
    };
    // Pawns in several parts of a split empire: keep one of them (the end is refused until then).
    if (keep > 0 && boundByCohesion(state, me) &&
        std::count_if(parts.begin(), parts.end(), hasPawns) > 1 && chance(90)) {
        std::vector<Action> occupiedParts;
        for (const auto &part : parts) {
            if (hasPawns(part))
                occupiedParts.push_back(Action::keepPart(part.front()));
        }
        return pick(occupiedParts);
    }

    if (places > 0) {
        // Stay inside the part already holding pawns, and fill its empty provinces first most of
        // the time, so the reorganization becomes valid without splitting the empire again.
        const std::vector<AreaIndex> *region = nullptr;
        for (const auto &part : parts) {
            for (AreaIndex area : part) {
                if (state.at(area).pawns > 0 && !region)
                    region = &part;
            }
        }
        std::vector<Action> inside;
        std::vector<Action> intoEmpty;
        // Before Philosophy's decline the empire may stay split: every part is "inside".
        const bool cohesive = boundByCohesion(state, me) && !state.turn.reorganizingBeforeDecline;
        for (const Action &place : legal) {
            if (place.type != ActionType::PlacePawn)
                continue;
            if (region && cohesive &&
                std::find(region->begin(), region->end(), place.area) == region->end())
                continue;
            inside.push_back(place);
            if (state.at(place.area).pawns == 0)
                intoEmpty.push_back(place);
        }
        if (!intoEmpty.empty() && chance(80))
            return pick(intoEmpty);
        return inside.empty() ? pickOf(legal, ActionType::PlacePawn, places) : pick(inside);
    }
    if (const int forts = countOf(legal, ActionType::BuildFort); forts > 0 && chance(60))
        return pickOf(legal, ActionType::BuildFort, forts);
    if (end && chance(85))
        return *end;
    if (keep > 0 && chance(10))
        return pickOf(legal, ActionType::KeepPart, keep);
    // Lift a pawn from a crowded province; the next call places it somewhere empty.
    std::vector<Action> lifts;
    for (const Action &lift : legal) {
        if (lift.type == ActionType::LiftPawn && (state.at(lift.area).pawns > 1 || chance(10)))
            lifts.push_back(lift);
    }
    if (!lifts.empty())
        return pick(lifts);
    return end ? *end : pick(legal);
}

} // namespace vinci
