#include "startupgame.h"

#include "dialogs/recoveryprompt.h"
#include "mainwindow.h"
#include "recentfiles.h"
#include "session/appdataautosave.h"
#include "session/savedgamedescription.h"
#include "sessionlog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QStatusBar>

namespace vinci {

bool openStartupGame(MainWindow &window, AppDataAutosave &autosave, const QString &fileToOpen)
{
    const QString openGame = QCoreApplication::translate("main", "Open Game");
    bool resumed = false;
    if (autosave.shouldOfferRecovery()) {
        // Which game: its round and players, read from the autosave's summary.
        const QString description = SavedGameDescription::of(
            readSaveSummary(autosave.autosavePath()).value_or(SaveSummary{}));
        qCInfo(sessionLog).noquote()
            << "offering to resume" << autosave.autosavePath() << "-" << description;
        QFile file(autosave.autosavePath());
        QString error;
        switch (RecoveryPrompt::ask(autosave.autosaveTime(), description, &window)) {
        case RecoveryPrompt::Answer::Resume:
            if (!file.open(QIODevice::ReadOnly))
                error = QCoreApplication::translate("main", "%1: cannot be read (%2).")
                            .arg(QDir::toNativeSeparators(file.fileName()), file.errorString());
            else
                resumed = window.openData(file.readAll(), autosave.autosavePath(), &error);
            if (!resumed)
                QMessageBox::warning(&window, openGame, error);
            break;
        case RecoveryPrompt::Answer::Discard:
            autosave.discardAutosave();
            break;
        case RecoveryPrompt::Answer::NotNow:
            autosave.keepForNextStart();
            break;
        }
    }
    if (fileToOpen.isEmpty())
        return resumed;
    if (resumed) {
        window.recentFiles()->add(QFileInfo(fileToOpen).absoluteFilePath());
        window.statusBar()->showMessage(
            QCoreApplication::translate("main", "%1 was not opened: the interrupted game was "
                                                "resumed. It is in Game > Open Recent.")
                .arg(QFileInfo(fileToOpen).fileName()));
        return true;
    }
    QString error;
    if (window.openFile(fileToOpen, &error))
        qCInfo(sessionLog).noquote() << "opened" << window.currentFile();
    else
        QMessageBox::warning(&window, openGame, error);
    return false;
}

} // namespace vinci
