#include "game/gameoptions.h"
#include "mapformat/maploader.h"

#include <QTest>

#include <algorithm>

using namespace vinci;
using namespace Qt::StringLiterals;

/**
 * maps/mediterranean, the board for the Online 2013 rules: it loads with no finding at all, the
 * engine's board has its rivers, deserts and controllable sea where its README says, and a
 * Classic game on it is refused.
 */
class TestMediterraneanMap : public QObject
{
    Q_OBJECT

    MapLoadResult m_result;

    const ProvinceGraph &board() const { return *m_result.map->graph; }
    AreaIndex at(const QString &id) const { return board().indexOf(id).value_or(-1); }
    int count(Terrain terrain) const
    {
        return int(std::count_if(board().landAreas().begin(), board().landAreas().end(),
                                 [&](AreaIndex i) { return board().area(i).terrain == terrain; }));
    }

private slots:
    void initTestCase()
    {
        m_result = MapLoader::load(QStringLiteral(VINCI_SOURCE_DIR "/maps/mediterranean"));
        QVERIFY2(m_result.ok(), qPrintable(m_result.errorString()));
        QStringList findings;
        for (const MapFinding &finding : m_result.findings)
            findings << finding.toString();
        QVERIFY2(findings.isEmpty(), qPrintable(findings.join(u'\n')));
    }

    void terrainsAndTables()
    {
        QCOMPARE(int(board().landAreas().size()), 55);
        QCOMPARE(count(Terrain::River), 5);
        QCOMPARE(count(Terrain::Desert), 6);
        QCOMPARE(count(Terrain::ControllableSea), 1);
        QCOMPARE(count(Terrain::Normal), 8);
        QVERIFY(board().classicTable().isEmpty());
        const RuleSetTable &online = board().online2013Table();
        QCOMPARE(online.playerCounts, (std::vector<int>{2, 3, 4, 5}));
        // "3 players 10, 4 players 6" as in the online text's example; 2 and 5 our choice.
        QCOMPARE(online.extraPawns, (std::map<int, int>{{2, 12}, {3, 10}, {4, 6}, {5, 4}}));
        QCOMPARE(online.rounds, (std::map<int, int>{{2, 13}, {3, 12}, {4, 11}, {5, 10}}));
    }

    void riversLieBetweenTheirBanks()
    {
        // A river is a province between the provinces of its two banks, which it separates.
        const std::vector<std::pair<QString, QString>> banks{
            {u"lower-nile"_s, u"lower-egypt"_s},
            {u"lower-nile"_s, u"sinai"_s},
            {u"upper-nile"_s, u"upper-egypt"_s},
            {u"upper-nile"_s, u"eastern-desert"_s},
            {u"tigris"_s, u"assyria"_s},
            {u"tigris"_s, u"upper-mesopotamia"_s},
            {u"lower-euphrates"_s, u"babylonia"_s},
            {u"lower-euphrates"_s, u"syrian-desert"_s},
            {u"upper-euphrates"_s, u"syria"_s},
            {u"upper-euphrates"_s, u"upper-mesopotamia"_s},
            {u"tigris"_s, u"lower-euphrates"_s},
            {u"upper-nile"_s, u"lower-nile"_s}};
        for (const auto &[river, bank] : banks) {
            QCOMPARE(board().area(at(river)).terrain, Terrain::River);
            QVERIFY2(board().linkKind(at(river), at(bank)) == LinkKind::Land,
                     qPrintable(river + u" - "_s + bank));
        }
        QVERIFY(!board().areNeighbours(at(u"upper-egypt"_s), at(u"eastern-desert"_s)));
        QVERIFY(!board().areNeighbours(at(u"assyria"_s), at(u"upper-mesopotamia"_s)));
    }

    void propontisAndStarts()
    {
        const AreaIndex propontis = at(u"propontis"_s);
        QCOMPARE(board().area(propontis).terrain, Terrain::ControllableSea);
        QVERIFY(board().areNeighbours(propontis, at(u"thrace"_s)));
        QVERIFY(board().areNeighbours(propontis, at(u"bithynia"_s)));
        QCOMPARE(board().linkKind(at(u"thrace"_s), at(u"bithynia"_s)), LinkKind::Coast);
        // Starts on every side; the coasts of the inner seas are not starts.
        for (const QString &id : {u"carthage"_s, u"moesia"_s, u"media"_s, u"hejaz"_s,
                                  u"lower-euphrates"_s, u"upper-nile"_s, u"propontis"_s})
            QVERIFY2(board().isStartArea(at(id)), qPrintable(id));
        for (const QString &id : {u"hellas"_s, u"lower-egypt"_s, u"phoenicia"_s, u"syria"_s,
                                  u"cyrenaica"_s, u"tigris"_s, u"crete"_s})
            QVERIFY2(!board().isStartArea(at(id)), qPrintable(id));
    }

    void classicGameIsRefused()
    {
        GameOptions options;
        options.playerCount = 4;
        const auto problem = checkOptions(options, board());
        QVERIFY(problem);
        QVERIFY2(problem->contains(u"Online 2013 rules only"_s), qPrintable(*problem));
    }
};

QTEST_GUILESS_MAIN(TestMediterraneanMap)
#include "test_mediterraneanmap.moc"
