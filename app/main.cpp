#include "rendermapcommand.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTextStream>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    // Headless commands must run where there is no display: choose the offscreen platform
    // before Qt starts, unless the user chose one.
    if (vinci::RenderMapCommand::isRequestedIn(argc, argv) &&
        qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
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
    parser.process(app);

    QTextStream out(stdout);
    QTextStream errors(stderr);
    if (renderMap.isRequested())
        return renderMap.run(vinci::readMapFolder, out, errors);
    parser.showHelp(0);
}
