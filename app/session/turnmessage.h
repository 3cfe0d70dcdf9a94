#pragma once

#include <QString>

class QStatusBar;

namespace vinci {

class GameController;

/**
 * Shows `message` in `bar` until the turn under way is over, or for `timeoutMs` (0: no timeout),
 * whichever comes first; a newer message is left alone. A message about a turn ends with that
 * turn: "Nothing was conquered this turn" stayed for ten seconds into the next player's (the
 * s52 walk), and a resumed game's words two turns on (s50).
 */
void sayUntilTheTurnIsOver(QStatusBar &bar, const GameController &controller,
                           const QString &message, int timeoutMs);

} // namespace vinci
