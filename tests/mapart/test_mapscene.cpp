#include "areaitem.h"
#include "arealabelitem.h"
#include "fixturemap.h"
#include "mapart.h"
#include "mapartitem.h"
#include "mapscene.h"
#include "mapsymbols.h"
#include "outlinegeometry.h"
#include "provinceoutlines.h"
#include "terrainstyle.h"

#include <QElapsedTimer>
#include <QGraphicsScene>
#include <QPainter>
#include <QSvgRenderer>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

// Decoration of the fixture, in document order around the areas: the background under
// everything, the compass and the frame over everything.
const QStringList decorationBelow{u"background"_s};
const QStringList decorationAbove{u"compass"_s, u"frame"_s};

/** The full document rendered by QSvgRenderer at `scale`: the reference picture. */
QImage fullRender(QSvgRenderer &renderer, qreal scale)
{
    const QRectF document = renderer.viewBoxF();
    QImage image((document.size() * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    renderer.render(&painter, QRectF(QPointF(0, 0), document.size() * scale));
    return image;
}

/**
 * Renders `scene` over `document` at `scale`, the way a view at that zoom draws it, on a device
 * of `devicePixelRatio` (2 for a HiDPI screen).
 */
QImage sceneRender(QGraphicsScene &scene, const QRectF &document, qreal scale,
                   qreal devicePixelRatio = 1)
{
    QImage image((document.size() * scale * devicePixelRatio).toSize(),
                 QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(devicePixelRatio);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    scene.render(&painter, QRectF(QPointF(0, 0), document.size() * scale), document);
    return image;
}

struct PixelDifference
{
    int maxChannel = 0;   ///< largest difference of one channel at one pixel
    qsizetype over = 0;   ///< pixels differing by more than the tolerance
    qsizetype total = 0;  ///< pixels compared
    QPoint first{-1, -1}; ///< the first pixel over the tolerance
};

PixelDifference compareImages(const QImage &a, const QImage &b, int tolerance,
                              const QImage &skipMask = {})
{
    PixelDifference difference;
    for (int y = 0; y < a.height(); ++y) {
        // A 32-bit image's scan line is its row of QRgb (QImage's own documented use).
        // NOLINTNEXTLINE(cppcoreguidelines-pro-type-reinterpret-cast)
        const auto *rowA = reinterpret_cast<const QRgb *>(a.constScanLine(y));
        // NOLINTNEXTLINE(cppcoreguidelines-pro-type-reinterpret-cast)
        const auto *rowB = reinterpret_cast<const QRgb *>(b.constScanLine(y));
        for (int x = 0; x < a.width(); ++x) {
            if (!skipMask.isNull() && qAlpha(skipMask.pixel(x, y)) > 0)
                continue;
            ++difference.total;
            const int d = std::max({std::abs(qRed(rowA[x]) - qRed(rowB[x])),
                                    std::abs(qGreen(rowA[x]) - qGreen(rowB[x])),
                                    std::abs(qBlue(rowA[x]) - qBlue(rowB[x])),
                                    std::abs(qAlpha(rowA[x]) - qAlpha(rowB[x]))});
            difference.maxChannel = std::max(difference.maxChannel, d);
            if (d > tolerance && difference.over++ == 0)
                difference.first = {x, y};
        }
    }
    return difference;
}

} // namespace

/**
 * Map rendering on the fixture board: outlines from the SVG under transformed layers, the
 * scene assembled from per-area items against a full render, hit tests and label placement.
 */
class TestMapScene : public QObject
{
    Q_OBJECT

private:
    MapData map = testmaps::rulesExampleWithNames();
    std::shared_ptr<MapArt> art;

    AreaIndex at(const char *id) const
    {
        for (std::size_t i = 0; i < map.areas.size(); ++i) {
            if (map.areas[i].id == QLatin1String(id))
                return static_cast<AreaIndex>(i);
        }
        qFatal("no area %s in the fixture", id);
    }

private slots:
    void initTestCase()
    {
        QString error;
        QElapsedTimer timer;
        timer.start();
        art = MapArt::load(testmaps::rulesExampleSvgPath(), map, &error);
        QVERIFY2(art, qPrintable(error));
        qInfo("Loaded the fixture and extracted %d outlines in %lld ms (extraction %.2f ms)",
              art->outlines().count(), timer.elapsed(), art->outlines().extractionMs());
        // The AreaIndex order is the ProvinceGraph's vertex order.
        const auto board = ProvinceGraph::fromMapData(map);
        QVERIFY(board);
        for (AreaIndex i = 0; i < board->areaCount(); ++i)
            QCOMPARE(board->area(i).id, art->outlines().entry(i).id);
    }

    void everyAreaHasAnOutline()
    {
        QCOMPARE(art->outlines().count(), static_cast<int>(map.areas.size()));
        QVERIFY2(art->outlines().emptyIds().isEmpty(),
                 qPrintable(art->outlines().emptyIds().join(u", ")));
    }

    void missingElementHasNoOutline()
    {
        const auto other =
            MapArt::fromData("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'>"
                             "<rect id='a' width='5' height='5'/><g id='empty'/></svg>",
                             {u"a"_s, u"missing"_s, u"empty"_s}, u"inline"_s);
        QVERIFY(other);
        QCOMPARE(other->outlines().emptyIds(), QStringList({u"missing"_s, u"empty"_s}));
        QVERIFY(!other->outlines().entry(1).inSvg);
        QVERIFY(other->outlines().outline(0).contains(QPointF(2, 2)));
    }

    void brokenSvgIsRefused()
    {
        QString error;
        QVERIFY(!MapArt::fromData("<svg><g", {}, u"broken.svg"_s, &error));
        QVERIFY2(error.contains(u"broken.svg"), qPrintable(error));
        QVERIFY(!MapArt::load(u"/nonexistent/map.svg"_s, map, &error));
        QVERIFY2(error.contains(u"/nonexistent/map.svg"), qPrintable(error));
    }

    void outlineContainsPoint_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QPointF>("point");
        QTest::addColumn<bool>("inside");
        // Document coordinates, from the fixture's design (tools that generated it worked in
        // document space, then mapped each layer's points through its inverse transform).
        QTest::newRow("Ireland: scaled layer") << u"ireland"_s << QPointF(160, 260) << true;
        QTest::newRow("Atlantic: Ireland is a hole (even-odd)")
            << u"atlantic"_s << QPointF(160, 260) << false;
        QTest::newRow("Atlantic: translated layer") << u"atlantic"_s << QPointF(60, 500) << true;
        QTest::newRow("France: the C's back") << u"france"_s << QPointF(460, 480) << true;
        QTest::newRow("France: the notch inside its box")
            << u"france"_s << QPointF(560, 480) << false;
        QTest::newRow("Alps: centre of the rotated rect") << u"alps"_s << QPointF(675, 420) << true;
        QTest::newRow("Alps: corner the rotation moved away")
            << u"alps"_s << QPointF(632, 384) << false;
        QTest::newRow("Norway: rotated group in scaled layer")
            << u"norway"_s << QPointF(700, 120) << true;
        QTest::newRow("Norwegian Sea: rotated rect in translated layer")
            << u"norwegian-sea"_s << QPointF(879, 166) << true;
        QTest::newRow("Norwegian Sea: corner of the unrotated rect")
            << u"norwegian-sea"_s << QPointF(824, 40) << false;
        QTest::newRow("Southern Italy: mainland of the group")
            << u"south-italy"_s << QPointF(860, 600) << true;
        QTest::newRow("Southern Italy: island of the group")
            << u"south-italy"_s << QPointF(770, 680) << true;
        QTest::newRow("Southern Italy: water between")
            << u"south-italy"_s << QPointF(805, 660) << false;
        QTest::newRow("Northern Italy: inside the curves")
            << u"north-italy"_s << QPointF(760, 505) << true;
        QTest::newRow("Northern Italy: box corner outside the curves")
            << u"north-italy"_s << QPointF(704, 452) << false;
    }
    void outlineContainsPoint()
    {
        QFETCH(QString, id);
        QFETCH(QPointF, point);
        QFETCH(bool, inside);
        const AreaIndex index = at(id.toLatin1().constData());
        QCOMPARE(art->outlines().outline(index).contains(point), inside);
    }

    /** Every area's outline, filled with its colour, reproduces the full render of the SVG. */
    void outlinesMatchTheRender()
    {
        constexpr qreal scale = 1.5;
        QSvgRenderer &renderer = art->renderer();
        const QImage reference = fullRender(renderer, scale);
        const QRectF document = art->documentRect();

        QImage filled(reference.size(), QImage::Format_ARGB32_Premultiplied);
        // France's notch shows the background rectangle, under every area.
        filled.fill(reference.pixelColor((QPointF(560, 480) * scale).toPoint()));
        QImage edges(reference.size(), QImage::Format_ARGB32_Premultiplied);
        edges.fill(Qt::transparent);
        {
            QPainter fill(&filled);
            QPainter edge(&edges);
            fill.scale(scale, scale);
            edge.scale(scale, scale);
            fill.setPen(Qt::NoPen);
            // Strokes (with miter tips up to twice their width) and antialiasing around each edge
            // are not compared.
            QPen wide(Qt::black, 12, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
            wide.setCosmetic(true);
            edge.setPen(wide);
            // Seas first: the fixture's land layer lies above its sea layer.
            for (const AreaKind kind : {AreaKind::Sea, AreaKind::Land}) {
                for (std::size_t i = 0; i < map.areas.size(); ++i) {
                    if (map.areas[i].kind != kind)
                        continue;
                    const QPainterPath &outline = art->outlines().outline(static_cast<int>(i));
                    const QPointF inside =
                        OutlineGeometry(outline).largestInscribedCircle().centre * scale;
                    fill.setBrush(reference.pixelColor(inside.toPoint()));
                    fill.drawPath(outline);
                    edge.drawPath(outline);
                }
            }
            edge.setPen(Qt::NoPen);
            edge.setBrush(Qt::black);
            const QTransform compassPlacement = renderer.transformForElement(u"compass"_s);
            edge.drawRect(compassPlacement.mapRect(renderer.boundsOnElement(u"compass"_s))
                              .adjusted(-3, -3, 3, 3));
            // The frame: a stroke 4 units wide along the document's border.
            QPen border(Qt::black, 20);
            border.setCosmetic(true);
            edge.setPen(border);
            edge.setBrush(Qt::NoBrush);
            edge.drawRect(QRectF(QPointF(0, 0), document.size()));
        }
        const PixelDifference difference = compareImages(reference, filled, 2, edges);
        QVERIFY(difference.total > reference.width() * reference.height() / 2);
        QVERIFY2(difference.over == 0,
                 qPrintable(u"%1 of %2 pixels away from any edge differ (max %3, first at %4,%5)"_s
                                .arg(difference.over)
                                .arg(difference.total)
                                .arg(difference.maxChannel)
                                .arg(difference.first.x())
                                .arg(difference.first.y())));
    }

    /** A scene of one item per SVG element, each placed by its outline data, equals the SVG. */
    void sceneAssembledFromAreasMatchesTheRender_data()
    {
        QTest::addColumn<qreal>("scale");
        QTest::newRow("unzoomed") << 1.0;
        QTest::newRow("zoomed in") << 2.5;
        QTest::newRow("zoomed out") << 0.45;
    }
    void sceneAssembledFromAreasMatchesTheRender()
    {
        QFETCH(qreal, scale);
        // Every element in document order: background, seas, land, compass, frame.
        QStringList ids = decorationBelow;
        for (const AreaKind kind : {AreaKind::Sea, AreaKind::Land}) {
            for (const AreaData &area : map.areas) {
                if (area.kind == kind)
                    ids.append(area.id);
            }
        }
        ids += decorationAbove;
        QFile file(testmaps::rulesExampleSvgPath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto elements = MapArt::fromData(file.readAll(), ids, file.fileName());
        QVERIFY(elements);

        QGraphicsScene scene;
        for (int i = 0; i < ids.size(); ++i) {
            auto *item = new AreaItem(i, elements->outlines().entry(i));
            item->setDrawsArt(elements);
            item->setZValue(i);
            scene.addItem(item);
        }
        const QRectF document = elements->documentRect();
        const QImage assembled = sceneRender(scene, document, scale);
        const QImage reference = fullRender(elements->renderer(), scale);
        QCOMPARE(assembled.size(), reference.size());
        const PixelDifference difference = compareImages(assembled, reference, 6);
        qInfo("scale %.2f: largest channel difference %d, %lld of %lld pixels over 6", scale,
              difference.maxChannel, difference.over, difference.total);
        // Antialiased edges may round differently when an element is drawn on its own.
        QVERIFY2(difference.over <= difference.total / 2000,
                 qPrintable(u"%1 pixels differ"_s.arg(difference.over)));
    }

    void tilesMatchTheVectorArt_data()
    {
        QTest::addColumn<qreal>("scale");
        QTest::addColumn<qreal>("devicePixelRatio");
        QTest::newRow("1x") << 1.0 << 1.0;
        QTest::newRow("3.3x") << 3.3 << 1.0;
        QTest::newRow("1.3x on a HiDPI screen") << 1.3 << 2.0;
    }
    void tilesMatchTheVectorArt()
    {
        QFETCH(qreal, scale);
        QFETCH(qreal, devicePixelRatio);
        QGraphicsScene scene;
        auto *item = new MapArtItem(art);
        scene.addItem(item);
        const QRectF document = art->documentRect();
        item->setCaching(MapArtItem::Caching::Direct);
        const QImage direct = sceneRender(scene, document, scale, devicePixelRatio);
        item->setCaching(MapArtItem::Caching::Tiles);
        // The first frame at a scale is drawn directly, the second fills the tiles.
        QCOMPARE(sceneRender(scene, document, scale, devicePixelRatio), direct);
        QCOMPARE(item->tilesRendered(), 0);
        const QImage tiled = sceneRender(scene, document, scale, devicePixelRatio);
        const int tilesFilled = item->tilesRendered();
        QVERIFY(tilesFilled > 0);
        const QImage again = sceneRender(scene, document, scale, devicePixelRatio);
        QCOMPARE(item->tilesRendered(), tilesFilled); // the third frame only copies tiles
        QCOMPARE(again, tiled);
        const PixelDifference difference = compareImages(direct, tiled, 4);
        QVERIFY2(
            difference.over == 0,
            qPrintable(
                u"%1 pixels differ (max %2)"_s.arg(difference.over).arg(difference.maxChannel)));
    }

    void clickInTransparentCornerMissesTheArea()
    {
        MapScene scene;
        scene.setMap(art, map.areas);
        const QPointF notch(560, 480); // inside France's bounding box, outside France
        const AreaItem *france = scene.areaItem(at("france"));
        QVERIFY(france->boundingRect().contains(notch));
        for (QGraphicsItem *item : scene.items(notch))
            QVERIFY(item != france);
        QCOMPARE(scene.areaAt(notch), std::nullopt);
        QCOMPARE(scene.areaAt(QPointF(460, 480)), std::optional<AreaIndex>(at("france")));

        // The top item under a point of Ireland is Ireland's (or its label, which lets clicks
        // through), never the Atlantic around it.
        const QList<QGraphicsItem *> hits = scene.items(QPointF(160, 300));
        const auto firstArea = std::find_if(hits.begin(), hits.end(), [](QGraphicsItem *item) {
            return item->type() == AreaItem::Type;
        });
        QVERIFY(firstArea != hits.end());
        QCOMPARE(static_cast<AreaItem *>(*firstArea)->areaIndex(), at("ireland"));
        for (QGraphicsItem *item : hits) {
            if (item->type() == AreaLabelItem::Type)
                QCOMPARE(item->acceptedMouseButtons(), Qt::NoButton);
        }
    }

    void labelsLieInsideTheirAreas_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << u"en"_s;
        QTest::newRow("fr") << u"fr"_s;
        QTest::newRow("de") << u"de"_s;
    }
    void labelsLieInsideTheirAreas()
    {
        QFETCH(QString, language);
        MapScene scene;
        scene.setMap(art, map.areas);
        QElapsedTimer timer;
        timer.start();
        scene.setLanguage(language == u"en" ? u"fr"_s : u"en"_s);
        scene.setLanguage(language);
        qInfo("Laid out %d labels in %lld ms", scene.areaCount(), timer.elapsed());
        const LabelPlan &plan = scene.labelPlan();
        std::vector<QRectF> blocks;
        for (AreaIndex i = 0; i < scene.areaCount(); ++i) {
            const LabelLayout *layout = scene.labelLayout(i);
            QVERIFY(layout);
            const OutlineGeometry outline(art->outlines().outline(i));
            const QString id = map.areas[static_cast<std::size_t>(i)].id;
            QVERIFY2(outline.contains(layout->anchor), qPrintable(id));
            // Fitted inside its area; then perhaps raised to the readable floor.
            const LabelLayout &fitted = plan.fittedLayout(i);
            QVERIFY2(fitted.fits, qPrintable(id));
            QVERIFY2(outline.contains(fitted.block.rect(fitted.anchor, fitted.fontSize)),
                     qPrintable(id));
            // Capped at the ceiling, raised at most to the floor.
            const qreal capped = std::min(fitted.fontSize, plan.ceiling());
            QVERIFY(layout->fontSize >= capped);
            QVERIFY(layout->fontSize <= std::max(capped, plan.readableFloor()));
            const QRectF block = layout->block.rect(layout->anchor, layout->fontSize);
            if (layout->fontSize <= fitted.fontSize)
                QVERIFY2(outline.contains(block), qPrintable(id));
            for (const QRectF &other : blocks)
                QVERIFY2(!block.intersects(other), qPrintable(id));
            blocks.push_back(block);
            QCOMPARE(layout->block.lines().join(u' '),
                     map.areas[static_cast<std::size_t>(i)].names.in(language));
        }
    }

    void labelAvoidsTheNotchOfAConcaveArea()
    {
        const QPainterPath &france = art->outlines().outline(at("france"));
        const OutlineGeometry geometry(france);
        QVERIFY(!geometry.contains(france.boundingRect().center()));
        const InscribedCircle pole = geometry.largestInscribedCircle();
        QVERIFY(geometry.contains(pole.centre));
        QVERIFY(pole.radius > 10);
        QCOMPARE(geometry.signedDistance(pole.centre), pole.radius);
    }

    void inscribedCircleOfALongThinShape()
    {
        // An L of two strips 2 units wide and 10000 long: its centroid lies far outside.
        QPainterPath strips;
        strips.addRect(0, 0, 10000, 2);
        strips.addRect(0, 0, 2, 10000);
        const QPainterPath ell = strips.simplified();
        const OutlineGeometry geometry(ell);
        QVERIFY(!geometry.contains(geometry.centroid()));
        const InscribedCircle circle = geometry.largestInscribedCircle();
        QVERIFY(geometry.contains(circle.centre));
        QVERIFY2(circle.radius > 0.95 && circle.radius <= 1.0001,
                 qPrintable(QString::number(circle.radius)));
    }

    void labelAtTheMapsAnchorWhenGiven()
    {
        MapScene scene;
        scene.setMap(art, map.areas);
        const LabelLayout *layout = scene.labelLayout(at("atlantic"));
        QVERIFY(layout);
        QCOMPARE(layout->anchor, QPointF(110, 560));
    }

    /**
     * The s50 walk in the editor: a sea drawn over the background sea, whose names crowded, and
     * "Make sea zone" on a shape drawn on a province (a lake), whose name went over the
     * province's. Each name lies in what shows of its area: the background's outside the gulf
     * drawn over it, the lake's on the lake, the province's off the lake; none over another.
     */
    void seaNamesInTheirOwnWater()
    {
        // (Plain literals: moc's reader does not follow a raw string over several lines.)
        const QByteArray svg =
            "<svg xmlns='http://www.w3.org/2000/svg' width='400' height='300'"
            " viewBox='0 0 400 300'>"
            "<rect id='ocean' x='0' y='0' width='400' height='300' fill='#36c'/>"
            "<rect id='gulf' x='240' y='60' width='140' height='180' fill='#36c'/>"
            "<rect id='island' x='20' y='20' width='180' height='260' fill='#cb8'/>"
            "<ellipse id='lake' cx='110' cy='150' rx='60' ry='40' fill='#36c'/>"
            "</svg>";
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        const QStringList ids{u"ocean"_s, u"gulf"_s, u"island"_s, u"lake"_s};
        const ProvinceOutlines outlines = ProvinceOutlines::extract(renderer, ids);
        std::vector<AreaData> areas;
        for (const QString &id : ids) {
            AreaData area;
            area.id = id;
            area.kind = id == u"island"_s ? AreaKind::Land : AreaKind::Sea;
            area.names = {id, id, id};
            areas.push_back(area);
        }
        const LabelPlan plan(outlines, areas, QRectF(0, 0, 400, 300), u"en"_s);
        const auto block = [&](AreaIndex i) {
            const LabelLayout &layout = plan.layout(i);
            return layout.block.rect(layout.anchor, layout.fontSize);
        };
        const auto shape = [&](AreaIndex i) { return OutlineGeometry(outlines.outline(i)); };
        for (AreaIndex i = 0; i < 4; ++i)
            QVERIFY2(plan.layout(i).fontSize > 0, qPrintable(ids.at(i)));
        // The background's name in its own water: not on the gulf, not on the island.
        QVERIFY(!shape(1).contains(plan.layout(0).anchor));
        QVERIFY(!block(0).intersects(shape(1).boundingRect()));
        QVERIFY(!block(0).intersects(shape(2).boundingRect()));
        QVERIFY(shape(1).contains(block(1)));
        // The lake's name on the lake, the island's off it.
        QVERIFY(shape(3).contains(plan.layout(3).anchor));
        QVERIFY(!shape(3).contains(plan.layout(2).anchor));
        for (AreaIndex i = 0; i < 4; ++i) {
            for (AreaIndex k = i + 1; k < 4; ++k)
                QVERIFY2(!block(i).intersects(block(k)), qPrintable(ids.at(i) + ids.at(k)));
        }
    }

    void symbolsFollowTheMapData()
    {
        MapScene scene;
        scene.setMap(art, map.areas);
        using Symbols = std::vector<MapSymbol>;
        QCOMPARE(scene.labelItem(at("ireland"))->symbols(),
                 Symbols({MapSymbol::Port, MapSymbol::BoardEdge}));
        QCOMPARE(scene.labelItem(at("alps"))->symbols(), Symbols({MapSymbol::Mine}));
        QCOMPARE(scene.labelItem(at("france"))->symbols(), Symbols());
        AreaData france = map.areas[static_cast<std::size_t>(at("france"))];
        france.mine = true;
        france.names.en = u"Gaul"_s;
        scene.setAreaData(at("france"), france);
        QCOMPARE(scene.labelItem(at("france"))->symbols(), Symbols({MapSymbol::Mine}));
        QCOMPARE(scene.labelLayout(at("france"))->block.lines(), QStringList(u"Gaul"_s));
    }

    void labelsStayReadableAtEveryZoom_data()
    {
        QTest::addColumn<qreal>("viewScale");
        QTest::newRow("far out") << 0.05;
        QTest::newRow("fit") << 1.9;
        QTest::newRow("close up") << 40.0;
    }
    void labelsStayReadableAtEveryZoom()
    {
        QFETCH(qreal, viewScale);
        MapScene scene;
        scene.setMap(art, map.areas);
        scene.setViewScale(viewScale);
        for (AreaIndex i = 0; i < scene.areaCount(); ++i) {
            const qreal pixels = scene.labelItem(i)->drawnFontSize() * viewScale;
            QVERIFY(pixels >= AreaLabelItem::minimumPixelSize - 1e-9);
            QVERIFY(pixels <= AreaLabelItem::maximumPixelSize + 1e-9);
            QVERIFY(scene.labelItem(i)->boundingRect().height() * viewScale >= pixels);
        }
    }

    /**
     * A window resized back, or a bar that grows and shrinks under the map, meets a names' scale
     * again: its names are those a fresh clearing at that scale gives, and after an edit (a
     * longer name, a mine) those of the edited map, not the ones kept from before it.
     */
    void namesAtAScaleMetAgainAreTheFreshOnes()
    {
        const auto names = [](const MapScene &scene) {
            QStringList drawn;
            for (AreaIndex i = 0; i < scene.areaCount(); ++i) {
                const LabelLayout *layout = scene.labelLayout(i);
                drawn << u"%1 %2,%3 %4 %5"_s.arg(layout->block.lines().join(u'/'))
                             .arg(layout->anchor.x())
                             .arg(layout->anchor.y())
                             .arg(layout->fontSize)
                             .arg(scene.labelPlan().isHidden(i));
            }
            return drawn;
        };
        const auto clearedAt = [&](const std::vector<AreaData> &areas, qreal scale) {
            MapScene fresh;
            fresh.setMap(art, areas);
            fresh.setNamesScale(scale);
            return names(fresh);
        };
        MapScene scene;
        scene.setMap(art, map.areas);
        scene.setNamesScale(0.6);
        scene.setNamesScale(1.2);
        scene.setNamesScale(0.6);
        QCOMPARE(names(scene), clearedAt(map.areas, 0.6));

        std::vector<AreaData> edited = map.areas;
        AreaData &france = edited[static_cast<std::size_t>(at("france"))];
        france.names.en = u"Gallia Transalpina"_s;
        france.mine = true;
        scene.setAreaData(at("france"), france);
        scene.setNamesScale(1.2);
        scene.setNamesScale(0.6);
        QCOMPARE(names(scene), clearedAt(edited, 0.6));
    }

    /**
     * With the map's paintTerrain, every area is painted in its terrain's brush (the sea zones
     * in the sea's), over the designer's fill; without it the designer's fill shows. An edited
     * terrain repaints its area.
     */
    void paintedTerrainFollowsTheMapData()
    {
        // The colour a brush paints where no mark lies (its pattern cell's corner).
        auto ground = [](const QBrush &brush) {
            return brush.style() == Qt::TexturePattern ? brush.textureImage().pixelColor(0, 0)
                                                       : brush.color();
        };
        auto near = [](QColor a, QColor b) {
            return std::abs(a.red() - b.red()) <= 2 && std::abs(a.green() - b.green()) <= 2 &&
                   std::abs(a.blue() - b.blue()) <= 2;
        };
        MapScene scene;
        scene.setMap(art, map.areas);
        scene.setLabelsVisible(false);
        const QRectF document = art->documentRect();
        // A point deep inside each area, where no neighbour's antialiasing reaches.
        AreaVector<QPoint> deep(scene.areaCount());
        for (AreaIndex i = 0; i < scene.areaCount(); ++i)
            deep[i] = OutlineGeometry(art->outlines().entry(i).outline)
                          .largestInscribedCircle()
                          .centre.toPoint();
        const QImage drawing = fullRender(art->renderer(), 1);

        const QImage unpainted = sceneRender(scene, document, 1);
        for (AreaIndex i = 0; i < scene.areaCount(); ++i) {
            QCOMPARE(scene.areaItem(i)->terrainFill().style(), Qt::NoBrush);
            QCOMPARE(unpainted.pixel(deep[i]), drawing.pixel(deep[i]));
        }

        scene.setTerrainPainted(true);
        const QImage painted = sceneRender(scene, document, 1);
        for (AreaIndex i = 0; i < scene.areaCount(); ++i) {
            const AreaData &area = map.areas[static_cast<std::size_t>(i)];
            const QBrush &brush = scene.areaItem(i)->terrainFill();
            const QColor expected =
                area.kind == AreaKind::Sea ? seaZoneColor() : terrainColor(area.terrain);
            QVERIFY2(near(ground(brush), expected), qPrintable(area.id));
            const bool marked = area.kind == AreaKind::Land && (area.terrain == Terrain::Mountain ||
                                                                area.terrain == Terrain::Forest);
            QCOMPARE(brush.style() == Qt::TexturePattern, marked);
            // Plain terrains (farmland, prairie, sea): the painted colour is the terrain's.
            if (!marked)
                QVERIFY2(near(painted.pixelColor(deep[i]), expected), qPrintable(area.id));
            QVERIFY2(painted.pixel(deep[i]) != drawing.pixel(deep[i]) || marked,
                     qPrintable(area.id));
        }
        // Mountains and forests differ by more than colour: their marks.
        QVERIFY(scene.areaItem(at("alps"))->terrainFill().textureImage() !=
                scene.areaItem(at("norway"))->terrainFill().textureImage());

        // The editor sets France to forest: France is repainted as a forest.
        AreaData france = map.areas[static_cast<std::size_t>(at("france"))];
        france.terrain = Terrain::Forest;
        scene.setAreaData(at("france"), france);
        QCOMPARE(ground(scene.areaItem(at("france"))->terrainFill()),
                 ground(scene.areaItem(at("norway"))->terrainFill()));

        scene.setTerrainPainted(false);
        QCOMPARE(sceneRender(scene, document, 1), unpainted);
    }

    void overlaysChangeOnlyTheirArea()
    {
        MapScene scene;
        scene.setMap(art, map.areas);
        scene.setLabelsVisible(false);
        const QRectF document = art->documentRect();
        const QImage before = sceneRender(scene, document, 1);
        scene.areaItem(at("france"))->setTint(Qt::red);
        scene.areaItem(at("alps"))->setHighlight(Qt::yellow);
        const QImage after = sceneRender(scene, document, 1);
        auto changed = [&](QPointF p) {
            return before.pixel(p.toPoint()) != after.pixel(p.toPoint());
        };
        QVERIFY(changed({460, 480}));  // France
        QVERIFY(changed({675, 420}));  // the Alps
        QVERIFY(!changed({560, 480})); // France's notch
        QVERIFY(!changed({160, 260})); // Ireland
    }
};

QTEST_MAIN(TestMapScene)
#include "test_mapscene.moc"
