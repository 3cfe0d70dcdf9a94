#include "mapformat/maploader.h"

#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <algorithm>
#include <optional>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

const QString europeFolder = QStringLiteral(VINCI_SOURCE_DIR "/maps/europe");

/** The cells of each row of the Markdown table that follows `heading` (header row left out). */
QList<QStringList> markdownTable(const QStringList &lines, const QString &heading)
{
    QList<QStringList> rows;
    qsizetype at = lines.indexOf(heading);
    if (at < 0)
        return rows;
    // Skip the prose up to the table, then its header and separator rows.
    while (++at < lines.size() && !lines[at].startsWith(u'|')) {
    }
    for (at += 2; at < lines.size() && lines[at].startsWith(u'|'); ++at) {
        QStringList cells = lines[at].split(u'|');
        cells = cells.mid(1, cells.size() - 2);
        for (QString &cell : cells)
            cell = cell.trimmed();
        rows.append(cells);
    }
    return rows;
}

/** The pair with the smaller index first, so a link is found in either order. */
std::pair<AreaIndex, AreaIndex> orderedPair(AreaIndex a, AreaIndex b)
{
    return {std::min(a, b), std::max(a, b)};
}

/** Calls `visit(edge)` for each link of the board. */
template<typename Visit>
void forEachLink(const AreaGraph &graph, Visit visit)
{
    auto [edge, end] = boost::edges(graph);
    for (; edge != end; ++edge)
        visit(*edge);
}

/** "`ireland`" -> "ireland". */
QString unquoteId(const QString &cell)
{
    return cell.size() > 2 && cell.startsWith(u'`') && cell.endsWith(u'`')
               ? cell.mid(1, cell.size() - 2)
               : cell;
}

} // namespace

/**
 * The Europe map the game ships with: it loads and validates with no finding at all, the rules'
 * own examples hold on the board the engine builds from it, and every number and table in
 * maps/europe/README.md is the files' own (the test reads the README, so the two cannot drift
 * apart without a failure).
 */
class TestEuropeMap : public QObject
{
    Q_OBJECT

    MapLoadResult m_result;
    QStringList m_readme;

    const ProvinceGraph &board() const { return *m_result.map->graph; }
    /** The area with this id, or -1 (which every check below rejects). */
    AreaIndex at(const QString &id) const { return board().indexOf(id).value_or(-1); }

    /** What the files say for each row of the "At a glance" table, by its "what" cell. */
    QHash<QString, int> countsFromFiles() const
    {
        QHash<QString, int> counts;
        const ProvinceGraph &graph = board();
        auto countLand = [&](auto predicate) {
            return int(
                std::count_if(graph.landAreas().begin(), graph.landAreas().end(), predicate));
        };
        counts[u"land provinces"_s] = int(graph.landAreas().size());
        counts[u"farmland (yellow)"_s] =
            countLand([&](AreaIndex i) { return graph.area(i).terrain == Terrain::Farmland; });
        counts[u"prairie (light green)"_s] =
            countLand([&](AreaIndex i) { return graph.area(i).terrain == Terrain::Prairie; });
        counts[u"forest (dark green)"_s] =
            countLand([&](AreaIndex i) { return graph.area(i).terrain == Terrain::Forest; });
        counts[u"mountain (grey)"_s] =
            countLand([&](AreaIndex i) { return graph.area(i).terrain == Terrain::Mountain; });
        counts[u"sea zones"_s] = int(graph.seaAreas().size());
        counts[u"sea zones at the board edge"_s] =
            int(std::count_if(graph.seaAreas().begin(), graph.seaAreas().end(),
                              [&](AreaIndex i) { return graph.area(i).boardEdge; }));
        counts[u"provinces at the board edge"_s] =
            countLand([&](AreaIndex i) { return graph.area(i).boardEdge; });
        counts[u"start provinces"_s] = countLand([&](AreaIndex i) { return graph.isStartArea(i); });
        counts[u"mines (pickaxe)"_s] = countLand([&](AreaIndex i) { return graph.area(i).mine; });
        counts[u"ports (anchor)"_s] = countLand([&](AreaIndex i) { return graph.area(i).port; });

        int links = 0, land = 0, coast = 0, sea = 0, seaToSea = 0;
        const AreaGraph &g = graph.graph();
        forEachLink(g, [&](const auto &edge) {
            ++links;
            switch (g[edge].kind) {
            case LinkKind::Land:
                ++land;
                break;
            case LinkKind::Coast:
                ++coast;
                break;
            case LinkKind::Sea:
                ++sea;
                if (g[boost::source(edge, g)].isSea() && g[boost::target(edge, g)].isSea())
                    ++seaToSea;
                break;
            }
        });
        counts[u"links"_s] = links;
        counts[u"land links (white border)"_s] = land;
        counts[u"coast links (shared light-blue coast)"_s] = coast;
        counts[u"sea links"_s] = sea;
        counts[u"sea links: province–sea zone"_s] = sea - seaToSea;
        counts[u"sea links: sea zone–sea zone"_s] = seaToSea;
        return counts;
    }

    /** The "At a glance" table as numbers; the sea links row also gives its two parts. */
    QHash<QString, int> countsFromReadme() const
    {
        QHash<QString, int> counts;
        static const QRegularExpression count(
            uR"(^(\d+)(?: \((\d+) province–sea zone, (\d+) sea zone–sea zone\))?$)"_s);
        for (const QStringList &row : markdownTable(m_readme, u"## At a glance"_s)) {
            const QRegularExpressionMatch match =
                row.size() == 2 ? count.match(row[1]) : QRegularExpressionMatch();
            if (!match.hasMatch()) {
                counts[row.join(u" | "_s)] = -1; // reported as a row the test cannot read
                continue;
            }
            counts[row[0]] = match.captured(1).toInt();
            if (match.hasCaptured(2)) {
                counts[row[0] + u": province–sea zone"_s] = match.captured(2).toInt();
                counts[row[0] + u": sea zone–sea zone"_s] = match.captured(3).toInt();
            }
        }
        return counts;
    }

private slots:
    void initTestCase()
    {
        m_result = MapLoader::load(europeFolder);
        QVERIFY2(m_result.ok(), qPrintable(m_result.errorString()));
        QFile readme(europeFolder + u"/README.md"_s);
        QVERIFY2(readme.open(QIODevice::ReadOnly), qPrintable(readme.fileName()));
        m_readme = QString::fromUtf8(readme.readAll()).split(u'\n');
    }

    void validatesWithoutAnyFinding()
    {
        QStringList findings;
        for (const MapFinding &finding : m_result.findings)
            findings << finding.toString();
        QVERIFY2(findings.isEmpty(), qPrintable(findings.join(u'\n')));
    }

    void rulesStartExamples_data()
    {
        QTest::addColumn<QString>("province");
        QTest::addColumn<bool>("start");
        // "Scotland and Ireland are legal starting provinces; France and Northern Italy are not."
        QTest::newRow("Scotland") << u"scotland"_s << true;
        QTest::newRow("Ireland") << u"ireland"_s << true;
        QTest::newRow("France") << u"france"_s << false;
        QTest::newRow("Northern Italy") << u"north-italy"_s << false;
    }
    void rulesStartExamples()
    {
        QFETCH(QString, province);
        QFETCH(bool, start);
        const AreaIndex index = at(province);
        QVERIFY2(index >= 0, qPrintable(province));
        QVERIFY(board().area(index).isLand());
        QCOMPARE(board().isStartArea(index), start);
    }

    void rulesCoastExamples_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        // "Ireland is adjacent to Scotland"; Ship Building: "England and Ireland", "Northern
        // Italy and Southern Italy" share a coast. None of them shares a land border.
        QTest::newRow("Ireland-Scotland") << u"ireland"_s << u"scotland"_s;
        QTest::newRow("England-Ireland") << u"england"_s << u"ireland"_s;
        QTest::newRow("Northern-Southern Italy") << u"north-italy"_s << u"south-italy"_s;
    }
    void rulesCoastExamples()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QVERIFY(at(a) >= 0 && at(b) >= 0);
        QCOMPARE(board().linkKind(at(a), at(b)), std::optional(LinkKind::Coast));
        QCOMPARE(board().linkKind(at(b), at(a)), std::optional(LinkKind::Coast));
        QVERIFY(board().areNeighbours(at(a), at(b)));
        QVERIFY(board().isCoastal(at(a)) && board().isCoastal(at(b)));
    }

    void rulesAstronomyExample_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        // Astronomy: "from Ireland to Norway, then to Southern Italy", across the seas.
        QTest::newRow("Ireland to Norway") << u"ireland"_s << u"norway"_s;
        QTest::newRow("Norway to Southern Italy") << u"norway"_s << u"south-italy"_s;
    }
    void rulesAstronomyExample()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QVERIFY(at(from) >= 0 && at(to) >= 0);
        const std::vector<AreaIndex> &reach = board().acrossSea(at(from));
        QVERIFY(std::find(reach.begin(), reach.end(), at(to)) != reach.end());
        QVERIFY(!board().areNeighbours(at(from), at(to)));
    }

    void glanceTableIsTheFilesOwn_data()
    {
        QTest::addColumn<int>("documented");
        QTest::addColumn<int>("actual");
        const QHash<QString, int> fromFiles = countsFromFiles();
        const QHash<QString, int> fromReadme = countsFromReadme();
        QVERIFY2(!fromReadme.isEmpty(), "README.md has no \"At a glance\" table");
        // Every row the README shows is checked, and every count the test knows is shown.
        QStringList what = fromReadme.keys();
        for (const QString &key : fromFiles.keys()) {
            if (!fromReadme.contains(key))
                what << key;
        }
        what.sort();
        for (const QString &key : what) {
            QTest::newRow(qPrintable(key)) << fromReadme.value(key, -2) << fromFiles.value(key, -3);
        }
    }
    void glanceTableIsTheFilesOwn()
    {
        QFETCH(int, documented);
        QFETCH(int, actual);
        QVERIFY2(documented != -1, "a row of the table the test cannot read");
        QVERIFY2(documented != -2, "a count missing from the README's table");
        QVERIFY2(actual != -3, "a row of the README's table the test does not know");
        QCOMPARE(documented, actual);
    }

    void provinceTablesAreTheFilesOwn_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QStringList>("documented");
        QTest::addColumn<QStringList>("actual");
        // One table per terrain: id, English, French, German, mine, port, board edge, start.
        const std::pair<const char *, Terrain> sections[] = {
            {"### Farmland (yellow)", Terrain::Farmland},
            {"### Prairie (light green)", Terrain::Prairie},
            {"### Forest (dark green)", Terrain::Forest},
            {"### Mountain (grey)", Terrain::Mountain},
        };
        QSet<QString> listed;
        for (const auto &[prefix, terrain] : sections) {
            const QString heading = m_readme.value(m_readme.indexOf(QRegularExpression(
                u"^"_s + QRegularExpression::escape(QString::fromUtf8(prefix)) + u" — \\d+$"_s)));
            QVERIFY2(!heading.isEmpty(), prefix);
            const QList<QStringList> rows = markdownTable(m_readme, heading);
            QCOMPARE(heading.section(u" — "_s, 1).toInt(), int(rows.size()));
            for (const QStringList &row : rows) {
                const QString id = unquoteId(row.value(0));
                listed.insert(id);
                QStringList actual{u"?"_s};
                const AreaIndex index = at(id);
                if (index >= 0 && board().area(index).isLand()) {
                    const Area &area = board().area(index);
                    auto mark = [](bool on, const QString &text) { return on ? text : QString(); };
                    actual = {area.names.en,
                              area.names.fr,
                              area.names.de,
                              area.terrain == terrain ? u"listed under its terrain"_s
                                                      : u"listed under another terrain"_s,
                              mark(area.mine, u"pickaxe"_s),
                              mark(area.port, u"anchor"_s),
                              mark(area.boardEdge, u"yes"_s),
                              mark(board().isStartArea(index), u"yes"_s)};
                }
                QStringList documented = row.mid(1);
                documented.insert(3, u"listed under its terrain"_s);
                QTest::newRow(qPrintable(id)) << id << documented << actual;
            }
        }
        for (const AreaIndex index : board().landAreas()) {
            if (!listed.contains(board().area(index).id)) {
                QTest::newRow(qPrintable(board().area(index).id))
                    << board().area(index).id << QStringList{u"not in the README"_s}
                    << QStringList{u"a province"_s};
            }
        }
    }
    void provinceTablesAreTheFilesOwn()
    {
        QFETCH(QString, id);
        QFETCH(QStringList, documented);
        QFETCH(QStringList, actual);
        QCOMPARE(documented, actual);
    }

    void coastTableIsTheFilesOwn()
    {
        // The README's "Coast links" table names each pair in English, in either order.
        QHash<QString, AreaIndex> byEnglishName;
        for (const AreaIndex index : board().landAreas())
            byEnglishName.insert(board().area(index).names.en, index);
        QSet<std::pair<AreaIndex, AreaIndex>> documented;
        for (const QStringList &row : markdownTable(m_readme, u"## Coast links"_s)) {
            const QStringList pair = row.value(0).split(u" – "_s);
            QCOMPARE(pair.size(), 2);
            QVERIFY2(byEnglishName.contains(pair[0]) && byEnglishName.contains(pair[1]),
                     qPrintable(row.value(0)));
            documented.insert(orderedPair(byEnglishName[pair[0]], byEnglishName[pair[1]]));
        }
        QSet<std::pair<AreaIndex, AreaIndex>> actual;
        const AreaGraph &g = board().graph();
        forEachLink(g, [&](const auto &edge) {
            if (g[edge].kind == LinkKind::Coast) {
                actual.insert(orderedPair(AreaIndex(boost::source(edge, g)),
                                          AreaIndex(boost::target(edge, g))));
            }
        });
        QVERIFY(!actual.isEmpty());
        QCOMPARE(documented, actual);
    }
};

QTEST_APPLESS_MAIN(TestEuropeMap)
#include "test_europemap.moc"
