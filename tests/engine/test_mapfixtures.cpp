#include "mapformat/maploader.h"
#include "mapformat/mapreader.h"
#include "mapformat/mapvalidator.h"
#include "testfiles.h"
#include "testmaps.h"

#include <QTest>

using namespace vinci;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(MapFindingCode)
Q_DECLARE_METATYPE(MapSeverity)

namespace {

QString describe(const std::vector<MapFinding> &findings)
{
    QStringList lines;
    for (const MapFinding &finding : findings)
        lines << finding.toString();
    return lines.join(u'\n');
}

/** One bad fixture folder and the finding it must give. */
struct FixtureCase
{
    const char *folder;
    MapFindingCode code;
    MapSeverity severity;
    int count; ///< findings in all (most fixtures hold exactly one fault)
    QStringList fragments;
    QStringList ids;
};

const std::vector<FixtureCase> &fixtureCases()
{
    static const std::vector<FixtureCase> cases = [] {
        std::vector<FixtureCase> out;
        using C = MapFindingCode;
        const auto E = MapSeverity::Error;
        const auto W = MapSeverity::Warning;
        auto row = [&out](const char *folder, C code, MapSeverity severity, int count,
                          const QStringList &fragments, const QStringList &ids = {}) {
            out.push_back({folder, code, severity, count, fragments, ids});
        };

        // Files that cannot be read
        row("broken-svg", C::SvgUnreadable, E, 1, {u"broken-svg/map.svg:14:"_s, u"'<'"_s});
        row("truncated-json", C::JsonUnreadable, E, 1,
            {u"truncated-json/map.json:145:3:"_s, u"unterminated object"_s});
        row("not-an-object", C::JsonInvalid, E, 1,
            {u"not-an-object/map.json"_s, u"top level must be a JSON object"_s});
        row("json-file-missing", C::JsonUnreadable, E, 1,
            {u"json-file-missing/map.json"_s, u"cannot be opened"_s});
        row("svg-file-missing", C::SvgUnreadable, E, 1,
            {u"svg-file-missing/art.svg"_s, u"cannot be opened"_s});
        row("not-svg", C::SvgUnreadable, E, 1,
            {u"not-svg/map.svg:2:"_s, u"not an SVG file: the top element is <html>"_s});
        // JSON of the wrong shape
        row("newer-format-version", C::NewerFormatVersion, E, 1,
            {u"map.json"_s, u"formatVersion"_s, u"needs a newer version of Vinci"_s});
        row("wrong-type", C::JsonInvalid, E, 1,
            {u"wrong-type/map.json"_s, u"provinces[2].mine"_s,
             u"expected true or false, found a string"_s});
        row("missing-field", C::JsonInvalid, E, 1,
            {u"missing-field/map.json"_s, u"provinces[1].terrain"_s, u"required key is missing"_s});
        row("bad-id", C::JsonInvalid, E, 1,
            {u"bad-id/map.json"_s, u"provinces[4].id"_s, u"\"France\" is not a valid id"_s});
        row("unknown-terrain", C::JsonInvalid, E, 1,
            {u"unknown-terrain/map.json"_s, u"provinces[5].terrain"_s,
             u"unknown terrain \"swamp\""_s});
        row("unknown-link-kind", C::JsonInvalid, E, 1,
            {u"map.json"_s, u"links[4].kind"_s, u"unknown link kind \"ferry\""_s});
        row("link-not-a-pair", C::JsonInvalid, E, 1,
            {u"map.json"_s, u"links[2].between"_s, u"expected two ids, found 1"_s});
        row("bad-label", C::JsonInvalid, E, 1,
            {u"map.json"_s, u"provinces[0].label"_s, u"expected [x, y]"_s});
        row("bad-player-count-key", C::JsonInvalid, E, 1,
            {u"map.json"_s, u"rules.classic.extraPawns.three"_s, u"must be a player count"_s});
        row("rejected-link-not-a-pair", C::JsonInvalid, E, 1,
            {u"map.json"_s, u"rejectedLinks[1]"_s, u"expected two ids"_s});
        row("svg-outside-folder", C::JsonInvalid, E, 1,
            {u"map.json"_s, u"svg"_s, u"must name a file inside the map folder"_s});
        row("unknown-json-key", C::UnknownJsonKey, W, 1,
            {u"unknown-json-key/map.json"_s, u"provinces[3].boardedge"_s, u"unknown key"_s},
            {u"norway"_s});
        // Ids, names, the folder
        row("id-folder-mismatch", C::MapIdMismatch, E, 1,
            {u"id-folder-mismatch/map.json"_s, u": id: "_s,
             u"\"somewhere-else\" differs from its folder name \"id-folder-mismatch\""_s});
        row("duplicate-area-id", C::DuplicateAreaId, E, 1,
            {u"map.json"_s, u"provinces[8] \"france\""_s, u"already used by provinces[4]"_s},
            {u"france"_s});
        row("missing-name", C::MissingName, W, 1,
            {u"map.json"_s, u"provinces[4] \"france\""_s, u"no name in German"_s}, {u"france"_s});
        // The author on two lines, and (the second finding) a licence of 250 characters.
        row("invalid-credit", C::InvalidCredit, E, 2,
            {u"invalid-credit/map.json"_s, u": author: "_s, u"must be one line of text"_s});
        row("missing-english-name", C::MissingName, E, 1,
            {u"map.json"_s, u"seaZones[1] \"north-sea\""_s, u"no name in English"_s},
            {u"north-sea"_s});
        // Links and the board
        row("link-to-unknown-area", C::LinkToUnknownArea, E, 1,
            {u"map.json"_s, u"links[16] (ireland - atlantis)"_s,
             u"\"atlantis\" is not a province"_s},
            {u"ireland"_s, u"atlantis"_s});
        row("duplicate-link", C::DuplicateLink, E, 1,
            {u"map.json"_s, u"links[16] (scotland - ireland)"_s, u"already linked by links[0]"_s},
            {u"scotland"_s, u"ireland"_s});
        row("self-link", C::SelfLink, E, 1,
            {u"map.json"_s, u"links[16] (alps - alps)"_s, u"to itself"_s}, {u"alps"_s});
        // An unknown area, a pair of one area, a pair twice (in either order): three warnings.
        row("invalid-rejected-link", C::InvalidRejectedLink, W, 3,
            {u"map.json"_s, u"rejectedLinks[0] (atlantis - ireland)"_s,
             u"\"atlantis\" is not a province or sea zone"_s},
            {u"atlantis"_s, u"ireland"_s});
        row("link-kind-mismatch", C::LinkKindMismatch, E, 1,
            {u"map.json"_s, u"links[4] (france - alps)"_s, u"a sea link must touch a sea zone"_s},
            {u"france"_s, u"alps"_s});
        row("unreachable-province", C::UnreachableProvince, E, 1,
            {u"map.json"_s, u"provinces[8] \"corsica\""_s, u"no civilization can reach it"_s},
            {u"corsica"_s});
        row("reachable-only-across-sea", C::ReachableOnlyAcrossSea, W, 1,
            {u"map.json"_s, u"provinces[3] \"norway\""_s, u"only Astronomy can reach it"_s},
            {u"norway"_s});
        row("no-start-province", C::NoStartProvince, E, 1,
            {u"map.json"_s, u"provinces"_s, u"no civilization can start"_s});
        row("no-board-edge", C::NoBoardEdge, E, 1,
            {u"map.json"_s, u"provinces"_s, u"touches the edge of the board"_s});
        // No links at all: that alone, not the isolated areas and the missing start it causes.
        row("no-links", C::NoLinks, E, 1,
            {u"map.json"_s, u"links"_s, u"no links yet"_s, u"Find links"_s});
        row("isolated-province", C::IsolatedArea, W, 1,
            {u"map.json"_s, u"provinces[8] \"iceland\""_s, u"no link"_s}, {u"iceland"_s});
        row("port-inland", C::PortInland, W, 1,
            {u"map.json"_s, u"provinces[5] \"alps\""_s, u"port but no coast"_s}, {u"alps"_s});
        row("terrain-not-in-rule-set", C::TerrainNotInRuleSet, E, 1,
            {u"map.json"_s, u"provinces[4] \"france\""_s,
             u"\"desert\" exists only in Online 2013"_s},
            {u"france"_s});
        // Rule-set tables
        row("no-rule-set", C::NoRuleSet, E, 1, {u"map.json"_s, u"rules"_s, u"no rule set"_s});
        row("missing-player-count-entry", C::MissingTableEntry, E, 1,
            {u"map.json"_s, u"rules.classic.extraPawns"_s, u"no entry for 6 player"_s});
        row("player-count-out-of-range", C::PlayerCountOutOfRange, E, 1,
            {u"map.json"_s, u"rules.classic.playerCounts"_s, u"7 player"_s, u"3 to 6"_s});
        row("duplicate-player-count", C::DuplicatePlayerCount, E, 1,
            {u"map.json"_s, u"rules.online2013.playerCounts"_s, u"3 is listed twice"_s});
        row("invalid-table-value", C::InvalidTableValue, E, 1,
            {u"map.json"_s, u"rules.online2013.rounds"_s, u"0 for 4 player"_s});
        row("unused-table-entry", C::UnusedTableEntry, W, 1,
            {u"map.json"_s, u"rules.online2013.extraPawns"_s, u"entry for 6 player"_s});
        // The SVG
        row("area-missing-from-svg", C::AreaMissingFromSvg, E, 1,
            {u"area-missing-from-svg/map.svg"_s, u"\"england\" of a province"_s}, {u"england"_s});
        row("svg-area-missing-from-json", C::SvgAreaMissingFromJson, E, 1,
            {u"map.svg:21:"_s, u"<path id=\"wales\">"_s, u"map.json has no area with this id"_s},
            {u"wales"_s});
        row("duplicate-svg-id", C::DuplicateSvgId, E, 1,
            {u"map.svg:14:"_s, u"<rect id=\"france\">"_s, u"used by more than one element"_s},
            {u"france"_s});
        row("duplicate-decoration-id", C::DuplicateSvgId, W, 1,
            {u"map.svg:22:"_s, u"<g id=\"frame\">"_s, u"used by more than one element"_s},
            {u"frame"_s});
        row("area-element-not-shape", C::AreaElementNotShape, E, 1,
            {u"map.svg:11:"_s, u"<line id=\"scotland\">"_s, u"must be a path"_s}, {u"scotland"_s});
        row("area-in-wrong-layer", C::AreaInWrongLayer, W, 1,
            {u"map.svg:8:"_s, u"<rect id=\"france\">"_s, u"in the provinces layer"_s},
            {u"france"_s});
        row("no-area-layers", C::NoAreaLayers, W, 1,
            {u"no-area-layers/map.svg"_s, u"no group named \"provinces\" or \"seas\""_s});
        row("unsupported-svg-feature", C::SvgFeatureNotRendered, W, 1,
            {u"map.svg:16:"_s, u"<g id=\"alps\">"_s, u"uses clip-path"_s}, {u"alps"_s});
        row("area-has-text", C::AreaHasText, W, 1,
            {u"map.svg:15:"_s, u"<g id=\"alps\">"_s, u"contains text"_s}, {u"alps"_s});
        row("area-hidden", C::AreaHidden, W, 1,
            {u"map.svg:13:"_s, u"<path id=\"norway\">"_s, u"is hidden"_s}, {u"norway"_s});
        // Outside its layer too, since the nested <svg> stands between them.
        row("area-in-nested-svg", C::AreaInNestedSvg, E, 2,
            {u"map.svg:20:"_s, u"<path id=\"south-italy\">"_s, u"inside a nested <svg>"_s},
            {u"south-italy"_s});
        return out;
    }();
    return cases;
}

} // namespace

/**
 * The map files end to end: the valid fixture loads clean, and each bad fixture (one fault
 * each, made by tools/make-map-fixtures.py) gives its own finding naming file, element and fault.
 */
class TestMapFixtures : public QObject
{
    Q_OBJECT

private slots:
    void validMapLoadsClean()
    {
        const MapLoadResult result = MapLoader::load(testing::mapFixture(u"valid"_s));
        QVERIFY2(result.findings.empty(), qPrintable(describe(result.findings)));
        QVERIFY(result.ok());
        const LoadedMap &map = *result.map;
        QCOMPARE(map.data.id, u"valid"_s);
        QCOMPARE(map.graph->landAreas().size(), std::size_t(8));
        QCOMPARE(map.graph->seaAreas().size(), std::size_t(3));
        QVERIFY(QDir::isAbsolutePath(map.folder));
        QCOMPARE(map.svgPath, map.folder + u"/map.svg"_s);
        QVERIFY(QFileInfo::exists(map.svgPath));
        const AreaIndex scotland = *map.graph->indexOf(u"scotland");
        const AreaIndex france = *map.graph->indexOf(u"france");
        QVERIFY(map.graph->isStartArea(scotland));
        QVERIFY(!map.graph->isStartArea(france));
        QVERIFY(map.graph->areNeighbours(*map.graph->indexOf(u"ireland"), scotland));
    }

    void shippedMapsLoadClean()
    {
        // Every map under maps/ loads with no finding at all, not even a warning.
        const QDir maps(QStringLiteral(VINCI_SOURCE_DIR "/maps"));
        const QStringList folders = maps.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        if (folders.isEmpty())
            QSKIP("no shipped map yet");
        for (const QString &folder : folders) {
            const MapLoadResult result = MapLoader::load(maps.filePath(folder));
            QVERIFY2(result.findings.empty(),
                     qPrintable(folder + u":\n"_s + describe(result.findings)));
            QVERIFY(result.ok());
        }
    }

    void badMapGivesItsOwnFinding_data()
    {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<MapFindingCode>("code");
        QTest::addColumn<MapSeverity>("severity");
        QTest::addColumn<int>("count");
        QTest::addColumn<QStringList>("fragments"); ///< file, element, fault, in this order
        QTest::addColumn<QStringList>("ids");
        for (const FixtureCase &c : fixtureCases()) {
            QTest::newRow(c.folder) << QString::fromLatin1(c.folder) << c.code << c.severity
                                    << c.count << c.fragments << c.ids;
        }
    }
    void badMapGivesItsOwnFinding()
    {
        QFETCH(QString, folder);
        QFETCH(MapFindingCode, code);
        QFETCH(MapSeverity, severity);
        QFETCH(int, count);
        QFETCH(QStringList, fragments);
        QFETCH(QStringList, ids);

        const MapLoadResult result = MapLoader::load(testing::mapFixture(u"bad/"_s + folder));
        const QString all = describe(result.findings);
        QVERIFY2(int(result.findings.size()) == count, qPrintable(all));
        const auto it = std::find_if(result.findings.begin(), result.findings.end(),
                                     [code](const MapFinding &f) { return f.code == code; });
        QVERIFY2(it != result.findings.end(), qPrintable(all));
        QCOMPARE(it->severity, severity);
        QCOMPARE(it->ids, ids);
        // The fragments appear in order: file first, then the element, then the fault.
        qsizetype from = 0;
        for (const QString &fragment : fragments) {
            const qsizetype at = it->message.indexOf(fragment, from);
            QVERIFY2(at >= 0,
                     qPrintable(u"\""_s + fragment + u"\" not in order in: "_s + it->message));
            from = at + fragment.size();
        }
        // All or nothing: an error leaves no map at all, a warning does not stop loading.
        QCOMPARE(result.ok(), !hasErrors(result.findings));
        QCOMPARE(result.errorString().isEmpty(), result.ok());
        if (result.ok())
            QVERIFY(result.map->graph);
    }

    void everyFixtureFolderIsTested()
    {
        // A new fixture folder without a row would silently test nothing.
        const QStringList folders = QDir(testing::mapFixture(u"bad"_s))
                                        .entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        QStringList rows;
        for (const FixtureCase &c : fixtureCases())
            rows << QString::fromLatin1(c.folder);
        rows.sort();
        QCOMPARE(folders, rows);
    }

    void loaderLeavesNoPartialState()
    {
        // A failed load returns no map: nothing of the broken files to hold on to.
        const MapLoadResult good = MapLoader::load(testing::mapFixture(u"valid"_s));
        QVERIFY(good.ok());
        MapLoadResult current = good;
        for (const char *bad : {"unreachable-province", "broken-svg", "truncated-json"}) {
            const MapLoadResult failed =
                MapLoader::load(testing::mapFixture(u"bad/"_s + QString::fromLatin1(bad)));
            QVERIFY(!failed.ok());
            QVERIFY(!failed.map.has_value());
            QVERIFY(hasErrors(failed.findings));
            if (failed.ok())
                current = failed; // what a game does; never taken
        }
        QCOMPARE(current.map->data, good.map->data);

        // A reader used for a bad file then a good one keeps nothing of the first.
        MapReader reader;
        QVERIFY(!reader.readFolder(testing::mapFixture(u"bad/wrong-type"_s)));
        QCOMPARE(reader.error().code, MapFindingCode::JsonInvalid);
        QVERIFY(reader.readFolder(testing::mapFixture(u"bad/unknown-json-key"_s)));
        QCOMPARE(reader.warnings().size(), std::size_t(1));
        const auto valid = reader.readFolder(testing::mapFixture(u"valid"_s));
        QVERIFY(valid);
        QVERIFY(reader.warnings().empty());
        QCOMPARE(*valid, good.map->data);
        QVERIFY(!reader.readFolder(testing::mapFixture(u"bad/truncated-json"_s)));
        QVERIFY(reader.warnings().empty());
    }

    void loadsFromMemoryLikeFromFiles()
    {
        QFile json(testing::mapFixture(u"valid/map.json"_s));
        QFile svg(testing::mapFixture(u"valid/map.svg"_s));
        QVERIFY(json.open(QIODevice::ReadOnly) && svg.open(QIODevice::ReadOnly));
        const MapLoadResult result =
            MapLoader::loadFromData(json.readAll(), svg.readAll(), testing::mapFixture(u"valid"_s));
        QVERIFY2(result.ok(), qPrintable(describe(result.findings)));
        QCOMPARE(result.map->data, MapLoader::load(testing::mapFixture(u"valid"_s)).map->data);
    }

    void rulesExampleValidatesClean()
    {
        // The engine's own rules-example board is a map the validator must accept.
        const auto findings = MapValidator::validate(testmaps::rulesExampleMapData(), nullptr);
        QVERIFY2(!hasErrors(findings), qPrintable(describe(findings)));
    }

    void validatorSeesWhatOnlyTheEditorCanMake()
    {
        // The reader refuses a bad id; the editor can still type one.
        MapData map = testmaps::rulesExampleMapData();
        map.areas[2].id = u"New Province"_s;
        const auto findings = MapValidator::validate(map, nullptr);
        const auto it = std::find_if(findings.begin(), findings.end(), [](const MapFinding &f) {
            return f.code == MapFindingCode::InvalidId;
        });
        QVERIFY2(it != findings.end(), qPrintable(describe(findings)));
        QVERIFY(it->message.startsWith(u"map.json: provinces[2] \"New Province\": "_s));
        QCOMPARE(it->ids, QStringList{u"New Province"_s});
    }

    void validatorFindingsAgreeWithTheGraph_data()
    {
        QTest::addColumn<testmaps::GraphFault>("fault");
        for (testmaps::GraphFault fault : testmaps::graphFaults)
            QTest::addRow("fault %d", static_cast<int>(fault)) << fault;
    }
    void validatorFindingsAgreeWithTheGraph()
    {
        // Whatever ProvinceGraph refuses, the validator reports as an error first.
        QFETCH(testmaps::GraphFault, fault);
        const MapData map = testmaps::rulesExampleWith(fault);
        QVERIFY(!ProvinceGraph::fromMapData(map));
        QVERIFY(hasErrors(MapValidator::validate(map, nullptr)));
    }
};

QTEST_APPLESS_MAIN(TestMapFixtures)
#include "test_mapfixtures.moc"
