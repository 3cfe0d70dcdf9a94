#pragma once

#include "gamestate.h"

namespace vinci {

// What the current player's active civilization may still do this turn by its tiles. The checks
// (checkConquer, checkBuildFort, legalActions) and the phase guidance the turn bar reads ask
// these same functions, so that a button never offers what the rules refuse.

/**
 * Uses of Espionage per turn: its level (0 without the tile). "This ability may only be used
 * once per turn" (1999 rules, English); Specialized doubles the level.
 */
int espionagePerTurn(const GameState &state);
/** Uses of Espionage still open this turn. */
int espionageLeft(const GameState &state);

/**
 * Forts the player places by hand per turn: Fortification's level ("Only one fortress may be
 * placed per turn"; Specialized: "two forts per turn", errata), and none under the online
 * wording, where the game places the forts itself at the end of the reorganization.
 */
int fortsPerTurn(const GameState &state);
/** Forts still to be placed by hand this turn. */
int fortsLeft(const GameState &state);

} // namespace vinci
