#pragma once

#include <QString>

namespace vinci {

/**
 * Whether `relativePath` names a file inside a folder it is taken relative to: not empty, no
 * absolute path, no `..` or `.` part, no empty part, no `\` or `:` (a drive or another
 * system's separator). map.json's "svg" and the entries of a map package obey it, so neither
 * can make the program read or write outside the map's folder.
 */
bool staysInsideFolder(const QString &relativePath);

} // namespace vinci
