#include "importcommand.h"

#include "adjacency/adjacencyplan.h"
#include "document/adjacencyrun.h"
#include "document/mapcounts.h"
#include "document/mapdocument.h"
#include "mapart.h"
#include "mapformat/mapid.h"
#include "mapformat/maploader.h"
#include "mapformat/mapreader.h"
#include "svg/svgimporter.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>

namespace vinci {

using namespace Qt::StringLiterals;

ImportCommand::ImportCommand(QCommandLineParser &parser, const QCommandLineOption &out)
    : HeadlessMode(parser, {modeOption.toString(), tr("Make a new map folder from an SVG drawing."),
                            tr("drawing.svg")})
    , m_out(out)
    , m_id(u"id"_s,
           tr("The map's id. It must be the name of the --out folder, as the game finds a map "
              "by its folder: another id is refused."),
           tr("id"))
    , m_tolerance(u"tolerance"_s, tr("Gaps up to this wide still make a shared border."),
                  tr("units"))
    , m_minimumBorder(u"minimum-border"_s,
                      tr("Shorter contacts are corner-only touches (default 3 x tolerance)."),
                      tr("units"))
    , m_coastGap(u"coast-gap"_s, tr("Widest water a shared coast crosses."), tr("units"))
    , m_force(u"force"_s, tr("Replace a map already in the --out folder."))
{
    for (const QCommandLineOption *option :
         {&m_id, &m_tolerance, &m_minimumBorder, &m_coastGap, &m_force})
        m_parser.addOption(*option);
}

int ImportCommand::run(QTextStream &out, QTextStream &errors) const
{
    const QString drawingPath = m_parser.value(m_option);
    // "maps/veloria/" (a shell's completion) names the folder veloria, the map's id.
    const QString folder = QDir::cleanPath(m_parser.value(m_out));
    if (folder.isEmpty()) {
        errors << tr("--import needs --out MAPDIR, the new map folder") << Qt::endl;
        return 2;
    }
    // The folder's name is the map's id: the game refuses a map whose id is not its folder's
    // name (map-id-mismatch), and --id X wrote such a map (the s50 walk). Refused before
    // anything is written, saying which folder the id asks for.
    const QString id = QFileInfo(folder).fileName();
    if (m_parser.isSet(m_id) && m_parser.value(m_id) != id) {
        const QString asked = m_parser.value(m_id);
        errors << tr("--id %1 is not the name of the --out folder (%2): the game finds a map by "
                     "its folder, whose name is the map's id. Use --out %3, or leave out --id")
                      .arg(asked, id,
                           QDir::toNativeSeparators(QFileInfo(folder).dir().filePath(asked)))
               << Qt::endl;
        return 2;
    }
    if (!isValidMapId(id)) {
        errors << tr("“%1” cannot be a map folder: its name is the map's id, made of lower-case "
                     "letters a-z, digits and dashes")
                      .arg(id)
               << Qt::endl;
        return 2;
    }
    if (QFileInfo::exists(QDir(folder).filePath(MapReader::jsonFileName())) &&
        !m_parser.isSet(m_force)) {
        errors << tr("%1 already holds a map; add --force to replace it").arg(folder) << Qt::endl;
        return 1;
    }
    QFile drawing(drawingPath);
    if (!drawing.open(QIODevice::ReadOnly)) {
        errors << tr("%1: cannot read the file: %2").arg(drawingPath, drawing.errorString())
               << Qt::endl;
        return 1;
    }
    QString error;
    const std::optional<ImportedMap> imported =
        SvgImporter::import(drawing.readAll(), drawingPath, id, &error);
    if (!imported) {
        errors << error << Qt::endl;
        return 1;
    }
    for (const ImportNote &note : imported->notes) {
        if (note.level == ImportNote::Level::Warning)
            out << tr("warning: %1: %2").arg(note.element, note.message) << Qt::endl;
    }

    MapDocument document(imported->map, imported->svg);
    if (!document.art()) {
        errors << document.artError() << Qt::endl;
        return 1;
    }
    AdjacencyOptions options = AdjacencyRun::defaultOptions(document);
    auto number = [&](const QCommandLineOption &option, double &value) {
        bool ok = true;
        if (m_parser.isSet(option))
            value = m_parser.value(option).toDouble(&ok);
        return ok && value >= 0;
    };
    if (!number(m_tolerance, options.tolerance) ||
        !number(m_minimumBorder, options.minimumBorder) || !number(m_coastGap, options.coastGap)) {
        errors << tr("--tolerance, --minimum-border and --coast-gap take a distance in SVG units")
               << Qt::endl;
        return 2;
    }
    const AdjacencyResult result = AdjacencyRun::find(document, options);
    const AdjacencyPlan plan = AdjacencyPlan::make({}, result);
    MapData map = document.map();
    map.links = AdjacencyPlan::applied({}, plan.steps);
    MapDocument finished(map, imported->svg);
    if (!finished.writeCopy(folder, &error)) {
        errors << error << Qt::endl;
        return 1;
    }

    const MapCounts counts = MapCounts::of(map);
    out << tr("%1: %2; %3 (tolerance %4, coast gap %5)")
               .arg(folder, counts.areas(), counts.linkKinds())
               .arg(options.tolerance, 0, 'g', 4)
               .arg(options.coastGap, 0, 'g', 4)
        << Qt::endl;
    for (const AreaContact &corner : plan.corners)
        out << tr("corner-only touch (not linked): %1 – %2").arg(corner.a, corner.b) << Qt::endl;
    for (const AreaContact &overlap : plan.overlaps) {
        out << tr("overlap: %1 and %2 are drawn over each other (%n square unit(s))", nullptr,
                  qRound(overlap.measure))
                   .arg(overlap.a, overlap.b)
            << Qt::endl;
    }
    for (const ShapeProblem &problem : plan.problems)
        out << tr("shape: %1: %2").arg(problem.id, problem.message) << Qt::endl;
    const MapLoadResult loaded = MapLoader::load(folder);
    for (const MapFinding &finding : loaded.findings)
        out << finding.toString() << Qt::endl;
    out << (loaded.ok() ? tr("%1: written; the game can load it").arg(folder)
                        : tr("%1: written; fix the errors above before playing it").arg(folder))
        << Qt::endl;
    return 0;
}

} // namespace vinci
