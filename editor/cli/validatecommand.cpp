#include "validatecommand.h"

#include "mapformat/maploader.h"

#include <QCommandLineParser>
#include <QTextStream>

namespace vinci {

using namespace Qt::StringLiterals;

ValidateCommand::ValidateCommand(QCommandLineParser &parser)
    : HeadlessMode(parser,
                   {modeOption.toString(), tr("Check the map folders given as arguments, print "
                                              "every finding; exit code 0 when none has an "
                                              "error.")})
{}

int ValidateCommand::run(QTextStream &out, QTextStream &errors) const
{
    const QStringList folders = m_parser.positionalArguments();
    if (folders.isEmpty()) {
        errors << tr("--validate needs at least one map folder, e.g. vinci-editor --validate "
                     "maps/europe")
               << Qt::endl;
        return 2;
    }
    bool anyError = false;
    for (const QString &folder : folders) {
        const MapLoadResult result = MapLoader::load(folder);
        int errorCount = 0;
        for (const MapFinding &finding : result.findings) {
            out << finding.toString() << Qt::endl;
            errorCount += finding.isError() ? 1 : 0;
        }
        const int warningCount = static_cast<int>(result.findings.size()) - errorCount;
        anyError = anyError || errorCount > 0;
        if (errorCount == 0) {
            out << tr("%1: valid (%2)").arg(folder, tr("%n warning(s)", nullptr, warningCount))
                << Qt::endl;
        } else {
            out << tr("%1: %2, %3")
                       .arg(folder, tr("%n error(s)", nullptr, errorCount),
                            tr("%n warning(s)", nullptr, warningCount))
                << Qt::endl;
        }
    }
    return anyError ? 1 : 0;
}

} // namespace vinci
