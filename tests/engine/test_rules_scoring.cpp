// Rule clauses of counting victory points. Each test quotes the sentence it checks, naming the
// text and its section (the 1999 rules, the errata).

#include "positions.h"
#include "rules/scoring.h"

#include <QTest>

using namespace vinci;
using namespace vinci::positions;
using namespace Qt::StringLiterals;

namespace {

/** Plays an expansion turn without conquest; returns the points it scored. */
int scoreOfQuietTurn(GameState &state)
{
    const int before = state.player(state.currentPlayer).score;
    const int me = state.currentPlayer;
    if (applyInPlace(state, Action::expand()) || applyInPlace(state, Action::endConquest()))
        return -1000;
    const auto own = provincesOf(state, me, Holder::Active);
    while (state.player(me).active->hand > 0) {
        if (applyInPlace(state, Action::place(own.front())))
            return -1000;
    }
    if (applyInPlace(state, Action::endReorganization()))
        return -1000;
    return state.player(me).score - before;
}

} // namespace

/** Counting victory points. */
class TestRulesScoring : public QObject
{
    Q_OBJECT

private slots:
    void onePointPerProvinceMountainsNone_data()
    {
        QTest::addColumn<QString>("province");
        QTest::addColumn<int>("points");
        QTest::addRow("farmland") << u"france"_s << 1;
        QTest::addRow("prairie") << u"brittany"_s << 1;
        QTest::addRow("forest") << u"provence"_s << 1;
        QTest::addRow("mountain") << u"alps"_s << 0;
        QTest::addRow("mountain with a mine") << u"apennines"_s << 0;
    }
    void onePointPerProvinceMountainsNone()
    {
        // "At the end of the turn, the player scores one point for each province controlled by
        // their civilizations (including their declining civilization, if any). Mountain
        // provinces, however, score 0 points." (1999 rules, English)
        QFETCH(QString, province);
        QFETCH(int, points);
        GameState state = civ(TileKind::Barbarians, TileKind::Militia, 0);
        state.at(state.board->indexOf(province).value()) =
            ProvinceState{Holder::Active, 0, 2, false};
        startTurn(state, 0);
        QCOMPARE(scoreOfQuietTurn(state), points);
    }

    void bothEmpiresScore()
    {
        // "Each player scores points for the provinces of two civilizations - their active
        // empire, and their declining one (if any)." (1999 rules, English)
        GameState state = civ(TileKind::Barbarians, TileKind::Militia, 0);
        giveDeclining(state, 0);
        active(state, "south-italy", 0, 1);
        active(state, "apennines", 0, 1);
        declining(state, "ireland", 0);
        declining(state, "scotland", 0);
        declining(state, "alps", 0);
        startTurn(state, 0);
        const ScoreBreakdown preview = expansionScore(state, 0);
        QCOMPARE(preview.total, 1 + 2);
        QCOMPARE(preview.declining.front().points, 2);
        QCOMPARE(scoreOfQuietTurn(state), 3);
    }

    void tilesServeTheirOwnEmpireOnly()
    {
        // "Note: These two civilizations are treated separately; civilization tiles of the
        // active civilization do not benefit the declining one, and vice versa."
        // (1999 rules, English)
        GameState state = civ(TileKind::Currency, TileKind::Agriculture, 0);
        giveDeclining(state, 0, CivilizationTiles{{TileKind::LivestockBreedingDecline}, 1});
        active(state, "south-italy", 0, 1); // farmland: 1 + Currency + Agriculture
        declining(state, "ireland", 0);     // prairie: 1 + Livestock Breeding
        declining(state, "france", 0);      // farmland: 1, no Currency, no Agriculture
        startTurn(state, 0);
        QCOMPARE(scoreOfQuietTurn(state), 3 + 2 + 1);
    }

    void scoredAfterReorganization()
    {
        // "3. Reorganizing tokens and checking cohesion. 4. Counting Victory Points."
        // (1999 rules, English): provinces lost at the reorganization do not score.
        GameState state = civ(TileKind::Weapons, TileKind::Specialization, 0);
        active(state, "alps", 0, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "north-italy")));
        QCOMPARE(state.player(0).score, 10);
        PLAY(state, Action::endConquest());
        QCOMPARE(state.player(0).score, 10);
        std::vector<GameEvent> events;
        QVERIFY(!applyInPlace(state, Action::endReorganization(), &events));
        // Northern Italy (no pawn) is lost first, then the Alps score 0.
        QCOMPARE(events.at(0).kind, EventKind::ProvinceLost);
        QCOMPARE(events.at(1).kind, EventKind::Scored);
        QCOMPARE(events.at(1).amount, 0);
        QCOMPARE(state.player(0).score, 10);
    }

    void decliningEmpireScoresWithItsTiles()
    {
        // "The provinces still held by the civilization in decline continue to score points for
        // the player" (1999 rules, English); the tiles with a broken column "remain active
        // during an empire's decline".
        GameState state = civ(TileKind::Barbarians, TileKind::Militia, 0);
        giveDeclining(state, 0,
                      CivilizationTiles::pair(TileKind::MiningDecline, TileKind::Specialization));
        active(state, "ireland", 0, 1);
        declining(state, "norway", 0);
        startTurn(state, 0);
        // Ireland 1; Norway 1 + 2 x 2 for Mining doubled.
        QCOMPARE(scoreOfQuietTurn(state), 1 + 5);
    }

    void declineTurnScoresTheDecliningEmpire()
    {
        // "4. The player scores points (without any of the advantages formerly given by the
        // removed civilization tiles)." (1999 rules, English)
        GameState state = civ(TileKind::Currency, TileKind::Mining, 0);
        active(state, "norway", 0, 3);
        active(state, "alps", 0, 1);
        startTurn(state, 0);
        PLAY(state, Action::decline());
        QCOMPARE(state.player(0).score, 10 + 1);
    }

    void choosingScoresNoProvince()
    {
        // "Each player takes their first turn, which consists merely of choosing their first
        // civilization" (1999 rules, English): no points but the price and the coins.
        GameState state = newPosition(3);
        std::vector<GameEvent> events;
        QVERIFY(!applyInPlace(state, Action::choose(0), &events));
        for (const GameEvent &event : events)
            QVERIFY(event.kind != EventKind::Scored);
        QCOMPARE(state.player(0).score, 10);
    }
};

QTEST_APPLESS_MAIN(TestRulesScoring)
#include "test_rules_scoring.moc"
