#pragma once

#include "game/gamestate.h"

#include <vector>

namespace vinci {

/** One line of the final ranking. */
struct RankRow
{
    int place = 1;       ///< 1 = first; tied players share a place
    bool shared = false; ///< another player has the same place
    int player = 0;
    int score = 0;

    bool operator==(const RankRow &) const = default;
};

/**
 * The players by score, best first, for the end of the game: "The player with the most points
 * then wins the game", so the players on the top score share the first place (the winners), and
 * a tied player shares the place of the first with that score ("1, 1, 3"). Ties keep seat order.
 */
std::vector<RankRow> finalRanking(const GameState &state);

} // namespace vinci
