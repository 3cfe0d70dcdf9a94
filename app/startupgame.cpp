#include "startupgame.h"

#include "dialogs/recoveryprompt.h"
#include "mainwindow.h"
#include "mapinstaller.h"
#include "recentfiles.h"
#include "session/appdataautosave.h"
#include "session/savedgamedescription.h"
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

/** The crash check's offer: whether the interrupted game was resumed. */
bool offerRecovery(MainWindow &window, AppDataAutosave &autosave)
{
    bool resumed = false;
    if (autosave.shouldOfferRecovery()) {
        // Which game: its file, round and players, read from the autosave's summary.
        const SaveSummary summary =
            readSaveSummary(autosave.autosavePath()).value_or(SaveSummary{});
        const QString description = SavedGameDescription::of(summary);
        const QString gameFile = autosave.gameFile();
        qCInfo(sessionLog).noquote() << "offering to resume" << autosave.autosavePath() << "-"
                                     << gameFile << "-" << description;
        // Its file among the recent games is an older state of this game, not another one.
        window.startView()->setInterruptedGame(gameFile, summary.round);
        QFile file(autosave.autosavePath());
        QString error;
        const RecoveryPrompt::Answer answer =
            RecoveryPrompt::ask(autosave.autosaveTime(), description, gameFile, &window);
        if (answer != RecoveryPrompt::Answer::NotNow)
            window.startView()->setInterruptedGame({}, 0);
        switch (answer) {
        case RecoveryPrompt::Answer::Resume:
            if (!file.open(QIODevice::ReadOnly))
                error = QCoreApplication::translate("main", "%1: cannot be read (%2).")
                            .arg(QDir::toNativeSeparators(file.fileName()), file.errorString());
            else
                resumed = window.openData(file.readAll(), autosave.autosavePath(), &error,
                                          autosave.gameFile());
            if (resumed)
                window.takeKeyboard();
            else
                QMessageBox::warning(&window, QCoreApplication::translate("main", "Open Game"),
                                     error);
            break;
        case RecoveryPrompt::Answer::Discard:
            autosave.discardAutosave();
            break;
        case RecoveryPrompt::Answer::NotNow:
            autosave.keepForNextStart();
            break;
        }
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
    const QString &fileToOpen = request.file;
    if (fileToOpen.isEmpty()) {
        if (resumed) {
            if (QFileInfo(request.map).isFile())
                window.statusBar()->showMessage(
                    QCoreApplication::translate("main", "%1 was not opened: the interrupted "
                                                        "game was resumed.")
                        .arg(QFileInfo(request.map).fileName()));
            return StartupGame::Resumed;
        }
        if (request.map.isEmpty())
            return StartupGame::None;
        QTimer::singleShot(0, &window, [&window, map = request.map] { window.showNewGameOn(map); });
        return StartupGame::NewGameOnMap;
    }
    if (resumed) {
        window.recentFiles()->add(QFileInfo(fileToOpen).absoluteFilePath());
        window.statusBar()->showMessage(
            QCoreApplication::translate("main", "%1 was not opened: the interrupted game was "
                                                "resumed. It is in Game > Open Recent.")
                .arg(QFileInfo(fileToOpen).fileName()));
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
