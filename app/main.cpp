#include "headlesscommands.h"
#include "protocol/mapresolver.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"vinci"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(VINCI_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Vinci - The Rise and Fall of Civilizations"));
    parser.addHelpOption();
    parser.addVersionOption();
    vinci::SimulateCommand simulate(parser);
    vinci::EngineCommand engine(parser);
    parser.process(app);

    QTextStream out(stdout);
    QTextStream errors(stderr);
    const vinci::BoardResolver maps = vinci::mapDirectoryResolver(vinci::defaultMapDirectories());
    if (simulate.isRequested())
        return simulate.run(maps, out, errors);
    if (engine.isRequested())
        return engine.run(maps);
    parser.showHelp(0);
}
