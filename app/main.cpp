#include "applicationidentity.h"
#include "dialogs/recoveryprompt.h"
#include "headless/headlesscommands.h"
#include "headless/rendermapcommand.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "mapformat/mapcatalog.h"
#include "mapformat/mapdirectories.h"
#include "protocol/mapresolver.h"
#include "session/appdataautosave.h"
#include "sessionlog.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFile>
#include <QMessageBox>
#include <QTextStream>
#include <QTimer>

#include <cstring>
#include <memory>
#include <optional>

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
    // The simulation and the engine protocol need no GUI at all; rendering a map needs fonts and
    // images but no display: choose the offscreen platform before Qt starts, unless the user
    // chose one.
    const bool textOnly = vinci::SimulateCommand::modeOption.isIn(argc, argv) ||
                          vinci::EngineCommand::modeOption.isIn(argc, argv);
    const bool headless =
        vinci::RenderMapCommand::modeOption.isIn(argc, argv) || asksForTextOnly(argc, argv);
    if (headless && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    const std::unique_ptr<QCoreApplication> app =
        textOnly ? std::make_unique<QCoreApplication>(argc, argv)
                 : std::make_unique<QApplication>(argc, argv);
    vinci::ApplicationIdentity{u"vinci"_s, u"Vinci"_s, u"org.vincigame.Vinci"_s,
                               QStringLiteral(VINCI_VERSION)}
        .apply();

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Vinci - The Rise and Fall of Civilizations"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        u"game"_s, QCoreApplication::translate("main", "A saved game to open."), u"[game.vinci]"_s);
    vinci::RenderMapCommand renderMap(parser);
    vinci::SimulateCommand simulate(parser);
    vinci::EngineCommand engine(parser);
    parser.process(*app);

    QTextStream out(stdout);
    QTextStream errors(stderr);
    if (renderMap.isRequested())
        return renderMap.run(vinci::readMapFolder, out, errors);
    const vinci::BoardResolver maps =
        vinci::mapDirectoryResolver(vinci::MapDirectories::searchPaths());
    if (simulate.isRequested())
        return simulate.run(maps, out, errors);
    if (engine.isRequested())
        return engine.run(maps);

    vinci::LanguageSwitcher language;
    language.restorePreferredLanguage();
    vinci::MapCatalog catalog(vinci::MapDirectories::searchPaths());
    // The game in progress is kept after every turn and offered again after a crash.
    vinci::AppDataAutosave autosave;
    autosave.beginSession();
    vinci::MainWindow window(&catalog, &language);
    window.setAutosaveStore(&autosave);
    window.restoreWindowState();
    window.show();
    const QString openGame = QCoreApplication::translate("main", "Open Game");
    bool resumed = false;
    if (!parser.positionalArguments().isEmpty()) {
        QString error;
        if (!window.openFile(parser.positionalArguments().constFirst(), &error))
            QMessageBox::warning(&window, openGame, error);
        resumed = true;
    } else if (autosave.shouldOfferRecovery()) {
        qCInfo(vinci::sessionLog).noquote() << "offering to resume" << autosave.autosavePath();
        QFile file(autosave.autosavePath());
        QString error;
        if (vinci::RecoveryPrompt::askToResume(autosave.autosaveTime(), {}, &window) &&
            file.open(QIODevice::ReadOnly)) {
            resumed = window.openData(file.readAll(), autosave.autosavePath(), &error);
            if (!resumed)
                QMessageBox::warning(&window, openGame, error);
        } else {
            autosave.discardAutosave();
        }
    }
    // vinci --map FOLDER (the editor's Test Play): a new game on that map, once the window is up.
    if (const std::optional<QString> map = simulate.chosenMap(); map && !resumed)
        QTimer::singleShot(0, &window, [&window, map = *map] { window.showNewGameOn(map); });
    const int status = app->exec();
    autosave.endSession();
    return status;
}
