#include "play.h"
#include "rules/cohesion.h"
#include "rules/conquestcost.h"
#include "turnallowances.h"
#include "turnsteps.h"

namespace vinci {

using namespace turnsteps;

namespace {

/** The action types a listing asks for: every one, or only one. */
struct WantedTypes
{
    std::optional<ActionType> only;

    bool operator()(ActionType type) const { return !only || *only == type; }
};

void addIfLegal(std::vector<Action> &actions, const GameState &state, const Action &action)
{
    if (!checkAction(state, action))
        actions.push_back(action);
}

/**
 * The legal actions of the wanted types, in one order whatever is wanted. A candidate of a type
 * not wanted is not checked, nor is what only its checks need (reach, the empire's parts).
 */
void listLegal(const GameState &state, WantedTypes wanted, std::vector<Action> &actions)
{
    // Only whether each candidate is refused matters here, not the words of the refusal.
    const WordlessRejections wordless;
    actions.clear();
    const ProvinceGraph &board = *state.board;
    switch (state.phase) {
    case Phase::GameOver:
        break;
    case Phase::ChooseCivilization:
        if (!wanted(ActionType::ChooseCivilization))
            break;
        for (int slot = 0; slot < static_cast<int>(state.track.size()); ++slot)
            addIfLegal(actions, state, Action::choose(slot));
        break;
    case Phase::TurnStart:
        if (wanted(ActionType::Expand))
            addIfLegal(actions, state, Action::expand());
        if (wanted(ActionType::Decline))
            addIfLegal(actions, state, Action::decline());
        if (wanted(ActionType::ReorganizeBeforeDecline))
            addIfLegal(actions, state, Action::reorganizeBeforeDecline());
        break;
    case Phase::Conquest: {
        // Only the acting player's own provinces can be abandoned and only the others conquered;
        // spies only while Espionage has a use left. The checks themselves still decide.
        const int me = state.currentPlayer;
        const bool abandons = wanted(ActionType::Abandon);
        const bool conquers = wanted(ActionType::Conquer);
        const bool spies = espionageLeft(state) > 0;
        // Every target's cost at once; it also tells which provinces are within reach.
        std::optional<ConquestTotals> totals;
        if (conquers)
            totals.emplace(state, me);
        // Room for every candidate at once: the list would otherwise grow a dozen times.
        actions.reserve(board.landAreas().size() * (spies ? 2 : 1) +
                        static_cast<std::size_t>(state.playerCount()) + 1);
        if (abandons || conquers) {
            for (AreaIndex area : board.landAreas()) {
                if (isActiveOf(state.at(area), me)) {
                    if (abandons)
                        addIfLegal(actions, state, Action::abandon(area));
                    continue;
                }
                if (!conquers || !totals->reaches(area))
                    continue;
                if (!checkConquer(state, area, false, &*totals))
                    actions.push_back(Action::conquer(area));
                if (spies && !checkConquer(state, area, true, &*totals))
                    actions.push_back(Action::conquer(area, true));
            }
        }
        if (wanted(ActionType::DeclarePeace)) {
            for (int other = 0; other < state.playerCount(); ++other)
                addIfLegal(actions, state, Action::peace(other));
        }
        if (wanted(ActionType::EndConquest))
            actions.push_back(Action::endConquest());
        break;
    }
    case Phase::Reorganization: {
        const int me = state.currentPlayer;
        const bool places = wanted(ActionType::PlacePawn);
        const bool lifts = wanted(ActionType::LiftPawn);
        const bool forts = wanted(ActionType::BuildFort);
        // The empire's provinces in index order (provincesOf()'s), without listing them.
        if (places || lifts || forts) {
            for (AreaIndex area : board.landAreas()) {
                if (!isActiveOf(state.at(area), me))
                    continue;
                if (places)
                    addIfLegal(actions, state, Action::place(area));
                if (lifts)
                    addIfLegal(actions, state, Action::lift(area));
                if (forts)
                    addIfLegal(actions, state, Action::buildFort(area));
            }
        }
        // Philosophy's reorganization before the decline: no part to keep, the decline ends it.
        if (state.turn.reorganizingBeforeDecline) {
            if (wanted(ActionType::Decline))
                addIfLegal(actions, state, Action::decline());
            break;
        }
        if (wanted(ActionType::KeepPart)) {
            // The empire's provinces, in this thread's list: asked at every step.
            thread_local std::vector<AreaIndex> own;
            provincesInto(state, me, Holder::Active, own);
            const bool acrossSea = state.player(me).active->tiles.has(TileKind::Astronomy);
            // The parts are listed only for a split empire: one search tells most turns there
            // is one.
            if (!isCohesive(board, own, acrossSea)) {
                for (const auto &part : empireParts(board, own, acrossSea))
                    actions.push_back(Action::keepPart(part.front()));
            }
        }
        if (wanted(ActionType::EndReorganization))
            addIfLegal(actions, state, Action::endReorganization());
        break;
    }
    case Phase::RebirthDecision:
        if (wanted(ActionType::Decline))
            actions.push_back(Action::decline());
        if (wanted(ActionType::EndTurn))
            actions.push_back(Action::endTurn());
        break;
    case Phase::Redeploy:
        if (!wanted(ActionType::Redeploy))
            break;
        for (AreaIndex area : board.landAreas())
            addIfLegal(actions, state, Action::redeploy(area));
        break;
    }
}

} // namespace

std::vector<Action> legalActions(const GameState &state)
{
    std::vector<Action> actions;
    legalActionsInto(state, actions);
    return actions;
}

void legalActionsInto(const GameState &state, std::vector<Action> &actions)
{
    listLegal(state, WantedTypes{}, actions);
}

void legalActionsOfType(const GameState &state, ActionType type, std::vector<Action> &actions)
{
    listLegal(state, WantedTypes{type}, actions);
}

} // namespace vinci
