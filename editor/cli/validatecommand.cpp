#include "validatecommand.h"

#include "mapformat/maploader.h"
#include "mappackage.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QTextStream>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

/**
 * Loads a map folder, or a package file's map from memory (nothing is extracted). A package
 * refused before its map can be read gives `refusal` instead.
 */
MapLoadResult loadFolderOrPackage(const QString &path, QString *refusal)
{
    if (!QFileInfo(path).isFile())
        return MapLoader::load(path);
    // No folder: the package's own name stands for it in the summary.
    return loadMapPackage(path, refusal);
}

} // namespace

ValidateCommand::ValidateCommand(QCommandLineParser &parser)
    : HeadlessMode(parser,
                   {modeOption.toString(), tr("Check the map folders or map packages (.vincimap) "
                                              "given as arguments, print every finding; exit "
                                              "code 0 when none has an error.")})
{}

int ValidateCommand::run(QTextStream &out, QTextStream &errors) const
{
    const QStringList paths = m_parser.positionalArguments();
    if (paths.isEmpty()) {
        errors << tr("--validate needs at least one map folder or package, e.g. vinci-editor "
                     "--validate maps/europe")
               << Qt::endl;
        return 2;
    }
    bool anyError = false;
    for (const QString &path : paths) {
        QString refusal;
        const MapLoadResult result = loadFolderOrPackage(path, &refusal);
        if (!refusal.isEmpty()) {
            out << refusal << Qt::endl;
            out << tr("%1: not a valid map package").arg(path) << Qt::endl;
            anyError = true;
            continue;
        }
        int errorCount = 0;
        for (const MapFinding &finding : result.findings) {
            out << finding.toString() << Qt::endl;
            errorCount += finding.isError() ? 1 : 0;
        }
        const int warningCount = static_cast<int>(result.findings.size()) - errorCount;
        anyError = anyError || errorCount > 0;
        if (errorCount == 0) {
            out << tr("%1: valid (%2)").arg(path, tr("%n warning(s)", nullptr, warningCount))
                << Qt::endl;
        } else {
            out << tr("%1: %2, %3")
                       .arg(path, tr("%n error(s)", nullptr, errorCount),
                            tr("%n warning(s)", nullptr, warningCount))
                << Qt::endl;
        }
    }
    return anyError ? 1 : 0;
}

} // namespace vinci
