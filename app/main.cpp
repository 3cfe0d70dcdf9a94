#include "applicationidentity.h"
#include "guide/guidestore.h"
#include "headless/headlesscommands.h"
#include "headless/packageboards.h"
#include "headless/rendermapcommand.h"
#include "headlessmode.h"
#include "languageoption.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "mapformat/mapcatalog.h"
#include "mapformat/mapdirectories.h"
#include "protocol/mapresolver.h"
#include "quitsignals.h"
#include "scratchsettings.h"
#include "session/appdataautosave.h"
#include "sessionlog.h"
#include "startupgame.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QTextStream>

#include <memory>
#include <optional>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    // The simulation and the engine protocol need no GUI at all; rendering a map needs fonts and
    // images but no display: choose the offscreen platform before Qt starts, unless the user
    // chose one.
    const bool textOnly = vinci::SimulateCommand::modeOption.isIn(argc, argv) ||
                          vinci::EngineCommand::modeOption.isIn(argc, argv);
    const bool headless =
        vinci::RenderMapCommand::modeOption.isIn(argc, argv) || vinci::asksForTextOnly(argc, argv);
    if (headless && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    const std::unique_ptr<QCoreApplication> app =
        textOnly ? std::make_unique<QCoreApplication>(argc, argv)
                 : std::make_unique<QApplication>(argc, argv);
    vinci::ApplicationIdentity{u"vinci"_s, u"Vinci"_s, u"org.vincigame.Vinci"_s,
                               QStringLiteral(VINCI_VERSION)}
        .apply();
    // --language before the parser, as the editor does: the help is then in that language too.
    // Without it the window speaks the Language menu's choice; the headless modes English.
    const QString requestedLanguage = vinci::LanguageOption::requested(argc, argv);
    vinci::LanguageSwitcher language;
    const QString languageWarning = vinci::LanguageOption::apply(
        language, requestedLanguage,
        textOnly || headless ? u"en"_s : vinci::LanguageSwitcher::preferredLanguage());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Vinci - The Rise and Fall of Civilizations"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        u"file"_s,
        QCoreApplication::translate("main", "A saved game to open, or a map package to install "
                                            "and start a new game on."),
        u"[game.vinci | map.vincimap]"_s);
    const QCommandLineOption testPlay(
        u"test-play"_s, QCoreApplication::translate(
                            "main", "A trial game for the map editor's Test Play (with --map): the "
                                    "player's settings are read but left as they are, and the "
                                    "game is autosaved apart from theirs."));
    parser.addOption(testPlay);
    const QCommandLineOption languageOption = vinci::LanguageOption::option(
        QCoreApplication::translate("main", "The language: en, fr or de (default: the one last "
                                            "chosen in the Language menu, else the system's; "
                                            "with --render-map, the map's names in it, default "
                                            "en)."));
    parser.addOption(languageOption);
    vinci::RenderMapCommand renderMap(parser, languageOption);
    vinci::SimulateCommand simulate(parser);
    vinci::EngineCommand engine(parser);
    parser.process(*app);

    QTextStream out(stdout);
    QTextStream errors(stderr);
    if (!languageWarning.isEmpty())
        errors << languageWarning << Qt::endl;
    if (renderMap.isRequested())
        return renderMap.run(vinci::readMapFolder, out, errors);
    // Earlier versions kept installed maps one folder deeper (~/.local/share/vinci/vinci/maps).
    vinci::MapDirectories::moveLegacyUserMaps();
    const vinci::BoardResolver maps =
        vinci::mapDirectoryResolver(vinci::MapDirectories::searchPaths());
    if (simulate.isRequested())
        return simulate.run(vinci::PackageBoards::withPackages(maps), out, errors);
    if (engine.isRequested())
        return engine.run(maps);

    // A test play plays on a copy of the player's settings, taken before anything writes them:
    // what it remembers (the test map as the next new game's, its saves as recent games) goes
    // with it.
    std::optional<vinci::ScratchSettings> trial;
    if (parser.isSet(testPlay)) {
        trial.emplace();
        qCInfo(vinci::sessionLog).noquote()
            << "test play: settings in" << QDir::toNativeSeparators(trial->fileName());
    }
    const bool apart = trial && trial->isValid();
    vinci::MapCatalog catalog(vinci::MapDirectories::searchPaths());
    // Earlier versions kept the autosave in ~/.local/share/vinci/vinci: a game to resume
    // survives the update.
    vinci::AppDataAutosave::moveLegacyAutosave();
    // The lessons left there (guide/) move too: they resume at their steps.
    vinci::GuideStore::moveLegacyLessons();
    // The game in progress is kept after every turn and offered again after a crash (a test
    // play's in its own folder: it neither offers nor replaces the player's game).
    vinci::AppDataAutosave autosave(apart ? trial->folder()
                                          : vinci::AppDataAutosave::defaultDirectory());
    autosave.beginSession();
    vinci::MainWindow window(&catalog, &language);
    window.setAutosaveStore(&autosave);
    window.setTestPlay(parser.isSet(testPlay));
    // A logout's SIGTERM (or kill, Ctrl+C, a closed terminal) quits as Quit does, asking
    // nothing: unsaved turns are kept for the next start, and no crash is reported then.
    vinci::QuitSignals quitSignals;
    QObject::connect(&quitSignals, &vinci::QuitSignals::quitRequested, &window,
                     &vinci::MainWindow::quitAskingNothing);
    window.restoreWindowState();
    window.show();
    const vinci::LaunchRequest request = vinci::LaunchRequest::fromCommandLine(
        parser.positionalArguments().value(0), simulate.chosenMap().value_or(QString()));
    vinci::openStartupGame(window, autosave, request);
    // Asked to quit during the crash prompt: the event loop would wait for an exit already made.
    const int status = window.isQuittingAskingNothing() ? 0 : app->exec();
    autosave.endSession();
    return status;
}
