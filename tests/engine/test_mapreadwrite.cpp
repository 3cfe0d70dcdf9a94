#include "mapformat/linkkindrule.h"
#include "mapformat/maploader.h"
#include "mapformat/mapreader.h"
#include "mapformat/mapwriter.h"
#include "testfiles.h"
#include "testmaps.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

/** The smallest map.json the reader accepts, with `extra` spliced in at the top level. */
QByteArray minimalJson(const char *extra = "")
{
    return QByteArray(R"({"formatVersion": 1, "id": "m", "names": {"en": "M"},
        "provinces": [{"id": "p", "names": {"en": "P"}, "terrain": "forest"}])") +
           extra + "}";
}

} // namespace

/** MapReader's exact acceptance and messages, and MapWriter's layout and round trip. */
class TestMapReadWrite : public QObject
{
    Q_OBJECT

private slots:
    void linkKindRule_data()
    {
        QTest::addColumn<AreaKind>("first");
        QTest::addColumn<AreaKind>("second");
        QTest::addColumn<LinkKind>("kind");
        QTest::addColumn<bool>("fits");
        QTest::addColumn<LinkKind>("fitting");
        const auto L = AreaKind::Land;
        const auto S = AreaKind::Sea;
        // Two provinces: a land border or a shared coast, never a sea link.
        QTest::newRow("land border") << L << L << LinkKind::Land << true << LinkKind::Land;
        QTest::newRow("shared coast") << L << L << LinkKind::Coast << true << LinkKind::Coast;
        QTest::newRow("sea between provinces")
            << L << L << LinkKind::Sea << false << LinkKind::Land;
        // A sea zone on either side: only a sea link.
        QTest::newRow("province to sea") << L << S << LinkKind::Sea << true << LinkKind::Sea;
        QTest::newRow("sea to province") << S << L << LinkKind::Land << false << LinkKind::Sea;
        QTest::newRow("coast to sea") << L << S << LinkKind::Coast << false << LinkKind::Sea;
        QTest::newRow("two seas") << S << S << LinkKind::Sea << true << LinkKind::Sea;
    }

    void linkKindRule()
    {
        QFETCH(AreaKind, first);
        QFETCH(AreaKind, second);
        QFETCH(LinkKind, kind);
        QFETCH(bool, fits);
        QFETCH(LinkKind, fitting);
        QCOMPARE(linkKindFits(kind, first, second), fits);
        QCOMPARE(fittingLinkKind(kind, first, second), fitting);
        QVERIFY(linkKindFits(defaultLinkKind(first, second), first, second));
    }

    void linkKindKeysRoundTrip()
    {
        // One table reads and writes the keys: each kind's key names it again, and the
        // format's words are the ones docs/map-format.md gives.
        for (LinkKind kind : {LinkKind::Land, LinkKind::Coast, LinkKind::Sea})
            QCOMPARE(linkKindFromKey(linkKindKey(kind)), std::optional<LinkKind>(kind));
        QCOMPARE(linkKindKey(LinkKind::Coast), QStringLiteral("coast"));
        QCOMPARE(linkKindFromKey(u"sea"), std::optional<LinkKind>(LinkKind::Sea));
        QCOMPARE(linkKindFromKey(u"river"), std::nullopt);
        QCOMPARE(linkKindFromKey(u"Land"), std::nullopt);
    }

    void optionalFieldsTakeTheirDefaults()
    {
        MapReader reader;
        const auto map = reader.read(minimalJson(), u"m/map.json"_s);
        QVERIFY2(map, qPrintable(reader.errorString()));
        QCOMPARE(map->svgFile, u"map.svg"_s);
        QCOMPARE(map->areas.size(), std::size_t(1));
        const AreaData &p = map->areas.front();
        QCOMPARE(p.terrain, Terrain::Forest);
        QVERIFY(!p.mine && !p.port && !p.boardEdge && !p.label);
        QVERIFY(!map->paintTerrain);
        QCOMPARE(p.names.fr, QString());
        QVERIFY(map->links.empty() && map->classic.isEmpty() && map->online2013.isEmpty());
        QVERIFY(map->author.isEmpty() && map->licence.isEmpty());
        // Not written when empty: a map without them keeps its bytes.
        QVERIFY(!MapWriter::toJson(*map)->contains("\"author\""));
        QVERIFY(!MapWriter::toJson(*map)->contains("\"licence\""));
    }

    void authorAndLicenceRoundTrip()
    {
        MapReader reader;
        const auto map = reader.read(
            minimalJson(R"(, "author": "Zoë Designer", "licence": "CC BY-SA 4.0")"), u"m.json"_s);
        QVERIFY2(map, qPrintable(reader.errorString()));
        QVERIFY(reader.warnings().empty());
        QCOMPARE(map->author, u"Zoë Designer"_s);
        QCOMPARE(map->licence, u"CC BY-SA 4.0"_s);
        const QByteArray written = *MapWriter::toJson(*map);
        QVERIFY(written.contains("  \"author\": \"Zoë Designer\",\n"));
        const auto again = reader.read(written, u"written.json"_s);
        QVERIFY(again);
        QCOMPARE(*again, *map);
    }

    void brokenJsonNamesLineAndColumn_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("where");
        QTest::newRow("empty") << QByteArray() << u"m/map.json:1:1: "_s;
        QTest::newRow("missing comma")
            << QByteArray("{\n  \"a\": 1\n  \"b\": 2\n}") << u"m/map.json:3:4: "_s;
        // Columns count characters, not UTF-8 bytes: "é€" is 2 characters but 5 bytes.
        QTest::newRow("after ASCII text")
            << QByteArray("{\"x\": \"ab\", \"y\": tru}") << u"m/map.json:1:19: "_s;
        QTest::newRow("after multibyte text")
            << QByteArray("{\"x\": \"\xc3\xa9\xe2\x82\xac\", \"y\": tru}")
            << u"m/map.json:1:19: "_s;
        QTest::newRow("trailing garbage") << QByteArray("{}\n\n x") << u"m/map.json:3:2: "_s;
    }
    void brokenJsonNamesLineAndColumn()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, where);
        MapReader reader;
        QVERIFY(!reader.read(json, u"m/map.json"_s));
        QCOMPARE(reader.error().code, MapFindingCode::JsonUnreadable);
        QVERIFY2(reader.errorString().startsWith(where), qPrintable(reader.errorString()));
    }

    void wrongShapeNamesElementAndFault_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        auto row = [](const char *name, const QByteArray &json, const char *expected) {
            QTest::newRow(name) << json << QString::fromUtf8(expected);
        };
        row("version not a number", R"({"formatVersion": "1"})",
            "formatVersion: expected a whole number, found a string");
        row("version fractional", R"({"formatVersion": 1.5})",
            "formatVersion: expected a whole number, found 1.5");
        row("version zero", R"({"formatVersion": 0})", "formatVersion: must be 1 or more");
        row("author not a string", minimalJson(R"(, "author": ["A", "B"])"),
            "author: expected a string, found an array");
        row("licence not a string", minimalJson(R"(, "licence": 4)"),
            "licence: expected a string, found a number");
        row("version too large", R"({"formatVersion": 1e300})",
            "formatVersion: expected a whole number, found 1e+300");
        row("no id", R"({"formatVersion": 1})", "id: this required key is missing");
        row("names a string", R"({"formatVersion": 1, "id": "m", "names": "M"})",
            "names: expected an object, found a string");
        row("provinces an object",
            R"({"formatVersion": 1, "id": "m", "names": {}, "provinces": {}})",
            "provinces: expected an array, found an object");
        row("province a number",
            R"({"formatVersion": 1, "id": "m", "names": {}, "provinces": [7]})",
            "provinces[0]: expected an object, found a number");
        row("name not a string", minimalJson(R"(, "seaZones": [{"id": "s", "names": {"de": 3}}])"),
            "seaZones[0].names.de: expected a string, found a number");
        row("label with text",
            minimalJson(R"(, "seaZones": [{"id": "s", "names": {}, "label": [1, "2"]}])"),
            "seaZones[0].label[1]: expected a number, found a string");
        row("link end not a string",
            minimalJson(R"(, "links": [{"between": ["p", null], "kind": "land"}])"),
            "links[0].between[1]: expected a string, found null");
        row("link without kind", minimalJson(R"(, "links": [{"between": ["p", "q"]}])"),
            "links[0].kind: this required key is missing");
        row("manual not a boolean",
            minimalJson(R"(, "links": [{"between": ["p", "q"], "kind": "land", "manual": 1}])"),
            "links[0].manual: expected true or false, found a number");
        row("rule set not an object", minimalJson(R"(, "rules": {"classic": []})"),
            "rules.classic: expected an object, found an array");
        row("no player counts", minimalJson(R"(, "rules": {"online2013": {"playerCounts": []}})"),
            "rules.online2013.playerCounts: lists no player count");
        row("player count fractional",
            minimalJson(R"(, "rules": {"classic": {"playerCounts": [3.5]}})"),
            "rules.classic.playerCounts[0]: expected a whole number, found 3.5");
        row("table key padded",
            minimalJson(
                R"(, "rules": {"classic": {"playerCounts": [3], "extraPawns": {"03": 1}}})"),
            "rules.classic.extraPawns.03: the key must be a player count");
        row("table value text",
            minimalJson(
                R"(, "rules": {"classic": {"playerCounts": [3], "victoryPoints": {"3": "many"}}})"),
            "rules.classic.victoryPoints.3: expected a whole number, found a string");
        row("rejected link not a pair", minimalJson(R"(, "rejectedLinks": [["p", "q", "r"]])"),
            "rejectedLinks[0]: expected two ids");
        row("rejected link not text", minimalJson(R"(, "rejectedLinks": [["p", 3]])"),
            "rejectedLinks[0][1]: expected a string, found a number");
        row("paintTerrain not a boolean", minimalJson(R"(, "paintTerrain": "yes")"),
            "paintTerrain: expected true or false, found a string");
        row("absolute svg", minimalJson(R"(, "svg": "/etc/passwd")"),
            "svg: must name a file inside the map folder");
        row("empty id", R"({"formatVersion": 1, "id": ""})", "id: \"\" is not a valid id");
    }
    void wrongShapeNamesElementAndFault()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        MapReader reader;
        QVERIFY(!reader.read(json, u"m/map.json"_s));
        QCOMPARE(reader.error().code, MapFindingCode::JsonInvalid);
        const QString message = reader.errorString();
        QVERIFY2(message.startsWith(u"m/map.json: "_s + expected), qPrintable(message));
    }

    void readingAFolderAsAFileFails()
    {
        MapReader reader;
        QVERIFY(!reader.readFile(testing::mapFixture(u"valid"_s)));
        QVERIFY2(reader.errorString().endsWith(u"is a folder, not a file"_s),
                 qPrintable(reader.errorString()));
    }

    void refusesEndlessFiles()
    {
        // A map must not make the program read forever (a link to a device, a runaway file).
        if (!QFileInfo::exists(u"/dev/zero"_s))
            QSKIP("no /dev/zero here");
        QTemporaryDir dir;
        QVERIFY(QFile::link(u"/dev/zero"_s, dir.filePath(u"map.json"_s)));
        MapReader reader;
        QVERIFY(!reader.readFolder(dir.path()));
        QCOMPARE(reader.error().code, MapFindingCode::JsonUnreadable);
        QVERIFY2(reader.errorString().endsWith(u"is larger than 16 MB"_s),
                 qPrintable(reader.errorString()));
    }

    void writerLayoutIsStable()
    {
        MapData map;
        map.id = u"tiny"_s;
        map.names = {u"Tiny"_s, u"Petite"_s, u"Klein"_s};
        AreaData sea;
        sea.id = u"sea"_s;
        sea.kind = AreaKind::Sea;
        sea.boardEdge = true;
        sea.names = {u"Sea"_s, u"Mer"_s, u"Meer"_s};
        AreaData land;
        land.id = u"land"_s;
        land.terrain = Terrain::Mountain;
        land.mine = true;
        land.names = {u"Land \"A\""_s, u"Terre"_s, u"Land"_s};
        land.label = QPointF(0.1, 20);
        map.areas = {sea, land};
        map.links = {{u"sea"_s, u"land"_s, LinkKind::Sea, true}};
        map.classic.playerCounts = {4, 3};
        map.classic.extraPawns = {{3, 8}, {4, 6}};
        map.classic.victoryPoints = {{3, 150}, {4, 120}};
        // The layout designers diff; change it only on purpose.
        QFile expected(testing::mapFixture(u"writer-layout.json"_s));
        QVERIFY(expected.open(QIODevice::ReadOnly));
        QCOMPARE(*MapWriter::toJson(map), expected.readAll());
    }

    void roundTripsTheFixture()
    {
        MapReader reader;
        const auto original = reader.readFolder(testing::mapFixture(u"valid"_s));
        QVERIFY(original);
        const QByteArray written = *MapWriter::toJson(*original);
        const auto again = reader.read(written, u"written.json"_s);
        QVERIFY2(again, qPrintable(reader.errorString()));
        QCOMPARE(*again, MapWriter::canonical(*original));
        QCOMPARE(*MapWriter::toJson(*again), written);
    }

    void roundTripsAwkwardValues()
    {
        MapData map = testmaps::rulesExampleMapData();
        map.names.fr = u"Quote \" backslash \\ tab \t newline \n bell \a é € 😀"_s;
        map.names.de = QString(QChar(0xD800)) + u"lone surrogate"_s;
        map.areas[0].label = QPointF(0.1 + 0.2, -1e-7);
        map.areas[1].label = QPointF(1e21, 123456789.123456789);
        map.areas[3].label = QPointF(-0.0, 5e-324);
        map.links[0].manual = true;
        std::reverse(map.links.begin(), map.links.end());
        std::swap(map.links[2].a, map.links[2].b);
        map.online2013.playerCounts = {5, 2};
        map.online2013.extraPawns = {{2, 12}, {5, 4}, {9, 1}};
        map.online2013.rounds = {{2, 13}, {5, 10}};
        map.online2013.victoryPoints = {{2, 99}}; // not part of Online 2013: not written

        MapReader reader;
        const QByteArray written = *MapWriter::toJson(map);
        const auto again = reader.read(written, u"written.json"_s);
        QVERIFY2(again, qPrintable(reader.errorString()));
        QCOMPARE(*again, MapWriter::canonical(map));
        QCOMPARE(again->names, map.names);
        QCOMPARE(again->online2013.victoryPoints.size(), std::size_t(0));
        QCOMPARE(*MapWriter::toJson(*again), written);
    }

    /** "paintTerrain" is written only when set, and read back as written. */
    void paintTerrainRoundTrips()
    {
        MapData map = testmaps::rulesExampleMapData();
        QVERIFY(!MapWriter::toJson(map)->contains("paintTerrain"));
        map.paintTerrain = true;
        const QByteArray written = *MapWriter::toJson(map);
        QVERIFY(written.contains("\n  \"paintTerrain\": true,\n"));
        MapReader reader;
        const auto again = reader.read(written, u"written.json"_s);
        QVERIFY2(again, qPrintable(reader.errorString()));
        QVERIFY(again->paintTerrain);
        QVERIFY(reader.warnings().empty());
    }

    /**
     * "rejectedLinks" (the editor's turned-down pairs) is written only when there are some,
     * each pair once, in order, and read back as written.
     */
    void rejectedLinksRoundTrip()
    {
        MapData map = testmaps::rulesExampleMapData();
        QVERIFY(!MapWriter::toJson(map)->contains("rejectedLinks"));
        // Given in any order and twice: written sorted, each pair once, in [smaller, larger].
        map.rejectedLinks = {LinkPair(u"norway"_s, u"england"_s),
                             LinkPair(u"ireland"_s, u"brittany"_s),
                             LinkPair(u"england"_s, u"norway"_s)};
        const QByteArray written = *MapWriter::toJson(map);
        QVERIFY2(written.contains("\n  \"rejectedLinks\": [\n    [\"brittany\",\"ireland\"],\n"
                                  "    [\"england\",\"norway\"]\n  ],\n  \"rules\""),
                 written.constData());
        MapReader reader;
        const auto again = reader.read(written, u"written.json"_s);
        QVERIFY2(again, qPrintable(reader.errorString()));
        QVERIFY(reader.warnings().empty());
        QCOMPARE(again->rejectedLinks.size(), std::size_t(2));
        QCOMPARE(*again, MapWriter::canonical(map));
        QCOMPARE(*MapWriter::toJson(*again), written);
    }

    /**
     * The s53 walk: Europe opened in the editor and saved unchanged was rewritten on every line,
     * its provinces sorted by id and each spread over several lines, so a designer's first save
     * of a hand-written map was one large diff. A shipped map read and written keeps its bytes.
     */
    void aShippedMapWrittenBackKeepsItsBytes_data()
    {
        QTest::addColumn<QString>("map");
        for (const QString &map : {u"europe"_s, u"mediterranean"_s})
            QTest::newRow(qPrintable(map)) << map;
    }
    void aShippedMapWrittenBackKeepsItsBytes()
    {
        QFETCH(QString, map);
        QFile file(QStringLiteral(VINCI_SOURCE_DIR "/maps/") + map + u"/map.json"_s);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        MapReader reader;
        const auto read = reader.read(bytes, file.fileName());
        QVERIFY2(read, qPrintable(reader.errorString()));
        const QByteArray written = *MapWriter::toJson(*read);
        const QList<QByteArray> before = bytes.split('\n');
        const QList<QByteArray> after = written.split('\n');
        for (qsizetype line = 0; line < std::min(before.size(), after.size()); ++line)
            QVERIFY2(before[line] == after[line],
                     qPrintable(u"line %1: %2 written as %3"_s.arg(line + 1).arg(
                         QString::fromUtf8(before[line]), QString::fromUtf8(after[line]))));
        QCOMPARE(after.size(), before.size());
    }

    /** The map's own order is written (land first), each link's pair as given. */
    void theMapsOrderIsWritten()
    {
        MapData map = testmaps::rulesExampleMapData();
        std::reverse(map.areas.begin(), map.areas.end());
        std::reverse(map.links.begin(), map.links.end());
        std::swap(map.links[0].a, map.links[0].b);
        const QByteArray written = *MapWriter::toJson(map);
        MapReader reader;
        const auto again = reader.read(written, u"written.json"_s);
        QVERIFY2(again, qPrintable(reader.errorString()));
        QCOMPARE(again->links, map.links);
        QStringList land;
        QStringList sea;
        for (const AreaData &area : map.areas)
            (area.kind == AreaKind::Land ? land : sea) << area.id;
        QStringList read;
        for (const AreaData &area : again->areas)
            read << area.id;
        QCOMPARE(read, land + sea);
    }

    void refusesWhatJsonCannotHold()
    {
        MapData map = testmaps::rulesExampleMapData();
        map.areas[4].label = QPointF(std::numeric_limits<double>::quiet_NaN(), 1);
        QString error;
        QVERIFY(!MapWriter::toJson(map, &error));
        QVERIFY2(error.contains(u"\"france\""_s), qPrintable(error));
        QTemporaryDir dir;
        MapWriter writer;
        QVERIFY(!writer.writeFolder(map, dir.path()));
        QVERIFY(!QFile::exists(dir.filePath(u"map.json"_s)));
    }

    void writesAFolderTheLoaderReads()
    {
        QTemporaryDir temp;
        const QString folder = temp.filePath(u"valid"_s);
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(QFile::copy(testing::mapFixture(u"valid/map.svg"_s), folder + u"/map.svg"_s));
        const MapData original = *MapReader().readFolder(testing::mapFixture(u"valid"_s));
        MapWriter writer;
        QVERIFY2(writer.writeFolder(original, folder), qPrintable(writer.errorString()));
        const MapLoadResult loaded = MapLoader::load(folder);
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorString()));
        QCOMPARE(loaded.map->data, MapWriter::canonical(original));

        QVERIFY(!writer.writeFolder(original, temp.filePath(u"no/such/folder"_s)));
        QVERIFY2(writer.errorString().contains(u"no/such/folder/map.json"_s),
                 qPrintable(writer.errorString()));
    }
};

QTEST_APPLESS_MAIN(TestMapReadWrite)
#include "test_mapreadwrite.moc"
