// The guided first games' steps checked against the engine (#28), without a window: from each
// guided game's seed and seats, every step's expected action is played through the controller
// the window uses, with the guide vetting it as it does in the window. A step whose action the
// rules refuse in its position fails, naming the step; every number an explanation quotes is
// compared with the engine's own (a conquest's cost with the event's and the cost breakdown's
// total, a score with the Scored event's and the player's score). A move the step did not ask
// for is answered with the step's words and not played. A guided game left and resumed at a
// step goes on to the end as it would have. The reading time of every step is printed.

#include "gamefixture.h"
#include "guide/guidesession.h"
#include "guide/guidestep.h"
#include "guide/guidestore.h"
#include "guide/guidewords.h"
#include "languageswitcher.h"
#include "mapformat/mapdirectories.h"
#include "queries/boardqueries.h"
#include "queries/pawndistribution.h"
#include "rules/conquestcost.h"
#include "rules/scorebreakdown.h"
#include "rules/tiletable.h"
#include "session/gamecontroller.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

using testing::computerTurnTimeout;

std::shared_ptr<const ProvinceGraph> boardOf(const GuideScript &script)
{
    auto map = testing::shippedMaps()->load(QString::fromUtf16(script.mapId));
    return map ? map->graph : nullptr;
}

const GameEvent *eventOf(const std::vector<GameEvent> &events, EventKind kind)
{
    for (const GameEvent &event : events) {
        if (event.kind == kind)
            return &event;
    }
    return nullptr;
}

/** Words a person reads at a step: its text and what the explanation after it says. */
int wordsOf(const QString &text)
{
    return static_cast<int>(text.split(QRegularExpression(u"\\s+"_s), Qt::SkipEmptyParts).size());
}

} // namespace

class TestGuidedGame : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    /** English's plural forms ("1 pawn") are its translation's, as in the window. */
    LanguageSwitcher m_language;

    /** A controller on the guided game of `script`, its computer seats playing at once. */
    static bool start(GameController &controller, const GuideScript &script)
    {
        controller.setAiDelay(0);
        const NewGameSetup setup = GuideSession::setupOf(script);
        QString error;
        const bool started =
            controller.startGame(GameSetup{boardOf(script), setup.options, setup.seats}, &error);
        if (!started)
            qWarning("%s", qPrintable(error));
        return started;
    }

    /**
     * Plays `session`'s steps from where it is to the end, checking each step as the function
     * says; stops (leaving the session at it) before step `stopAt`.
     */
    void playSteps(GameController &controller, GuideSession &session, int stopAt = -1)
    {
        const GuideScript &script = *session.script();
        std::vector<GameEvent> happened;
        const auto watch =
            connect(&controller, &GameController::eventsHappened, this,
                    [&happened](const std::vector<GameEvent> &events) { happened = events; });
        // The track as the person saw it at their last move.
        std::optional<std::vector<TrackSlot>> seenTrack;
        while (session.isActive() && session.stepIndex() != stopAt) {
            const int index = session.stepIndex();
            const GuideStep &step = session.step();
            const QByteArray where = "step " + QByteArray::number(index + 1) + ": " + step.text;
            QVERIFY2(!GuideWords::text(step).isEmpty(), where.constData());
            if (session.waitsForNext()) {
                session.next();
                continue;
            }
            QTRY_VERIFY2_WITH_TIMEOUT(controller.isHumanToAct(), where.constData(),
                                      computerTurnTimeout);
            const GameState before = controller.state();
            if (step.action == ActionType::ChooseCivilization && seenTrack &&
                *seenTrack == before.track) {
                // The track looks as it did at the person's last move: the words claim no
                // change of it ("the places have moved up since the start" did).
                QVERIFY2(!QString::fromUtf8(step.text).contains(u"have moved"_s),
                         where.constData());
            }
            seenTrack = before.track;
            const auto expected = script.expectedAction(index, *before.board);
            QVERIFY2(expected, where.constData());
            // The reorganization's placements are the person's own: the window's Auto-distribute.
            if (expected->type == ActionType::EndReorganization &&
                before.phase == Phase::Reorganization) {
                const std::vector<Action> placing = distributionActions(before);
                if (!placing.empty())
                    QVERIFY2(!controller.playAll(placing), where.constData());
            }
            const GameState acting = controller.state();
            if (const auto refusal = checkAction(acting, *expected))
                QFAIL(qPrintable(QString::fromUtf8(where) + u": "_s + refusal->message));
            happened.clear();
            QVERIFY2(!controller.play(*expected), where.constData());
            // (A first expansion makes no event: its pawns are in hand already.)
            checkNumbers(step, acting, controller.state(), happened, session.explanation(), where);
            QCOMPARE(session.doneAt().size(), static_cast<std::size_t>(index + 1));
        }
        disconnect(watch);
    }

    /** The numbers the explanation quotes are the engine's, and are in its text. */
    static void checkNumbers(const GuideStep &step, const GameState &before, const GameState &after,
                             const std::vector<GameEvent> &events,
                             const GuideExplanation &explanation, const QByteArray &where)
    {
        const int me = before.currentPlayer;
        std::vector<int> engine;
        switch (step.numbers) {
        case GuideNumbers::None:
            break;
        case GuideNumbers::Choice: {
            const GameEvent *chosen = eventOf(events, EventKind::CivilizationChosen);
            QVERIFY2(chosen, where.constData());
            QCOMPARE(chosen->amount, step.slot);
            QCOMPARE(after.player(me).active->hand, chosen->amount2);
            engine = {chosen->amount2, after.player(me).score};
            break;
        }
        case GuideNumbers::Expand:
            engine = {after.player(me).active->hand};
            break;
        case GuideNumbers::Conquest: {
            const GameEvent *conquered = eventOf(events, EventKind::Conquered);
            QVERIFY2(conquered, where.constData());
            const auto cost = cheapestConquest(before, me, conquered->area, false);
            QVERIFY2(cost, where.constData());
            // What the tooltip said it would cost is what the engine took from the hand.
            QCOMPARE(cost->total, conquered->amount);
            QCOMPARE(before.player(me).active->hand - after.player(me).active->hand,
                     conquered->amount);
            int sum = 0;
            for (const CostPart &part : cost->parts)
                sum += part.pawns;
            QCOMPARE(sum, cost->total);
            QVERIFY2(
                explanation.text.contains(GuideWords::costWords(*cost, before.options.ruleSet)),
                qPrintable(explanation.text));
            engine = {conquered->amount, cost->total};
            break;
        }
        case GuideNumbers::Score: {
            const GameEvent *scored = eventOf(events, EventKind::Scored);
            QVERIFY2(scored, where.constData());
            QCOMPARE(after.player(me).score - before.player(me).score, scored->amount);
            // Every part of the score is said, so that they add up (the s47 walk: "5 points: 2
            // for your provinces, +1 for Agriculture", Slavery's 2 unsaid).
            const ScoreBreakdown &parts = scored->score;
            int sum = parts.slavery;
            for (const auto *lines : {&parts.active, &parts.declining}) {
                for (const ScoreLine &line : *lines) {
                    sum += line.points;
                    if (line.tile)
                        QVERIFY2(
                            explanation.text.contains(tileName(*line.tile, before.options.ruleSet)),
                            qPrintable(explanation.text));
                }
            }
            QCOMPARE(sum, scored->amount);
            if (parts.slavery > 0)
                QVERIFY2(
                    explanation.text.contains(tileName(TileKind::Slavery, before.options.ruleSet)),
                    qPrintable(explanation.text));
            engine = {scored->amount, after.player(me).score};
            break;
        }
        case GuideNumbers::Decline: {
            const GameEvent *declined = eventOf(events, EventKind::Declined);
            const GameEvent *scored = eventOf(events, EventKind::Scored);
            QVERIFY2(declined && scored, where.constData());
            QCOMPARE(after.player(me).score - before.player(me).score, scored->amount);
            engine = {declined->amount, scored->amount, after.player(me).score};
            break;
        }
        }
        QCOMPARE(explanation.numbers, engine);
        for (int number : engine) {
            QVERIFY2(explanation.text.contains(QString::number(number)),
                     qPrintable(explanation.text));
        }
        QVERIFY2(!explanation.text.contains(u"%"_s), qPrintable(explanation.text));
        // A count in its number's form: "The Propontis cost you 1 pawns" (the s44 walk).
        static const QRegularExpression wrongForm(u"\\b1 (pawns|points|provinces)\\b|\\(s\\)"_s);
        QVERIFY2(!explanation.text.contains(wrongForm), qPrintable(explanation.text));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        testing::keepSettingsIn(m_dir);
        testing::keepDataIn(m_dir);
        QVERIFY(m_language.setLanguage(u"en"_s, false));
    }

    void everyStepIsLegalAndQuotesTheEngine_data()
    {
        QTest::addColumn<int>("rules");
        QTest::newRow("classic") << static_cast<int>(RuleSetId::Classic);
        QTest::newRow("online2013") << static_cast<int>(RuleSetId::Online2013);
    }

    void everyStepIsLegalAndQuotesTheEngine()
    {
        QFETCH(int, rules);
        const GuideScript *script = guideOf(static_cast<RuleSetId>(rules));
        QVERIFY(script);
        QVERIFY(boardOf(*script));
        GameController controller;
        QVERIFY(start(controller, *script));
        GuideSession session(&controller);
        session.begin(*script);
        QSignalSpy finished(&session, &GuideSession::finished);
        playSteps(controller, session);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(finished.size(), 1);
        QVERIFY(!session.isActive());
        // The game goes on against the computer: their seats play on from here.
        QVERIFY(!controller.state().isOver());

        // The time a new player takes: every word read at 200 a minute, 5 seconds per action,
        // in each language (the walk of the guide was read in French).
        int actions = 0;
        for (const GuideStep &step : script->steps)
            actions += step.action ? 1 : 0;
        for (const QString &code : {u"en"_s, u"fr"_s, u"de"_s}) {
            QVERIFY(m_language.setLanguage(code, false));
            int words = 0;
            for (const GuideStep &step : script->steps) {
                words += wordsOf(GuideWords::text(step));
                if (step.explanation)
                    words += wordsOf(QCoreApplication::translate("Guide", step.explanation));
            }
            const double minutes = words / 200.0 + actions * 5 / 60.0;
            qInfo("%s, %s: %d steps, %d words, %d actions: %.1f minutes",
                  qPrintable(QString::fromUtf16(script->key)), qPrintable(code),
                  static_cast<int>(script->steps.size()), words, actions, minutes);
            QVERIFY(minutes <= 10.0);
        }
        QVERIFY(m_language.setLanguage(u"en"_s, false));
        // The computer seats' steps in the guided part, each shown 600 ms apart at Normal speed.
        int computerSteps = 0;
        ActionVisitor visitor;
        visitor.before = [&computerSteps](int, const GameState &state) {
            computerSteps += state.actingPlayer() != 0 ? 1 : 0;
        };
        QVERIFY(replay(*newGame(controller.state().board, controller.options()),
                       controller.actions(), visitor));
        qInfo("%s: the computer seats played %d steps, %.0f s at Normal speed",
              qPrintable(QString::fromUtf16(script->key)), computerSteps, computerSteps * 0.6);
    }

    /**
     * The s50 walk: a lesson's sums read "3 for your provinces, +1 for Agriculture, 2 for your
     * provinces in decline", a term added without its "+", and a cost's "Ship Building -1" with
     * a hyphen. The first term as it is, every later one with its sign, the minus sign a real
     * one (U+2212) as the cards have it.
     */
    void theSumsReadAsSums()
    {
        ConquestCost cost;
        cost.total = 2;
        cost.parts = {{CostTerm::Base, 2}, {CostTerm::Defenders, 1}, {CostTerm::ShipBuilding, -1}};
        QCOMPARE(GuideWords::costWords(cost, RuleSetId::Classic),
                 u"Conquest 2, Defending pawns +1, Ship Building \u22121"_s);
        ConquestCost spied;
        spied.total = 2;
        spied.parts = {{CostTerm::Espionage, 2}};
        QCOMPARE(GuideWords::costWords(spied, RuleSetId::Classic), u"Espionage 2"_s);

        ScoreBreakdown score;
        score.active = {{std::nullopt, 3}, {TileKind::Agriculture, 1}};
        score.declining = {{std::nullopt, 2}, {TileKind::PortBuildingDecline, 1}};
        score.total = 7;
        QCOMPARE(
            GuideWords::scoreWords(score, RuleSetId::Classic),
            u"3 for your provinces, +1 for %1, +2 for your provinces in decline, +1 for %2"_s.arg(
                tileName(TileKind::Agriculture, RuleSetId::Classic),
                tileName(TileKind::PortBuildingDecline, RuleSetId::Classic)));
        // A turn with no active empire: the declining one's provinces come first, as they are.
        ScoreBreakdown declined;
        declined.declining = {{std::nullopt, 4}};
        declined.total = 4;
        QCOMPARE(GuideWords::scoreWords(declined, RuleSetId::Classic),
                 u"4 for your provinces in decline"_s);
    }

    void aWrongMoveIsAnsweredAndNotPlayed()
    {
        const GuideScript &script = classicGuide();
        GameController controller;
        QVERIFY(start(controller, script));
        GuideSession session(&controller);
        session.begin(script);
        // To the first conquest.
        int conquest = 0;
        while (script.steps[static_cast<std::size_t>(conquest)].action != ActionType::Conquer)
            ++conquest;
        playSteps(controller, session, conquest);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(session.stepIndex(), conquest);
        QTRY_VERIFY_WITH_TIMEOUT(controller.isHumanToAct(), computerTurnTimeout);
        const auto expected = script.expectedAction(conquest, *controller.state().board);
        QVERIFY(expected);
        std::optional<AreaIndex> other;
        for (const ConquestTarget &target : conquestTargets(controller.state(), false)) {
            if (target.legal && target.area != expected->area)
                other = target.area;
        }
        QVERIFY(other);
        const GameState before = controller.state();
        QSignalSpy answers(&session, &GuideSession::wrongMove);
        QSignalSpy refusals(&controller, &GameController::rejected);
        const auto refusal = controller.play(Action::conquer(*other));
        QVERIFY(refusal);
        QCOMPARE(answers.size(), 1);
        const QString answer = answers.front().front().toString();
        QCOMPARE(refusal->message, answer);
        // Said by the guide alone: not `rejected`, which the turn bar and status bar repeat.
        QCOMPARE(refusals.size(), 0);
        // It names the province the step asks for.
        QVERIFY2(answer.contains(GuideWords::provinceName(*before.board, expected->area)),
                 qPrintable(answer));
        QVERIFY(controller.state() == before);
        QCOMPARE(session.stepIndex(), conquest);
        // Undo after the step's move: the step again.
        QVERIFY(!controller.play(*expected));
        QCOMPARE(session.stepIndex(), conquest + 1);
        QVERIFY(controller.undo());
        QCOMPARE(session.stepIndex(), conquest);
        QVERIFY(controller.state() == before);
    }

    void leftAndResumedAtAnyStep_data()
    {
        QTest::addColumn<int>("rules");
        QTest::addColumn<int>("leaveAt");
        for (const RuleSetId rules : {RuleSetId::Classic, RuleSetId::Online2013}) {
            const GuideScript &script = *guideOf(rules);
            for (int step = 1; step < static_cast<int>(script.steps.size()); step += 3) {
                QTest::addRow("%s step %d", qPrintable(QString::fromUtf16(script.key)), step + 1)
                    << static_cast<int>(rules) << step;
            }
        }
    }

    void leftAndResumedAtAnyStep()
    {
        QFETCH(int, rules);
        QFETCH(int, leaveAt);
        const GuideScript &script = *guideOf(static_cast<RuleSetId>(rules));
        GameController first;
        QVERIFY(start(first, script));
        GuideSession leaving(&first);
        leaving.begin(script);
        playSteps(first, leaving, leaveAt);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(GuideStore::save(first, leaving));
        first.closeGame();
        // The step is in the game's own file, written at once with it: nothing in the settings
        // to disagree with it after a kill between two writes (the s44 walk).
        QVERIFY(!QSettings().contains(u"guide/%1/step"_s.arg(QString::fromUtf16(script.key))));
        const auto summary = readSaveSummary(GuideStore::fileOf(script));
        QVERIFY(summary);
        QCOMPARE(summary->metadata[u"guide"_s][u"step"_s].toInt(), leaveAt);

        const auto resume = GuideStore::load(script, testing::shippedMaps()->boardResolver());
        QVERIFY(resume);
        QCOMPARE(resume->step, leaveAt);
        GameController second;
        second.setAiDelay(0);
        QVERIFY(second.loadGame(resume->game));
        GuideSession resumed(&second);
        resumed.begin(script, resume->step, resume->doneAt);
        QCOMPARE(resumed.stepIndex(), leaveAt);
        QSignalSpy finished(&resumed, &GuideSession::finished);
        playSteps(second, resumed);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(finished.size(), 1);
        GuideStore::clear(script);
        QVERIFY(!GuideStore::load(script, testing::shippedMaps()->boardResolver()));
    }

    /**
     * The s45 walk: Next pressed at the score step while the computers played, the lesson left
     * at the next and resumed there; the computers' turn was played again with other moves than
     * the first time (a computer seat plans its turn at its first move, and resumed within it,
     * planned afresh from there). Kept from the start of that turn, the resumed lesson shows
     * the same computers' moves, up to the person's turn.
     */
    void resumedWithinTheComputersTurnPlaysTheSameMoves()
    {
        const GuideScript &script = classicGuide();
        const auto scoreStep =
            std::find_if(script.steps.begin(), script.steps.end(),
                         [](const GuideStep &step) { return step.target == GuideTarget::Score; });
        const int watchStep = static_cast<int>(scoreStep - script.steps.begin());
        GameController first;
        QVERIFY(start(first, script));
        GuideSession leaving(&first);
        leaving.begin(script);
        playSteps(first, leaving, watchStep);
        if (QTest::currentTestFailed())
            return;
        // Held after the first computer seat's second move of its turn, and Next pressed there.
        const std::size_t personsEnd = first.actions().size();
        const int computersTurn = first.state().turnNumber;
        const auto hold =
            connect(&first, &GameController::stateChanged, this, [&first, personsEnd] {
                if (first.actions().size() == personsEnd + 2)
                    first.setPaused(true);
            });
        QTRY_VERIFY_WITH_TIMEOUT(first.isPaused(), computerTurnTimeout);
        disconnect(hold);
        QVERIFY(first.isAiToAct());
        QCOMPARE(first.state().turnNumber, computersTurn);
        leaving.next();
        QCOMPARE(leaving.stepIndex(), watchStep + 1);
        QVERIFY(GuideStore::save(first, leaving));
        first.setPaused(false);
        QTRY_VERIFY_WITH_TIMEOUT(first.isHumanToAct(), computerTurnTimeout);

        const auto resume = GuideStore::load(script, testing::shippedMaps()->boardResolver());
        QVERIFY(resume);
        QCOMPARE(resume->step, watchStep + 1);
        GameController second;
        second.setAiDelay(0);
        QVERIFY(second.loadGame(resume->game));
        GuideSession resumed(&second);
        resumed.begin(script, resume->step, resume->doneAt);
        QTRY_VERIFY_WITH_TIMEOUT(second.isHumanToAct(), computerTurnTimeout);
        QCOMPARE(second.actions().size(), first.actions().size());
        QVERIFY(second.actions() == first.actions());
        GuideStore::clear(script);
    }

    /**
     * The s44 walk found the kept lesson in ~/.local/share/vinci/vinci (a doubled folder), its
     * step apart in the settings. It is kept where the autosave sessions are, one file; a lesson
     * an earlier version kept there moves over once and resumes at its step.
     */
    void aLessonKeptByAnEarlierVersionMovesAndResumes()
    {
        const GuideScript &script = classicGuide();
        GameController controller;
        QVERIFY(start(controller, script));
        GuideSession session(&controller);
        session.begin(script);
        session.next();
        QVERIFY(GuideStore::save(controller, session));
        const QString file = GuideStore::fileOf(script);
        QCOMPARE(QFileInfo(file).absolutePath(),
                 QDir(MapDirectories::dataFolder()).filePath(u"guide"_s));
        QVERIFY(QFileInfo::exists(file));

        // As an earlier version left it: the game alone in the application's folder, the step
        // in the settings.
        const QString legacy =
            QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                .filePath(u"guide/classic.vinci"_s);
        QVERIFY(QDir().mkpath(QFileInfo(legacy).absolutePath()));
        QFile kept(file);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QJsonObject document = QJsonDocument::fromJson(kept.readAll()).object();
        kept.close();
        QJsonObject metadata = document[u"metadata"_s].toObject();
        QVERIFY(metadata.contains(u"guide"_s));
        metadata.remove(u"guide"_s);
        document[u"metadata"_s] = metadata;
        QFile old(legacy);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write(QJsonDocument(document).toJson());
        old.close();
        QVERIFY(QFile::remove(file));
        QSettings().setValue(u"guide/classic/step"_s, 1);
        QSettings().setValue(u"guide/classic/doneAt"_s, QVariantList{0});

        QCOMPARE(GuideStore::moveLegacyLessons(), 1);
        QVERIFY(!QFileInfo::exists(legacy));
        QCOMPARE(GuideStore::keptStep(script), std::optional<int>(1));
        const auto resume = GuideStore::load(script, testing::shippedMaps()->boardResolver());
        QVERIFY(resume);
        QCOMPARE(resume->step, 1);
        QCOMPARE(resume->doneAt, std::vector<int>{0});
        // Kept again, the step is the file's, and the settings forget theirs.
        GameController again;
        QVERIFY(again.loadGame(resume->game));
        GuideSession resumed(&again);
        resumed.begin(script, resume->step, resume->doneAt);
        QVERIFY(GuideStore::save(again, resumed));
        QVERIFY(!QSettings().contains(u"guide/classic/step"_s));
        QCOMPARE(GuideStore::keptStep(script), std::optional<int>(1));
        GuideStore::clear(script);
        QVERIFY(!GuideStore::keptStep(script));
    }
};

QTEST_MAIN(TestGuidedGame)
#include "test_guidedgame.moc"
