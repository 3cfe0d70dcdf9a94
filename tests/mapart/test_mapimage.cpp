#include "fixturemap.h"
#include "mapart.h"
#include "mapimagerenderer.h"
#include "mapsymbols.h"

#include <QElapsedTimer>
#include <QImageReader>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

/** How many distinct colours a region of `image` holds: a blank region has one. */
int distinctColours(const QImage &image, const QRect &region)
{
    QSet<QRgb> colours;
    for (int y = region.top(); y <= region.bottom(); y += 2) {
        for (int x = region.left(); x <= region.right(); x += 2)
            colours.insert(image.pixel(x, y));
    }
    return static_cast<int>(colours.size());
}

} // namespace

/** Whole-map images: size, content, legend, languages, and the file the command writes. */
class TestMapImage : public QObject
{
    Q_OBJECT

private:
    MapData map = testmaps::rulesExampleWithNames();
    std::shared_ptr<MapArt> art;

    QImage render(int width, const QString &language = u"en"_s, bool legend = true) const
    {
        MapImageOptions options;
        options.width = width;
        options.language = language;
        options.legend = legend;
        return MapImageRenderer(art, map).render(options);
    }

private slots:
    void initTestCase()
    {
        QString error;
        art = MapArt::load(testmaps::rulesExampleSvgPath(), map, &error);
        QVERIFY2(art, qPrintable(error));
    }

    void imageHasTheRequestedWidthAndALegend_data()
    {
        QTest::addColumn<int>("width");
        QTest::newRow("small") << 400;
        QTest::newRow("large") << 2000;
    }
    void imageHasTheRequestedWidthAndALegend()
    {
        QFETCH(int, width);
        QElapsedTimer timer;
        timer.start();
        const QImage image = render(width);
        qInfo("Rendered the map at %d px wide in %lld ms", width, timer.elapsed());
        QCOMPARE(image.width(), width);
        const int mapHeight =
            qCeil(art->documentRect().height() * width / art->documentRect().width());
        QVERIFY(image.height() > mapHeight);
        QVERIFY(distinctColours(image, QRect(0, 0, width, mapHeight)) > 50);
        const QRect legend(0, mapHeight + 2, width, image.height() - mapHeight - 2);
        QVERIFY(distinctColours(image, legend) > 10);
    }

    void imageWithoutLegendIsJustTheMap()
    {
        const QImage image = render(500, u"en"_s, false);
        QCOMPARE(image.size(), QSize(500, 350));
    }

    void namesFollowTheLanguage()
    {
        const QImage english = render(600, u"en"_s, false);
        const QImage french = render(600, u"fr"_s, false);
        const QImage frenchAgain = render(600, u"fr"_s, false);
        QVERIFY(english != french);
        QCOMPARE(french, frenchAgain); // rendering is deterministic
    }

    /** A map with paintTerrain shows its provinces in their terrain's colour, not the art's. */
    void paintedTerrainInTheImage()
    {
        const QPainterPath france =
            art->outlines().entry(static_cast<AreaIndex>(4)).outline; // rules-example order
        QCOMPARE(map.areas[4].id, u"france"_s);
        const QColor farmland = terrainColor(Terrain::Farmland);
        // The share of France's pixels (at 1 px per unit) in the farmland colour.
        auto farmlandShare = [&](bool paint) {
            MapData painted = map;
            painted.paintTerrain = paint;
            MapImageOptions options;
            options.width = static_cast<int>(art->documentRect().width());
            options.legend = false;
            const QImage image = MapImageRenderer(art, painted).render(options);
            int inside = 0;
            int coloured = 0;
            const QRect box = france.boundingRect().toRect();
            for (int y = box.top(); y <= box.bottom(); y += 3) {
                for (int x = box.left(); x <= box.right(); x += 3) {
                    if (!france.contains(QPointF(x, y)))
                        continue;
                    ++inside;
                    const QColor pixel = image.pixelColor(x, y);
                    coloured += std::abs(pixel.red() - farmland.red()) <= 2 &&
                                std::abs(pixel.green() - farmland.green()) <= 2 &&
                                std::abs(pixel.blue() - farmland.blue()) <= 2;
                }
            }
            return inside > 0 ? double(coloured) / inside : 0.0;
        };
        QVERIFY(farmlandShare(false) < 0.05); // the drawing's own yellow
        QVERIFY(farmlandShare(true) > 0.6);   // the name and the border take the rest
    }

    void impossibleWidthIsRefused()
    {
        QVERIFY(render(10).isNull());
        QVERIFY(render(100000).isNull());
    }

    void commandWritesAPng()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(u"map.png"_s);
        MapImageOptions options;
        options.width = 700;
        QString error;
        QVERIFY2(renderMapImageFile(map, testmaps::rulesExampleSvgPath(), out, options, &error),
                 qPrintable(error));
        QImageReader reader(out);
        QCOMPARE(reader.format(), QByteArray("png"));
        QCOMPARE(reader.size().width(), 700);
    }

    void commandReportsFaults_data()
    {
        QTest::addColumn<QString>("svg");
        QTest::addColumn<QString>("out");
        QTest::addColumn<int>("width");
        QTest::addColumn<QString>("named");
        const QString svg = testmaps::rulesExampleSvgPath();
        QTest::newRow("missing art")
            << u"/nonexistent/art.svg"_s << u"map.png"_s << 700 << u"/nonexistent/art.svg"_s;
        QTest::newRow("unknown format") << svg << u"map.xyz"_s << 700 << u"map.xyz"_s;
        QTest::newRow("width") << svg << u"map.png"_s << 12 << u"12"_s;
        QTest::newRow("unwritable")
            << svg << u"/nonexistent/dir/map.png"_s << 700 << u"/nonexistent/dir/map.png"_s;
    }
    void commandReportsFaults()
    {
        QFETCH(QString, svg);
        QFETCH(QString, out);
        QFETCH(int, width);
        QFETCH(QString, named);
        QTemporaryDir dir;
        const QString target = out.startsWith(u'/') ? out : dir.filePath(out);
        MapImageOptions options;
        options.width = width;
        QString error;
        QVERIFY(!renderMapImageFile(map, svg, target, options, &error));
        QVERIFY2(error.contains(named), qPrintable(error));
        QVERIFY(!QFile::exists(dir.filePath(u"map.png"_s)));
    }
};

QTEST_MAIN(TestMapImage)
#include "test_mapimage.moc"
