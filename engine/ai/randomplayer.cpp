#include "randomplayer.h"

#include "game/play.h"
#include "rules/cohesion.h"

#include <algorithm>
#include <optional>

namespace vinci {

// The random player asks the engine for the legal actions of one type at a time, only when its
// next draw needs them: the draws (and so the games for a seed) are those of picking from the
// whole legal list, without checking the actions no draw looks at.

namespace {

/** The legal actions of `type`, into `list`. */
const std::vector<Action> &legalOf(const GameState &state, ActionType type,
                                   std::vector<Action> &list)
{
    legalActionsOfType(state, type, list);
    return list;
}

} // namespace

Action RandomPlayer::chooseAction(const GameState &state)
{
    switch (state.phase) {
    case Phase::TurnStart: {
        if (!legalOf(state, ActionType::Decline, m_legal).empty() && chance(15)) {
            const Action decline = m_legal.front();
            // Philosophy: half the time reorganize first (the decline then ends it).
            const auto &first = legalOf(state, ActionType::ReorganizeBeforeDecline, m_legal);
            return !first.empty() && chance(50) ? first.front() : decline;
        }
        return Action::expand();
    }
    case Phase::Conquest: {
        if (const auto &peace = legalOf(state, ActionType::DeclarePeace, m_legal);
            !peace.empty() && chance(40))
            return pick(peace);
        if (const auto &abandon = legalOf(state, ActionType::Abandon, m_legal);
            !abandon.empty() && chance(5))
            return pick(abandon);
        if (const auto &conquer = legalOf(state, ActionType::Conquer, m_legal);
            !conquer.empty() && chance(85))
            return pick(conquer);
        return Action::endConquest();
    }
    case Phase::Reorganization:
        return reorganize(state);
    default:
        legalActionsInto(state, m_legal);
        return pick(m_legal);
    }
}

Action RandomPlayer::reorganize(const GameState &state)
{
    const int me = state.currentPlayer;
    const std::vector<Action> &keeps = legalOf(state, ActionType::KeepPart, m_keeps);
    // Philosophy's reorganization before the decline ends with the decline.
    const ActionType endType =
        state.turn.reorganizingBeforeDecline ? ActionType::Decline : ActionType::EndReorganization;
    const bool acrossSea = state.player(me).active->tiles.has(TileKind::Astronomy);
    // The parts matter only in a split empire, which has parts to keep: with none to keep, the
    // empire is one part (or need not be), and every place is inside it.
    std::vector<std::vector<AreaIndex>> parts;
    if (!keeps.empty()) {
        provincesInto(state, me, Holder::Active, m_own);
        parts = empireParts(*state.board, m_own, acrossSea);
    }
    auto hasPawns = [&](const std::vector<AreaIndex> &part) {
        return std::any_of(part.begin(), part.end(),
                           [&](AreaIndex area) { return state.at(area).pawns > 0; });
    };
    // Pawns in several parts of a split empire: keep one of them (the end is refused until then).
    if (!keeps.empty() && boundByCohesion(state, me) &&
        std::count_if(parts.begin(), parts.end(), hasPawns) > 1 && chance(90)) {
        std::vector<Action> occupiedParts;
        for (const auto &part : parts) {
            if (hasPawns(part))
                occupiedParts.push_back(Action::keepPart(part.front()));
        }
        return pick(occupiedParts);
    }

    if (const auto &places = legalOf(state, ActionType::PlacePawn, m_places); !places.empty()) {
        // Stay inside the part already holding pawns, and fill its empty provinces first most of
        // the time, so the reorganization becomes valid without splitting the empire again.
        const std::vector<AreaIndex> *region = nullptr;
        for (const auto &part : parts) {
            if (!region && hasPawns(part))
                region = &part;
        }
        m_inside.clear();
        m_intoEmpty.clear();
        // Before Philosophy's decline the empire may stay split: every part is "inside".
        const bool cohesive = boundByCohesion(state, me) && !state.turn.reorganizingBeforeDecline;
        for (const Action &place : places) {
            if (region && cohesive &&
                std::find(region->begin(), region->end(), place.area) == region->end())
                continue;
            m_inside.push_back(place);
            if (state.at(place.area).pawns == 0)
                m_intoEmpty.push_back(place);
        }
        if (!m_intoEmpty.empty() && chance(80))
            return pick(m_intoEmpty);
        return m_inside.empty() ? pick(places) : pick(m_inside);
    }
    if (const auto &forts = legalOf(state, ActionType::BuildFort, m_legal);
        !forts.empty() && chance(60))
        return pick(forts);
    const auto &ends = legalOf(state, endType, m_legal);
    const std::optional<Action> end =
        ends.empty() ? std::nullopt : std::optional<Action>(ends.front());
    if (end && chance(85))
        return *end;
    if (!keeps.empty() && chance(10))
        return pick(keeps);
    // Lift a pawn from a crowded province; the next call places it somewhere empty.
    std::vector<Action> lifts;
    for (const Action &lift : legalOf(state, ActionType::LiftPawn, m_legal)) {
        if (state.at(lift.area).pawns > 1 || chance(10))
            lifts.push_back(lift);
    }
    if (!lifts.empty())
        return pick(lifts);
    if (end)
        return *end;
    legalActionsInto(state, m_legal);
    return pick(m_legal);
}

} // namespace vinci
