#include "headlesscommands.h"
#include "protocol/mapresolver.h"
#include "rendermapcommand.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTextStream>

#include <cstring>

using namespace Qt::StringLiterals;

namespace {

/** Whether the command line only asks for text (help, version): it needs no display either. */
bool asksForTextOnly(int argc, const char *const *argv)
{
    for (int i = 1; i < argc; ++i) {
        for (const char *flag : {"-h", "--help", "-?", "--help-all", "-v", "--version"}) {
            if (std::strcmp(argv[i], flag) == 0)
                return true;
        }
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    // Headless commands must run where there is no display: choose the offscreen platform
    // before Qt starts, unless the user chose one.
    const bool headless = vinci::RenderMapCommand::isRequestedIn(argc, argv) ||
                          vinci::SimulateCommand::isRequestedIn(argc, argv) ||
                          vinci::EngineCommand::isRequestedIn(argc, argv) ||
                          asksForTextOnly(argc, argv);
    if (headless && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    QApplication::setApplicationName(u"vinci"_s);
    QApplication::setApplicationDisplayName(u"Vinci"_s);
    QApplication::setApplicationVersion(QStringLiteral(VINCI_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Vinci - The Rise and Fall of Civilizations"));
    parser.addHelpOption();
    parser.addVersionOption();
    vinci::RenderMapCommand renderMap(parser);
    vinci::SimulateCommand simulate(parser);
    vinci::EngineCommand engine(parser);
    parser.process(app);

    QTextStream out(stdout);
    QTextStream errors(stderr);
    if (renderMap.isRequested())
        return renderMap.run(vinci::readMapFolder, out, errors);
    const vinci::BoardResolver maps = vinci::mapDirectoryResolver(vinci::defaultMapDirectories());
    if (simulate.isRequested())
        return simulate.run(maps, out, errors);
    if (engine.isRequested())
        return engine.run(maps);
    parser.showHelp(0);
}
