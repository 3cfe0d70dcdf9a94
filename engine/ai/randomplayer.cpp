#include "randomplayer.h"

#include "game/play.h"
#include "rules/cohesion.h"

#include <algorithm>

namespace vinci {

namespace {

std::vector<Action> ofType(const std::vector<Action> &actions, ActionType type)
{
    std::vector<Action> result;
    for (const Action &action : actions) {
        if (action.type == type)
            result.push_back(action);
    }
    return result;
}

} // namespace

Action RandomPlayer::chooseAction(const GameState &state)
{
    const std::vector<Action> legal = legalActions(state);
    switch (state.phase) {
    case Phase::TurnStart: {
        const auto decline = ofType(legal, ActionType::Decline);
        if (!decline.empty() && chance(15)) {
            // Philosophy: half the time reorganize first (the decline then ends it).
            const auto first = ofType(legal, ActionType::ReorganizeBeforeDecline);
            return !first.empty() && chance(50) ? first.front() : decline.front();
        }
        return Action::expand();
    }
    case Phase::Conquest: {
        if (const auto peace = ofType(legal, ActionType::DeclarePeace);
            !peace.empty() && chance(40))
            return pick(peace);
        if (const auto abandon = ofType(legal, ActionType::Abandon); !abandon.empty() && chance(5))
            return pick(abandon);
        if (const auto conquer = ofType(legal, ActionType::Conquer); !conquer.empty() && chance(85))
            return pick(conquer);
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
    const auto keep = ofType(legal, ActionType::KeepPart);
    // Philosophy's reorganization before the decline ends with the decline.
    const auto end =
        ofType(legal, state.turn.reorganizingBeforeDecline ? ActionType::Decline
                                                           : ActionType::EndReorganization);
    const bool acrossSea = state.player(me).active->tiles.has(TileKind::Astronomy);
    // The parts are needed only to keep one or to place a pawn: worked out then.
    std::vector<std::vector<AreaIndex>> parts;
    const auto places = ofType(legal, ActionType::PlacePawn);
    if (!keep.empty() || !places.empty())
        parts = empireParts(*state.board, provincesOf(state, me, Holder::Active), acrossSea);
    auto hasPawns = [&](const std::vector<AreaIndex> &part) {
        return std::any_of(part.begin(), part.end(),
                           [&](AreaIndex area) { return state.at(area).pawns > 0; });
    };
    // Pawns in several parts of a split empire: keep one of them (the end is refused until then).
    if (!keep.empty() && boundByCohesion(state, me) &&
        std::count_if(parts.begin(), parts.end(), hasPawns) > 1 && chance(90)) {
        std::vector<Action> occupiedParts;
        for (const auto &part : parts) {
            if (hasPawns(part))
                occupiedParts.push_back(Action::keepPart(part.front()));
        }
        return pick(occupiedParts);
    }

    if (!places.empty()) {
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
        for (const Action &place : places) {
            if (region && cohesive &&
                std::find(region->begin(), region->end(), place.area) == region->end())
                continue;
            inside.push_back(place);
            if (state.at(place.area).pawns == 0)
                intoEmpty.push_back(place);
        }
        if (!intoEmpty.empty() && chance(80))
            return pick(intoEmpty);
        return pick(inside.empty() ? places : inside);
    }
    const auto forts = ofType(legal, ActionType::BuildFort);
    if (!forts.empty() && chance(60))
        return pick(forts);
    if (!end.empty() && chance(85))
        return end.front();
    if (!keep.empty() && chance(10))
        return pick(keep);
    // Lift a pawn from a crowded province; the next call places it somewhere empty.
    std::vector<Action> lifts;
    for (const Action &lift : ofType(legal, ActionType::LiftPawn)) {
        if (state.at(lift.area).pawns > 1 || chance(10))
            lifts.push_back(lift);
    }
    if (!lifts.empty())
        return pick(lifts);
    return end.empty() ? pick(legal) : end.front();
}

} // namespace vinci
