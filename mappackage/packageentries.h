#pragma once

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace vinci {

/** One file of a package, in memory. */
struct PackageEntry
{
    QString name; ///< its path in the package ("map.json"), checked by readPackageEntries
    QByteArray data;
};

/** The entries of a package, or why they were refused. */
struct PackageEntries
{
    std::vector<PackageEntry> entries; ///< in the zip's order
    QString error; ///< translated, names `packageName` and the entry; empty when read

    bool ok() const { return error.isEmpty(); }
};

/**
 * Reads the zip `zip` into memory with libarchive, checking each entry as it comes: its name
 * (staysInsideFolder), its type (regular files only), no duplicate name (case-insensitively:
 * the user's file system may not tell them apart), at most MapPackage::maxEntries entries, and
 * its size counted byte by byte while inflating against packageEntryLimit(name) and the sum of
 * the limits. Which names a package may hold is the caller's business (readMapPackage). The
 * fuzz target feeds this function.
 */
PackageEntries readPackageEntries(const QByteArray &zip, const QString &packageName);

/** The most bytes an entry of this name may inflate to (the map loader's limits). */
qint64 packageEntryLimit(const QString &name);

/** The most bytes all the entries of a package may inflate to together. */
qint64 packageTotalLimit();

/**
 * Writes `entries` as a zip (deflated, regular files, a fixed date so that one map always
 * makes the same bytes). Returns nothing and sets `error` when libarchive fails.
 */
std::optional<QByteArray> zipPackageEntries(const std::vector<PackageEntry> &entries,
                                            QString *error);

} // namespace vinci
