#include "play.h"
#include "rules/cohesion.h"
#include "rules/conquestcost.h"
#include "turnsteps.h"

namespace vinci {

using namespace turnsteps;

namespace {

void addIfLegal(std::vector<Action> &actions, const GameState &state, const Action &action)
{
    if (!checkAction(state, action))
        actions.push_back(action);
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
    // Only whether each candidate is refused matters here, not the words of the refusal.
    const WordlessRejections wordless;
    actions.clear();
    const ProvinceGraph &board = *state.board;
    switch (state.phase) {
    case Phase::GameOver:
        break;
    case Phase::ChooseCivilization:
        for (int slot = 0; slot < static_cast<int>(state.track.size()); ++slot)
            addIfLegal(actions, state, Action::choose(slot));
        break;
    case Phase::TurnStart:
        addIfLegal(actions, state, Action::expand());
        addIfLegal(actions, state, Action::decline());
        addIfLegal(actions, state, Action::reorganizeBeforeDecline());
        break;
    case Phase::Conquest: {
        // Only the acting player's own provinces can be abandoned and only the others conquered;
        // spies only while Espionage has a use left. The checks themselves still decide.
        const int me = state.currentPlayer;
        const auto &active = state.player(me).active;
        const bool spies =
            active && state.turn.espionageUsed < active->tiles.level(TileKind::Espionage);
        // An empire on the board reaches only the provinces it touches; a civilization entering
        // the board only start provinces, or any province with Revolutionaries.
        const std::vector<char> reach = areasWithinReach(state, me);
        const bool entersAnywhere = active && active->tiles.has(TileKind::Revolutionaries);
        auto reachable = [&](AreaIndex area) {
            if (reach.empty())
                return entersAnywhere || board.isStartArea(area);
            return static_cast<bool>(reach[static_cast<std::size_t>(area)]);
        };
        // Room for every candidate at once: the list would otherwise grow a dozen times.
        actions.reserve(board.landAreas().size() * (spies ? 2 : 1) +
                        static_cast<std::size_t>(state.playerCount()) + 1);
        for (AreaIndex area : board.landAreas()) {
            const bool own = isActiveOf(state.at(area), me);
            const bool target = !own && reachable(area);
            if (own)
                addIfLegal(actions, state, Action::abandon(area));
            if (target)
                addIfLegal(actions, state, Action::conquer(area));
            if (target && spies)
                addIfLegal(actions, state, Action::conquer(area, true));
        }
        for (int other = 0; other < state.playerCount(); ++other)
            addIfLegal(actions, state, Action::peace(other));
        actions.push_back(Action::endConquest());
        break;
    }
    case Phase::Reorganization: {
        const std::vector<AreaIndex> own = provincesOf(state, state.currentPlayer, Holder::Active);
        actions.reserve(own.size() * 3 + 1);
        for (AreaIndex area : own) {
            addIfLegal(actions, state, Action::place(area));
            addIfLegal(actions, state, Action::lift(area));
            addIfLegal(actions, state, Action::buildFort(area));
        }
        // Philosophy's reorganization before the decline: no part to keep, the decline ends it.
        if (state.turn.reorganizingBeforeDecline) {
            addIfLegal(actions, state, Action::decline());
            break;
        }
        const bool acrossSea =
            state.player(state.currentPlayer).active->tiles.has(TileKind::Astronomy);
        // The parts are listed only for a split empire: one search tells most turns there is one.
        if (!isCohesive(board, own, acrossSea)) {
            for (const auto &part : empireParts(board, own, acrossSea))
                actions.push_back(Action::keepPart(part.front()));
        }
        addIfLegal(actions, state, Action::endReorganization());
        break;
    }
    case Phase::RebirthDecision:
        actions.push_back(Action::decline());
        actions.push_back(Action::endTurn());
        break;
    case Phase::Redeploy:
        for (AreaIndex area : board.landAreas())
            addIfLegal(actions, state, Action::redeploy(area));
        break;
    }
}

} // namespace vinci
