// Names and tokens at the default zoom, where small countries' names are drawn larger than
// their countries (a name keeps a readable size on screen): on the walk's map of 37 European
// countries imported from tests/data/svg/europe-jittered.svg and on the shipped maps, in the
// game's window at 1366x768 at the fit zoom, and in the package's preview picture, no two names
// cover each other and no token covers another province's name.

#include "arealabelitem.h"
#include "board/gamemapview.h"
#include "board/gamescene.h"
#include "board/provincemarkeritem.h"
#include "gamefixture.h"
#include "mainwindow.h"
#include "mapart.h"
#include "mapformat/mapcatalog.h"
#include "mapimagerenderer.h"
#include "mapscene.h"
#include "nameclearance.h"
#include "session/gamecontroller.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

/** Maps imported from drawings as a designer made them (the walk's europe-jittered). */
QString importedMaps()
{
    return QStringLiteral(VINCI_TEST_DATA "/maps/imported");
}

/** A name's drawn rectangle with its id, in scene units. */
struct Named
{
    QString id;
    QRectF rect;
};

/** Every pair of `names` that overlaps by more than `tolerance` each way, as "a/b". */
QStringList overlapping(const std::vector<Named> &names, qreal tolerance)
{
    QStringList pairs;
    for (std::size_t i = 0; i < names.size(); ++i) {
        for (std::size_t j = i + 1; j < names.size(); ++j) {
            const QRectF common = names[i].rect.intersected(names[j].rect);
            if (common.width() > tolerance && common.height() > tolerance)
                pairs << names[i].id + u'/' + names[j].id;
        }
    }
    return pairs;
}

} // namespace

class TestMapNames : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<MapCatalog> m_catalog;
    std::unique_ptr<MainWindow> m_window;

    GameScene *scene() const { return m_window->scene(); }
    GameMapView *view() const { return m_window->mapView(); }

    /** Where a row is drawn, in scene units. */
    QRectF drawnRect(const ProvinceMarkerItem &marker) const
    {
        const QRectF pixels =
            marker.deviceTransform(view()->viewportTransform()).mapRect(marker.boundingRect());
        return view()->viewportTransform().inverted().mapRect(pixels);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        testing::keepSettingsIn(m_dir);
        m_catalog =
            std::make_unique<MapCatalog>(QStringList{testing::mapsFolder(), importedMaps()});
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>(m_catalog.get());
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup() { m_window.reset(); }

    void namesAndTokensClearAtFit_data()
    {
        QTest::addColumn<QString>("map");
        for (const QString &map : {u"europe-jittered"_s, u"europe"_s, u"mediterranean"_s})
            QTest::newRow(qPrintable(map)) << map;
    }
    /**
     * A new game as the walk started it, in a 1366x768 window, at the fit zoom: no two names
     * drawn overlap (beyond their halos touching), and no token shown covers another
     * province's name.
     */
    void namesAndTokensClearAtFit()
    {
        QFETCH(QString, map);
        QString error;
        QVERIFY2(m_window->startGame(testing::peopleSetup(map, 3), &error), qPrintable(error));
        m_window->resize(1366, 768);
        QVERIFY(QTest::qWaitFor([this] { return view()->isDrawnAtRest(); }));
        QCoreApplication::processEvents();
        QVERIFY(QTest::qWaitFor([this] { return view()->isDrawnAtRest(); }));
        testing::grabIfAsked(*m_window, u"names-"_s + map);
        QCOMPARE(view()->zoom(), view()->fitScale());
        const qreal zoom = view()->zoom();
        const ProvinceGraph &board = *m_window->controller()->state().board;

        std::vector<Named> names;
        QStringList waiting;
        for (AreaIndex area = 0; area < board.areaCount(); ++area) {
            const AreaLabelItem *label = scene()->labelItem(area);
            if (label && label->isVisible() && !label->boundingRect().isEmpty())
                names.push_back(
                    {board.area(area).id, label->mapRectToScene(label->boundingRect())});
            else if (scene()->labelPlan().isHidden(area))
                waiting << board.area(area).id;
        }
        qInfo("names drawn from a closer zoom: %s", qPrintable(waiting.join(u", "_s)));
        // The halos (a fifth of the name's size around it, 2 px at the smallest) may touch.
        const QStringList names2 = overlapping(names, 4 / zoom);
        QVERIFY2(names2.isEmpty(),
                 qPrintable(u"%1 names overlap: "_s.arg(names2.size()) + names2.join(u", "_s)));

        // A name moved beside its country, over the water, is still its country's: a click on
        // it reaches it.
        QStringList astray;
        for (AreaIndex area = 0; area < board.areaCount(); ++area) {
            const AreaLabelItem *label = scene()->labelItem(area);
            if (!scene()->labelPlan().isMoved(area) || !scene()->marker(area) || !label ||
                label->boundingRect().isEmpty())
                continue;
            const QPointF centre = label->mapToScene(label->textRect().center());
            // Over another province, the province keeps its clicks.
            if (const auto under = scene()->areaAt(centre);
                under && *under != area && scene()->marker(*under))
                continue;
            const QPoint onName = view()->mapFromScene(centre);
            if (view()->areaAtView(onName) != area)
                astray << board.area(area).id;
        }
        QVERIFY2(astray.isEmpty(),
                 qPrintable(u"clicks on the names of "_s + astray.join(u", "_s) + u" miss them"_s));

        QStringList covered;
        QStringList overOwn;
        QStringList hidden;
        for (const AreaIndex area : board.landAreas()) {
            const ProvinceMarkerItem *marker = scene()->marker(area);
            QVERIFY(marker);
            if (marker->isEmpty())
                continue;
            if (!marker->isVisible() || marker->boundingRect().isEmpty()) {
                hidden << board.area(area).id;
                continue;
            }
            const QRectF row = drawnRect(*marker);
            for (const Named &name : names) {
                if (!row.intersects(name.rect))
                    continue;
                if (name.id == board.area(area).id)
                    overOwn << name.id;
                else
                    covered << board.area(area).id + u" over "_s + name.id;
            }
        }
        QVERIFY2(covered.isEmpty(), qPrintable(u"%1 tokens over names: "_s.arg(covered.size()) +
                                               covered.join(u", "_s)));
        // A province its own name fills keeps its tokens over the name (the tooltip tells them);
        // one smaller than a token shows it once the zoom makes room.
        qInfo("tokens over their own names: %s", qPrintable(overOwn.join(u", "_s)));
        qInfo("no room at fit for the tokens of %s", qPrintable(hidden.join(u", "_s)));
    }

    /**
     * The s37 walk: the Twin Isles' token sat on the small island, which has no name. A
     * province drawn in pieces (the walk's imported drawing, and Europe's islands) keeps its
     * tokens on the piece that holds its name.
     */
    void tokensStayOnTheNamedPiece_data()
    {
        QTest::addColumn<QString>("map");
        for (const QString &map : {u"walk-islands"_s, u"europe-jittered"_s, u"europe"_s})
            QTest::newRow(qPrintable(map)) << map;
    }
    void tokensStayOnTheNamedPiece()
    {
        QFETCH(QString, map);
        QString error;
        QVERIFY2(m_window->startGame(testing::peopleSetup(map, 3), &error), qPrintable(error));
        m_window->resize(1366, 768);
        QVERIFY(QTest::qWaitFor([this] { return view()->isDrawnAtRest(); }));
        QCoreApplication::processEvents();
        QVERIFY(QTest::qWaitFor([this] { return view()->isDrawnAtRest(); }));
        const ProvinceGraph &board = *m_window->controller()->state().board;
        const MapArt &art = *scene()->mapArt();
        QStringList astray;
        int inPieces = 0;
        for (const AreaIndex area : board.landAreas()) {
            const ProvinceMarkerItem *marker = scene()->marker(area);
            const AreaLabelItem *label = scene()->labelItem(area);
            if (!marker || marker->isEmpty() || !marker->isVisible() ||
                marker->boundingRect().isEmpty() || !label || !label->isVisible())
                continue;
            const QList<QPolygonF> pieces = art.outlines().outline(area).toFillPolygons();
            const QPointF name = label->mapToScene(label->textRect().center());
            const auto named = std::find_if(pieces.begin(), pieces.end(), [&](const QPolygonF &p) {
                return p.containsPoint(name, Qt::OddEvenFill);
            });
            if (pieces.size() < 2 || named == pieces.end())
                continue;
            ++inPieces;
            if (!named->boundingRect().contains(drawnRect(*marker).center()))
                astray << board.area(area).id;
        }
        QVERIFY(inPieces > 0);
        QVERIFY2(astray.isEmpty(),
                 qPrintable(u"tokens off the named piece: "_s + astray.join(u", "_s)));
    }

    void namesClearInThePreview_data() { namesAndTokensClearAtFit_data(); }
    /**
     * The package's preview picture (the editor's Export, 640 px wide) lays its names out as
     * the game does at its own scale: none overlaps another.
     */
    void namesClearInThePreview()
    {
        QFETCH(QString, map);
        QString error;
        const auto loaded = m_catalog->load(map, &error);
        QVERIFY2(loaded, qPrintable(error));
        const std::shared_ptr<MapArt> art = MapArt::load(loaded->svgPath, loaded->data, &error);
        QVERIFY2(art, qPrintable(error));
        constexpr int previewWidth = 640; // PackageExport::previewWidth
        const qreal scale = previewWidth / art->documentRect().width();
        QVERIFY(!MapImageRenderer(art, loaded->data)
                     .render({.width = previewWidth, .language = u"en"_s, .legend = false})
                     .isNull());
        // The renderer's scene, as it makes it.
        MapScene scene;
        scene.setNamesScale(scale);
        scene.setMap(art, loaded->data.areas);
        const LabelPlan &plan = scene.labelPlan();
        std::vector<Named> names;
        for (AreaIndex area = 0; area < plan.count(); ++area) {
            const QRectF rect = drawnNameRect(plan.layout(area), scale);
            if (!rect.isNull())
                names.push_back({loaded->data.areas[static_cast<std::size_t>(area)].id, rect});
        }
        const QStringList pairs = overlapping(names, 0);
        QVERIFY2(pairs.isEmpty(),
                 qPrintable(u"%1 names overlap: "_s.arg(pairs.size()) + pairs.join(u", "_s)));
    }
};

QTEST_MAIN(TestMapNames)
#include "test_mapnames.moc"
