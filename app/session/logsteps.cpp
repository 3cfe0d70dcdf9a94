#include "session/logsteps.h"

#include "game/pawnmoves.h"

#include <optional>
#include <utility>

namespace vinci {

namespace {

/** The seat and kind of step of an entry that moves a pawn; nothing for any other entry. */
std::optional<std::pair<int, PawnMoves::Step>> moveOf(const LoggedEvent &entry)
{
    const GameEvent *event = entry.event();
    if (!event)
        return std::nullopt;
    if (const auto step = PawnMoves::stepOf(*event))
        return std::make_pair(event->player, *step);
    return std::nullopt;
}

/**
 * Whether entry `i` belongs to a run of `move`s: such a move itself, or the seat's reason for
 * the action whose events follow it, when that action moved a pawn of the run.
 */
bool belongsTo(const std::vector<LoggedEvent> &entries, std::size_t i,
               const std::pair<int, PawnMoves::Step> &move)
{
    if (moveOf(entries[i]) == move)
        return true;
    const LoggedReason *reason = entries[i].reason();
    return reason && reason->player == move.first && i + 1 < entries.size() &&
           moveOf(entries[i + 1]) == move;
}

} // namespace

std::vector<LogStep> logSteps(const std::vector<LoggedEvent> &entries, std::size_t from)
{
    std::vector<LogStep> steps;
    std::size_t i = from;
    while (i < entries.size()) {
        std::optional<std::pair<int, PawnMoves::Step>> move = moveOf(entries[i]);
        if (!move && entries[i].reason() && i + 1 < entries.size()) {
            move = moveOf(entries[i + 1]);
            if (move && move->first != entries[i].reason()->player)
                move.reset();
        }
        if (!move) {
            steps.push_back({i, i + 1, false});
            ++i;
            continue;
        }
        std::size_t end = i + 1;
        while (end < entries.size() && belongsTo(entries, end, *move))
            ++end;
        steps.push_back({i, end, true});
        i = end;
    }
    return steps;
}

} // namespace vinci
