#pragma once

#include "ai/aireason.h"
#include "game/action.h"
#include "game/gamestate.h"

#include <QString>

#include <memory>

namespace vinci {

/** One move of a program-played seat and why, for the game log. */
struct AiMove
{
    Action action;
    AiReason reason; ///< worded by the log in the interface's language; may be empty
};

/**
 * The window's seam to the engine's players (engine/ai): a seat the program plays, made by the
 * engine's AiPlayer factory for every kind seatkind.h lists. Nothing else in the window knows
 * which player it is. Not thread-safe: the controller gives it to one thread at a time.
 */
class AiSeat
{
public:
    virtual ~AiSeat();
    /** A legal action for `state.actingPlayer()`; `state` must not be over. */
    virtual AiMove decide(const GameState &state) = 0;
};

/**
 * A program player of kind `name` (a seatkind.h key other than "human"), thinking at most
 * `thinkingMs` milliseconds per decision where its kind searches (0: the level's own budget);
 * null and a message (translated) for an unknown kind.
 */
std::unique_ptr<AiSeat> makeAiSeat(const QString &name, quint64 seed, int thinkingMs = 0,
                                   QString *error = nullptr);

} // namespace vinci
