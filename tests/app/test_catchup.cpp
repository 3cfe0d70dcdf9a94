// The turns a person missed (issue #26): in hot seat, when a person's turn comes after the
// computer seats played, the window shows their actions on the map one after another, the log
// line of each marked, skippable with one key; the setting Off shows none.

#include "board/actionhighlightitem.h"
#include "board/gamemapview.h"
#include "board/gamescene.h"
#include "board/playerinput.h"
#include "gamefixture.h"
#include "mainwindow.h"
#include "panels/catchupbar.h"
#include "panels/civilizationtrackpanel.h"
#include "panels/gamelogpanel.h"
#include "panels/trackslotbutton.h"
#include "panels/turnbar.h"
#include "session/catchup.h"
#include "session/missedturns.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QToolTip>
#include <QtTest>

#include <set>

using namespace vinci;
using namespace vinci::testing;
using namespace Qt::StringLiterals;

namespace {

/** What a highlight shows, comparable and printable. */
struct Shown
{
    int player = -1;
    AreaIndex conquered = -1;
    std::vector<AreaIndex> from;
    std::vector<AreaIndex> to;
    std::vector<AreaIndex> lost;

    bool operator==(const Shown &) const = default;
};

Shown shownOf(const ActionHighlight &highlight)
{
    return {highlight.player, highlight.conquered, highlight.from, highlight.to, highlight.lost};
}

char *toString(const Shown &shown)
{
    const auto list = [](const std::vector<AreaIndex> &areas) {
        QStringList words;
        for (const AreaIndex area : areas)
            words.append(QString::number(area));
        return words.join(u',');
    };
    return QTest::toString(u"player %1 conquered %2 from [%3] to [%4] lost [%5]"_s.arg(shown.player)
                               .arg(shown.conquered)
                               .arg(list(shown.from), list(shown.to), list(shown.lost)));
}

/** One person and three computer seats; the person is `person`. */
NewGameSetup oneAgainstThree(const QString &map, int person)
{
    std::vector<SeatSetup> seats;
    seats.reserve(4);
    for (int i = 0; i < 4; ++i) {
        seats.push_back(i == person
                            ? SeatSetup{u"Ada"_s, playerColour(i), u"human"_s}
                            : SeatSetup{defaultSeatName(i), playerColour(i), u"strategist-easy"_s});
    }
    return setupOf(std::move(seats), 11, map);
}

/**
 * What the person missed, worked out here from the game's actions: each action of the other
 * seats since the start (the person has not acted yet), the highlight the engine gives it.
 */
std::vector<Shown> expectedHighlights(const GameController &controller, int person)
{
    auto state = newGame(controller.state().board, controller.options());
    std::vector<Shown> shown;
    for (const Action &action : controller.actions()) {
        const int actor = state->actingPlayer();
        std::vector<GameEvent> events;
        if (applyInPlace(*state, action, &events))
            qFatal("an action of the game does not replay");
        if (actor == person)
            shown.clear();
        else if (const ActionHighlight highlight = highlightOf(events, actor);
                 showsOnMap(highlight))
            shown.push_back(shownOf(highlight));
    }
    return shown;
}

/** The provinces the other seats conquered, from the game's log from line `from` on, in order. */
std::vector<AreaIndex> conquestsInLog(const GameController &controller, int person,
                                      std::size_t from)
{
    std::vector<AreaIndex> conquered;
    const std::vector<LoggedEvent> &log = controller.eventLog();
    for (std::size_t i = from; i < log.size(); ++i) {
        const GameEvent *event = log[i].event();
        if (event && event->kind == EventKind::Conquered && event->player != person)
            conquered.push_back(event->area);
    }
    return conquered;
}

QAction *paceAction(MainWindow &window, CatchUp::Pace pace)
{
    return window.findChild<QAction *>(u"catchUpPace-"_s + CatchUp::keyOf(pace));
}

/**
 * Starts the game with the person in the seat that plays last in the first round (the seed
 * draws who begins) and waits for the person's `turn` (1 or 2), the computers playing without
 * delay; a stand-in plays the person's first turn before a second (in Classic the first only
 * chooses a civilization: nothing on the map yet). Returns the person's seat.
 */
struct PersonsTurn
{
    int person = -1;
    std::size_t logFrom = 0; ///< the log's lines when the person's turn before ended
};

PersonsTurn playUntilThePersonsTurn(MainWindow &window, const QString &map, int turn,
                                    int aiDelay = 0)
{
    GameController *controller = window.controller();
    controller->setAiDelay(aiDelay);
    QString error;
    if (!window.startGame(oneAgainstThree(map, -1), &error))
        qFatal("cannot start: %s", qPrintable(error));
    const int person = (controller->state().firstPlayer + 3) % 4;
    if (!window.startGame(oneAgainstThree(map, person), &error))
        qFatal("cannot start: %s", qPrintable(error));
    const auto waitForThePerson = [&] {
        if (!QTest::qWaitFor([&] { return controller->isHumanToAct(); }, 60000))
            qFatal("the person's turn did not come");
    };
    waitForThePerson();
    const int firstTurn = controller->state().turnNumber;
    RandomPlayer standIn(5);
    std::size_t logFrom = 0;
    while (turn > 1 && controller->state().turnNumber == firstTurn) {
        window.catchUp()->skip();
        if (controller->play(standIn.chooseAction(controller->state())))
            qFatal("the stand-in's move was refused");
        logFrom = controller->eventLog().size();
        waitForThePerson();
    }
    return {person, logFrom};
}

TrackSlotButton *firstSlot(MainWindow &window)
{
    return window.civilizationPanel()->findChild<TrackSlotButton *>();
}

} // namespace

class TestCatchUp : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void showsEachConquestInOrder_data();
    void showsEachConquestInOrder();
    void spaceSkipsToThePersonsTurn();
    void offShowsNothing();
    void anotherPersonsMovesAreNotShownAgain();
    void turnsWatchedLiveAreNotMissed();
    void quitQuestionHoldsTheTurnsMissed();
    void theMenuSaysWhyWithoutCovering();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MapCatalog> m_catalog;
};

void TestCatchUp::initTestCase()
{
    keepSettingsIn(m_dir);
    m_catalog = shippedMaps();
}

void TestCatchUp::showsEachConquestInOrder_data()
{
    QTest::addColumn<QString>("map");
    QTest::newRow("classic") << u"europe"_s;
    // Online 2013: the defenders' automatic redeploys are part of the conquests shown.
    QTest::newRow("online2013") << u"mediterranean"_s;
}

void TestCatchUp::showsEachConquestInOrder()
{
    QFETCH(QString, map);
    MainWindow window(m_catalog.get());
    window.resize(1366, 768);
    window.show();
    paceAction(window, CatchUp::Pace::Fast)->trigger();
    CatchUp *catchUp = window.catchUp();
    // What the window shows at each step of the catch-up, read after it has shown it.
    std::vector<Shown> shown;
    int unmarked = 0;
    // The turn bar's words or buttons of a computer's live turn beside the catch-up's Skip.
    int liveTurnShown = 0;
    connect(catchUp, &CatchUp::shown, &window, [&] {
        // The last catch-up is the one checked (the person's first turn may have had one).
        if (catchUp->index() == 0) {
            shown.clear();
            unmarked = 0;
        }
        shown.push_back(shownOf(window.scene()->actionHighlightItem()->shown()));
        TurnBar *bar = window.turnBar();
        liveTurnShown +=
            bar->skipButton()->isVisible() ||
                    bar->findChild<QComboBox *>(u"speedBox"_s)->isVisible() ||
                    bar->findChild<QLabel *>(u"turnTitle"_s)->text().contains(u"is playing"_s)
                ? 1
                : 0;
        // The log reads up to the action shown, its lines marked: a conquest's is its line.
        const QString marked = window.logPanel()->markedText();
        const bool conquest = catchUp->current().highlight.conquered >= 0;
        unmarked +=
            marked.isEmpty() || (conquest && !marked.contains(u" conquers "_s)) ||
                    window.logPanel()->entryCount() != static_cast<int>(catchUp->current().logEnd)
                ? 1
                : 0;
    });
    const auto [person, logFrom] = playUntilThePersonsTurn(window, map, 2);
    GameController *controller = window.controller();

    QVERIFY(catchUp->isActive());
    QVERIFY(window.catchUpBar()->isVisible());
    QVERIFY(window.input()->isHeld());
    // Over the top of the map: the window's layout stays (the map does not move).
    const QRect mapDuring = window.mapView()->geometry();
    QVERIFY(window.catchUpBar()->geometry().top() <= 2);
    const QString message = window.findChild<QLabel *>(u"catchUpMessage"_s)->text();
    QCOMPARE(message, u"Showing the turns you missed — Space to skip"_s);
    const QToolButton *skip = window.findChild<QToolButton *>(u"catchUpSkipButton"_s);
    QVERIFY(skip->isVisible());
    QVERIFY(skip->toolTip().contains(u"Space"_s));
    // The marks on the map are said: the red cross on a province left empty, among them.
    QVERIFY(window.findChild<QLabel *>(u"catchUpMessage"_s)->toolTip().contains(u"✕"_s));

    // A click meanwhile plays nothing: the person's choice on the track is not taken.
    const std::size_t played = controller->actions().size();
    QTest::mouseClick(firstSlot(window), Qt::LeftButton);
    QCOMPARE(controller->actions().size(), played);
    QVERIFY(!window.input()->pendingChoice());

    // The clock moves on by itself at the pace chosen (Fast: 0.4 s an action)...
    QTRY_VERIFY_WITH_TIMEOUT(catchUp->index() >= 1, 2000);
    // ...and is not waited for to the end: the rest shown one action after another.
    while (catchUp->isActive())
        catchUp->advance();

    const std::vector<Shown> expected = expectedHighlights(*controller, person);
    QVERIFY(!expected.empty());
    QCOMPARE(shown, expected);
    std::vector<AreaIndex> conquests;
    for (const Shown &step : shown) {
        if (step.conquered >= 0)
            conquests.push_back(step.conquered);
    }
    QVERIFY(!conquests.empty());
    QCOMPARE(conquests, conquestsInLog(*controller, person, logFrom));
    QCOMPARE(unmarked, 0);
    QCOMPARE(liveTurnShown, 0);

    // The person's turn: nothing highlighted, the whole log, moves taken.
    QVERIFY(!window.catchUpBar()->isVisible());
    QCOMPARE(window.mapView()->geometry(), mapDuring);
    QVERIFY(window.scene()->actionHighlightItem()->isEmpty());
    QCOMPARE(window.logPanel()->entryCount(), static_cast<int>(controller->eventLog().size()));
    QVERIFY(window.logPanel()->markedText().isEmpty());
    QVERIFY(!window.input()->isHeld());
    QCOMPARE(controller->actions().size(), played);
}

void TestCatchUp::spaceSkipsToThePersonsTurn()
{
    MainWindow window(m_catalog.get());
    window.resize(1366, 768);
    window.show();
    paceAction(window, CatchUp::Pace::Slow)->trigger();
    // Online 2013: the computers choose and conquer in the first round, the person then chooses.
    playUntilThePersonsTurn(window, u"mediterranean"_s, 1);
    CatchUp *catchUp = window.catchUp();
    QVERIFY(catchUp->isActive());
    QVERIFY(catchUp->count() > 1);
    QCOMPARE(catchUp->index(), 0);
    // As the person sees it once the turn has begun: the log up to the first action shown (the
    // lines of the turn that began are not read before the catch-up has shown it).
    QCOMPARE(window.logPanel()->entryCount(), static_cast<int>(catchUp->current().logEnd));
    QVERIFY(catchUp->current().highlight.conquered >= 0);
    QVERIFY(window.logPanel()->markedText().contains(u" conquers "_s));
    QCOMPARE(shownOf(window.scene()->actionHighlightItem()->shown()),
             shownOf(catchUp->current().highlight));
    grabIfAsked(window, u"catchup"_s);
    // The person's clicks meanwhile are not taken: the track's, and the map's, which says why.
    const std::size_t played = window.controller()->actions().size();
    QTest::mouseClick(firstSlot(window), Qt::LeftButton);
    QVERIFY(!window.input()->pendingChoice());
    const AreaIndex conquered = catchUp->current().highlight.conquered;
    const QPoint point = window.mapView()->viewportPoint(window.scene()->clickPoint(conquered));
    QTest::mouseClick(window.mapView()->viewport(), Qt::LeftButton, {}, point);
    QCOMPARE(window.statusBar()->currentMessage(),
             u"Showing the turns you missed — Space to skip"_s);
    QCOMPARE(window.controller()->actions().size(), played);

    // One key, wherever the keyboard is: the person's turn at once.
    QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget()
                                                : static_cast<QWidget *>(&window),
                    Qt::Key_Space);
    QVERIFY(!catchUp->isActive());
    QVERIFY(window.scene()->actionHighlightItem()->isEmpty());
    QVERIFY(!window.input()->isHeld());
    QCOMPARE(window.logPanel()->entryCount(),
             static_cast<int>(window.controller()->eventLog().size()));
    QVERIFY(window.controller()->isHumanToAct());
    // The person plays at once: a place of the track clicked is the choice to confirm.
    QTest::mouseClick(firstSlot(window), Qt::LeftButton);
    QVERIFY(window.input()->pendingChoice().has_value());
}

void TestCatchUp::offShowsNothing()
{
    {
        MainWindow window(m_catalog.get());
        paceAction(window, CatchUp::Pace::Normal)->trigger();
        QCOMPARE(QSettings().value(u"game/catchUp"_s).toString(), u"normal"_s);
        paceAction(window, CatchUp::Pace::Off)->trigger();
    }
    QCOMPARE(QSettings().value(u"game/catchUp"_s).toString(), u"off"_s);
    // The setting is kept: a new window shows nothing either.
    MainWindow window(m_catalog.get());
    window.resize(1366, 768);
    window.show();
    QVERIFY(paceAction(window, CatchUp::Pace::Off)->isChecked());
    int shown = 0;
    connect(window.catchUp(), &CatchUp::shown, &window, [&] { ++shown; });
    playUntilThePersonsTurn(window, u"europe"_s, 2);
    QCOMPARE(shown, 0);
    QVERIFY(!window.catchUp()->isActive());
    QVERIFY(!window.input()->isHeld());
    QVERIFY(!window.catchUpBar()->isVisible());
    // Back to a pace for the other tests of this run.
    paceAction(window, CatchUp::Pace::Normal)->trigger();
}

/**
 * The computers' turns played at a pace the person follows were seen as they happened: the
 * person's turn begins without showing them again. A turn the person skipped to its end was not
 * seen: only its actions are shown.
 */
void TestCatchUp::turnsWatchedLiveAreNotMissed()
{
    MainWindow window(m_catalog.get());
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    paceAction(window, CatchUp::Pace::Normal)->trigger();
    GameController *controller = window.controller();
    int shown = 0;
    connect(window.catchUp(), &CatchUp::shown, &window, [&] { ++shown; });
    // Online 2013: in the first round the three computers choose and conquer before the person
    // (the last to play), at the speed box's Fast (the slower speeds only take longer).
    const int fast = 200;
    const int person = playUntilThePersonsTurn(window, u"mediterranean"_s, 1, fast).person;
    QVERIFY(controller->actions().size() > 6);
    QCOMPARE(shown, 0);
    QVERIFY(!window.catchUp()->isActive());
    QVERIFY(!window.catchUpBar()->isVisible());
    QVERIFY(!window.input()->isHeld());

    // The second round, the second computer's turn skipped to its end with the turn bar's Skip.
    RandomPlayer standIn(5);
    QVERIFY(!controller->play(standIn.chooseAction(controller->state())));
    while (controller->isHumanToAct())
        QVERIFY(!controller->play(standIn.chooseAction(controller->state())));
    const int skipped = (person + 2) % 4;
    // (Under Online 2013 the person may place a defender's survivors meanwhile.)
    while (controller->actingSeat() != skipped) {
        QVERIFY(QTest::qWaitFor(
            [&] { return controller->actingSeat() == skipped || controller->isHumanToAct(); },
            60000));
        window.catchUp()->skip();
        if (controller->isHumanToAct())
            QVERIFY(!controller->play(standIn.chooseAction(controller->state())));
    }
    const std::size_t skippedFrom = controller->actions().size();
    QTRY_VERIFY(window.turnBar()->skipButton()->isVisible());
    QTest::mouseClick(window.turnBar()->skipButton(), Qt::LeftButton);
    QVERIFY(QTest::qWaitFor([&] { return controller->isHumanToAct(); }, 60000));
    QVERIFY(window.catchUp()->isActive());
    // What it shows: the skipped turn's actions that did something on the map, and only them.
    auto state = newGame(controller->state().board, controller->options());
    std::vector<Shown> expected;
    for (std::size_t i = 0; i < controller->actions().size(); ++i) {
        const int actor = state->actingPlayer();
        std::vector<GameEvent> events;
        QVERIFY(!applyInPlace(*state, controller->actions()[i], &events));
        const ActionHighlight highlight = highlightOf(events, actor);
        if (i >= skippedFrom && actor == skipped && showsOnMap(highlight))
            expected.push_back(shownOf(highlight));
    }
    QVERIFY(!expected.empty());
    std::vector<Shown> seen;
    for (;;) {
        seen.push_back(shownOf(window.catchUp()->current().highlight));
        if (!window.catchUp()->isActive() ||
            window.catchUp()->index() + 1 >= window.catchUp()->count())
            break;
        window.catchUp()->advance();
    }
    QCOMPARE(seen, expected);
}

void TestCatchUp::quitQuestionHoldsTheTurnsMissed()
{
    // The s41 walk: behind Ctrl+Q's "Save it first?" the computer seats' moves went on. The
    // turns missed being shown wait for the answer too, and go on after Cancel.
    MainWindow window(m_catalog.get());
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    paceAction(window, CatchUp::Pace::Fast)->trigger();
    playUntilThePersonsTurn(window, u"mediterranean"_s, 1);
    CatchUp *catchUp = window.catchUp();
    QVERIFY(catchUp->isActive());
    QVERIFY(catchUp->count() > 2);
    int shownWhenAsked = -1;
    int shownAfterAWhile = -1;
    auto *poll = new QTimer(&window);
    connect(poll, &QTimer::timeout, &window, [&, poll] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || !box->isVisible())
            return;
        poll->stop();
        shownWhenAsked = catchUp->index();
        // Three of Fast's intervals (400 ms) with the question open.
        QTest::qWait(3 * CatchUp::intervalOf(CatchUp::Pace::Fast));
        shownAfterAWhile = catchUp->index();
        box->button(QMessageBox::Cancel)->click();
    });
    poll->start(10);
    // Game > Quit (Ctrl+Q: the offscreen platform binds no key to it).
    QAction *quit = nullptr;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->menuRole() == QAction::QuitRole)
            quit = action;
    }
    QVERIFY(quit);
    quit->trigger();
    QVERIFY(shownWhenAsked >= 0);
    QCOMPARE(shownAfterAWhile, shownWhenAsked);
    // Answered: they go on.
    QTRY_VERIFY(!catchUp->isActive() || catchUp->index() > shownWhenAsked);
    catchUp->skip();
    window.controller()->setPaused(true);
}

/**
 * The s50 walk: View > Turns You Missed showed why as the menu's tooltip, over the open menu:
 * it covered the next pace while the pointer went down to it. The status bar says why, on the
 * entry and on every pace, and the menu has no tooltip over its paces.
 */
void TestCatchUp::theMenuSaysWhyWithoutCovering()
{
    MainWindow window(m_catalog.get());
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QMenu *paces = nullptr;
    for (QMenu *menu : window.findChildren<QMenu *>()) {
        if (menu->actions().contains(paceAction(window, CatchUp::Pace::Off)))
            paces = menu;
    }
    QVERIFY(paces);
    QMenu *viewMenu = nullptr;
    for (QAction *entry : window.menuBar()->actions()) {
        if (entry->menu() && entry->menu()->actions().contains(paces->menuAction()))
            viewMenu = entry->menu();
    }
    QVERIFY(viewMenu);
    const QString why =
        u"Before a person plays, show on the map what the other seats did since their turn"_s;

    window.menuBar()->setActiveAction(viewMenu->menuAction());
    QTRY_COMPARE(QApplication::activePopupWidget(), viewMenu);
    viewMenu->setActiveAction(paces->menuAction());
    QCOMPARE(window.statusBar()->currentMessage(), why);
    QTest::keyClick(viewMenu, Qt::Key_Right);
    QTRY_COMPARE(QApplication::activePopupWidget(), paces);
    for (int pace = 0; pace < paces->actions().size(); ++pace) {
        if (pace > 0)
            QTest::keyClick(paces, Qt::Key_Down);
        QAction *active = paces->activeAction();
        QCOMPARE(active, paces->actions().at(pace));
        QCOMPARE(window.statusBar()->currentMessage(), why);
        // The pointer resting on the pace: no tooltip over the menu.
        const QPoint at = paces->actionGeometry(active).center();
        QHelpEvent help(QEvent::ToolTip, at, paces->mapToGlobal(at));
        QApplication::sendEvent(paces, &help);
        QVERIFY2(!QToolTip::isVisible(), qPrintable(QToolTip::text()));
    }
    QTest::keyClick(paces, Qt::Key_Escape);
    QTest::keyClick(viewMenu, Qt::Key_Escape);
    QTRY_VERIFY(!QApplication::activePopupWidget());
}

QTEST_MAIN(TestCatchUp)
/**
 * In hot seat the people take turns at one screen: a person saw another person's moves being
 * made, click by click, and the catch-up shows only what the program seats played.
 */
void TestCatchUp::anotherPersonsMovesAreNotShownAgain()
{
    const auto map = m_catalog->load(u"europe"_s);
    QVERIFY(map);
    GameOptions options;
    options.playerCount = 4;
    options.seed = 23;
    auto state = newGame(map->graph, options);
    QVERIFY(state);
    RandomPlayer player(9);
    std::vector<Action> actions;
    // Up to a turn of seat 0 before which, since its own last move, the other person (seat 1)
    // and a program (seat 2 or 3) both did something on the map.
    bool personActed = false;
    bool programActed = false;
    while (!(state->actingPlayer() == 0 && personActed && programActed)) {
        QVERIFY(!state->isOver() && actions.size() < 4000);
        const int actor = state->actingPlayer();
        actions.push_back(player.chooseAction(*state));
        std::vector<GameEvent> events;
        QVERIFY(!applyInPlace(*state, actions.back(), &events));
        if (actor == 0) {
            personActed = programActed = false;
        } else if (showsOnMap(highlightOf(events, actor))) {
            personActed = personActed || actor == 1;
            programActed = programActed || actor >= 2;
        }
    }
    // Seat 0 to catch up; seats 0 and 1 are people, 2 and 3 programs.
    const std::vector<bool> people{true, true, false, false};
    const std::vector<MissedAction> all = missedActions(map->graph, options, actions, {}, 0);
    const std::vector<MissedAction> shown =
        missedActions(map->graph, options, actions, {}, 0, people);
    const auto actorsOf = [](const std::vector<MissedAction> &missed) {
        std::set<int> actors;
        for (const MissedAction &action : missed)
            actors.insert(action.highlight.player);
        return actors;
    };
    // Without people named, the other person's moves are among those missed...
    QVERIFY(actorsOf(all).contains(1));
    QVERIFY(actorsOf(all).contains(2) || actorsOf(all).contains(3));
    // ...with them, only the programs' remain, in the same order.
    QVERIFY(!actorsOf(shown).contains(1));
    std::vector<int> programs;
    for (const MissedAction &action : all) {
        if (action.highlight.player != 1)
            programs.push_back(action.position);
    }
    std::vector<int> positions;
    positions.reserve(shown.size());
    for (const MissedAction &action : shown)
        positions.push_back(action.position);
    QCOMPARE(positions, programs);
}

#include "test_catchup.moc"
