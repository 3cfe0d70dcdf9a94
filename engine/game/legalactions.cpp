#include "play.h"
#include "rules/cohesion.h"
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
    // Only whether each candidate is refused matters here, not the words of the refusal.
    const WordlessRejections wordless;
    std::vector<Action> actions;
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
        break;
    case Phase::Conquest:
        for (AreaIndex area : board.landAreas()) {
            addIfLegal(actions, state, Action::abandon(area));
            addIfLegal(actions, state, Action::conquer(area));
            addIfLegal(actions, state, Action::conquer(area, true));
        }
        for (int other = 0; other < state.playerCount(); ++other)
            addIfLegal(actions, state, Action::peace(other));
        actions.push_back(Action::endConquest());
        break;
    case Phase::Reorganization: {
        const std::vector<AreaIndex> own = provincesOf(state, state.currentPlayer, Holder::Active);
        for (AreaIndex area : own) {
            addIfLegal(actions, state, Action::place(area));
            addIfLegal(actions, state, Action::lift(area));
            addIfLegal(actions, state, Action::buildFort(area));
        }
        const bool acrossSea =
            state.player(state.currentPlayer).active->tiles.has(TileKind::Astronomy);
        const auto parts = empireParts(board, own, acrossSea);
        if (parts.size() > 1) {
            for (const auto &part : parts)
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
    return actions;
}

} // namespace vinci
