#pragma once

#include "mapfinding.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace vinci {

/**
 * Reads a whole file, refusing one larger than `maxBytes` (a map must never make the program
 * read /dev/zero or a runaway file into memory). On failure fills `error` (file, fault) and
 * returns nothing; `error->code` is left to the caller.
 */
std::optional<QByteArray> readFileContents(const QString &fileName, qint64 maxBytes,
                                           MapFileError *error);

} // namespace vinci
