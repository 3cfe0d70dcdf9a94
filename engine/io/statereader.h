#pragma once

#include "game/gameoptions.h"
#include "game/gamestate.h"

#include <QJsonObject>

#include <memory>
#include <optional>

namespace vinci {

/**
 * Reads a state as stateToJson() writes it (the `state` of the engine protocol, a save's
 * snapshot) into a game on `board` with `options`, and checks that it is a consistent position
 * (positionFault()). Every field must be present and of its type, and no other field is
 * accepted; `rng` may be left out (the state a player sees has none): the options' seed then
 * starts the random state. On failure says what is wrong in `error` (translated), naming the
 * field by its path (`players[1].active.hand`).
 */
std::optional<GameState> stateFromJson(const QJsonObject &json,
                                       std::shared_ptr<const ProvinceGraph> board,
                                       const GameOptions &options, QString *error = nullptr);

} // namespace vinci
