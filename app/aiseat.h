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
 * engine's AiPlayer factory is present (engine/ai/aiplayer.h) every kind it offers is used;
 * otherwise the engine's RandomPlayer is the one kind available. Nothing else in the window
 * knows which it is.
 */
class AiSeat
{
public:
    virtual ~AiSeat();
    /** A legal action for `state.actingPlayer()`; `state` must not be over. */
    virtual AiMove decide(const GameState &state) = 0;
};

/** A kind of program player as a menu shows it. */
struct AiSeatKind
{
    QString name;        ///< the factory name, stored as the seat's controller
    QString description; ///< translated
    bool virtualSeat;    ///< plays a rulebook virtual seat (GameOptions::virtualSeats)
};

/** Every kind of program player available, in menu order. */
std::vector<AiSeatKind> aiSeatKinds();

/** Whether `name` is a program player's kind. */
bool isAiSeatKind(const QString &name);

/** Whether seats of this kind are the rulebook's virtual players. */
bool isVirtualSeatKind(const QString &name);

/** A program player of kind `name`; null and a message (translated) for an unknown kind. */
std::unique_ptr<AiSeat> makeAiSeat(const QString &name, quint64 seed, QString *error = nullptr);

} // namespace vinci
