// The game window driven through its real widgets: a whole 3-player Classic game (choose, start
// province, conquer by clicking, abandon, reorganize by clicking, dragging and -/+ buttons,
// auto-distribute, a defender's redeploy, decline, save, load) played to the end, with the
// visible state checked against the engine after every turn; and a whole 2-player Online 2013
// game on the river-and-desert map to its last round.

#include "ai/randomplayer.h"
#include "areaitem.h"
#include "board/gamemapview.h"
#include "board/gamescene.h"
#include "board/playerinput.h"
#include "board/provinceitem.h"
#include "board/provincemarkeritem.h"
#include "dialogs/endofgamedialog.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/seatrow.h"
#include "game/civilizationtrack.h"
#include "game/play.h"
#include "gamefixture.h"
#include "keyboardtyping.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "mapformat/mapcatalog.h"
#include "panels/buttonaction.h"
#include "panels/civilizationtrackpanel.h"
#include "panels/gamelogpanel.h"
#include "panels/playercard.h"
#include "panels/playercolours.h"
#include "panels/playerspanel.h"
#include "panels/trackslotbutton.h"
#include "panels/turnbar.h"
#include "rules/onlinetiles.h"
#include "session/autosavestore.h"
#include "session/gamecontroller.h"
#include "startview.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QStyleOptionGraphicsItem>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

/** An autosave store that remembers what it was given. */
class RecordingStore : public AutosaveStore
{
public:
    void autosave(const QByteArray &saveJson) override
    {
        ++saves;
        last = saveJson;
    }
    void discard() override { ++discards; }

    int saves = 0;
    int discards = 0;
    QByteArray last;
};

/** How many times each kind of interaction went through the widgets. */
struct Coverage
{
    int chosen = 0;
    int entered = 0;
    int conquered = 0;
    int abandoned = 0;
    int dragged = 0;
    int plusMinus = 0;
    int rightClicks = 0;
    int quickClicks = 0; ///< two clicks as a double click: two pawns
    int autoDistributed = 0;
    int keptParts = 0;
    int redeployedByClick = 0;
    int redeployedByButton = 0;
    int declined = 0;
    int confirmed = 0;
    int undone = 0;
};

/** A Europe game for `players` people with default names and colours. */
NewGameSetup setupFor(int players, quint64 seed)
{
    return testing::peopleSetup(u"europe"_s, players, seed);
}

} // namespace

class TestGameWindow : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<MapCatalog> m_catalog;
    std::unique_ptr<MainWindow> m_window;
    RecordingStore m_store;
    QTemporaryDir m_dir;
    Coverage m_done;

    GameController &controller() { return *m_window->controller(); }
    const GameState &state() { return m_window->controller()->state(); }
    TurnBar &bar() { return *m_window->turnBar(); }

    void click(QPushButton *button)
    {
        QVERIFY(button);
        QVERIFY2(button->isVisible(), qPrintable(button->objectName() + u" is hidden"_s));
        QVERIFY2(button->isEnabled(),
                 qPrintable(button->objectName() + u" is disabled: "_s + button->toolTip()));
        QTest::mouseClick(button, Qt::LeftButton);
    }

    QPoint pointOf(AreaIndex area)
    {
        return m_window->mapView()->viewportPoint(m_window->scene()->clickPoint(area));
    }

    void clickProvince(AreaIndex area, Qt::MouseButton button = Qt::LeftButton)
    {
        QWidget *viewport = m_window->mapView()->viewport();
        const QPoint point = pointOf(area);
        QVERIFY(viewport->rect().contains(point));
        QCOMPARE(m_window->scene()->areaAt(m_window->mapView()->mapToScene(point)), area);
        QTest::mouseClick(viewport, button, {}, point);
    }

    /**
     * Two clicks as fast as a double click, delivered as the platform delivers them: the second
     * press comes as a double click (the walk's quick clicks placed half their pawns).
     */
    void clickTwiceQuickly(AreaIndex area, Qt::MouseButton button)
    {
        QWidget *viewport = m_window->mapView()->viewport();
        const QPoint point = pointOf(area);
        const QPointF global = viewport->mapToGlobal(QPointF(point));
        for (const QEvent::Type type : {QEvent::MouseButtonPress, QEvent::MouseButtonRelease,
                                        QEvent::MouseButtonDblClick, QEvent::MouseButtonRelease}) {
            const bool down = type != QEvent::MouseButtonRelease;
            QMouseEvent event(type, QPointF(point), global, button, down ? button : Qt::NoButton,
                              Qt::NoModifier);
            QApplication::sendEvent(viewport, &event);
        }
    }

    void dragPawn(AreaIndex from, AreaIndex to)
    {
        QWidget *viewport = m_window->mapView()->viewport();
        const QPoint start = pointOf(from);
        const QPoint end = pointOf(to);
        QTest::mousePress(viewport, Qt::LeftButton, {}, start);
        QTest::mouseMove(viewport, start + QPoint(8, 8));
        QTest::mouseMove(viewport, (start + end) / 2);
        QTest::mouseMove(viewport, end);
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, end);
    }

    /**
     * Clicks a -/+ button of a province's tokens; where the province has no room for them at
     * this zoom, zooms in on it first, as a player would, and fits the map again after.
     */
    void clickMarkerButton(AreaIndex area, ProvinceMarkerItem::Button which)
    {
        ProvinceMarkerItem *marker = m_window->scene()->marker(area);
        QVERIFY(marker);
        GameMapView *view = m_window->mapView();
        const QPointF province = m_window->scene()->clickPoint(area);
        for (int step = 0; marker->buttonRect(which).isNull() && step < 12; ++step) {
            view->centreOn(province);
            view->zoomIn();
        }
        const QRectF rect = marker->buttonRect(which);
        view->centreOn(marker->pos());
        QVERIFY(!rect.isNull());
        const QPoint point =
            marker->deviceTransform(view->viewportTransform()).map(rect.center()).toPoint();
        QVERIFY(view->viewport()->rect().contains(point));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, point);
        view->fitToWindow();
    }

    /** The window shows exactly the engine's position: tokens, holders, forts, scores. */
    void checkVisibleState()
    {
        const GameState &s = state();
        GameScene *scene = m_window->scene();
        for (AreaIndex area : s.board->landAreas()) {
            const ProvinceState &province = s.at(area);
            const ProvinceMarks &marks = scene->marker(area)->marks();
            if (province.holder == Holder::Empty) {
                QVERIFY2(!marks.held, qPrintable(s.board->area(area).id));
                continue;
            }
            QVERIFY(marks.held);
            QCOMPARE(marks.pawns, province.pawns);
            QCOMPARE(marks.fort, province.fort);
            QCOMPARE(marks.declining, province.holder == Holder::Declining);
            if (province.holder != Holder::Neutral)
                QCOMPARE(marks.colour, controller().seat(province.player).colour);
        }
        for (int seat = 0; seat < s.playerCount(); ++seat) {
            QCOMPARE(m_window->playersPanel()->card(seat)->view().score, s.player(seat).score);
        }
    }

    /** Among the conquests possible now, the one a test player takes. */
    std::optional<AreaIndex> chooseTarget()
    {
        const auto targets = conquestTargets(state(), false);
        std::optional<ConquestTarget> best;
        auto score = [&](const ConquestTarget &t) {
            const ProvinceState &province = state().at(t.area);
            // Attacks on another player's active empire with survivors: the defender redeploys.
            const bool makesSurvivors = province.holder == Holder::Active && province.pawns >= 2;
            return (makesSurvivors ? 100 : 0) - t.cost * 2 + static_cast<int>(t.area % 3);
        };
        for (const ConquestTarget &target : targets) {
            if (target.legal && (!best || score(target) > score(*best)))
                best = target;
        }
        return best ? std::optional<AreaIndex>(best->area) : std::nullopt;
    }

    void playChoose()
    {
        CivilizationTrackPanel *track = m_window->civilizationPanel();
        for (int slot = 0; slot < 6; ++slot) {
            TrackSlotButton *button = track->slotButton(slot);
            if (button && button->isVisible() && button->isEnabled()) {
                // A click picks the civilization; Take it takes it.
                const std::size_t before = controller().actions().size();
                QTest::mouseClick(button, Qt::LeftButton);
                QCOMPARE(controller().actions().size(), before);
                QVERIFY(button->view().pending);
                click(bar().takeChoiceButton());
                QCOMPARE(controller().actions().size(), before + 1);
                ++m_done.chosen;
                return;
            }
        }
        QFAIL("no civilization can be chosen");
    }

    void playTurnStart()
    {
        const int me = state().currentPlayer;
        const int provinces = static_cast<int>(provincesOf(state(), me, Holder::Active).size());
        // Seat 0 declines once its empire has grown; the others keep expanding.
        const bool decline = me == 0 && state().round >= 4 && m_done.declined == 0 &&
                             provinces > 0 && bar().declineButton()->isEnabled();
        if (decline) {
            click(bar().declineButton());
            ++m_done.declined;
            QCOMPARE(state().phase, Phase::ChooseCivilization);
            QVERIFY(state().player(me).declining.has_value());
            for (AreaIndex area : provincesOf(state(), me, Holder::Declining))
                QVERIFY(m_window->scene()->marker(area)->marks().declining);
            return;
        }
        click(bar().expandButton());
        QCOMPARE(state().phase, Phase::Conquest);
    }

    void playConquest()
    {
        const int me = state().currentPlayer;
        const bool entering = provincesOf(state(), me, Holder::Active).empty();
        // Abandon once, by clicking an own province before the first conquest.
        const auto own = provincesOf(state(), me, Holder::Active);
        if (m_done.abandoned == 0 && own.size() >= 3 && state().turn.conquests == 0) {
            const AreaIndex area = own.back();
            const int hand = state().player(me).active->hand;
            const int pawns = state().at(area).pawns;
            const std::size_t played = controller().actions().size();
            // The walk: one click gave the province up, and only a log line said so. The click
            // asks in the turn bar, naming the province; Keep it keeps it as it was.
            clickProvince(area);
            QCOMPARE(state().at(area).holder, Holder::Active);
            QCOMPARE(controller().actions().size(), played);
            const QString name = state().board->area(area).names.in(u"en"_s);
            QVERIFY2(bar().titleLabel()->text().contains(name),
                     qPrintable(bar().titleLabel()->text()));
            QVERIFY(bar().abandonButton()->isVisible());
            QVERIFY(bar().keepProvinceButton()->isVisible());
            QVERIFY(!bar().endConquestButton()->isVisible());
            testing::grabIfAsked(*m_window, u"abandon-question"_s);
            click(bar().keepProvinceButton());
            QCOMPARE(state().at(area).holder, Holder::Active);
            QCOMPARE(controller().actions().size(), played);
            QVERIFY(!bar().abandonButton()->isVisible());
            QVERIFY(bar().endConquestButton()->isVisible());
            // Asked again, and answered Abandon it.
            clickProvince(area);
            QVERIFY(bar().abandonButton()->isVisible());
            click(bar().abandonButton());
            QCOMPARE(state().at(area).holder, Holder::Empty);
            QCOMPARE(state().player(me).active->hand, hand + pawns);
            ++m_done.abandoned;
            // ... and take it back with Ctrl+Z: undo of a step of the current turn.
            QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
            QCOMPARE(state().at(area).holder, Holder::Active);
            QCOMPARE(state().player(me).active->hand, hand);
            ++m_done.undone;
        }
        for (int conquests = 0; conquests < 3; ++conquests) {
            const auto target = chooseTarget();
            if (!target)
                break;
            const int before = state().turn.conquests;
            QVERIFY(m_window->scene()->marker(*target)->marks().cost.has_value());
            const ProvinceState defender = state().at(*target);
            clickProvince(*target);
            QCOMPARE(state().turn.conquests, before + 1);
            QVERIFY(isActiveOf(state().at(*target), me));
            // The defender's survivors wait, shown where they were beaten, until the turn ends.
            // (One pawn is lost, unless a tile says none is: the engine's count of survivors.)
            if (defender.holder == Holder::Active && defender.player != me) {
                const auto &log = controller().eventLog();
                const auto conquest =
                    std::find_if(log.rbegin(), log.rend(), [](const LoggedEvent &logged) {
                        return logged.event() && logged.event()->kind == EventKind::Conquered;
                    });
                QVERIFY(conquest != log.rend());
                const GameEvent &conquered = *conquest->event();
                QCOMPARE(conquered.amount2, defender.pawns - conquered.value);
                QCOMPARE(m_window->scene()->marker(*target)->marks().survivors, conquered.amount2);
            }
            ++m_done.conquered;
            if (entering && conquests == 0)
                ++m_done.entered;
        }
        click(bar().endConquestButton());
        QCOMPARE(state().phase, Phase::Reorganization);
    }

    void playReorganization()
    {
        const int me = state().currentPlayer;
        const auto parts = partsToChooseFrom(state());
        if (!parts.empty()) {
            clickProvince(parts.front().front());
            QVERIFY(partsToChooseFrom(state()).empty());
            ++m_done.keptParts;
        }
        const auto own = provincesOf(state(), me, Holder::Active);
        // Drag one pawn from a province holding two or more to another province.
        auto rich = std::find_if(own.begin(), own.end(),
                                 [&](AreaIndex a) { return state().at(a).pawns >= 2; });
        if (rich != own.end() && own.size() >= 2) {
            const AreaIndex from = *rich;
            const AreaIndex to = from == own.front() ? own.back() : own.front();
            const int fromBefore = state().at(from).pawns;
            const int toBefore = state().at(to).pawns;
            dragPawn(from, to);
            QCOMPARE(state().at(from).pawns, fromBefore - 1);
            QCOMPARE(state().at(to).pawns, toBefore + 1);
            ++m_done.dragged;
        }
        // The -/+ buttons of a token, then a right click (take back) and a left click (place).
        if (!own.empty() && state().at(own.front()).pawns >= 1) {
            const AreaIndex area = own.front();
            const int before = state().at(area).pawns;
            clickMarkerButton(area, ProvinceMarkerItem::Button::Minus);
            QCOMPARE(state().at(area).pawns, before - 1);
            clickMarkerButton(area, ProvinceMarkerItem::Button::Plus);
            QCOMPARE(state().at(area).pawns, before);
            ++m_done.plusMinus;
            clickProvince(area, Qt::RightButton);
            QCOMPARE(state().at(area).pawns, before - 1);
            clickProvince(area);
            QCOMPARE(state().at(area).pawns, before);
            ++m_done.rightClicks;
            if (before >= 2) {
                clickTwiceQuickly(area, Qt::RightButton);
                QCOMPARE(state().at(area).pawns, before - 2);
                clickTwiceQuickly(area, Qt::LeftButton);
                QCOMPARE(state().at(area).pawns, before);
                ++m_done.quickClicks;
            }
        }
        if (checkAction(state(), Action::endReorganization())) {
            click(bar().autoDistributeButton());
            ++m_done.autoDistributed;
        }
        if (const auto refusal = checkAction(state(), Action::endReorganization()))
            QFAIL(qPrintable(u"auto-distribute left: "_s + refusal->message));
        QVERIFY(bar().confirmButton()->isEnabled());
        const int score = state().player(me).score;
        click(bar().confirmButton());
        QVERIFY(state().player(me).score >= score);
        ++m_done.confirmed;
    }

    /** The last survivor is asked about first (the s42 walk): placed with Place it. */
    bool placeLastSurvivorIfAsked()
    {
        if (!m_window->input()->pendingLastSurvivor())
            return false;
        click(bar().placeLastSurvivorButton());
        return true;
    }

    void playRedeploy()
    {
        const int defender = state().redeployPlayer;
        QVERIFY(bar().titleLabel()->text().contains(controller().seat(defender).name));
        const auto targets = redeployTargets(state());
        QVERIFY(!targets.empty());
        const int waiting = survivorsToPlace(state());
        const int before = state().at(targets.front()).pawns;
        clickProvince(targets.front());
        placeLastSurvivorIfAsked();
        ++m_done.redeployedByClick;
        auto stillDefending = [&] {
            return state().phase == Phase::Redeploy && state().redeployPlayer == defender;
        };
        if (waiting > 1 && stillDefending()) {
            QCOMPARE(state().at(targets.front()).pawns, before + 1);
            // The next one with the + button of a province, the rest placed by the program.
            const AreaIndex second = redeployTargets(state()).back();
            const int secondBefore = state().at(second).pawns;
            clickMarkerButton(second, ProvinceMarkerItem::Button::Plus);
            if (placeLastSurvivorIfAsked())
                QVERIFY(!stillDefending());
            else
                QCOMPARE(state().at(second).pawns, secondBefore + 1);
            ++m_done.redeployedByButton;
            if (waiting > 2 && stillDefending())
                click(bar().autoRedeployButton());
        }
        QVERIFY(!stillDefending() || survivorsToPlace(state()) < waiting);
    }

    /** Plays one step of whoever must act, through the widgets. */
    void playStep()
    {
        switch (state().phase) {
        case Phase::ChooseCivilization:
            playChoose();
            break;
        case Phase::TurnStart:
            playTurnStart();
            break;
        case Phase::Conquest:
            playConquest();
            break;
        case Phase::Reorganization:
            playReorganization();
            break;
        case Phase::RebirthDecision:
            click(bar().endTurnButton());
            break;
        case Phase::Redeploy:
            playRedeploy();
            break;
        case Phase::GameOver:
            break;
        }
    }

    /**
     * A 4-player game where `wanted` holds: legal moves are played on the engine (scripted
     * turns, not the widgets) for one seed after another, and the first position found is
     * loaded into the window as a saved game would be.
     */
    bool reachPosition(const std::function<bool(const GameState &)> &wanted,
                       RuleSetId rules = RuleSetId::Classic)
    {
        const auto board = m_catalog->load(u"europe"_s)->graph;
        for (quint64 seed = 1; seed <= 40; ++seed) {
            GameOptions options;
            options.ruleSet = rules;
            options.playerCount = 4;
            options.seed = seed;
            auto game = newGame(board, options);
            if (!game)
                return false;
            RandomPlayer player(seed);
            std::vector<Action> actions;
            for (int step = 0; step < 3000 && !game->isOver(); ++step) {
                if (wanted(*game)) {
                    NewGameSetup setup = setupFor(4, seed);
                    const LoadedGame loaded{SavedGame{options, actions, setup.toMetadata()}, *game};
                    return controller().loadGame(loaded);
                }
                actions.push_back(player.chooseAction(*game));
                if (applyInPlace(*game, actions.back()))
                    return false;
            }
        }
        return false;
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
        m_window->setAutosaveStore(&m_store);
        m_window->resize(1600, 1000);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_store = RecordingStore();
        m_done = Coverage();
    }

    void cleanup() { m_window.reset(); }

    void startsOnTheWelcomePage()
    {
        QVERIFY(!controller().hasGame());
        QVERIFY(m_window->startView()->isVisible());
        QVERIFY(m_window->startView()->newGameButton()->isEnabled());
        // The third walk: Save and Save As were enabled in the Game menu with no game.
        const QMenu *game = m_window->menuBar()->actions().value(0)->menu();
        QVERIFY(game);
        int saves = 0;
        for (const QAction *action : game->actions()) {
            if (action->shortcut() == QKeySequence(QKeySequence::Save) ||
                action->shortcuts().contains(QKeySequence(u"Ctrl+Shift+S"_s))) {
                QVERIFY2(!action->isEnabled(), qPrintable(action->text()));
                ++saves;
            }
        }
        QCOMPARE(saves, 2);
        // Its words are no map's: the picture beside them may be the Mediterranean.
        const auto labels = m_window->startView()->findChildren<QLabel *>();
        const auto intro = std::find_if(labels.begin(), labels.end(), [](const QLabel *label) {
            return label->text().contains(u"civilization after another"_s);
        });
        QVERIFY(intro != labels.end());
        QVERIFY2(!(*intro)->text().contains(u"Europe"_s), qPrintable((*intro)->text()));
    }

    /** The whole game, through the widgets, to the end. */
    void fullThreePlayerGame()
    {
        // New game, by filling the new game dialog's set-up.
        NewGameDialog dialog(m_window.get(), {testing::mapsFolder()});
        dialog.playerCountBox()->setValue(3);
        const QStringList names{u"Ada"_s, u"Boris"_s, u"Clara"_s};
        for (int seat = 0; seat < 3; ++seat) {
            dialog.seatRow(seat)->nameEdit()->setText(names.at(seat));
            const int human = dialog.seatRow(seat)->controllerBox()->findData(u"human"_s);
            QVERIFY(human >= 0);
            dialog.seatRow(seat)->controllerBox()->setCurrentIndex(human);
        }
        dialog.victoryTargetBox()->setValue(45);
        dialog.seedEdit()->setText(u"1234"_s);
        QVERIFY2(!dialog.validationError(),
                 qPrintable(dialog.validationError().value_or(QString())));
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QString startError;
        QVERIFY2(m_window->startGame(dialog.setup(), &startError), qPrintable(startError));
        QVERIFY(controller().hasGame());
        QVERIFY(m_window->mapView()->isVisible());
        QCOMPARE(state().playerCount(), 3);
        QCOMPARE(state().victoryTarget, 45);
        QCOMPARE(controller().seat(1).name, u"Boris"_s);
        checkVisibleState();

        QString savedFile;
        std::optional<GameState> savedState;
        bool loaded = false;
        for (int step = 0; step < 4000 && !state().isOver(); ++step) {
            const int turn = state().turnNumber;
            playStep();
            if (QTest::currentTestFailed())
                return;
            if (state().turnNumber != turn)
                checkVisibleState();
            // Save in round 3, play on a little, then load and continue from the save.
            if (!savedState && state().round == 3 && state().phase == Phase::TurnStart) {
                savedFile = m_dir.filePath(u"round3.vinci"_s);
                QString error;
                QVERIFY2(m_window->saveFile(savedFile, &error), qPrintable(error));
                QVERIFY(!controller().isModified());
                savedState = state();
            }
            if (savedState && !loaded && state().turnNumber >= savedState->turnNumber + 2) {
                QString error;
                QVERIFY2(m_window->openFile(savedFile, &error), qPrintable(error));
                QVERIFY(state() == *savedState);
                QCOMPARE(controller().seat(2).name, u"Clara"_s);
                checkVisibleState();
                loaded = true;
            }
        }
        QVERIFY(state().isOver());
        checkVisibleState();
        QVERIFY(loaded);
        // The end: the ranking and score chart open; the log holds the whole game.
        QVERIFY(m_window->endOfGameDialog());
        QVERIFY(m_window->endOfGameDialog()->isVisible());
        QCOMPARE(m_window->scoreHistory().points().back().scores.size(), std::size_t(3));
        QVERIFY(m_window->logPanel()->entryCount() >=
                static_cast<int>(controller().eventLog().size()));
        QVERIFY(bar().titleLabel()->text().size() > 0);
        // The winners are the engine's: the same when the engine replays the game's actions from
        // the start (the window saved, loaded and undid on the way), and by the rule "The player
        // with the most points then wins the game" (1999 rules, English, End of the Game), once
        // someone reached the target.
        QString replayError;
        const auto replayed =
            replay(state().board, controller().options(), controller().actions(), &replayError);
        QVERIFY2(replayed, qPrintable(replayError));
        QVERIFY(replayed->isOver());
        QCOMPARE(state().winners, replayed->winners);
        int best = 0;
        for (const PlayerState &player : state().players)
            best = std::max(best, player.score);
        QVERIFY(best >= 45);
        std::vector<int> mostPoints;
        for (int i = 0; i < state().playerCount(); ++i) {
            if (state().player(i).score == best)
                mostPoints.push_back(i);
        }
        QCOMPARE(state().winners, mostPoints);
        // The end of game dialog names them and ranks one of them first.
        for (int winner : state().winners)
            QVERIFY2(
                m_window->endOfGameDialog()->headline().contains(controller().seat(winner).name),
                qPrintable(m_window->endOfGameDialog()->headline()));
        const auto ranking = finalRanking(state());
        QVERIFY(std::count(state().winners.begin(), state().winners.end(),
                           ranking.front().player) == 1);

        qInfo("rounds %d, chosen %d entered %d conquered %d abandoned %d dragged %d plusMinus %d "
              "autoDistributed %d keptParts %d redeployed %d+%d declined %d confirmed %d saves %d",
              state().round, m_done.chosen, m_done.entered, m_done.conquered, m_done.abandoned,
              m_done.dragged, m_done.plusMinus, m_done.autoDistributed, m_done.keptParts,
              m_done.redeployedByClick, m_done.redeployedByButton, m_done.declined,
              m_done.confirmed, m_store.saves);
        // Every kind of interaction happened through the widgets.
        QVERIFY(m_done.chosen >= 3);
        QVERIFY(m_done.entered >= 3);
        QVERIFY(m_done.conquered > 10);
        QCOMPARE(m_done.abandoned, 1);
        QCOMPARE(m_done.undone, 1);
        QVERIFY(m_done.dragged > 0);
        QVERIFY(m_done.plusMinus > 0);
        QVERIFY(m_done.rightClicks > 0);
        QVERIFY(m_done.quickClicks > 0);
        QVERIFY(m_done.redeployedByClick > 0);
        QVERIFY(m_done.redeployedByButton > 0);
        QCOMPARE(m_done.declined, 1);
        QVERIFY(m_done.confirmed > 5);
        // Autosaved after turns, and the finished game once more (kept against a crash on the
        // end page). The last autosave opens: the game as it ended.
        QVERIFY(m_store.saves > 10);
        const std::size_t played = controller().actions().size();
        QString error;
        QVERIFY2(m_window->openData(m_store.last, u"autosave"_s, &error), qPrintable(error));
        QVERIFY(state().isOver());
        QCOMPARE(controller().actions().size(), played);
        checkVisibleState();
    }

    /**
     * A whole 2-player Online 2013 game on the river-and-desert map, through the widgets: the
     * New Game dialog's online choice, the round counter after every turn, the automatic
     * redeploys in the log, and the engine's winner at the end of the last round.
     */
    void fullTwoPlayerOnlineGame()
    {
        // The map's small provinces by the Nile need room for their tokens and buttons.
        m_window->resize(2560, 1600);
        NewGameDialog dialog(m_window.get(), {testing::mapsFolder()});
        dialog.ruleSetBox()->setCurrentIndex(
            dialog.ruleSetBox()->findData(static_cast<int>(RuleSetId::Online2013)));
        dialog.mapBox()->setCurrentIndex(dialog.mapBox()->findData(u"mediterranean"_s));
        dialog.playerCountBox()->setValue(2);
        const QStringList names{u"Ada"_s, u"Boris"_s};
        for (int seat = 0; seat < 2; ++seat) {
            dialog.seatRow(seat)->nameEdit()->setText(names.at(seat));
            QComboBox *who = dialog.seatRow(seat)->controllerBox();
            who->setCurrentIndex(who->findData(u"human"_s));
        }
        dialog.seedEdit()->setText(u"2013"_s);
        QVERIFY2(!dialog.validationError(),
                 qPrintable(dialog.validationError().value_or(QString())));
        dialog.accept();
        QString startError;
        QVERIFY2(m_window->startGame(dialog.setup(), &startError), qPrintable(startError));
        QCOMPARE(state().options.ruleSet, RuleSetId::Online2013);
        QCOMPARE(state().board->mapId(), u"mediterranean"_s);
        // "2 players 13" rounds (Online 2013), from the map's table.
        QCOMPARE(state().roundLimit, 13);
        QCOMPARE(m_window->playersPanel()->caption(), u"Round 1 of 13"_s);
        checkVisibleState();

        bool reloaded = false;
        for (int step = 0; step < 4000 && !state().isOver(); ++step) {
            const int turn = state().turnNumber;
            playStep();
            if (QTest::currentTestFailed())
                return;
            if (state().turnNumber != turn && !state().isOver()) {
                checkVisibleState();
                const QString round = u"Round %1 of 13"_s.arg(state().round);
                QVERIFY2(m_window->playersPanel()->caption().startsWith(round),
                         qPrintable(m_window->playersPanel()->caption()));
            }
            // A save remembers its rule set and loads back into it, round counter included.
            if (!reloaded && state().round == 7 && state().phase == Phase::TurnStart) {
                const QString file = m_dir.filePath(u"online.vinci"_s);
                const GameState saved = state();
                QString error;
                QVERIFY2(m_window->saveFile(file, &error), qPrintable(error));
                QVERIFY2(m_window->openFile(file, &error), qPrintable(error));
                QVERIFY(state() == saved);
                QCOMPARE(state().options.ruleSet, RuleSetId::Online2013);
                QCOMPARE(m_window->playersPanel()->caption(), u"Round 7 of 13"_s);
                reloaded = true;
            }
        }
        QVERIFY(reloaded);
        QVERIFY(state().isOver());
        checkVisibleState();
        // "The game ends when the game reaches a fixed number of rounds": the 13th was the last.
        QCOMPARE(state().round, 13);
        QCOMPARE(m_window->playersPanel()->caption(), u"The game is over."_s);
        // Survivors were placed by the program, and the log says where.
        int automatic = 0;
        for (const LoggedEvent &logged : controller().eventLog())
            automatic += logged.event() && logged.event()->kind == EventKind::Redeployed &&
                         logged.event()->value == 1;
        QVERIFY(automatic > 0);
        QVERIFY(m_window->logPanel()->plainText().contains(u"placed automatically"_s));
        QCOMPARE(m_done.redeployedByClick, 0);
        // "Most points wins, ties stay ties": the engine's winners, shown by the end dialog.
        QString replayError;
        const auto replayed =
            replay(state().board, controller().options(), controller().actions(), &replayError);
        QVERIFY2(replayed, qPrintable(replayError));
        QCOMPARE(state().winners, replayed->winners);
        const int best = std::max(state().player(0).score, state().player(1).score);
        std::vector<int> mostPoints;
        for (int i = 0; i < 2; ++i) {
            if (state().player(i).score == best)
                mostPoints.push_back(i);
        }
        QCOMPARE(state().winners, mostPoints);
        QVERIFY(m_window->endOfGameDialog());
        QVERIFY(m_window->endOfGameDialog()->isVisible());
        for (int winner : state().winners)
            QVERIFY2(
                m_window->endOfGameDialog()->headline().contains(controller().seat(winner).name),
                qPrintable(m_window->endOfGameDialog()->headline()));
        qInfo("online: conquered %d declined %d confirmed %d automatic redeploys %d",
              m_done.conquered, m_done.declined, m_done.confirmed, automatic);
        QVERIFY(m_done.conquered > 10);
    }

    /**
     * Round 1 of a 2-player Online 2013 game through the widgets: "only in this first turn, the
     * player must immediately start the conquest phase" (Yucata online rules, Setting Up). For
     * each seat: choose on the track, and the same turn goes on with the conquest controls;
     * conquer, reorganize, confirm; the next seat then chooses.
     */
    void onlineRoundOneChoosesAndConquers()
    {
        m_window->resize(2560, 1600);
        QString error;
        QVERIFY2(m_window->startGame(testing::peopleSetup(u"mediterranean"_s, 2, 2013), &error),
                 qPrintable(error));
        QCOMPARE(state().options.ruleSet, RuleSetId::Online2013);
        int firstPlayer = -1; // who played the first turn
        for (int seat = 0; seat < 2; ++seat) {
            const int me = state().currentPlayer;
            const int turn = state().turnNumber;
            QCOMPARE(state().phase, Phase::ChooseCivilization);
            QVERIFY2(bar().detailLabel()->text().contains(u"enters the board at once"_s),
                     qPrintable(bar().detailLabel()->text()));
            // The turns played before this one are said: the walk saw the computers' round 1
            // on the map with no word about it.
            const bool second = firstPlayer >= 0;
            const QString before =
                controller().seat(second ? firstPlayer : 1 - me).name + u" played their first"_s;
            QVERIFY2(bar().detailLabel()->text().startsWith(before) == second,
                     qPrintable(bar().detailLabel()->text()));
            firstPlayer = me;
            testing::grabIfAsked(*m_window, u"online-round1-seat%1-choose"_s.arg(seat));
            playChoose();
            // The choice did not end the turn: the bar shows the conquest controls at once.
            QCOMPARE(state().phase, Phase::Conquest);
            QCOMPARE(state().currentPlayer, me);
            QCOMPARE(state().turnNumber, turn);
            QVERIFY(bar().endConquestButton()->isVisible());
            QVERIFY(bar().endConquestButton()->isEnabled());
            QVERIFY(!bar().expandButton()->isVisible());
            QVERIFY(!bar().declineButton()->isVisible());
            QVERIFY(!bar().takeChoiceButton()->isVisible());
            QVERIFY2(bar().titleLabel()->text().contains(u"choose a start province"_s),
                     qPrintable(bar().titleLabel()->text()));
            QVERIFY2(bar().detailLabel()->text().contains(u"Your first turn goes on"_s),
                     qPrintable(bar().detailLabel()->text()));
            QVERIFY(bar().handLabel()->isVisible());
            // The choice is not taken back: the pair drawn for place VI has been seen. A
            // conquest is, back to the choice and not past it.
            const std::size_t chosen = controller().actions().size();
            QVERIFY(!bar().undoButton()->isEnabled());
            m_window->statusBar()->clearMessage();
            QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
            QCOMPARE(controller().actions().size(), chosen);
            // ... and says why, as the greyed button's tooltip does (the s53 walk's Ctrl+Z
            // said nothing anywhere).
            QCOMPARE(m_window->statusBar()->currentMessage(),
                     u"Not now: The civilization taken cannot be given back."_s);
            // Start provinces show their cost on the map.
            const auto start = chooseTarget();
            QVERIFY(start);
            QVERIFY(m_window->scene()->marker(*start)->marks().cost.has_value());
            clickProvince(*start);
            QVERIFY(isActiveOf(state().at(*start), me));
            QVERIFY(bar().undoButton()->isEnabled());
            QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
            QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
            QCOMPARE(controller().actions().size(), chosen);
            QCOMPARE(state().phase, Phase::Conquest);
            QCOMPARE(state().currentPlayer, me);
            QVERIFY(!isActiveOf(state().at(*start), me));
            testing::grabIfAsked(*m_window, u"online-round1-seat%1-conquer"_s.arg(seat));
            const int conqueredBefore = m_done.conquered;
            playConquest();
            if (QTest::currentTestFailed())
                return;
            QVERIFY(m_done.conquered > conqueredBefore);
            playReorganization();
            if (QTest::currentTestFailed())
                return;
            QVERIFY(!provincesOf(state(), me, Holder::Active).empty());
            checkVisibleState();
        }
        // Both civilizations are on the board; round 2 starts with expand or decline.
        QCOMPARE(state().round, 2);
        QCOMPARE(state().phase, Phase::TurnStart);
        QVERIFY(bar().expandButton()->isVisible());
        QCOMPARE(m_done.confirmed, 2);
        testing::grabIfAsked(*m_window, u"online-round2"_s);
    }

    /**
     * A game's start lays the map's names out once, at the size the map ends at: not first at
     * the hidden view's 98x28, then again for each bar and dock the window shows (up to five
     * clearings, names jumping from place to place while the page was laid out).
     */
    void namesAreLaidOutOnceAtAGamesStart()
    {
        QSignalSpy laidOut(m_window->scene(), &MapScene::labelsChanged);
        QString error;
        QVERIFY2(m_window->startGame(setupFor(3, 7), &error), qPrintable(error));
        QCoreApplication::processEvents();
        QCOMPARE(laidOut.count(), 1);
        // Cleared at the map's fit as shown (the plan's steps are an eighth of an octave).
        const qreal fit = m_window->mapView()->fitScale();
        const qreal cleared = m_window->scene()->labelPlan().scale();
        QVERIFY2(cleared <= fit && cleared > fit / std::exp2(1.0 / 8),
                 qPrintable(u"cleared at %1, the fit is %2"_s.arg(cleared).arg(fit)));
    }

    /**
     * The Expand prompt says where its number comes from, in the same sentence: the walk read
     * "your 22 pawns enter the board" beside a card saying 15, Field General's 7 explained
     * only after Expand, in the log.
     */
    void expandSaysWhereItsPawnsComeFrom()
    {
        QVERIFY(reachPosition([](const GameState &s) {
            return s.phase == Phase::TurnStart && currentHasTile(s, TileKind::FieldGeneral) &&
                   !currentHasTile(s, TileKind::Medicine) &&
                   provincesOf(s, s.currentPlayer, Holder::Active).empty();
        }));
        const int hand = state().player(state().currentPlayer).active->hand;
        const QString said = bar().detailLabel()->text();
        QVERIFY2(said.startsWith(u"Expand: your %1 pawn"_s.arg(hand + 7)) &&
                     said.contains(u" (%1 + 7 Field General) enter the board"_s.arg(hand)),
                 qPrintable(said));
        testing::grabIfAsked(*m_window, u"expand-sources"_s);
        // Expand gives what was said.
        click(bar().expandButton());
        QCOMPARE(state().player(state().currentPlayer).active->hand, hand + 7);
    }

    /** Undo takes back steps of the current turn only. */
    void undoStopsAtTheTurn()
    {
        NewGameSetup request = setupFor(3, 99);
        QString error;
        QVERIFY2(m_window->startGame(request, &error), qPrintable(error));
        QVERIFY(!controller().canUndo());
        // Three choices: each passes the turn on, so none can be undone.
        for (int i = 0; i < 3; ++i) {
            playChoose();
            QVERIFY(!controller().canUndo());
            QVERIFY(!bar().undoButton()->isEnabled());
        }
        const GameState atStart = state();
        click(bar().expandButton());
        const auto target = chooseTarget();
        QVERIFY(target);
        clickProvince(*target);
        QVERIFY(controller().canUndo());
        QVERIFY(bar().undoButton()->isEnabled());
        click(bar().undoButton());
        click(bar().undoButton());
        QVERIFY(state() == atStart);
        QVERIFY(!controller().canUndo());
        QVERIFY(controller().actions().size() == 3);
    }

    /**
     * The s50 walk: a pawn dragged in the reorganization and dropped on the sea said "That
     * province is not held by your active empire". It says where to drop it, and moves nothing.
     */
    void aPawnDroppedOnTheSeaSaysWhereToDropIt()
    {
        QString error;
        QVERIFY2(m_window->startGame(setupFor(3, 99), &error), qPrintable(error));
        for (int i = 0; i < 3; ++i)
            QVERIFY(!controller().play(Action::choose(0)));
        QVERIFY(!controller().play(Action::expand()));
        for (int conquest = 0; conquest < 2; ++conquest) {
            const auto target = chooseTarget();
            QVERIFY(target);
            QVERIFY(!controller().play(Action::conquer(*target)));
        }
        QVERIFY(!controller().play(Action::endConquest()));
        QCOMPARE(state().phase, Phase::Reorganization);
        const auto own = provincesOf(state(), state().currentPlayer, Holder::Active);
        const auto from = std::find_if(own.begin(), own.end(), [&](AreaIndex area) {
            return !checkAction(state(), Action::lift(area));
        });
        QVERIFY(from != own.end());
        // A sea zone whose middle is in sight and is the sea's to the map (no token over it).
        std::optional<AreaIndex> sea;
        for (AreaIndex area = 0; area < state().board->areaCount() && !sea; ++area) {
            const QPoint point = pointOf(area);
            if (!state().board->area(area).isLand() &&
                m_window->mapView()->viewport()->rect().contains(point) &&
                m_window->mapView()->areaAtView(point) == area)
                sea = area;
        }
        QVERIFY(sea);
        const GameState before = state();
        dragPawn(*from, *sea);
        QVERIFY(state() == before);
        QCOMPARE(m_window->statusBar()->currentMessage(),
                 u"Drop the pawn on one of your provinces."_s);
    }

    /**
     * A target's edge shows over its holder's band (walk: Denmark, a target held by the orange
     * player, showed no edge under the band, so nothing seemed to be a target).
     */
    void religionConversionReadsAsOneAndLeavesNoSurvivor()
    {
        // Online 2013 Religion: "Conquer a province for 0 pawns, place a new pawn of your color
        // in it". Clicking a province it converts shows no survivor of the defender's waiting
        // there (the converted pawn is gone, nothing to redeploy), and the log says it converts.
        std::optional<AreaIndex> target;
        const auto convertible = [&](const GameState &s) {
            if (s.phase != Phase::Conquest || !s.player(s.currentPlayer).active ||
                !s.player(s.currentPlayer).active->tiles.has(TileKind::Religion))
                return false;
            for (AreaIndex area : s.board->landAreas()) {
                if (religionCanConvert(s, s.currentPlayer, area) &&
                    !checkAction(s, Action::conquer(area))) {
                    target = area;
                    return true;
                }
            }
            return false;
        };
        QVERIFY(reachPosition(convertible, RuleSetId::Online2013));
        QVERIFY(target);
        const int me = state().currentPlayer;
        const int defender = state().at(*target).player;
        clickProvince(*target);
        QVERIFY(isActiveOf(state().at(*target), me));
        QCOMPARE(state().at(*target).pawns, 1);
        QCOMPARE(m_window->scene()->marker(*target)->marks().survivors, 0);
        QCOMPARE(state().player(defender).active ? state().player(defender).active->pendingRedeploy
                                                 : 0,
                 0);
        QVERIFY2(m_window->logPanel()->plainText().contains(u"converts"_s),
                 qPrintable(m_window->logPanel()->plainText().right(300)));
    }

    void targetEdgeShowsOverAHoldersBand()
    {
        ProvinceOutlines::Entry entry;
        entry.id = u"square"_s;
        entry.outline.addRect(0, 0, 100, 100);
        ProvinceItem item(0, entry, 8);
        const QColor band(230, 120, 30);
        const QColor target(250, 215, 40);
        item.setHolder(band, 0, false);
        item.setHighlight(target);
        QImage image(120, 120, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.translate(10, 10);
        const QStyleOptionGraphicsItem option;
        item.paint(&painter, &option, nullptr);
        painter.end();
        // Just inside the top edge, where the band lies: the target's colour on top.
        const QColor shown = image.pixelColor(60, 10);
        const auto distance = [&](const QColor &c) {
            return std::abs(c.red() - shown.red()) + std::abs(c.green() - shown.green()) +
                   std::abs(c.blue() - shown.blue());
        };
        QVERIFY2(distance(target) < distance(band), qPrintable(shown.name()));
    }

    /**
     * Provinces that stop being targets leave the screen too (walk: after the first conquest
     * from the board's edge, every start province far away still looked lit, with holes where
     * its cost badge had been). Compared: the window's backing store, what the screen shows,
     * with a fresh render of the view, at each former target.
     */
    void formerTargetsAreRepaintedOnScreen()
    {
        QString error;
        QVERIFY2(m_window->startGame(setupFor(3, 5), &error), qPrintable(error));
        m_window->resize(1366, 768);
        for (int i = 0; i < 3; ++i) // every seat chooses; then the first enters the board
            playChoose();
        click(bar().expandButton());
        std::vector<AreaIndex> before;
        for (const ConquestTarget &target : conquestTargets(state(), false))
            before.push_back(target.area);
        QWidget *viewport = m_window->mapView()->viewport();
        // The provinces of `areas` where the screen shows something else than the view draws.
        const auto stale = [&](const std::vector<AreaIndex> &areas) {
            const QImage shown = m_window->screen()
                                     ->grabWindow(m_window->winId())
                                     .toImage()
                                     .convertToFormat(QImage::Format_RGB32);
            const QImage fresh = viewport->grab().toImage().convertToFormat(QImage::Format_RGB32);
            const qreal ratio = fresh.devicePixelRatio();
            QStringList ids;
            for (AreaIndex area : areas) {
                const QPoint point = pointOf(area);
                const QPoint inWindow = viewport->mapTo(m_window.get(), point);
                if (shown.pixel((QPointF(inWindow) * ratio).toPoint()) !=
                    fresh.pixel((QPointF(point) * ratio).toPoint()))
                    ids << state().board->area(area).id;
            }
            return ids.join(u", "_s);
        };
        // The targets are on the screen before the click.
        QTRY_VERIFY2(stale(before).isEmpty(), qPrintable(u"not yet shown: "_s + stale(before)));
        const auto target = chooseTarget();
        QVERIFY(target);
        clickProvince(*target);
        std::vector<AreaIndex> gone;
        const auto after = conquestTargets(state(), false);
        for (AreaIndex area : before) {
            if (std::none_of(after.begin(), after.end(),
                             [&](const ConquestTarget &t) { return t.area == area; }))
                gone.push_back(area);
        }
        QVERIFY(gone.size() > 3);
        QTRY_VERIFY2(stale(gone).isEmpty(), qPrintable(u"still shown as before: "_s + stale(gone)));
    }

    /**
     * A misclick on the track can be taken back (issue #24: "Choosing a civilization is one
     * click with no confirmation and no undo: a misclick on a -10 VP slot ends the choice").
     * Taking a civilization draws a new one for place VI, which no undo may take back, so the
     * click only picks it: the turn bar asks, with its price, and Take it (Enter) takes it;
     * Cancel, Escape, Ctrl+Z and another click change the mind; nothing is played before.
     */
    void misclickOnTheTrackCanBeTakenBack()
    {
        QString error;
        QVERIFY2(m_window->startGame(setupFor(3, 99), &error), qPrintable(error));
        // The keys are the window's shortcuts: it has the keyboard.
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        CivilizationTrackPanel *track = m_window->civilizationPanel();
        const GameState before = state();
        const auto pending = [&] {
            std::optional<int> slot;
            for (int place = 0; place < 6; ++place) {
                if (track->slotButton(place)->view().pending)
                    slot = place;
            }
            return slot;
        };
        // The dearest place, clicked by mistake: nothing happens but the question.
        QTest::mouseClick(track->slotButton(5), Qt::LeftButton);
        QVERIFY(state() == before);
        QCOMPARE(pending(), std::optional<int>(5));
        QVERIFY(bar().takeChoiceButton()->isVisible());
        if (const QString dir = qEnvironmentVariable("VINCI_GRAB_DIR"); !dir.isEmpty())
            m_window->grab().save(QDir(dir).filePath(u"pending-choice.png"_s));
        QVERIFY2(bar().titleLabel()->text().contains(u"VI"_s),
                 qPrintable(bar().titleLabel()->text()));
        const int price = -choosingScoreChange(state(), 5);
        QVERIFY(price > 0);
        // (Without the English translation loaded, the plural reads "victory point(s)".)
        QVERIFY2(bar().detailLabel()->text().contains(u"costs you %1 victory point"_s.arg(price)),
                 qPrintable(bar().detailLabel()->text()));
        // Escape: back to choosing (a button's shortcut clicks it after its 100 ms press).
        QTest::keyClick(m_window.get(), Qt::Key_Escape);
        QTRY_COMPARE(pending(), std::nullopt);
        QVERIFY(!bar().takeChoiceButton()->isVisible());
        // Another place, then Ctrl+Z (Game > Undo): back to choosing too.
        QTest::mouseClick(track->slotButton(3), Qt::LeftButton);
        QCOMPARE(pending(), std::optional<int>(3));
        // One button takes the pick back (French would name Undo and Cancel alike), but
        // Game > Undo still does.
        QVERIFY(bar().cancelChoiceButton()->isVisible());
        QVERIFY(!bar().undoButton()->isVisible());
        QVERIFY(m_window->findChild<QAction *>(u"undoAction"_s)->isEnabled());
        m_window->undo();
        QCOMPARE(pending(), std::nullopt);
        // A click on another place changes the pick; Cancel forgets it.
        QTest::mouseClick(track->slotButton(4), Qt::LeftButton);
        QTest::mouseClick(track->slotButton(1), Qt::LeftButton);
        QCOMPARE(pending(), std::optional<int>(1));
        click(bar().cancelChoiceButton());
        QCOMPARE(pending(), std::nullopt);
        QVERIFY(state() == before);
        // Place I, then Enter: taken.
        const CivilizationTiles first = state().track[0].tiles;
        QTest::mouseClick(track->slotButton(0), Qt::LeftButton);
        QTest::keyClick(m_window.get(), Qt::Key_Return);
        QTRY_COMPARE(controller().actions().size(), std::size_t(1));
        QVERIFY(controller().actions().front() == Action::choose(0));
        QVERIFY(state().player(0).active && state().player(0).active->tiles == first);
        QCOMPARE(pending(), std::nullopt);
    }

    /**
     * The sixth walk double-clicked Expand: the second click pressed End conquest, which had
     * taken Expand's place, and the turn went to the reorganization with nothing conquered (in
     * Online 2013, "Confirm and score" then "Decline now" put an empire into decline). The second
     * click of a double click presses no button that replaced the first; a later click does.
     */
    void aDoubleClickPressesOnlyTheButtonUnderTheFirstClick()
    {
        QString error;
        QVERIFY2(m_window->startGame(setupFor(3, 5), &error), qPrintable(error));
        while (state().phase == Phase::ChooseCivilization)
            QVERIFY(!controller().playAll({Action::choose(0)}));
        QCOMPARE(state().phase, Phase::TurnStart);
        QPushButton *expand = bar().expandButton();
        QVERIFY(expand->isVisible());
        const QPoint point = expand->mapTo(m_window.get(), expand->rect().center());
        QTest::mouseDClick(m_window->windowHandle(), Qt::LeftButton, {}, point);
        QCOMPARE(state().phase, Phase::Conquest);
        QCOMPARE(controller().actions().back().type, ActionType::Expand);
        // End conquest is where Expand was: the double click's second press fell on it.
        QPushButton *endConquest = bar().endConquestButton();
        QVERIFY(endConquest->isVisible());
        QVERIFY(endConquest->geometry().contains(
            endConquest->parentWidget()->mapFrom(m_window.get(), point)));
        // A click of its own, later, presses it.
        QTest::mouseClick(m_window->windowHandle(), Qt::LeftButton, {}, point);
        QCOMPARE(state().phase, Phase::Reorganization);
    }

    /**
     * The s53 walk double-clicked a target: it was conquered, then "Your active empire already
     * holds that province." (the second click asked for the same conquest). A double click on
     * a target conquers it once and says nothing, at the start province and at the next
     * conquest alike; the platform's events as QTest sends them to the map: a click, then the
     * second press as a double click and its release.
     */
    void aDoubleClickOnATargetConquersItOnce()
    {
        QString error;
        QVERIFY2(m_window->startGame(setupFor(3, 5), &error), qPrintable(error));
        while (state().phase == Phase::ChooseCivilization)
            QVERIFY(!controller().playAll({Action::choose(0)}));
        QVERIFY(!controller().play(Action::expand()));
        QSignalSpy refused(&controller(), &GameController::rejected);
        QSignalSpy hinted(m_window->input(), &PlayerInput::hint);
        QWidget *viewport = m_window->mapView()->viewport();
        for (int conquest = 0; conquest < 2; ++conquest) {
            const auto target = chooseTarget();
            QVERIFY(target);
            const QPoint point = pointOf(*target);
            QVERIFY(viewport->rect().contains(point));
            const int conquests = state().turn.conquests;
            QTest::mouseClick(viewport, Qt::LeftButton, {}, point);
            QTest::mouseDClick(viewport, Qt::LeftButton, {}, point);
            QTest::mouseRelease(viewport, Qt::LeftButton, {}, point);
            QCOMPARE(state().turn.conquests, conquests + 1);
            QCOMPARE(state().at(*target).player, state().currentPlayer);
            QCOMPARE(refused.count(), 0);
            QCOMPARE(hinted.count(), 0);
            QVERIFY2(m_window->statusBar()->currentMessage().isEmpty(),
                     qPrintable(m_window->statusBar()->currentMessage()));
        }
    }

    /**
     * What a reorganization still needs ("All pawns must be placed on the board (N left).") is
     * guidance, in the words' ink, while pawns are left; it turns into a refusal, in red, when
     * the player presses Confirm with pawns left, and back into guidance at their next move.
     * (The walks saw it red as soon as the reorganization opened, before anything was done.)
     */
    void whatTheReorganizationNeedsIsGuidanceUntilConfirmIsPressed()
    {
        QString error;
        QVERIFY2(m_window->startGame(setupFor(3, 5), &error), qPrintable(error));
        while (state().phase == Phase::ChooseCivilization)
            QVERIFY(!controller().playAll({Action::choose(0)}));
        QVERIFY(!controller().playAll({Action::expand()}));
        for (const ConquestTarget &target : conquestTargets(state(), false)) {
            if (target.legal) {
                QVERIFY(!controller().playAll({Action::conquer(target.area)}));
                break;
            }
        }
        click(bar().endConquestButton());
        QCOMPARE(state().phase, Phase::Reorganization);
        const int me = state().currentPlayer;
        QVERIFY(state().player(me).active->hand >= 2);

        auto *needs = bar().findChild<QLabel *>(u"turnProblem"_s);
        QVERIFY(needs);
        const QColor wordsInk = bar().detailLabel()->palette().color(QPalette::WindowText);
        const auto checkGuidance = [&] {
            const auto refusal = checkAction(state(), Action::endReorganization());
            QVERIFY(refusal);
            QCOMPARE(needs->text(), refusal->message);
            QCOMPARE(needs->palette().color(QPalette::WindowText), wordsInk);
            QVERIFY(!needs->font().bold());
        };
        checkGuidance();
        if (QTest::currentTestFailed())
            return;
        testing::grabIfAsked(*m_window, u"reorganization-needs"_s);

        // Confirm pressed with pawns left: the same words, as a refusal; nothing played.
        QPushButton *confirm = bar().confirmButton();
        QVERIFY(confirm->isVisible() && !confirm->isEnabled());
        const GameState before = state();
        QTest::mouseClick(m_window->windowHandle(), Qt::LeftButton, {},
                          confirm->mapTo(m_window.get(), confirm->rect().center()));
        QVERIFY(state() == before);
        QCOMPARE(needs->text(), checkAction(state(), Action::endReorganization())->message);
        QVERIFY(needs->palette().color(QPalette::WindowText) != wordsInk);
        QVERIFY(needs->font().bold());
        testing::grabIfAsked(*m_window, u"reorganization-refused"_s);

        // A pawn placed: guidance again, one pawn fewer left.
        for (AreaIndex area = 0; area < state().board->areaCount(); ++area) {
            if (isActiveOf(state().at(area), me)) {
                clickProvince(area);
                break;
            }
        }
        QVERIFY(!(state() == before));
        checkGuidance();
    }

    /** A computer seat plays its turn on its own; a person cannot undo into it. */
    void computerSeatPlaysItsTurn()
    {
        NewGameSetup request = setupFor(3, 5);
        request.seats[1].controller = u"strategist-normal"_s;
        request.syncOptions();
        controller().setAiDelay(0);
        QString error;
        QVERIFY2(m_window->startGame(request, &error), qPrintable(error));
        // Whoever starts, every seat chooses once; the computer's turn comes and goes.
        for (int i = 0; i < 8 && state().round < 2; ++i) {
            if (controller().isHumanToAct())
                playChoose();
            else
                QTRY_VERIFY(controller().isHumanToAct() || state().round >= 2);
        }
        QVERIFY(state().round >= 2 || state().player(1).active.has_value());
        QVERIFY(state().player(1).active.has_value());
        QVERIFY(!controller().canUndo());
    }

    /**
     * The key of the turn bar's `button` (its Turn menu action), typed where the keyboard is,
     * as its tooltip names it.
     */
    void pressKeyOf(QPushButton *button)
    {
        QAction *bound = nullptr;
        for (QAction *action : bar().stepActions()) {
            if (action->objectName() == button->objectName().replace(u"Button"_s, u"Action"_s))
                bound = action;
        }
        QVERIFY2(bound, qPrintable(button->objectName() + u" has no key"_s));
        const QMenu *turnMenu = m_window->menuBar()->actions().value(1)->menu();
        QVERIFY(turnMenu && turnMenu->actions().contains(bound));
        const QString keyLine = ButtonAction::keyLine(bound);
        QVERIFY2(button->toolTip().endsWith(keyLine), qPrintable(button->toolTip()));
        const QKeyCombination key = bound->shortcut()[0];
        QVERIFY(testing::typeKey(key.key(), key.keyboardModifiers()));
    }

    /** Tab through the map's provinces until the cursor is on one `wanted` accepts, Enter. */
    void enterOnProvince(const std::function<bool(AreaIndex)> &wanted)
    {
        GameMapView *view = m_window->mapView();
        for (int presses = 0; presses < 300 && QApplication::focusWidget() == view; ++presses) {
            const std::optional<AreaIndex> cursor = view->keyboardCursor();
            if (cursor && view->isKeyboardCursorShown() && wanted(*cursor)) {
                QVERIFY(testing::typeKey(Qt::Key_Return));
                return;
            }
            QVERIFY(testing::typeKey(Qt::Key_Tab));
        }
        QFAIL("no province wanted under the map's cursor");
    }

    void tileInteractions_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<bool>("byKeys");
        QTest::newRow("keep a part") << u"keep-part"_s << false;
        QTest::newRow("fort") << u"fort"_s << false;
        QTest::newRow("espionage") << u"espionage"_s << false;
        // The s54 walk: Fort and Espionage had no key; a keyboard-only game could not use them.
        QTest::newRow("fort by keys") << u"fort"_s << true;
        QTest::newRow("espionage by keys") << u"espionage"_s << true;
        QTest::newRow("peace") << u"peace"_s << false;
        QTest::newRow("rebirth") << u"rebirth"_s << false;
    }

    /**
     * The rarer interactions, each through its widget (or its key and the map's cursor), in a
     * position that calls for it.
     */
    void tileInteractions()
    {
        QFETCH(QString, kind);
        QFETCH(bool, byKeys);
        auto has = [](const GameState &s, TileKind tile) { return currentHasTile(s, tile); };
        // The keyboard in the map, as a person who tabbed there has it.
        const auto keyboardInTheMap = [this] {
            m_window->activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
            m_window->mapView()->setFocus(Qt::TabFocusReason);
            QTRY_COMPARE(QApplication::focusWidget(), m_window->mapView());
        };
        if (kind == u"keep-part") {
            QVERIFY(
                reachPosition([](const GameState &s) { return !partsToChooseFrom(s).empty(); }));
            const auto parts = partsToChooseFrom(state());
            const int me = state().currentPlayer;
            const AreaIndex kept = parts.back().front();
            clickProvince(kept);
            QVERIFY(partsToChooseFrom(state()).empty());
            // The other parts are abandoned now, and shown so at once: the walk saw them
            // coloured with "0" pawns, counted on the player's card, until the turn was
            // confirmed.
            std::size_t keptProvinces = 0;
            for (const auto &part : parts) {
                const bool isKept = std::find(part.begin(), part.end(), kept) != part.end();
                if (isKept)
                    keptProvinces = part.size();
                for (AreaIndex area : part) {
                    if (isKept)
                        continue;
                    QCOMPARE(state().at(area).holder, Holder::Empty);
                    QVERIFY(!m_window->scene()->provinceItem(area)->holderColour().isValid());
                    QVERIFY(!m_window->scene()->marker(area)->marks().held);
                }
            }
            QCOMPARE(provincesOf(state(), me, Holder::Active).size(), keptProvinces);
            testing::grabIfAsked(*m_window, u"cohesion-kept"_s);
            const QString count =
                PlayerCard::tr("%n province(s)", nullptr, static_cast<int>(keptProvinces));
            const QString card = m_window->playersPanel()->card(me)->accessibleDescription();
            QVERIFY2(card.contains(count), qPrintable(card));
        } else if (kind == u"fort") {
            QVERIFY(reachPosition([&](const GameState &s) {
                return s.phase == Phase::Reorganization && has(s, TileKind::Fortification) &&
                       s.turn.fortsBuilt == 0 && partsToChooseFrom(s).empty() &&
                       !provincesOf(s, s.currentPlayer, Holder::Active).empty();
            }));
            AreaIndex area = provincesOf(state(), state().currentPlayer, Holder::Active).front();
            if (byKeys) {
                keyboardInTheMap();
                pressKeyOf(bar().fortButton());
                QVERIFY(m_window->input()->modes().buildFort);
                QVERIFY(bar().fortButton()->isChecked());
                const GameState before = state();
                enterOnProvince([&](AreaIndex at) {
                    return !checkAction(before, Action::buildFort(at)) && (area = at, true);
                });
                if (QTest::currentTestFailed())
                    return;
            } else {
                click(bar().fortButton());
                QVERIFY(m_window->input()->modes().buildFort);
                clickProvince(area);
            }
            QVERIFY(state().at(area).fort);
            QVERIFY(m_window->scene()->marker(area)->marks().fort);
            QVERIFY(!m_window->input()->modes().buildFort);
            // The button follows the engine's count of forts left (Specialized builds two).
            const PhaseGuidance after = phaseGuidance(state(), false);
            QVERIFY(bar().fortButton()->isVisible() && !bar().fortButton()->isChecked());
            QCOMPARE(bar().fortButton()->isEnabled(), after.fortsLeft > 0);
            if (const QString dir = qEnvironmentVariable("VINCI_GRAB_DIR"); !dir.isEmpty())
                bar().grab().save(QDir(dir).filePath(u"turnbar-fort.png"_s));
        } else if (kind == u"espionage") {
            QVERIFY(reachPosition([&](const GameState &s) {
                return s.phase == Phase::Conquest && has(s, TileKind::Espionage) &&
                       s.turn.espionageUsed == 0 && s.player(s.currentPlayer).active->hand >= 2 &&
                       !conquestTargets(s, true).empty() &&
                       std::any_of(conquestTargets(s, false).begin(),
                                   conquestTargets(s, false).end(),
                                   [](const ConquestTarget &t) { return t.cost > 2; });
            }));
            if (byKeys) {
                keyboardInTheMap();
                pressKeyOf(bar().espionageButton());
            } else {
                click(bar().espionageButton());
            }
            QVERIFY(m_window->input()->modes().espionage);
            const auto targets = conquestTargets(state(), true);
            auto target = std::find_if(targets.begin(), targets.end(),
                                       [](const ConquestTarget &t) { return t.legal; });
            QVERIFY(target != targets.end());
            const int hand = state().player(state().currentPlayer).active->hand;
            if (byKeys) {
                QVERIFY(bar().espionageButton()->isChecked());
                enterOnProvince([&](AreaIndex at) {
                    target =
                        std::find_if(targets.begin(), targets.end(), [at](const ConquestTarget &t) {
                            return t.legal && t.area == at;
                        });
                    return target != targets.end();
                });
                if (QTest::currentTestFailed())
                    return;
            } else {
                QCOMPARE(m_window->scene()->marker(target->area)->marks().cost,
                         std::optional<int>(2));
                clickProvince(target->area);
            }
            QCOMPARE(state().player(state().currentPlayer).active->hand, hand - 2);
            QCOMPARE(state().turn.espionageUsed, 1);
            QVERIFY(!m_window->input()->modes().espionage);
            // The button follows the engine's uses left (Specialized spies twice).
            const PhaseGuidance after = phaseGuidance(state(), false);
            QVERIFY(bar().espionageButton()->isVisible());
            QCOMPARE(bar().espionageButton()->isEnabled(), after.espionageLeft > 0);
            if (const QString dir = qEnvironmentVariable("VINCI_GRAB_DIR"); !dir.isEmpty())
                bar().grab().save(QDir(dir).filePath(u"turnbar-espionage.png"_s));
        } else if (kind == u"peace") {
            QVERIFY(reachPosition([&](const GameState &s) {
                return s.phase == Phase::Conquest && has(s, TileKind::Diplomacy) &&
                       s.turn.conquests == 0 && s.player(s.currentPlayer).peaceWith.empty();
            }));
            QPushButton *peace = bar().peaceButton();
            QVERIFY(peace->isVisible() && peace->isEnabled());
            const QList<QAction *> choices = peace->menu()->actions();
            QCOMPARE(choices.size(), 3);
            // Each opponent offered as the engine allows peace with them.
            const PhaseGuidance before = phaseGuidance(state(), false);
            for (QAction *choice : choices)
                QVERIFY(choice->isEnabled());
            QCOMPARE(before.peacePossible.size(), std::size_t(3));
            choices.front()->trigger();
            QCOMPARE(state().player(state().currentPlayer).peaceWith.size(), std::size_t(1));
        } else if (kind == u"rebirth") {
            QVERIFY(reachPosition(
                [](const GameState &s) { return s.phase == Phase::RebirthDecision; }));
            const int me = state().currentPlayer;
            click(bar().rebirthDeclineButton());
            QVERIFY(state().player(me).declining.has_value());
            QCOMPARE(state().phase, Phase::ChooseCivilization);
        }
    }

    /**
     * The s52 walk, hot seat: Espionage turned on and not used stayed on for the next people,
     * whose every conquest was then refused ("Only a civilization with Espionage can use
     * spies.") and whose cost badges all said 2; Undo past Expand did not turn it off either.
     * The switch ends with the step it was turned on in.
     */
    void espionageEndsWithItsConquest()
    {
        // Classic, three people each taking civilization I: the first to play holds
        // Espionage, the others not.
        const auto board = m_catalog->load(u"europe"_s)->graph;
        quint64 seed = 1;
        for (; seed <= 200; ++seed) {
            GameOptions options;
            options.ruleSet = RuleSetId::Classic;
            options.playerCount = 3;
            options.seed = seed;
            auto game = newGame(board, options);
            QVERIFY(game);
            for (int seat = 0; seat < 3; ++seat)
                QVERIFY(!applyInPlace(*game, Action::choose(0)));
            QCOMPARE(game->phase, Phase::TurnStart);
            int spies = 0;
            for (int seat = 0; seat < 3; ++seat)
                spies += game->player(seat).active->tiles.has(TileKind::Espionage) ? 1 : 0;
            // No Rebirth: its question would come between the two turns.
            if (spies == 1 && currentHasTile(*game, TileKind::Espionage) &&
                !currentHasTile(*game, TileKind::Rebirth))
                break;
        }
        QVERIFY(seed <= 200);
        QString error;
        QVERIFY2(m_window->startGame(setupFor(3, seed), &error), qPrintable(error));
        for (int seat = 0; seat < 3; ++seat)
            playChoose();
        QCOMPARE(state().phase, Phase::TurnStart);
        QVERIFY(currentHasTile(state(), TileKind::Espionage));
        const int spy = state().currentPlayer;
        const QString spiesOn = u"Espionage is on"_s;

        click(bar().expandButton());
        click(bar().espionageButton());
        QVERIFY(m_window->input()->modes().espionage);
        click(bar().undoButton());
        QCOMPARE(state().phase, Phase::TurnStart);
        QVERIFY(!m_window->input()->modes().espionage);
        click(bar().expandButton());
        QVERIFY(!m_window->input()->modes().espionage);
        QVERIFY(!bar().espionageButton()->isChecked());
        QVERIFY2(!bar().detailLabel()->text().contains(spiesOn),
                 qPrintable(bar().detailLabel()->text()));

        // A conquest, Espionage turned on, and the conquest ended without it.
        std::optional<AreaIndex> target = chooseTarget();
        QVERIFY(target);
        clickProvince(*target);
        QCOMPARE(state().turn.conquests, 1);
        click(bar().espionageButton());
        QVERIFY(m_window->input()->modes().espionage);
        click(bar().endConquestButton());
        QCOMPARE(state().phase, Phase::Reorganization);
        QVERIFY(!m_window->input()->modes().espionage);
        if (checkAction(state(), Action::endReorganization()))
            click(bar().autoDistributeButton());
        click(bar().confirmButton());

        // The next person conquers as their own civilization does.
        QCOMPARE(state().phase, Phase::TurnStart);
        QVERIFY(state().currentPlayer != spy);
        click(bar().expandButton());
        QVERIFY(!m_window->input()->modes().espionage);
        QVERIFY2(!bar().detailLabel()->text().contains(spiesOn),
                 qPrintable(bar().detailLabel()->text()));
        target = chooseTarget();
        QVERIFY(target);
        const auto targets = conquestTargets(state(), false);
        const auto normal =
            std::find_if(targets.begin(), targets.end(),
                         [&](const ConquestTarget &t) { return t.area == *target; });
        QVERIFY(normal != targets.end());
        QCOMPARE(m_window->scene()->marker(*target)->marks().cost,
                 std::optional<int>(normal->cost));
        clickProvince(*target);
        QCOMPARE(state().turn.conquests, 1);
        QCOMPARE(state().turn.espionageUsed, 0);
    }

    /** A broken file is refused with a message naming it; the game in progress stays. */
    void badFileIsRefused()
    {
        const QString path = m_dir.filePath(u"broken.vinci"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"vinci-save\", \"version\": 1, \"map\": ");
        file.close();
        QString error;
        QVERIFY(!m_window->openFile(path, &error));
        QVERIFY2(error.contains(u"broken.vinci"_s), qPrintable(error));
        QVERIFY(!controller().hasGame());
    }

    /**
     * The window never loses a player's work: a vanished file, a damaged save, a save made on a
     * changed map and a map that fails validation each get a message naming the file and the
     * fault, and the game in progress stays exactly as it was.
     */
    void badFilesLeaveTheGameInProgress()
    {
        QString error;
        QVERIFY2(m_window->startGame(setupFor(3, 99), &error), qPrintable(error));
        for (int i = 0; i < 3; ++i)
            playChoose();
        const QString saved = m_dir.filePath(u"in-progress.vinci"_s);
        QVERIFY2(m_window->saveFile(saved, &error), qPrintable(error));
        click(bar().expandButton());
        const auto target = chooseTarget();
        QVERIFY(target);
        clickProvince(*target);
        const GameState playing = state();
        const std::vector<Action> actions = controller().actions();
        const QString title = m_window->windowTitle();

        const auto unchanged = [&] {
            return state() == playing && controller().actions() == actions &&
                   m_window->windowTitle() == title && controller().isModified();
        };
        // A file that vanished (a recent file deleted since).
        QVERIFY(!m_window->openFile(m_dir.filePath(u"gone.vinci"_s), &error));
        QVERIFY2(error.contains(u"gone.vinci"_s), qPrintable(error));
        QVERIFY(unchanged());
        // A save whose map changed since it was made (its digest differs).
        QFile file(saved);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray json = file.readAll();
        file.close();
        const qsizetype digest = json.indexOf("\"digest\"");
        QVERIFY(digest > 0);
        const qsizetype value = json.indexOf('"', json.indexOf(':', digest)) + 1;
        json[value] = json[value] == '0' ? '1' : '0';
        const QString changed = m_dir.filePath(u"changed-map.vinci"_s);
        QFile out(changed);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(json);
        out.close();
        QVERIFY(!m_window->openFile(changed, &error));
        QVERIFY2(error.contains(u"changed-map.vinci"_s), qPrintable(error));
        QVERIFY(unchanged());
        // A damaged save.
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(json.left(json.size() / 2));
        out.close();
        QVERIFY(!m_window->openFile(changed, &error));
        QVERIFY2(error.contains(u"changed-map.vinci"_s), qPrintable(error));
        QVERIFY(unchanged());
        // A new game on a map that fails validation is refused before the game is touched.
        NewGameSetup onBadMap = setupFor(3, 5);
        onBadMap.mapId = u"link-kind-mismatch"_s;
        onBadMap.mapFolder = QStringLiteral(VINCI_TEST_DATA "/maps/bad/link-kind-mismatch");
        QVERIFY(!m_window->startGame(onBadMap, &error));
        QVERIFY2(error.contains(u"link-kind-mismatch"_s), qPrintable(error));
        QVERIFY(unchanged());
    }

    /** The Language menu switches the map's names at once. */
    void languageSwitchRenamesTheMap()
    {
        NewGameSetup request = setupFor(3, 1);
        QVERIFY(m_window->startGame(request));
        const AreaIndex ireland = *state().board->indexOf(u"ireland");
        auto labelText = [&] {
            return m_window->scene()->labelLayout(ireland)->block.lines().join(u' ');
        };
        QCOMPARE(labelText(), u"Ireland"_s);
        LanguageSwitcher *language = m_window->languageSwitcher();
        QVERIFY(language->setLanguage(u"fr"_s));
        QCOMPARE(labelText(), u"Irlande"_s);
        QVERIFY(language->setLanguage(u"de"_s));
        QCOMPARE(labelText(), u"Irland"_s);
        QVERIFY(language->setLanguage(u"en"_s));
        QCOMPARE(labelText(), u"Ireland"_s);
    }
};

QTEST_MAIN(TestGameWindow)
#include "test_gamewindow.moc"
