#include "startupgame.h"

#include "dialogs/recoveryprompt.h"
#include "mainwindow.h"
#include "mapinstaller.h"
#include "recentfiles.h"
#include "session/appdataautosave.h"
#include "session/gamecontroller.h"
#include "session/newgamesetup.h"
#include "session/savedgamedescription.h"
#include "session/turnmessage.h"
#include "sessionlog.h"
#include "startview.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QStatusBar>
#include <QTimer>

namespace vinci {

namespace {

/** How long "file was not opened: the interrupted game was resumed" stays at most (a report). */
constexpr int notOpenedTimeout = 15000;

/**
 * "Not now": the game offered becomes a saved game of its own, first among the recent games
 * (Game > Open Recent, the welcome page), so that a click by mistake loses nothing, even when
 * another game is started next (the walk found no way back to it but a restart).
 */
void keepForLater(MainWindow &window, AppDataAutosave &autosave, const QString &gameFile)
{
    // Kept under its game's name, in no language: the window names it "nordic (interrupted)"
    // in the language of the moment (MainWindow::gameName). Named in words when kept, it read
    // "(interrupted)" in a German window (the s48 walk).
    QString error;
    const QString kept = autosave.keepAsSavedGame(
        SavedGameDescription::keptFileStem(gameFile, autosave.keptGamesFolder()), &error);
    if (kept.isEmpty()) {
        // Not written: the autosave stays, offered again at the next start.
        QMessageBox::warning(&window, QCoreApplication::translate("main", "Open Game"), error);
        return;
    }
    qCInfo(sessionLog).noquote() << "kept the interrupted game as" << kept;
    window.recentFiles()->add(kept);
    // Short: the status bar cuts what is longer than the window, and in French at Larger text
    // at the scale factor 1.5 the sentence with the file's name lost its end (the s46 walk).
    window.statusBar()->showMessage(
        QCoreApplication::translate("main", "Kept as “%1”, in Game > Open Recent.")
            .arg(window.gameName(kept)),
        15000);
}

/**
 * After a crash the automatic save holds the game as a person's last step left it (a computer's
 * turn, as its last confirmed turn did). Said, not left for the person to find out (the s48
 * walk played the turn again without a word of why): with the turn's moves, that Undo takes them
 * back; at a turn's start, no more (a step is autosaved as it is played: nothing of the turn
 * was lost); elsewhere, that moves made after that were not saved (a computer's turn, played
 * again from where it was confirmed).
 */
void tellWhereResumed(MainWindow &window)
{
    const GameController &controller = *window.controller();
    if (!controller.hasGame() || controller.state().isOver())
        return;
    const GameState &state = controller.state();
    const auto seat = static_cast<std::size_t>(state.actingPlayer());
    const QString name = seat < controller.seats().size() ? controller.seats()[seat].name
                                                          : defaultSeatName(static_cast<int>(seat));
    const bool turnStart =
        state.phase == Phase::TurnStart || state.phase == Phase::ChooseCivilization;
    const QString words =
        controller.canUndo()
            ? QCoreApplication::translate("main", "Resumed as Vinci left it, in %1's turn: Undo "
                                                  "takes its moves back as before.")
        : turnStart ? QCoreApplication::translate("main", "Resumed at the start of %1's turn.")
                    : QCoreApplication::translate("main", "Resumed where %1 was to act: moves made "
                                                          "after that, before Vinci closed, were "
                                                          "not saved.");
    // Until that turn is over: the s50 walk still read it two turns later, as if more were lost.
    sayUntilTheTurnIsOver(*window.statusBar(), *window.controller(), words.arg(name), 0);
}

/** The crash check's offer: whether the interrupted game was resumed. */
bool offerRecovery(MainWindow &window, AppDataAutosave &autosave)
{
    if (!autosave.shouldOfferRecovery())
        return false;
    // Which game: its file, round and players, read from the autosave's summary (when it was
    // saved: the prompt says it in words).
    const SaveSummary summary = readSaveSummary(autosave.autosavePath()).value_or(SaveSummary{});
    RecoveryPrompt::Offer offer;
    offer.savedAt = autosave.autosaveTime();
    offer.description = SavedGameDescription::of(summary);
    offer.gameFile = autosave.gameFile();
    if (!offer.gameFile.isEmpty() && QFileInfo::exists(offer.gameFile)) {
        offer.gameFileDescription = SavedGameDescription::ofFile(offer.gameFile);
        if (const auto file = readSaveSummary(offer.gameFile))
            offer.movesPastGameFile = summary.moves - file->moves;
    }
    offer.crashed = autosave.sessionStart() == AppDataAutosave::SessionStart::AfterCrash;
    qCInfo(sessionLog).noquote() << "offering to resume" << autosave.autosavePath() << "-"
                                 << offer.gameFile << "-" << offer.description
                                 << (offer.crashed ? "- after a crash" : "- kept at a quit");
    // Its file among the recent games is an older state of this game, not another one; the
    // autosave's round and time say which is newer.
    SaveSummary when;
    when.round = summary.round;
    when.over = summary.over;
    window.startView()->setInterruptedGame(
        offer.gameFile, SavedGameDescription::of(when, offer.savedAt), offer.movesPastGameFile);
    const RecoveryPrompt::Answer answer = RecoveryPrompt::ask(offer, &window);
    window.startView()->setInterruptedGame({}, {}, {});
    // A quit asked for meanwhile (a logout's SIGTERM): the question stays for the next start.
    if (window.isQuittingAskingNothing())
        return false;
    bool resumed = false;
    switch (answer) {
    case RecoveryPrompt::Answer::Resume: {
        QFile file(autosave.autosavePath());
        QString error;
        if (!file.open(QIODevice::ReadOnly))
            error = QCoreApplication::translate("main", "%1: cannot be read (%2).")
                        .arg(QDir::toNativeSeparators(file.fileName()), file.errorString());
        else
            resumed = window.openData(file.readAll(), autosave.autosavePath(), &error,
                                      autosave.gameFile());
        if (resumed)
            window.showMapAs(autosave.view());
        if (resumed && offer.crashed)
            tellWhereResumed(window);
        if (resumed)
            window.takeKeyboard();
        else
            QMessageBox::warning(&window, QCoreApplication::translate("main", "Open Game"), error);
        break;
    }
    case RecoveryPrompt::Answer::Discard:
        autosave.discardAutosave();
        break;
    case RecoveryPrompt::Answer::NotNow:
        keepForLater(window, autosave, offer.gameFile);
        break;
    }
    return resumed;
}

} // namespace

LaunchRequest LaunchRequest::fromCommandLine(const QString &file, const QString &map)
{
    if (MapInstaller::isPackageFile(file))
        return {QString(), file};
    return {file, map};
}

StartupGame openStartupGame(MainWindow &window, AppDataAutosave &autosave,
                            const LaunchRequest &request)
{
    const bool resumed = offerRecovery(window, autosave);
    // Asked to quit during the prompt (a logout): nothing more is opened, nothing replaced.
    if (window.isQuittingAskingNothing())
        return StartupGame::None;
    const QString &fileToOpen = request.file;
    if (fileToOpen.isEmpty()) {
        if (resumed) {
            if (QFileInfo(request.map).isFile())
                sayUntilTheTurnIsOver(*window.statusBar(), *window.controller(),
                                      QCoreApplication::translate("main",
                                                                  "%1 was not opened: the "
                                                                  "interrupted game was resumed.")
                                          .arg(QFileInfo(request.map).fileName()),
                                      notOpenedTimeout);
            return StartupGame::Resumed;
        }
        if (request.map.isEmpty())
            return StartupGame::None;
        QTimer::singleShot(0, &window, [&window, map = request.map] { window.showNewGameOn(map); });
        return StartupGame::NewGameOnMap;
    }
    if (resumed) {
        window.recentFiles()->add(QFileInfo(fileToOpen).absoluteFilePath());
        sayUntilTheTurnIsOver(*window.statusBar(), *window.controller(),
                              QCoreApplication::translate("main",
                                                          "%1 was not opened: the interrupted "
                                                          "game was resumed. It is in Game > "
                                                          "Open Recent.")
                                  .arg(QFileInfo(fileToOpen).fileName()),
                              notOpenedTimeout);
        return StartupGame::Resumed;
    }
    QString error;
    if (!window.openFile(fileToOpen, &error)) {
        QMessageBox::warning(&window, QCoreApplication::translate("main", "Open Game"), error);
        return StartupGame::None;
    }
    qCInfo(sessionLog).noquote() << "opened" << window.currentFile();
    return StartupGame::OpenedFile;
}

} // namespace vinci
