// The replay viewer (#26): finished games of the corpus watched through the window's own menu,
// stepped with the keyboard and the timeline, checked against the replay model, continued from
// the moment shown; nothing played while watching; Watch Again from the end of a game.

#include "board/actionhighlightitem.h"
#include "board/gamemapview.h"
#include "board/gamescene.h"
#include "dialogs/continuedialog.h"
#include "dialogs/endofgamedialog.h"
#include "dialogs/seatrow.h"
#include "gamefixture.h"
#include "io/savegame.h"
#include "mainwindow.h"
#include "nextdialog.h"
#include "panels/civilizationtrackpanel.h"
#include "panels/gamelogpanel.h"
#include "panels/playercard.h"
#include "panels/playerspanel.h"
#include "panels/replaybar.h"
#include "panels/replaytimeline.h"
#include "panels/trackslotbutton.h"
#include "panels/turnbar.h"
#include "session/autosavestore.h"
#include "session/replaysession.h"
#include "startview.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QCryptographicHash>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QtTest>

#include <functional>

using namespace vinci;
using namespace vinci::testing;
using namespace Qt::StringLiterals;

namespace {

QString corpusFile(const QString &name)
{
    return QStringLiteral(VINCI_SOURCE_DIR "/tests/data/corpus/") + name;
}

QByteArray digestOf(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

/** Game > Watch a Game..., the file chosen in its dialog. */
void watchThroughMenu(MainWindow &window, const QString &fileName)
{
    answerNextDialog<QFileDialog>([fileName](QFileDialog &dialog) {
        // The path typed in the file name box, then Return, as a person would.
        auto *name = dialog.findChild<QLineEdit *>(u"fileNameEdit"_s);
        QVERIFY(name);
        name->setText(fileName);
        QTest::keyClick(name, Qt::Key_Return);
    });
    window.watchAction()->trigger();
    // The window active again once the dialog is gone, as the window manager makes it.
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
}

/** Keeps the last autosave in memory. */
class MemoryAutosave : public AutosaveStore
{
public:
    void autosave(const QByteArray &saveJson) override { kept = saveJson; }
    void discard() override { kept.clear(); }
    QByteArray kept;
};

} // namespace

class TestReplayViewer : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void watchToTheMiddleAndContinue_data();
    void watchToTheMiddleAndContinue();
    void nothingCanBePlayedWhileWatching();
    void watchAgainFromTheEndOfTheGame();
    void playbackRunsAndPauses();
    void aGameWithoutActionsHasNothingToPlay();
    void openingAGameLeavesTheReplay();
    void aBrokenSaveIsNotWatched();
    void watchingFirstAfterAStartShowsTheReplayBar();
    void stopWatchingKeepsTheWindowsSize();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MapCatalog> m_catalog;
};

void TestReplayViewer::initTestCase()
{
    keepSettingsIn(m_dir);
    m_catalog = shippedMaps();
}

void TestReplayViewer::watchToTheMiddleAndContinue_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("classic") << u"classic-europe-3.vinci"_s;
    QTest::newRow("online2013") << u"online-europe-3.vinci"_s;
}

void TestReplayViewer::watchToTheMiddleAndContinue()
{
    QFETCH(QString, file);
    // A copy: the test shows that watching and continuing leave the file alone.
    const QString copy = m_dir.filePath(file);
    QFile::remove(copy);
    QVERIFY(QFile::copy(corpusFile(file), copy));
    const QByteArray before = digestOf(copy);

    MainWindow window(m_catalog.get());
    MemoryAutosave autosave;
    window.setAutosaveStore(&autosave);
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    watchThroughMenu(window, copy);
    if (QTest::currentTestFailed())
        return;
    GameController *controller = window.controller();
    QVERIFY(controller->isWatching());
    ReplaySession *replay = controller->replay();
    QVERIFY(replay);
    const ReplayModel &model = replay->model();
    QVERIFY(model.actionCount() > 0);
    QCOMPARE(replay->position(), 0);
    QVERIFY(window.replayBar()->isVisible());
    QVERIFY(!window.turnBar()->isVisible()); // no turn buttons while watching
    QVERIFY2(window.windowTitle().contains(QFileInfo(file).completeBaseName() + u"[*]"_s),
             qPrintable(window.windowTitle()));

    // End, then the middle turn clicked on the timeline, then three actions on.
    QTest::keyClick(&window, Qt::Key_End);
    QCOMPARE(replay->position(), model.actionCount());
    const int middle = static_cast<int>(model.turns().size()) / 2;
    ReplayTimeline *timeline = window.replayBar()->timeline();
    QTest::mouseClick(timeline, Qt::LeftButton, {}, timeline->turnCentre(middle));
    const TurnSpan &turn = model.turns()[static_cast<std::size_t>(middle)];
    QCOMPARE(replay->position(), turn.firstAction);
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(&window, Qt::Key_Right);
    QTest::keyClick(&window, Qt::Key_Left);
    QCOMPARE(replay->position(), turn.firstAction + 2);
    // Ctrl+Right and PgUp: to the next turn's start and back to this one's.
    QTest::keyClick(&window, Qt::Key_Right, Qt::ControlModifier);
    QCOMPARE(replay->position(), model.turns()[static_cast<std::size_t>(middle) + 1].firstAction);
    QTest::keyClick(&window, Qt::Key_PageUp);
    QCOMPARE(replay->position(), turn.firstAction);
    QTest::keyClick(&window, Qt::Key_Right);
    QTest::keyClick(&window, Qt::Key_Right);
    QCOMPARE(replay->position(), turn.firstAction + 2);
    // On to the next conquest of a province someone held (a middle turn has one in these games).
    while (replay->position() < model.actionCount() &&
           (model.highlight().conquered < 0 || model.highlight().defender < 0))
        QTest::keyClick(&window, Qt::Key_Right);
    const int position = replay->position();
    QVERIFY(model.highlight().conquered >= 0);

    // The panels show the engine's state after `position` actions.
    const GameState expected = model.stateAt(position);
    QVERIFY(controller->state() == expected);
    for (int seat = 0; seat < expected.playerCount(); ++seat) {
        const PlayerView &view = window.playersPanel()->card(seat)->view();
        const PlayerState &player = expected.players[static_cast<std::size_t>(seat)];
        QCOMPARE(view.score, player.score);
        QCOMPARE(view.hand, player.active ? player.active->hand : 0);
        QCOMPARE(view.activePawns, pawnsOnBoard(expected, seat, Holder::Active));
    }
    for (int slot = 0; slot < static_cast<int>(expected.track.size()); ++slot) {
        const TrackSlotView &view = window.civilizationPanel()->slotButton(slot)->view();
        QVERIFY(view.tiles == expected.track[static_cast<std::size_t>(slot)].tiles);
        QCOMPARE(view.coins, expected.track[static_cast<std::size_t>(slot)].coins);
    }
    // The log up to that action, its last action's lines marked; the highlight is its own.
    GameState previous = model.stateAt(position - 1);
    const int actor = previous.actingPlayer();
    std::vector<GameEvent> events;
    QVERIFY(
        !applyInPlace(previous, model.actions()[static_cast<std::size_t>(position - 1)], &events));
    const ActionHighlight highlight = highlightOf(events, actor);
    QVERIFY(!events.empty());
    QCOMPARE(controller->eventLog().size(), replay->logNow().size());
    QVERIFY(controller->eventLog().back().event());
    const GameEvent &last = *controller->eventLog().back().event();
    QCOMPARE(last.kind, events.back().kind);
    QCOMPARE(last.player, events.back().player);
    QCOMPARE(last.area, events.back().area);
    QVERIFY(!window.logPanel()->markedText().isEmpty());
    QVERIFY(window.logPanel()->plainText().endsWith(window.logPanel()->markedText()));
    // Only the conquest's lines are marked (a line at most per event), not the one before.
    QVERIFY2(window.logPanel()->markedText().count(u'\n') + 1 <= static_cast<int>(events.size()),
             qPrintable(window.logPanel()->markedText()));
    const ActionHighlightItem *item = window.scene()->actionHighlightItem();
    QVERIFY(item);
    QCOMPARE(item->shown().player, highlight.player);
    QCOMPARE(item->shown().conquered, highlight.conquered);
    QCOMPARE(item->shown().from, highlight.from);
    QCOMPARE(item->shown().to, highlight.to);
    QCOMPARE(item->shown().lost, highlight.lost);
    QVERIFY(window.replayBar()->whereText().contains(
        controller->seat(model.turns()[static_cast<std::size_t>(middle)].player).name));

    // Continue from Here, every seat the easy Strategist (the seats changed in the dialog).
    answerNextDialog<ContinueDialog>([](ContinueDialog &dialog) {
        for (std::size_t i = 0; i < dialog.seats().size(); ++i) {
            QComboBox *kind = dialog.row(static_cast<int>(i))->controllerBox();
            kind->setCurrentIndex(kind->findData(u"strategist-easy"_s));
        }
        dialog.accept();
    });
    window.replayBar()->continueAction()->trigger();
    QTRY_VERIFY(!controller->isWatching());
    QCOMPARE(static_cast<int>(controller->actions().size()), position);
    QVERIFY(controller->state() == expected);
    for (const SeatSetup &seat : controller->seats())
        QCOMPARE(seat.controller, u"strategist-easy"_s);
    QVERIFY(!window.replayBar()->isVisible());
    QVERIFY(window.turnBar()->isVisible());
    QVERIFY(window.currentFile().isEmpty());
    QVERIFY(controller->isModified());
    // Autosaved at once, as a game of its own: the moment's actions, the new seats.
    QVERIFY(!autosave.kept.isEmpty());
    QString error;
    const auto kept =
        readSaveGame(autosave.kept, u"autosave"_s, m_catalog->boardResolver(), &error);
    QVERIFY2(kept, qPrintable(error));
    QCOMPARE(static_cast<int>(kept->saved.actions.size()), position);
    QVERIFY(kept->state == expected);
    // Play goes on: the Strategist finishes the turn and the next begins.
    controller->setAiDelay(0);
    const int turnNumber = expected.turnNumber;
    QTRY_VERIFY_WITH_TIMEOUT(controller->state().turnNumber > turnNumber, 20000);
    QVERIFY(static_cast<int>(controller->actions().size()) > position);
    QCOMPARE(digestOf(copy), before);
}

void TestReplayViewer::nothingCanBePlayedWhileWatching()
{
    MainWindow window(m_catalog.get());
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QString error;
    QVERIFY2(window.watchFile(corpusFile(u"classic-europe-3.vinci"_s), &error), qPrintable(error));
    GameController *controller = window.controller();
    ReplaySession *replay = controller->replay();
    controller->setAiDelay(0);
    // A moment where a person would choose a civilization or conquer: the first turn's start.
    QTest::keyClick(&window, Qt::Key_Home);
    QTest::keyClick(&window, Qt::Key_Right);
    const GameState shown = controller->state();
    const int position = replay->position();
    QCOMPARE(position, 1);

    // Every civilization card and every province clicked: nothing happens.
    for (int slot = 0; slot < static_cast<int>(shown.track.size()); ++slot)
        QTest::mouseClick(window.civilizationPanel()->slotButton(slot), Qt::LeftButton);
    GameMapView *view = window.mapView();
    for (AreaIndex area = 0; area < shown.board->areaCount(); area += 3) {
        const QPoint at = view->mapFromScene(window.scene()->clickPoint(area));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    }
    // What a click on the map says is about watching, not about a computer playing (the final
    // walk of stop 37, N6: "Wait: the computer is playing this turn.").
    QCOMPARE(window.statusBar()->currentMessage(), u"Watching — nothing can be played."_s);
    // The engine's own way in refuses too, saying why.
    QSignalSpy rejected(controller, &GameController::rejected);
    QVERIFY(controller->play(Action::endTurn()).has_value());
    QCOMPARE(rejected.count(), 1);
    QVERIFY(rejected.front().front().toString().contains(u"nothing can be played"_s));
    QTest::qWait(100); // no program seat moves either
    QCOMPARE(replay->position(), position);
    QVERIFY(controller->state() == shown);
    QCOMPARE(static_cast<int>(controller->actions().size()), position);
    QVERIFY(!controller->canUndo());
    QVERIFY(!controller->isHumanToAct());
    QVERIFY(!controller->isAiToAct());
    QVERIFY(!controller->isModified());
    // Nothing to undo, nothing saved over the file.
    const auto enabled = [&window](const QString &text) {
        for (QAction *action : window.findChildren<QAction *>())
            if (action->text() == text)
                return action->isEnabled();
        return true;
    };
    QVERIFY(!enabled(u"&Undo"_s));
    QVERIFY(!enabled(u"&Save"_s));
    QVERIFY(!enabled(u"Save &As..."_s));
    QVERIFY(!controller->saveTo(m_dir.filePath(u"over.vinci"_s)));
    QVERIFY(!QFile::exists(m_dir.filePath(u"over.vinci"_s)));
    QVERIFY(window.replayBar()->findChild<QLabel *>(u"replayWatching"_s)->isVisible());
    // What the marks of the action shown mean (a red cross on a province left empty...).
    QVERIFY(window.replayBar()->findChild<QLabel *>(u"replayWhere"_s)->toolTip().contains(u"✕"_s));

    // Escape leaves: the welcome page, no game, the bar and its keys gone.
    QTest::keyClick(&window, Qt::Key_Escape);
    QVERIFY(!controller->isWatching());
    QVERIFY(!controller->hasGame());
    QVERIFY(window.startView()->isVisible());
    QVERIFY(!window.replayBar()->isVisible());
    QVERIFY(!window.replayBar()->stepForwardAction()->isEnabled());
}

void TestReplayViewer::watchAgainFromTheEndOfTheGame()
{
    MainWindow window(m_catalog.get());
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString file = corpusFile(u"online-europe-2.vinci"_s);
    QString error;
    QVERIFY2(window.openFile(file, &error), qPrintable(error));
    QTRY_VERIFY(window.endOfGameDialog());
    const int actions = static_cast<int>(window.controller()->actions().size());
    auto *watchAgain = window.endOfGameDialog()->findChild<QPushButton *>(u"watchAgainButton"_s);
    QVERIFY(watchAgain);
    QTest::mouseClick(watchAgain, Qt::LeftButton);
    QTRY_VERIFY(window.controller()->isWatching());
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QCOMPARE(window.controller()->replay()->model().actionCount(), actions);
    QCOMPARE(window.controller()->replay()->position(), 0);
    QVERIFY(!window.endOfGameDialog());
    QTest::keyClick(&window, Qt::Key_PageDown);
    QVERIFY(window.controller()->replay()->position() > 0);
    // Stop Watching: back to the finished game and its end.
    QTest::mouseClick(window.replayBar()->findChild<QToolButton *>(u"replayStopButton"_s),
                      Qt::LeftButton);
    QVERIFY(!window.controller()->isWatching());
    QCOMPARE(static_cast<int>(window.controller()->actions().size()), actions);
    QVERIFY(window.controller()->state().isOver());
    QCOMPARE(window.currentFile(), file);
    QTRY_VERIFY(window.endOfGameDialog());
}

void TestReplayViewer::playbackRunsAndPauses()
{
    MainWindow window(m_catalog.get());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QString error;
    QVERIFY2(window.watchFile(corpusFile(u"online-europe-2.vinci"_s), &error), qPrintable(error));
    ReplaySession *replay = window.controller()->replay();
    window.replayBar()->speedBox()->setCurrentIndex(2); // fast
    QCOMPARE(replay->speed(), ReplaySession::Speed::Fast);
    QTest::keyClick(&window, Qt::Key_Space);
    QVERIFY(replay->isPlaying());
    QCOMPARE(window.replayBar()->playAction()->text(), u"Pause"_s);
    QTRY_VERIFY(replay->position() >= 2);
    QTest::keyClick(&window, Qt::Key_Space);
    QVERIFY(!replay->isPlaying());
    const int paused = replay->position();
    QTest::qWait(ReplaySession::intervalOf(ReplaySession::Speed::Fast) * 2);
    QCOMPARE(replay->position(), paused);
    // Every control says what it does, in words and to a screen reader.
    for (QToolButton *button : window.replayBar()->findChildren<QToolButton *>()) {
        QVERIFY2(!button->toolTip().isEmpty(), qPrintable(button->objectName()));
        QVERIFY2(!button->accessibleName().isEmpty(), qPrintable(button->objectName()));
    }
    QVERIFY(!window.replayBar()->speedBox()->accessibleName().isEmpty());
    QVERIFY(!window.replayBar()->timeline()->accessibleName().isEmpty());
}

/**
 * The walk of s41 watched a game saved before its first move and pressed Space: the bar played
 * it (Pause, then Play again) with nothing to show. Play is off, Space plays nothing, and the bar
 * says the game has no action yet.
 */
void TestReplayViewer::aGameWithoutActionsHasNothingToPlay()
{
    MainWindow window(m_catalog.get());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QString error;
    QVERIFY2(window.startGame(peopleSetup(u"europe"_s, 3, 5), &error), qPrintable(error));
    const QString unplayed = m_dir.filePath(u"unplayed.vinci"_s);
    QVERIFY2(window.saveFile(unplayed, &error), qPrintable(error));
    QVERIFY2(window.watchFile(unplayed, &error), qPrintable(error));
    ReplaySession *replay = window.controller()->replay();
    QVERIFY(replay);
    QCOMPARE(replay->model().actionCount(), 0);
    QVERIFY(!window.replayBar()->playAction()->isEnabled());
    QTest::keyClick(&window, Qt::Key_Space);
    QVERIFY(!replay->isPlaying());
    QCOMPARE(window.replayBar()->playAction()->text(), u"Play"_s);
    // Nor when asked by the session itself (the bar's button is the one way in for a person).
    replay->setPlaying(true);
    QVERIFY(!replay->isPlaying());
    QCOMPARE(window.replayBar()->whereText(), u"The game has no action yet."_s);
}

void TestReplayViewer::openingAGameLeavesTheReplay()
{
    MainWindow window(m_catalog.get());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QString error;
    QVERIFY2(window.watchFile(corpusFile(u"classic-europe-3.vinci"_s), &error), qPrintable(error));
    QTest::keyClick(&window, Qt::Key_PageDown);
    // Open (nothing asked: a watched game has nothing unsaved) plays the file opened.
    const QString other = corpusFile(u"online-europe-2.vinci"_s);
    QVERIFY2(window.openFile(other, &error), qPrintable(error));
    GameController *controller = window.controller();
    QVERIFY(!controller->isWatching());
    QVERIFY(!controller->replay());
    QVERIFY(!window.replayBar()->isVisible());
    QVERIFY(window.turnBar()->isVisible());
    QVERIFY(window.scene()->actionHighlightItem()->isEmpty());
    QVERIFY(window.logPanel()->markedText().isEmpty());
    QCOMPARE(window.currentFile(), other);
    QVERIFY(!window.windowTitle().contains(u"Watching"_s));
    QVERIFY(!window.replayBar()->stepForwardAction()->isEnabled());
}

void TestReplayViewer::aBrokenSaveIsNotWatched()
{
    const QString broken = m_dir.filePath(u"broken.vinci"_s);
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": \"vinci-save\", \"version\": 2, \"actions\": [");
    file.close();
    MainWindow window(m_catalog.get());
    QString error;
    QVERIFY(!window.watchFile(broken, &error));
    QVERIFY2(error.contains(u"broken.vinci"_s), qPrintable(error));
    QVERIFY(!window.controller()->hasGame());
    QVERIFY(!window.replayBar()->isVisible());
}

void TestReplayViewer::watchingFirstAfterAStartShowsTheReplayBar()
{
    // The sessions before: a game played (the window quit showing the turn bar).
    {
        MainWindow before(m_catalog.get());
        before.restoreWindowState();
        before.show();
        QVERIFY(QTest::qWaitForWindowExposed(&before));
        QString error;
        QVERIFY2(before.openFile(corpusFile(u"classic-europe-3.vinci"_s), &error),
                 qPrintable(error));
        QVERIFY(before.close());
    }
    // The program started again; Game > Watch a Game... is the first thing done: the replay
    // bar, no turn bar (whose words would say a computer is playing, with its Skip).
    {
        MainWindow window(m_catalog.get());
        window.restoreWindowState();
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        watchThroughMenu(window, corpusFile(u"online-europe-2.vinci"_s));
        if (QTest::currentTestFailed())
            return;
        QVERIFY(window.controller()->isWatching());
        QVERIFY(window.replayBar()->isVisible());
        QVERIFY(window.replayBar()->findChild<QLabel *>(u"replayWatching"_s)->isVisible());
        QVERIFY(!window.turnBar()->isVisible());
        // Right steps the replay, wherever the keyboard is (the map's cursor does not take it).
        QVERIFY(QApplication::focusWidget());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
        QCOMPARE(window.controller()->replay()->position(), 1);
        // Quit while watching.
        QVERIFY(window.close());
    }
    // And the next start plays a game: its turn bar, no replay bar.
    MainWindow after(m_catalog.get());
    after.restoreWindowState();
    after.show();
    QVERIFY(QTest::qWaitForWindowExposed(&after));
    QString error;
    QVERIFY2(after.openFile(corpusFile(u"classic-europe-3.vinci"_s), &error), qPrintable(error));
    QVERIFY(after.turnBar()->isVisible());
    QVERIFY(!after.replayBar()->isVisible());
}

/**
 * The final walk of stop 37, at 1024x768: Watch a Game first, then Stop Watching, and the window
 * grew to 1330 px, wider than the screen (1681 at 1366x768): back on the welcome page, the window
 * is the size it was.
 */
void TestReplayViewer::stopWatchingKeepsTheWindowsSize()
{
    MainWindow window(m_catalog.get());
    window.resize(1024, 749);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QSize before = window.size();
    watchThroughMenu(window, corpusFile(u"classic-europe-4-virtual.vinci"_s));
    if (QTest::currentTestFailed())
        return;
    QVERIFY(window.controller()->isWatching());
    QTest::qWait(50);
    QTest::mouseClick(window.replayBar()->findChild<QToolButton *>(u"replayStopButton"_s),
                      Qt::LeftButton);
    QVERIFY(!window.controller()->isWatching());
    QTest::qWait(50);
    QVERIFY2(window.width() <= before.width() && window.height() <= before.height(),
             qPrintable(u"%1x%2 after %3x%4"_s.arg(window.width())
                            .arg(window.height())
                            .arg(before.width())
                            .arg(before.height())));
}

QTEST_MAIN(TestReplayViewer)
#include "test_replayviewer.moc"
