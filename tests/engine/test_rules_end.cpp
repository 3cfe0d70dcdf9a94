// Rule clauses of the end of the game. Each test quotes the sentence it checks, naming the text
// and its section (the 1999 rules, the errata).

#include "positions.h"

#include <QTest>

using namespace vinci;
using namespace vinci::positions;

namespace {

/** Four players on the empty example board, each holding one province, player 0 first. */
GameState fourEmpires()
{
    GameState state = newPosition(4);
    clearBoard(state);
    const char *homes[] = {"ireland", "france", "south-italy", "norway"};
    for (int p = 0; p < 4; ++p) {
        giveActive(state, p, TileKind::Barbarians, TileKind::Barbarians);
        active(state, homes[p], p, 2);
    }
    return state;
}

/** Plays the current player's turn: expand, no conquest, every pawn back. */
void quietTurn(GameState &state)
{
    const int me = state.currentPlayer;
    QVERIFY(!applyInPlace(state, Action::expand()));
    QVERIFY(!applyInPlace(state, Action::endConquest()));
    const auto own = provincesOf(state, me, Holder::Active);
    while (state.player(me).active->hand > 0)
        QVERIFY(!applyInPlace(state, Action::place(own.front())));
    QVERIFY(!applyInPlace(state, Action::endReorganization()));
}

} // namespace

/** The end of the game: the target, the last round, the winners. */
class TestRulesEnd : public QObject
{
    Q_OBJECT

private slots:
    void targetByPlayerCount_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("target");
        QTest::addRow("3 players") << 3 << 150;
        QTest::addRow("4 players") << 4 << 120;
        QTest::addRow("5 players") << 5 << 100;
        QTest::addRow("6 players") << 6 << 100;
    }
    void targetByPlayerCount()
    {
        // "The game ends when a player reaches the required number of victory points: 100 with
        // 5-6 players, 120 with 4 players, and 150 with 3 players." (1999 rules, English)
        QFETCH(int, players);
        QFETCH(int, target);
        QCOMPARE(newPosition(players).victoryTarget, target);
        // A map without its own table falls back on the rulebook's.
        const auto bare = BoardBuilder().land("alone", Terrain::Farmland, true).build();
        QCOMPARE(newPosition(players, bare).victoryTarget, target);
    }

    void targetMayBeChanged()
    {
        // "For a longer or shorter game, players may modify the target number of victory
        // points." (1999 rules, English)
        GameOptions options;
        options.victoryTarget = 60;
        QCOMPARE(newPosition(5, exampleBoard(), options).victoryTarget, 60);
    }

    void theRoundIsCompleted()
    {
        // "When a player reaches the required point total, the round of turns is still
        // concluded. (Each player will therefore have the same number of turns. The player
        // sitting to the right of the player who started the game will play the last turn.)"
        // (1999 rules, English)
        GameState state = fourEmpires();
        state.player(1).score = 119;
        startTurn(state, 1);
        quietTurn(state);
        QCOMPARE(state.player(1).score, 120);
        QVERIFY(state.lastRound);
        QCOMPARE(state.phase, Phase::TurnStart);
        QCOMPARE(state.currentPlayer, 2);
        quietTurn(state);
        QCOMPARE(state.currentPlayer, 3);
        quietTurn(state);
        // Player 3 sits to the right of player 0, who started: the game is over.
        QCOMPARE(state.phase, Phase::GameOver);
        QVERIFY(state.winners == std::vector<int>{1});
    }

    void theFirstPlayerReachingLetsEveryoneFinish()
    {
        // "(Each player will therefore have the same number of turns.)" (1999 rules, English)
        GameState state = fourEmpires();
        state.player(0).score = 125;
        startTurn(state, 0);
        quietTurn(state);
        for (int next = 1; next < 4; ++next) {
            QCOMPARE(state.currentPlayer, next);
            QVERIFY(!state.isOver());
            quietTurn(state);
        }
        QVERIFY(state.isOver());
    }

    void theLastSeatReachingEndsAtOnce()
    {
        // "The player sitting to the right of the player who started the game will play the last
        // turn." (1999 rules, English)
        GameState state = fourEmpires();
        state.player(3).score = 119;
        startTurn(state, 3);
        quietTurn(state);
        QVERIFY(state.isOver());
        QCOMPARE(state.actingPlayer(), -1);
        QVERIFY(legalActions(state).empty());
        REFUSED(state, Action::expand(), RejectionCode::GameIsOver);
    }

    void mostPointsWin()
    {
        // "The player with the most points then wins the game." (1999 rules, English): a later
        // player may overtake the one who reached the target.
        GameState state = fourEmpires();
        state.player(1).score = 119;
        state.player(3).score = 125;
        startTurn(state, 1);
        quietTurn(state);
        quietTurn(state);
        quietTurn(state);
        QVERIFY(state.isOver());
        QVERIFY(state.winners == std::vector<int>{3});
    }

    void tiesAreWrittenDown()
    {
        // "The player with the most points then wins the game." (1999 rules, English) The
        // rules break no tie: every player on the top score is a winner
        // (docs/rules-decisions.md D25).
        GameState state = fourEmpires();
        state.player(1).score = 119;
        state.player(3).score = 119;
        startTurn(state, 1);
        quietTurn(state);
        quietTurn(state);
        quietTurn(state);
        QVERIFY(state.isOver());
        QVERIFY((state.winners == std::vector<int>{1, 3}));
    }

    void touchingTheTargetThenPayingDoesNotEnd_data()
    {
        QTest::addColumn<int>("slot");
        QTest::addColumn<bool>("lastRound");
        QTest::addRow("civilization I: stays at the target") << 0 << true;
        QTest::addRow("civilization VI: pays back below it") << 5 << false;
    }
    void touchingTheTargetThenPayingDoesNotEnd()
    {
        // "When a player reaches the required point total, the round of turns is still
        // concluded." (1999 rules, English) "Quand un joueur atteint le total requis, on termine
        // quand même le tour de table" (1999 rules, French). A declining turn scores, then the
        // new civilization is chosen and paid for, in the same turn: the total is read when the
        // turn is complete (docs/rules-decisions.md D25).
        QFETCH(int, slot);
        QFETCH(bool, lastRound);
        GameState state = fourEmpires();
        state.victoryTarget = 100;
        active(state, "scotland", 0, 1);
        state.player(0).score = 99;
        startTurn(state, 0);
        PLAY(state, Action::decline());
        QVERIFY(state.player(0).score >= 100);
        PLAY(state, Action::choose(slot));
        QCOMPARE(state.player(0).score >= 100, lastRound);
        QCOMPARE(state.lastRound, lastRound);
    }
};

QTEST_APPLESS_MAIN(TestRulesEnd)
#include "test_rules_end.moc"
