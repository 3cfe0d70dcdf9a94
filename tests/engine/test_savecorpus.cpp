// The corpus of saved games (tests/data/corpus, docs/reliability.md): every game replays, turn
// by turn, to the state its save recorded; a changed rule is reported by game and turn.

#include "corpusfiles.h"
#include "game/play.h"
#include "io/statedigest.h"
#include "mapformat/maploader.h"

#include <QTest>

using namespace vinci;
using namespace vinci::corpusfiles;
using namespace Qt::StringLiterals;

namespace {

/** The recipe of the corpus game saved as `file`. */
CorpusRecipe recipeOf(const QString &file)
{
    for (const CorpusRecipe &recipe : recipes()) {
        if (recipe.file == file)
            return recipe;
    }
    qFatal("%s is not in the corpus", qPrintable(file));
}

/** The shipped map `mapId` as data, to change a value of it in a test. */
MapData mapData(const QString &mapId)
{
    const MapLoadResult result = MapLoader::load(QStringLiteral(VINCI_SOURCE_DIR "/maps/") + mapId);
    if (!result.ok())
        qFatal("the map %s does not load", qPrintable(mapId));
    return result.map->data;
}

std::shared_ptr<const ProvinceGraph> boardOf(const MapData &data)
{
    auto graph = ProvinceGraph::fromMapData(data);
    if (!graph)
        qFatal("the changed map does not build");
    return std::make_shared<const ProvinceGraph>(std::move(*graph));
}

} // namespace

class TestSaveCorpus : public QObject
{
    Q_OBJECT

private slots:
    void everyGameReplaysToItsRecord_data();
    void everyGameReplaysToItsRecord();
    void theCorpusCoversBothRuleSetsEveryTileAndBothKindsOfTurn();
    void aFormatOneClassicSaveLoadsAndIsSavedInTheCurrentFormat();
    void aFormatOneOnlineSaveIsRefusedNamingItsVersion();
    void aChangedConquestCostIsReportedAtTheTurnOfTheConquest();
    void aChangedRuleSetTableIsReportedAtTheFirstTurn();
};

void TestSaveCorpus::everyGameReplaysToItsRecord_data()
{
    QTest::addColumn<QString>("file");
    for (const CorpusRecipe &recipe : recipes())
        QTest::newRow(qPrintable(recipe.file)) << recipe.file;
}

void TestSaveCorpus::everyGameReplaysToItsRecord()
{
    QFETCH(QString, file);
    QString error;
    const auto parsed = parseSaveGame(contents(file), file, shippedMaps(), &error);
    QVERIFY2(parsed, qPrintable(error));
    QCOMPARE(parsed->saved.options, recipeOf(file).options);
    const std::vector<TurnDigest> recorded =
        turnDigestsFromJson(parsed->saved.metadata.value(u"corpus"_s).toObject());
    QVERIFY(!recorded.empty());
    // Turn by turn first: a changed outcome is reported at the turn it appears.
    const auto mismatch = checkCorpusGame(file, parsed->saved, recorded, parsed->board);
    QVERIFY2(!mismatch, qPrintable(mismatch ? mismatch->message() : QString()));
    // Then as the game reads it (Game > Open): the moves replayed, the snapshot compared.
    const auto game = load(file, &error);
    QVERIFY2(game, qPrintable(error));
    QVERIFY2(game->state.isOver(), qPrintable(file + u" is not a finished game"_s));
    QCOMPARE(recorded.back().turnNumber, game->state.turnNumber);
}

void TestSaveCorpus::theCorpusCoversBothRuleSetsEveryTileAndBothKindsOfTurn()
{
    CorpusCoverage coverage;
    QSet<QString> maps;
    QSet<int> classicCounts;
    QSet<int> onlineCounts;
    QSet<QString> players;
    for (const CorpusRecipe &recipe : recipes()) {
        const auto game = load(recipe.file);
        QVERIFY(game);
        addCoverage(coverage, *game);
        maps.insert(recipe.mapId);
        (recipe.options.ruleSet == RuleSetId::Classic ? classicCounts : onlineCounts)
            .insert(recipe.options.playerCount);
        for (const QString &seat : recipe.seats)
            players.insert(seat);
    }
    QVERIFY2(coverage.missing().isEmpty(), qPrintable(coverage.missing().join(u"; "_s)));
    QCOMPARE(maps, (QSet<QString>{u"europe"_s, u"mediterranean"_s}));
    QVERIFY(classicCounts.size() >= 3);
    QVERIFY(onlineCounts.size() >= 3);
    // Computer seats of different levels, and the rulebook's virtual players.
    QVERIFY(players.contains(u"strategist-easy"_s) && players.contains(u"strategist-normal"_s));
    QVERIFY(players.contains(u"rulebook"_s) && players.contains(u"rulebook-variant"_s));
}

void TestSaveCorpus::aFormatOneClassicSaveLoadsAndIsSavedInTheCurrentFormat()
{
    int formatOne = 0;
    for (const CorpusRecipe &recipe : recipes()) {
        if (recipe.formatVersion != 1)
            continue;
        ++formatOne;
        QCOMPARE(recipe.options.ruleSet, RuleSetId::Classic);
        const QJsonObject root = QJsonDocument::fromJson(contents(recipe.file)).object();
        QCOMPARE(root.value(u"formatVersion"_s).toInt(), 1);
        QString error;
        const auto game = load(recipe.file, &error);
        QVERIFY2(game, qPrintable(error));
        // Upgraded: saved again, it is a current save of the same game.
        const QJsonObject again =
            QJsonDocument::fromJson(saveGameToJson(game->state, game->saved)).object();
        QCOMPARE(again.value(u"formatVersion"_s).toInt(), saveFormatVersion);
        const auto reread = readSaveGame(QJsonDocument(again).toJson(), recipe.file, shippedMaps());
        QVERIFY(reread);
        QCOMPARE(stateDigest(reread->state), stateDigest(game->state));
    }
    QCOMPARE(formatOne, 1);
}

void TestSaveCorpus::aFormatOneOnlineSaveIsRefusedNamingItsVersion()
{
    for (const CorpusRecipe &recipe : recipes()) {
        if (recipe.options.ruleSet != RuleSetId::Online2013)
            continue;
        QJsonObject root = QJsonDocument::fromJson(contents(recipe.file)).object();
        root.insert(u"formatVersion"_s, 1);
        QString error;
        QVERIFY(!readSaveGame(QJsonDocument(root).toJson(), recipe.file, shippedMaps(), &error));
        QVERIFY2(error.contains(recipe.file) && error.contains(u"save format 1"_s),
                 qPrintable(error));
        return;
    }
    QFAIL("the corpus has no Online 2013 game");
}

void TestSaveCorpus::aChangedConquestCostIsReportedAtTheTurnOfTheConquest()
{
    // The rule changed: a province the game conquers in its middle becomes a forest, which costs
    // one pawn more to conquer ("+1 for forest or mountain"). The replay must fail at the turn
    // of its first conquest, naming the game, the round, the turn and the player.
    const QString file = u"classic-europe-3.vinci"_s;
    const auto game = load(file);
    QVERIFY(game);
    const std::vector<TurnDigest> recorded = recordedTurns(*game);
    const auto &board = *game->state.board;
    auto state = newGame(game->state.board, game->saved.options);
    QVERIFY(state);
    QSet<AreaIndex> conqueredBefore;
    AreaIndex changed = -1;
    TurnDigest expected;
    for (const Action &action : game->saved.actions) {
        const TurnDigest turn{state->round, state->turnNumber, state->currentPlayer, -1, {}};
        std::vector<GameEvent> events;
        QVERIFY(!applyInPlace(*state, action, &events));
        for (const GameEvent &event : events) {
            if (event.kind != EventKind::Conquered)
                continue;
            const Terrain terrain = board.area(event.area).terrain;
            // A first conquest from round 3 on, of a province that is not already costly, at a
            // cost above the minimum (so that one more is one more).
            if (changed < 0 && turn.round >= 3 && !conqueredBefore.contains(event.area) &&
                terrain != Terrain::Forest && terrain != Terrain::Mountain &&
                event.amount > state->rules().minimumConquestCost) {
                changed = event.area;
                expected = turn;
            }
            conqueredBefore.insert(event.area);
        }
    }
    QVERIFY(changed >= 0);
    MapData data = mapData(u"europe"_s);
    const auto area = std::find_if(data.areas.begin(), data.areas.end(), [&](const AreaData &a) {
        return a.id == board.area(changed).id;
    });
    QVERIFY(area != data.areas.end());
    area->terrain = Terrain::Forest;

    const auto mismatch = checkCorpusGame(file, game->saved, recorded, boardOf(data));
    QVERIFY(mismatch);
    QCOMPARE(mismatch->file, file);
    QCOMPARE(mismatch->round, expected.round);
    QCOMPARE(mismatch->turnNumber, expected.turnNumber);
    QCOMPARE(mismatch->player, expected.player);
    QVERIFY2(mismatch->message().startsWith(u"%1: round %2, turn %3, player %4: "_s.arg(file)
                                                .arg(expected.round)
                                                .arg(expected.turnNumber)
                                                .arg(expected.player + 1)),
             qPrintable(mismatch->message()));
}

void TestSaveCorpus::aChangedRuleSetTableIsReportedAtTheFirstTurn()
{
    // The map's Online 2013 table gives one extra pawn more: the first civilization chosen
    // differs, in the game's first turn.
    const QString file = u"online-europe-4.vinci"_s;
    const auto game = load(file);
    QVERIFY(game);
    MapData data = mapData(u"europe"_s);
    ++data.online2013.extraPawns.at(4);
    const auto mismatch = checkCorpusGame(file, game->saved, recordedTurns(*game), boardOf(data));
    QVERIFY(mismatch);
    QCOMPARE(mismatch->file, file);
    QCOMPARE(mismatch->round, 1);
    QCOMPARE(mismatch->turnNumber, 1);
    QCOMPARE(mismatch->player, recordedTurns(*game).front().player);
}

QTEST_GUILESS_MAIN(TestSaveCorpus)
#include "test_savecorpus.moc"
