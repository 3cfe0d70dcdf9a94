#pragma once

#include "game/gameevent.h"
#include "game/gamestate.h"

#include <QJsonArray>

#include <cstddef>
#include <optional>
#include <vector>

/**
 * Where a turn's undo history begins again, and its steps as a save keeps them. The controller
 * asks it after every step it plays and again when it replays a saved game, so that a game
 * opened or resumed mid-turn can take back what it could before (the s53 walk: after a crash and
 * Resume, Undo was greyed although the turn's moves could be undone before).
 */
namespace vinci::undohistory {

/** What the history starts after: why it may hold nothing. */
enum class Start : quint8
{
    TurnStart, ///< the turn began (or a computer moved): nothing of it played yet
    Choice,    ///< a civilization was taken: the next pair was drawn for place VI
    Survivors, ///< a defender places survivors: the attacker's turn is over
    Opened,    ///< the game was opened with moves of this turn whose steps it did not keep
};

/**
 * Whether a step that took the game from a turn of `turnBefore` where `actingBefore` acted to
 * `after` (with `events`), played by a program seat or not, starts the history again, and after
 * what; nothing when the history goes on.
 */
std::optional<Start> restartAfter(const GameState &after, int actingBefore, int turnBefore,
                                  const std::vector<GameEvent> &events, bool byProgram);

/** The actions' counts where the history's steps begin, for a save's metadata ("undoSteps"). */
QJsonArray toJson(const std::vector<std::size_t> &stepStarts);
/** The counts of `json`, increasing; empty when any entry is not one. */
std::vector<std::size_t> fromJson(const QJsonArray &json);

} // namespace vinci::undohistory
