// The turn's steps by key and in the Turn menu (#27): each of the turn bar's step buttons is one
// QAction with the menu's entry and a key, enabled exactly when the button is; a held-down Enter
// presses one button; Help ▸ Keyboard lists every key the window's actions have; one Escape
// closes a menu opened with Alt and gives the keyboard back.

#include "ai/randomplayer.h"
#include "board/gamemapview.h"
#include "board/playerinput.h"
#include "dialogs/keyboarddialog.h"
#include "game/play.h"
#include "gamefixture.h"
#include "keyboardtyping.h"
#include "mainwindow.h"
#include "mapformat/mapcatalog.h"
#include "panels/buttonaction.h"
#include "panels/civilizationtrackpanel.h"
#include "panels/tileart.h"
#include "panels/trackslotbutton.h"
#include "panels/turnbar.h"
#include "queries/boardqueries.h"
#include "queries/pawndistribution.h"
#include "session/gamecontroller.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <algorithm>
#include <memory>

using namespace vinci;
using namespace Qt::StringLiterals;

class TestTurnActions : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<MapCatalog> m_catalog;
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;

    GameController &controller() { return *m_window->controller(); }
    const GameState &state() { return m_window->controller()->state(); }
    TurnBar &bar() { return *m_window->turnBar(); }

    /** The button an action stands for: "expandAction" is "expandButton". */
    QPushButton *buttonOf(const QAction *action)
    {
        QString name = action->objectName();
        name.replace(u"Action"_s, u"Button"_s);
        return bar().findChild<QPushButton *>(name);
    }

    QAction *actionNamed(const QString &name)
    {
        for (QAction *action : bar().stepActions()) {
            if (action->objectName() == name)
                return action;
        }
        return nullptr;
    }

    /** Every step action as its button stands, and where the Turn menu and the keys say it. */
    void checkActionsFollowTheBar()
    {
        const QMenu *turnMenu = m_window->menuBar()->actions().value(1)->menu();
        QVERIFY(turnMenu);
        QVERIFY(!bar().stepActions().isEmpty());
        for (QAction *action : bar().stepActions()) {
            QPushButton *button = buttonOf(action);
            QVERIFY2(button, qPrintable(action->objectName()));
            const bool offered = button->isVisibleTo(&bar()) && button->isEnabled();
            QVERIFY2(action->isEnabled() == offered,
                     qPrintable(u"%1 at phase %2"_s.arg(action->objectName())
                                    .arg(static_cast<int>(state().phase))));
            QCOMPARE(button->text(), action->iconText());
            QVERIFY(!action->shortcut().isEmpty());
            QVERIFY(!action->autoRepeat());
            QVERIFY(turnMenu->actions().contains(action));
            if (offered)
                QVERIFY2(button->toolTip().endsWith(ButtonAction::keyLine(action)),
                         qPrintable(button->toolTip()));
        }
    }

    /** The key of `actionName`, typed where the keyboard is; then the invariants again. */
    void pressKeyOf(const QString &actionName)
    {
        QAction *action = actionNamed(actionName);
        QVERIFY2(action, qPrintable(actionName));
        QVERIFY2(action->isEnabled(), qPrintable(actionName));
        const QKeyCombination key = action->shortcut()[0];
        QVERIFY(testing::typeKey(key.key(), key.keyboardModifiers()));
        checkActionsFollowTheBar();
    }

    void startGame(int players)
    {
        QString error;
        QVERIFY2(m_window->startGame(testing::peopleSetup(u"europe"_s, players, 11), &error),
                 qPrintable(error));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        m_window->mapView()->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), m_window->mapView());
    }

    /** Each player takes place I in turn (Classic: a first turn is only the choice). */
    void chooseUntilATurnStarts()
    {
        for (int step = 0; step < 10 && state().phase == Phase::ChooseCivilization; ++step)
            QVERIFY(!controller().playAll({Action::choose(0)}));
        QCOMPARE(state().phase, Phase::TurnStart);
    }

    /** A legal conquest target of the player to act. */
    std::optional<AreaIndex> aTarget()
    {
        for (const ConquestTarget &target : conquestTargets(state(), false)) {
            if (target.legal)
                return target.area;
        }
        return std::nullopt;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        testing::keepSettingsIn(m_dir);
        m_catalog = testing::shippedMaps();
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>(m_catalog.get());
        m_window->resize(1366, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup() { m_window.reset(); }

    /**
     * The s47 walk at 2560x1440 and the scale factor 2: Tab left the keyboard on card IV, key 1
     * chose I, and the focus frame stayed on IV with I scrolled out of sight (Enter on it
     * would press IV). The card a key chooses takes the keyboard and comes into sight.
     */
    void aSlotsKeyTakesTheTracksFocus()
    {
        m_window->resize(1024, 600); // the track scrolls: three cards in sight
        startGame(3);
        CivilizationTrackPanel *track = m_window->civilizationPanel();
        m_window->findChild<QDockWidget *>(u"civilizationDock"_s)->raise(); // tabbed, maybe
        QVERIFY(testing::tabUntil([track](QWidget *focus) { return focus == track->slotButton(3); },
                                  false, 300));
        QVERIFY(testing::typeKey(Qt::Key_1));
        QCOMPARE(m_window->input()->pendingChoice(), std::optional<int>(0));
        TrackSlotButton *first = track->slotButton(0);
        QCOMPARE(QApplication::focusWidget(), first);
        QWidget *viewport = track->parentWidget();
        const QRect shown(first->mapTo(viewport, QPoint()), first->size());
        QVERIFY2(
            viewport->rect().contains(shown),
            qPrintable(u"card I at %1,%2 in a view %3 high"_s.arg(shown.x()).arg(shown.y()).arg(
                viewport->height())));
    }

    void aTurnPlayedByTheStepsKeys()
    {
        startGame(3);
        checkActionsFollowTheBar();
        // The track's cards by 1 to 6, in the Turn menu's Choose a Civilization, enabled as the
        // cards are; Enter takes the card chosen.
        CivilizationTrackPanel *track = m_window->civilizationPanel();
        const QList<QAction *> cards = track->slotActions();
        QCOMPARE(cards.size(), 6);
        const QList<QAction *> turnEntries =
            m_window->menuBar()->actions().value(1)->menu()->actions();
        for (int slot = 0; slot < 6; ++slot) {
            QCOMPARE(cards[slot]->isEnabled(), track->slotButton(slot)->isEnabled());
            QCOMPARE(cards[slot]->shortcut(), QKeySequence(Qt::Key_1 + slot));
            QVERIFY(std::any_of(turnEntries.begin(), turnEntries.end(), [&](const QAction *entry) {
                return entry->menu() && entry->menu()->actions().contains(cards[slot]);
            }));
        }
        QVERIFY(cards[1]->isEnabled());
        const std::size_t chosen = controller().actions().size();
        QVERIFY(testing::typeKey(Qt::Key_2));
        QCOMPARE(controller().actions().size(), chosen); // marked, not yet taken
        QCOMPARE(m_window->input()->pendingChoice(), std::optional<int>(1));
        QVERIFY(testing::typeKey(Qt::Key_Return)); // Take it (a button's shortcut: animated)
        QTRY_COMPARE(controller().actions().size(), chosen + 1);
        QVERIFY(controller().actions().back() == Action::choose(1));
        for (int slot = 0; slot < 6; ++slot)
            QCOMPARE(cards[slot]->isEnabled(), track->slotButton(slot)->isEnabled());
        chooseUntilATurnStarts();
        for (int slot = 0; slot < 6; ++slot)
            QVERIFY(!cards[slot]->isEnabled());
        checkActionsFollowTheBar();
        // The s52 walk: the greyed Undo's tooltip gave no reason; like the other greyed steps it
        // says why.
        QVERIFY(!bar().undoButton()->isEnabled());
        QVERIFY2(bar().undoButton()->toolTip().contains(
                     u"Not now: Nothing has been played in this turn yet"_s),
                 qPrintable(bar().undoButton()->toolTip()));
        // The s53 walk: Expand said "Collect your pawns" of a civilization just taken, with no
        // province to collect from; it enters the board. Decline says what it costs then.
        const QString expandWords = buttonOf(actionNamed(u"expandAction"_s))->toolTip();
        QVERIFY2(!expandWords.contains(u"Collect"_s) &&
                     expandWords.startsWith(u"Enter the board from its edge with your "_s),
                 qPrintable(expandWords));
        const QString declineWords = buttonOf(actionNamed(u"declineAction"_s))->toolTip();
        QVERIFY2(declineWords.contains(u"while it holds no province"_s), qPrintable(declineWords));
        // A key whose step is not offered does nothing.
        const std::size_t before = controller().actions().size();
        QVERIFY(testing::typeKey(Qt::Key_S));
        QCOMPARE(controller().actions().size(), before);

        pressKeyOf(u"expandAction"_s);
        QCOMPARE(state().phase, Phase::Conquest);
        QVERIFY(bar().undoButton()->isEnabled());
        QVERIFY2(!bar().undoButton()->toolTip().contains(u"Not now"_s),
                 qPrintable(bar().undoButton()->toolTip()));
        const std::optional<AreaIndex> target = aTarget();
        QVERIFY(target);
        QVERIFY(!controller().playAll({Action::conquer(*target)}));
        checkActionsFollowTheBar();
        pressKeyOf(u"endConquestAction"_s);
        QCOMPARE(state().phase, Phase::Reorganization);
        const QString nothing =
            u"Nothing was conquered this turn. Undo (Ctrl+Z) takes End conquest back."_s;
        QVERIFY(m_window->statusBar()->currentMessage() != nothing);
        pressKeyOf(u"autoDistributeAction"_s);
        const int player = state().currentPlayer;
        pressKeyOf(u"confirmAction"_s);
        QVERIFY(state().currentPlayer != player);
        QCOMPARE(state().phase, Phase::TurnStart);

        // The Turn menu's entry does what the key does.
        QAction *expand = actionNamed(u"expandAction"_s);
        QVERIFY(expand->isEnabled());
        expand->trigger();
        QCOMPARE(state().phase, Phase::Conquest);
        checkActionsFollowTheBar();

        // The s49 walk: End conquest right after Expand (a misclick), nothing conquered and all
        // the pawns in hand, went on to the reorganization without a word. The status bar says
        // so, with the key that takes it back (the turn bar has no room for it: the map would
        // move at Larger text).
        const QString detail = bar().detailLabel()->text();
        pressKeyOf(u"endConquestAction"_s);
        QCOMPARE(state().phase, Phase::Reorganization);
        QCOMPARE(m_window->statusBar()->currentMessage(), nothing);
        QVERIFY(!bar().detailLabel()->text().contains(u"Nothing was conquered"_s));
        QVERIFY(testing::typeKey(Qt::Key_Z, Qt::ControlModifier));
        QCOMPARE(state().phase, Phase::Conquest);
        QCOMPARE(bar().detailLabel()->text(), detail);

        // The s52 walk: the words stayed some 10 s into the next player's turn. A message about
        // a turn ends with that turn.
        pressKeyOf(u"endConquestAction"_s);
        QCOMPARE(m_window->statusBar()->currentMessage(), nothing);
        pressKeyOf(u"autoDistributeAction"_s);
        const int ended = state().currentPlayer;
        pressKeyOf(u"confirmAction"_s);
        QVERIFY(state().currentPlayer != ended);
        QVERIFY2(m_window->statusBar()->currentMessage() != nothing,
                 qPrintable(m_window->statusBar()->currentMessage()));
    }

    /**
     * The s43 walk: a civilization chosen with 2 and Enter, then E for Expand, and the turn bar
     * said "Click a highlighted province": only the map's cursor told that the person played
     * with the keys. Every step's words name the keys once a key played, and the clicks again
     * after a click.
     */
    void theWordsNameTheKeysOnceAKeyPlayed()
    {
        startGame(3);
        const QLabel *detail = bar().detailLabel();
        const auto says = [detail](const QString &words) { return detail->text().contains(words); };
        QVERIFY2(says(u"Pick one of the civilizations"_s), qPrintable(detail->text()));
        QVERIFY(testing::typeKey(Qt::Key_2));
        QTRY_VERIFY2(says(u"Enter takes it"_s), qPrintable(detail->text()));
        QVERIFY(testing::typeKey(Qt::Key_Escape)); // a button's shortcut: animated
        QTRY_VERIFY(!m_window->input()->pendingChoice());
        QTRY_VERIFY2(says(u"Press the number of a place"_s), qPrintable(detail->text()));
        chooseUntilATurnStarts();
        QTRY_VERIFY2(says(u"Press E to expand or D to decline."_s), qPrintable(detail->text()));
        pressKeyOf(u"expandAction"_s);
        QTRY_VERIFY2(says(u"Move the ring to a highlighted province"_s),
                     qPrintable(detail->text()));
        QVERIFY2(!says(u"Click"_s), qPrintable(detail->text()));
        testing::grabIfAsked(*m_window, u"expand-keys"_s);
        // A click in the window: the clicks' words again.
        QTest::mouseClick(bar().titleLabel(), Qt::LeftButton);
        QTRY_VERIFY2(says(u"Click a highlighted province"_s), qPrintable(detail->text()));
    }

    /**
     * The s43 walk: with no game, Turn > Choose a Civilization opened on six disabled entries.
     * No entry of the Turn menu is enabled then, the submenu's included; it is with a game at
     * its choice, and not after the game is closed.
     */
    void noTurnActionWithoutAGame()
    {
        const QMenu *turnMenu = m_window->menuBar()->actions().value(1)->menu();
        QVERIFY(turnMenu);
        QAction *choose = nullptr;
        const auto enabledEntries = [turnMenu] {
            QStringList enabled;
            for (const QAction *entry : turnMenu->actions()) {
                if (!entry->isSeparator() && entry->isEnabled())
                    enabled << entry->text();
            }
            return enabled.join(u", "_s);
        };
        for (QAction *entry : turnMenu->actions()) {
            if (entry->menu())
                choose = entry;
        }
        QVERIFY(choose);
        QCOMPARE(enabledEntries(), QString());
        startGame(3);
        QVERIFY(choose->isEnabled());
        controller().closeGame();
        QCOMPARE(enabledEntries(), QString());
    }

    /**
     * The s50 walk: a pawn placed by hand in the reorganization, then Auto-distribute (A): the
     * spread began anew and took that pawn off again, without a word. It keeps what the hand
     * placed and spreads the rest.
     */
    void autoDistributeKeepsThePawnsPlacedByHand()
    {
        startGame(3);
        chooseUntilATurnStarts();
        pressKeyOf(u"expandAction"_s);
        for (int conquest = 0; conquest < 3; ++conquest) {
            const std::optional<AreaIndex> target = aTarget();
            QVERIFY(target);
            QVERIFY(!controller().playAll({Action::conquer(*target)}));
        }
        pressKeyOf(u"endConquestAction"_s);
        QCOMPARE(state().phase, Phase::Reorganization);
        const int me = state().currentPlayer;
        QVERIFY(state().player(me).active->hand > 0);
        // A province the spread alone would take the placed pawn from.
        std::optional<AreaIndex> placedIn;
        for (const AreaIndex area : provincesOf(state(), me, Holder::Active)) {
            GameState placed = state();
            if (applyInPlace(placed, Action::place(area)))
                continue;
            const std::vector<Action> spread = distributionActions(placed);
            if (std::find(spread.begin(), spread.end(), Action::lift(area)) != spread.end()) {
                placedIn = area;
                break;
            }
        }
        QVERIFY(placedIn);
        QVERIFY(!controller().play(Action::place(*placedIn)));
        const int pawns = state().at(*placedIn).pawns;
        pressKeyOf(u"autoDistributeAction"_s);
        QCOMPARE(state().player(me).active->hand, 0);
        QVERIFY2(state().at(*placedIn).pawns >= pawns,
                 qPrintable(u"%1 pawns placed by hand, %2 left"_s.arg(pawns).arg(
                     state().at(*placedIn).pawns)));
        pressKeyOf(u"confirmAction"_s);
        QVERIFY(state().currentPlayer != me);
    }

    void declineByItsKey()
    {
        startGame(3);
        chooseUntilATurnStarts();
        // The players' first turns by the bar's actions, then the first declines with D.
        for (int turn = 0; turn < 3; ++turn) {
            pressKeyOf(u"expandAction"_s);
            const std::optional<AreaIndex> target = aTarget();
            QVERIFY(target);
            QVERIFY(!controller().playAll({Action::conquer(*target)}));
            pressKeyOf(u"endConquestAction"_s);
            pressKeyOf(u"autoDistributeAction"_s);
            pressKeyOf(u"confirmAction"_s);
        }
        QCOMPARE(state().phase, Phase::TurnStart);
        QVERIFY(!actionNamed(u"rebirthDeclineAction"_s)->isEnabled());
        pressKeyOf(u"declineAction"_s);
        QVERIFY(std::any_of(controller().actions().begin(), controller().actions().end(),
                            [](const Action &a) { return a.type == ActionType::Decline; }));
    }

    /**
     * The s42 walk: a defender placing survivors read "click a province or its + button" with
     * no + button in sight, "Left click" words while playing with the keys, and the last pawn
     * placed ended the redeploy at once; Ctrl+Z said nothing of what it undid. The words say
     * the keys once the keys are used; the last pawn is asked about first (Enter again places
     * it, Escape keeps it), and Undo takes back a pawn placed before, saying so.
     */
    void aDefendersLastPawnIsAskedAboutByKeys()
    {
        NewGameSetup setup = testing::peopleSetup(u"europe"_s, 3, 11);
        setup.options.autoRedeploy = false;
        QString error;
        QVERIFY2(m_window->startGame(setup, &error), qPrintable(error));
        RandomPlayer player(5);
        bool redeployBegun = false;
        for (int step = 0; step < 4000; ++step) {
            if (state().phase == Phase::Redeploy && !redeployBegun) {
                // The s53 walk: the greyed Undo said "Nothing has been played in this turn yet"
                // here, with the attacker's turn played on the map. It says why.
                redeployBegun = true;
                QVERIFY(!bar().undoButton()->isEnabled());
                const QString why = u"Not now: %1 is placing the pawns that survived %2's "
                                    "conquests: %2's turn can no longer be undone."_s.arg(
                                        controller().seat(state().redeployPlayer).name,
                                        controller().seat(state().currentPlayer).name);
                QVERIFY2(bar().undoButton()->toolTip().contains(why),
                         qPrintable(bar().undoButton()->toolTip()));
            }
            if (state().phase == Phase::Redeploy && survivorsToPlace(state()) >= 2)
                break;
            QVERIFY(!state().isOver());
            QVERIFY(!controller().play(player.chooseAction(state())));
        }
        QVERIFY(redeployBegun);
        QCOMPARE(state().phase, Phase::Redeploy);
        const int defender = state().redeployPlayer;
        // The bar speaks to the defender, who acts now, not to the attacker whose turn it is:
        // their name, their token's colour and their pawns to place.
        QVERIFY(defender != state().currentPlayer);
        QCOMPARE(bar().titleLabel()->text(), u"Defender %1: place your surviving pawns"_s.arg(
                                                 controller().seat(defender).name));
        QVERIFY2(bar().handLabel()->text().startsWith(
                     u"To place:\n%1 pawn"_s.arg(survivorsToPlace(state()))),
                 qPrintable(bar().handLabel()->text()));
        const auto *swatch = bar().findChild<QLabel *>(u"turnSwatch"_s);
        QVERIFY(swatch);
        QCOMPARE(swatch->pixmap().toImage(), TileArt::pawn(controller().seat(defender).colour, 18,
                                                           false, qApp->devicePixelRatio())
                                                 .toImage());
        const QLabel *detail = bar().detailLabel();
        QVERIFY2(!detail->text().contains(u"+ button"_s), qPrintable(detail->text()));
        QVERIFY2(detail->text().contains(u"click one for each pawn"_s), qPrintable(detail->text()));

        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        GameMapView *view = m_window->mapView();
        view->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), view);
        QVERIFY(testing::typeKey(Qt::Key_Tab)); // the ring on the first province to act on
        QVERIFY(view->isKeyboardCursorShown());
        QTRY_VERIFY2(detail->text().contains(u"press Enter for each pawn"_s),
                     qPrintable(detail->text()));
        QVERIFY(!detail->text().contains(u"click"_s, Qt::CaseInsensitive));
        testing::grabIfAsked(*m_window, u"redeploy-keys"_s);
        const AreaIndex area = *view->keyboardCursor();
        QVERIFY(!checkAction(state(), Action::redeploy(area)));
        while (survivorsToPlace(state()) > 1)
            QVERIFY(testing::typeKey(Qt::Key_Return));
        const GameState beforeLast = state();
        const int pawns = state().at(area).pawns;

        // The last one: asked about, nothing placed yet.
        QVERIFY(testing::typeKey(Qt::Key_Return));
        QCOMPARE(m_window->input()->pendingLastSurvivor(), std::optional<AreaIndex>(area));
        QVERIFY(state() == beforeLast);
        QVERIFY(bar().titleLabel()->text().contains(u"your last pawn to"_s));
        QVERIFY(bar().placeLastSurvivorButton()->isVisible());
        QVERIFY(bar().otherProvinceButton()->isVisible());
        testing::grabIfAsked(*m_window, u"redeploy-last-pawn"_s);
        // Ctrl+Z: the pawn placed before comes back, and the window says so.
        QVERIFY(testing::typeKey(Qt::Key_Z, Qt::ControlModifier));
        QCOMPARE(survivorsToPlace(state()), 2);
        QCOMPARE(state().at(area).pawns, pawns - 1);
        QVERIFY(!m_window->input()->pendingLastSurvivor());
        testing::grabIfAsked(*m_window, u"undone"_s);
        const QString said = m_window->statusBar()->currentMessage();
        QVERIFY2(said.startsWith(u"Undone: "_s) && said.contains(u"redeploys a pawn"_s),
                 qPrintable(said));

        // Placed again; the last one asked about, Escape keeps it.
        QVERIFY(testing::typeKey(Qt::Key_Return));
        QVERIFY(testing::typeKey(Qt::Key_Return));
        QVERIFY(m_window->input()->pendingLastSurvivor());
        QVERIFY(testing::typeKey(Qt::Key_Escape)); // a button's shortcut: animated
        QTRY_VERIFY(!m_window->input()->pendingLastSurvivor());
        QVERIFY(state() == beforeLast);
        // Asked again, Enter again places it: the redeploy is over.
        QVERIFY(testing::typeKey(Qt::Key_Return));
        QVERIFY(testing::typeKey(Qt::Key_Return));
        QVERIFY(state().phase != Phase::Redeploy || state().redeployPlayer != defender);
        QVERIFY(controller().actions().back() == Action::redeploy(area));
    }

    void eachStepHasAKeyOfItsOwn()
    {
        // Decline and the Rebirth's Decline now were both D: Help > Keyboard listed the key
        // twice (the walk of 2026-11-27).
        startGame(3);
        QStringList keys;
        for (const QAction *action : bar().stepActions()) {
            const QString key = action->shortcut().toString(QKeySequence::PortableText);
            QVERIFY2(!key.isEmpty(), qPrintable(action->objectName()));
            QVERIFY2(!keys.contains(key), qPrintable(key + u" twice: "_s + action->objectName()));
            keys << key;
        }
        QCOMPARE(actionNamed(u"rebirthDeclineAction"_s)->shortcut(), QKeySequence(Qt::Key_N));
    }

    void aHeldEnterPressesOneButton()
    {
        startGame(3);
        chooseUntilATurnStarts();
        QVERIFY(!controller().playAll({Action::expand()}));
        const std::optional<AreaIndex> target = aTarget();
        QVERIFY(target);
        QVERIFY(!controller().playAll({Action::conquer(*target), Action::endConquest()}));
        pressKeyOf(u"autoDistributeAction"_s);
        QPushButton *confirm = bar().confirmButton();
        QVERIFY(
            testing::tabUntil([confirm](QWidget *focus) { return focus == confirm; }, false, 200));
        // Enter held down on Confirm and score: one press, then the keyboard's repeats.
        const std::size_t before = controller().actions().size();
        QTest::keyPress(QApplication::focusWidget(), Qt::Key_Return);
        QCOMPARE(controller().actions().size(), before + 1);
        for (int repeat = 0; repeat < 5; ++repeat) {
            QKeyEvent again(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier, u"\r"_s, true);
            QApplication::sendEvent(QApplication::focusWidget(), &again);
        }
        QTest::keyRelease(QApplication::focusWidget(), Qt::Key_Return);
        QCOMPARE(controller().actions().size(), before + 1);
        QCOMPARE(state().phase, Phase::TurnStart);
    }

    void helpKeyboardListsEveryKey()
    {
        startGame(3);
        chooseUntilATurnStarts();
        QAction *help = m_window->keyboardAction();
        QVERIFY(help);
        QVERIFY(m_window->menuBar()->actions().back()->menu()->actions().contains(help));
        help->trigger();
        auto *dialog = m_window->findChild<KeyboardDialog *>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        testing::grabIfAsked(*dialog, u"keyboard"_s);
        QStringList listed;
        const QTreeWidget *table = dialog->table();
        for (int section = 0; section < table->topLevelItemCount(); ++section) {
            const QTreeWidgetItem *heading = table->topLevelItem(section);
            for (int line = 0; line < heading->childCount(); ++line)
                listed << heading->child(line)->text(0) + u" = "_s + heading->child(line)->text(1);
        }
        // Every action of the window that has a key, with its keys and its words.
        int keyed = 0;
        for (const QAction *action : m_window->findChildren<QAction *>()) {
            if (action->shortcuts().isEmpty())
                continue;
            QStringList keys;
            for (const QKeySequence &key : action->shortcuts())
                keys << key.toString(QKeySequence::NativeText);
            const QString line = keys.join(u", "_s) + u" = "_s + action->iconText();
            QVERIFY2(listed.contains(line), qPrintable(line));
            ++keyed;
        }
        QVERIFY(keyed > 20);
        for (const QAction *action : bar().stepActions())
            QVERIFY(listed.contains(action->shortcut().toString(QKeySequence::NativeText) +
                                    u" = "_s + action->iconText()));
        dialog->close();
    }

    /**
     * The s54 walk: one Tab after Undo showed no ring anywhere; the keyboard was on a widget
     * that draws none. From Undo, Tab goes round the whole window: each stop is seen, enabled
     * and shows that it has the keyboard (it looks otherwise without it), back to Undo.
     */
    void everyTabStopAfterUndoShowsItsRing()
    {
        startGame(3);
        chooseUntilATurnStarts();
        pressKeyOf(u"expandAction"_s); // Undo can be pressed: it is in the chain
        QPushButton *undo = bar().undoButton();
        QVERIFY(undo->isVisible() && undo->isEnabled());
        QVERIFY(testing::tabUntil([undo](QWidget *focus) { return focus == undo; }, false, 300));
        QStringList seen;
        QWidget *previous = undo;
        for (int press = 0; press < 400; ++press) {
            QVERIFY(testing::typeKey(Qt::Key_Tab));
            QWidget *focus = QApplication::focusWidget();
            QVERIFY(focus);
            if (focus == undo)
                break;
            const QString name = QString::fromLatin1(focus->metaObject()->className()) + u" "_s +
                                 focus->objectName();
            QVERIFY2(focus->isVisible() && focus->isEnabled(), qPrintable(name));
            if (focus == previous)
                continue; // the map's provinces, one Tab each: its cursor is its ring
            previous = focus;
            seen << name;
            if (focus == m_window->mapView()) {
                QVERIFY(m_window->mapView()->isKeyboardCursorShown());
                continue;
            }
            // Its look with the keyboard and without it, a ring around it included: the same,
            // and the ring is nowhere.
            QWidget *around = focus->parentWidget();
            const QRect place = focus->geometry().adjusted(-4, -4, 4, 4);
            const QImage with = around->grab(place).toImage();
            undo->setFocus(Qt::OtherFocusReason);
            const QImage without = around->grab(place).toImage();
            focus->setFocus(Qt::OtherFocusReason);
            QVERIFY2(with != without, qPrintable(name + u" shows no ring"_s));
        }
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(undo));
        QVERIFY2(seen.size() > 3, qPrintable(seen.join(u", "_s)));
    }

    void oneEscapeClosesAMenuAndGivesTheKeysBack()
    {
        startGame(3);
        QWidget *map = m_window->mapView();
        QVERIFY(testing::typeKey(Qt::Key_G, Qt::AltModifier));
        QTRY_VERIFY(QApplication::activePopupWidget());
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        QVERIFY(menu);
        QCOMPARE(menu, m_window->menuBar()->actions().front()->menu());
        QTest::keyClick(menu, Qt::Key_Escape);
        QTRY_VERIFY(!QApplication::activePopupWidget());
        QCOMPARE(QApplication::focusWidget(), map);
        QVERIFY(!m_window->menuBar()->hasFocus());
        // Tab and Enter are the window's again: no menu opens.
        QVERIFY(testing::typeKey(Qt::Key_Tab));
        QVERIFY(testing::typeKey(Qt::Key_Return));
        QVERIFY(!QApplication::activePopupWidget());
        QVERIFY(!m_window->menuBar()->hasFocus());

        // Escape in a submenu closes only the submenu.
        QVERIFY(testing::typeKey(Qt::Key_G, Qt::AltModifier));
        QTRY_VERIFY(QApplication::activePopupWidget() == menu);
        menu->setActiveAction(menu->actions().at(2)); // Open Recent
        QVERIFY(menu->actions().at(2)->menu());
        QTest::keyClick(menu, Qt::Key_Right);
        QTRY_VERIFY(QApplication::activePopupWidget() != menu);
        QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_Escape);
        QTRY_COMPARE(QApplication::activePopupWidget(), menu);
        QTest::keyClick(menu, Qt::Key_Escape);
        QTRY_VERIFY(!QApplication::activePopupWidget());
        QVERIFY(!m_window->menuBar()->hasFocus());
    }
};

QTEST_MAIN(TestTurnActions)
#include "test_turnactions.moc"
