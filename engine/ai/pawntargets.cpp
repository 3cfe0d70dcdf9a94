#include "pawntargets.h"

#include "game/play.h"

#include <algorithm>

namespace vinci {

bool holdsOutsideTargets(const GameState &state, const std::vector<AreaIndex> &own,
                         const AreaVector<int> &target)
{
    return std::any_of(own.begin(), own.end(), [&](AreaIndex area) {
        return state.at(area).pawns > 0 && target[area] == 0;
    });
}

std::optional<PawnTargetStep> nextStepToTargets(const GameState &state,
                                                const std::vector<AreaIndex> &own,
                                                const AreaVector<int> &target)
{
    // Lifts first: the pawns lifted are the ones placed next.
    for (AreaIndex area : own) {
        const Action lift = Action::lift(area);
        if (state.at(area).pawns > target[area] && !checkAction(state, lift))
            return PawnTargetStep{lift, target[area], true};
    }
    if (state.player(state.currentPlayer).active->hand == 0)
        return std::nullopt;
    for (AreaIndex area : own) {
        const Action place = Action::place(area);
        if (state.at(area).pawns < target[area] && !checkAction(state, place))
            return PawnTargetStep{place, target[area], false};
    }
    return std::nullopt;
}

Action endOfReorganization(const GameState &state)
{
    const Action end = Action::endReorganization();
    if (!checkAction(state, end))
        return end;
    const std::vector<Action> actions = legalActions(state);
    return actions.empty() ? end : actions.front();
}

} // namespace vinci
