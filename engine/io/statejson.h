#pragma once

#include "game/gameoptions.h"
#include "game/gamestate.h"

#include <QJsonObject>

#include <optional>

namespace vinci {

/**
 * The state as JSON, areas and tiles by their stable keys: what the save file keeps as its
 * snapshot and what `vinci --engine` answers to "state". Two states are equal exactly when
 * their JSON is (the board aside).
 */
QJsonObject stateToJson(const GameState &state);

/** The options as JSON (the seed as a decimal string: JSON numbers lose 64-bit integers). */
QJsonObject optionsToJson(const GameOptions &options);

/** Reads options; on failure says which field is wrong in `error` (translated). */
std::optional<GameOptions> optionsFromJson(const QJsonObject &json, QString *error = nullptr);

/** A short fingerprint of the board's rules-relevant content, to notice a changed map. */
QString boardDigest(const ProvinceGraph &board);

/** The key of a phase ("conquest") for JSON. */
QString phaseKey(Phase phase);

} // namespace vinci
