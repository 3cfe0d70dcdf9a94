#pragma once

#include "game/action.h"
#include "game/gamestate.h"
#include "replay/replaymodel.h"
#include "session/loggedevent.h"

#include <cstddef>
#include <vector>

namespace vinci {

/** One action a person did not see being played, as the catch-up shows it. */
struct MissedAction
{
    int position = 0;          ///< the actions played once it is: its index + 1
    GameState after;           ///< the game right after it
    ActionHighlight highlight; ///< what it did on the map (its actor in `highlight.player`)
    std::size_t logEnd = 0;    ///< the game log's lines up to it (reasons before it included)
};

/**
 * What `seat` has not seen of a game: every action of a program seat played since its own last
 * one (since the start when it has not acted yet), that did something on the map — a conquest,
 * pawns taken up or put down, provinces emptied; choosing, declining or ending a turn shows nothing
 * and is read in the log with the next one. Replays `actions` from the start on `board` with
 * `options` (a few milliseconds for a whole game); `log` is the controller's eventLog() of those
 * actions, whose events follow the same order. `people[p]` is true where a person at this screen
 * plays seat p: their moves were made in front of everyone at the table, one click at a time, and
 * are not shown again (a seat beyond `people` counts as a program's). `seenLive[i]` is true where
 * action i was played on this screen at a pace a person follows (a program seat's step the
 * computer's delay after the one before, not skipped): watched as it happened, it was not missed
 * either (an action beyond `seenLive` was not seen). Empty when nothing was missed or the actions
 * cannot be replayed.
 */
std::vector<MissedAction>
missedActions(std::shared_ptr<const ProvinceGraph> board, const GameOptions &options,
              const std::vector<Action> &actions, const std::vector<LoggedEvent> &log, int seat,
              const std::vector<bool> &people = {}, const std::vector<bool> &seenLive = {});

/** Whether `highlight` shows anything on the map. */
bool showsOnMap(const ActionHighlight &highlight);

} // namespace vinci
