#include "map/breadthfirst.h"
#include "map/marchgraph.h"
#include "map/provincegraph.h"
#include "testmaps.h"

#include <QTest>

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
     * The board's breadth-first search (Boost.Graph's) over a civilization's march: a step is
     * one neighbour away, or one crossing of the sea with Astronomy; it goes no further than its
     * horizon. Checked from every province against the neighbours the board derives.
     */
    void marchStepsCountNeighbourhoods_data()
    {
        QTest::addColumn<bool>("acrossSeas");
        QTest::newRow("by land") << false;
        QTest::newRow("with Astronomy") << true;
    }
    void marchStepsCountNeighbourhoods()
    {
        QFETCH(bool, acrossSeas);
        constexpr int horizon = 2;
        const auto oneStep = [&](AreaIndex from) {
            std::vector<AreaIndex> next = board.neighbours(from);
            if (acrossSeas)
                next.insert(next.end(), board.acrossSea(from).begin(), board.acrossSea(from).end());
            return next;
        };
        for (AreaIndex from : board.landAreas()) {
            const std::vector<int> steps =
                stepsFrom(MarchGraph{&board, acrossSeas}, std::vector{from}, 0, horizon);
            // Expected: 0 here, 1 one step away, 2 one step further, horizon + 1 beyond.
            std::vector<int> expected(std::size_t(board.areaCount()), horizon + 1);
            expected[std::size_t(from)] = 0;
            for (AreaIndex near : oneStep(from)) {
                if (expected[std::size_t(near)] > 1)
                    expected[std::size_t(near)] = 1;
            }
            for (AreaIndex near : oneStep(from)) {
                for (AreaIndex far : oneStep(near)) {
                    if (expected[std::size_t(far)] > 2)
                        expected[std::size_t(far)] = 2;
                }
            }
            QCOMPARE(steps, expected);
        }
        // Sources may start further away (a civilization entering at the start provinces).
        const std::vector<int> entering =
            stepsFrom(MarchGraph{&board, false}, std::vector{at("ireland"), at("scotland")}, 1, 3);
        QCOMPARE(entering[std::size_t(at("ireland"))], 1);
        QCOMPARE(entering[std::size_t(at("scotland"))], 1);
        QCOMPARE(entering[std::size_t(at("england"))], 2);
        // Across the sea, Norway is one step from Ireland (1999 rules, English, Astronomy).
        QCOMPARE(stepsFrom(MarchGraph{&board, true}, std::vector{at("ireland")}, 0,
                           3)[std::size_t(at("norway"))],
                 1);
        QVERIFY(stepsFrom(MarchGraph{&board, false}, std::vector{at("ireland")}, 0,
                          3)[std::size_t(at("norway"))] > 1);
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
