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
    Action reorganize(const GameState &state);
    bool chance(int percent) { return m_rng.below(100) < percent; }
    const Action &pick(const std::vector<Action> &actions)
    {
        return actions[static_cast<std::size_t>(m_rng.below(static_cast<int>(actions.size())))];
    }

    Rng m_rng;
    // Lists kept from call to call: a game asks for thousands of them.
    std::vector<Action> m_legal;  ///< the legal actions of the type asked last (or all of them)
    std::vector<Action> m_keeps;  ///< the parts of a split empire one may keep
    std::vector<Action> m_places; ///< where a pawn may be placed
    std::vector<Action> m_inside; ///< the places inside the part holding pawns
    std::vector<Action> m_intoEmpty;
    std::vector<AreaIndex> m_own; ///< the empire's provinces
};

} // namespace vinci
