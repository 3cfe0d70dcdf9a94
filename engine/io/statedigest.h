#pragma once

#include "game/gamestate.h"

#include <QString>

namespace vinci {

/**
 * A stable fingerprint of a state: SHA-256, in lower-case hex, of stateToJson() written as
 * compact JSON. QJsonObject keeps its keys sorted, so the text is canonical: two states have the
 * same digest exactly when their JSON (the save's snapshot) is the same, on every machine.
 */
QString stateDigest(const GameState &state);

} // namespace vinci
