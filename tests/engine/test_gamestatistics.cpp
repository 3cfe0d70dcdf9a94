// The statistics after a game (engine/queries/gamestatistics): for every finished game of the
// corpus, the points by source add up to each player's final score, the pawns lost to the
// pawns the stock got back, and the provinces per round are those of the replayed state at
// each round's end.

#include "corpusfiles.h"
#include "queries/gamestatistics.h"
#include "replay/replaymodel.h"

#include <QTest>

using namespace vinci;
using namespace vinci::corpusfiles;

namespace {

GameStatistics statisticsOf(const LoadedGame &game)
{
    QString error;
    const auto statistics =
        GameStatistics::fromGame(game.state.board, game.saved.options, game.saved.actions, &error);
    if (!statistics)
        qFatal("%s", qPrintable(error));
    return *statistics;
}

/** The provinces a player holds, counted here from the provinces themselves. */
int countHeld(const GameState &state, int player)
{
    int held = 0;
    for (const ProvinceState &province : state.provinces) {
        const bool civilization =
            province.holder == Holder::Active || province.holder == Holder::Declining;
        if (civilization && province.player == player)
            ++held;
    }
    return held;
}

} // namespace

class TestGameStatistics : public QObject
{
    Q_OBJECT

private slots:
    void corpus_data();
    void pointsBySourceAddUpToTheFinalScore_data() { corpus_data(); }
    void pointsBySourceAddUpToTheFinalScore();
    void provincesPerRoundAreTheStateAtEachRoundsEnd_data() { corpus_data(); }
    void provincesPerRoundAreTheStateAtEachRoundsEnd();
    void everySourceAndEveryLossOccursInTheCorpus();
    void anIllegalActionGivesNoStatistics();
};

void TestGameStatistics::corpus_data()
{
    QTest::addColumn<QString>("file");
    for (const CorpusRecipe &recipe : recipes())
        QTest::newRow(qPrintable(recipe.file)) << recipe.file;
}

void TestGameStatistics::pointsBySourceAddUpToTheFinalScore()
{
    QFETCH(QString, file);
    const auto game = load(file);
    QVERIFY(game);
    QVERIFY(game->state.isOver());
    const GameStatistics statistics = statisticsOf(*game);
    QCOMPARE(static_cast<int>(statistics.players.size()), game->state.playerCount());
    for (int p = 0; p < game->state.playerCount(); ++p) {
        const PlayerState &seat = game->state.player(p);
        const PlayerStatistics &player = statistics.players[static_cast<std::size_t>(p)];
        QCOMPARE(player.finalScore, seat.score);
        QCOMPARE(player.points.total(), seat.score);
        QVERIFY(player.points.passingOver <= 0);
        QVERIFY(player.points.coinsCollected >= 0);
        QCOMPARE(player.pawnsLost.total(), seat.pawnsRemoved);
        QCOMPARE(player.civilizations, seat.civilizationsChosen);
        QCOMPARE(player.virtualPlayer, seat.virtualPlayer);
        // Every civilization but the active one went into decline.
        QCOMPARE(player.declines, seat.civilizationsChosen - (seat.active ? 1 : 0));
    }
}

void TestGameStatistics::provincesPerRoundAreTheStateAtEachRoundsEnd()
{
    QFETCH(QString, file);
    const auto game = load(file);
    QVERIFY(game);
    const GameStatistics statistics = statisticsOf(*game);
    const auto model =
        ReplayModel::build(game->state.board, game->saved.options, game->saved.actions);
    QVERIFY(model);
    // Each round ends with the last action of its last turn.
    std::vector<int> roundEnds;
    for (const TurnSpan &turn : model->turns()) {
        if (static_cast<int>(roundEnds.size()) < turn.round)
            roundEnds.resize(static_cast<std::size_t>(turn.round));
        roundEnds[static_cast<std::size_t>(turn.round - 1)] = turn.lastAction + 1;
    }
    QCOMPARE(statistics.completedRounds, static_cast<int>(roundEnds.size()));
    for (std::size_t round = 0; round < roundEnds.size(); ++round) {
        const GameState state = model->stateAt(roundEnds[round]);
        for (int p = 0; p < state.playerCount(); ++p) {
            const PlayerStatistics &player = statistics.players[static_cast<std::size_t>(p)];
            QCOMPARE(player.provincesPerRound.size(), roundEnds.size());
            QCOMPARE(player.provincesPerRound[round], countHeld(state, p));
        }
    }
}

void TestGameStatistics::everySourceAndEveryLossOccursInTheCorpus()
{
    // The sources are told apart, not lumped: over the corpus each one counts something.
    PointsBySource points;
    PawnsLost lost;
    for (const CorpusRecipe &recipe : recipes()) {
        const auto game = load(recipe.file);
        QVERIFY(game);
        for (const PlayerStatistics &player : statisticsOf(*game).players) {
            points.start += player.points.start;
            points.provinces += player.points.provinces;
            for (const auto &[tile, value] : player.points.tiles)
                points.tiles[tile] += value;
            points.coinsCollected += player.points.coinsCollected;
            points.passingOver += player.points.passingOver;
            points.declined += player.points.declined;
            lost.toConquests += player.pawnsLost.toConquests;
            lost.atDeclines += player.pawnsLost.atDeclines;
            lost.inOwnTurns += player.pawnsLost.inOwnTurns;
        }
    }
    QVERIFY(points.start > 0); // every player starts with points (Classic: 10)
    QVERIFY(points.provinces > 0);
    QVERIFY(points.tilesTotal() > 0);
    QVERIFY(points.tiles.contains(TileKind::Slavery));
    QVERIFY(points.coinsCollected > 0);
    QVERIFY(points.passingOver < 0);
    QVERIFY(points.declined > 0);
    QVERIFY(lost.toConquests > 0);
    QVERIFY(lost.atDeclines > 0);
    QVERIFY(lost.inOwnTurns > 0);
}

void TestGameStatistics::anIllegalActionGivesNoStatistics()
{
    const auto game = load(recipes().front().file);
    QVERIFY(game);
    std::vector<Action> actions = game->saved.actions;
    actions.insert(actions.begin(), Action::decline()); // no civilization to decline yet
    QString error;
    QVERIFY(!GameStatistics::fromGame(game->state.board, game->saved.options, actions, &error));
    QVERIFY(!error.isEmpty());
}

QTEST_GUILESS_MAIN(TestGameStatistics)
#include "test_gamestatistics.moc"
