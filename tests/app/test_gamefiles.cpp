// The game's files as a desktop program keeps them, through the real window: where the Open and
// Save dialogs start, which game each recent entry is (Game > Open Recent, the welcome page),
// and the editor's Test Play leaving the player's settings as they were; a finished game's
// unsaved turns asked about before it is left; games only watched kept out of the recent games
// and of where saving starts.

#include "../engine/corpusfiles.h"
#include "dialogs/endofgamedialog.h"
#include "dialogs/newgamedialog.h"
#include "game/play.h"
#include "gamefixture.h"
#include "io/savegame.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "mapformat/mapcatalog.h"
#include "nextdialog.h"
#include "panels/turnbar.h"
#include "recentfiles.h"
#include "scratchsettings.h"
#include "session/gamecontroller.h"
#include "session/replaysession.h"
#include "session/savedgamedescription.h"
#include "startview.h"
#include "testfiles.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFileDialog>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <functional>

using namespace vinci;
using namespace vinci::testing;
using namespace Qt::StringLiterals;

namespace {

/**
 * Anna and Bruno against two computers on Europe, played by random moves into round `round`,
 * saved to `fileName`.
 */
bool writeGameInRound(const QString &fileName, int round)
{
    const NewGameSetup setup = setupOf({{u"Anna"_s, playerColour(0), u"human"_s},
                                        {u"Bruno"_s, playerColour(1), u"human"_s},
                                        {u"Ada"_s, playerColour(2), u"strategist-normal"_s},
                                        {u"Max"_s, playerColour(3), u"strategist-easy"_s}},
                                       11);
    QString error;
    auto state = newGame(europeBoard(), setup.options, &error);
    if (!state)
        return false;
    SavedGame saved{setup.options, {}, setup.toMetadata()};
    RandomPlayer player(5);
    while (state->round < round && !state->isOver()) {
        const Action action = player.chooseAction(*state);
        if (applyInPlace(*state, action))
            return false;
        saved.actions.push_back(action);
    }
    return state->round == round && writeSaveGame(fileName, *state, saved, &error);
}

/**
 * A corpus game (all its seats computers) saved to `fileName` `actionsLeft` actions before its
 * end, as a person saves mid-game.
 */
bool writeCorpusGameBeforeItsEnd(const QString &fileName, const QString &corpusName,
                                 int actionsLeft)
{
    const auto game = corpusfiles::load(corpusName);
    if (!game || static_cast<int>(game->saved.actions.size()) <= actionsLeft)
        return false;
    SavedGame saved = game->saved;
    saved.actions.resize(saved.actions.size() - static_cast<std::size_t>(actionsLeft));
    QString error;
    auto state = newGame(game->state.board, saved.options, &error);
    if (!state)
        return false;
    for (const Action &action : saved.actions) {
        if (applyInPlace(*state, action))
            return false;
    }
    return !state->isOver() && writeSaveGame(fileName, *state, saved, &error);
}

/** The window's menu action with this (English) text ("&Open..."). */
QAction *actionFor(QWidget &window, const QString &text)
{
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->text() == text)
            return action;
    }
    return nullptr;
}

/** The window's submenu with this (English) title. */
QMenu *menuTitled(QWidget &window, const QString &title)
{
    for (QMenu *menu : window.findChildren<QMenu *>()) {
        if (menu->title() == title)
            return menu;
    }
    return nullptr;
}

/**
 * Runs `open` (which shows a file dialog and waits for it) and, once the dialog is up, gives it
 * to `answer`; true when a dialog came.
 */
bool answerFileDialog(const std::function<void()> &open,
                      const std::function<void(QFileDialog &)> &answer)
{
    bool came = false;
    auto *poll = new QTimer;
    QObject::connect(poll, &QTimer::timeout, poll, [&came, &answer, poll] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        poll->stop();
        came = true;
        answer(*dialog);
    });
    poll->start(20);
    open();
    delete poll;
    return came;
}

/** Accepts the next new game dialog as it is set up, once it is up. */
void acceptNextNewGameDialog(bool *accepted)
{
    auto *poll = new QTimer;
    QObject::connect(poll, &QTimer::timeout, poll, [accepted, poll] {
        auto *dialog = qobject_cast<NewGameDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        poll->deleteLater();
        *accepted = dialog->startButton()->isEnabled();
        QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
    });
    poll->start(20);
}

/** Remembers a new game on `mapId` as the new game dialog does when it is accepted. */
void rememberNewGameOn(const QString &mapId)
{
    NewGameSetup setup = NewGameSetup::defaultSetup();
    setup.mapId = mapId;
    QSettings settings;
    settings.beginGroup(u"newGame"_s);
    setup.save(settings);
}

/** A copy of the Europe map as a map of another id in `parent`, as Test Play hands it over. */
QString copyOfEurope(const QTemporaryDir &parent, const QString &id)
{
    QString folder = parent.filePath(id);
    QDir().mkpath(folder);
    QFile::copy(mapsFolder() + u"/europe/map.svg"_s, folder + u"/map.svg"_s);
    QJsonObject map =
        QJsonDocument::fromJson(fileContents(mapsFolder() + u"/europe/map.json"_s)).object();
    map.insert(u"id"_s, id);
    const QByteArray json = QJsonDocument(map).toJson();
    QFile out(folder + u"/map.json"_s);
    if (!out.open(QIODevice::WriteOnly) || out.write(json) != json.size())
        return {};
    return folder;
}

} // namespace

class TestGameFiles : public QObject
{
    Q_OBJECT

    /** The player's home: their documents folder and their settings are the test's. */
    QTemporaryDir m_home;
    /** Where the program was started from: never where a dialog opens. */
    QTemporaryDir m_started;
    QTemporaryDir m_games;
    std::unique_ptr<MapCatalog> m_catalog;
    /** The program's language, English unless a test switches (as main() restores it). */
    LanguageSwitcher m_language;
    std::unique_ptr<MainWindow> m_window;

    QString documents() const { return m_home.filePath(u"Documents"_s); }

    void openWindow()
    {
        m_window = std::make_unique<MainWindow>(m_catalog.get(), &m_language);
        m_window->resize(1366, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid() && m_started.isValid() && m_games.isValid());
        qputenv("HOME", QFile::encodeName(m_home.path()));
        qunsetenv("XDG_CONFIG_HOME");
        qunsetenv("XDG_DATA_HOME");
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(QDir().mkpath(documents()));
        QVERIFY(QDir::setCurrent(m_started.path()));
        // The dialogs Qt draws itself, which a test can answer (as on a desktop without a
        // platform file dialog).
        QApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
        QCoreApplication::setOrganizationName(u"vinci-tests"_s);
        QCoreApplication::setApplicationName(u"test_gamefiles"_s);
        m_catalog = testing::shippedMaps();
    }

    void init()
    {
        QSettings().clear();
        QVERIFY(m_language.setLanguage(u"en"_s, false));
        openWindow();
    }

    void cleanup() { m_window.reset(); }

    /** Open and Save As start in the documents folder, then in the folder last used. */
    void dialogsStartInTheDocumentsFolderThenTheLastOneUsed()
    {
        const QString saved = m_games.filePath(u"anna-and-bruno.vinci"_s);
        QVERIFY(writeGameInRound(saved, 3));

        // The welcome page's Open: the documents folder, not the folder the game started in.
        QString shownFolder;
        QVERIFY(answerFileDialog(
            [this] { QTest::mouseClick(m_window->startView()->openButton(), Qt::LeftButton); },
            [&](QFileDialog &dialog) {
                shownFolder = dialog.directory().absolutePath();
                // The path typed in the file name box, then Open.
                auto *name = dialog.findChild<QLineEdit *>(u"fileNameEdit"_s);
                QVERIFY(name);
                name->setText(saved);
                QTest::keyClick(name, Qt::Key_Return);
            }));
        QCOMPARE(shownFolder, documents());
        QVERIFY(m_window->controller()->hasGame());
        QCOMPARE(m_window->currentFile(), saved);

        // The next start: Game > Open starts where that game was chosen.
        openWindow();
        QVERIFY(answerFileDialog([this] { actionFor(*m_window, u"&Open..."_s)->trigger(); },
                                 [&](QFileDialog &dialog) {
                                     shownFolder = dialog.directory().absolutePath();
                                     dialog.reject();
                                 }));
        QCOMPARE(shownFolder, m_games.path());

        // A new game's Save As proposes a name in that folder too.
        QVERIFY(m_window->startGame(NewGameSetup::defaultSetup()));
        QString proposed;
        QVERIFY(answerFileDialog([this] { actionFor(*m_window, u"Save &As..."_s)->trigger(); },
                                 [&](QFileDialog &dialog) {
                                     proposed = dialog.selectedFiles().value(0);
                                     dialog.reject();
                                 }));
        QCOMPARE(proposed, m_games.filePath(u"game.vinci"_s));

        // Nothing remembered: a new game's Save As proposes the documents folder.
        QSettings().clear();
        QVERIFY(answerFileDialog([this] { actionFor(*m_window, u"Save &As..."_s)->trigger(); },
                                 [&](QFileDialog &dialog) {
                                     proposed = dialog.selectedFiles().value(0);
                                     dialog.reject();
                                 }));
        QCOMPARE(proposed, QDir(documents()).filePath(u"game.vinci"_s));
    }

    /**
     * Game > Open Recent and the welcome page say which game each file holds: round, people
     * by name, the computers counted, the date in the locale's format; in the language chosen.
     */
    void recentGamesSayWhichGame()
    {
        for (const QString &name : {u"saturday.vinci"_s, u"sunday.vinci"_s}) {
            QVERIFY(writeGameInRound(m_games.filePath(name), 7));
            m_window->recentFiles()->add(m_games.filePath(name));
        }
        const QString earlier = m_games.filePath(u"monday.vinci"_s);
        QVERIFY(writeGameInRound(earlier, 2));
        m_window->recentFiles()->add(earlier);
        const QString file = m_games.filePath(u"tuesday.vinci"_s);
        QVERIFY(writeGameInRound(file, 4));
        m_window->recentFiles()->add(file);
        const QString date =
            QLocale().toString(QFileInfo(file).lastModified().toLocalTime(), QLocale::ShortFormat);
        const QString expected = u"Round 4 · Anna, Bruno, and 2 computers · "_s + date;

        QMenu *recent = menuTitled(*m_window, u"Open &Recent"_s);
        QVERIFY(recent);
        recent->popup(m_window->mapToGlobal(QPoint(40, 40)));
        QCOMPARE(recent->actions().constFirst()->text(), u"&1  tuesday — "_s + expected);
        QVERIFY(recent->actions().at(1)->text().startsWith(u"&2  monday — Round 2 · "_s));
        grabIfAsked(*recent, u"recent-menu-en"_s);
        recent->hide();

        auto *entry = m_window->startView()->findChild<QPushButton *>(u"recentFile"_s);
        auto *details = m_window->startView()->findChild<QLabel *>(u"recentFileDetails"_s);
        QVERIFY(entry && details);
        QTRY_VERIFY(entry->isVisible() && details->isVisible());
        QCOMPARE(entry->text(), u"tuesday"_s);
        QCOMPARE(details->text(), expected);
        grabIfAsked(*m_window, u"welcome-recent-en"_s);

        // In French: the words and the date follow at once.
        QVERIFY(m_language.setLanguage(u"fr"_s, false));
        entry = m_window->startView()->findChild<QPushButton *>(u"recentFile"_s);
        details = m_window->startView()->findChild<QLabel *>(u"recentFileDetails"_s);
        QVERIFY(entry && details);
        QTRY_VERIFY(entry->isVisible() && details->isVisible());
        const QString frenchDate = QLocale(u"fr"_s).toString(
            QFileInfo(file).lastModified().toLocalTime(), QLocale::ShortFormat);
        QCOMPARE(details->text(),
                 u"Tour de table 4 · Anna, Bruno et 2 ordinateurs · "_s + frenchDate);
        grabIfAsked(*m_window, u"welcome-recent-fr"_s);

        // The entry opens its game.
        QTest::mouseClick(entry, Qt::LeftButton);
        QVERIFY(m_window->controller()->hasGame());
        QCOMPARE(m_window->controller()->state().round, 4);

        // The s42 walk: played on, Quit asked, and its French button read "Ne pas tenir compte"
        // (Qt's "ignore") beside a text about deleting: it says what the text says.
        GameController *game = m_window->controller();
        QTRY_VERIFY_WITH_TIMEOUT(game->isModified() || game->isHumanToAct(), 20000);
        if (!game->isModified())
            QVERIFY(!game->play(legalActions(game->state()).front()));
        QVERIFY(game->isModified());
        QString discard;
        testing::answerNextDialog<QMessageBox>([&](QMessageBox &box) {
            discard = box.button(QMessageBox::Discard)->text();
            box.button(QMessageBox::Cancel)->click();
        });
        QVERIFY(!m_window->close());
        QCOMPARE(discard, u"Ne pas enregistrer"_s);
        QVERIFY(m_language.setLanguage(u"en"_s, false));
    }

    /**
     * The s37 walk: a game saved mid-game (g1.vinci), played on to its end; Quit left without a
     * question, the file still held the game in progress and the recent list said "g1 · Round
     * 3" for a game that was over. Turns played since the save are unsaved, finished or not: New
     * and Quit ask (also after Watch Again and Stop Watching, the walk's way to Quit); Save
     * writes the finished game, and the recent entry says so. The file keeps the name Save
     * suggests: the question quotes it (the s49 walk read "La partie terminée partie a des tours
     * non enregistrés").
     */
    void aFinishedGameWithUnsavedTurnsAsksBeforeItIsLeft()
    {
        const QString file = m_games.filePath(u"game.vinci"_s);
        QVERIFY(writeCorpusGameBeforeItsEnd(file, u"online-mediterranean-3.vinci"_s, 12));
        QString error;
        QVERIFY2(m_window->openFile(file, &error), qPrintable(error));
        GameController *controller = m_window->controller();
        QVERIFY(!controller->isModified());
        // The computers play on to the end, quickly.
        controller->setAiDelay(0);
        QTRY_VERIFY_WITH_TIMEOUT(controller->state().isOver(), 60000);
        QTRY_VERIFY(m_window->endOfGameDialog());
        QVERIFY(!readSaveSummary(file)->over);

        // The end page closed, New asks (the new game dialog, had it come instead, is
        // cancelled), and Cancel keeps the game.
        m_window->endOfGameDialog()->close();
        QTRY_VERIFY(!m_window->endOfGameDialog());
        QString asked;
        testing::answerNextDialog<QDialog>([&asked](QDialog &dialog) {
            auto *box = qobject_cast<QMessageBox *>(&dialog);
            asked = box ? box->text()
                        : u"no question, but %1"_s.arg(
                              QString::fromLatin1(dialog.metaObject()->className()));
            if (box)
                box->button(QMessageBox::Cancel)->click();
            else
                dialog.reject();
        });
        actionFor(*m_window, u"&New Game..."_s)->trigger();
        QVERIFY2(asked.contains(u"unsaved"_s), qPrintable(asked));
        QVERIFY(controller->hasGame() && controller->state().isOver());

        // Watched again from the end page (Game > Scores and Statistics), and back (Escape):
        // still unsaved.
        auto *results = m_window->findChild<QAction *>(u"resultsAction"_s);
        QVERIFY(results && results->isEnabled());
        results->trigger();
        QTRY_VERIFY(m_window->endOfGameDialog());
        QTest::mouseClick(m_window->endOfGameDialog()->watchAgainButton(), Qt::LeftButton);
        QTRY_VERIFY(controller->isWatching());
        // The window active again once the page is gone, as the window manager makes it.
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QTest::keyClick(m_window.get(), Qt::Key_Escape);
        QTRY_VERIFY(!controller->isWatching());
        QVERIFY(controller->state().isOver());
        QVERIFY(controller->isModified());

        // Quit asks; Save writes the finished game to its file.
        asked.clear();
        testing::answerNextDialog<QMessageBox>([&asked](QMessageBox &box) {
            asked = box.text();
            box.button(QMessageBox::Save)->click();
        });
        QVERIFY(m_window->close());
        QVERIFY2(asked.startsWith(u"The finished game “game” has unsaved turns."_s),
                 qPrintable(asked));
        const auto summary = readSaveSummary(file);
        QVERIFY(summary && summary->over);
        QVERIFY(m_window->recentFiles()->files().contains(file));
        const QString entry = m_window->recentFiles()->description(file);
        QVERIFY2(entry.startsWith(u"Finished game · "_s), qPrintable(entry));
    }

    /**
     * The s37 walk watched a corpus game, then saved its own: Save As opened among the corpus's
     * games, and the recent games listed them ("online-mediterranean-3 · Finished game · 3
     * computers"). Saving starts where the person last saved; a game only watched moves neither
     * that folder nor the recent games; the next Watch a Game starts where the last one was.
     */
    void watchedGamesMoveNeitherSavesNorTheRecentGames()
    {
        const QString saves = m_games.filePath(u"saves"_s);
        const QString corpus = m_games.filePath(u"corpus"_s);
        QVERIFY(QDir().mkpath(saves) && QDir().mkpath(corpus));
        const QString watched = QDir(corpus).filePath(u"online-mediterranean-3.vinci"_s);
        QFile::remove(watched);
        QVERIFY(QFile::copy(QDir(corpusfiles::folder()).filePath(u"online-mediterranean-3.vinci"_s),
                            watched));
        const auto typeName = [](const QString &name) {
            return [name](QFileDialog &dialog) {
                auto *edit = dialog.findChild<QLineEdit *>(u"fileNameEdit"_s);
                QVERIFY(edit);
                edit->setText(name);
                QTest::keyClick(edit, Qt::Key_Return);
            };
        };

        // A game saved in its folder.
        QVERIFY(m_window->startGame(NewGameSetup::defaultSetup()));
        QVERIFY(answerFileDialog([this] { actionFor(*m_window, u"Save &As..."_s)->trigger(); },
                                 typeName(QDir(saves).filePath(u"mine.vinci"_s))));
        QCOMPARE(m_window->currentFile(), QDir(saves).filePath(u"mine.vinci"_s));

        // A corpus game watched, then left.
        QVERIFY(
            answerFileDialog([this] { m_window->watchAction()->trigger(); }, typeName(watched)));
        QVERIFY(m_window->controller()->isWatching());
        QVERIFY(!m_window->recentFiles()->files().contains(watched));
        m_window->stopWatching();
        for (const QPushButton *entry :
             m_window->startView()->findChildren<QPushButton *>(u"recentFile"_s))
            QVERIFY2(entry->text() != u"online-mediterranean-3"_s, qPrintable(entry->text()));

        // A new game's Save As proposes the folder last saved in, not the corpus's.
        QVERIFY(m_window->startGame(NewGameSetup::defaultSetup()));
        QString proposed;
        QVERIFY(answerFileDialog([this] { actionFor(*m_window, u"Save &As..."_s)->trigger(); },
                                 [&](QFileDialog &dialog) {
                                     proposed = dialog.selectedFiles().value(0);
                                     dialog.reject();
                                 }));
        QCOMPARE(proposed, QDir(saves).filePath(u"game.vinci"_s));
        // Open starts there too; the next Watch a Game where the last one was.
        QString shownFolder;
        QVERIFY(answerFileDialog([this] { actionFor(*m_window, u"&Open..."_s)->trigger(); },
                                 [&](QFileDialog &dialog) {
                                     shownFolder = dialog.directory().absolutePath();
                                     dialog.reject();
                                 }));
        QCOMPARE(shownFolder, saves);
        // (Open asked nothing: the new game has no turns played.)
        QVERIFY(answerFileDialog([this] { m_window->watchAction()->trigger(); },
                                 [&](QFileDialog &dialog) {
                                     shownFolder = dialog.directory().absolutePath();
                                     dialog.reject();
                                 }));
        QCOMPARE(shownFolder, corpus);

        // A game opened from another folder: Open starts there next, but a new game is still
        // saved where the person saves.
        const QString elsewhere = m_games.filePath(u"elsewhere"_s);
        QVERIFY(QDir().mkpath(elsewhere));
        const QString opened = QDir(elsewhere).filePath(u"friends.vinci"_s);
        QVERIFY(writeGameInRound(opened, 2));
        QVERIFY(answerFileDialog([this] { actionFor(*m_window, u"&Open..."_s)->trigger(); },
                                 typeName(opened)));
        QCOMPARE(m_window->currentFile(), opened);
        QVERIFY(m_window->startGame(NewGameSetup::defaultSetup()));
        QVERIFY(answerFileDialog([this] { actionFor(*m_window, u"Save &As..."_s)->trigger(); },
                                 [&](QFileDialog &dialog) {
                                     proposed = dialog.selectedFiles().value(0);
                                     dialog.reject();
                                 }));
        QCOMPARE(proposed, QDir(saves).filePath(u"game.vinci"_s));
    }

    /**
     * The summary behind those words is read without replaying the game or loading its map: a
     * save whose map is nowhere and whose moves are illegal is still described.
     */
    void describingASaveReplaysNothing()
    {
        const QString file = m_games.filePath(u"elsewhere.vinci"_s);
        QVERIFY(writeGameInRound(file, 5));
        QJsonObject root = QJsonDocument::fromJson(fileContents(file)).object();
        root.insert(u"map"_s, QJsonObject{{u"id"_s, u"nowhere"_s}, {u"digest"_s, u"0"_s}});
        root.insert(u"actions"_s, QJsonArray{QJsonObject{{u"type"_s, u"nonsense"_s}}});
        const QByteArray data = QJsonDocument(root).toJson();
        QVERIFY(!readSaveGame(data, file, m_catalog->boardResolver()));

        const auto summary = readSaveSummary(data);
        QVERIFY(summary);
        QCOMPARE(summary->mapId, u"nowhere"_s);
        QCOMPARE(summary->round, 5);
        QCOMPARE(SavedGameDescription::of(*summary), u"Round 5 · Anna, Bruno, and 2 computers"_s);
        // What is no Vinci save has no summary.
        QVERIFY(!readSaveSummary(QByteArray("{\"format\": \"something else\"}")));
        QVERIFY(!readSaveSummary(QByteArray("not json")));
    }

    /**
     * The game the editor's Test Play starts (`--test-play`: ScratchSettings, as main() does)
     * plays a new game on the test map, changes the computer's speed, saves, switches language
     * and quits: the player's settings file is byte for byte as before.
     */
    void testPlayLeavesThePlayersSettingsAsTheyWere()
    {
        m_window.reset();
        rememberNewGameOn(u"mediterranean"_s);
        QSettings().setValue(u"game/aiDelay"_s, 400);
        const QString ownFile = QSettings().fileName();
        const QByteArray before = fileContents(ownFile);
        QVERIFY(!before.isEmpty());
        QTemporaryDir scratchMaps;
        const QString testMap = copyOfEurope(scratchMaps, u"test-map"_s);
        QVERIFY(!testMap.isEmpty());
        {
            ScratchSettings trial;
            QVERIFY(trial.isValid());
            openWindow();
            bool accepted = false;
            acceptNextNewGameDialog(&accepted);
            m_window->showNewGameOn(testMap);
            QVERIFY(accepted);
            QVERIFY(m_window->controller()->hasGame());
            QCOMPARE(m_window->controller()->state().board->mapId(), u"test-map"_s);
            auto *speed = m_window->turnBar()->findChild<QComboBox *>(u"speedBox"_s);
            QVERIFY(speed);
            speed->setCurrentIndex((speed->currentIndex() + 1) % speed->count());
            QString error;
            QVERIFY2(m_window->saveFile(m_games.filePath(u"trial.vinci"_s), &error),
                     qPrintable(error));
            QVERIFY(m_language.setLanguage(u"de"_s));
            QVERIFY(m_window->close());
            m_window.reset();
            // The run itself remembered all that, in its copy.
            QVERIFY(QSettings().fileName() != ownFile);
            QCOMPARE(QSettings().value(u"language"_s).toString(), u"de"_s);
        }
        QCOMPARE(QSettings().fileName(), ownFile);
        QCOMPARE(fileContents(ownFile), before);
    }

    /**
     * The s45 walk's Test Play: a turn played on the test map, then Quit, and the game asked to
     * save a game the designer never asked for. A test play closes without a question; once
     * the designer saves it, its later turns are asked about as any game's.
     */
    void quittingATestPlayAsksNothing()
    {
        m_window->setTestPlay(true);
        QVERIFY(m_window->startGame(NewGameSetup::defaultSetup()));
        GameController *game = m_window->controller();
        game->setAiDelay(0);
        QTRY_VERIFY_WITH_TIMEOUT(game->isModified() || game->isHumanToAct(), 20000);
        if (!game->isModified())
            QVERIFY(!game->play(legalActions(game->state()).front()));
        QVERIFY(game->isModified());
        QString asked;
        const auto answer = [&asked](QMessageBox &box) {
            asked = box.text();
            box.button(QMessageBox::Cancel)->click();
        };
        testing::answerNextDialog<QMessageBox>(answer);
        QVERIFY2(m_window->close(), qPrintable(asked));
        QVERIFY2(asked.isEmpty(), qPrintable(asked));

        // Saved by the designer, then played on: Quit asks.
        openWindow();
        m_window->setTestPlay(true);
        QVERIFY(m_window->startGame(NewGameSetup::defaultSetup()));
        game = m_window->controller();
        QString error;
        QVERIFY2(m_window->saveFile(m_games.filePath(u"kept-trial.vinci"_s), &error),
                 qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(game->isModified() || game->isHumanToAct(), 20000);
        if (!game->isModified())
            QVERIFY(!game->play(legalActions(game->state()).front()));
        // (The answer given above, still waiting for a box, answers this one.)
        QVERIFY(!m_window->close());
        QVERIFY2(asked.contains(u"unsaved"_s), qPrintable(asked));
    }

    /**
     * `vinci --map FOLDER` without Test Play: the new game is played on that map, but the next
     * new game (and the welcome page's picture) stay on a map the next start can find.
     */
    void aMapFromAFolderIsNotRememberedForTheNextGame()
    {
        rememberNewGameOn(u"mediterranean"_s);
        QTemporaryDir scratchMaps;
        const QString testMap = copyOfEurope(scratchMaps, u"test-map"_s);
        QVERIFY(!testMap.isEmpty());
        bool accepted = false;
        acceptNextNewGameDialog(&accepted);
        m_window->showNewGameOn(testMap);
        QVERIFY(accepted);
        QCOMPARE(m_window->controller()->state().board->mapId(), u"test-map"_s);
        QCOMPARE(NewGameDialog::rememberedSetup().mapId, u"mediterranean"_s);
        // The seats chosen are remembered as usual.
        QCOMPARE(NewGameDialog::rememberedSetup().seats, m_window->controller()->seats());
    }

    /**
     * The s43 walk's Test Play: Cancel in the new game dialog on the test map, then Game ▸ New
     * Game: the game is still offered on the test map, not on the one remembered (Europe).
     */
    void newGameAfterACancelStaysOnTheTestedMap()
    {
        rememberNewGameOn(u"mediterranean"_s);
        QTemporaryDir scratchMaps;
        const QString testMap = copyOfEurope(scratchMaps, u"test-map"_s);
        QVERIFY(!testMap.isEmpty());
        answerNextDialog<NewGameDialog>([](NewGameDialog &dialog) { dialog.reject(); });
        m_window->showNewGameOn(testMap);
        QVERIFY(!m_window->controller()->hasGame());
        bool accepted = false;
        acceptNextNewGameDialog(&accepted);
        m_window->showNewGame();
        QVERIFY(accepted);
        QCOMPARE(m_window->controller()->state().board->mapId(), u"test-map"_s);
    }

    /**
     * The s44 walk's Test Play: Cancel in the new game dialog, and the welcome page showed the
     * map remembered from the last game (Europe), not the one being tested. It shows the tested
     * map (here a copy of Europe, the remembered one the Mediterranean).
     */
    void theWelcomePageShowsTheTestedMapAfterACancel()
    {
        m_window.reset();
        rememberNewGameOn(u"mediterranean"_s);
        openWindow();
        auto *preview = m_window->startView()->findChild<QLabel *>(u"mapPreview"_s);
        QVERIFY(preview);
        QTRY_VERIFY(!preview->pixmap().isNull());
        const QImage remembered = preview->pixmap().toImage();
        QTemporaryDir scratchMaps;
        const QString testMap = copyOfEurope(scratchMaps, u"test-map"_s);
        QVERIFY(!testMap.isEmpty());
        answerNextDialog<NewGameDialog>([](NewGameDialog &dialog) { dialog.reject(); });
        m_window->showNewGameOn(testMap);
        QVERIFY(!m_window->controller()->hasGame());
        QVERIFY(m_window->startView()->isVisible());
        QTRY_VERIFY(!preview->pixmap().isNull() && preview->pixmap().toImage() != remembered);
        grabIfAsked(*m_window, u"welcome-tested-map"_s);
    }

    /** A remembered map that is gone: the welcome page still shows a map, not an empty frame. */
    void welcomePageShowsAMapWhenTheRememberedOneIsGone()
    {
        m_window.reset();
        rememberNewGameOn(u"test-map-deleted-since"_s);
        QCOMPARE(NewGameDialog::rememberedSetup().mapId, u"test-map-deleted-since"_s);
        openWindow();
        auto *preview = m_window->startView()->findChild<QLabel *>(u"mapPreview"_s);
        QVERIFY(preview);
        QTRY_VERIFY(!preview->pixmap().isNull());
        grabIfAsked(*m_window, u"welcome-map-gone"_s);
    }
};

QTEST_MAIN(TestGameFiles)
#include "test_gamefiles.moc"
