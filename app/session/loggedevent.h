#pragma once

#include "ai/aireason.h"
#include "game/gameevent.h"

#include <variant>

namespace vinci {

/** Why a program-played seat made the move whose events follow it in the log. */
struct LoggedReason
{
    int player = -1;
    AiReason reason;
    /** The index of the move it explains in the game's actions (kept in a save); -1: none. */
    int action = -1;
};

/**
 * One line of the game's history, kept as data so that the log can be worded again in any
 * language: what happened (the engine's event), or why a program seat did it; with the turn it
 * belongs to.
 */
struct LoggedEvent
{
    std::variant<GameEvent, LoggedReason> what;
    int round = 0;
    int turnNumber = 0;

    /** The event, or null for a reason. */
    const GameEvent *event() const { return std::get_if<GameEvent>(&what); }
    /** The reason, or null for an event. */
    const LoggedReason *reason() const { return std::get_if<LoggedReason>(&what); }
};

} // namespace vinci
