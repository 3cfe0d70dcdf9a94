#pragma once

#include <QDir>
#include <QString>
#include <QStringList>

namespace vinci {

/**
 * Whether `relativePath` names a file inside a folder it is taken relative to: not empty, no
 * absolute path, no `..` or `.` part, no empty part, no `\` or `:` (a drive or another
 * system's separator). map.json's "svg" and the entries of a map package obey it, so neither
 * can make the program read or write outside the map's folder.
 */
bool staysInsideFolder(const QString &relativePath);

/**
 * Moves the entries of the folder `from` that `nameFilters` (all when empty) and `filters` list
 * into the folder `to`, each unless an entry of its name is there already (the newer one stays),
 * then removes `from` if nothing is left in it; returns how many moved. Nothing moves when either
 * is empty, `from` is no folder or both are the same. A program's data kept where an older
 * version put it: MapDirectories' maps, the kept lessons.
 */
int moveEntriesOnce(const QString &from, const QString &to, const QStringList &nameFilters,
                    QDir::Filters filters);

} // namespace vinci
