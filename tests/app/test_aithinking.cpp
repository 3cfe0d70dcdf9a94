// Computer seats think off the GUI thread: while a seat's decision is held back, the window's
// menus open, Undo and the speed box do no harm, and a new game, a loaded one or closing the
// window leave the stale decision unread. A decision still meant for the position is played.

#include "ai/randomplayer.h"
#include "app/gamefixture.h"
#include "app/gatedseat.h"
#include "dialogs/endofgamedialog.h"
#include "game/play.h"
#include "mainwindow.h"
#include "mapformat/mapcatalog.h"
#include "panels/gamelogpanel.h"
#include "panels/playercolours.h"
#include "panels/turnbar.h"
#include "session/gamecontroller.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QTimer>

#include <memory>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

/** A Europe game: seat 0 is the Strategist (normal), the others people. */
NewGameSetup setupWithComputer(int players, quint64 seed)
{
    NewGameSetup people = testing::peopleSetup(u"europe"_s, players, seed);
    people.seats[0] = {u"Ada"_s, playerColour(0), u"strategist-normal"_s};
    return testing::setupOf(people.seats, seed);
}

NewGameSetup setupOfPeople(int players, quint64 seed)
{
    return testing::peopleSetup(u"europe"_s, players, seed);
}

} // namespace

class TestAiThinking : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<MapCatalog> m_catalog;
    std::unique_ptr<MainWindow> m_window;
    std::shared_ptr<QSemaphore> m_gate;
    QTemporaryDir m_dir;

    GameController &controller() { return *m_window->controller(); }

    /** Starts `setup`; the people play random legal moves until the computer must act. */
    void startUntilComputerThinks(const NewGameSetup &setup)
    {
        QString error;
        QVERIFY2(m_window->startGame(setup, &error), qPrintable(error));
        RandomPlayer people(setup.options.seed);
        for (int step = 0; step < 500 && controller().isHumanToAct(); ++step)
            QVERIFY(!controller().play(people.chooseAction(controller().state())));
        QVERIFY(controller().isAiToAct());
        QTRY_VERIFY(controller().isThinking());
    }

    /** Lets every held decision through and waits until the workers are done. */
    void releaseAll()
    {
        m_gate->release(1000);
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::processEvents();
    }

    QMenu *gameMenu() { return m_window->menuBar()->actions().constFirst()->menu(); }
    QMenu *turnMenu() { return m_window->menuBar()->actions().value(1)->menu(); }

    QAction *undoAction()
    {
        for (QAction *action : turnMenu()->actions()) {
            if (action->shortcut() == QKeySequence(QKeySequence::Undo))
                return action;
        }
        return nullptr;
    }

    /** Game > Quit (Ctrl+Q under X11; the offscreen platform's key scheme binds none). */
    QAction *quitAction()
    {
        for (QAction *action : gameMenu()->actions()) {
            if (action->menuRole() == QAction::QuitRole)
                return action;
        }
        return nullptr;
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
        m_gate = std::make_shared<QSemaphore>(0);
        m_window = std::make_unique<MainWindow>(m_catalog.get());
        m_window->controller()->setAiSeatFactory(gatedSeats(m_gate));
        m_window->controller()->setAiDelay(0);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup()
    {
        // Whatever a failed check left waiting must not hold the program at its exit.
        m_gate->release(1000);
        m_window.reset();
        QThreadPool::globalInstance()->waitForDone();
    }

    /** While the computer thinks the window answers; its move is played once it is decided. */
    void windowStaysLiveWhileTheComputerThinks()
    {
        startUntilComputerThinks(setupWithComputer(3, 11));
        const GameState before = controller().state();
        const std::size_t actions = controller().actions().size();

        // The turn bar says who is thinking, beside a busy indicator.
        QTRY_VERIFY(m_window->turnBar()->showsThinking());
        QVERIFY(m_window->turnBar()->thinkingLabel()->text().contains(u"Ada"_s));

        // The Game menu opens and closes.
        QMenu *menu = gameMenu();
        menu->popup(m_window->mapToGlobal(QPoint(10, 10)));
        QTRY_VERIFY(menu->isVisible());
        QVERIFY(controller().isThinking());
        menu->close();
        QTRY_VERIFY(!menu->isVisible());

        // Undo has nothing to take back: the computer's turn is not a person's to undo.
        QAction *undo = undoAction();
        QVERIFY(undo);
        QVERIFY(!undo->isEnabled());
        undo->trigger();
        QVERIFY(!controller().undo());
        QVERIFY(controller().state() == before);

        // A new speed applies to the step in flight, which stays good for this position.
        auto *speed = m_window->turnBar()->findChild<QComboBox *>(u"speedBox"_s);
        QVERIFY(speed);
        speed->setCurrentIndex(speed->count() - 1);
        emit speed->activated(speed->count() - 1);
        QCOMPARE(controller().aiDelay(), 0);
        QVERIFY(controller().isThinking());
        QCOMPARE(controller().actions().size(), actions);

        // Let one decision through: it was asked for this very position, so it is played.
        m_gate->release(1);
        QTRY_COMPARE(controller().actions().size(), actions + 1);
        QVERIFY(m_window->logPanel()->plainText().contains(u"Ada"_s));
        QVERIFY(!m_window->turnBar()->showsThinking() || controller().isThinking());
    }

    /** A new game started while the computer thinks never sees the old game's move. */
    void newGameDropsTheDecisionInFlight()
    {
        startUntilComputerThinks(setupWithComputer(3, 11));
        const NewGameSetup people = setupOfPeople(3, 12);
        QString error;
        QVERIFY2(m_window->startGame(people, &error), qPrintable(error));
        QVERIFY(!controller().isThinking());
        QVERIFY(!m_window->turnBar()->showsThinking());
        releaseAll();
        // The old decision finished and was dropped: the new game is as it began.
        QVERIFY(controller().actions().empty());
        const auto fresh = newGame(m_catalog->load(u"europe"_s)->graph, controller().options());
        QVERIFY(fresh);
        QVERIFY(controller().state() == *fresh);
        QVERIFY(controller().isHumanToAct());
    }

    /** The same seats and seed again: the new game's players decide, never the old one's. */
    void sameGameAgainAsksItsOwnPlayer()
    {
        const NewGameSetup setup = setupWithComputer(3, 11);
        startUntilComputerThinks(setup);
        const std::size_t actions = controller().actions().size();
        startUntilComputerThinks(setup);
        QCOMPARE(controller().actions().size(), actions);
        // Two decisions are held: the old game's and the new one's. Both go through; only the
        // new game's player's move is played, once.
        m_gate->release(2);
        QTRY_COMPARE(controller().actions().size(), actions + 1);
        // The old player's answer, for a position equal to this one, is never played after it:
        // the seat's next decision is held at the gate again.
        QTRY_VERIFY(!controller().isAiToAct() || controller().isThinking());
        // Both released workers are done (only the seat's next decision, held at the gate, may
        // still run) and what they sent has been delivered: the old answer came and went.
        QTRY_COMPARE(QThreadPool::globalInstance()->activeThreadCount(),
                     controller().isThinking() ? 1 : 0);
        QCoreApplication::processEvents();
        QCOMPARE(controller().actions().size(), actions + 1);
    }

    /** A game loaded while the computer thinks continues from its save, untouched. */
    void loadedGameDropsTheDecisionInFlight()
    {
        QString error;
        QVERIFY2(m_window->startGame(setupOfPeople(3, 5), &error), qPrintable(error));
        QVERIFY(!controller().play(Action::choose(0)));
        const QString file = m_dir.filePath(u"people.vinci"_s);
        QVERIFY2(m_window->saveFile(file, &error), qPrintable(error));
        const GameState saved = controller().state();

        startUntilComputerThinks(setupWithComputer(3, 11));
        QVERIFY2(m_window->openFile(file, &error), qPrintable(error));
        QVERIFY(!controller().isThinking());
        releaseAll();
        QVERIFY(controller().state() == saved);
        QCOMPARE(controller().actions().size(), std::size_t(1));
    }

    /**
     * Quit (Ctrl+Q) while a computer plays, after a person's turn: the computer waits while
     * "Save it first?" is open (its decision comes in meanwhile and is not played), and Discard
     * quits: the window closes, no end page opens.
     */
    void quitWhileTheComputerPlaysWaitsForTheAnswer()
    {
        startUntilComputerThinks(setupWithComputer(3, 11));
        QVERIFY(controller().isModified());
        const std::size_t before = controller().actions().size();
        std::size_t during = 0;
        bool asked = false;
        auto *poll = new QTimer(m_window.get());
        connect(poll, &QTimer::timeout, this, [&, poll] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box || !box->isVisible())
                return;
            poll->stop();
            asked = true;
            // The computer's decision is in while the question is open, and time passes.
            releaseAll();
            QTest::qWait(200);
            during = controller().actions().size();
            QTest::mouseClick(box->button(QMessageBox::Discard), Qt::LeftButton);
        });
        poll->start(20);
        QVERIFY(quitAction());
        quitAction()->trigger();
        QVERIFY(asked);
        QCOMPARE(during, before);
        QVERIFY(!m_window->isVisible());
        QVERIFY(!m_window->endOfGameDialog());
        // Nor after: the program is quitting.
        QTest::qWait(200);
        QCOMPARE(controller().actions().size(), before);
    }

    /**
     * Quit with a finished game's end page open (where the second walk's Discard left it): the
     * page goes with the window, and the program quits (no window of it left shown).
     */
    void quitWithTheEndPageOpenQuits()
    {
        QString error;
        QVERIFY2(m_window->openFile(
                     QStringLiteral(VINCI_SOURCE_DIR "/tests/data/corpus/online-europe-2.vinci"),
                     &error),
                 qPrintable(error));
        QTRY_VERIFY(m_window->endOfGameDialog() && m_window->endOfGameDialog()->isVisible());
        quitAction()->trigger();
        QVERIFY(!m_window->isVisible());
        // Qt quits once no window is left shown.
        for (const QWidget *widget : QApplication::topLevelWidgets())
            QVERIFY2(!widget->isVisible(), qPrintable(widget->objectName()));
    }

    /** Closing the window while the computer thinks: its worker ends on its own, unread. */
    void closingTheWindowWhileThinking()
    {
        startUntilComputerThinks(setupWithComputer(3, 11));
        m_window.reset();
        releaseAll();
        QVERIFY(!m_window);
    }
};

QTEST_MAIN(TestAiThinking)
#include "test_aithinking.moc"
