// The hint on demand through the real window, as a person meets it: in a decision of their turn
// they press H (or the turn bar's Hint), the turn bar says what the hard Strategist would do and
// why, the map marks where, Apply plays it; the words in English, French and German; the hints
// counted, kept in the save and shown on the end-of-game page.

#include "ai/aireason.h"
#include "ai/hint.h"
#include "ai/randomplayer.h"
#include "app/gamefixture.h"
#include "app/nextdialog.h"
#include "board/gamemapview.h"
#include "board/gamescene.h"
#include "board/provinceitem.h"
#include "board/provincemarkeritem.h"
#include "dialogs/continuedialog.h"
#include "dialogs/endofgamedialog.h"
#include "game/play.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "panels/civilizationtrackpanel.h"
#include "panels/hintwords.h"
#include "panels/replaybar.h"
#include "panels/trackslotbutton.h"
#include "panels/turnbar.h"
#include "session/gamecontroller.h"
#include "session/hintadvisor.h"
#include "session/replaysession.h"

#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <functional>
#include <map>
#include <memory>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

/** Look-aheads of a hint in these tests (a count only: the same hint on every machine). */
constexpr int Samples = 2;

enum class Decision
{
    Civilization,
    TurnStart,
    Conquest,
    Reorganization,
    Redeploy,
};

bool asks(const GameState &state, Decision decision)
{
    switch (decision) {
    case Decision::Civilization:
        return state.phase == Phase::ChooseCivilization;
    case Decision::TurnStart:
        return state.phase == Phase::TurnStart;
    case Decision::Conquest:
        return state.phase == Phase::Conquest && state.round >= 2;
    case Decision::Reorganization:
        return state.phase == Phase::Reorganization && state.round >= 2;
    case Decision::Redeploy:
        return state.phase == Phase::Redeploy;
    }
    return false;
}

/** Three people on `map`, defenders placing their own survivors. */
NewGameSetup threePeople(const QString &map, quint64 seed)
{
    NewGameSetup setup = testing::setupOf(testing::defaultSeats(3), seed, map);
    setup.options.autoRedeploy = false;
    return setup;
}

/**
 * What a label looked like each time it was painted: its text, the height it had for it and
 * the height its lines need at its width, and whether it lay inside every widget over it, up
 * to the window (a child is cut at its parent's edge).
 */
class PaintWatch : public QObject
{
public:
    struct Paint
    {
        QString text;
        int height = 0;
        int needed = 0;
        bool inside = false;
    };

    explicit PaintWatch(QLabel *label)
        : m_label(label)
    {
        label->installEventFilter(this);
    }

    const std::vector<Paint> &paints() const { return m_paints; }
    bool painted(const QString &text) const
    {
        return std::any_of(m_paints.begin(), m_paints.end(),
                           [&](const Paint &paint) { return paint.text == text; });
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_label && event->type() == QEvent::Paint) {
            bool inside = true;
            QRect rect = m_label->rect();
            for (const QWidget *widget = m_label; !widget->isWindow();
                 widget = widget->parentWidget()) {
                rect.translate(widget->pos());
                inside = inside && widget->parentWidget()->rect().contains(rect);
            }
            // The lines' height from the font (the label's own heightForWidth() is never
            // less than its minimum height).
            const QRect text = m_label->contentsRect();
            const int needed = m_label->fontMetrics()
                                   .boundingRect(QRect(0, 0, text.width(), 1 << 16),
                                                 Qt::TextWordWrap, m_label->text())
                                   .height();
            m_paints.push_back({m_label->text(), text.height(), needed, inside});
        }
        return false;
    }

private:
    QLabel *m_label;
    std::vector<Paint> m_paints;
};

} // namespace

class TestHintOnDemand : public QObject
{
    Q_OBJECT

    std::unique_ptr<MapCatalog> m_catalog;
    std::unique_ptr<LanguageSwitcher> m_language;
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;

    GameController &controller() { return *m_window->controller(); }
    const GameState &state() { return m_window->controller()->state(); }
    HintAdvisor &advisor() { return *m_window->hintAdvisor(); }
    TurnBar &bar() { return *m_window->turnBar(); }

    void start(const NewGameSetup &setup)
    {
        QString error;
        QVERIFY2(m_window->startGame(setup, &error), qPrintable(error));
    }

    /** The people play at random (through the controller) until `decision` is asked. */
    void playUntil(Decision decision, quint64 seed = 5)
    {
        RandomPlayer player(seed);
        for (int step = 0; step < 4000; ++step) {
            QVERIFY(!state().isOver());
            if (asks(state(), decision))
                return;
            QVERIFY(!controller().play(player.chooseAction(state())));
        }
        QFAIL("the decision never came");
    }

    /** Presses H on the map and waits for the hint. */
    void pressH()
    {
        QVERIFY(m_window->hintAction()->isEnabled());
        QTest::keyClick(m_window->mapView(), Qt::Key_H);
        QTRY_VERIFY_WITH_TIMEOUT(advisor().hint().has_value(), 30000);
    }

    void switchTo(const QString &language)
    {
        for (QAction *menu : m_window->menuBar()->actions()) {
            if (!menu->menu())
                continue;
            for (QAction *action : menu->menu()->actions()) {
                if (action->isCheckable() && action->data().toString() == language)
                    action->trigger();
            }
        }
        QCOMPARE(uiLanguage(), language);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        testing::keepSettingsIn(m_dir);
        m_catalog = testing::shippedMaps();
        m_language = std::make_unique<LanguageSwitcher>();
    }

    void init()
    {
        QVERIFY(m_language->setLanguage(u"en"_s, false));
        m_window = std::make_unique<MainWindow>(m_catalog.get(), m_language.get());
        m_window->controller()->setAiDelay(0);
        m_window->hintAdvisor()->setBudget(Samples, 0);
        m_window->resize(1366, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup() { m_window.reset(); }

    void hintIsTheStrategistsAndApplyPlaysIt_data()
    {
        QTest::addColumn<Decision>("decision");
        QTest::addColumn<QString>("map");
        const std::pair<const char *, Decision> decisions[] = {
            {"civilization", Decision::Civilization},
            {"expand or decline", Decision::TurnStart},
            {"conquest", Decision::Conquest},
            {"reorganization", Decision::Reorganization},
            {"defender's redeploy", Decision::Redeploy}};
        for (const auto &[name, decision] : decisions) {
            QTest::addRow("classic, %s", name) << decision << u"europe"_s;
            // Online 2013's defenders redeploy automatically.
            if (decision != Decision::Redeploy)
                QTest::addRow("online 2013, %s", name) << decision << u"mediterranean"_s;
        }
    }

    /**
     * H in a decision of a person's turn: the hint is the hard Strategist's for this position
     * (strategistHint() with the game's hint seed), the turn bar words it with Apply and
     * Dismiss, the map marks its provinces, and Apply plays exactly its actions; one hint is
     * counted for the seat.
     */
    void hintIsTheStrategistsAndApplyPlaysIt()
    {
        QFETCH(Decision, decision);
        QFETCH(QString, map);
        start(threePeople(map, 41));
        playUntil(decision);
        const GameState asked = state();
        const int seat = asked.actingPlayer();
        const Hint expected = strategistHint(
            asked, hintSeed(controller().options().seed, controller().actions().size()), Samples,
            0);
        QVERIFY(!expected.empty());

        QPushButton *hintButton = bar().hintButton();
        QVERIFY(hintButton->isVisible() && hintButton->isEnabled());
        pressH();
        const Hint hint = *advisor().hint(); // a copy: Apply forgets the hint
        QVERIFY(hint.actions == expected.actions);
        QCOMPARE(controller().seat(seat).hintsUsed(), 1);

        const HintWords words =
            HintWords::describe(hint, asked, controller().seats(), uiLanguage());
        QCOMPARE(bar().titleLabel()->text(), words.title);
        QCOMPARE(bar().detailLabel()->text(), words.detail);
        QVERIFY(words.title.startsWith(u"Hint: "_s));
        QVERIFY(bar().applyHintButton()->isVisible());
        QVERIFY(bar().dismissHintButton()->isVisible());
        QVERIFY(!hintButton->isVisible());
        QVERIFY(!m_window->hintAction()->isEnabled());
        for (AreaIndex area : hint.areas)
            QCOMPARE(m_window->scene()->provinceItem(area)->highlight(),
                     GameScene::advisedColour());
        if (decision == Decision::Civilization) {
            QVERIFY(hint.slot >= 0);
            QVERIFY(m_window->civilizationPanel()->slotButton(hint.slot)->view().pending);
        }
        if (qEnvironmentVariableIsSet("VINCI_GRAB_DIR"))
            QTest::qWait(300); // the turn bar laid out for the hint's words
        testing::grabIfAsked(*m_window, u"hint-"_s + QString::fromLatin1(QTest::currentDataTag()));

        GameState played = asked;
        for (const Action &action : expected.actions)
            QVERIFY(!applyInPlace(played, action));
        QTest::mouseClick(bar().applyHintButton(), Qt::LeftButton);
        QVERIFY(!advisor().hint());
        QVERIFY(state() == played);
        const auto &actions = controller().actions();
        QVERIFY(std::equal(expected.actions.begin(), expected.actions.end(),
                           actions.end() - static_cast<std::ptrdiff_t>(expected.actions.size())));
        for (AreaIndex area : hint.areas)
            QVERIFY(m_window->scene()->provinceItem(area)->highlight() !=
                    GameScene::advisedColour());
    }

    /**
     * Cancel while the hint is thought about: nothing shown, nothing counted; Escape dismisses a
     * hint shown without playing it; a move of the person's own drops the hint.
     */
    void cancelDismissAndMovingOn()
    {
        start(threePeople(u"europe"_s, 43));
        playUntil(Decision::TurnStart);
        const GameState asked = state();
        const int seat = asked.actingPlayer();
        // A budget that keeps it thinking a while (the worker, never read, stops by itself).
        advisor().setBudget(100000, 1500);
        QTest::mouseClick(bar().hintButton(), Qt::LeftButton);
        QVERIFY(advisor().isThinking());
        QCOMPARE(bar().titleLabel()->text(), HintWords::thinking(2).title);
        QVERIFY(bar().cancelHintButton()->isVisible());
        QVERIFY(!bar().applyHintButton()->isVisible());
        QVERIFY(!bar().expandButton()->isVisible());
        QTest::mouseClick(bar().cancelHintButton(), Qt::LeftButton);
        QVERIFY(!advisor().isThinking());
        QTest::qWait(300);
        QVERIFY(!advisor().hint());
        QCOMPARE(controller().seat(seat).hintsUsed(), 0);
        QVERIFY(bar().hintButton()->isVisible());
        QVERIFY(bar().expandButton()->isVisible());

        advisor().setBudget(Samples, 0);
        pressH();
        // A button's shortcut clicks it as the mouse would, a moment later (animateClick()).
        QTest::keyClick(m_window->mapView(), Qt::Key_Escape);
        QTRY_VERIFY(!advisor().hint());
        QVERIFY(state() == asked);
        QCOMPARE(controller().seat(seat).hintsUsed(), 1);

        pressH();
        QCOMPARE(controller().seat(seat).hintsUsed(), 2);
        QVERIFY(!bar().expandButton()->isVisible());
        QVERIFY(!controller().play(Action::expand()));
        QVERIFY(!advisor().hint());
        QVERIFY(bar().hintButton()->isVisible());
    }

    /** No hint for a computer's turn: the Hint button and H are there for people only. */
    void notForAComputersTurn()
    {
        NewGameSetup setup = testing::setupOf({{u"Ada"_s, playerColour(0), u"human"_s},
                                               {u"Bruno"_s, playerColour(1), u"strategist-easy"_s},
                                               {u"Chloé"_s, playerColour(2), u"strategist-easy"_s}},
                                              47);
        controller().setAiDelay(100000);
        start(setup);
        RandomPlayer ada(1);
        for (int step = 0; step < 100 && controller().isHumanToAct(); ++step)
            QVERIFY(!controller().play(ada.chooseAction(state())));
        QVERIFY(controller().isAiToAct());
        QVERIFY(!bar().hintButton()->isVisible());
        QVERIFY(!m_window->hintAction()->isEnabled());
        QTest::keyClick(m_window->mapView(), Qt::Key_H);
        QVERIFY(!advisor().isThinking());
        QVERIFY(!advisor().hint());
    }

    /**
     * The hint's words in French and German, switched to with the hint shown: no English left;
     * back in English, the English words.
     */
    void wordsInThreeLanguages()
    {
        start(threePeople(u"europe"_s, 41));
        playUntil(Decision::Reorganization);
        pressH();
        const QString englishTitle = bar().titleLabel()->text();
        const QString englishDetail = bar().detailLabel()->text();
        QVERIFY(englishDetail.startsWith(u"The hard computer player would do this."_s));
        const QStringList english{u"Hint"_s,   u"would do this"_s, u"pawn"_s,   u"Reorganize"_s,
                                  u"Places"_s, u"Apply"_s,         u"Dismiss"_s};
        for (const QString &language : {u"fr"_s, u"de"_s}) {
            switchTo(language);
            QVERIFY(advisor().hint());
            const QString text = bar().titleLabel()->text() + u'\n' + bar().detailLabel()->text() +
                                 u'\n' + bar().applyHintButton()->text() + u'\n' +
                                 bar().dismissHintButton()->text();
            QVERIFY(bar().titleLabel()->text() != englishTitle);
            for (const QString &word : english)
                QVERIFY2(!text.contains(word), qPrintable(language + u": "_s + text));
        }
        switchTo(u"en"_s);
        QCOMPARE(bar().titleLabel()->text(), englishTitle);
        QCOMPARE(bar().detailLabel()->text(), englishDetail);
    }

    /**
     * A reorganization's hint is many moves said as one ("Reorganize in 13 steps as shown"):
     * the map shows what it does to each province, +n or -n on the province's tokens, and
     * those numbers are what Apply then does; gone once applied.
     */
    void reorganizationHintShowsItsNumbers_data()
    {
        QTest::addColumn<QString>("map");
        QTest::newRow("classic, europe") << u"europe"_s;
        QTest::newRow("online 2013, mediterranean") << u"mediterranean"_s;
    }

    void reorganizationHintShowsItsNumbers()
    {
        QFETCH(QString, map);
        start(threePeople(map, 41));
        playUntil(Decision::Reorganization);
        std::map<AreaIndex, bool> shownBefore;
        for (AreaIndex area = 0; area < state().board->areaCount(); ++area) {
            if (const ProvinceMarkerItem *marker = m_window->scene()->marker(area))
                shownBefore[area] = marker->detail() != MarkerDetail::Hidden && !marker->isEmpty();
        }
        pressH();
        const Hint hint = *advisor().hint();
        QVERIFY(hint.actions.size() > 1);
        const GameState asked = state();
        const std::map<AreaIndex, int> changes = hintPawnChanges(asked, hint);
        QVERIFY(!changes.empty());
        for (AreaIndex area = 0; area < asked.board->areaCount(); ++area) {
            const ProvinceMarkerItem *marker = m_window->scene()->marker(area);
            if (!marker)
                continue;
            const auto change = changes.find(area);
            const int shown = change == changes.end() ? 0 : change->second;
            QCOMPARE(marker->marks().advisedChange, shown);
            // Drawn, at the map's zoom, wherever it changes something, on its province: with
            // the province's row, or alone where no row has room (a river at the fit zoom: the
            // Mediterranean's Upper Euphrates showed no "+9"). A row shown before the hint
            // stays shown (the final walk of stop 37: the provinces the hint outlined lost
            // their rows, counts and all, while it was shown).
            const QString id = asked.board->area(area).id;
            const bool drawn = marker->isVisible() && marker->detail() != MarkerDetail::Hidden;
            QCOMPARE(marker->adviceRect().isNull(), shown == 0);
            if (shown != 0) {
                QVERIFY2(drawn, qPrintable(id));
                // The badge keeps its size on screen: through the view's transform.
                GameMapView *view = m_window->mapView();
                const QRectF onScreen = marker->deviceTransform(view->viewportTransform())
                                            .mapRect(marker->adviceRect());
                const QRectF badge = view->mapToScene(onScreen.toRect()).boundingRect();
                const ProvinceItem *province = m_window->scene()->provinceItem(area);
                QVERIFY2(province->sceneTransform().map(province->shape()).intersects(badge),
                         qPrintable(id));
            }
            if (shownBefore[area])
                QVERIFY2(drawn && marker->detail() != MarkerDetail::Advice, qPrintable(id));
        }
        testing::grabIfAsked(*m_window, u"hint-reorganization-numbers"_s);

        QTest::mouseClick(bar().applyHintButton(), Qt::LeftButton);
        for (const auto &[area, change] : changes) {
            QCOMPARE(state().at(area).pawns, asked.at(area).pawns + change);
            QCOMPARE(m_window->scene()->marker(area)->marks().advisedChange, 0);
        }
    }

    /**
     * A long hint is read whole, at 1024x768 and 1366x768, in English, French and German: each
     * time the turn bar paints its words, they have the room all their lines need, inside the
     * bar and the window. (An Online 2013 reorganization of 17 steps was painted cut at the top
     * and the bottom: the words kept the guidance's one line until the bar was laid out again.)
     */
    void aLongHintIsReadWhole()
    {
        start(threePeople(u"mediterranean"_s, 41));
        playUntil(Decision::Reorganization);
        for (const QString &language : {u"en"_s, u"fr"_s, u"de"_s}) {
            switchTo(language);
            for (const QSize size : {QSize(1024, 768), QSize(1366, 768)}) {
                m_window->resize(size);
                QTRY_COMPARE(bar().width(), size.width());
                if (advisor().hint()) {
                    QTest::mouseClick(bar().dismissHintButton(), Qt::LeftButton);
                    QTRY_VERIFY(!advisor().hint());
                }
                QTest::qWait(50); // the guidance painted again
                const PaintWatch watch(bar().detailLabel());
                pressH();
                const QString words = bar().detailLabel()->text();
                QVERIFY(words.size() > 300); // several lines at either width
                QTRY_VERIFY(watch.painted(words));
                for (const PaintWatch::Paint &paint : watch.paints()) {
                    if (paint.text != words)
                        continue;
                    const QString where =
                        language + u" at %1x%2: %3 of %4 pixels"_s.arg(size.width())
                                       .arg(size.height())
                                       .arg(paint.height)
                                       .arg(paint.needed);
                    QVERIFY2(paint.needed <= paint.height, qPrintable(where));
                    QVERIFY2(paint.inside, qPrintable(where));
                }
                if (language == u"de"_s)
                    testing::grabIfAsked(*m_window, u"hint-long-de-%1"_s.arg(size.width()));
            }
        }
    }

    /**
     * Taking a civilization further along the track costs victory points: the hint says so as
     * a cost ("at a cost of 3 victory points"), not "for 3 victory points", which read as a
     * gain; in French and German too.
     */
    void aPaidChoiceIsSaidAsACost()
    {
        start(threePeople(u"europe"_s, 41));
        AiReason why;
        ReasonPart &part = why.add(ReasonKind::TakesCivilization);
        part.slot = 3;
        part.tiles = CivilizationTiles::pair(TileKind::Medicine, TileKind::Weapons);
        part.numbers = {18, -3, 0, 0, 0, 0};
        const auto words = [&] {
            return describeReason(why, *state().board, {u"Ada"_s}, uiLanguage(),
                                  RuleSetId::Classic);
        };
        QVERIFY2(words().contains(u"at a cost of 3 victory points"_s), qPrintable(words()));
        switchTo(u"fr"_s);
        QVERIFY2(words().contains(u"au prix de 3 points de victoire"_s), qPrintable(words()));
        switchTo(u"de"_s);
        QVERIFY2(words().contains(u"kostet 3 Siegpunkte"_s), qPrintable(words()));
    }

    /**
     * Continue from Here keeps the hints asked for the moves it keeps: a game with a hint
     * before the moment and one after, watched and continued from between them, counts one
     * (the third walk's continued game said "Hints: 0"); from the end, both.
     */
    void continueFromHereKeepsTheHintsAskedSoFar()
    {
        start(threePeople(u"europe"_s, 41));
        playUntil(Decision::TurnStart);
        const int seat = state().actingPlayer();
        pressH();
        QTest::mouseClick(bar().applyHintButton(), Qt::LeftButton);
        const int between = static_cast<int>(controller().actions().size());
        playUntil(Decision::Reorganization);
        QCOMPARE(state().actingPlayer(), seat);
        pressH();
        QTest::mouseClick(bar().applyHintButton(), Qt::LeftButton);
        QCOMPARE(controller().seat(seat).hintsUsed(), 2);
        const QString file = m_dir.filePath(u"two-hints.vinci"_s);
        QString error;
        QVERIFY2(m_window->saveFile(file, &error), qPrintable(error));

        for (const auto &[moment, kept] :
             {std::pair{between, 1},
              std::pair{static_cast<int>(controller().actions().size()), 2}}) {
            QVERIFY2(m_window->watchFile(file, &error), qPrintable(error));
            ReplaySession *replay = controller().replay();
            QVERIFY(replay);
            replay->seek(moment);
            testing::answerNextDialog<ContinueDialog>(
                [](ContinueDialog &dialog) { dialog.accept(); });
            m_window->replayBar()->continueAction()->trigger();
            QTRY_VERIFY(!controller().isWatching());
            QCOMPARE(static_cast<int>(controller().actions().size()), moment);
            QCOMPARE(controller().seat(seat).hintsUsed(), kept);
        }
    }

    /**
     * The count is kept in the save: a game saved after two hints reads back with them, and a
     * finished game's end-of-game page says how many hints the person asked for.
     */
    void countKeptInTheSaveAndShownAtTheEnd()
    {
        start(threePeople(u"europe"_s, 41));
        playUntil(Decision::TurnStart);
        const int seat = state().actingPlayer();
        pressH();
        QTest::mouseClick(bar().applyHintButton(), Qt::LeftButton);
        playUntil(Decision::Reorganization);
        QCOMPARE(state().actingPlayer(), seat);
        pressH();
        const QString file = m_dir.filePath(u"hints.vinci"_s);
        QString error;
        QVERIFY2(m_window->saveFile(file, &error), qPrintable(error));
        QVERIFY2(m_window->openFile(file, &error), qPrintable(error));
        QCOMPARE(controller().seat(seat).hintsUsed(), 2);

        // A finished game of the corpus, its first seat a person who asked for 3 hints.
        QFile corpus(u"" VINCI_TEST_DATA "/corpus/classic-europe-3.vinci"_s);
        QVERIFY(corpus.open(QIODevice::ReadOnly));
        QJsonObject save = QJsonDocument::fromJson(corpus.readAll()).object();
        QJsonObject metadata = save.value(u"metadata"_s).toObject();
        metadata.insert(
            u"seats"_s,
            QJsonArray{
                QJsonObject{{u"name"_s, u"Ada"_s}, {u"controller"_s, u"human"_s}, {u"hints"_s, 3}},
                QJsonObject{{u"name"_s, u"Bruno"_s}, {u"controller"_s, u"strategist-easy"_s}},
                QJsonObject{{u"name"_s, u"Chloé"_s}, {u"controller"_s, u"strategist-easy"_s}}});
        save.insert(u"metadata"_s, metadata);
        QVERIFY2(m_window->openData(QJsonDocument(save).toJson(), u"corpus"_s, &error),
                 qPrintable(error));
        QVERIFY(state().isOver());
        QTRY_VERIFY(m_window->endOfGameDialog());
        QLabel *hints = m_window->endOfGameDialog()->hintsLabel();
        QVERIFY(hints->isVisibleTo(m_window->endOfGameDialog()));
        QCOMPARE(hints->text(), u"Hints: 3"_s);
        testing::grabIfAsked(*m_window->endOfGameDialog(), u"hint-end-of-game"_s);
        switchTo(u"de"_s);
        QVERIFY(hints->text() != u"Hints: 3"_s);
        QVERIFY(hints->text().contains(u'3'));
    }
};

QTEST_MAIN(TestHintOnDemand)
#include "test_hintondemand.moc"
