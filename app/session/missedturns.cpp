#include "session/missedturns.h"

#include "game/play.h"

namespace vinci {

bool showsOnMap(const ActionHighlight &highlight)
{
    return highlight.conquered >= 0 || !highlight.from.empty() || !highlight.to.empty() ||
           !highlight.lost.empty();
}

namespace {

/**
 * Where each count of events ends in `log`: ends[k] is the index just after its k-th event
 * (ends[0] = 0). A program seat's reason comes before its move's events, so it belongs to the
 * next action, never to the end of the one before.
 */
std::vector<std::size_t> eventEnds(const std::vector<LoggedEvent> &log)
{
    std::vector<std::size_t> ends{0};
    for (std::size_t i = 0; i < log.size(); ++i) {
        if (log[i].event())
            ends.push_back(i + 1);
    }
    return ends;
}

} // namespace

std::vector<MissedAction>
missedActions(std::shared_ptr<const ProvinceGraph> board, const GameOptions &options,
              const std::vector<Action> &actions, const std::vector<LoggedEvent> &log, int seat,
              const std::vector<bool> &people, const std::vector<bool> &seenLive)
{
    std::vector<GameEvent> events;
    auto state = newGame(std::move(board), options, nullptr, &events);
    if (!state)
        return {};
    const std::vector<std::size_t> ends = eventEnds(log);
    std::vector<MissedAction> missed;
    int actor = -1;
    ActionVisitor visitor;
    visitor.before = [&actor](int, const GameState &before) { actor = before.actingPlayer(); };
    visitor.after = [&](int i, const GameState &after, const std::vector<GameEvent> &own) {
        events.insert(events.end(), own.begin(), own.end());
        if (actor == seat) {
            // The seat saw everything up to its own move.
            missed.clear();
            return;
        }
        // Another person's move was made at this screen, in front of everyone.
        const bool playedHere = actor >= 0 && static_cast<std::size_t>(actor) < people.size() &&
                                people[static_cast<std::size_t>(actor)];
        // A program seat's step the person watched being played.
        const auto index = static_cast<std::size_t>(i);
        const bool watched = index < seenLive.size() && seenLive[index];
        ActionHighlight highlight = highlightOf(own, actor);
        if (playedHere || watched || !showsOnMap(highlight))
            return;
        // The log's lines up to this action's events (the controller's log holds the same
        // events in the same order, with the program seats' reasons between them).
        const std::size_t logEnd = events.size() < ends.size() ? ends[events.size()] : log.size();
        missed.push_back({i + 1, after, std::move(highlight), logEnd});
    };
    if (!replay(std::move(*state), actions, visitor))
        return {};
    return missed;
}

} // namespace vinci
