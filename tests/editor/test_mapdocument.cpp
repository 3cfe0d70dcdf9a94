#include "document/adjacencyrun.h"
#include "document/autosaver.h"
#include "document/changeareaproperty.h"
#include "document/editactions.h"
#include "document/mapcommands.h"
#include "document/mapcounts.h"
#include "document/mapdocument.h"
#include "document/shapeedits.h"
#include "languageswitcher.h"
#include "mapart.h"
#include "mapformat/mapwriter.h"
#include "svg/svgimporter.h"
#include "testfiles.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUndoStack>

#include <functional>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

/** The drawing fixture imported, with its automatic adjacency accepted (a clean stack). */
std::unique_ptr<MapDocument> importedDocument()
{
    const auto imported = SvgImporter::import(testing::testData(u"editor/drawing.svg"_s),
                                              u"drawing.svg"_s, u"test-lands"_s);
    if (!imported)
        qFatal("import failed");
    auto document = std::make_unique<MapDocument>(imported->map, imported->svg);
    const AdjacencyResult result =
        AdjacencyRun::find(*document, AdjacencyOptions::forMap(document->art()->documentRect()));
    MapData map = document->map();
    map.links = AdjacencyPlan::applied({}, AdjacencyPlan::make({}, result).steps);
    return std::make_unique<MapDocument>(map, imported->svg);
}

std::vector<AreaIndex> indices(const MapDocument &document, const QStringList &ids)
{
    std::vector<AreaIndex> result;
    for (const QString &id : ids)
        result.push_back(*document.indexOf(id));
    return result;
}

using Edit = std::function<void(MapDocument &)>;

struct NamedEdit
{
    const char *name;
    Edit edit;
    Edit setup = {}; ///< puts the document in the state the edit starts from (not undone)
};

const std::vector<NamedEdit> &edits()
{
    static const std::vector<NamedEdit> all{
        {"names typed key by key",
         [](MapDocument &d) {
             const auto areas = indices(d, {u"fra"_s});
             for (const QString &text : {u"F"_s, u"Fr"_s, u"France"_s})
                 d.undoStack()->push(new ChangeAreaProperty<QString>(&d, areas, AreaFields::nameFr,
                                                                     text, u"name"_s, true));
         }},
        {"terrain on several areas",
         [](MapDocument &d) {
             d.undoStack()->push(new ChangeAreaProperty<Terrain>(
                 &d, indices(d, {u"fra"_s, u"alps"_s, u"italy"_s}), AreaFields::terrain,
                 Terrain::Mountain, u"terrain"_s));
         }},
        {"mine",
         [](MapDocument &d) {
             d.undoStack()->push(new ChangeAreaProperty<bool>(&d, indices(d, {u"alps"_s}),
                                                              AreaFields::mine, true, u"mine"_s));
         }},
        {"port",
         [](MapDocument &d) {
             d.undoStack()->push(new ChangeAreaProperty<bool>(
                 &d, indices(d, {u"fra"_s, u"norway"_s}), AreaFields::port, true, u"port"_s));
         }},
        {"board edge",
         [](MapDocument &d) {
             d.undoStack()->push(new ChangeAreaProperty<bool>(
                 &d, indices(d, {u"sea"_s, u"norway"_s}), AreaFields::boardEdge, false, u"edge"_s));
         }},
        {"label anchor",
         [](MapDocument &d) {
             d.undoStack()->push(new ChangeAreaProperty<std::optional<QPointF>>(
                 &d, indices(d, {u"italy"_s}), AreaFields::label, QPointF(300, 250), u"label"_s));
         }},
        {"add a link", [](MapDocument &d) { EditActions::addLink(&d, u"norway"_s, u"fra"_s); }},
        {"remove a link",
         [](MapDocument &d) { EditActions::removeLinks(&d, {LinkPair(u"fra"_s, u"alps"_s)}); }},
        {"remove two links",
         [](MapDocument &d) {
             EditActions::removeLinks(
                 &d, {LinkPair(u"fra"_s, u"alps"_s), LinkPair(u"italy"_s, u"alps"_s)});
         }},
        {"link kind",
         [](MapDocument &d) {
             EditActions::setLinkKind(&d, LinkPair(u"fra"_s, u"alps"_s), LinkKind::Coast);
         }},
        {"link set by hand",
         [](MapDocument &d) {
             EditActions::setLinkManual(&d, LinkPair(u"fra"_s, u"alps"_s), true);
         }},
        {"rule table",
         [](MapDocument &d) {
             RuleSetTable table = d.map().classic;
             table.extraPawns[4] = 9;
             table.playerCounts.pop_back();
             d.undoStack()->push(new ChangeRuleTable(&d, RuleSetId::Classic, table, u"t"_s));
         }},
        {"online 2013 table",
         [](MapDocument &d) {
             RuleSetTable table;
             table.playerCounts = {2, 3};
             table.rounds = {{2, 13}, {3, 12}};
             d.undoStack()->push(new ChangeRuleTable(&d, RuleSetId::Online2013, table, u"t"_s));
         }},
        {"map id and names",
         [](MapDocument &d) {
             d.undoStack()->push(new ChangeMapInfo(
                 &d, u"lands"_s, {u"Lands"_s, u"Terres"_s, u"Länder"_s}, u"info"_s));
         }},
        {"province to sea zone",
         [](MapDocument &d) {
             EditActions::setAreaKind(&d, indices(d, {u"norway"_s, u"alps"_s}), AreaKind::Sea);
         }},
        {"sea zone to province",
         [](MapDocument &d) {
             EditActions::setAreaKind(&d, indices(d, {u"north-sea"_s}), AreaKind::Land);
         }},
        {"rename an area",
         [](MapDocument &d) { EditActions::renameArea(&d, *d.indexOf(u"fra"_s), u"france"_s); }},
        {"area made decoration",
         [](MapDocument &d) { EditActions::removeAreas(&d, indices(d, {u"italy"_s})); }},
        {"accept adjacency proposals",
         [](MapDocument &d) {
             const AdjacencyResult result =
                 AdjacencyRun::find(d, AdjacencyOptions::forMap(d.art()->documentRect()));
             const AdjacencyPlan plan = AdjacencyPlan::make(d.map().links, result);
             AdjacencyRun::apply(&d, plan.steps, plan.corners);
         },
         [](MapDocument &d) {
             EditActions::removeLinks(&d, {LinkPair(u"fra"_s, u"alps"_s)});
             EditActions::setLinkKind(&d, LinkPair(u"fra"_s, u"ile-de-france"_s), LinkKind::Coast);
             EditActions::setLinkManual(&d, LinkPair(u"fra"_s, u"ile-de-france"_s), false);
         }},
        {"replace the art",
         [](MapDocument &d) {
             QByteArray drawing = testing::testData(u"editor/drawing.svg"_s);
             drawing.replace("<rect id=\"norway\" x=\"260\"", "<rect id=\"norway\" x=\"250\"");
             drawing.replace("<g id=\"italy\">", "<g id=\"italia\">");
             const auto content =
                 ShapeEdits::replaceArt({d.map(), d.svg()}, drawing, u"d.svg"_s, nullptr);
             d.undoStack()->push(new ReplaceContent(&d, content->map, content->svg, u"art"_s));
         }},
    };
    return all;
}

} // namespace

/** The document: every kind of edit undoes and redoes exactly; saving; autosave and recovery. */
class TestMapDocument : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QDir(Autosaver::autosaveRoot()).removeRecursively();
        QVERIFY(m_dir.isValid());
    }

    void everyEditUndoesAndRedoes_data()
    {
        QTest::addColumn<int>("edit");
        for (std::size_t i = 0; i < edits().size(); ++i)
            QTest::newRow(edits()[i].name) << static_cast<int>(i);
    }

    void everyEditUndoesAndRedoes()
    {
        QFETCH(int, edit);
        auto document = importedDocument();
        QUndoStack *stack = document->undoStack();
        const NamedEdit &named = edits()[static_cast<std::size_t>(edit)];
        if (named.setup) {
            named.setup(*document);
            stack->clear();
        }
        QSignalSpy changes(document.get(), &MapDocument::changed);
        const MapData mapBefore = document->map();
        const QByteArray svgBefore = document->svg();
        named.edit(*document);
        const MapData mapAfter = document->map();
        const QByteArray svgAfter = document->svg();
        QVERIFY2(mapAfter != mapBefore || svgAfter != svgBefore, "the edit changed nothing");
        QCOMPARE(stack->count(), 1); // one undo step, however many changes it made
        QVERIFY(changes.count() >= 1);

        stack->undo();
        QCOMPARE(document->map(), mapBefore);
        QCOMPARE(document->svg(), svgBefore);
        stack->redo();
        QCOMPARE(document->map(), mapAfter);
        QCOMPARE(document->svg(), svgAfter);
        // The art follows the SVG and the areas (outlines rebuilt after shape edits).
        QVERIFY(document->art());
        QCOMPARE(document->art()->outlines().count(), document->areaCount());
        for (int i = 0; i < document->areaCount(); ++i)
            QCOMPARE(document->art()->outlines().entry(i).id, document->area(i).id);
    }

    void kindChangeMovesTheElementBetweenLayers()
    {
        auto document = importedDocument();
        QVERIFY(EditActions::setAreaKind(document.get(), indices(*document, {u"norway"_s}),
                                         AreaKind::Sea));
        const AreaData &norway = document->area(*document->indexOf(u"norway"_s));
        QCOMPARE(norway.kind, AreaKind::Sea);
        QCOMPARE(document->svgIndex()->find(u"norway"_s)->layer, SvgAreaLayer::Seas);
        // Its land links became sea links.
        for (const LinkData &link : document->map().links) {
            if (LinkPair::of(link).contains(u"norway"_s))
                QCOMPARE(link.kind, LinkKind::Sea);
        }
    }

    void kindChangesBackAndForthLeaveTheDrawingAsItWas()
    {
        // A designer turning every area into sea zones and back, again and again: the drawing
        // after each round is the drawing after the first. (Each move left the line break in
        // front of the element behind, so the groups the areas left filled up with blank lines
        // and the file grew at every change.)
        auto document = importedDocument();
        std::vector<AreaIndex> all;
        all.reserve(static_cast<std::size_t>(document->areaCount()));
        for (AreaIndex area = 0; area < document->areaCount(); ++area)
            all.push_back(area);
        QByteArray afterFirstRound;
        for (int round = 1; round <= 3; ++round) {
            QVERIFY(EditActions::setAreaKind(document.get(), all, AreaKind::Sea));
            QVERIFY(EditActions::setAreaKind(document.get(), all, AreaKind::Land));
            if (round == 1)
                afterFirstRound = document->svg();
            QCOMPARE(document->svg(), afterFirstRound);
        }
        // The last province of its group made a sea zone and a province again: the same file.
        const AreaIndex last = all.back();
        QVERIFY(EditActions::setAreaKind(document.get(), {last}, AreaKind::Sea));
        QVERIFY(document->svg() != afterFirstRound);
        QVERIFY(EditActions::setAreaKind(document.get(), {last}, AreaKind::Land));
        QCOMPARE(document->svg(), afterFirstRound);
    }

    void refusedEditsPushNothing()
    {
        auto document = importedDocument();
        QString error;
        QVERIFY(!EditActions::renameArea(document.get(), *document->indexOf(u"fra"_s), u"alps"_s,
                                         &error));
        QVERIFY(error.contains(u"alps"_s));
        QVERIFY(!EditActions::renameArea(document.get(), *document->indexOf(u"fra"_s), u"Fra"_s,
                                         &error));
        QVERIFY(!EditActions::addLink(document.get(), u"fra"_s, u"fra"_s, &error));
        QVERIFY(!EditActions::addLink(document.get(), u"alps"_s, u"fra"_s, &error));
        QVERIFY(!EditActions::setLinkKind(document.get(), LinkPair(u"fra"_s, u"alps"_s),
                                          LinkKind::Sea, &error));
        QCOMPARE(document->undoStack()->count(), 0);
    }

    void saveThenReopenGivesTheSameMap()
    {
        auto document = importedDocument();
        document->undoStack()->push(
            new ChangeAreaProperty<Terrain>(document.get(), indices(*document, {u"alps"_s}),
                                            AreaFields::terrain, Terrain::Mountain, u"t"_s));
        const QString folder = m_dir.filePath(u"test-lands"_s);
        QString error;
        QVERIFY2(document->save(folder, &error), qPrintable(error));
        QVERIFY(document->undoStack()->isClean());
        QCOMPARE(document->folder(), QDir(folder).absolutePath());

        const auto reopened = MapDocument::open(folder, &error);
        QVERIFY2(reopened, qPrintable(error));
        QCOMPARE(reopened->map(), MapWriter::canonical(document->map()));
        QCOMPARE(reopened->svg(), document->svg());
        // Saving again writes the same bytes.
        QFile json(QDir(folder).filePath(u"map.json"_s));
        QVERIFY(json.open(QIODevice::ReadOnly));
        const QByteArray first = json.readAll();
        json.close();
        QVERIFY(reopened->save(folder, &error));
        QVERIFY(json.open(QIODevice::ReadOnly));
        QCOMPARE(json.readAll(), first);
    }

    /**
     * The s53 walk: Europe opened in the editor, one terrain changed and saved: every line of
     * map.json changed (provinces sorted by id, each over several lines). Only that province's
     * line changes.
     */
    void anEditChangesOnlyItsLine()
    {
        const QString folder = m_dir.filePath(u"europe"_s);
        QVERIFY(QDir().mkpath(folder));
        const QString shipped = QStringLiteral(VINCI_SOURCE_DIR "/maps/europe/");
        for (const QString &name : {u"map.json"_s, u"map.svg"_s})
            QVERIFY(QFile::copy(shipped + name, QDir(folder).filePath(name)));
        QString error;
        auto document = MapDocument::open(folder, &error);
        QVERIFY2(document, qPrintable(error));
        QVERIFY(document->indexOf(u"alps"_s));
        document->undoStack()->push(
            new ChangeAreaProperty<Terrain>(document.get(), indices(*document, {u"alps"_s}),
                                            AreaFields::terrain, Terrain::Forest, u"t"_s));
        QVERIFY2(document->save(folder, &error), qPrintable(error));
        QFile before(shipped + u"map.json"_s);
        QFile after(QDir(folder).filePath(u"map.json"_s));
        QVERIFY(before.open(QIODevice::ReadOnly) && after.open(QIODevice::ReadOnly));
        const QList<QByteArray> was = before.readAll().split('\n');
        const QList<QByteArray> is = after.readAll().split('\n');
        QCOMPARE(is.size(), was.size());
        QStringList changed;
        for (qsizetype line = 0; line < was.size(); ++line) {
            if (was[line] != is[line])
                changed << QString::fromUtf8(is[line]);
        }
        QCOMPARE(changed.size(), 1);
        QVERIFY2(changed.front().contains(u"\"id\":\"alps\""_s) &&
                     changed.front().contains(u"\"terrain\":\"forest\""_s),
                 qPrintable(changed.front()));
    }

    void failedSaveKeepsTheEdits()
    {
        auto document = importedDocument();
        EditActions::addLink(document.get(), u"norway"_s, u"fra"_s);
        QFile blocker(m_dir.filePath(u"blocker"_s));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        QString error;
        QVERIFY(!document->save(m_dir.filePath(u"blocker/inside"_s), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!document->undoStack()->isClean());
        QVERIFY(document->folder().isEmpty());
        QVERIFY(document->linkIndex(LinkPair(u"norway"_s, u"fra"_s)) >= 0);
    }

    void autosaveIsOfferedAfterACrash()
    {
        auto document = importedDocument();
        document->setFolder(m_dir.filePath(u"somewhere/test-lands"_s));
        auto autosaver = std::make_unique<Autosaver>(document.get());
        QVERIFY(Autosaver::recoverable().empty()); // nothing to save yet
        document->undoStack()->push(new ChangeAreaProperty<bool>(
            document.get(), indices(*document, {u"alps"_s}), AreaFields::mine, true, u"m"_s));
        autosaver->saveNow();

        // Were the editor to crash now, this is what the next start finds.
        const std::vector<RecoverableMap> found = Autosaver::recoverable();
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(found.front().name, u"Test Lands"_s);
        QCOMPARE(found.front().originalFolder, document->folder());
        QString error;
        std::unique_ptr<MapDocument> recovered(Autosaver::recover(found.front(), &error));
        QVERIFY2(recovered, qPrintable(error));
        QCOMPARE(recovered->map(), MapWriter::canonical(document->map()));
        QCOMPARE(recovered->svg(), document->svg());
        QCOMPARE(recovered->folder(), document->folder());
        QVERIFY(!recovered->undoStack()->isClean());

        // Saving (clean) or closing removes the autosave.
        autosaver.reset();
        QVERIFY(Autosaver::recoverable().empty());
    }

    void copyWhoseMapCannotBeWrittenIsNeverOffered()
    {
        // A copy is whole only once both its files are: when its map.json cannot be written
        // after its SVG was (as when the editor is killed between the two), the copy before is
        // offered, and its two files are of one moment.
        auto document = importedDocument();
        Autosaver autosaver(document.get());
        QVERIFY(EditActions::setAreaKind(document.get(), indices(*document, {u"norway"_s}),
                                         AreaKind::Sea));
        autosaver.saveNow();
        const QByteArray firstSvg = document->svg();
        const MapData firstMap = MapWriter::canonical(document->map());
        QVERIFY(EditActions::setAreaKind(document.get(), indices(*document, {u"alps"_s}),
                                         AreaKind::Sea));
        QVERIFY(document->svg() != firstSvg);
        // The second copy's map.json cannot be made: a folder holds its name.
        QVERIFY(QDir().mkpath(QDir(autosaver.folder()).filePath(u"2/map.json"_s)));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"^Autosave failed: .*map\\.json"_s));
        autosaver.saveNow();
        QVERIFY(QFile::exists(QDir(autosaver.folder()).filePath(u"2/map.svg"_s)));

        const std::vector<RecoverableMap> found = Autosaver::recoverable();
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(QFileInfo(found.front().autosaveFolder).fileName(), u"1"_s);
        QCOMPARE(found.front().edits, 1);
        QString error;
        std::unique_ptr<MapDocument> recovered(Autosaver::recover(found.front(), &error));
        QVERIFY2(recovered, qPrintable(error));
        QCOMPARE(recovered->svg(), firstSvg);
        QCOMPARE(recovered->map(), firstMap);
    }

    /**
     * A designer's edit is in a copy a second later, without a save: killed three seconds after
     * ticking "On the board edge", the editor lost it (copies came every 30 s or 20 edits).
     */
    void anEditIsCopiedASecondLater()
    {
        auto document = importedDocument();
        Autosaver autosaver(document.get());
        QVERIFY(EditActions::setAreaKind(document.get(), indices(*document, {u"norway"_s}),
                                         AreaKind::Sea));
        QVERIFY(Autosaver::recoverable().empty()); // not at once: edits often come in a burst
        QTRY_COMPARE_WITH_TIMEOUT(Autosaver::recoverable().size(), std::size_t(1),
                                  Autosaver::quietMs * 10);
        QCOMPARE(Autosaver::recoverable().front().edits, 1);
        document->undoStack()->setClean();
        QVERIFY(Autosaver::recoverable().empty());
    }

    /** Edits without a pause are copied too, no later than the longest wait after the first. */
    void editsWithoutAPauseAreCopiedAsTheyCome()
    {
        auto document = importedDocument();
        Autosaver autosaver(document.get());
        autosaver.setDelays(300, 600);
        QElapsedTimer typing;
        typing.start();
        for (int i = 0; Autosaver::recoverable().empty() && typing.elapsed() < 6000; ++i) {
            document->undoStack()->push(
                new ChangeAreaProperty<bool>(document.get(), indices(*document, {u"alps"_s}),
                                             AreaFields::mine, i % 2 == 0, u"m"_s));
            QTest::qWait(50); // the pace of the edits, not a wait for something: kept fixed
        }
        // A copy came while the edits went on, holding some of them.
        QCOMPARE(Autosaver::recoverable().size(), std::size_t(1));
        QVERIFY(Autosaver::recoverable().front().edits >= 1);
        document->undoStack()->setClean();
    }

    /**
     * Edits that keep the event loop busy (keys every 30 ms on a loaded machine, each edit
     * longer than that) starve the timers: the copy still comes, written by the first edit after
     * the longest wait (the kill -9 test saw 18 edits and no copy in a minute).
     */
    void editsThatStarveTheTimersAreCopiedToo()
    {
        auto document = importedDocument();
        Autosaver autosaver(document.get());
        autosaver.setDelays(300, 100);
        const auto edit = [&](int i) {
            document->undoStack()->push(
                new ChangeAreaProperty<bool>(document.get(), indices(*document, {u"alps"_s}),
                                             AreaFields::mine, i % 2 == 0, u"m"_s));
        };
        edit(0);
        QVERIFY(Autosaver::recoverable().empty());
        // No event is processed between the edits: only the edits can write the copy.
        QElapsedTimer busy;
        busy.start();
        while (!busy.hasExpired(150))
            QThread::msleep(10);
        edit(1);
        const std::vector<RecoverableMap> found = Autosaver::recoverable();
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(found.front().edits, 2);
        document->undoStack()->setClean();
    }

    /** The inspector's and the import's counts: "1 sea zone", never "1 sea zones". */
    void mapCountsTakeTheirPluralForm()
    {
        MapData map;
        map.areas.push_back(AreaData{});
        map.areas.back().kind = AreaKind::Sea;
        map.areas.push_back(AreaData{});
        map.areas.back().kind = AreaKind::Land;
        map.links.push_back(LinkData{});
        map.links.back().kind = LinkKind::Sea;
        LanguageSwitcher language;
        const std::map<QString, std::pair<QString, QString>> expected{
            {u"en"_s,
             {u"1 province, 1 sea zone"_s, u"0 land borders, 0 shared coasts, 1 sea link"_s}},
            {u"fr"_s,
             {u"1 province, 1 zone de mer"_s,
              u"0 frontière terrestre, 0 côte commune, 1 lien maritime"_s}},
            {u"de"_s,
             {u"1 Provinz, 1 Meereszone"_s,
              u"0 Landgrenzen, 0 gemeinsame Küsten, 1 Meeresverbindung"_s}}};
        for (const auto &[code, texts] : expected) {
            QVERIFY(language.setLanguage(code, false));
            const MapCounts counts = MapCounts::of(map);
            QCOMPARE(counts.areas(), texts.first);
            QCOMPARE(counts.linkKinds(), texts.second);
        }
        map.areas.push_back(map.areas.front());
        QVERIFY(language.setLanguage(u"en"_s, false));
        QCOMPARE(MapCounts::of(map).areas(), u"1 province, 2 sea zones"_s);
    }
};

QTEST_MAIN(TestMapDocument)
#include "test_mapdocument.moc"
