#pragma once

#include "rules/tilekind.h"

#include <optional>
#include <vector>

namespace vinci {

/** One line of a score: the provinces themselves, or a tile's bonus. */
struct ScoreLine
{
    std::optional<TileKind> tile; ///< none: the provinces' own points
    int points = 0;
};

/** What a player scores at the end of a turn, and why. */
struct ScoreBreakdown
{
    std::vector<ScoreLine> active;    ///< the active empire
    std::vector<ScoreLine> declining; ///< the declining empire
    int slavery = 0;                  ///< pawns eliminated this turn, with Slavery
    int total = 0;
};

} // namespace vinci
