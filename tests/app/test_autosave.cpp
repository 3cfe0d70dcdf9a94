// Autosave and crash recovery, and the recent files list.

#include "ai/randomplayer.h"
#include "board/gamemapview.h"
#include "dialogs/endofgamedialog.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/recoveryprompt.h"
#include "gamefixture.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "mapformat/mapcatalog.h"
#include "mapformat/mapdirectories.h"
#include "nextdialog.h"
#include "panels/turnbar.h"
#include "recentfiles.h"
#include "session/appdataautosave.h"
#include "session/gamecontroller.h"
#include "session/savedgamedescription.h"
#include "startupgame.h"
#include "startview.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QLineF>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTimer>
#include <QWindow>
#include <QtTest>

#include <cstdlib>
#include <functional>

using namespace vinci;
using namespace vinci::testing;
using namespace Qt::StringLiterals;

namespace {

/** A saved game the way the controller keeps one: options, actions, seats. */
struct Played
{
    GameState state;
    SavedGame saved;
};

Played playSome(int actions)
{
    Played played{newEuropeGame(3, 9), {}};
    played.saved.options = played.state.options;
    RandomPlayer player(4);
    for (int i = 0; i < actions; ++i) {
        const Action action = player.chooseAction(played.state);
        if (applyInPlace(played.state, action))
            qFatal("illegal random move");
        played.saved.actions.push_back(action);
    }
    NewGameSetup setup = NewGameSetup::defaultSetup();
    played.saved.metadata = setup.toMetadata();
    return played;
}

BoardResolver europeResolver()
{
    return [](const QString &, QString *) { return europeBoard(); };
}

constexpr const char *crashVariable = "VINCI_TEST_CRASH_IN";

/** Answers the next modal message box, as soon as it shows, the way `answer` does. */
void answerNextBox(const std::function<void(QMessageBox &)> &answer)
{
    auto *poll = new QTimer;
    poll->setInterval(10);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, answer] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || !box->isVisible())
            return;
        poll->deleteLater();
        poll->stop();
        answer(*box);
    });
    poll->start();
}

/** Clicks `button` of the box (a QMessageBox::StandardButton). */
std::function<void(QMessageBox &)> click(QMessageBox::StandardButton button)
{
    return [button](QMessageBox &box) { box.button(button)->click(); };
}

void resume(QMessageBox &box)
{
    auto *prompt = qobject_cast<RecoveryPrompt *>(&box);
    if (!prompt)
        qFatal("expected the recovery prompt, got \"%s\"", qPrintable(box.text()));
    prompt->resumeButton()->click();
}

/** The game left behind by a program killed mid-game (no endSession()). */
Played crashWithAGame(const QString &folder)
{
    Played played = playSome(25);
    AppDataAutosave store(folder);
    store.beginSession();
    if (!store.save(played.state, played.saved))
        qFatal("cannot write the autosave");
    return played;
}

/**
 * Accepts the next new game dialog once it is up, noting the map it shows in `map`. The poll
 * belongs to `window`: it ends with it if no dialog comes.
 */
void acceptNextNewGameDialog(QWidget &window, QString *map)
{
    auto *poll = new QTimer(&window);
    QObject::connect(poll, &QTimer::timeout, poll, [map, poll] {
        QWidget *modal = QApplication::activeModalWidget();
        if (auto *box = qobject_cast<QMessageBox *>(modal)) {
            // Not the dialog: say what came instead, and let the test go on.
            *map = QStringLiteral("message: ") + box->text();
            box->reject();
            return;
        }
        auto *dialog = qobject_cast<NewGameDialog *>(modal);
        if (!dialog)
            return;
        poll->stop();
        poll->deleteLater();
        *map = dialog->setup().mapId;
        QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
    });
    poll->start(20);
}

/** The window kept by `store`, shown and active, playing the people's Mediterranean game 11. */
bool startKeptGame(MainWindow &window, AppDataAutosave &store)
{
    window.setAutosaveStore(&store);
    window.show();
    return QTest::qWaitForWindowActive(&window) &&
           window.startGame(
               setupOf(peopleSetup(u"mediterranean"_s, 3).seats, 11, u"mediterranean"_s));
}

/**
 * The window shown at the next start after a crash, as main() shows it, before the prompt; false
 * when the session found no crash or the window did not show.
 */
bool showAfterCrash(AppDataAutosave &store, MainWindow &window)
{
    if (store.beginSession() != AppDataAutosave::SessionStart::AfterCrash)
        return false;
    window.setAutosaveStore(&store);
    window.show();
    return QTest::qWaitForWindowActive(&window);
}

/**
 * The next start after a crash, as main() makes it: the session finds the crash, the window
 * shows, the prompt is answered Resume; false when any of it did not happen.
 */
bool resumeAfterCrash(AppDataAutosave &store, MainWindow &window)
{
    if (!showAfterCrash(store, window) || !store.shouldOfferRecovery())
        return false;
    answerNextBox(resume);
    return openStartupGame(window, store, {}) == StartupGame::Resumed;
}

/**
 * Types `fileName` in the Save dialog once it is up and clicks Save, as a person does; then
 * `afterReturn` (the dialog, when it is still up: its "replace it?" answered No). (Return in the
 * name's box would first take the completer's choice, when the file exists.)
 */
void typeNextSaveName(const QString &fileName,
                      const std::function<void(QFileDialog *)> &afterReturn = {},
                      QString *proposed = nullptr, QString *proposedFolder = nullptr)
{
    testing::answerNextDialog<QFileDialog>(
        [fileName, afterReturn, proposed, proposedFolder](QFileDialog &dialog) {
            auto *name = dialog.findChild<QLineEdit *>(u"fileNameEdit"_s);
            if (!name)
                qFatal("the save dialog has no file name box");
            if (proposed)
                *proposed = name->text();
            if (proposedFolder)
                *proposedFolder = dialog.directory().absolutePath();
            // Chosen as a click in the list and the name box do (the name typed alone lost to the
            // file the dialog had selected, the game's own).
            dialog.selectFile(fileName);
            name->setText(fileName);
            auto *buttons = dialog.findChild<QDialogButtonBox *>();
            QAbstractButton *save = buttons ? buttons->button(QDialogButtonBox::Save) : nullptr;
            if (!save)
                qFatal("the save dialog has no Save button");
            QPointer<QFileDialog> open(&dialog);
            QTest::mouseClick(save, Qt::LeftButton);
            if (afterReturn)
                afterReturn(open && open->isVisible() ? open.data() : nullptr);
        });
}

/** Ctrl+S on the window, once it is active again (a dialog was just closed). */
bool pressOn(QWidget &window, Qt::KeyboardModifiers modifiers)
{
    window.activateWindow();
    if (!QTest::qWaitForWindowActive(&window))
        return false;
    QTest::keyClick(&window, Qt::Key_S, modifiers);
    return true;
}

/** Game > Save As... */
QAction *saveAsAction(QWidget &window)
{
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->text() == u"Save &As..."_s)
            return action;
    }
    qFatal("no Save As action");
}

/**
 * Game > Quit, as the menu runs it (Ctrl+Q is the platform's key, and the tests' offscreen
 * platform binds none).
 */
void quit(QWidget &window)
{
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->menuRole() == QAction::QuitRole) {
            action->trigger();
            return;
        }
    }
    qFatal("no Quit action");
}

/** Plays `count` random actions of the window's game (people only: nothing else plays). */
void playOn(MainWindow &window, int count, quint64 seed)
{
    RandomPlayer player(seed);
    for (int i = 0; i < count && !window.controller()->state().isOver(); ++i) {
        if (window.controller()->play(player.chooseAction(window.controller()->state())))
            qFatal("illegal random move");
    }
}

/** Plays random actions until the seat acting now has ended its turn (or the game is over). */
void playOutTheTurn(MainWindow &window, quint64 seed)
{
    GameController &playing = *window.controller();
    const int seat = playing.actingSeat();
    RandomPlayer player(seed);
    for (int step = 0; step < 200 && playing.actingSeat() == seat && !playing.state().isOver();
         ++step) {
        if (playing.play(player.chooseAction(playing.state())))
            qFatal("illegal random move");
    }
}

/** The actions of the game saved in `file`; empty (and a warning) when it cannot be read. */
std::vector<Action> actionsIn(const QString &file, MapCatalog &catalog)
{
    QString error;
    const auto loaded = readSaveGame(file, catalog.boardResolver(), &error);
    if (!loaded)
        qWarning("%s", qPrintable(error));
    return loaded ? loaded->saved.actions : std::vector<Action>{};
}

} // namespace

class TestAutosave : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanExitOffersNothing();
    void leftMarkerOffersTheAutosave();
    void realCrashIsDetected();
    void secondCopyStaysOutOfTheWay();
    void servesTheControllersInterface();
    void defaultFolderIsTheMapsDataFolder();
    void legacyAutosaveMovesToTheDataFolder();
    void promptOffersResumeOrDiscard();
    void resumedGameStaysUnsavedUntilSavedOrDiscarded();
    void escapeOnTheCrashPromptKeepsTheGame();
    void aKeptGameIsNamedInTheLanguage();
    void keptGamesAreToldApartInTheLanguage();
    void olderVersionsKeptGamesAreMarkedOnce_data();
    void olderVersionsKeptGamesAreMarkedOnce();
    void aKeptGameKeptAgainIsNumberedOnce();
    void resumeSaysWhatIsFurtherAndWhatWasLost();
    void saveAsksWhereForAGameTheProgramKept();
    void resumedGameKeepsItsFile();
    void quitAsksAboutTheGameByName();
    void quitIsNeverACrash();
    void resumedAsSavedIsNotModified();
    void aResumedTurnKeepsItsMovesItsUndoAndItsView();
    void aFinishedGameOutlivesACrashOnItsEndPage();
    void mapOnTheCommandLineStartsANewGame();
    void mapOnTheCommandLineWaitsForTheInterruptedGame();
    void aFileNotOpenedIsSaidUntilTheTurnIsOver();
    void recentFilesKeepsNewestFirst();
    void recentFilesMenuOpensAndClears();

private:
    QTemporaryDir m_settings;
};

void TestAutosave::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
    QCoreApplication::setOrganizationName(QStringLiteral("vinci-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("test_autosave"));
}

void TestAutosave::cleanExitOffersNothing()
{
    QTemporaryDir dir;
    {
        AppDataAutosave store(dir.path());
        QCOMPARE(store.beginSession(), AppDataAutosave::SessionStart::Clean);
        QVERIFY(QFileInfo::exists(store.markerPath()));
        const Played played = playSome(10);
        QString error;
        QVERIFY2(store.save(played.state, played.saved, &error), qPrintable(error));
        QVERIFY(store.hasAutosave());
        store.endSession();
        QVERIFY(!QFileInfo::exists(store.markerPath()));
    }
    AppDataAutosave next(dir.path());
    QCOMPARE(next.beginSession(), AppDataAutosave::SessionStart::Clean);
    QVERIFY(!next.shouldOfferRecovery());
    next.endSession();
}

void TestAutosave::leftMarkerOffersTheAutosave()
{
    QTemporaryDir dir;
    const Played played = playSome(25);
    {
        AppDataAutosave store(dir.path());
        store.beginSession();
        QVERIFY(store.save(played.state, played.saved));
        // No endSession(): the program went away without closing properly.
    }
    AppDataAutosave next(dir.path());
    QCOMPARE(next.beginSession(), AppDataAutosave::SessionStart::AfterCrash);
    QVERIFY(next.shouldOfferRecovery());
    QVERIFY(next.autosaveTime().isValid());
    // The controller resumes through the engine's reader: the same game comes back.
    QString error;
    const auto loaded = readSaveGame(next.autosavePath(), europeResolver(), &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->state, played.state);
    QCOMPARE(loaded->saved.actions, played.saved.actions);
    QCOMPARE(NewGameSetup::seatsFromMetadata(loaded->saved.metadata, 3),
             NewGameSetup::defaultSetup().seats);

    // Declining to resume discards it; the next start is clean again.
    next.discardAutosave();
    QVERIFY(!next.shouldOfferRecovery());
    next.endSession();
    AppDataAutosave after(dir.path());
    QCOMPARE(after.beginSession(), AppDataAutosave::SessionStart::Clean);
    after.endSession();
}

void TestAutosave::realCrashIsDetected()
{
    // A child process begins a session, autosaves and dies without any cleanup.
    QTemporaryDir dir;
    QProcess child;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QString::fromLatin1(crashVariable), dir.path());
    child.setProcessEnvironment(environment);
    child.start(QCoreApplication::applicationFilePath(), {});
    QVERIFY(child.waitForFinished(30000));
    QCOMPARE(child.exitCode(), 3);

    AppDataAutosave store(dir.path());
    QCOMPARE(store.beginSession(), AppDataAutosave::SessionStart::AfterCrash);
    QVERIFY(store.shouldOfferRecovery());
    store.endSession();
}

void TestAutosave::secondCopyStaysOutOfTheWay()
{
    QTemporaryDir dir;
    AppDataAutosave first(dir.path());
    QCOMPARE(first.beginSession(), AppDataAutosave::SessionStart::Clean);
    AppDataAutosave second(dir.path());
    QCOMPARE(second.beginSession(), AppDataAutosave::SessionStart::OtherInstanceRunning);
    QVERIFY(!second.ownsSession());
    const Played played = playSome(5);
    QVERIFY(second.save(played.state, played.saved));
    QVERIFY(!second.hasAutosave());
    first.endSession();
}

void TestAutosave::servesTheControllersInterface()
{
    // The GameController sees only AutosaveStore: autosave(json) after each turn, discard().
    QTemporaryDir dir;
    AppDataAutosave store(dir.path());
    store.beginSession();
    AutosaveStore &controllerSide = store;
    const Played played = playSome(12);
    const QByteArray json = saveGameToJson(played.state, played.saved);
    controllerSide.autosave(json);
    QVERIFY(store.lastError().isEmpty());
    QFile file(store.autosavePath());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), json);
    file.close();
    controllerSide.discard();
    QVERIFY(!store.hasAutosave());
    store.endSession();

    // A file that cannot be written (a folder stands in its way): the game goes on, the error
    // names the file.
    QTemporaryDir blocked;
    AppDataAutosave broken(blocked.path());
    broken.beginSession();
    QVERIFY(QDir().mkpath(broken.autosavePath()));
    QString error;
    QVERIFY(!broken.save(played.state, played.saved, &error));
    QVERIFY2(error.contains(QStringLiteral("autosave.vinci")), qPrintable(error));
    QCOMPARE(broken.lastError(), error);
    broken.endSession();
}

void TestAutosave::defaultFolderIsTheMapsDataFolder()
{
    // The third walk: the autosave was in ~/.local/share/vinci/vinci/autosave (the
    // organization's and the program's names doubled), the installed maps in
    // ~/.local/share/vinci/maps. One data folder holds both.
    const QString data = QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
                             .filePath(QCoreApplication::organizationName());
    QCOMPARE(AppDataAutosave::defaultDirectory(), data);
    QCOMPARE(QFileInfo(MapDirectories::userMapsFolder()).absolutePath(), data);
    AppDataAutosave store;
    QVERIFY(store.autosavePath().startsWith(data + u"/autosave/"_s));
    QCOMPARE(AppDataAutosave::legacyDirectory(),
             QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
    QCOMPARE(QFileInfo(AppDataAutosave::legacyDirectory()).absolutePath(), data);
}

/**
 * An update must not lose the game a person was to resume: the session of the old folder (its
 * crash marker and copies) moves to the new one, and is offered there. One already in the new
 * folder, or one an older program still runs, stays where it is.
 */
void TestAutosave::legacyAutosaveMovesToTheDataFolder()
{
    QTemporaryDir home;
    const QString legacy = home.filePath(u"vinci/vinci"_s);
    const QString data = home.filePath(u"vinci"_s);
    const Played played = crashWithAGame(legacy);
    QVERIFY(AppDataAutosave::moveLegacyAutosave(legacy, data));
    QVERIFY(!QFileInfo::exists(legacy)); // left empty: gone
    {
        AppDataAutosave store(data);
        QCOMPARE(store.beginSession(), AppDataAutosave::SessionStart::AfterCrash);
        QVERIFY(store.shouldOfferRecovery());
        QString error;
        const auto loaded = readSaveGame(store.autosavePath(), europeResolver(), &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->state, played.state);
        store.endSession();
    }
    // Nothing left to move; a new folder's session is never replaced by an old one.
    QVERIFY(!AppDataAutosave::moveLegacyAutosave(legacy, data));
    crashWithAGame(legacy);
    QVERIFY(!AppDataAutosave::moveLegacyAutosave(legacy, data));
    QVERIFY(AppDataAutosave(legacy).hasAutosave());

    // An older program still running holds its session: it is left to it.
    QTemporaryDir other;
    const QString running = other.filePath(u"vinci/vinci"_s);
    AppDataAutosave old(running);
    QCOMPARE(old.beginSession(), AppDataAutosave::SessionStart::Clean);
    QVERIFY(!AppDataAutosave::moveLegacyAutosave(running, other.filePath(u"vinci"_s)));
    QVERIFY(QFileInfo::exists(old.markerPath()));
    old.endSession();
    QVERIFY(AppDataAutosave::moveLegacyAutosave(running, other.filePath(u"vinci"_s)));
}

void TestAutosave::promptOffersResumeOrDiscard()
{
    // Which game, as main() says it: the autosave's summary, round and players.
    QTemporaryDir dir;
    AppDataAutosave store(dir.path());
    store.beginSession();
    const Played played = playSome(40);
    QVERIFY(store.save(played.state, played.saved));
    const auto summary = readSaveSummary(store.autosavePath());
    QVERIFY(summary);
    QCOMPARE(summary->round, played.state.round);
    const QString description = SavedGameDescription::of(*summary);
    QVERIFY2(description.startsWith(
                 QStringLiteral("Round %1 · Player 1, Player 2").arg(played.state.round)),
             qPrintable(description));
    QVERIFY2(description.endsWith(QStringLiteral("Player 3")), qPrintable(description));
    store.endSession();

    const QDateTime when(QDate(2024, 3, 9), QTime(20, 15));
    RecoveryPrompt prompt(when, description);
    QVERIFY(prompt.text().contains(QStringLiteral("did not close properly")));
    QVERIFY(prompt.informativeText().contains(u'\n' + description + u'\n'));
    QVERIFY(prompt.informativeText().contains(QStringLiteral("2024")));
    grabIfAsked(prompt, QStringLiteral("recovery-prompt"));
    prompt.show();
    prompt.resumeButton()->click();
    QCOMPARE(prompt.clickedButton(), prompt.resumeButton());

    // The s43 walk: the autosave's moment said "Saturday, November 28, 2026", its file's under
    // it "11/28/26". One format, the program language's (QLocale's default, which the language
    // switcher sets), for both.
    const QLocale before;
    for (const char *language : {"en_US", "fr_FR", "de_DE"}) {
        QLocale::setDefault(QLocale(QString::fromLatin1(language)));
        const QString file = SavedGameDescription::of(*summary, when.addSecs(-60));
        RecoveryPrompt withFile(RecoveryPrompt::Offer{
            when, description, dir.filePath(u"evening.vinci"_s), file, 3, true});
        const QString date = QLocale().toString(when.toLocalTime().date(), QLocale::ShortFormat);
        QVERIFY2(file.contains(date), qPrintable(file));
        QCOMPARE(withFile.informativeText().count(date), 2);
    }
    QLocale::setDefault(before);
}

void TestAutosave::resumedGameStaysUnsavedUntilSavedOrDiscarded()
{
    // Issue #24: "once resumed, the window says the game has no unsaved changes (no * in the
    // title), Quit does not ask, and the autosave folder is emptied: the resumed turns are gone
    // on the next start." A resumed game is unsaved until saved or discarded.
    QTemporaryDir dir;
    const Played played = crashWithAGame(dir.path());
    MapCatalog catalog({QStringLiteral(VINCI_SOURCE_DIR "/maps")});
    {
        AppDataAutosave store(dir.path());
        MainWindow window(&catalog);
        QVERIFY(resumeAfterCrash(store, window));
        QCOMPARE(window.controller()->actions(), played.saved.actions);
        QVERIFY(window.controller()->isModified());
        // The title as the window system gets it: unsaved, and ending with the program's name,
        // so that X11 does not add it again ("... - Vinci * — Vinci").
        const QString shown = window.windowHandle()->title();
        QVERIFY2(window.isWindowModified() && shown.contains(QStringLiteral("* — ")) &&
                     shown.endsWith(QGuiApplication::applicationDisplayName()),
                 qPrintable(shown));
        // Quit asks; Cancel keeps the game and its autosave.
        answerNextBox(click(QMessageBox::Cancel));
        QVERIFY(!window.close());
        QVERIFY(window.isVisible());
        QVERIFY(store.hasAutosave());
        // Killed now: no endSession().
    }
    {
        // The next start offers the resumed game again; Discard on Quit ends it for good.
        AppDataAutosave store(dir.path());
        MainWindow window(&catalog);
        QVERIFY(resumeAfterCrash(store, window));
        QCOMPARE(window.controller()->actions(), played.saved.actions);
        // The third walk: Discard deleted the autosave as well, and the box did not say so.
        QString said;
        answerNextBox([&said](QMessageBox &box) {
            said = box.text() + u'\n' + box.informativeText();
            box.button(QMessageBox::Discard)->click();
        });
        QVERIFY(window.close());
        QVERIFY2(said.contains(u"Discard deletes its autosave as well"_s), qPrintable(said));
        // The s44 walk: "the game cannot be resumed later", its older file still in Open
        // Recent. What goes is these turns.
        QVERIFY2(said.contains(u"these unsaved turns cannot be resumed later"_s), qPrintable(said));
        QVERIFY2(!said.contains(u"the game cannot be resumed"_s), qPrintable(said));
        QVERIFY(!store.hasAutosave());
        store.endSession();
    }
    AppDataAutosave after(dir.path());
    QCOMPARE(after.beginSession(), AppDataAutosave::SessionStart::Clean);
    after.endSession();

    // Resumed, then saved: a saved game like any other; Quit no longer asks.
    const Played again = crashWithAGame(dir.path());
    AppDataAutosave store(dir.path());
    MainWindow window(&catalog);
    QVERIFY(resumeAfterCrash(store, window));
    QString error;
    QVERIFY2(window.saveFile(dir.filePath(QStringLiteral("resumed.vinci")), &error),
             qPrintable(error));
    QVERIFY(!window.controller()->isModified());
    QVERIFY(!window.isWindowModified());
    QVERIFY2(!window.windowHandle()->title().contains(u'*'),
             qPrintable(window.windowHandle()->title()));
    QCOMPARE(window.controller()->actions(), again.saved.actions);
    QVERIFY(window.close());
    store.endSession();
}

void TestAutosave::resumedGameKeepsItsFile()
{
    // The walk: a game saved as a file, played on, killed (kill -9), started again, Resume. The
    // title said "Resumed game" and Ctrl+S offered game.vinci in some folder: the resumed game
    // had forgotten its file.
    QTemporaryDir dir;
    const QString file = dir.filePath(u"evening.vinci"_s);
    MapCatalog catalog({mapsFolder()});
    std::vector<Action> played;
    std::size_t savedMoves = 0;
    {
        AppDataAutosave store(dir.path());
        QCOMPARE(store.beginSession(), AppDataAutosave::SessionStart::Clean);
        MainWindow window(&catalog);
        QVERIFY(startKeptGame(window, store));
        playOn(window, 12, 1);
        // Ctrl+S on a new game: its file's name typed (no suffix), Save.
        typeNextSaveName(dir.filePath(u"evening"_s));
        QVERIFY(pressOn(window, Qt::ControlModifier));
        QCOMPARE(window.currentFile(), file);
        const std::vector<Action> saved = actionsIn(file, catalog);
        QVERIFY(!saved.empty());
        savedMoves = saved.size();
        // Played on: the turns after the save are in the autosave only.
        playOn(window, 40, 2);
        // (The autosave holds the game at its last confirmed turn.)
        QVERIFY(store.hasAutosave());
        played = actionsIn(store.autosavePath(), catalog);
        QVERIFY(played.size() > saved.size());
        // Killed now: no close, no endSession().
    }
    AppDataAutosave store(dir.path());
    MainWindow window(&catalog);
    QVERIFY(showAfterCrash(store, window));
    // The walk: the prompt did not name the game's file, and "Continue a recent game:
    // evening, Round 4" under it offered an older state of the same game as if it were another.
    // When it was autosaved, as the recent games show a time (Resume writes a copy again).
    const QString autosavedAt =
        QLocale().toString(store.autosaveTime().toLocalTime(), QLocale::ShortFormat);
    QString prompt;
    QStringList recent;
    answerNextBox([&](QMessageBox &box) {
        prompt = box.informativeText();
        for (const QLabel *details :
             window.startView()->findChildren<QLabel *>(u"recentFileDetails"_s))
            recent << details->text();
        grabIfAsked(window, u"recovery-welcome"_s);
        grabIfAsked(box, u"recovery-prompt-file"_s);
        resume(box);
    });
    QCOMPARE(openStartupGame(window, store, {}), StartupGame::Resumed);
    QCOMPARE(window.controller()->actions(), played);
    const int round = window.controller()->state().round;
    QVERIFY2(prompt.contains(u"evening.vinci"_s) && prompt.contains(u"Round %1"_s.arg(round)),
             qPrintable(prompt));
    // The s41 walk: the prompt and the file under it both said "Round 4", and the person could
    // not tell which was newer. The prompt says it, with the file as last saved, and the file's
    // entry says the automatic save is newer, with its time as the recent games show theirs.
    // The s42 walk: the two said the same round and minute; the moves between them tell them
    // apart.
    QVERIFY2(prompt.contains(u"%1 move"_s.arg(played.size() - savedMoves)) &&
                 prompt.contains(u" further than “evening.vinci” as last saved (%1)."_s.arg(
                     SavedGameDescription::ofFile(file))),
             qPrintable(prompt));
    QCOMPARE(recent.size(), 1);
    QVERIFY2(recent.front().contains(u"older state of the interrupted game"_s) &&
                 recent.front().contains(
                     u"(Round %1 · %2), offered now, is newer"_s.arg(round).arg(autosavedAt)),
             qPrintable(recent.front()));
    // The keyboard is in the resumed window at once: Ctrl+S did nothing until it was clicked.
    QTRY_VERIFY(QApplication::focusWidget());
    QCOMPARE(QApplication::focusWidget(), window.mapView());
    QCOMPARE(QApplication::activeWindow(), &window);
    // Its file again: in the title, and in the recent games; still unsaved.
    QCOMPARE(window.currentFile(), file);
    const QString title = window.windowHandle()->title();
    // One separator: "evening.vinci - Round 5* — Vinci" mixed two.
    QVERIFY2(title.startsWith(u"evening — Round "_s) && title.contains(u"* — "_s) &&
                 !title.contains(u" - "_s),
             qPrintable(title));
    QVERIFY(window.isWindowModified());
    QCOMPARE(window.recentFiles()->files().value(0), file);

    // Ctrl+S writes that file, without asking where.
    bool asked = false;
    {
        QTimer watch; // a file dialog, if one came, is noted and closed
        watch.setInterval(10);
        connect(&watch, &QTimer::timeout, this, [&asked] {
            if (auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
                asked = true;
                dialog->reject();
            }
        });
        watch.start();
        // Where the keyboard is, as a person types it: the window is not activated first.
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_S, Qt::ControlModifier);
    }
    QVERIFY(!asked);
    QCOMPARE(actionsIn(file, catalog), played);
    QVERIFY(!window.isWindowModified());
    QVERIFY2(!window.windowHandle()->title().contains(u'*'),
             qPrintable(window.windowHandle()->title()));

    // Save As over another file: the file dialog's own "replace it?" (one box). Return there
    // (its default, No) writes nothing, and once the dialog is left the status bar says so.
    playOn(window, 6, 3);
    const QString other = dir.filePath(u"other.vinci"_s);
    QVERIFY(QFile::copy(file, other));
    QString question;
    typeNextSaveName(other, [](QFileDialog *stillOpen) {
        QVERIFY(stillOpen);
        stillOpen->reject();
    });
    answerNextBox([&question](QMessageBox &box) {
        question = box.text();
        QTest::keyClick(&box, Qt::Key_Return);
    });
    saveAsAction(window)->trigger();
    QVERIFY2(question.contains(u"other.vinci"_s), qPrintable(question));
    QCOMPARE(actionsIn(other, catalog).size(), played.size());
    QVERIFY2(window.statusBar()->currentMessage().startsWith(u"Not saved"_s),
             qPrintable(window.statusBar()->currentMessage()));
    QCOMPARE(window.currentFile(), file);
    QVERIFY(window.isWindowModified());
    // Yes replaces it, and the title and the status bar name it.
    typeNextSaveName(other);
    answerNextBox(click(QMessageBox::Yes));
    saveAsAction(window)->trigger();
    QCOMPARE(actionsIn(other, catalog), window.controller()->actions());
    QVERIFY(window.controller()->actions().size() > played.size());
    QCOMPARE(window.currentFile(), other);
    QVERIFY(window.windowHandle()->title().startsWith(u"other — "_s));
    QVERIFY2(window.statusBar()->currentMessage().contains(u"other.vinci"_s),
             qPrintable(window.statusBar()->currentMessage()));
    QVERIFY(window.close());
    store.endSession();
}

void TestAutosave::aFinishedGameOutlivesACrashOnItsEndPage()
{
    // The end of a game dropped its autosave: a program that died on the end page (the person
    // reading the statistics, not yet saved) lost the finished game. And the title still said
    // "Round 9" over it.
    QTemporaryDir dir;
    MapCatalog catalog({mapsFolder()});
    const NewGameSetup setup = peopleSetup(u"europe"_s, 3, 9);
    GameState state = newEuropeGame(3, 9);
    GameState beforeLast = state;
    std::vector<Action> actions;
    RandomPlayer player(4);
    while (!state.isOver()) {
        beforeLast = state;
        actions.push_back(player.chooseAction(state));
        QVERIFY(!applyInPlace(state, actions.back()));
    }
    const Action last = actions.back();
    actions.pop_back();
    {
        AppDataAutosave store(dir.path());
        QCOMPARE(store.beginSession(), AppDataAutosave::SessionStart::Clean);
        MainWindow window(&catalog);
        window.setAutosaveStore(&store);
        window.show();
        QVERIFY(window.controller()->loadGame(
            {SavedGame{state.options, actions, setup.toMetadata()}, beforeLast}));
        // The last move, played here: the game is over, its page opens.
        QVERIFY(!window.controller()->play(last));
        QVERIFY(window.controller()->state().isOver());
        QTRY_VERIFY(window.endOfGameDialog());
        const QString title = window.windowHandle()->title();
        QVERIFY2(title.contains(u"Game over"_s) && !title.contains(u"Round"_s), qPrintable(title));
        QVERIFY(store.hasAutosave());
        // Killed on the end page: no close, no endSession().
    }
    actions.push_back(last);
    AppDataAutosave store(dir.path());
    MainWindow window(&catalog);
    QVERIFY(resumeAfterCrash(store, window));
    // The finished game, whole, on its end page again; unsaved, so Quit asks.
    QCOMPARE(window.controller()->actions(), actions);
    QVERIFY(window.controller()->state().isOver());
    QTRY_VERIFY(window.endOfGameDialog());
    QVERIFY(window.windowHandle()->title().contains(u"Game over"_s));
    QVERIFY(window.isWindowModified());
    // Left on purpose (its unsaved turns discarded): nothing is offered at the next start.
    window.endOfGameDialog()->close();
    answerNextBox(click(QMessageBox::Discard));
    QVERIFY(window.close());
    QVERIFY(!store.hasAutosave());
    store.endSession();
    AppDataAutosave after(dir.path());
    QCOMPARE(after.beginSession(), AppDataAutosave::SessionStart::Clean);
    after.endSession();
}

void TestAutosave::mapOnTheCommandLineStartsANewGame()
{
    // `vinci --map NAME` (the editor's Test Play) after a clean exit: the new game dialog comes
    // up on that map once the window is shown, and its game is played there. The next new game
    // is remembered on the other map: only --map brings Europe.
    NewGameSetup remembered = NewGameSetup::defaultSetup();
    remembered.mapId = QStringLiteral("mediterranean");
    QSettings settings;
    settings.beginGroup(QStringLiteral("newGame"));
    remembered.save(settings);
    settings.endGroup();
    QCOMPARE(NewGameDialog::rememberedSetup().mapId, QStringLiteral("mediterranean"));
    QTemporaryDir dir;
    MapCatalog catalog({QStringLiteral(VINCI_SOURCE_DIR "/maps")});
    AppDataAutosave store(dir.path());
    QCOMPARE(store.beginSession(), AppDataAutosave::SessionStart::Clean);
    MainWindow window(&catalog);
    window.setAutosaveStore(&store);
    window.show();
    QString shownMap;
    acceptNextNewGameDialog(window, &shownMap);
    LaunchRequest request;
    request.map = QStringLiteral("europe");
    QCOMPARE(openStartupGame(window, store, request), StartupGame::NewGameOnMap);
    QTRY_VERIFY(window.controller()->hasGame());
    QCOMPARE(shownMap, QStringLiteral("europe"));
    QCOMPARE(window.controller()->state().board->mapId(), QStringLiteral("europe"));
    QVERIFY(window.close());
    store.endSession();
}

void TestAutosave::mapOnTheCommandLineWaitsForTheInterruptedGame()
{
    // A crash left a game: resumed, it is the game played, and no new game on the map replaces
    // it (the map asked for is not offered over it).
    QTemporaryDir dir;
    const Played played = crashWithAGame(dir.path());
    MapCatalog catalog({QStringLiteral(VINCI_SOURCE_DIR "/maps")});
    AppDataAutosave store(dir.path());
    MainWindow window(&catalog);
    QVERIFY(showAfterCrash(store, window));
    QString shownMap;
    acceptNextNewGameDialog(window, &shownMap);
    answerNextBox(resume);
    LaunchRequest request;
    request.map = QStringLiteral("mediterranean");
    QCOMPARE(openStartupGame(window, store, request), StartupGame::Resumed);
    // What the event loop would show after the window is up has had its turn.
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    QVERIFY2(shownMap.isEmpty(), qPrintable(shownMap));
    QCOMPARE(window.controller()->actions(), played.saved.actions);
    QCOMPARE(window.controller()->state().board->mapId(), QStringLiteral("europe"));
    answerNextBox(click(QMessageBox::Discard));
    QVERIFY(window.close());
    store.endSession();
}

void TestAutosave::aFileNotOpenedIsSaidUntilTheTurnIsOver()
{
    // The s51 walk: `vinci partie.vinci` after a crash, Resume; "partie.vinci was not opened:
    // the interrupted game was resumed" was still in the status bar turns later.
    QTemporaryDir dir;
    crashWithAGame(dir.path());
    const QString file = dir.filePath(u"partie.vinci"_s);
    MapCatalog catalog({QStringLiteral(VINCI_SOURCE_DIR "/maps")});
    AppDataAutosave store(dir.path());
    MainWindow window(&catalog);
    QVERIFY(showAfterCrash(store, window));
    answerNextBox(resume);
    QCOMPARE(openStartupGame(window, store, LaunchRequest::fromCommandLine(file, {})),
             StartupGame::Resumed);
    const QString message = window.statusBar()->currentMessage();
    QVERIFY2(message.contains(u"partie.vinci"_s), qPrintable(message));
    const int seat = window.controller()->actingSeat();
    playOutTheTurn(window, 3);
    QVERIFY(window.controller()->actingSeat() != seat);
    QVERIFY2(!window.statusBar()->currentMessage().contains(u"partie.vinci"_s),
             qPrintable(window.statusBar()->currentMessage()));
    answerNextBox(click(QMessageBox::Discard));
    QVERIFY(window.close());
    store.endSession();
}

void TestAutosave::escapeOnTheCrashPromptKeepsTheGame()
{
    // A key pressed by mistake never deletes a game, nor hides it: Escape on the crash prompt
    // ("Not now") resumes nothing and keeps the never-saved game as a saved game of its own,
    // first among the recent games. The walk found no way back to it but a restart, and a new
    // game started meanwhile deleted it. Here a new game is started after it, then the kept game
    // is opened from the welcome page, whole.
    QSettings().clear();
    QTemporaryDir dir;
    const Played played = crashWithAGame(dir.path());
    MapCatalog catalog({QStringLiteral(VINCI_SOURCE_DIR "/maps")});
    QString kept;
    {
        AppDataAutosave store(dir.path());
        QCOMPARE(store.beginSession(), AppDataAutosave::SessionStart::AfterCrash);
        QVERIFY(store.shouldOfferRecovery());
        MainWindow window(&catalog);
        window.setAutosaveStore(&store);
        window.show();
        answerNextBox([](QMessageBox &box) { QTest::keyClick(&box, Qt::Key_Escape); });
        QCOMPARE(openStartupGame(window, store, {}), StartupGame::None);
        QVERIFY(!window.controller()->hasGame());
        // Kept where the recent games are, and said so.
        QVERIFY(!window.recentFiles()->files().isEmpty());
        kept = window.recentFiles()->files().constFirst();
        QVERIFY2(kept.startsWith(store.keptGamesFolder()), qPrintable(kept));
        // Named by the window in its language; its file's name is in none.
        QCOMPARE(window.gameName(kept), u"Interrupted game"_s);
        QVERIFY2(window.statusBar()->currentMessage().contains(u"“Interrupted game”"_s),
                 qPrintable(window.statusBar()->currentMessage()));
        QCOMPARE(actionsIn(kept, catalog), played.saved.actions);
        // A new game started after it leaves it where it is.
        QString error;
        QVERIFY2(window.startGame(NewGameSetup::defaultSetup(), &error), qPrintable(error));
        QVERIFY(QFileInfo::exists(kept));
        QVERIFY(window.close());
        store.endSession(); // a clean exit
    }
    // The next start asks nothing (the game is in the recent games, not in the autosave)...
    AppDataAutosave after(dir.path());
    QCOMPARE(after.beginSession(), AppDataAutosave::SessionStart::Clean);
    QVERIFY(!after.shouldOfferRecovery());
    MainWindow window(&catalog);
    window.setAutosaveStore(&after);
    window.show();
    QCOMPARE(openStartupGame(window, after, {}), StartupGame::None);
    // ...and the welcome page lists it first: a click opens it as it was.
    const QList<QPushButton *> recent = window.startView()->findChildren<QPushButton *>(
        u"recentFile"_s, Qt::FindChildrenRecursively);
    QVERIFY(!recent.isEmpty());
    QCOMPARE(recent.constFirst()->text(), window.gameName(kept));
    QTest::mouseClick(recent.constFirst(), Qt::LeftButton);
    QTRY_VERIFY(window.controller()->hasGame());
    QCOMPARE(window.controller()->actions(), played.saved.actions);
    QVERIFY(!window.controller()->isModified());
    QVERIFY(window.close());
    after.endSession();
}

void TestAutosave::aKeptGameIsNamedInTheLanguage()
{
    // The s45 walk in French: the welcome page showed two forms of date, the kept game's name
    // an ISO one ("2026-11-27 21.10") over its description's French one ("27/11/2026 21:10");
    // the s46 walk "28-11-2026 14.55" over "28/11/2026 14:55", at Larger text on a 1366x768
    // screen at the scale factor 1.5 (911 logical pixels wide), and the status bar cut the
    // message saying where the game was kept. Not now in French there: the game is kept as
    // "Partie interrompue", its date once, under it, and the message is whole.
    QSettings().clear();
    LanguageSwitcher switcher;
    QVERIFY(switcher.setLanguage(u"fr"_s, false));
    const auto english = qScopeGuard([&switcher] { switcher.setLanguage(u"en"_s, false); });
    QTemporaryDir dir;
    crashWithAGame(dir.path());
    MapCatalog catalog({QStringLiteral(VINCI_SOURCE_DIR "/maps")});
    AppDataAutosave store(dir.path());
    QCOMPARE(store.beginSession(), AppDataAutosave::SessionStart::AfterCrash);
    const QDateTime savedAt = store.autosaveTime();
    MainWindow window(&catalog, &switcher);
    window.setAutosaveStore(&store);
    window.findChild<QAction *>(u"textSize-larger"_s)->trigger();
    const auto normal =
        qScopeGuard([&window] { window.findChild<QAction *>(u"textSize-normal"_s)->trigger(); });
    window.resize(911, 512);
    window.show();
    answerNextBox([](QMessageBox &box) { QTest::keyClick(&box, Qt::Key_Escape); });
    QCOMPARE(openStartupGame(window, store, {}), StartupGame::None);
    const QList<QPushButton *> recent = window.startView()->findChildren<QPushButton *>(
        u"recentFile"_s, Qt::FindChildrenRecursively);
    QVERIFY(!recent.isEmpty());
    QCOMPARE(recent.constFirst()->text(), u"Partie interrompue"_s);
    // In sight without scrolling, under the ways in: below the words and the map's picture the
    // s47 walk did not find it there, only in Game > Open Recent.
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
    QWidget *viewport = window.startView()->parentWidget();
    const QRect shown(recent.constFirst()->mapTo(viewport, QPoint()), recent.constFirst()->size());
    QVERIFY2(viewport->rect().contains(shown),
             qPrintable(u"the kept game at %1,%2 in a page of %3x%4"_s.arg(shown.x())
                            .arg(shown.y())
                            .arg(viewport->width())
                            .arg(viewport->height())));
    // The date as the description under it says it.
    const QString date = QLocale().toString(savedAt.toLocalTime(), QLocale::ShortFormat);
    const auto *details = window.startView()->findChild<QLabel *>(u"recentFileDetails"_s);
    QVERIFY(details);
    QVERIFY2(details->text().contains(date), qPrintable(details->text() + u" / "_s + date));
    // The message where it was kept, in the status bar's room (its text less a margin each side).
    const QString message = window.statusBar()->currentMessage();
    QVERIFY2(message.contains(u"« Partie interrompue »"_s), qPrintable(message));
    const int room = window.statusBar()->width() - 2 * 8;
    const int needed = window.statusBar()->fontMetrics().horizontalAdvance(message);
    QVERIFY2(needed <= room,
             qPrintable(u"\"%1\" needs %2 of %3 pixels"_s.arg(message).arg(needed).arg(room)));
    QVERIFY(window.close());
    store.endSession();
}

namespace {

/**
 * The game of `gameFile` left by a program killed mid-game, as the store in `folder` autosaved
 * it; the file holds the same moves when `alsoInTheFile` (saved as its turn began).
 */
Played crashWithTheGameOf(const QString &folder, const QString &gameFile, bool alsoInTheFile,
                          int moves = 25)
{
    Played played = playSome(moves);
    AppDataAutosave store(folder);
    store.beginSession();
    store.setGameFile(gameFile);
    if (!store.save(played.state, played.saved))
        qFatal("cannot write the autosave");
    if (alsoInTheFile && !writeSaveGame(gameFile, played.state, played.saved))
        qFatal("cannot write the game's file");
    return played;
}

} // namespace

void TestAutosave::keptGamesAreToldApartInTheLanguage()
{
    // The s48 walk: nordic crashed twice, "Not now" both times, in English; then in German,
    // Open Recent listed two entries reading "nordic (interrupted)", and the window's title
    // and the quit question said "(interrupted)" in English. The names are the language's, and
    // no two alike.
    QSettings().clear();
    QTemporaryDir dir;
    const QString nordic = dir.filePath(u"nordic.vinci"_s);
    MapCatalog catalog({QStringLiteral(VINCI_SOURCE_DIR "/maps")});
    LanguageSwitcher switcher;
    const auto english = qScopeGuard([&switcher] { switcher.setLanguage(u"en"_s, false); });
    QStringList kept;
    for (int crash = 0; crash < 2; ++crash) {
        crashWithTheGameOf(dir.path(), nordic, crash == 0, 25 + 10 * crash);
        AppDataAutosave store(dir.path());
        MainWindow window(&catalog, &switcher);
        QVERIFY(showAfterCrash(store, window));
        answerNextBox([](QMessageBox &box) { QTest::keyClick(&box, Qt::Key_Escape); });
        QCOMPARE(openStartupGame(window, store, {}), StartupGame::None);
        kept.prepend(window.recentFiles()->files().constFirst());
        QVERIFY(window.close());
        store.endSession();
    }
    QVERIFY(switcher.setLanguage(u"de"_s, false));
    AppDataAutosave store(dir.path());
    QCOMPARE(store.beginSession(), AppDataAutosave::SessionStart::Clean);
    MainWindow window(&catalog, &switcher);
    window.setAutosaveStore(&store);
    window.show();
    QMenu menu;
    window.recentFiles()->attachTo(&menu);
    QStringList entries;
    for (const QAction *action : menu.actions()) {
        if (kept.contains(action->toolTip()))
            entries << action->text().section(u" — "_s, 0, 0).section(u"  "_s, 1); // no "&1  "
    }
    QCOMPARE(entries.size(), 2);
    QVERIFY2(entries.at(0) != entries.at(1), qPrintable(entries.join(u" / "_s)));
    // The first one kept (the second's words are new, translated with the next .ts update).
    QCOMPARE(window.gameName(kept.constLast()), u"nordic (unterbrochen)"_s);
    QVERIFY2(entries.contains(u"nordic (unterbrochen)"_s), qPrintable(entries.join(u" / "_s)));
    // Opened, in the title and the quit question.
    QString error;
    QVERIFY2(window.openFile(kept.constLast(), &error), qPrintable(error));
    QVERIFY2(window.windowHandle()->title().startsWith(u"nordic (unterbrochen) — "_s),
             qPrintable(window.windowHandle()->title()));
    QVERIFY(window.close());
    store.endSession();
}

void TestAutosave::olderVersionsKeptGamesAreMarkedOnce_data()
{
    // As older versions named the files of the games they kept, in the language of the moment:
    // the window read "nordic (interrupted) (interrupted)" (the s49 walk).
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("shown");
    QTest::newRow("marked") << u"nordic (interrupted)"_s << u"nordic (interrupted)"_s;
    QTest::newRow("marked, 2") << u"nordic (interrupted) (2)"_s << u"nordic (interrupted, 2)"_s;
    QTest::newRow("marked in German") << u"nordic (unterbrochen)"_s << u"nordic (interrupted)"_s;
    QTest::newRow("marked in French, 3")
        << u"nordic (interrompue) (3)"_s << u"nordic (interrupted, 3)"_s;
    QTest::newRow("kept again") << u"nordic (2) (2)"_s << u"nordic (interrupted, 2)"_s;
    QTest::newRow("in no file") << u"Interrupted game"_s << u"Interrupted game"_s;
    QTest::newRow("in no file, German, 2")
        << u"Unterbrochenes Spiel (2)"_s << u"Interrupted game 2"_s;
    QTest::newRow("today's") << u"nordic (2)"_s << u"nordic (interrupted, 2)"_s;
}

void TestAutosave::olderVersionsKeptGamesAreMarkedOnce()
{
    QFETCH(QString, file);
    QFETCH(QString, shown);
    QTemporaryDir dir;
    const QString kept = AppDataAutosave(dir.path()).keptGamesFolder();
    QCOMPARE(SavedGameDescription::nameOf(kept + u'/' + file + u".vinci"_s, kept), shown);
}

void TestAutosave::aKeptGameKeptAgainIsNumberedOnce()
{
    // The s49 walk: nordic kept twice by Not now, its second kept game opened from Open Recent,
    // Vinci closed without a word, Not now again: the game was kept as "nordic (2) (2)".
    QSettings().clear();
    QTemporaryDir dir;
    const QString folder = AppDataAutosave(dir.path()).keptGamesFolder();
    QVERIFY(QDir().mkpath(folder));
    const Played played = playSome(25);
    for (const QString &name : {u"nordic"_s, u"nordic (2)"_s})
        QVERIFY(writeSaveGame(folder + u'/' + name + u".vinci"_s, played.state, played.saved));
    const QString second = folder + u"/nordic (2).vinci"_s;
    crashWithTheGameOf(dir.path(), second, false, 35);
    MapCatalog catalog({QStringLiteral(VINCI_SOURCE_DIR "/maps")});
    AppDataAutosave store(dir.path());
    MainWindow window(&catalog);
    QVERIFY(showAfterCrash(store, window));
    answerNextBox([](QMessageBox &box) { QTest::keyClick(&box, Qt::Key_Escape); });
    QCOMPARE(openStartupGame(window, store, {}), StartupGame::None);
    const QString kept = window.recentFiles()->files().constFirst();
    QCOMPARE(QFileInfo(kept).fileName(), u"nordic (3).vinci"_s);
    QCOMPARE(window.gameName(kept), u"nordic (interrupted, 3)"_s);
    QVERIFY(window.close());
    store.endSession();
}

void TestAutosave::resumeSaysWhatIsFurtherAndWhatWasLost()
{
    // The s48 walk: kill -9 within a turn of a game saved as the turn began; the next start
    // said "Newer than walk.vinci as last saved" with the same time for both, and, resumed,
    // the turn began again without a word.
    QSettings().clear();
    QTemporaryDir dir;
    const QString file = dir.filePath(u"walk.vinci"_s);
    crashWithTheGameOf(dir.path(), file, true);
    RecentFiles().add(file); // saved by the person
    MapCatalog catalog({QStringLiteral(VINCI_SOURCE_DIR "/maps")});
    AppDataAutosave store(dir.path());
    MainWindow window(&catalog);
    QVERIFY(showAfterCrash(store, window));
    QString prompt;
    QStringList recent;
    answerNextBox([&](QMessageBox &box) {
        prompt = box.informativeText();
        for (const QLabel *details :
             window.startView()->findChildren<QLabel *>(u"recentFileDetails"_s))
            recent << details->text();
        resume(box);
    });
    QCOMPARE(openStartupGame(window, store, {}), StartupGame::Resumed);
    QVERIFY2(!prompt.contains(u"Newer"_s) && prompt.contains(u"The same moves as “walk.vinci”"_s),
             qPrintable(prompt));
    QCOMPARE(recent.size(), 1);
    QVERIFY2(!recent.constFirst().contains(u"newer"_s) &&
                 recent.constFirst().contains(u"same moves"_s),
             qPrintable(recent.constFirst()));
    const GameController &controller = *window.controller();
    const QString acting =
        controller.seats().at(static_cast<std::size_t>(controller.actingSeat())).name;
    const QString message = window.statusBar()->currentMessage();
    QVERIFY2(message.contains(acting) && message.contains(u"not saved"_s), qPrintable(message));
    // Said until that turn is played again: the s50 walk read it two turns later still.
    const int seat = window.controller()->actingSeat();
    playOutTheTurn(window, 7);
    QVERIFY(window.controller()->actingSeat() != seat);
    QVERIFY(window.statusBar()->currentMessage() != message);
    answerNextBox([](QMessageBox &box) { box.button(QMessageBox::Discard)->click(); });
    QVERIFY(window.close());
    store.endSession();
}

void TestAutosave::saveAsksWhereForAGameTheProgramKept()
{
    // The s42 walk: a game the crash prompt had kept ("Not now") went on, and the Quit
    // question's Save wrote it into "interrupted games" without a word; the person expected to
    // be asked where. Save asks, with the game's name, and not in the program's folder. The
    // s53 walk: the dialog opened in "interrupted games", and the kept copy stayed among the
    // recent games beside the saved one, the same game twice. The saved file holds its turns.
    QSettings().clear();
    QTemporaryDir dir;
    const Played played = crashWithAGame(dir.path());
    MapCatalog catalog({QStringLiteral(VINCI_SOURCE_DIR "/maps")});
    AppDataAutosave store(dir.path());
    MainWindow window(&catalog);
    QVERIFY(showAfterCrash(store, window));
    answerNextBox([](QMessageBox &box) {
        if (auto *prompt = qobject_cast<RecoveryPrompt *>(&box))
            prompt->notNowButton()->click();
    });
    QCOMPARE(openStartupGame(window, store, {}), StartupGame::None);
    const QString kept = window.recentFiles()->files().constFirst();
    QVERIFY2(kept.startsWith(store.keptGamesFolder()), qPrintable(kept));
    QString error;
    QVERIFY2(window.openFile(kept, &error), qPrintable(error));
    playOn(window, 6, 5);
    QVERIFY(window.controller()->isModified());
    const std::vector<Action> now = window.controller()->actions();

    QString proposed;
    QString proposedFolder;
    answerNextBox(click(QMessageBox::Save));
    typeNextSaveName(dir.filePath(u"evening"_s), {}, &proposed, &proposedFolder);
    const QString keptName = window.gameName(kept);
    quit(window);
    QTRY_VERIFY(!window.isVisible());
    // Under the name the window gives it, not its file's in the program's folder.
    QCOMPARE(proposed, keptName + u".vinci"_s);
    QVERIFY2(QDir(proposedFolder) != QDir(store.keptGamesFolder()), qPrintable(proposedFolder));
    const QString saved = dir.filePath(u"evening.vinci"_s);
    QCOMPARE(actionsIn(saved, catalog), now);
    const std::vector<Action> keptTurns(now.begin(),
                                        now.begin() + std::ssize(played.saved.actions));
    QCOMPARE(keptTurns, played.saved.actions);
    QCOMPARE(window.recentFiles()->files(), QStringList{saved});
    QVERIFY(!QFileInfo::exists(kept));
    store.endSession();
}

void TestAutosave::quitAsksAboutTheGameByName()
{
    // The s41 walk: Ctrl+Q's "Save it first?" did not say which game it asked about. It names
    // the file, and under it the round and the players, as the recent games do.
    QTemporaryDir dir;
    MapCatalog catalog({mapsFolder()});
    AppDataAutosave store(dir.path());
    store.beginSession();
    MainWindow window(&catalog);
    QVERIFY(startKeptGame(window, store));
    playOn(window, 12, 1);
    typeNextSaveName(dir.filePath(u"evening"_s));
    QVERIFY(pressOn(window, Qt::ControlModifier));
    QCOMPARE(window.currentFile(), dir.filePath(u"evening.vinci"_s));
    playOn(window, 10, 2);
    QVERIFY(window.controller()->isModified());
    // The game's name, as the welcome page lists it: "evening.vinci" in the title and the
    // question read as a file's, not a game's (the s46 walk).
    QVERIFY2(window.windowTitle().startsWith(u"evening — Round"_s),
             qPrintable(window.windowTitle()));
    QString text;
    QString info;
    answerNextBox([&](QMessageBox &box) {
        text = box.text();
        info = box.informativeText();
        grabIfAsked(box, u"quit-prompt"_s);
        box.button(QMessageBox::Cancel)->click();
    });
    quit(window);
    QVERIFY(!text.isEmpty());
    QVERIFY2(text.contains(u"The game in progress “evening” has"_s), qPrintable(text));
    const QString round = u"Round %1 · "_s.arg(window.controller()->state().round);
    QVERIFY2(info.startsWith(round) && info.contains(u"Player 1"_s), qPrintable(info));
    // The s53 walk: the name in the question was quoted, the same name below it not.
    QVERIFY2(info.contains(u"the turns played since “evening” was saved are lost"_s),
             qPrintable(info));
    // Cancel: the game stays.
    QVERIFY(window.isVisible());
    QVERIFY(window.controller()->isModified());
    answerNextBox(click(QMessageBox::Discard));
    QVERIFY(window.close());
    store.endSession();
}

void TestAutosave::quitIsNeverACrash()
{
    // The s41 walk: quit with Ctrl+Q, start again, and "Vinci did not close properly". After the
    // crash prompt's Not now, a quit left the session's running marker on purpose (to offer the
    // game again) and the next start called the clean quit a crash. Quit with either answer to
    // its question (Save, Discard), and with no game after Not now, ends clean.
    MapCatalog catalog({mapsFolder()});
    for (const QMessageBox::StandardButton answer :
         {QMessageBox::Save, QMessageBox::Discard, QMessageBox::NoButton}) {
        QSettings().clear();
        QTemporaryDir dir;
        crashWithAGame(dir.path());
        {
            AppDataAutosave store(dir.path());
            MainWindow window(&catalog);
            QVERIFY(showAfterCrash(store, window));
            answerNextBox([](QMessageBox &box) {
                if (auto *prompt = qobject_cast<RecoveryPrompt *>(&box))
                    prompt->notNowButton()->click();
            });
            QCOMPARE(openStartupGame(window, store, {}), StartupGame::None);
            if (answer != QMessageBox::NoButton) {
                QVERIFY(window.startGame(
                    setupOf(peopleSetup(u"mediterranean"_s, 3).seats, 11, u"mediterranean"_s)));
                playOn(window, 12, 1);
                answerNextBox(click(answer));
                if (answer == QMessageBox::Save)
                    typeNextSaveName(dir.filePath(u"evening"_s));
            }
            quit(window);
            QVERIFY(!window.isVisible());
            if (answer == QMessageBox::Save)
                QVERIFY(QFileInfo::exists(dir.filePath(u"evening.vinci"_s)));
            store.endSession(); // as main() does once its event loop is over
        }
        AppDataAutosave next(dir.path());
        QCOMPARE(next.beginSession(), AppDataAutosave::SessionStart::Clean);
        QVERIFY(!next.shouldOfferRecovery());
        next.endSession();
    }
}

void TestAutosave::resumedAsSavedIsNotModified()
{
    // The s41 walk: reopened, the title said "Round 6*" though nothing had changed since the
    // game was saved. A game resumed whose file holds exactly it (the program went away right
    // after Ctrl+S) is that saved game: no "*", Quit asks nothing.
    QTemporaryDir dir;
    const QString file = dir.filePath(u"evening.vinci"_s);
    MapCatalog catalog({mapsFolder()});
    {
        AppDataAutosave store(dir.path());
        QCOMPARE(store.beginSession(), AppDataAutosave::SessionStart::Clean);
        MainWindow window(&catalog);
        QVERIFY(startKeptGame(window, store));
        playOn(window, 30, 1);
        // To the end of a turn: the autosave holds the game at its last confirmed turn.
        const int turn = window.controller()->state().turnNumber;
        RandomPlayer player(3);
        while (window.controller()->state().turnNumber == turn)
            QVERIFY(!window.controller()->play(player.chooseAction(window.controller()->state())));
        typeNextSaveName(dir.filePath(u"evening"_s));
        QVERIFY(pressOn(window, Qt::ControlModifier));
        QCOMPARE(window.currentFile(), file);
        QVERIFY(!window.controller()->isModified());
        // Gone now: no close, no endSession().
    }
    AppDataAutosave store(dir.path());
    MainWindow window(&catalog);
    QVERIFY(resumeAfterCrash(store, window));
    QCOMPARE(window.controller()->actions(), actionsIn(file, catalog));
    QCOMPARE(window.currentFile(), file);
    QVERIFY(!window.controller()->isModified());
    const QString title = window.windowHandle()->title();
    QVERIFY2(title.startsWith(u"evening — Round "_s) && !title.contains(u'*'), qPrintable(title));
    QVERIFY(window.close()); // no question
    store.endSession();
}

void TestAutosave::aResumedTurnKeepsItsMovesItsUndoAndItsView()
{
    // The s53 walk: zoomed in, moves made in a turn, a crash; resumed, the map was fitted again
    // and Undo greyed, the turn's moves as if never played. Resumed now as it was left: the
    // moves, Undo taking them back one step at a time, the zoom and the map's centre.
    QSettings().clear();
    QTemporaryDir dir;
    MapCatalog catalog({mapsFolder()});
    std::vector<Action> played;
    std::size_t lastStepStart = 0;
    QJsonObject shown;
    {
        AppDataAutosave store(dir.path());
        QCOMPARE(store.beginSession(), AppDataAutosave::SessionStart::Clean);
        MainWindow window(&catalog);
        QVERIFY(startKeptGame(window, store));
        GameController &playing = *window.controller();
        // Into a turn's conquests, two steps of it played (Expand and a conquest, or more).
        RandomPlayer player(3);
        for (int step = 0; step < 400; ++step) {
            if (playing.state().phase == Phase::Conquest && playing.state().turn.conquests > 0 &&
                playing.canUndo())
                break;
            lastStepStart = playing.actions().size();
            QVERIFY(!playing.play(player.chooseAction(playing.state())));
        }
        QVERIFY(playing.canUndo());
        played = playing.actions();
        // The window settled first, as a person sees it (the docks come in after the start).
        QCoreApplication::processEvents();
        for (int i = 0; i < 4; ++i)
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        GameMapView *view = window.mapView();
        view->zoomIn();
        view->zoomIn();
        view->horizontalScrollBar()->setValue(view->horizontalScrollBar()->value() - 120);
        view->verticalScrollBar()->setValue(view->verticalScrollBar()->value() + 40);
        shown = view->shown();
        QVERIFY(!shown.isEmpty());
        QTRY_COMPARE(store.view(), shown); // kept a moment after the view stood still
        // Gone now: no close, no endSession().
    }
    AppDataAutosave store(dir.path());
    MainWindow window(&catalog);
    QVERIFY(resumeAfterCrash(store, window));
    GameController &resumed = *window.controller();
    QCOMPARE(resumed.actions(), played);
    QVERIFY(resumed.canUndo());
    QVERIFY(window.turnBar()->undoButton()->isEnabled());
    const QString said = window.statusBar()->currentMessage();
    QVERIFY2(said.contains(u"Undo takes its moves back"_s), qPrintable(said));
    GameMapView *view = window.mapView();
    const auto sameView = [view, &shown] {
        const QJsonObject now = view->shown();
        return !now.isEmpty() &&
               qAbs(now.value(u"ofFit"_s).toDouble() - shown.value(u"ofFit"_s).toDouble()) < 0.01 &&
               QLineF(
                   QPointF(now.value(u"centreX"_s).toDouble(), now.value(u"centreY"_s).toDouble()),
                   QPointF(shown.value(u"centreX"_s).toDouble(),
                           shown.value(u"centreY"_s).toDouble()))
                       .length() < 2;
    };
    QTRY_VERIFY2(sameView(),
                 QJsonDocument(view->shown()).toJson(QJsonDocument::Compact).constData());
    QVERIFY(resumed.undo());
    QCOMPARE(resumed.actions().size(), lastStepStart);
    answerNextBox(click(QMessageBox::Discard));
    QVERIFY(window.close());
    store.endSession();
}

void TestAutosave::recentFilesKeepsNewestFirst()
{
    QSettings().clear();
    QTemporaryDir dir;
    RecentFiles recent(nullptr, 3);
    QSignalSpy changed(&recent, &RecentFiles::changed);
    QStringList paths;
    for (int i = 0; i < 4; ++i)
        paths << QDir(dir.path()).filePath(QStringLiteral("game%1.vinci").arg(i));
    for (const QString &path : paths)
        recent.add(path);
    QCOMPARE(recent.files(), (QStringList{paths[3], paths[2], paths[1]}));
    recent.add(paths[1]);
    QCOMPARE(recent.files(), (QStringList{paths[1], paths[3], paths[2]}));
    recent.remove(paths[3]);
    QCOMPARE(recent.files(), (QStringList{paths[1], paths[2]}));
    QCOMPARE(changed.count(), 6);
    // Kept across program runs.
    QCOMPARE(RecentFiles().files(), (QStringList{paths[1], paths[2]}));
}

void TestAutosave::recentFilesMenuOpensAndClears()
{
    QSettings().clear();
    QTemporaryDir dir;
    const QString existing = QDir(dir.path()).filePath(QStringLiteral("kept.vinci"));
    QFile file(existing);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    RecentFiles recent;
    recent.add(QDir(dir.path()).filePath(QStringLiteral("gone.vinci")));
    recent.add(existing);
    QMenu menu;
    recent.attachTo(&menu);
    // The missing file is left out; the existing one, a separator and "Clear the list".
    const QList<QAction *> actions = menu.actions();
    QCOMPARE(actions.size(), 3);
    QVERIFY(actions.first()->text().contains(QStringLiteral("kept")));
    QSignalSpy open(&recent, &RecentFiles::openRequested);
    actions.first()->trigger();
    QCOMPARE(open.count(), 1);
    QCOMPARE(open.at(0).at(0).toString(), QFileInfo(existing).absoluteFilePath());
    actions.last()->trigger();
    QVERIFY(recent.files().isEmpty());
    emit menu.aboutToShow();
    QCOMPARE(menu.actions().size(), 1);
    QVERIFY(!menu.actions().first()->isEnabled());
}

int main(int argc, char *argv[])
{
    // The child of realCrashIsDetected(): begin a session, autosave, and die at once.
    if (qEnvironmentVariableIsSet(crashVariable)) {
        QCoreApplication app(argc, argv);
        AppDataAutosave store(qEnvironmentVariable(crashVariable));
        store.beginSession();
        const Played played = playSome(8);
        store.save(played.state, played.saved);
        std::_Exit(3);
    }
    QApplication app(argc, argv);
    TestAutosave test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_autosave.moc"
