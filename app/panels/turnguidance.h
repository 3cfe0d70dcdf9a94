#pragma once

#include "game/gamestate.h"
#include "queries/boardqueries.h"
#include "session/newgamesetup.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace vinci {

/**
 * What the acting player must do now, in words (the engine's phaseGuidance() worded): a short title
 * ("Conquer"), what the clicks do and what each choice costs, and, when the step cannot be finished
 * yet, why (the engine's Rejection message). The turn bar shows it, so nobody needs the rulebook
 * open.
 */
struct TurnGuidance
{
    Q_DECLARE_TR_FUNCTIONS(TurnGuidance)

public:
    QString title;
    QString detail;
    QString blocker; ///< why the step cannot be confirmed yet; empty when it can

    /** The guidance for `state`; `computerActing` when a program-played seat must act. */
    static TurnGuidance describe(const GameState &state, const std::vector<SeatSetup> &seats,
                                 const InteractionModes &modes, bool computerActing);
    /**
     * The question before a civilization is taken: the place `slot` (0 = I) clicked by the
     * choosing player, its tiles, the pawns it brings and what it costs or brings in points.
     */
    static TurnGuidance confirmChoice(const GameState &state, const std::vector<SeatSetup> &seats,
                                      int slot);
};

} // namespace vinci
