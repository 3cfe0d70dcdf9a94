#include "map/breadthfirst.h"
#include "map/provincegraph.h"
#include "testmaps.h"

#include <QTest>

#include <algorithm>

using namespace vinci;
using namespace Qt::StringLiterals;

/** The board model: ids, derived neighbours, start provinces, coasts and seas. */
class TestProvinceGraph : public QObject
{
    Q_OBJECT

private:
    ProvinceGraph board = *ProvinceGraph::fromMapData(testmaps::rulesExampleMapData());
    AreaIndex at(const char *id) const { return *board.indexOf(QString::fromLatin1(id)); }

private slots:
    void countsAreasByKind()
    {
        QCOMPARE(board.landAreas().size(), std::size_t(11));
        QCOMPARE(board.seaAreas().size(), std::size_t(5));
        QVERIFY(!board.indexOf(u"atlantis"));
    }

    void areaVectorHoldsOneValuePerArea()
    {
        // One value per area of the board, indexed by the graph's own index.
        AreaVector<int> pawns(board.areaCount(), 0);
        QCOMPARE(pawns.size(), board.areaCount());
        pawns[at("scotland")] = 3;
        QCOMPARE(pawns[at("scotland")], 3);
        QVERIFY(pawns.contains(0) && pawns.contains(board.areaCount() - 1));
        QVERIFY(!pawns.contains(-1) && !pawns.contains(board.areaCount()));
        std::vector<AreaIndex> visited;
        for (const AreaIndex area : pawns.areas())
            visited.push_back(area);
        QCOMPARE(static_cast<int>(visited.size()), board.areaCount());
        QVERIFY(std::is_sorted(visited.begin(), visited.end()) && visited.front() == 0);
        AreaVector<int> same(board.areaCount(), 0);
        QVERIFY(!(same == pawns));
        same[at("scotland")] = 3;
        QVERIFY(same == pawns);
        QCOMPARE(static_cast<int>(std::count(pawns.begin(), pawns.end(), 0)),
                 board.areaCount() - 1);
    }

    void startProvinces_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("isStart");
        // "Thus, a player can start in Scotland or Ireland, but not in France or Northern
        // Italy." (1999 rules, English)
        QTest::newRow("Ireland touches the edge") << u"ireland"_s << true;
        QTest::newRow("Scotland is one sea from the edge") << u"scotland"_s << true;
        QTest::newRow("France is inland") << u"france"_s << false;
        QTest::newRow("Northern Italy's sea does not touch the edge") << u"north-italy"_s << false;
    }
    void startProvinces()
    {
        QFETCH(QString, id);
        QFETCH(bool, isStart);
        QCOMPARE(board.isStartArea(*board.indexOf(id)), isStart);
    }

    void coastsMakeNeighbours()
    {
        // "Two provinces are adjacent if they share a common white border, or share an adjacent
        // coastline. For example, Ireland is adjacent to Scotland." (1999 rules, English)
        QVERIFY(board.areNeighbours(at("ireland"), at("scotland")));
        QVERIFY(board.areNeighbours(at("scotland"), at("ireland")));
        QCOMPARE(board.linkKind(at("north-italy"), at("south-italy")), LinkKind::Coast);
        QVERIFY(!board.areNeighbours(at("ireland"), at("norway")));
        QVERIFY(board.isCoastal(at("north-italy")));
        QVERIFY(!board.isCoastal(at("france")) || board.linkKind(at("france"), at("england")));
        QVERIFY(!board.isCoastal(at("alps")));
    }

    void sharedCoasts()
    {
        // "Absorber une province coûte un pion de moins si la province de départ et la province
        // absorbée ont une côte commune (partagent une même zone bleu clair)." (1999 rules,
        // French) A coast link, or a white border between two shores of one sea zone.
        QVERIFY(board.shareCoast(at("ireland"), at("scotland")));
        QVERIFY(board.shareCoast(at("north-italy"), at("south-italy")));
        QCOMPARE(board.linkKind(at("scotland"), at("england")), LinkKind::Land);
        QVERIFY(board.shareCoast(at("scotland"), at("england")));
        QVERIFY(board.shareCoast(at("england"), at("scotland")));
        // Provence on the Mediterranean, Northern Italy on the Tyrrhenian: two seas.
        QVERIFY(!board.shareCoast(at("provence"), at("north-italy")));
        // The Alps touch no sea; Ireland and Norway are not neighbours at all.
        QVERIFY(!board.shareCoast(at("alps"), at("north-italy")));
        QVERIFY(!board.shareCoast(at("ireland"), at("norway")));
    }

    void seaReachOfStartProvinces()
    {
        // "ainsi que lors de l'entrée en jeu d'un peuple, si celle-ci se fait par mer" (1999
        // rules, French): which provinces touch a sea zone, and one on the board's edge.
        QVERIFY(board.touchesEdgeSea(at("ireland")));
        QVERIFY(board.touchesEdgeSea(at("scotland")));
        QVERIFY(board.touchesSea(at("north-italy")));
        QVERIFY(!board.touchesEdgeSea(at("north-italy")));
        QVERIFY(board.isCoastal(at("france")));
        QVERIFY(!board.touchesSea(at("france")));
    }

    void seasLinkDistantShores()
    {
        // "Expansion may take place across one or more sea (dark blue) regions. Example: Ireland
        // to Norway, then to Southern Italy." (1999 rules, English, Astronomy)
        const auto &fromIreland = board.acrossSea(at("ireland"));
        QVERIFY(std::find(fromIreland.begin(), fromIreland.end(), at("norway")) !=
                fromIreland.end());
        const auto &fromNorway = board.acrossSea(at("norway"));
        QVERIFY(std::find(fromNorway.begin(), fromNorway.end(), at("south-italy")) !=
                fromNorway.end());
        const auto &fromAlps = board.acrossSea(at("alps"));
        QVERIFY(fromAlps.empty());
    }

    /**
     * The board's breadth-first search (Boost.Graph's, engine/map/breadthfirst.h) counts the
     * links from its sources and goes no further than its horizon. Checked from every area of
     * the board against its links, and from several sources that start further away.
     */
    void stepsCountLinksUpToTheHorizon()
    {
        const AreaGraph &graph = board.graph();
        constexpr int horizon = 2;
        const auto linked = [&](std::size_t from) {
            const auto [first, last] = boost::adjacent_vertices(from, graph);
            return std::vector<std::size_t>(first, last);
        };
        for (std::size_t from = 0; from < std::size_t(board.areaCount()); ++from) {
            const std::vector<int> steps = stepsFrom(graph, std::vector{from}, 0, horizon);
            std::vector<int> expected(std::size_t(board.areaCount()), horizon + 1);
            expected[from] = 0;
            for (std::size_t near : linked(from))
                expected[near] = std::min(expected[near], 1);
            for (std::size_t near : linked(from)) {
                for (std::size_t far : linked(near))
                    expected[far] = std::min(expected[far], 2);
            }
            QCOMPARE(steps, expected);
        }
        const auto area = [&](const char *id) { return std::size_t(at(id)); };
        const std::vector<int> entering =
            stepsFrom(graph, std::vector{area("ireland"), area("scotland")}, 1, 3);
        QCOMPARE(entering[area("ireland")], 1);
        QCOMPARE(entering[area("scotland")], 1);
        QCOMPARE(entering[area("england")], 2);
        const std::vector<bool> reached = reachedFrom(graph, std::vector{area("ireland")});
        QVERIFY(std::all_of(reached.begin(), reached.end(), [](bool r) { return r; }));
    }

    void rejectsMapsThatLie_data()
    {
        QTest::addColumn<testmaps::GraphFault>("fault");
        for (testmaps::GraphFault fault : testmaps::graphFaults)
            QTest::addRow("fault %d", static_cast<int>(fault)) << fault;
    }
    void rejectsMapsThatLie()
    {
        QFETCH(testmaps::GraphFault, fault);
        QString error;
        QVERIFY(!ProvinceGraph::fromMapData(testmaps::rulesExampleWith(fault), &error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_APPLESS_MAIN(TestProvinceGraph)
#include "test_provincegraph.moc"
