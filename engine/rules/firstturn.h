#pragma once

// The first turn of each player: under the Online 2013 rules the choice of the first
// civilization and its conquests are one turn.

#include "game/gamestate.h"

namespace vinci {

/**
 * Whether the current player's choice of a civilization now goes on at once into the conquest
 * phase of the same turn (then reorganization and scoring), instead of ending the turn: under
 * the rule sets whose first turn conquers (RuleSet::firstTurnConquers), and only for the
 * player's first civilization. Ask before the choice is made.
 */
bool choiceStartsConquestAtOnce(const GameState &state);

/**
 * Whether the current turn is a first turn that went on from the choice into the conquests
 * (round 1 is every player's first turn): for the guidance that says so.
 */
bool inFirstTurnConquests(const GameState &state);

} // namespace vinci
