#include "mappackage.h"

#include "mapformat/filecontents.h"
#include "mapformat/maploader.h"
#include "mapformat/mapreader.h"
#include "mapformat/svgelementindex.h"
#include "packageentries.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>

namespace vinci {

namespace {

using namespace Qt::StringLiterals;

/** Translations of this file, in MapPackage's context. */
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(MapPackage)
};

MapPackageResult refused(const QString &message)
{
    return {std::nullopt, message};
}

const PackageEntry *findEntry(const std::vector<PackageEntry> &entries, const QString &name)
{
    const auto found = std::find_if(entries.begin(), entries.end(),
                                    [&](const PackageEntry &entry) { return entry.name == name; });
    return found == entries.end() ? nullptr : &*found;
}

/** Writes the checked entries into the new folder `folder`; a message when that fails. */
QString writeEntries(const std::vector<PackageEntry> &entries, const QString &folder)
{
    for (const PackageEntry &entry : entries) {
        const QString path = QDir(folder).filePath(entry.name);
        if (!QDir().mkpath(QFileInfo(path).absolutePath()))
            return Text::tr("%1: cannot create the folder").arg(QFileInfo(path).absolutePath());
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(entry.data) != entry.data.size() ||
            !file.commit())
            return Text::tr("%1: cannot be written: %2").arg(path, file.errorString());
    }
    return {};
}

} // namespace

MapPackageCheck checkMapPackage(const QString &packageFile)
{
    const auto refuse = [](const QString &message) {
        return MapPackageCheck{std::nullopt, message};
    };
    const QString packageName = QFileInfo(packageFile).fileName();
    // The zip itself is read into memory, bounded: a package's files deflate to less than
    // their limits, and a few headers more.
    MapFileError readError;
    constexpr qint64 headerRoom = qint64(1024) * 1024;
    const auto zip = readFileContents(packageFile, packageTotalLimit() + headerRoom, &readError);
    if (!zip)
        return refuse(readError.toString());

    const PackageEntries read = readPackageEntries(*zip, packageName);
    if (!read.ok())
        return refuse(read.error);

    const PackageEntry *json = findEntry(read.entries, MapReader::jsonFileName());
    if (json == nullptr)
        return refuse(Text::tr("%1: not a map package: it holds no %2")
                          .arg(packageName, MapReader::jsonFileName()));
    MapReader reader;
    const auto map = reader.read(json->data, packageName + u'/' + MapReader::jsonFileName());
    if (!map)
        return refuse(reader.errorString());
    for (const PackageEntry &entry : read.entries) {
        if (entry.name != MapReader::jsonFileName() && entry.name != map->svgFile &&
            entry.name != MapPackage::previewFileName())
            return refuse(Text::tr("%1: the entry \"%2\" is not part of a map package (%3, the "
                                   "SVG it names and %4)")
                              .arg(packageName, entry.name, MapReader::jsonFileName(),
                                   MapPackage::previewFileName()));
    }
    const PackageEntry *svg = findEntry(read.entries, map->svgFile);
    if (svg == nullptr)
        return refuse(Text::tr("%1: holds no %2, the drawing its map.json names")
                          .arg(packageName, map->svgFile));
    const PackageEntry *preview = findEntry(read.entries, MapPackage::previewFileName());
    return {MapPackageFiles{*map, json->data, svg->data,
                            preview != nullptr ? preview->data : QByteArray()},
            {}};
}

MapLoadResult loadMapPackage(const QString &packageFile, QString *refusal)
{
    const MapPackageCheck check = checkMapPackage(packageFile);
    if (!check.ok()) {
        if (refusal)
            *refusal = check.error;
        return {};
    }
    // No folder: the package's own name stands for it; its files are named map.json and the
    // SVG, as inside the package.
    return MapLoader::loadFromData(check.files->json, check.files->svg, {});
}

MapPackageResult readMapPackage(const QString &packageFile, const QString &destinationDir)
{
    const MapPackageCheck check = checkMapPackage(packageFile);
    if (!check.ok())
        return refused(check.error);
    const MapPackageFiles &files = *check.files;

    // The id is [a-z0-9-]+ (the reader checked it), so it is a safe folder name.
    const QString packageName = QFileInfo(packageFile).fileName();
    const QString folder = QDir(destinationDir).absoluteFilePath(files.map.id);
    if (QFileInfo::exists(folder))
        return refused(Text::tr("%1: cannot extract the map \"%2\": %3 already exists")
                           .arg(packageName, files.map.id, QDir::toNativeSeparators(folder)));
    std::vector<PackageEntry> entries{{MapReader::jsonFileName(), files.json},
                                      {files.map.svgFile, files.svg}};
    if (!files.preview.isEmpty())
        entries.push_back({MapPackage::previewFileName(), files.preview});
    if (const QString fault = writeEntries(entries, folder); !fault.isEmpty()) {
        QDir(folder).removeRecursively();
        return refused(Text::tr("%1: cannot extract it: %2").arg(packageName, fault));
    }

    MapPackageContents contents{folder, files.map, {}};
    if (!files.preview.isEmpty())
        contents.previewFile = QDir(folder).filePath(MapPackage::previewFileName());
    return {std::move(contents), {}};
}

QString writeMapPackage(const QString &mapFolder, const QByteArray &previewPng,
                        const QString &packageFile)
{
    const MapLoadResult loaded = MapLoader::load(mapFolder);
    if (!loaded.ok())
        return Text::tr("%1: cannot be packaged, the map has errors:\n%2")
            .arg(QDir::toNativeSeparators(mapFolder), loaded.errorString());

    MapFileError readError;
    const auto json = readFileContents(QDir(mapFolder).filePath(MapReader::jsonFileName()),
                                       MapReader::maxJsonBytes, &readError);
    const auto svg =
        json ? readFileContents(loaded.map->svgPath, SvgElementIndex::maxSvgBytes, &readError)
             : std::nullopt;
    if (!json || !svg)
        return readError.toString();
    if (previewPng.size() > MapPackage::maxPreviewBytes)
        return Text::tr("%1: the preview is larger than %2 MB")
            .arg(packageFile)
            .arg(MapPackage::maxPreviewBytes / (1024 * 1024));

    std::vector<PackageEntry> entries{{MapReader::jsonFileName(), *json},
                                      {loaded.map->data.svgFile, *svg}};
    if (!previewPng.isEmpty())
        entries.push_back({MapPackage::previewFileName(), previewPng});
    QString zipError;
    const auto zip = zipPackageEntries(entries, &zipError);
    if (!zip)
        return Text::tr("%1: cannot be written: %2").arg(packageFile, zipError);

    QSaveFile file(packageFile);
    if (!file.open(QIODevice::WriteOnly) || file.write(*zip) != zip->size() || !file.commit())
        return Text::tr("%1: cannot be written: %2").arg(packageFile, file.errorString());
    return {};
}

} // namespace vinci
