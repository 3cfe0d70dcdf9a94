#include "mapart.h"
#include "mapartitem.h"
#include "mapformat/mapvalidator.h"
#include "mapformat/svgelementindex.h"
#include "mapscene.h"
#include "mapsymbols.h"
#include "svg/areaclassifier.h"
#include "svg/svgarealayers.h"
#include "svg/svgelementmover.h"
#include "svg/svgimporter.h"
#include "svg/svgtree.h"
#include "testfiles.h"

#include <QColor>
#include <QFile>
#include <QImage>
#include <QMap>
#include <QPainter>
#include <QSvgRenderer>
#include <QTest>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

QByteArray drawing()
{
    return testing::testData(u"editor/drawing.svg"_s);
}

QImage render(const QByteArray &svg, QSize size)
{
    QSvgRenderer renderer(svg);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    renderer.render(&painter);
    return image;
}

/** Share of pixels that differ by more than a little in any channel. */
double differingShare(const QImage &a, const QImage &b)
{
    qint64 differing = 0;
    for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y);
            const QRgb q = b.pixel(x, y);
            if (std::abs(qRed(p) - qRed(q)) > 24 || std::abs(qGreen(p) - qGreen(q)) > 24 ||
                std::abs(qBlue(p) - qBlue(q)) > 24)
                ++differing;
        }
    }
    return double(differing) / (a.width() * a.height());
}

/** The imported map drawn as the game's board draws it, names left out, terrain painted or not. */
QImage board(const ImportedMap &imported, bool painted)
{
    QStringList ids;
    for (const AreaData &area : imported.map.areas)
        ids << area.id;
    QString error;
    const auto art = MapArt::fromData(imported.svg, ids, u"map.svg"_s, &error);
    if (!art)
        qFatal("%s", qPrintable(error));
    MapScene scene;
    scene.setTerrainPainted(painted);
    scene.setMap(art, imported.map.areas);
    scene.setLabelsVisible(false);
    QImage image(art->documentRect().size().toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    scene.render(&painter, QRectF(image.rect()), art->documentRect());
    return image;
}

/** Pixels of `box` darker than a text's ink would leave (every fill here is lighter). */
int inkPixels(const QImage &image, const QRect &box)
{
    int ink = 0;
    for (int y = box.top(); y <= box.bottom(); ++y) {
        for (int x = box.left(); x <= box.right(); ++x)
            ink += qGray(image.pixel(x, y)) < 60 ? 1 : 0;
    }
    return ink;
}

const AreaData *findArea(const MapData &map, const QString &id)
{
    for (const AreaData &area : map.areas) {
        if (area.id == id)
            return &area;
    }
    return nullptr;
}

} // namespace

/** Making a new map from a drawing: the SVG tree, the importer's guesses, layers and ids. */
class TestSvgImport : public QObject
{
    Q_OBJECT

private slots:
    void treeWritesBackWhatItRead_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("inkscape drawing") << QStringLiteral(VINCI_TEST_DATA "/editor/drawing.svg");
        QTest::newRow("rules example") << QStringLiteral(VINCI_TEST_DATA "/svg/rules-example.svg");
        QTest::newRow("europe") << QStringLiteral(VINCI_SOURCE_DIR "/maps/europe/map.svg");
    }

    void treeWritesBackWhatItRead()
    {
        QFETCH(QString, path);
        const QByteArray original = testing::fileContents(path);
        QVERIFY2(!original.isEmpty(), qPrintable(path));
        const auto tree = SvgTree::parse(original);
        QVERIFY(tree);
        const QByteArray written = tree->serialize();
        // Stable, and drawn exactly as the original.
        QCOMPARE(SvgTree::parse(written)->serialize(), written);
        const QSize size(400, 300);
        QCOMPARE(render(written, size), render(original, size));
    }

    void treeRefusesBrokenXml()
    {
        QString error;
        QVERIFY(!SvgTree::parse("<svg><g></svg>", &error));
        QVERIFY2(error.startsWith(u"1:"_s), qPrintable(error));
        const QByteArray deep = "<svg>" + QByteArray("<g>").repeated(100000) + "</svg>";
        QVERIFY(!SvgTree::parse(deep, &error));
        QVERIFY2(error.contains(u"nested"_s), qPrintable(error));
        QVERIFY(!SvgImporter::import("<html/>", u"x.svg"_s, u"x"_s, &error));
        QVERIFY2(error.contains(u"<html>"_s), qPrintable(error));
        QVERIFY(!SvgImporter::import("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'>"
                                     "<path d='M 0 0 L 5 5' fill='none' stroke='black'/></svg>",
                                     u"lines.svg"_s, u"x"_s, &error));
        QVERIFY2(error.contains(u"lines.svg"_s), qPrintable(error));
    }

    void importFindsEveryArea()
    {
        QString error;
        const auto imported =
            SvgImporter::import(drawing(), u"drawing.svg"_s, u"test-lands"_s, &error);
        QVERIFY2(imported, qPrintable(error));
        QStringList land;
        QStringList seas;
        for (const AreaData &area : imported->map.areas)
            (area.kind == AreaKind::Land ? land : seas) << area.id;
        land.sort();
        seas.sort();
        // FRA is made valid, the titled path named after its title, the two-part group is one
        // area, the paper and the river are decoration.
        QCOMPARE(land,
                 (QStringList{u"alps"_s, u"fra"_s, u"ile-de-france"_s, u"italy"_s, u"norway"_s}));
        QCOMPARE(seas, (QStringList{u"north-sea"_s, u"sea"_s}));
        QCOMPARE(findArea(imported->map, u"ile-de-france"_s)->names.en, u"Île-de-France"_s);
        QCOMPARE(findArea(imported->map, u"north-sea"_s)->names.en, u"North Sea"_s);
        QCOMPARE(imported->map.names.en, u"Test Lands"_s);
        QCOMPARE(imported->map.classic, SvgImporter::defaultClassicTable());
        // The drawing's colours are the designer's, not the terrain: the game paints that.
        QVERIFY(imported->map.paintTerrain);
        // The water reaches the edge of the drawing; the land does not.
        QVERIFY(findArea(imported->map, u"sea"_s)->boardEdge);
        QVERIFY(!findArea(imported->map, u"fra"_s)->boardEdge);
    }

    void importPutsAreasInLayersKeepingTheirLook()
    {
        const auto imported = SvgImporter::import(drawing(), u"drawing.svg"_s, u"test-lands"_s);
        QVERIFY(imported);
        MapFileError error;
        const auto index = SvgElementIndex::fromData(imported->svg, u"map.svg"_s, &error);
        QVERIFY(index);
        QVERIFY(index->hasAreaLayers());
        for (const AreaData &area : imported->map.areas) {
            const SvgElement *element = index->find(area.id);
            QVERIFY2(element, qPrintable(area.id));
            QCOMPARE(element->layer,
                     area.kind == AreaKind::Sea ? SvgAreaLayer::Seas : SvgAreaLayer::Provinces);
        }
        // Nothing but areas in the layers, no stray ids: the validator agrees.
        for (const MapFinding &finding : MapValidator::validate(imported->map, &*index, {})) {
            QVERIFY2(finding.code == MapFindingCode::MissingName ||
                         finding.code == MapFindingCode::NoLinks ||
                         finding.code == MapFindingCode::SvgFeatureNotRendered,
                     qPrintable(finding.toString()));
        }
        // Drawn the same, pixel for pixel (up to antialiasing).
        const QSize size(800, 500);
        const double share = differingShare(render(drawing(), size), render(imported->svg, size));
        QVERIFY2(share < 0.002, qPrintable(QString::number(share)));
    }

    void importReportsElementByElement()
    {
        const auto imported = SvgImporter::import(drawing(), u"drawing.svg"_s, u"test-lands"_s);
        QVERIFY(imported);
        QStringList warnings;
        QStringList ids;
        for (const ImportNote &note : imported->notes) {
            if (note.level == ImportNote::Level::Warning)
                warnings << note.element + u": "_s + note.message;
            // "given the id “fra”", "id “FRA” changed to “fra”" (not "hidden").
            if (note.message.contains(u"id “"_s) && !note.areaId.isEmpty())
                ids << note.areaId;
        }
        QCOMPARE(warnings.size(), 2);
        QVERIFY(warnings[0].contains(u"<polygon id=\"alps\"> (line 23)"_s));
        QVERIFY(warnings[0].contains(u"clip-path"_s));
        QVERIFY(warnings[1].contains(u"<path> (line 34)"_s));
        QVERIFY(warnings[1].contains(u"filter"_s));
        ids.sort();
        QCOMPARE(ids, (QStringList{u"fra"_s, u"ile-de-france"_s, u"north-sea"_s, u"sea"_s}));
        // The paper got no id: only areas are given one.
        QVERIFY(!imported->svg.contains("id=\"province\""));
    }

    /**
     * The walk's hand.svg: <g id="archipelago"> has no fill, its two squares are sand. The
     * report gives their fill as the reason, never the black SVG paints a shape without one.
     */
    void aGroupIsReportedByItsShapesFill()
    {
        const auto imported = SvgImporter::import(testing::testData(u"editor/hand-drawn.svg"_s),
                                                  u"hand.svg"_s, u"hand"_s);
        QVERIFY(imported);
        QString report;
        for (const ImportNote &note : imported->notes) {
            if (note.areaId == u"archipelago")
                report += note.message;
        }
        QVERIFY2(report.contains(u"#dcc680 of its 2 shape"_s), qPrintable(report));
        QVERIFY2(!report.contains(u"black"_s), qPrintable(report));
    }

    /**
     * The import and the validator read SVG features the same way (one reader in the engine):
     * a feature the import report names on an area is the one SvgElementIndex finds on it, and
     * what the engine calls a shape or never drawn decides what the import takes as an area.
     */
    void importAndValidatorReadFeaturesAlike()
    {
        const QByteArray svg =
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'>"
            "<style>.land{fill:green}</style>"
            "<rect id='ocean' width='100' height='100' fill='#4060c0'/>"
            "<rect id='west' class='land' fill-opacity='0.9' x='10' y='10' width='30' "
            "height='30'/>"
            "<polyline id='east' points='60,10 90,10 90,40 60,40' fill='#c08040'/>"
            "<script><rect id='ghost' width='20' height='20' fill='red'/></script>"
            "</svg>";
        const auto imported = SvgImporter::import(svg, u"alike.svg"_s, u"alike"_s);
        QVERIFY(imported);
        QStringList areas;
        for (const AreaData &area : imported->map.areas)
            areas << area.id;
        areas.sort();
        // The filled polyline is a shape (the engine's list); the script's rect is never drawn.
        QCOMPARE(areas, (QStringList{u"east"_s, u"ocean"_s, u"west"_s}));
        QStringList reported;
        for (const ImportNote &note : imported->notes) {
            if (note.level == ImportNote::Level::Warning)
                reported << note.areaId;
        }
        QCOMPARE(reported, QStringList{u"west"_s});
        MapFileError error;
        const auto index = SvgElementIndex::fromData(svg, u"alike.svg"_s, &error);
        QVERIFY(index);
        QCOMPARE(index->find(u"west")->features & svgFeaturesNotRendered,
                 SvgFeatures(SvgFeature::CssPrecedence));
        QCOMPARE(index->find(u"east")->features & svgFeaturesNotRendered, SvgFeatures());
        QVERIFY(index->find(u"ghost")->features.testFlag(SvgFeature::Hidden));
    }

    /**
     * The s37 walk's drawing: a `<use>` clone of a shape is the province it shows, where it
     * shows it (the walk saw it dropped without a word from the canvas and the game, but drawn
     * in the New Game preview); a `<use>` of a text is decoration, said in the report.
     */
    void aUseOfAShapeIsTheAreaItShows()
    {
        QString error;
        const auto imported =
            SvgImporter::import(testing::testData(u"editor/walk-clone-lake-labels.svg"_s),
                                u"mymap.svg"_s, u"mymap"_s, &error);
        QVERIFY2(imported, qPrintable(error));
        const AreaData *clone = findArea(imported->map, u"cloneland"_s);
        QVERIFY(clone);
        QCOMPARE(clone->kind, AreaKind::Land);
        QVERIFY(std::any_of(imported->notes.begin(), imported->notes.end(),
                            [](const ImportNote &note) { return note.areaId == u"cloneland"; }));
        // The outline the canvas and the game use: the blob moved by the use's x and y.
        const auto art = MapArt::fromData(imported->svg, {u"cloneland"_s}, u"mymap"_s, &error);
        QVERIFY2(art, qPrintable(error));
        const QRectF box = art->outlines().outline(0).boundingRect();
        QVERIFY2(
            box.contains(QRectF(145, 465, 90, 70)) && QRectF(135, 455, 110, 90).contains(box),
            qPrintable(
                u"%1 %2 %3 %4"_s.arg(box.x()).arg(box.y()).arg(box.width()).arg(box.height())));
        QVERIFY(!findArea(imported->map, u"dragons"_s));
        const auto dragons =
            std::find_if(imported->notes.begin(), imported->notes.end(), [](const ImportNote &n) {
                return n.element.contains(u"id=\"dragons\""_s);
            });
        QVERIFY(dragons != imported->notes.end());
        QCOMPARE(dragons->level, ImportNote::Level::Warning);
        QVERIFY2(dragons->element.contains(u"line"_s), qPrintable(dragons->element));
        QVERIFY2(dragons->message.contains(u"#motto"_s), qPrintable(dragons->message));
    }

    /**
     * A blue "lake" drawn over Northmark is Northmark's art, not a sea zone moved under the
     * land where nobody sees or reaches it: it stays drawn where it was, above the province.
     */
    void aLakeInsideAProvinceStaysItsArt()
    {
        const QByteArray original = testing::testData(u"editor/walk-clone-lake-labels.svg"_s);
        const auto imported = SvgImporter::import(original, u"mymap.svg"_s, u"mymap"_s);
        QVERIFY(imported);
        QVERIFY(!findArea(imported->map, u"lake"_s));
        QCOMPARE(imported->map.areas.size(), std::size_t(8)); // 7 provinces, the sea
        const auto lake =
            std::find_if(imported->notes.begin(), imported->notes.end(),
                         [](const ImportNote &n) { return n.element.contains(u"id=\"lake\""_s); });
        QVERIFY(lake != imported->notes.end());
        QCOMPARE(lake->areaId, u"northmark"_s);
        QVERIFY2(lake->message.contains(u"Northmark"_s), qPrintable(lake->message));
        // Drawn as before: the lake's blue in the middle of Northmark.
        const QImage before = render(original, QSize(800, 600));
        const QImage after = render(imported->svg, QSize(800, 600));
        QCOMPARE(after.pixel(210, 160), before.pixel(210, 160));
        QCOMPARE(QColor(after.pixel(210, 160)), QColor(u"#3a6ea5"_s));
    }

    /**
     * The lake kept as Northmark's art, and the drawing's text that names nothing ("Here be
     * dragons", a <use> of a text, over the sea), are drawn over the painted terrain as the
     * import report promises, on the board the game, its previews and the editor's canvas draw
     * (MapScene): the s37 walk found Northmark plain yellow, the lake drawn nowhere.
     */
    void theDrawingsArtShowsOverThePaintedTerrain()
    {
        const auto imported = SvgImporter::import(
            testing::testData(u"editor/walk-clone-lake-labels.svg"_s), u"mymap.svg"_s, u"mymap"_s);
        QVERIFY(imported);
        QVERIFY(imported->map.paintTerrain);
        const QImage painted = board(*imported, true);
        // Northmark in its terrain's colour, the lake in the drawing's blue over it.
        QCOMPARE(QColor(painted.pixel(210, 160)), QColor(u"#3a6ea5"_s));
        const QColor farmland = terrainColor(findArea(imported->map, u"northmark"_s)->terrain);
        QCOMPARE(QColor(painted.pixel(130, 230)), farmland);
        // The motto over the painted sea.
        const QRect motto(620, 20, 70, 12);
        QVERIFY2(inkPixels(painted, motto) > 20, "no motto over the painted sea");
        // The drawing's own colours where it is not painted: Northmark's yellow, not the art above.
        const QImage drawn = board(*imported, false);
        QCOMPARE(QColor(drawn.pixel(130, 230)), QColor(u"#d9c27a"_s));
        QCOMPARE(QColor(drawn.pixel(210, 160)), QColor(u"#3a6ea5"_s));
    }

    /**
     * A text used as an area's name is not drawn any more: the board writes every name itself,
     * and the drawing's stood beside it ("Roundhill" twice, "Highcrag" under the French
     * "Hautroc": the s37 walk with Paint terrain off). It is hidden in the map's art, so a save
     * and reopen keeps it hidden and importing that art again names the areas the same. A text
     * that names nothing stays.
     */
    void aTextUsedAsANameIsNotDrawnTwice()
    {
        const QByteArray original = testing::testData(u"editor/walk-clone-lake-labels.svg"_s);
        const auto imported = SvgImporter::import(original, u"mymap.svg"_s, u"mymap"_s);
        QVERIFY(imported);
        QCOMPARE(findArea(imported->map, u"roundhill"_s)->names.en, u"Roundhill"_s);
        const QRect roundhill(600, 160, 70, 18); // <text x="600" y="175">Roundhill</text>
        const QRect highcrag(380, 316, 70, 18);
        const QRect motto(620, 20, 70, 12);
        const QSize size(800, 600);
        QVERIFY(inkPixels(render(original, size), roundhill) > 20);
        for (const bool painted : {false, true}) {
            const QImage drawn = board(*imported, painted);
            QCOMPARE(inkPixels(drawn, roundhill), 0);
            QCOMPARE(inkPixels(drawn, highcrag), 0);
            QVERIFY(inkPixels(drawn, motto) > 20);
        }

        // The map's art imported again (Replace Art with it, or a new map from it): the same
        // names, the texts still hidden.
        const auto again = SvgImporter::import(imported->svg, u"map.svg"_s, u"mymap"_s);
        QVERIFY(again);
        QCOMPARE(findArea(again->map, u"twinisles"_s)->names.en, u"Twin Isles"_s);
        QCOMPARE(findArea(again->map, u"roundhill"_s)->names.en, u"Roundhill"_s);
        QCOMPARE(inkPixels(board(*again, false), roundhill), 0);
        QVERIFY(inkPixels(board(*again, false), motto) > 20);

        // A text that names nothing (on an area with a title of its own) stays drawn; one that
        // names an area is hidden even where its style says to show it.
        const auto titled = SvgImporter::import(
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'>"
            "<rect x='0' y='0' width='100' height='100' fill='#3a6ea5'/>"
            "<rect id='a' x='5' y='10' width='40' height='80' fill='#c96'><title>Upland</title>"
            "</rect><text x='8' y='50' font-size='12'>Hill</text>"
            "<rect id='b' x='55' y='10' width='40' height='80' fill='#9c6'/>"
            "<text x='58' y='50' font-size='12' style='display:inline'>Vale</text></svg>",
            u"t.svg"_s, u"t"_s);
        QVERIFY(titled);
        QCOMPARE(findArea(titled->map, u"a"_s)->names.en, u"Upland"_s);
        QCOMPARE(findArea(titled->map, u"b"_s)->names.en, u"Vale"_s);
        for (const bool painted : {false, true}) {
            const QImage drawn = board(*titled, painted);
            QVERIFY(inkPixels(drawn, QRect(8, 40, 30, 12)) > 5);
            QCOMPARE(inkPixels(drawn, QRect(58, 40, 30, 12)), 0);
        }
    }

    /**
     * The names the designer wrote on the drawing name the areas ("Twin Isles", not
     * "Twinisles" made from the id), even written between an island's two pieces; a shape's
     * own title wins over a text on it.
     */
    void theDrawingsTextsNameItsAreas()
    {
        const auto imported = SvgImporter::import(
            testing::testData(u"editor/walk-clone-lake-labels.svg"_s), u"mymap.svg"_s, u"mymap"_s);
        QVERIFY(imported);
        QCOMPARE(findArea(imported->map, u"twinisles"_s)->names.en, u"Twin Isles"_s);
        QCOMPARE(findArea(imported->map, u"cloneland"_s)->names.en, u"Cloneland"_s);
        QCOMPARE(findArea(imported->map, u"northmark"_s)->names.en, u"Northmark"_s);
        // The sea under every text is named by none of them.
        QCOMPARE(findArea(imported->map, u"sea"_s)->names.en, u"Sea"_s);
        QVERIFY(
            std::any_of(imported->notes.begin(), imported->notes.end(), [](const ImportNote &note) {
                return note.areaId == u"twinisles" && note.message.contains(u"Twin Isles"_s);
            }));

        const auto titled = SvgImporter::import(
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'>"
            "<rect id='a' x='10' y='10' width='30' height='30' fill='#c96'><title>Upland</title>"
            "</rect><rect id='b' x='60' y='10' width='30' height='30' fill='#9c6'/>"
            "<g transform='translate(50 0)'><text x='15' y='28'>Lowland</text></g>"
            "<text x='15' y='28'>Ignored</text></svg>",
            u"t.svg"_s, u"t"_s);
        QVERIFY(titled);
        QCOMPARE(findArea(titled->map, u"a"_s)->names.en, u"Upland"_s);
        // The text moved by its group's transform lies on b.
        QCOMPARE(findArea(titled->map, u"b"_s)->names.en, u"Lowland"_s);
    }

    void layeredDrawingKeepsItsLayers()
    {
        const QByteArray svg =
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'>"
            "<g id='seas'><rect id='Ocean' width='100' height='100' fill='#f0f0f0'/></g>"
            "<g id='provinces' transform='translate(10,10)'>"
            "<rect id='west' width='40' height='40' fill='#2060c0'/>"
            "<rect width='40' height='40' x='40' fill='red'/></g></svg>";
        const auto imported = SvgImporter::import(svg, u"layered.svg"_s, u"layered"_s);
        QVERIFY(imported);
        QCOMPARE(imported->map.areas.size(), std::size_t(3));
        // The layer decides, whatever the colour says.
        QCOMPARE(findArea(imported->map, u"ocean"_s)->kind, AreaKind::Sea);
        QCOMPARE(findArea(imported->map, u"west"_s)->kind, AreaKind::Land);
        QCOMPARE(findArea(imported->map, u"province"_s)->kind, AreaKind::Land);
        QVERIFY(imported->svg.contains("<g id=\"provinces\" transform=\"translate(10,10)\">"));
    }

    /** A sea zone whose id says nothing is "Sea" on the board, in each language, numbered. */
    void seaWithAPlaceholderIdIsNamedSea()
    {
        const QByteArray svg =
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'>"
            "<rect id='background' width='100' height='100' fill='#9ec5e8'/>"
            "<rect id='rect12' x='60' y='60' width='30' height='30' fill='#2f5d8c'/>"
            "<rect id='north-sea' x='60' y='5' width='30' height='20' fill='#2f5d8c'/>"
            "<path id='path3456' d='M 70 30 h 20 v 20 h -20 z' fill='#2f5d8c'>"
            "<title>Baltic</title></path>"
            "<rect id='path77' x='10' y='10' width='40' height='40' fill='#e9d8a6'/></svg>";
        QString error;
        const auto imported = SvgImporter::import(svg, u"seas.svg"_s, u"seas"_s, &error);
        QVERIFY2(imported, qPrintable(error));
        const AreaData *background = findArea(imported->map, u"background"_s);
        QVERIFY(background);
        QCOMPARE(background->kind, AreaKind::Sea);
        QCOMPARE(background->names, (LocalizedName{u"Sea"_s, u"Mer"_s, u"Meer"_s}));
        QCOMPARE(findArea(imported->map, u"rect12"_s)->names,
                 (LocalizedName{u"Sea 2"_s, u"Mer 2"_s, u"Meer 2"_s}));
        // Named by its id or its title: kept; land is not renamed.
        QCOMPARE(findArea(imported->map, u"north-sea"_s)->names.en, u"North Sea"_s);
        QCOMPARE(findArea(imported->map, u"path3456"_s)->names.en, u"Baltic"_s);
        QCOMPARE(findArea(imported->map, u"path77"_s)->names.en, u"Path77"_s);
        const auto note =
            std::find_if(imported->notes.begin(), imported->notes.end(), [](const ImportNote &n) {
                return n.areaId == u"background" && n.message.contains(u"Background"_s);
            });
        QVERIFY(note != imported->notes.end());
    }

    /**
     * Shapes with no id and no name were all "Province": numbered in reading order (rows from
     * the top, left to right, whatever order they were drawn in), in each language, and the
     * report says so.
     */
    void provincesWithoutIdOrNameAreNumbered()
    {
        // Drawn: the bottom one, the top right one (a little higher), the top left one.
        const QByteArray svg = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 150 100'>"
                               "<path d='M 10 60 h 40 v 30 h -40 z' fill='#e0c070'/>"
                               "<path d='M 60 10 h 40 v 30 h -40 z' fill='#d0b060'/>"
                               "<path d='M 10 14 h 40 v 30 h -40 z' fill='#c0a050'/>"
                               "<rect id='sea' x='110' y='10' width='30' height='80' "
                               "fill='#3a7bd5'/></svg>";
        QString error;
        const auto imported = SvgImporter::import(svg, u"handmade.svg"_s, u"handmade"_s, &error);
        QVERIFY2(imported, qPrintable(error));
        const std::optional<SvgTree> tree = SvgTree::parse(imported->svg);
        QVERIFY(tree);
        QMap<QString, QString> drawnAt; // name -> the start of its path
        for (const AreaData &area : imported->map.areas) {
            if (area.kind != AreaKind::Land)
                continue;
            QVERIFY(tree->findById(area.id));
            drawnAt.insert(area.names.en, tree->findById(area.id)->attribute(u"d").left(9));
            const QString number = area.names.en.section(u' ', -1);
            QCOMPARE(area.names, (LocalizedName{u"Province "_s + number, u"Province "_s + number,
                                                u"Provinz "_s + number}));
            QVERIFY2(std::any_of(imported->notes.begin(), imported->notes.end(),
                                 [&](const ImportNote &note) {
                                     return note.areaId == area.id &&
                                            note.message.contains(
                                                u"named “%1”"_s.arg(area.names.en));
                                 }),
                     qPrintable(area.names.en));
        }
        QCOMPARE(drawnAt, (QMap<QString, QString>{{u"Province 1"_s, u"M 10 14 h"_s},
                                                  {u"Province 2"_s, u"M 60 10 h"_s},
                                                  {u"Province 3"_s, u"M 10 60 h"_s}}));
    }

    void placeholderNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("placeholder");
        QTest::newRow("background") << u"background"_s << true;
        QTest::newRow("Inkscape rect") << u"rect12"_s << true;
        QTest::newRow("Inkscape path") << u"path3456"_s << true;
        QTest::newRow("layer") << u"layer1"_s << true;
        QTest::newRow("French layer") << u"Calque 1"_s << true;
        QTest::newRow("Illustrator") << u"Layer_1"_s << true;
        QTest::newRow("svg-edit") << u"svg_3"_s << true;
        QTest::newRow("digits") << u"12"_s << true;
        QTest::newRow("a sea") << u"north-sea"_s << false;
        QTest::newRow("a name with a number") << u"Sea 2"_s << false;
        QTest::newRow("a place") << u"Adriatic"_s << false;
        QTest::newRow("a place and a tag") << u"baltic-path"_s << false;
    }

    void placeholderNames()
    {
        QFETCH(QString, name);
        QFETCH(bool, placeholder);
        QCOMPARE(isPlaceholderName(name), placeholder);
    }

    void idsFromNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("id");
        QTest::newRow("accents") << u"Île-de-France"_s << u"ile-de-france"_s;
        QTest::newRow("spaces") << u"North Sea"_s << u"north-sea"_s;
        QTest::newRow("camel case") << u"NorthSea"_s << u"north-sea"_s;
        QTest::newRow("upper case code") << u"FRA"_s << u"fra"_s;
        QTest::newRow("inkscape id") << u"path1234"_s << u"path1234"_s;
        QTest::newRow("punctuation") << u"  Baden_Württemberg (DE) "_s << u"baden-wurttemberg-de"_s;
        QTest::newRow("nothing usable") << u"北海"_s << QString();
    }

    void idsFromNames()
    {
        QFETCH(QString, name);
        QFETCH(QString, id);
        QCOMPARE(areaIdFromName(name), id);
    }

    /** The s49 walk: id "Isle of Tern" was named "Isle Of Tern". */
    void namesFromIds_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("name");
        QTest::newRow("dashes") << u"north-italy"_s << u"North Italy"_s;
        QTest::newRow("small word") << u"Isle of Tern"_s << u"Isle of Tern"_s;
        QTest::newRow("small words, from a name") << u"ile-de-la-cite"_s << u"Ile de la Cite"_s;
        QTest::newRow("German") << u"frankfurt-an-der-oder"_s << u"Frankfurt an der Oder"_s;
        QTest::newRow("first word") << u"the-wash"_s << u"The Wash"_s;
        QTest::newRow("camel case") << u"NorthSea"_s << u"North Sea"_s;
    }

    void namesFromIds()
    {
        QFETCH(QString, id);
        QFETCH(QString, name);
        QCOMPARE(displayNameFromId(id), name);
    }

    void kindGuesses_data()
    {
        QTest::addColumn<QByteArray>("svg");
        QTest::addColumn<bool>("sea");
        QTest::newRow("blue fill") << QByteArray("<rect id='x' fill='#2f5d8c'/>") << true;
        QTest::newRow("light blue style")
            << QByteArray("<rect id='x' style='fill:#7fb2e5'/>") << true;
        QTest::newRow("green fill") << QByteArray("<rect id='x' fill='#4e8a4e'/>") << false;
        QTest::newRow("grey fill") << QByteArray("<rect id='x' fill='#a39e96'/>") << false;
        QTest::newRow("named sea, green")
            << QByteArray("<rect id='tyrrhenian-sea' fill='green'/>") << true;
        QTest::newRow("French name") << QByteArray("<rect id='mer-du-nord' fill='#eee'/>") << true;
        QTest::newRow("group name")
            << QByteArray("<g id='Oceans'><rect id='x' fill='#eee'/></g>") << true;
        QTest::newRow("land group, blue")
            << QByteArray("<g id='countries'><rect id='x' fill='blue'/></g>") << false;
        // A group drawing one area in pieces is as blue as its pieces: it has no fill itself.
        QTest::newRow("group of blue pieces")
            << QByteArray("<g id='x'><rect fill='#2f5d8c'/><rect fill='#2f5d8c'/></g>") << true;
        QTest::newRow("England is not land+sea")
            << QByteArray("<rect id='england' fill='#eee'/>") << false;
    }

    void kindGuesses()
    {
        QFETCH(QByteArray, svg);
        QFETCH(bool, sea);
        const auto tree =
            SvgTree::parse("<svg xmlns='http://www.w3.org/2000/svg'>" + svg + "</svg>");
        QVERIFY(tree);
        const SvgNode *node = tree->findById(u"x"_s);
        if (!node)
            node = tree->root()->children.front()->children.empty()
                       ? tree->root()->children.front().get()
                       : tree->root()->children.front()->children.front().get();
        QCOMPARE(guessAreaKind(*node).kind == AreaKind::Sea, sea);
    }

    void moverKeepsOutlines()
    {
        // A shape under rotated, scaled and styled groups moves to the top level.
        const QByteArray svg =
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 300 200'>"
            "<g transform='translate(50,20)' fill='#c04040'><g transform='rotate(20) scale(1.5)'>"
            "<path id='shape' transform='translate(10,5)' d='M 0 0 L 60 0 L 60 40 L 0 40 Z'/>"
            "</g></g><g id='target' transform='translate(-30,7) scale(0.5)'/></svg>";
        auto tree = SvgTree::parse(svg);
        QVERIFY(tree);
        const auto before = MapArt::fromData(svg, {u"shape"_s}, u"before"_s);
        QVERIFY(SvgElementMover::move(
            *tree, {{tree->findById(u"shape"_s), tree->findById(u"target"_s), -1}}));
        const QByteArray moved = tree->serialize();
        QCOMPARE(tree->findById(u"shape"_s)->parent, tree->findById(u"target"_s));
        const auto after = MapArt::fromData(moved, {u"shape"_s}, u"after"_s);
        const QRectF a = before->outlines().outline(0).boundingRect();
        const QRectF b = after->outlines().outline(0).boundingRect();
        QVERIFY2(
            std::abs(a.left() - b.left()) < 1e-6 && std::abs(a.bottom() - b.bottom()) < 1e-6,
            qPrintable(
                u"%1,%2 vs %3,%4"_s.arg(a.left()).arg(a.bottom()).arg(b.left()).arg(b.bottom())));
        QCOMPARE(tree->findById(u"shape"_s)->attribute(u"fill"), u"#c04040"_s);
        QCOMPARE(render(moved, {300, 200}), render(svg, {300, 200}));
    }

    void renamingFollowsReferences()
    {
        auto tree = SvgTree::parse(
            "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink'>"
            "<path id='old' d='M0 0'/><use xlink:href='#old'/><rect id='oldest' fill='url(#old)'/>"
            "</svg>");
        QVERIFY(tree);
        QVERIFY(SvgAreaLayers::renameElement(*tree, u"old"_s, u"new"_s));
        const QString text = QString::fromUtf8(tree->serialize());
        QVERIFY(text.contains(u"xlink:href=\"#new\""_s));
        QVERIFY(text.contains(u"fill=\"url(#new)\""_s));
        QVERIFY(text.contains(u"id=\"oldest\""_s));
        QVERIFY(!SvgAreaLayers::renameElement(*tree, u"new"_s, u"oldest"_s));
    }
};

QTEST_MAIN(TestSvgImport)
#include "test_svgimport.moc"
