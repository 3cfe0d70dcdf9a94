#pragma once

#include "map/mapdata.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace vinci {

/**
 * A map package (`name.vincimap`, docs/map-format.md "Map packages"): one zip file holding a
 * map folder's map.json, the SVG it names and a preview picture, so that a map travels as one
 * file. A package is untrusted input: readMapPackage checks every entry (names, types, count,
 * sizes counted while inflating) before anything reaches the disk.
 */
struct MapPackage
{
    Q_DECLARE_TR_FUNCTIONS(MapPackage)

public:
    /** The package file's suffix, without the dot. */
    static QString fileSuffix() { return QStringLiteral("vincimap"); }
    /** The preview picture's entry name (PNG). */
    static QString previewFileName() { return QStringLiteral("preview.png"); }
    /** A package holds map.json, its SVG and preview.png: a fourth entry is refused unread. */
    static constexpr int maxEntries = 3;
    /** The preview is a picture a few hundred pixels wide: 8 MB is generous. */
    static constexpr qint64 maxPreviewBytes = qint64(8) * 1024 * 1024;
};

/** A package's files, checked, in memory. */
struct MapPackageFiles
{
    MapData map;        ///< its map.json as read; not validated
    QByteArray json;    ///< map.json
    QByteArray svg;     ///< the SVG map.json names (map.svgFile)
    QByteArray preview; ///< preview.png; empty when the package has none
};

/** The files, or why the package was refused. */
struct MapPackageCheck
{
    std::optional<MapPackageFiles> files;
    QString error; ///< translated; names the package file and the entry at fault

    bool ok() const { return files.has_value(); }
};

/**
 * Reads `packageFile` into memory and checks every entry: refuses a file that is not a zip,
 * entries with an absolute path or `..`, symlinks, folders and devices, more than
 * MapPackage::maxEntries entries, duplicate names, an entry larger than the map loader's
 * limits (map.json 16 MB, the SVG 64 MB, the preview 8 MB; counted while inflating, never
 * trusted from the header), a missing or unreadable map.json, a missing SVG and any entry that
 * is not map.json, the SVG it names or preview.png. Does not validate the map:
 * MapLoader::loadFromData on the files does (`vinci-editor --validate FILE`).
 */
MapPackageCheck checkMapPackage(const QString &packageFile);

struct MapLoadResult;

/**
 * Loads the map of `packageFile` for play from memory, nothing extracted or installed:
 * checkMapPackage, then MapLoader::loadFromData (read, validated, board built; its findings
 * name the files as inside the package). A package refused before its map can be read gives
 * an empty result and the reason in `refusal`.
 */
MapLoadResult loadMapPackage(const QString &packageFile, QString *refusal);

/** What readMapPackage extracted. */
struct MapPackageContents
{
    QString mapFolder;   ///< absolute path of the new map folder, destinationDir/<map id>
    MapData map;         ///< its map.json as read (id, names, author, licence); not validated
    QString previewFile; ///< absolute path of its preview.png; empty when the package has none
};

/** The contents, or why the package was refused. */
struct MapPackageResult
{
    std::optional<MapPackageContents> contents;
    QString error; ///< translated; names the package file and the entry at fault

    bool ok() const { return contents.has_value(); }
};

/**
 * Checks `packageFile` (checkMapPackage) and only then extracts it into a new folder
 * `destinationDir`/<map id> (the id from its map.json), which must not exist yet. Does not
 * validate the map: MapLoader::load on `mapFolder` does. On failure nothing is left behind.
 */
MapPackageResult readMapPackage(const QString &packageFile, const QString &destinationDir);

/**
 * Writes the map in `mapFolder` as a package to `packageFile` (replaced only once whole,
 * through QSaveFile): its map.json, the SVG it names and `previewPng` (a PNG of the map, made
 * by the caller with mapart's MapImageRenderer; none when empty). Refuses a map with a
 * validation error (MapLoader), listing the errors. Returns an empty string on success, else a
 * translated message naming the file and the fault.
 */
QString writeMapPackage(const QString &mapFolder, const QByteArray &previewPng,
                        const QString &packageFile);

} // namespace vinci
