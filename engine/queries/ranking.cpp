#include "queries/ranking.h"

#include <algorithm>

namespace vinci {

std::vector<RankRow> finalRanking(const GameState &state)
{
    std::vector<RankRow> rows;
    for (int player = 0; player < state.playerCount(); ++player)
        rows.push_back({1, false, player, state.player(player).score});
    std::stable_sort(rows.begin(), rows.end(),
                     [](const RankRow &a, const RankRow &b) { return a.score > b.score; });
    for (std::size_t i = 0; i < rows.size(); ++i) {
        // "1, 1, 3": a tied player shares the place of the first with that score.
        rows[i].place = i > 0 && rows[i].score == rows[i - 1].score ? rows[i - 1].place
                                                                    : static_cast<int>(i) + 1;
    }
    for (RankRow &row : rows) {
        row.shared = std::count_if(rows.begin(), rows.end(), [&](const RankRow &other) {
                         return other.place == row.place;
                     }) > 1;
    }
    return rows;
}

} // namespace vinci
