// The replay model (engine/replay): any moment of a recorded game, stepped by action and by
// turn, from snapshots; the turns of its timeline; what each action highlights.

#include "corpusfiles.h"
#include "game/play.h"
#include "io/statedigest.h"
#include "replay/replaymodel.h"

#include <QTest>

using namespace vinci;
using namespace vinci::corpusfiles;
using namespace Qt::StringLiterals;

namespace {

/** A Classic and an Online 2013 game of the corpus, on both maps. */
const QString games[] = {u"classic-europe-4-virtual.vinci"_s, u"online-mediterranean-3.vinci"_s};

ReplayModel modelOf(const LoadedGame &game, int interval = ReplayModel::defaultSnapshotInterval)
{
    QString error;
    auto model = ReplayModel::build(game.state.board, game.saved.options, game.saved.actions,
                                    &error, interval);
    if (!model)
        qFatal("%s", qPrintable(error));
    return std::move(*model);
}

/** The state after the first `position` actions, replayed from scratch. */
GameState fromScratch(const LoadedGame &game, int position)
{
    const std::vector<Action> prefix(game.saved.actions.begin(),
                                     game.saved.actions.begin() + position);
    auto state = replay(game.state.board, game.saved.options, prefix);
    if (!state)
        qFatal("the corpus game does not replay");
    return std::move(*state);
}

} // namespace

class TestReplayModel : public QObject
{
    Q_OBJECT

private slots:
    void games_data();
    void theTurnsCoverEveryActionInOrder_data() { games_data(); }
    void theTurnsCoverEveryActionInOrder();
    void everyTurnBoundaryIsTheStateReplayedFromScratch_data() { games_data(); }
    void everyTurnBoundaryIsTheStateReplayedFromScratch();
    void steppingBackThenForwardReturnsTheSameState_data() { games_data(); }
    void steppingBackThenForwardReturnsTheSameState();
    void turnStepsGoToTurnStartsAndBack();
    void snapshotsDoNotChangeTheStates();
    void theHighlightNamesWhatTheActionDid();
    void anIllegalActionIsRefusedNamingIt();
};

void TestReplayModel::games_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &file : games)
        QTest::newRow(qPrintable(file)) << file;
}

void TestReplayModel::theTurnsCoverEveryActionInOrder()
{
    QFETCH(QString, file);
    const auto game = load(file);
    QVERIFY(game);
    const ReplayModel model = modelOf(*game);
    const std::vector<TurnSpan> &turns = model.turns();
    const std::vector<TurnDigest> recorded = recordedTurns(*game);
    QCOMPARE(turns.size(), recorded.size());
    int next = 0;
    for (std::size_t i = 0; i < turns.size(); ++i) {
        const TurnSpan &turn = turns[i];
        QCOMPARE(turn.firstAction, next);
        QVERIFY(turn.lastAction >= turn.firstAction);
        QCOMPARE(turn.turnNumber, static_cast<int>(i) + 1);
        QCOMPARE(turn.round, recorded[i].round);
        QCOMPARE(turn.player, recorded[i].player);
        QCOMPARE(turn.lastAction, recorded[i].lastAction);
        QCOMPARE(model.turnOfAction(turn.firstAction), static_cast<int>(i));
        QCOMPARE(model.turnOfAction(turn.lastAction), static_cast<int>(i));
        next = turn.lastAction + 1;
    }
    QCOMPARE(next, model.actionCount());
    QCOMPARE(model.turnOfAction(model.actionCount()), -1);
}

void TestReplayModel::everyTurnBoundaryIsTheStateReplayedFromScratch()
{
    QFETCH(QString, file);
    const auto game = load(file);
    QVERIFY(game);
    ReplayModel model = modelOf(*game);
    const std::vector<TurnDigest> recorded = recordedTurns(*game);
    for (std::size_t i = 0; i < model.turns().size(); ++i) {
        const int end = model.turns()[i].lastAction + 1;
        model.seek(end);
        QCOMPARE(model.position(), end);
        const QString digest = stateDigest(model.state());
        QCOMPARE(digest, recorded[i].digest);
        QCOMPARE(stateDigest(fromScratch(*game, end)), digest);
        QCOMPARE(stateDigest(model.stateAt(end)), digest);
    }
    QVERIFY(model.state() == game->state);
}

void TestReplayModel::steppingBackThenForwardReturnsTheSameState()
{
    QFETCH(QString, file);
    const auto game = load(file);
    QVERIFY(game);
    ReplayModel model = modelOf(*game);
    const int count = model.actionCount();
    for (const int position : {1, 31, 32, 33, count / 2, count - 1, count}) {
        model.seek(position);
        const GameState shown = model.state();
        const ActionHighlight highlight = model.highlight();
        model.stepBack();
        QCOMPARE(model.position(), position - 1);
        QVERIFY(model.state() == fromScratch(*game, position - 1));
        model.stepForward();
        QCOMPARE(model.position(), position);
        QVERIFY(model.state() == shown);
        QCOMPARE(model.highlight().conquered, highlight.conquered);
        QCOMPARE(model.highlight().to, highlight.to);
        QCOMPARE(model.highlight().from, highlight.from);
    }
    // Beyond the ends nothing moves.
    model.seek(count);
    model.stepForward();
    QCOMPARE(model.position(), count);
    model.seek(0);
    model.stepBack();
    QCOMPARE(model.position(), 0);
    QVERIFY(model.state() == fromScratch(*game, 0));
}

void TestReplayModel::turnStepsGoToTurnStartsAndBack()
{
    const auto game = load(games[1]);
    QVERIFY(game);
    ReplayModel model = modelOf(*game);
    const auto &turns = model.turns();
    const int middle = static_cast<int>(turns.size()) / 2;
    model.jumpToTurn(middle);
    QCOMPARE(model.position(), turns[static_cast<std::size_t>(middle)].firstAction);
    QCOMPARE(model.currentTurn(), middle);
    QCOMPARE(model.state().turnNumber, turns[static_cast<std::size_t>(middle)].turnNumber);
    QCOMPARE(model.state().currentPlayer, turns[static_cast<std::size_t>(middle)].player);
    const GameState atMiddle = model.state();
    model.nextTurn();
    QCOMPARE(model.currentTurn(), middle + 1);
    model.previousTurn();
    QCOMPARE(model.currentTurn(), middle);
    QVERIFY(model.state() == atMiddle);
    // Inside a turn, back goes to its start first.
    model.seek(turns[static_cast<std::size_t>(middle)].firstAction + 1);
    model.previousTurn();
    QVERIFY(model.state() == atMiddle);
    model.previousTurn();
    QCOMPARE(model.currentTurn(), middle - 1);
    // From the last turn, forward is the end of the game; back is that turn's start.
    model.jumpToTurn(static_cast<int>(turns.size()) - 1);
    model.nextTurn();
    QCOMPARE(model.position(), model.actionCount());
    QVERIFY(model.state().isOver());
    model.previousTurn();
    QCOMPARE(model.position(), turns.back().firstAction);
}

void TestReplayModel::snapshotsDoNotChangeTheStates()
{
    const auto game = load(games[0]);
    QVERIFY(game);
    const ReplayModel none = modelOf(*game, 0);
    const ReplayModel every7 = modelOf(*game, 7);
    const ReplayModel usual = modelOf(*game);
    for (int position = 0; position <= usual.actionCount(); position += 97) {
        const QString digest = stateDigest(none.stateAt(position));
        QCOMPARE(stateDigest(every7.stateAt(position)), digest);
        QCOMPARE(stateDigest(usual.stateAt(position)), digest);
    }
}

void TestReplayModel::theHighlightNamesWhatTheActionDid()
{
    const auto game = load(games[0]);
    QVERIFY(game);
    ReplayModel model = modelOf(*game);
    bool sawConquest = false;
    bool sawDefender = false;
    bool sawPlacement = false;
    bool sawLift = false;
    for (int i = 0; i < model.actionCount(); ++i) {
        const Action &action = model.actions()[static_cast<std::size_t>(i)];
        const GameState before = model.stateAt(i);
        model.seek(i + 1);
        const ActionHighlight &highlight = model.highlight();
        QCOMPARE(highlight.player, before.actingPlayer());
        if (action.type == ActionType::Conquer) {
            sawConquest = true;
            QCOMPARE(highlight.conquered, action.area);
            QVERIFY(std::find(highlight.to.begin(), highlight.to.end(), action.area) !=
                    highlight.to.end());
            const ProvinceState &held = before.at(action.area);
            const bool playerHeld =
                held.holder == Holder::Active || held.holder == Holder::Declining;
            QCOMPARE(highlight.defender, playerHeld ? held.player : -1);
            if (playerHeld && highlight.defenderPawnsLost > 0)
                sawDefender = true;
        } else {
            QCOMPARE(highlight.conquered, -1);
        }
        if (action.type == ActionType::PlacePawn) {
            sawPlacement = true;
            QCOMPARE(highlight.to, std::vector<AreaIndex>{action.area});
        }
        if (action.type == ActionType::LiftPawn || action.type == ActionType::Abandon) {
            sawLift = true;
            QVERIFY(std::find(highlight.from.begin(), highlight.from.end(), action.area) !=
                    highlight.from.end());
        }
    }
    QVERIFY(sawConquest && sawDefender && sawPlacement && sawLift);
    model.seek(0);
    QVERIFY(model.highlight().events.empty());
}

void TestReplayModel::anIllegalActionIsRefusedNamingIt()
{
    const auto game = load(games[0]);
    QVERIFY(game);
    std::vector<Action> actions = game->saved.actions;
    actions.insert(actions.begin() + 5, Action::endTurn());
    QString error;
    QVERIFY(!ReplayModel::build(game->state.board, game->saved.options, actions, &error));
    QVERIFY2(error.startsWith(u"action 6 (End the turn) is not legal: "_s), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestReplayModel)
#include "test_replaymodel.moc"
