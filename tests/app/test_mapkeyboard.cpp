// The game played with the keyboard alone, through the real window: Tab to the track, Space and
// Enter to choose; Tab to Expand; Tab into the map, the arrow keys to a province, Enter to
// conquer; End conquest; Backspace, Shift+Enter and Enter to move pawns; Confirm. And the
// keyboard's cursor on both maps: drawn where its province is, at the fit zoom and zoomed in,
// kept in view, with a card saying what the province's tooltip says; every province within
// reach of the arrows.

#include "areaitem.h"
#include "board/gamemapview.h"
#include "board/gamescene.h"
#include "board/provincecard.h"
#include "board/provincemarkeritem.h"
#include "board/provincenavigation.h"
#include "board/provincetooltip.h"
#include "game/play.h"
#include "gamefixture.h"
#include "keyboardtyping.h"
#include "mainwindow.h"
#include "mapformat/mapcatalog.h"
#include "panels/civilizationtrackpanel.h"
#include "panels/playercolours.h"
#include "panels/trackslotbutton.h"
#include "panels/turnbar.h"
#include "queries/boardqueries.h"
#include "session/gamecontroller.h"

#include <QAccessible>
#include <QApplication>
#include <QHelpEvent>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <set>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

NewGameSetup setupOn(const QString &map, int players, quint64 seed)
{
    return testing::peopleSetup(map, players, seed);
}

} // namespace

class TestMapKeyboard : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<MapCatalog> m_catalog;
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;

    GameController &controller() { return *m_window->controller(); }
    const GameState &state() { return m_window->controller()->state(); }
    TurnBar &bar() { return *m_window->turnBar(); }
    GameMapView *view() { return m_window->mapView(); }
    GameScene *scene() { return m_window->scene(); }

    /** A key as a person types it: to the widget that has the keyboard. */
    void press(int key, Qt::KeyboardModifiers modifiers = {})
    {
        QVERIFY2(testing::typeKey(key, modifiers), "nothing has the keyboard");
    }

    /** Tab (or Shift+Tab) until `wanted` has the keyboard. */
    bool tabTo(const std::function<bool(QWidget *)> &wanted, bool backwards = false)
    {
        return testing::tabUntil(wanted, backwards, 200);
    }

    bool tabTo(QWidget *widget)
    {
        return tabTo([widget](QWidget *focus) { return focus == widget; });
    }

    /** The cursor's province, -1 for none. */
    AreaIndex cursor() { return view()->keyboardCursor().value_or(-1); }

    /**
     * Moves the cursor to `area` with the arrow keys as a person would: towards it along the
     * longer way first, the other way when that leads nowhere new.
     */
    bool arrowTo(AreaIndex area)
    {
        const QPointF goal = scene()->clickPoint(area);
        std::set<std::pair<AreaIndex, int>> tried;
        for (int presses = 0; presses < 80 && cursor() != area; ++presses) {
            const QPointF offset = goal - scene()->clickPoint(cursor());
            const int horizontal = offset.x() < 0 ? Qt::Key_Left : Qt::Key_Right;
            const int vertical = offset.y() < 0 ? Qt::Key_Up : Qt::Key_Down;
            const bool wide = std::abs(offset.x()) > std::abs(offset.y());
            const int first = wide ? horizontal : vertical;
            const int second = wide ? vertical : horizontal;
            const int key = tried.contains({cursor(), first}) ? second : first;
            if (tried.contains({cursor(), key}))
                return false; // both ways tried from here: lost
            tried.insert({cursor(), key});
            press(key);
            if (!view()->isKeyboardCursorShown())
                return false;
        }
        return cursor() == area;
    }

    /**
     * Ada against two computers (Bruno, Chloé, easy), her civilization chosen, at the start of
     * her turn.
     */
    void startAdaAgainstTwoComputers()
    {
        QString error;
        const NewGameSetup setup =
            testing::setupOf({{u"Ada"_s, playerColour(0), u"human"_s},
                              {u"Bruno"_s, playerColour(1), u"strategist-easy"_s},
                              {u"Chloé"_s, playerColour(2), u"strategist-easy"_s}},
                             47);
        controller().setAiDelay(0);
        QVERIFY2(m_window->startGame(setup, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(controller().isHumanToAct(), 30000);
        QVERIFY(!controller().play(Action::choose(0)));
        QTRY_VERIFY_WITH_TIMEOUT(controller().isHumanToAct() && state().phase == Phase::TurnStart,
                                 30000);
    }

    /** The card says what the province's tooltip says, beside the province, inside the map. */
    void checkCard()
    {
        QVERIFY(view()->isKeyboardCursorShown());
        const ProvinceCard *card = view()->provinceCard();
        QVERIFY(card->isVisible());
        QCOMPARE(card->description(),
                 ProvinceTooltip::html(state(), controller().seats(), cursor(), scene()->language(),
                                       false, ProvinceTooltip::Reader::ActingPlayer,
                                       ProvinceTooltip::Opened::ByKeyboard));
        QVERIFY(view()->viewport()->rect().contains(card->geometry()));
        QVERIFY(!card->geometry().contains(view()->viewportPoint(scene()->clickPoint(cursor()))));
        // A screen reader hears the province's name: the map's focused item is the province.
        const QString name = ProvinceTooltip::summary(state(), controller().seats(), cursor(),
                                                      scene()->language(), false);
        QVERIFY(card->description().contains(name.section(u", "_s, 0, 0).toHtmlEscaped()));
        const QAccessibleInterface *focused =
            QAccessible::queryAccessibleInterface(view())->focusChild();
        QVERIFY(focused);
        QCOMPARE(focused->text(QAccessible::Name), name);
    }

    /** Chooses the first civilization that can be chosen: Tab to it, Space, Enter. */
    void chooseByKeys()
    {
        const std::size_t before = controller().actions().size();
        CivilizationTrackPanel *track = m_window->civilizationPanel();
        // Each card as it looks without the keyboard (when none has it yet).
        std::vector<QImage> unfocused;
        if (!qobject_cast<TrackSlotButton *>(QApplication::focusWidget())) {
            for (int place = 0; place < 6; ++place)
                unfocused.push_back(track->slotButton(place)->grab().toImage());
        }
        QVERIFY(tabTo([](QWidget *focus) {
            const auto *slot = qobject_cast<TrackSlotButton *>(focus);
            return slot && slot->isEnabled();
        }));
        auto *slot = qobject_cast<TrackSlotButton *>(QApplication::focusWidget());
        // The card with the keyboard shows it.
        for (std::size_t place = 0; place < unfocused.size(); ++place) {
            if (track->slotButton(static_cast<int>(place)) == slot)
                QVERIFY(slot->grab().toImage() != unfocused[place]);
        }
        press(Qt::Key_Space);
        QVERIFY(slot->view().pending);
        QCOMPARE(controller().actions().size(), before);
        press(Qt::Key_Return);
        QTRY_COMPARE(controller().actions().size(), before + 1);
        QCOMPARE(controller().actions().back().type, ActionType::ChooseCivilization);
    }

    /** Presses a button of the turn bar: Tab to it, Space. */
    void pressByKeys(QPushButton *button)
    {
        QVERIFY(button->isVisible() && button->isEnabled());
        QVERIFY(tabTo(button));
        press(Qt::Key_Space);
    }

    /** The legal conquest target farthest from `from`. */
    std::optional<AreaIndex> targetAwayFrom(AreaIndex from)
    {
        std::optional<AreaIndex> best;
        qreal bestDistance = -1;
        for (const ConquestTarget &target : conquestTargets(state(), false)) {
            if (!target.legal || target.area == from)
                continue;
            const qreal distance =
                QLineF(scene()->clickPoint(target.area), scene()->clickPoint(from)).length();
            if (distance > bestDistance) {
                bestDistance = distance;
                best = target.area;
            }
        }
        return best;
    }

    void saveIfAsked(const QString &name)
    {
        const QString dir = qEnvironmentVariable("VINCI_GRAB_DIR");
        if (dir.isEmpty())
            return;
        QDir().mkpath(dir);
        view()->finishZoom();
        m_window->grab().save(QDir(dir).filePath(name + u".png"_s));
    }

    /**
     * How many pixels of the map the cursor changes on its province outside the card (`drawn`:
     * the light and the ring), and outside both (`stray`): the picture with the cursor shown
     * against the picture with the keyboard in another window for a moment.
     */
    void cursorDrawing(int *drawn, int *stray)
    {
        view()->finishZoom();
        const AreaIndex before = cursor();
        // The art's first frame at a scale comes straight from the vector art, later ones from
        // its tiles, a shade apart: both pictures from the tiles.
        view()->viewport()->grab();
        const QImage shown = view()->viewport()->grab().toImage();
        QPushButton *elsewhere = bar().endConquestButton();
        elsewhere->setFocus(Qt::ActiveWindowFocusReason);
        QCOMPARE(QApplication::focusWidget(), elsewhere);
        QVERIFY(!view()->isKeyboardCursorShown());
        QVERIFY(!view()->provinceCard()->isVisible());
        const QImage hidden = view()->viewport()->grab().toImage();
        view()->setFocus(Qt::ActiveWindowFocusReason);
        QVERIFY(view()->isKeyboardCursorShown());
        QCOMPARE(cursor(), before);
        const QRect province = provinceOnScreen();
        const QRect card = view()->provinceCard()->geometry();
        *drawn = 0;
        *stray = 0;
        for (int y = 0; y < shown.height(); ++y) {
            for (int x = 0; x < shown.width(); ++x) {
                if (shown.pixel(x, y) == hidden.pixel(x, y))
                    continue;
                if (card.contains(x, y))
                    continue;
                if (province.contains(x, y))
                    ++*drawn;
                else
                    ++*stray; // the art's antialiased edge may differ by a shade
            }
        }
    }

    /** The cursor's province as the view shows it, in viewport pixels, with its ring. */
    QRect provinceOnScreen()
    {
        const QRectF scene = this->scene()->areaItem(cursor())->sceneBoundingRect();
        return view()->mapFromScene(scene).boundingRect().adjusted(-6, -6, 6, 6);
    }

    /**
     * Plays to the first civilization entering the board: each seat takes civilization I, then
     * the first seat expands (Classic); under Online 2013 the first choice goes on into its
     * conquests at once.
     */
    void playToTheFirstEntry()
    {
        while (state().phase == Phase::ChooseCivilization)
            QVERIFY(!controller().playAll({Action::choose(0)}));
        if (state().phase == Phase::TurnStart)
            QVERIFY(!controller().playAll({Action::expand()}));
        QCOMPARE(state().phase, Phase::Conquest);
    }

    /** The conquest targets the engine accepts now, with their click points. */
    std::vector<ProvincePoint> legalTargets()
    {
        std::vector<ProvincePoint> targets;
        for (const ConquestTarget &target : conquestTargets(state(), false)) {
            if (target.legal)
                targets.push_back({target.area, scene()->clickPoint(target.area)});
        }
        return targets;
    }

    /** How many conquests the engine would accept after conquering `area`. */
    int targetsAfterConquering(AreaIndex area)
    {
        const ApplyResult after = apply(state(), Action::conquer(area));
        if (!after.accepted())
            return 0;
        const std::vector<ConquestTarget> targets = conquestTargets(after.state, false);
        return static_cast<int>(std::count_if(targets.begin(), targets.end(),
                                              [](const ConquestTarget &t) { return t.legal; }));
    }

    /** The click points of the active empire of `player`. */
    std::vector<QPointF> empireOf(int player)
    {
        std::vector<QPointF> points;
        for (const AreaIndex area : provincesOf(state(), player, Holder::Active))
            points.push_back(scene()->clickPoint(area));
        return points;
    }

    /** Whether the map has the keyboard with its ring shown. */
    bool ringShown()
    {
        return QApplication::focusWidget() == view() && view()->isKeyboardCursorShown();
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
        // Each test starts as a person new to the keys (ProvinceCard::setKeysKnown()).
        QSettings().remove(ProvinceCard::keysKnownKey());
        m_window = std::make_unique<MainWindow>(m_catalog.get());
        m_window->resize(1366, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }

    void cleanup() { m_window.reset(); }

    /**
     * A whole turn with the keyboard alone: every player chooses a civilization, then the first
     * expands, enters the board, conquers a neighbour, ends the conquest, moves pawns and
     * confirms, every step checked against the engine.
     */
    void aWholeTurnByTheKeyboard()
    {
        QString error;
        QVERIFY2(m_window->startGame(setupOn(u"europe"_s, 3, 11), &error), qPrintable(error));
        for (int seat = 0; seat < 3; ++seat) {
            QCOMPARE(state().phase, Phase::ChooseCivilization);
            chooseByKeys();
            if (QTest::currentTestFailed())
                return;
        }
        QCOMPARE(state().phase, Phase::TurnStart);
        const int me = state().currentPlayer;
        pressByKeys(bar().expandButton());
        QCOMPARE(state().phase, Phase::Conquest);

        // Into the map: the cursor comes onto the first start province, with its card.
        QVERIFY(tabTo(view()));
        QVERIFY(view()->isKeyboardCursorShown());
        QVERIFY(scene()->areaItem(cursor())->highlight().isValid());
        checkCard();
        saveIfAsked(u"keys-europe-start"_s);

        // The arrows to a start province far away; Enter conquers it.
        const auto start = targetAwayFrom(cursor());
        QVERIFY(start);
        QVERIFY2(arrowTo(*start), qPrintable(state().board->area(*start).id));
        checkCard();
        const int hand = state().player(me).active->hand;
        press(Qt::Key_Return);
        QCOMPARE(state().at(*start).holder, Holder::Active);
        QCOMPARE(state().at(*start).player, me);
        QVERIFY(state().player(me).active->hand < hand);
        // The card goes with the act and the ring stays: it stayed over the next provinces to
        // look at (the s49 walk). An arrow brings it back, saying the new position.
        QVERIFY(view()->isKeyboardCursorShown());
        QCOMPARE(cursor(), *start);
        QVERIFY(!view()->provinceCard()->isVisible());
        press(Qt::Key_Right);
        QVERIFY(arrowTo(*start));
        checkCard();

        // A neighbour: the arrows there, Space conquers it.
        const auto neighbour = targetAwayFrom(*start);
        QVERIFY(neighbour);
        QVERIFY2(arrowTo(*neighbour), qPrintable(state().board->area(*neighbour).id));
        press(Qt::Key_Space);
        QCOMPARE(state().at(*neighbour).holder, Holder::Active);
        QCOMPARE(state().at(*neighbour).player, me);
        saveIfAsked(u"keys-europe-conquered"_s);

        // Out of the map by Tab (through the targets) to End conquest.
        pressByKeys(bar().endConquestButton());
        QCOMPARE(state().phase, Phase::Reorganization);

        // The button went with its step, and the keyboard to the map, the ring on the empire
        // (their -/+ make them the ones that matter now): it was nowhere until Tab (the s49
        // walk).
        QCOMPARE(QApplication::focusWidget(), view());
        QVERIFY(view()->isKeyboardCursorShown());
        QVERIFY(*start == cursor() || *neighbour == cursor());
        // Out and back into the map by Shift+Tab: the cursor on the last of them.
        QVERIFY(tabTo([this](QWidget *focus) { return focus != view(); }));
        QVERIFY(tabTo(
            [this](QWidget *focus) { return focus == view() && view()->isKeyboardCursorShown(); },
            true));
        QVERIFY(*start == cursor() || *neighbour == cursor());
        // Backspace takes a pawn back from the richer province, Enter places it in the other.
        const AreaIndex rich =
            state().at(*start).pawns >= state().at(*neighbour).pawns ? *start : *neighbour;
        const AreaIndex poor = rich == *start ? *neighbour : *start;
        QVERIFY(state().at(rich).pawns >= 2);
        const int richPawns = state().at(rich).pawns;
        const int poorPawns = state().at(poor).pawns;
        const int inHand = state().player(me).active->hand;
        QVERIFY(arrowTo(rich));
        press(Qt::Key_Backspace);
        QCOMPARE(state().at(rich).pawns, richPawns - 1);
        QCOMPARE(state().player(me).active->hand, inHand + 1);
        QVERIFY(arrowTo(poor));
        press(Qt::Key_Enter);
        QCOMPARE(state().at(poor).pawns, poorPawns + 1);
        // Shift+Enter is the right click too; Enter puts the pawn back.
        press(Qt::Key_Return, Qt::ShiftModifier);
        QCOMPARE(state().at(poor).pawns, poorPawns);
        press(Qt::Key_Return);
        QCOMPARE(state().at(poor).pawns, poorPawns + 1);
        // Every pawn still in hand goes on the board: Enter, once for each.
        for (int pawn = 0; pawn < inHand; ++pawn)
            press(Qt::Key_Return);
        QCOMPARE(state().at(poor).pawns, poorPawns + 1 + inHand);
        QCOMPARE(state().player(me).active->hand, 0);
        saveIfAsked(u"keys-europe-reorganized"_s);

        // Confirm: the turn is scored and the next player's.
        const int score = state().player(me).score;
        pressByKeys(bar().confirmButton());
        QVERIFY(state().currentPlayer != me);
        QVERIFY(state().player(me).score > score);
        QCOMPARE(state().at(poor).pawns, poorPawns + 1 + inHand);
        QCOMPARE(state().at(rich).pawns, richPawns - 1);
    }

    void cursorIsDrawnAndKeptInView_data()
    {
        QTest::addColumn<QString>("map");
        QTest::newRow("europe") << u"europe"_s;
        QTest::newRow("mediterranean") << u"mediterranean"_s;
    }

    /**
     * On both maps, at the fit zoom and zoomed in: what the cursor adds to the picture is where
     * its province is (and there is plenty of it), the card lies beside the province inside the
     * map, the arrows keep the cursor in view, + - 0 zoom as before.
     */
    void cursorIsDrawnAndKeptInView()
    {
        QFETCH(QString, map);
        QString error;
        QVERIFY2(m_window->startGame(setupOn(map, 3, 5), &error), qPrintable(error));
        playToTheFirstEntry();
        QVERIFY(tabTo(
            [this](QWidget *focus) { return focus == view() && view()->isKeyboardCursorShown(); }));
        QVERIFY(view()->isKeyboardCursorShown());
        checkCard();

        int drawn = 0;
        int stray = 0;
        cursorDrawing(&drawn, &stray);
        QVERIFY2(drawn > 300 && stray < 8, qPrintable(u"%1 %2"_s.arg(drawn).arg(stray)));
        saveIfAsked(u"keys-%1-fit"_s.arg(map));

        // Zoomed in by the keys: the cursor's province stays in view.
        const qreal fit = view()->zoom();
        for (int step = 0; step < 5; ++step)
            press(Qt::Key_Plus);
        QVERIFY(view()->zoom() > 2.5 * fit);
        const QRect inside = view()->viewport()->rect();
        QVERIFY(inside.contains(view()->viewportPoint(scene()->clickPoint(cursor()))));
        cursorDrawing(&drawn, &stray);
        QVERIFY2(drawn > 300 && stray < 8, qPrintable(u"%1 %2"_s.arg(drawn).arg(stray)));
        checkCard();
        saveIfAsked(u"keys-%1-zoomed"_s.arg(map));

        // The arrows across the map: each province reached is scrolled into view.
        for (const int key :
             {Qt::Key_Right, Qt::Key_Right, Qt::Key_Right, Qt::Key_Down, Qt::Key_Down, Qt::Key_Left,
              Qt::Key_Left, Qt::Key_Left, Qt::Key_Left, Qt::Key_Up, Qt::Key_Up, Qt::Key_Up}) {
            press(key);
            QVERIFY(inside.contains(view()->viewportPoint(scene()->clickPoint(cursor()))));
            QVERIFY(view()->provinceCard()->isVisible());
        }
        checkCard();
        saveIfAsked(u"keys-%1-zoomed-moved"_s.arg(map));
        press(Qt::Key_0);
        QCOMPARE(view()->zoom(), view()->fitScale());
        press(Qt::Key_Minus);
        QVERIFY(view()->zoom() < view()->fitScale());
        QVERIFY(view()->isKeyboardCursorShown());
    }

    void tabGoesThroughTheTargetsThenOn_data() { cursorIsDrawnAndKeptInView_data(); }

    /**
     * Tab into the map, then Tab again and again: every start province the map highlights, each
     * once, then the next control (the map is no trap); Shift+Tab the same way back.
     */
    void tabGoesThroughTheTargetsThenOn()
    {
        QFETCH(QString, map);
        QString error;
        QVERIFY2(m_window->startGame(setupOn(map, 3, 5), &error), qPrintable(error));
        playToTheFirstEntry();
        std::set<AreaIndex> targets;
        for (const ConquestTarget &target : conquestTargets(state(), false)) {
            if (target.legal)
                targets.insert(target.area);
        }
        QVERIFY(targets.size() >= 5);
        for (const bool backwards : {false, true}) {
            QVERIFY(tabTo(bar().endConquestButton()));
            QVERIFY(tabTo(
                [this](QWidget *focus) {
                    return focus == view() && view()->isKeyboardCursorShown();
                },
                backwards));
            std::vector<AreaIndex> visited;
            while (QApplication::focusWidget() == view() && visited.size() <= targets.size()) {
                visited.push_back(cursor());
                press(Qt::Key_Tab, backwards ? Qt::ShiftModifier : Qt::NoModifier);
            }
            QCOMPARE(std::set<AreaIndex>(visited.begin(), visited.end()), targets);
            QCOMPARE(visited.size(), targets.size());
            QVERIFY(!view()->isKeyboardCursorShown());
        }
    }

    /**
     * Every stop of the Tab chain is a control that shows it has the keyboard: the docks'
     * scroll areas were stops of their own that showed nothing (the walk pressed Tab and the
     * focus seemed lost).
     */
    void noTabStopIsInvisible()
    {
        QString error;
        QVERIFY2(m_window->startGame(setupOn(u"europe"_s, 3, 5), &error), qPrintable(error));
        QVERIFY(tabTo([this](QWidget *focus) { return focus == view(); }));
        QStringList invisible;
        for (int presses = 0; presses < 40; ++presses) {
            press(Qt::Key_Tab);
            QWidget *focus = QApplication::focusWidget();
            QVERIFY(focus);
            // (The log is a stop: its text scrolls by the keys, and its frame shows the focus.)
            if (focus->inherits("QAbstractScrollArea") && !focus->inherits("QTextEdit") &&
                focus != view())
                invisible << QString::fromLatin1(focus->metaObject()->className());
        }
        QVERIFY2(invisible.isEmpty(), qPrintable(invisible.join(u", "_s)));
    }

    /**
     * The sixth walk: Enter did nothing on a focused card (Space picked it) nor on a focused
     * Auto-distribute, the turn bar's buttons came by Tab in another order than on screen
     * (Hint, Undo, Confirm, Auto-distribute), and Escape did not put the province card away
     * when it covered the province just played.
     */
    void enterPressesWhatHasTheKeyboard()
    {
        QString error;
        QVERIFY2(m_window->startGame(setupOn(u"europe"_s, 3, 11), &error), qPrintable(error));
        // Enter on a card picks it; Enter again takes it.
        QVERIFY(tabTo([](QWidget *focus) {
            const auto *slot = qobject_cast<TrackSlotButton *>(focus);
            return slot && slot->isEnabled();
        }));
        auto *slot = qobject_cast<TrackSlotButton *>(QApplication::focusWidget());
        press(Qt::Key_Return);
        QVERIFY(slot->view().pending);
        QVERIFY(controller().actions().empty());
        press(Qt::Key_Return);
        QTRY_COMPARE(controller().actions().size(), std::size_t(1));
        while (state().phase == Phase::ChooseCivilization)
            QVERIFY(!controller().playAll({Action::choose(0)}));
        playToTheFirstEntry();
        std::optional<AreaIndex> start;
        for (const ConquestTarget &target : conquestTargets(state(), false)) {
            if (target.legal && !start)
                start = target.area;
        }
        QVERIFY(start);
        QVERIFY(!controller().playAll({Action::conquer(*start), Action::endConquest()}));
        QCOMPARE(state().phase, Phase::Reorganization);
        const int me = state().currentPlayer;
        QVERIFY(state().player(me).active->hand > 0);

        // The bar's buttons by Tab, left to right as they are seen.
        std::vector<QPushButton *> seen;
        for (QPushButton *button : bar().findChildren<QPushButton *>()) {
            if (button->isVisible() && button->isEnabled())
                seen.push_back(button);
        }
        QVERIFY(seen.size() >= 3);
        std::sort(seen.begin(), seen.end(), [](QPushButton *a, QPushButton *b) {
            return a->mapToGlobal(QPoint()).x() < b->mapToGlobal(QPoint()).x();
        });
        QVERIFY(tabTo(seen.front()));
        for (std::size_t next = 1; next < seen.size(); ++next) {
            press(Qt::Key_Tab);
            QVERIFY2(QApplication::focusWidget() == seen[next],
                     qPrintable(u"after %1: %2"_s.arg(seen[next - 1]->objectName(),
                                                      QApplication::focusWidget()->objectName())));
        }

        // Enter on Auto-distribute places every pawn.
        QVERIFY(tabTo(bar().autoDistributeButton()));
        press(Qt::Key_Return);
        QCOMPARE(state().player(me).active->hand, 0);

        // Escape puts the map's cursor and card away; an arrow brings them back.
        QVERIFY(tabTo(
            [this](QWidget *focus) { return focus == view() && view()->isKeyboardCursorShown(); }));
        QVERIFY(view()->provinceCard()->isVisible());
        const AreaIndex where = cursor();
        press(Qt::Key_Escape);
        QVERIFY(!view()->isKeyboardCursorShown());
        QVERIFY(!view()->provinceCard()->isVisible());
        QCOMPARE(QApplication::focusWidget(), view());
        press(Qt::Key_Return); // shows it again, acts on nothing
        QVERIFY(view()->isKeyboardCursorShown());
        QCOMPARE(cursor(), where);
        QCOMPARE(state().player(me).active->hand, 0);
    }

    /**
     * The card is the person's (the final walk of stop 37, N5: it stayed on the map through the
     * computers' turns, saying "Worth 0 victory points a turn to Player 2. That province is not
     * adjacent to your empire."): it goes when the person's turn ends, the arrows do not bring
     * it back meanwhile and the province's tooltip speaks for no computer. It went with the
     * turn: at the person's next turn it waits, on the same province, for a key to show it (it
     * came back by itself on the province of a round before, and read as staying up through
     * the computers' turns until Escape: the walk of s41), and with the keyboard elsewhere the
     * key is not the map's.
     */
    void theCardIsThePersonsOnly()
    {
        startAdaAgainstTwoComputers();
        if (QTest::currentTestFailed())
            return;
        // The map has the keyboard from the start: an arrow shows the cursor and its card.
        QCOMPARE(QApplication::focusWidget(), view());
        press(Qt::Key_Down);
        QVERIFY(view()->isKeyboardCursorShown());
        checkCard();
        const AreaIndex where = cursor();
        const ProvinceCard *card = view()->provinceCard();
        QVERIFY(card->description().contains(u"a turn to Ada"_s));

        // Ada ends her turn; Bruno, who holds an empire too, waits to play.
        controller().setAiDelay(100000);
        RandomPlayer ada(3);
        for (int step = 0; step < 200 && controller().isHumanToAct(); ++step)
            QVERIFY(!controller().play(ada.chooseAction(state())));
        QVERIFY(controller().isAiToAct());
        QVERIFY(state().player(state().currentPlayer).active);
        QCOMPARE(QApplication::focusWidget(), view());
        QVERIFY(!view()->isKeyboardCursorShown());
        QVERIFY(!card->isVisible());
        press(Qt::Key_Right);
        QVERIFY(!card->isVisible());
        QCOMPARE(cursor(), where);
        // The pointer's tooltip over the province says what it is, to nobody's side.
        const QPoint at = view()->viewportPoint(scene()->clickPoint(where));
        QHelpEvent help(QEvent::ToolTip, at, view()->viewport()->mapToGlobal(at));
        QApplication::sendEvent(view()->viewport(), &help);
        QVERIFY(QToolTip::isVisible());
        QVERIFY2(!QToolTip::text().contains(u"victory point"_s), qPrintable(QToolTip::text()));
        QVERIFY(!QToolTip::text().contains(u"your"_s));
        QToolTip::hideText();

        // Ada's next turn: the card went with the turn; Space shows it on her province, for
        // her.
        controller().setAiDelay(0);
        QTRY_VERIFY_WITH_TIMEOUT(controller().isHumanToAct(), 30000);
        QCOMPARE(QApplication::focusWidget(), view());
        QVERIFY(!card->isVisible());
        QVERIFY(!view()->isKeyboardCursorShown());
        QCOMPARE(cursor(), where);
        press(Qt::Key_Space);
        QCOMPARE(cursor(), where);
        checkCard();
        // (Here she places the survivors of a province Bruno took from her: the card spoke
        // for Bruno, whose turn it is.)
        QCOMPARE(state().phase, Phase::Redeploy);
        QVERIFY2(card->description().contains(u"a turn to Ada"_s), qPrintable(card->description()));

        // Her turn ends with the keyboard taken out of the map: her next one leaves it there.
        controller().setAiDelay(100000);
        for (int step = 0; step < 200 && controller().isHumanToAct(); ++step)
            QVERIFY(!controller().play(ada.chooseAction(state())));
        QVERIFY(controller().isAiToAct());
        QVERIFY(tabTo([this](QWidget *focus) { return focus != view(); }));
        controller().setAiDelay(0);
        QTRY_VERIFY_WITH_TIMEOUT(controller().isHumanToAct(), 30000);
        QVERIFY(!view()->isKeyboardCursorShown());
        QVERIFY(!card->isVisible());
    }

    /**
     * The s42 walk: a card the keys had opened said "Click to conquer." and "Left click: place a
     * pawn ... Right click: ...", to a person at the keyboard. The card names the keys (Enter,
     * Backspace); the pointer's tooltip over the same province still says click.
     */
    void theCardNamesTheKeysNotClicks()
    {
        startAdaAgainstTwoComputers();
        if (QTest::currentTestFailed())
            return;
        const ProvinceCard *card = view()->provinceCard();
        QVERIFY(!controller().play(Action::expand()));
        QVERIFY(tabTo(
            [this](QWidget *focus) { return focus == view() && view()->isKeyboardCursorShown(); }));
        checkCard();
        const AreaIndex start = cursor();
        QVERIFY2(card->description().contains(u"Press Enter to conquer."_s),
                 qPrintable(card->description()));
        QVERIFY2(!card->description().contains(u"click"_s, Qt::CaseInsensitive),
                 qPrintable(card->description()));
        // The pointer over it: a click is what it has at hand.
        const QPoint at = view()->viewportPoint(scene()->clickPoint(start));
        QHelpEvent help(QEvent::ToolTip, at, view()->viewport()->mapToGlobal(at));
        QApplication::sendEvent(view()->viewport(), &help);
        QVERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().contains(u"Click to conquer."_s), qPrintable(QToolTip::text()));
        QToolTip::hideText();

        // Enter conquers it; in the reorganization its card says which keys move pawns.
        press(Qt::Key_Return);
        QCOMPARE(state().at(start).holder, Holder::Active);
        QVERIFY(!controller().play(Action::endConquest()));
        QCOMPARE(state().phase, Phase::Reorganization);
        // (Enter put the card away: an arrow brings it back.)
        press(Qt::Key_Down);
        QVERIFY(arrowTo(start));
        checkCard();
        QVERIFY2(card->description().contains(
                     u"Enter: place a pawn from your hand. Backspace: take one back."_s),
                 qPrintable(card->description()));
        QVERIFY2(!card->description().contains(u"click"_s, Qt::CaseInsensitive),
                 qPrintable(card->description()));
    }

    /**
     * The card's keys line said "Arrows, Tab: other provinces" where Tab left the map (the walk
     * of s41: no province can be acted on before Expand). It says what Tab does: on to the
     * next province that can be acted on, or out of the map when there is none.
     */
    void theCardSaysWhatTabDoes()
    {
        startAdaAgainstTwoComputers();
        if (QTest::currentTestFailed())
            return;
        const ProvinceCard *card = view()->provinceCard();
        // Expand or decline: nothing on the map to act on.
        QCOMPARE(QApplication::focusWidget(), view());
        press(Qt::Key_Down);
        checkCard();
        QVERIFY2(card->text().contains(u"Tab: leave the map"_s), qPrintable(card->text()));
        press(Qt::Key_Tab);
        QVERIFY(QApplication::focusWidget() != view());
        // Expand: the start provinces can be acted on, and Tab goes from one to the next.
        QVERIFY(!controller().play(Action::expand()));
        QVERIFY(tabTo(
            [this](QWidget *focus) { return focus == view() && view()->isKeyboardCursorShown(); }));
        checkCard();
        QVERIFY2(card->text().contains(u"Tab: the provinces you can act on"_s),
                 qPrintable(card->text()));
        const AreaIndex first = cursor();
        press(Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), view());
        QVERIFY(cursor() != first);
        QVERIFY(scene()->areaItem(cursor())->highlight().isValid());
        checkCard();
    }

    /**
     * The s44 walk at x1.5 on a 1366x768 screen (a 911x512 window): the card covered about 40%
     * of the map and hid the province the cursor was on, and nobody was told that Escape puts it
     * away. It takes a share of the map at most, lies clear of the province, and says Esc.
     */
    void theCardLeavesASmallMapInSight()
    {
        m_window->resize(911, 512);
        startAdaAgainstTwoComputers();
        if (QTest::currentTestFailed())
            return;
        QVERIFY(!controller().play(Action::expand()));
        QVERIFY(tabTo(
            [this](QWidget *focus) { return focus == view() && view()->isKeyboardCursorShown(); }));
        const ProvinceCard *card = view()->provinceCard();
        QVERIFY2(card->text().contains(u"Esc: hide"_s), qPrintable(card->text()));
        // The map as it shows, without the margins beside it.
        const QRect map =
            view()->mapFromScene(scene()->sceneRect()).boundingRect() & view()->viewport()->rect();
        std::set<AreaIndex> seen;
        for (const int key :
             {Qt::Key_Tab, Qt::Key_Tab, Qt::Key_Left, Qt::Key_Left, Qt::Key_Down, Qt::Key_Down,
              Qt::Key_Right, Qt::Key_Right, Qt::Key_Right, Qt::Key_Up, Qt::Key_Up, Qt::Key_Up}) {
            press(key);
            QCOMPARE(QApplication::focusWidget(), view());
            checkCard();
            seen.insert(cursor());
            const QRect at = card->geometry();
            QVERIFY2(at.width() * at.height() <= 0.3 * map.width() * map.height(),
                     qPrintable(u"%1x%2 of %3x%4"_s.arg(at.width())
                                    .arg(at.height())
                                    .arg(map.width())
                                    .arg(map.height())));
            // Clear of the province (its bounds, as far as they are in sight).
            const QRect province =
                view()
                    ->mapFromScene(scene()->areaItem(cursor())->sceneBoundingRect())
                    .boundingRect() &
                map;
            const QRect hidden = province & at;
            QVERIFY2(hidden.width() * hidden.height() <= 0.2 * province.width() * province.height(),
                     qPrintable(state().board->area(cursor()).id));
        }
        QVERIFY(seen.size() >= 6);
        press(Qt::Key_Escape);
        QVERIFY(!card->isVisible());
    }

    /**
     * The s53 walk: Tab into the map put the ring on Finland or Novgorod, the first provinces in
     * reading order, far from the player's empire and from where they could act. It starts
     * where the player acts and follows the game: on the start province nearest the middle of
     * the map in sight while the player has no province; after a conquest, on the target
     * nearest to it; at the player's next turn, on the target nearest to their empire; Tab goes
     * on from there, and every target is still visited once.
     */
    void tabIntoTheMapStartsWhereThePlayerActs()
    {
        QString error;
        QVERIFY2(m_window->startGame(setupOn(u"europe"_s, 3, 5), &error), qPrintable(error));
        playToTheFirstEntry();
        const int me = state().currentPlayer;
        std::vector<ProvincePoint> targets = legalTargets();
        QVERIFY(targets.size() >= 5);
        std::vector<ProvincePoint> all;
        for (AreaIndex area = 0; area < scene()->areaCount(); ++area) {
            if (scene()->marker(area))
                all.push_back({area, scene()->clickPoint(area)});
        }
        const std::vector<AreaIndex> order =
            ProvinceNavigation::readingOrder(all, scene()->sceneRect().height() / 12);
        const auto firstInReadingOrder = [&order](const std::vector<ProvincePoint> &among) {
            return *std::find_if(order.begin(), order.end(), [&among](AreaIndex area) {
                return std::any_of(among.begin(), among.end(),
                                   [area](const ProvincePoint &p) { return p.area == area; });
            });
        };
        const auto name = [this](AreaIndex area) { return state().board->area(area).id; };

        // No province yet: the start province nearest the middle of the map in sight.
        QVERIFY(tabTo([this](QWidget *) { return ringShown(); }));
        const QPointF middle = view()->mapToScene(view()->viewport()->rect().center());
        QCOMPARE(name(cursor()), name(*ProvinceNavigation::nearest(targets, middle)));
        QVERIFY(cursor() != firstInReadingOrder(targets));

        // A click conquers the start province lowest on the map (of those with neighbours to
        // conquer next), far from the first in reading order; Tab from there: the target
        // nearest to it.
        std::optional<ProvincePoint> lowest;
        for (const ProvincePoint &target : targets) {
            if ((!lowest || target.point.y() > lowest->point.y()) &&
                targetsAfterConquering(target.area) >= 3)
                lowest = target;
        }
        QVERIFY(lowest);
        const AreaIndex start = lowest->area;
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, {},
                          view()->viewportPoint(scene()->clickPoint(start)));
        QCOMPARE(state().at(start).player, me);
        targets = legalTargets();
        QVERIFY(targets.size() >= 2);
        QVERIFY(tabTo([this](QWidget *) { return ringShown(); }));
        QCOMPARE(name(cursor()),
                 name(*ProvinceNavigation::nearest(targets, scene()->clickPoint(start))));
        QVERIFY(cursor() != firstInReadingOrder(targets));
        // Tab from there goes through every target once, then on.
        std::vector<AreaIndex> visited;
        while (QApplication::focusWidget() == view() && visited.size() <= targets.size()) {
            visited.push_back(cursor());
            press(Qt::Key_Tab);
        }
        QCOMPARE(visited.size(), targets.size());
        QCOMPARE(std::set<AreaIndex>(visited.begin(), visited.end()).size(), targets.size());
        QVERIFY(!view()->isKeyboardCursorShown());

        // Enter conquers the ring's target; Tab then goes on to the target nearest to it.
        QVERIFY(tabTo([this](QWidget *) { return ringShown(); }));
        const AreaIndex conquered = cursor();
        press(Qt::Key_Return);
        QCOMPARE(state().at(conquered).player, me);
        targets = legalTargets();
        QVERIFY(!targets.empty());
        press(Qt::Key_Tab);
        QVERIFY(ringShown());
        QCOMPARE(name(cursor()),
                 name(*ProvinceNavigation::nearest(targets, scene()->clickPoint(conquered))));

        // The others play their turns (all three are people: the ring is each one's); at this
        // player's next conquest, Tab comes in on the target nearest to their empire.
        QVERIFY(!controller().playAll({Action::endConquest()}));
        RandomPlayer others(7);
        for (int step = 0;
             step < 400 && !(state().currentPlayer == me && state().phase == Phase::TurnStart);
             ++step)
            QVERIFY(!controller().play(others.chooseAction(state())));
        QCOMPARE(state().currentPlayer, me);
        QVERIFY(state().player(me).active);
        QVERIFY(!controller().play(Action::expand()));
        QCOMPARE(state().phase, Phase::Conquest);
        QVERIFY(!view()->keyboardCursor());
        targets = legalTargets();
        QVERIFY(!targets.empty());
        QVERIFY(tabTo([this](QWidget *) { return ringShown(); }));
        QCOMPARE(name(cursor()), name(*ProvinceNavigation::nearestToAny(targets, empireOf(me))));
    }

    /**
     * The s53 walk at 1366x768: the card beside the ring (some 270x230 pixels, the keys' line
     * two lines of it) hid the targets around the ring. It lies clear of the ring's province
     * and of the other targets' tokens, and once the person has acted with the keys its keys'
     * line is one line (Tab and Esc), in this game and the next.
     */
    void theCardKeepsTheTargetsInSight()
    {
        QString error;
        QVERIFY2(m_window->startGame(setupOn(u"europe"_s, 3, 5), &error), qPrintable(error));
        playToTheFirstEntry();
        const ProvinceCard *card = view()->provinceCard();
        QVERIFY(tabTo([this](QWidget *) { return ringShown(); }));
        QVERIFY2(card->text().contains(u"Enter: left click"_s), qPrintable(card->text()));
        // The arrows to the start with the most targets after it; Enter conquers it.
        std::optional<AreaIndex> start;
        for (const ProvincePoint &target : legalTargets()) {
            if (!start || targetsAfterConquering(target.area) > targetsAfterConquering(*start))
                start = target.area;
        }
        QVERIFY(start);
        QVERIFY(arrowTo(*start));
        press(Qt::Key_Return);
        QVERIFY(state().turn.conquests == 1);
        QVERIFY(QSettings().value(ProvinceCard::keysKnownKey()).toBool());

        const int least = static_cast<int>(GameScene::clickRadius);
        const auto tokens = [&](AreaIndex area) {
            const QPoint point = view()->viewportPoint(scene()->clickPoint(area));
            return QRect(point - QPoint(least, least), QSize(2 * least, 2 * least));
        };
        const auto checkTheCardCoversNoTarget = [&] {
            checkCard();
            const QRect at = card->geometry();
            for (const ProvincePoint &target : legalTargets())
                QVERIFY2(
                    !at.intersects(tokens(target.area)),
                    qPrintable(u"the card on %1 covers %2"_s.arg(
                        state().board->area(cursor()).id, state().board->area(target.area).id)));
        };
        // Every target by Tab, after one conquest and after two.
        for (int conquest = 0; conquest < 2; ++conquest) {
            const std::size_t targets = legalTargets().size();
            QVERIFY(targets >= 3);
            QVERIFY(tabTo([this](QWidget *focus) { return focus != view(); }));
            QVERIFY(tabTo([this](QWidget *) { return ringShown(); }));
            for (std::size_t target = 0; target < targets; ++target) {
                checkTheCardCoversNoTarget();
                if (QTest::currentTestFailed())
                    return;
                QVERIFY(!card->text().contains(u"Enter: left click"_s));
                QVERIFY2(card->text().contains(u"Tab: the provinces you can act on · Esc: hide"_s),
                         qPrintable(card->text()));
                if (target + 1 < targets)
                    press(Qt::Key_Tab);
            }
            saveIfAsked(u"keys-europe-card-%1"_s.arg(conquest + 1));
            press(Qt::Key_Return);
        }

        // The next window (the next start of the program) remembers it.
        m_window = std::make_unique<MainWindow>(m_catalog.get());
        QVERIFY(view()->provinceCard()->keysKnown());
    }

    /**
     * The s50 walk: the ring left on a province that does not matter (the last player's, at
     * the bottom of the map), "Tab: the provinces you can act on" took the keyboard off the map
     * to End conquest, and the next Enter ended the conquest with nothing conquered. From such
     * a province Tab goes on to one that matters; the next turn's ring is not the last one's.
     */
    void tabFromAProvinceThatDoesNotMatterStaysOnTheMap()
    {
        QString error;
        QVERIFY2(m_window->startGame(setupOn(u"europe"_s, 3, 5), &error), qPrintable(error));
        playToTheFirstEntry();
        // Tab's reading order: strips of a twelfth of the map (docs/game-window.md).
        std::vector<ProvincePoint> points;
        for (AreaIndex area = 0; area < scene()->areaCount(); ++area) {
            if (scene()->marker(area))
                points.push_back({area, scene()->clickPoint(area)});
        }
        const std::vector<AreaIndex> order =
            ProvinceNavigation::readingOrder(points, scene()->sceneRect().height() / 12);
        const auto legalTargets = [this] {
            std::set<AreaIndex> legal;
            for (const ConquestTarget &target : conquestTargets(state(), false)) {
                if (target.legal)
                    legal.insert(target.area);
            }
            return legal;
        };
        // Entered at the top of the map: the targets are then its neighbours, the last
        // provinces of the order none.
        std::set<AreaIndex> targets = legalTargets();
        const auto top = std::find_if(order.begin(), order.end(), [&targets](AreaIndex area) {
            return targets.contains(area);
        });
        QVERIFY(top != order.end());
        QVERIFY(!controller().play(Action::conquer(*top)));
        targets = legalTargets();
        QVERIFY(!targets.empty());
        QVERIFY2(!targets.contains(order.back()),
                 "the last province a target: nothing to go round");
        QVERIFY(tabTo(
            [this](QWidget *focus) { return focus == view() && view()->isKeyboardCursorShown(); }));
        // The arrows to the last province of the order, Tab: round to the first target.
        const std::optional<AreaIndex> lowest = order.back();
        QVERIFY2(arrowTo(*lowest), qPrintable(state().board->area(*lowest).id));
        press(Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), view());
        QVERIFY(view()->isKeyboardCursorShown());
        QVERIFY2(targets.contains(cursor()), qPrintable(state().board->area(cursor()).id));
        // Shift+Tab from there goes back the same way, still on the map.
        QVERIFY(arrowTo(*lowest));
        press(Qt::Key_Tab, Qt::ShiftModifier);
        QCOMPARE(QApplication::focusWidget(), view());
        QVERIFY(targets.contains(cursor()));

        // The turn ended: the next person's turn (all three are people) has no ring on this
        // person's province.
        QVERIFY(!controller().playAll({Action::endConquest()}));
        const int me = state().currentPlayer;
        RandomPlayer anyone(5);
        for (int step = 0; step < 200 && state().currentPlayer == me; ++step)
            QVERIFY(!controller().play(anyone.chooseAction(state())));
        QVERIFY(state().currentPlayer != me);
        QVERIFY(!view()->keyboardCursor());
    }

    /**
     * The walk: the province card came back at every turn after the person had put it away
     * with Escape. Put away, it stays away through the turns (the computers' and the person's
     * next ones), until the person asks for it again (an arrow).
     */
    void escapeKeepsTheCardAwayAcrossTurns()
    {
        startAdaAgainstTwoComputers();
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(QApplication::focusWidget(), view());
        press(Qt::Key_Down);
        checkCard();
        const ProvinceCard *card = view()->provinceCard();
        press(Qt::Key_Escape);
        QVERIFY(!card->isVisible());
        RandomPlayer ada(3);
        for (int turn = 0; turn < 3; ++turn) {
            // Her turn played (by the turn bar's buttons and the mouse, as she did).
            for (int step = 0; step < 200 && controller().isHumanToAct(); ++step)
                QVERIFY(!controller().play(ada.chooseAction(state())));
            QTRY_VERIFY_WITH_TIMEOUT(controller().isHumanToAct(), 30000);
            if (state().isOver())
                break;
            QVERIFY2(!card->isVisible(), qPrintable(u"turn %1"_s.arg(turn + 2)));
            QVERIFY(!view()->isKeyboardCursorShown());
        }
        // Asked for again: there it is.
        QCOMPARE(QApplication::focusWidget(), view());
        press(Qt::Key_Down);
        checkCard();
    }

    /**
     * The s51 walk: the pointer rested on a province and its tooltip came up; the arrows moved
     * the ring, turns went by, and the tooltip stayed over the keyboard's card, saying what the
     * province had been, until the mouse moved. It goes when the keys move the ring, and when
     * the turn changes.
     */
    void thePointersTooltipGoesWithKeysAndTurns()
    {
        startAdaAgainstTwoComputers();
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(QApplication::focusWidget(), view());
        // The pointer rests on a province: Qt asks the map for its tooltip.
        const auto hover = [this](AreaIndex area) {
            const QPoint at = view()->viewportPoint(scene()->clickPoint(area));
            QHelpEvent help(QEvent::ToolTip, at, view()->viewport()->mapToGlobal(at));
            QApplication::sendEvent(view()->viewport(), &help);
            return QToolTip::isVisible();
        };
        std::optional<AreaIndex> rested;
        for (const AreaIndex area : state().board->landAreas()) {
            if (!rested && view()->viewport()->rect().contains(
                               view()->viewportPoint(scene()->clickPoint(area))))
                rested = area;
        }
        QVERIFY(rested);
        QVERIFY(hover(*rested));
        press(Qt::Key_Down);
        QTRY_VERIFY(!QToolTip::isVisible());
        checkCard();

        // Again, and Ada's turn ends (by the mouse, as she played it): the computers' turns.
        QVERIFY(hover(*rested));
        controller().setAiDelay(100000);
        RandomPlayer ada(3);
        for (int step = 0; step < 200 && controller().isHumanToAct(); ++step)
            QVERIFY(!controller().play(ada.chooseAction(state())));
        QVERIFY(controller().isAiToAct());
        QTRY_VERIFY(!QToolTip::isVisible());
    }

    void arrowsLeadBack_data() { cursorIsDrawnAndKeptInView_data(); }

    /**
     * The s46 walk: Right from England went to the Low Countries, Left from there to Brittany;
     * Left from Ireland to Castile, far below it. On both maps, where an arrow leads from a
     * province to another, the opposite arrow leads back in most cases.
     */
    void arrowsLeadBack()
    {
        QFETCH(QString, map);
        QString error;
        QVERIFY2(m_window->startGame(setupOn(map, 3, 5), &error), qPrintable(error));
        const ProvinceGraph &board = *state().board;
        const QPointF arrows[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        int moves = 0;
        int back = 0;
        QStringList oneWay;
        for (AreaIndex from : board.landAreas()) {
            for (const QPointF &arrow : arrows) {
                const auto to = view()->arrowTarget(from, arrow);
                if (!to)
                    continue;
                ++moves;
                if (view()->arrowTarget(*to, -arrow) == from)
                    ++back;
                else
                    oneWay << u"%1 -> %2"_s.arg(board.area(from).id, board.area(*to).id);
            }
        }
        // Before: Europe 134 of 188 (71%), the Mediterranean 138 of 216 (64%); after, 142 of
        // 177 (80%) and 162 of 201 (81%); the rest are where two provinces have one neighbour
        // that way (Ireland's Right and England's Left are Scotland's).
        const QString share =
            u"%1 of %2 arrow moves lead back; one way: %3"_s.arg(back).arg(moves).arg(
                oneWay.join(u", "_s));
        qInfo("%s", qPrintable(share));
        QVERIFY2(back * 4 >= moves * 3, qPrintable(share));
        if (map != u"europe"_s)
            return;
        const auto province = [&board](const char16_t *id) { return *board.indexOf(id); };
        QCOMPARE(view()->arrowTarget(province(u"low-countries"), {-1, 0}), province(u"england"));
        // As the walk played it: the ring on England, Right, Left: England again; Left from
        // Ireland, at the map's edge, stays there (it went to Castile, far below).
        view()->setFocus();
        view()->actOn(province(u"england"), ClickKind::Primary);
        press(Qt::Key_Right);
        QCOMPARE(cursor(), province(u"low-countries"));
        press(Qt::Key_Left);
        QCOMPARE(cursor(), province(u"england"));
        view()->actOn(province(u"ireland"), ClickKind::Primary);
        press(Qt::Key_Left);
        QCOMPARE(cursor(), province(u"ireland"));
        // Where the map's shapes lead one way (Scotland's Left is England's), the opposite
        // arrow still takes back the move that was made.
        press(Qt::Key_Right);
        QCOMPARE(cursor(), province(u"scotland"));
        press(Qt::Key_Left);
        QCOMPARE(cursor(), province(u"ireland"));
    }

    void arrowsReachEveryProvince_data() { cursorIsDrawnAndKeptInView_data(); }

    /** From any province, the arrow keys lead to every other one. */
    void arrowsReachEveryProvince()
    {
        QFETCH(QString, map);
        QString error;
        QVERIFY2(m_window->startGame(setupOn(map, 3, 5), &error), qPrintable(error));
        const std::vector<AreaIndex> &provinces = state().board->landAreas();
        const QPointF arrows[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        // Where each arrow leads from each province, as the map's cursor moves.
        std::map<AreaIndex, std::vector<AreaIndex>> leads;
        for (AreaIndex area : provinces) {
            for (const QPointF &arrow : arrows) {
                if (const auto next = view()->arrowTarget(area, arrow))
                    leads[area].push_back(*next);
            }
        }
        for (AreaIndex from : provinces) {
            std::set<AreaIndex> reached{from};
            std::vector<AreaIndex> todo{from};
            while (!todo.empty()) {
                const AreaIndex at = todo.back();
                todo.pop_back();
                for (AreaIndex next : leads[at]) {
                    if (reached.insert(next).second)
                        todo.push_back(next);
                }
            }
            QVERIFY2(reached.size() == provinces.size(),
                     qPrintable(u"%1 reaches %2 of %3 provinces"_s.arg(state().board->area(from).id)
                                    .arg(reached.size())
                                    .arg(provinces.size())));
        }
    }
};

QTEST_MAIN(TestMapKeyboard)
#include "test_mapkeyboard.moc"
