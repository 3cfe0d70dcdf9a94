// Conquest costs and targets of the Online 2013 rules on the map made for them, maps/mediterranean:
// its rivers, deserts, forests, mountains and the Propontis, a controllable sea. Each test quotes
// the sentence of the online text it checks.

#include "game/play.h"
#include "mapformat/maploader.h"
#include "onlinepositions.h"

#include <QTest>

#include <set>

using namespace vinci;
using namespace vinci::positions;
using namespace vinci::online;

namespace {

/** maps/mediterranean, loaded once with the map loader as the game loads it. */
std::shared_ptr<const ProvinceGraph> mediterraneanBoard()
{
    static const auto board = [] {
        const MapLoadResult loaded =
            MapLoader::load(QStringLiteral(VINCI_SOURCE_DIR "/maps/mediterranean"));
        Q_ASSERT_X(loaded.ok(), "mediterraneanBoard", qPrintable(loaded.errorString()));
        return loaded.map->graph;
    }();
    return board;
}

/**
 * A 3-player online game on the Mediterranean with an empty board, player 0 active with these
 * tiles and 20 pawns, holding `home` with one pawn, collecting at the start of its turn.
 */
GameState holding(const char *home, TileKind first = TileKind::Barbarians,
                  TileKind second = TileKind::Nomadic)
{
    GameState state = onlineGame(3, mediterraneanBoard());
    clearBoard(state);
    giveActive(state, 0, first, second, 20);
    active(state, home, 0, 1);
    startTurn(state, 0);
    if (const auto refusal = applyInPlace(state, Action::expand()))
        qFatal("expand refused: %s", qPrintable(refusal->message));
    return state;
}

/** The provinces a Conquer of the acting player's legal actions names. */
std::set<AreaIndex> conquerable(const GameState &state)
{
    std::set<AreaIndex> areas;
    for (const Action &action : legalActions(state)) {
        if (action.type == ActionType::Conquer && !action.espionage)
            areas.insert(action.area);
    }
    return areas;
}

} // namespace

class TestRulesOnlineMediterranean : public QObject
{
    Q_OBJECT

private slots:
    void theMapIsForTheOnlineRules()
    {
        // "The number of extra pawns is showed on each map." (Online 2013, Set-up)
        const auto board = mediterraneanBoard();
        QVERIFY(board->classicTable().isEmpty());
        QVERIFY(board->online2013Table().playerCounts == (std::vector<int>{2, 3, 4, 5}));
        QCOMPARE(onlineGame(3, board).rules().id, RuleSetId::Online2013);
    }

    void terrainDefence_data()
    {
        QTest::addColumn<QString>("home");
        QTest::addColumn<QString>("target");
        QTest::addColumn<int>("cost");
        // Each target empty, attacked from a province that is not a mountain.
        QTest::newRow("Plains (yellow) 2") << u"galatia"_qs << u"lydia"_qs << 2;
        QTest::newRow("Meadow (green) 2") << u"lycia"_qs << u"galatia"_qs << 2;
        QTest::newRow("Normal (brown) 2") << u"galatia"_qs << u"cappadocia"_qs << 2;
        QTest::newRow("Forest (dark green) 3") << u"galatia"_qs << u"pontus"_qs << 3;
        QTest::newRow("Mountains (grey) 3") << u"galatia"_qs << u"taurus"_qs << 3;
        QTest::newRow("Deserts (light yellow) 2") << u"judea"_qs << u"sinai"_qs << 2;
        QTest::newRow("Rivers (light blue) 1") << u"upper-egypt"_qs << u"upper-nile"_qs << 1;
        QTest::newRow("the Euphrates, a river") << u"syria"_qs << u"upper-euphrates"_qs << 1;
        QTest::newRow("the Tigris, a river") << u"assyria"_qs << u"tigris"_qs << 1;
    }
    void terrainDefence()
    {
        // "To get the control of a Province the player need to use as many pawns as the defense
        // of the province." "Plains (yellow)..........2 Meadow (green)...........2 Normal
        // (brown)...........2 Forest (dark green)......3 Mountains (grey).........3 Deserts
        // (light yellow)...2 Rivers (light blue)......1" (Online 2013, Expansion)
        QFETCH(QString, home);
        QFETCH(QString, target);
        QFETCH(int, cost);
        GameState state = holding(qPrintable(home));
        QCOMPARE(costOf(state, 0, qPrintable(target)), cost);
        const int hand = state.player(0).active->hand;
        PLAY(state, Action::conquer(area(state, qPrintable(target))));
        QCOMPARE(state.player(0).active->hand, hand - cost);
        QCOMPARE(holderAt(state, qPrintable(target)), Holder::Active);
    }

    void defendingPawnsAndForts()
    {
        // "+1 pawn for every neutral or enemy pawn currently residing in the province. +1 if the
        // province has a Fort (white disc)." (Online 2013, Expansion) The Nile with two
        // neutral pawns, then a forest held by another player behind a fort.
        GameState state = holding("upper-egypt");
        neutral(state, "upper-nile", 2);
        QCOMPARE(costOf(state, 0, "upper-nile"), 1 + 2);
        giveActive(state, 1, TileKind::Weapons, TileKind::Culture);
        active(state, "lower-egypt", 1, 1, true);
        QCOMPARE(costOf(state, 0, "lower-egypt"), 2 + 1 + 1);
    }

    void adjacentOwnMountain()
    {
        // "-1 if the expanding player controls a mountain province adjacent to the target
        // province." (Online 2013, Expansion) The Taurus held: Cilicia (plains) costs 1, the
        // Euphrates (a river) cannot go below one.
        GameState state = holding("taurus");
        QCOMPARE(costOf(state, 0, "cilicia"), 2 - 1);
        const ConquestCost cost = *cheapestConquest(state, 0, area(state, "cilicia"), false);
        QCOMPARE(cost.approach.from, area(state, "taurus"));
        QCOMPARE(costOf(state, 0, "upper-euphrates"), 1);
    }

    void defenceNeverBelowOne()
    {
        // "The Defense of the province is calculated as follows (defense can never be less than
        // 1)" (Online 2013, Expansion); "The conquest of regions now always need at least one
        // pawn" (Online 2013, Changes). From the Zagros (a mountain) with Weapons and Drakkar:
        // the Tigris, 1 - 1 mountain - 1 Weapons - 1 Drakkar, still costs one pawn.
        GameState state = holding("zagros", TileKind::Weapons, TileKind::Drakkar);
        const ConquestCost cost = *cheapestConquest(state, 0, area(state, "tigris"), false);
        QCOMPARE(cost.total, 1);
        QCOMPARE(cost.parts.back().term, CostTerm::NeverNegative);
        PLAY(state, Action::conquer(area(state, "tigris")));
        QCOMPARE(pawnsAt(state, "tigris"), 1);
        // Elam (normal), next to the Zagros: 2 - 1 - 1 = 0, so 1.
        QCOMPARE(costOf(state, 0, "elam"), 1);
    }

    void propontisIsAControllableSea()
    {
        // "Note: On some maps there are light blue regions that represent controllable seas.
        // They have the same defence and rules as the rivers." (Online 2013, Expansion) The
        // Propontis costs one pawn like a river, is held like a province, scores nothing.
        const auto board = mediterraneanBoard();
        const AreaIndex propontis = *board->indexOf(u"propontis");
        QCOMPARE(board->area(propontis).terrain, Terrain::ControllableSea);
        QVERIFY(board->area(propontis).isLand());
        GameState state = holding("thrace");
        QCOMPARE(costOf(state, 0, "propontis"), 1);
        PLAY(state, Action::conquer(propontis));
        QCOMPARE(holderAt(state, "propontis"), Holder::Active);
        // "Mountain, desert and river provinces, however, score 0 points." (Online 2013)
        QCOMPARE(state.rules().provinceValue(Terrain::ControllableSea), 0);
        // From the Propontis on to Bithynia, a forest: 3.
        QCOMPARE(costOf(state, 0, "bithynia"), 3);
    }

    void galleysNextToARiverOrASea_data()
    {
        QTest::addColumn<QString>("home");
        QTest::addColumn<QString>("target");
        QTest::addColumn<int>("cost");
        QTest::newRow("next to a sea zone") << u"galatia"_qs << u"lydia"_qs << 2 - 1;
        QTest::newRow("next to a river, no sea")
            << u"upper-mesopotamia"_qs << u"babylonia"_qs << 2 - 1;
        QTest::newRow("next to the Propontis and the Black Sea")
            << u"galatia"_qs << u"bithynia"_qs << 3 - 1;
        QTest::newRow("a river itself, next to another")
            << u"syria"_qs << u"upper-euphrates"_qs << 1;
        QTest::newRow("inland, no water near") << u"lycia"_qs << u"galatia"_qs << 2;
        QTest::newRow("a mountain next to a river") << u"galatia"_qs << u"taurus"_qs << 3 - 1;
    }
    void galleysNextToARiverOrASea()
    {
        // "Galleys. Expanding into a province next to a river or a sea costs one pawn less."
        // (Online 2013, Civilization Tiles)
        QFETCH(QString, home);
        QFETCH(QString, target);
        QFETCH(int, cost);
        GameState state = holding(qPrintable(home), TileKind::ShipBuilding, TileKind::Nomadic);
        QCOMPARE(costOf(state, 0, qPrintable(target)), cost);
    }

    void targetsAreTheNeighbours()
    {
        // "Once the starting province is conquered, the civilization can expand into adjacent
        // provinces, and then keep expanding from the newly-conquered provinces." "The sea
        // regions (dark blue) are never occupied." (Online 2013) From Thrace: its land and coast
        // neighbours, the Propontis among them, never a sea zone.
        const GameState state = holding("thrace");
        const auto board = mediterraneanBoard();
        const AreaIndex thrace = *board->indexOf(u"thrace");
        const auto &near = board->neighbours(thrace);
        QCOMPARE(conquerable(state), std::set<AreaIndex>(near.begin(), near.end()));
        QVERIFY(conquerable(state).count(*board->indexOf(u"propontis")));
        QVERIFY(conquerable(state).count(*board->indexOf(u"bithynia"))); // across a coast
        for (AreaIndex sea : board->seaAreas())
            QVERIFY(!conquerable(state).count(sea));
    }

    void enteringTargetsAreTheStartProvinces()
    {
        // "The starting province can be a land province that touches any edge of the board, or
        // a land province that can be reached from the edge of the board by crossing only one
        // sea (dark blue) region." (Online 2013, Choosing a starting province)
        GameState state = onlineGame(3, mediterraneanBoard());
        clearBoard(state);
        giveActive(state, 0, TileKind::Barbarians, TileKind::Nomadic, 20);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        std::set<AreaIndex> starts;
        for (AreaIndex land : state.board->landAreas()) {
            if (state.board->isStartArea(land))
                starts.insert(land);
        }
        QCOMPARE(conquerable(state), starts);
        // The Upper Nile touches the board's southern edge; Babylonia lies inland.
        QVERIFY(starts.count(area(state, "upper-nile")));
        QVERIFY(!starts.count(area(state, "babylonia")));
        QCOMPARE(costOf(state, 0, "upper-nile"), 1);
    }
};

QTEST_GUILESS_MAIN(TestRulesOnlineMediterranean)
#include "test_rules_online_mediterranean.moc"
