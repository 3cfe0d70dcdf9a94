// The board's words and marks at every size (the s40 walks): on both shipped maps and the map
// imported from tests/data/svg/europe-jittered.svg, a game of Online 2013 for three people at the
// start-province step, in a 1366x768 and a 1280x720 window at normal text and a 1024x768 one
// with View > Text Size > 150 %, and (ctest runs it twice) at the screen's scale factors 1 and 2:
// at the fit zoom every highlighted target shows its cost badge and every province with pawns its
// token; at every zoom from fit to the largest no token or badge lies over a name and no name over
// the board's edge; and every province has its name shown at some zoom.

#include "arealabelitem.h"
#include "board/gamemapview.h"
#include "board/gamescene.h"
#include "board/provincemarkeritem.h"
#include "boardfixture.h"
#include "gamefixture.h"
#include "mainwindow.h"
#include "mapformat/mapcatalog.h"
#include "mapviewzoom.h"
#include "session/gamecontroller.h"

#include <QAction>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <set>

using namespace vinci;
using namespace Qt::StringLiterals;

class TestBoardLabels : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<MapCatalog> m_catalog;
    std::unique_ptr<MainWindow> m_window;

    GameScene *scene() const { return m_window->scene(); }
    GameMapView *view() const { return m_window->mapView(); }

    /** A name's glyphs and badges as drawn, without the halo around them; null if not drawn. */
    static QRectF nameRect(const AreaLabelItem &label)
    {
        if (!label.isVisible() || label.textRect().isEmpty())
            return {};
        const qreal halo = 0.2 * label.drawnFontSize();
        return label.mapRectToScene(label.boundingRect()).adjusted(halo, halo, -halo, -halo);
    }

    bool drawnAtRest() const
    {
        return QTest::qWaitFor([this] { return view()->isDrawnAtRest(); });
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        testing::keepSettingsIn(m_dir);
        m_catalog = std::make_unique<MapCatalog>(
            QStringList{testing::mapsFolder(), QStringLiteral(VINCI_TEST_DATA "/maps/imported")});
        qInfo("screen's device pixel ratio: %g", qApp->devicePixelRatio());
    }

    void cleanup() { m_window.reset(); }

    void namesAndBadgesAtEverySize_data()
    {
        QTest::addColumn<QString>("map");
        QTest::addColumn<QString>("textSize");
        QTest::addColumn<QSize>("window");
        for (const QString &map : {u"europe-jittered"_s, u"europe"_s, u"mediterranean"_s}) {
            QTest::addRow("%s-normal-1366", qPrintable(map))
                << map << u"normal"_s << QSize(1366, 768);
            QTest::addRow("%s-larger-1024", qPrintable(map))
                << map << u"larger"_s << QSize(1024, 768);
            // A 2560x1440 screen at the scale factor 2 (the walk), or a small laptop's.
            QTest::addRow("%s-normal-1280", qPrintable(map))
                << map << u"normal"_s << QSize(1280, 720);
        }
    }
    /**
     * What the walks did: an Online 2013 game for three on the map, the text size chosen in the
     * View menu, the first player choosing a start province (every province at the board's
     * edge highlighted with its cost), then zoomed in step by step to the largest zoom.
     */
    void namesAndBadgesAtEverySize()
    {
        QFETCH(QString, map);
        QFETCH(QString, textSize);
        QFETCH(QSize, window);
        m_window = std::make_unique<MainWindow>(m_catalog.get());
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        auto *size = m_window->findChild<QAction *>(u"textSize-"_s + textSize);
        QVERIFY(size);
        size->trigger();
        NewGameSetup setup = testing::peopleSetup(map, 3);
        setup.options.ruleSet = RuleSetId::Online2013;
        setup.syncOptions();
        QString error;
        QVERIFY2(m_window->startGame(setup, &error), qPrintable(error));
        m_window->resize(window);
        GameController &controller = *m_window->controller();
        QVERIFY(testing::playToFirstConquest(controller));
        QVERIFY(drawnAtRest());
        QCoreApplication::processEvents();
        // The docks' width settles a turn of the event loop later (NarrowDocks::updateSoon()).
        QTest::qWait(50);
        QVERIFY(drawnAtRest());
        testing::grabIfAsked(*m_window, u"labels-%1-%2-%3-%4x"_s.arg(map, textSize)
                                            .arg(window.width())
                                            .arg(qApp->devicePixelRatio()));
        QCOMPARE(view()->zoom(), view()->fitScale());
        const ProvinceGraph &board = *controller.state().board;

        // At the fit zoom: every target its cost, every province with pawns its token.
        QStringList noBadge;
        QStringList noToken;
        int targets = 0;
        for (const AreaIndex area : board.landAreas()) {
            const ProvinceMarkerItem *marker = scene()->marker(area);
            QVERIFY(marker);
            const bool shown = marker->isVisible() && !marker->boundingRect().isEmpty();
            if (marker->marks().cost && marker->marks().costLegal) {
                ++targets;
                if (!shown || marker->badgeRect().isNull())
                    noBadge << board.area(area).id;
            } else if (!marker->isEmpty() && !shown) {
                noToken << board.area(area).id;
            }
        }
        QVERIFY(targets > 0);

        // At every zoom, fit to the largest: no row over a name; each province named at one.
        const qreal fit = view()->fitScale();
        std::vector<qreal> levels;
        for (qreal zoom = 1; zoom < MapViewZoom::maximumOfFit; zoom *= MapViewZoom::keyStep)
            levels.push_back(fit * zoom);
        levels.push_back(fit * MapViewZoom::maximumOfFit);
        std::set<AreaIndex> named;
        QStringList overNames;
        QStringList offTheBoard;
        const QRectF boardRect = scene()->sceneRect();
        for (const qreal zoom : levels) {
            view()->zoomTo(zoom, view()->viewport()->rect().center());
            std::vector<std::pair<AreaIndex, QRectF>> names;
            for (AreaIndex area = 0; area < board.areaCount(); ++area) {
                const AreaLabelItem *label = scene()->labelItem(area);
                if (const QRectF rect = label ? nameRect(*label) : QRectF(); !rect.isNull()) {
                    names.emplace_back(area, rect);
                    named.insert(area);
                    // The view shows the board and nothing beyond it: a name over its edge is
                    // cut (the walk: "Persian Gulf" at the map's right edge).
                    if (!boardRect.contains(rect) && !offTheBoard.contains(board.area(area).id))
                        offTheBoard << board.area(area).id;
                }
            }
            for (const AreaIndex area : board.landAreas()) {
                const ProvinceMarkerItem *marker = scene()->marker(area);
                if (!marker->isVisible() || marker->boundingRect().isEmpty())
                    continue;
                const QRectF row = testing::drawnInScene(*marker, *view());
                for (const auto &[other, name] : names) {
                    if (row.intersects(name))
                        overNames << u"%1 over %2 at %3x fit"_s
                                         .arg(board.area(area).id, board.area(other).id)
                                         .arg(zoom / fit, 0, 'f', 2);
                }
            }
        }
        QStringList unnamed;
        for (const AreaIndex area : board.landAreas()) {
            if (!named.contains(area))
                unnamed << board.area(area).id;
        }

        testing::Faults faults;
        faults.add(u"targets without their cost at fit"_s, noBadge);
        faults.add(u"provinces without their token at fit"_s, noToken);
        faults.add(u"tokens over names"_s, overNames);
        faults.add(u"provinces named at no zoom"_s, unnamed);
        faults.add(u"names over the board's edge"_s, offTheBoard);
        QVERIFY2(faults.isEmpty(), qPrintable(faults.text()));
    }
};

QTEST_MAIN(TestBoardLabels)
#include "test_boardlabels.moc"
