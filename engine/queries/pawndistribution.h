#pragma once

#include "game/action.h"
#include "game/gamestate.h"

#include <map>
#include <vector>

namespace vinci {

/**
 * The "auto-distribute" helper of the reorganization: the actions (keep a part, lift, place)
 * that leave the current player's pawns in a position the rules accept, the pawns spread over
 * the provinces that border other empires or neutral land, those worth most first. It does not
 * end the reorganization: the player may still move pawns and then confirm. Empty when there
 * is nothing to do or it is not the reorganization.
 *
 * With fewer pawns than provinces it keeps a connected group around the most valuable
 * provinces ("If possible, the player must leave at least one token in each province.
 * Otherwise the player chooses which provinces to preserve").
 */
std::vector<Action> distributionActions(const GameState &state);

/**
 * The same, keeping what the player did by hand (`byHand`, placedByHand()): a province the
 * player placed pawns on keeps at least the pawns it has, one the player lifted pawns from gets
 * none from the spread while another can take them; the rest is spread as above. "At least one
 * token in each province" comes first: a pile placed by hand gives way to it. It silently lifted
 * a pawn the player had just placed (the s50 walk).
 */
std::vector<Action> distributionActions(const GameState &state,
                                        const std::map<AreaIndex, int> &byHand);

/**
 * The pawns placed by hand in the reorganization that `played` ends with, province by province:
 * its place actions less its lift actions since its last other action (End conquest). Positive
 * where pawns were placed, negative where lifted; empty outside a reorganization.
 */
std::map<AreaIndex, int> placedByHand(const std::vector<Action> &played);

/**
 * The defender's "place them for me": each surviving pawn to the province of the civilization
 * with the fewest pawns, as the game's automatic redeploy does. Empty outside Phase::Redeploy.
 */
std::vector<Action> redeployActions(const GameState &state);

} // namespace vinci
