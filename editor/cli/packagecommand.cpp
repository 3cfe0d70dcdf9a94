#include "packagecommand.h"

#include "document/packageexport.h"
#include "mapformat/maploader.h"

#include <QCommandLineParser>
#include <QTextStream>

namespace vinci {

PackageCommand::PackageCommand(QCommandLineParser &parser, const QCommandLineOption &out)
    : HeadlessMode(parser, {modeOption.toString(),
                            tr("Write the map folder as a map package (.vincimap) to --out."),
                            tr("folder")})
    , m_out(out)
{}

int PackageCommand::run(QTextStream &out, QTextStream &errors) const
{
    const QString folder = m_parser.value(m_option);
    const QString packageFile = m_parser.value(m_out);
    if (packageFile.isEmpty()) {
        errors << tr("--package needs --out FILE, the package to write, e.g. vinci-editor "
                     "--package maps/europe --out europe.vincimap")
               << Qt::endl;
        return 2;
    }
    // The findings first, as --validate prints them: a designer sees the warnings too.
    const MapLoadResult loaded = MapLoader::load(folder);
    for (const MapFinding &finding : loaded.findings)
        out << finding.toString() << Qt::endl;
    if (!loaded.ok()) {
        errors << tr("%1: not packaged: the map has errors (above)").arg(folder) << Qt::endl;
        return 1;
    }
    if (const QString error = PackageExport::write(folder, packageFile); !error.isEmpty()) {
        errors << error << Qt::endl;
        return 1;
    }
    out << tr("%1: written").arg(packageFile) << Qt::endl;
    return 0;
}

} // namespace vinci
