#pragma once

#include "game/action.h"
#include "game/gamestate.h"
#include "game/rng.h"

namespace vinci {

/**
 * A player that picks among the legal actions at random, leaning towards actions that move the
 * game on (conquer rather than stop, end a valid reorganization). The property tests and
 * benchmarks play thousands of games with it; it is not meant to play well.
 */
class RandomPlayer
{
public:
    explicit RandomPlayer(quint64 seed)
        : m_rng(seed)
    {}

    /** A legal action for the acting player; the state must not be over. */
    Action chooseAction(const GameState &state);

private:
    Action reorganize(const GameState &state, const std::vector<Action> &legal);
    bool chance(int percent) { return m_rng.below(100) < percent; }
    const Action &pick(const std::vector<Action> &actions)
    {
        return actions[static_cast<std::size_t>(m_rng.below(static_cast<int>(actions.size())))];
    }
    /** One of the `count` actions of `type` in `actions`, drawn as pick() draws from a list. */
    const Action &pickOf(const std::vector<Action> &actions, ActionType type, int count);

    Rng m_rng;
    std::vector<Action> m_legal; ///< the legal actions, in a list kept from call to call
};

} // namespace vinci
