#pragma once

#include "game/action.h"
#include "game/gamestate.h"

#include <QString>

#include <memory>
#include <vector>

namespace vinci {

/** One move of a program-played seat and why, for the game log. */
struct AiMove
{
    Action action;
    QString explanation; ///< translated; may be empty
};

/**
 * The window's seam to the engine's players (engine/ai): a seat the program plays. When the
 * engine's AiPlayer factory is present (engine/ai/aiplayer.h, branch "ai") it makes every kind
 * seatkind.h lists; until it is built in, every program seat plays the engine's RandomPlayer
 * (legal moves, no plan) and says so in the log. Nothing else in the window knows which.
 */
class AiSeat
{
public:
    virtual ~AiSeat();
    /** A legal action for `state.actingPlayer()`; `state` must not be over. */
    virtual AiMove decide(const GameState &state) = 0;
};

/**
 * A program player of kind `name` (a seatkind.h key other than "human"); null and a message
 * (translated) for an unknown kind.
 */
std::unique_ptr<AiSeat> makeAiSeat(const QString &name, quint64 seed, QString *error = nullptr);

} // namespace vinci
