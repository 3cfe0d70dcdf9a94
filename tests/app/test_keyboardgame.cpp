// A whole game with the keyboard alone, through the real window (#27, "Keyboard play, a whole
// game"): Ctrl+N, the New Game dialog filled in with Tab, the arrows and typing, Enter to start;
// then every decision of every hot-seat player by keys (the track's cards, the turn bar's steps,
// Tab into the map and Enter on a province) until the game is over. A Classic game of three
// people, who press the steps' keys (E for Expand, C for End conquest...: the Turn menu's), and an
// Online 2013 game of two, who Tab to the turn bar's buttons and press Space; the engine's state
// checked at every step.

#include "board/gamemapview.h"
#include "board/gamescene.h"
#include "dialogs/endofgamedialog.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/seatrow.h"
#include "gamefixture.h"
#include "keyboardtyping.h"
#include "mainwindow.h"
#include "mapformat/mapcatalog.h"
#include "panels/civilizationtrackpanel.h"
#include "panels/trackslotbutton.h"
#include "panels/turnbar.h"
#include "queries/boardqueries.h"
#include "session/gamecontroller.h"
#include "session/seatkind.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <set>

using namespace vinci;
using namespace Qt::StringLiterals;

class TestKeyboardGame : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<MapCatalog> m_catalog;
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
    int m_presses = 0;
    /** The turn bar's steps by their keys (else Tab to the button, Space). */
    bool m_stepKeys = false;

    GameController &controller() { return *m_window->controller(); }
    const GameState &state() { return m_window->controller()->state(); }
    TurnBar &bar() { return *m_window->turnBar(); }
    GameMapView *view() { return m_window->mapView(); }

    /** A key as a person types it: to the widget that has the keyboard. */
    bool press(int key, Qt::KeyboardModifiers modifiers = {})
    {
        return testing::typeKey(key, modifiers, &m_presses);
    }

    /** Tab until `wanted` has the keyboard (Tab goes round the window, so 300 is plenty). */
    bool tabTo(const std::function<bool(QWidget *)> &wanted)
    {
        return testing::tabUntil(wanted, false, 300, &m_presses);
    }

    bool tabTo(QWidget *widget)
    {
        return tabTo([widget](QWidget *focus) { return focus == widget; });
    }

    /** The arrows in a combo box until `matches` its current item. */
    bool pickIn(QComboBox *box, const std::function<bool(QComboBox *)> &matches)
    {
        if (!tabTo(box))
            return false;
        for (const int key : {Qt::Key_Up, Qt::Key_Down}) {
            for (int step = 0; step <= box->count() && !matches(box); ++step)
                press(key);
        }
        return matches(box);
    }

    /** Selects what the field holds and types `text` over it. */
    bool typeInto(QWidget *field, const QString &text)
    {
        if (!tabTo(field))
            return false;
        press(Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(field, text);
        m_presses += static_cast<int>(text.size());
        return true;
    }

    /**
     * Ctrl+N, then the dialog by keys: the rules, the map, `players` seats all people, the
     * Classic victory target or the Online rounds left as they are, the seed, Enter.
     */
    void startByKeys(RuleSetId rules, const QString &map, int players, const QString &target)
    {
        bool filled = false;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<NewGameDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            // Whatever fails below, the dialog closes: exec() must return for the test to end.
            const auto closeIfOpen = qScopeGuard([dialog] {
                if (dialog->isVisible())
                    dialog->reject();
            });
            // The window system gives a new dialog the keyboard (the offscreen platform does
            // not: done here as it would).
            dialog->activateWindow();
            QTRY_VERIFY(dialog->isActiveWindow());
            QVERIFY2(dialog->isAncestorOf(QApplication::focusWidget()),
                     "the dialog gives the keyboard to a field");
            QVERIFY(pickIn(dialog->ruleSetBox(), [rules](QComboBox *box) {
                return box->currentData().toInt() == static_cast<int>(rules);
            }));
            QVERIFY(pickIn(dialog->mapBox(),
                           [map](QComboBox *box) { return box->currentData().toString() == map; }));
            QVERIFY(typeInto(dialog->playerCountBox(), QString::number(players)));
            const QList<SeatRow *> seats = dialog->findChildren<SeatRow *>();
            int people = 0;
            for (SeatRow *seat : seats) {
                if (!seat->isVisible())
                    continue;
                QVERIFY(pickIn(seat->controllerBox(), [](QComboBox *box) {
                    return box->currentData().toString() == QStringView(humanSeatKey);
                }));
                ++people;
            }
            QCOMPARE(people, players);
            if (!target.isEmpty() && dialog->victoryTargetBox()->isVisible())
                QVERIFY(typeInto(dialog->victoryTargetBox(), target));
            QVERIFY(typeInto(dialog->seedEdit(), u"27"_s));
            QVERIFY2(dialog->startButton()->isEnabled(),
                     qPrintable(dialog->problemLabel()->text()));
            press(Qt::Key_Return);
            filled = true;
        });
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QTest::keyClick(m_window.get(), Qt::Key_N, Qt::ControlModifier);
        QVERIFY(filled);
        // The window system gives the keyboard back to the window the dialog came from.
        m_window->activateWindow();
        QTRY_VERIFY(m_window->isActiveWindow());
        QVERIFY(controller().hasGame());
        QCOMPARE(state().options.ruleSet, rules);
        QCOMPARE(state().playerCount(), players);
    }

    /**
     * Presses a button of the turn bar: the key of its step (its action's shortcut) where the
     * keyboard is, or Tab to it and Space.
     */
    bool pressByKeys(QPushButton *button)
    {
        if (!button->isVisible() || !button->isEnabled())
            return false;
        if (m_stepKeys) {
            for (const QAction *action : bar().stepActions()) {
                if (action->iconText() != button->text())
                    continue;
                const QKeyCombination key = action->shortcut()[0];
                return action->isEnabled() && press(key.key(), key.keyboardModifiers());
            }
            return false;
        }
        if (!tabTo(button))
            return false;
        return press(Qt::Key_Space);
    }

    /** Tab to the first card that can be chosen, Space, Enter. */
    bool chooseByKeys()
    {
        if (!tabTo([](QWidget *focus) {
                const auto *slot = qobject_cast<TrackSlotButton *>(focus);
                return slot && slot->isEnabled();
            }))
            return false;
        press(Qt::Key_Space);
        return press(Qt::Key_Return);
    }

    /**
     * Tab into the map, then on through the provinces that matter now until the cursor is on
     * one `wanted` accepts, Enter. False when Tab leaves the map first.
     */
    bool enterOn(const std::function<bool(AreaIndex)> &wanted)
    {
        if (!tabTo([this](QWidget *focus) {
                return focus == view() && view()->isKeyboardCursorShown();
            }))
            return false;
        for (int presses = 0; presses < 200 && QApplication::focusWidget() == view(); ++presses) {
            const std::optional<AreaIndex> cursor = view()->keyboardCursor();
            if (cursor && wanted(*cursor))
                return press(Qt::Key_Return);
            press(Qt::Key_Tab);
        }
        return false;
    }

    /** One decision of the player to act, by keys; false when nothing could be done. */
    bool decideByKeys(std::map<int, int> &turnsOfCivilization)
    {
        const int me = state().currentPlayer;
        switch (state().phase) {
        case Phase::ChooseCivilization:
            turnsOfCivilization[me] = 0;
            return chooseByKeys();
        case Phase::TurnStart:
            // Each civilization declines after three turns, so that the game has declines and
            // new choices in it (Decline is a key too).
            if (++turnsOfCivilization[me] > 3 && bar().declineButton()->isEnabled())
                return pressByKeys(bar().declineButton());
            return pressByKeys(bar().expandButton());
        case Phase::Conquest: {
            std::set<AreaIndex> legal;
            for (const ConquestTarget &target : conquestTargets(state(), false)) {
                if (target.legal)
                    legal.insert(target.area);
            }
            if (!legal.empty() &&
                enterOn([&legal](AreaIndex area) { return legal.contains(area); }))
                return true;
            return pressByKeys(bar().endConquestButton());
        }
        case Phase::Reorganization:
            if (pressByKeys(bar().confirmButton()))
                return true;
            if (pressByKeys(bar().autoDistributeButton()))
                return true;
            // A split empire: Enter keeps the part the cursor is on.
            return enterOn([](AreaIndex) { return true; });
        case Phase::RebirthDecision:
            return pressByKeys(bar().endTurnButton());
        case Phase::Redeploy:
            if (pressByKeys(bar().confirmButton()))
                return true;
            if (pressByKeys(bar().autoRedeployButton()))
                return true;
            return enterOn([](AreaIndex) { return true; });
        case Phase::GameOver:
            break;
        }
        return false;
    }

    /** Plays to the end by keys, every key press making the game go on within a few decisions. */
    void playToTheEndByKeys()
    {
        std::map<int, int> turnsOfCivilization;
        int decisions = 0;
        while (state().phase != Phase::GameOver) {
            const std::size_t before = controller().actions().size();
            const Phase phase = state().phase;
            const int player = state().currentPlayer;
            QVERIFY2(decideByKeys(turnsOfCivilization),
                     qPrintable(u"no key plays phase %1 of player %2 at action %3"_s
                                    .arg(static_cast<int>(phase))
                                    .arg(player)
                                    .arg(before)));
            // Every decision plays an action (a card's Space only marks it: Enter took it).
            QVERIFY2(
                QTest::qWaitFor([&] { return controller().actions().size() > before; }),
                qPrintable(u"phase %1: the keys played nothing"_s.arg(static_cast<int>(phase))));
            QVERIFY(++decisions < 2000);
        }
        qInfo("game over after %d decisions, %d actions, %d key presses", decisions,
              int(controller().actions().size()), m_presses);
        // A whole game: conquests, declines and new civilizations, scored turns, all by keys;
        // the end of the game shown.
        QVERIFY(countOf(ActionType::Conquer) > state().playerCount());
        QVERIFY(countOf(ActionType::Decline) > 0);
        QVERIFY(countOf(ActionType::ChooseCivilization) > state().playerCount());
        QVERIFY(countOf(ActionType::EndReorganization) > state().playerCount());
        QTRY_VERIFY(m_window->endOfGameDialog() && m_window->endOfGameDialog()->isVisible());
    }

    int countOf(ActionType type)
    {
        return static_cast<int>(std::count_if(controller().actions().begin(),
                                              controller().actions().end(),
                                              [type](const Action &a) { return a.type == type; }));
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
        m_presses = 0;
        m_window = std::make_unique<MainWindow>(m_catalog.get());
        m_window->resize(1366, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }

    void cleanup() { m_window.reset(); }

    void aClassicGameOfThreePeople()
    {
        m_stepKeys = true;
        startByKeys(RuleSetId::Classic, u"europe"_s, 3, u"40"_s);
        if (QTest::currentTestFailed())
            return;
        playToTheEndByKeys();
    }

    void anOnlineGameOfTwoPeople()
    {
        m_stepKeys = false;
        startByKeys(RuleSetId::Online2013, u"mediterranean"_s, 2, QString());
        if (QTest::currentTestFailed())
            return;
        playToTheEndByKeys();
    }
};

QTEST_MAIN(TestKeyboardGame)
#include "test_keyboardgame.moc"
