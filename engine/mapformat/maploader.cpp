#include "maploader.h"

#include "mapreader.h"
#include "mapvalidator.h"
#include "svgelementindex.h"

#include <QCoreApplication>
#include <QDir>

#include <functional>

namespace vinci {

namespace {

using namespace Qt::StringLiterals;

/** How to get the SVG once map.json named it. */
using SvgSource =
    std::function<std::optional<SvgElementIndex>(const QString &path, MapFileError *error)>;

MapLoadResult finish(MapReader &reader, std::optional<MapData> data, const QString &folder,
                     const SvgSource &readSvg)
{
    MapLoadResult result;
    if (!data) {
        result.findings.push_back(reader.error().toFinding());
        return result;
    }
    result.findings = reader.warnings();

    // Files are named in messages the way the caller named the folder.
    const QDir dir(folder);
    MapFileError svgError;
    const std::optional<SvgElementIndex> svg = readSvg(dir.filePath(data->svgFile), &svgError);
    if (!svg)
        result.findings.push_back(svgError.toFinding());

    std::vector<MapFinding> findings = MapValidator::validate(*data, svg ? &*svg : nullptr, folder);
    result.findings.insert(result.findings.end(), std::make_move_iterator(findings.begin()),
                           std::make_move_iterator(findings.end()));
    if (hasErrors(result.findings))
        return result;

    QString graphError;
    auto graph = ProvinceGraph::fromMapData(*data, &graphError);
    if (!graph) {
        // The validator should have caught it; say so rather than play on a broken board.
        result.findings.push_back(MapFinding{MapSeverity::Error,
                                             MapFindingCode::GraphRejected,
                                             MapReader::jsonFileName() + u": "_s + graphError,
                                             {},
                                             {},
                                             graphError});
        return result;
    }
    const QString svgPath = QDir::cleanPath(dir.absoluteFilePath(data->svgFile));
    result.map =
        LoadedMap{std::move(*data), std::make_shared<const ProvinceGraph>(std::move(*graph)),
                  QDir::cleanPath(dir.absolutePath()), svgPath};
    return result;
}

} // namespace

QString MapLoadResult::errorString() const
{
    QStringList lines;
    for (const MapFinding &finding : findings) {
        if (finding.isError())
            lines << finding.message;
    }
    return lines.join(u'\n');
}

MapLoadResult MapLoader::load(const QString &folder)
{
    MapReader reader;
    auto data = reader.readFolder(folder);
    return finish(reader, std::move(data), folder, [](const QString &path, MapFileError *error) {
        return SvgElementIndex::fromFile(path, error);
    });
}

MapLoadResult MapLoader::loadFromData(const QByteArray &json, const QByteArray &svg,
                                      const QString &folder)
{
    MapReader reader;
    auto data = reader.read(json, QDir(folder).filePath(MapReader::jsonFileName()));
    return finish(reader, std::move(data), folder,
                  [&svg](const QString &path, MapFileError *error) {
                      return SvgElementIndex::fromData(svg, path, error);
                  });
}

} // namespace vinci
