#pragma once

#include "session/loggedevent.h"

#include <cstddef>
#include <vector>

namespace vinci {

/**
 * A run of the log's entries that a person reads as one thing: a single entry (an event, a
 * computer's reason), or a seat's pawn moves of one step — a reorganization's placements and
 * lifts, a defender's redeploy — with the reasons of those moves, said as a whole
 * (`PawnMoves`, `mergeRepeatedMoves`).
 */
struct LogStep
{
    std::size_t begin = 0;
    std::size_t end = 0; ///< one past the last entry
    bool pawnMoves = false;

    bool operator==(const LogStep &) const = default;
};

/**
 * The steps of `entries` from `from` on (which must begin a step). The moves of one seat and
 * step go together, whatever their number; an entry of anything else ends them.
 */
std::vector<LogStep> logSteps(const std::vector<LoggedEvent> &entries, std::size_t from = 0);

} // namespace vinci
