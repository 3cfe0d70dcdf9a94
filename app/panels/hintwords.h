#pragma once

#include "ai/hint.h"
#include "game/gamestate.h"
#include "session/newgamesetup.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace vinci {

/**
 * A hint in words, for the turn bar: what to do as a title ("Hint: Conquer Scotland") and why,
 * the hard Strategist's own reasons worded by describeReason() in the interface's language.
 */
struct HintWords
{
    Q_DECLARE_TR_FUNCTIONS(HintWords)

public:
    QString title;
    QString detail;

    /** The words of `hint`, asked in `state`; players by `seats`, provinces in `language`. */
    static HintWords describe(const Hint &hint, const GameState &state,
                              const std::vector<SeatSetup> &seats, QStringView language);
    /** The words while the hint is being thought about. */
    static HintWords thinking(int seconds);
};

} // namespace vinci
