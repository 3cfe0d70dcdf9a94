#include "firstturn.h"

namespace vinci {

bool choiceStartsConquestAtOnce(const GameState &state)
{
    // "5. Each player takes his first turn, which consists of choosing their first civilization
    // (see Choose a new Civilization below), and only in this first turn, the player must
    // immediately start the conquest phase." (Yucata online rules, Setting Up)
    // Only the first: a civilization chosen after a decline "will be added to the board on the
    // player's next turn" (Declining Turn, step 5), as in Classic, whose
    // first turn "consists merely of choosing their first civilization" (1999 rules, Setting Up).
    return state.rules().firstTurnConquers &&
           state.player(state.currentPlayer).civilizationsChosen == 0;
}

bool inFirstTurnConquests(const GameState &state)
{
    return state.rules().firstTurnConquers && state.round == 1 &&
           state.phase != Phase::ChooseCivilization;
}

} // namespace vinci
