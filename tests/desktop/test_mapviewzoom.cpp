// The zoom and pan of both programs' map views (the game's GameMapView and the editor's
// MapCanvas) are one MapViewZoom: checked here on a plain view over a map-sized scene, with the
// scroll bars each program uses (the game hides them, the editor shows them as needed).

#include "mapviewzoom.h"

#include <QApplication>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QKeyEvent>
#include <QScrollBar>
#include <QStyle>
#include <QTest>
#include <QWheelEvent>

#include <memory>
#include <vector>

using namespace vinci;

namespace {

/** Refits on every resize of the view's viewport, as both programs' resizeEvent() does. */
struct RefitOnResize : QObject
{
    MapViewZoom *zoom = nullptr;
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Resize && zoom)
            zoom->refit();
        return false;
    }
};

/** A view as one of the programs sets it up, with its zoom. */
struct ZoomedView
{
    RefitOnResize refitter;
    QGraphicsScene scene{0, 0, 1000, 700};
    QGraphicsView view;
    std::vector<qreal> reported;
    std::unique_ptr<MapViewZoom> zoom;

    explicit ZoomedView(Qt::ScrollBarPolicy scrollBars)
    {
        view.setScene(&scene);
        view.setHorizontalScrollBarPolicy(scrollBars);
        view.setVerticalScrollBarPolicy(scrollBars);
        view.resize(800, 600);
        zoom = std::make_unique<MapViewZoom>(&view,
                                             [this](qreal scale) { reported.push_back(scale); });
        refitter.zoom = zoom.get();
        view.viewport()->installEventFilter(&refitter);
        view.show();
        if (!QTest::qWaitForWindowExposed(&view))
            qWarning("the view was not shown");
        zoom->fit();
        QApplication::processEvents();
    }

    void wheel(QPoint at, int degreesTimesEight)
    {
        QWheelEvent event(at, view.viewport()->mapToGlobal(at), QPoint(),
                          QPoint(0, degreesTimesEight), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        zoom->wheel(&event);
    }

    bool key(Qt::Key key) const
    {
        QKeyEvent event(QEvent::KeyPress, key, Qt::NoModifier);
        return zoom->key(&event);
    }
};

} // namespace

Q_DECLARE_METATYPE(Qt::ScrollBarPolicy)

class TestMapViewZoom : public QObject
{
    Q_OBJECT

    static void bothPrograms()
    {
        QTest::addColumn<Qt::ScrollBarPolicy>("scrollBars");
        QTest::newRow("the game's map") << Qt::ScrollBarAlwaysOff;
        QTest::newRow("the editor's canvas") << Qt::ScrollBarAsNeeded;
    }

private slots:
    /** Fit shows the whole map, reports the scale, and follows the view's size. */
    void fitFollowsTheViewUntilTheUserZooms_data() { bothPrograms(); }
    void fitFollowsTheViewUntilTheUserZooms()
    {
        QFETCH(Qt::ScrollBarPolicy, scrollBars);
        ZoomedView v(scrollBars);
        QVERIFY(v.zoom->isFitting());
        QCOMPARE(v.zoom->scale(), v.zoom->fitScale());
        QVERIFY(!v.reported.empty());
        QCOMPARE(v.reported.back(), v.zoom->scale());
        const QRectF shown = v.view.mapToScene(v.view.viewport()->rect()).boundingRect();
        QVERIFY(shown.adjusted(-0.5, -0.5, 0.5, 0.5).contains(v.scene.sceneRect()));
        // No scroll bar at fit: the map fits with a margin.
        QVERIFY(!v.view.horizontalScrollBar()->isVisible());
        QVERIFY(!v.view.verticalScrollBar()->isVisible());

        const qreal before = v.zoom->scale();
        v.view.resize(400, 300);
        QApplication::processEvents();
        QVERIFY(v.zoom->scale() < before);
        QCOMPARE(v.zoom->scale(), v.zoom->fitScale());

        v.zoom->zoomIn();
        QVERIFY(!v.zoom->isFitting());
        const qreal zoomed = v.zoom->scale();
        v.view.resize(800, 600);
        QApplication::processEvents();
        QCOMPARE(v.zoom->scale(), zoomed);
        QVERIFY(v.key(Qt::Key_0));
        QVERIFY(v.zoom->isFitting());
        QCOMPARE(v.zoom->scale(), v.zoom->fitScale());
    }

    /** The wheel zooms around the cursor: the map point under it stays under it. */
    void wheelZoomsAroundTheCursor_data() { bothPrograms(); }
    void wheelZoomsAroundTheCursor()
    {
        QFETCH(Qt::ScrollBarPolicy, scrollBars);
        ZoomedView v(scrollBars);
        const QPoint cursor(250, 200);
        const QPointF under = v.view.mapToScene(cursor);
        const qreal before = v.zoom->scale();
        v.wheel(cursor, 120); // one notch
        QVERIFY(!v.zoom->isFitting());
        QVERIFY(qAbs(v.zoom->scale() / before - 1.197) < 0.01);
        const QPointF after = v.view.mapToScene(cursor);
        // Within two pixels; where scroll bars come as the map outgrows the view (the editor),
        // the view shrinks by a bar's width, and half of it shifts the map once.
        const qreal pixels =
            scrollBars == Qt::ScrollBarAlwaysOff
                ? 2
                : 2 + v.view.style()->pixelMetric(QStyle::PM_ScrollBarExtent) / 2.0;
        QVERIFY2(QLineF(under, after).length() < pixels / v.zoom->scale(),
                 qPrintable(QStringLiteral("moved by %1").arg(QLineF(under, after).length())));
        v.wheel(cursor, -120);
        QVERIFY(qAbs(v.zoom->scale() / before - 1) < 0.01);
    }

    /**
     * The s43 walk: at the map's edge (here its top, where at the fit's scale the map does not
     * fill the view), the map grew away from the cursor. The point under the cursor stays under
     * it there too, notch after notch; 0 fits the map alone again.
     */
    void wheelZoomsTowardThePointerAtTheMapsEdge_data() { bothPrograms(); }
    void wheelZoomsTowardThePointerAtTheMapsEdge()
    {
        QFETCH(Qt::ScrollBarPolicy, scrollBars);
        ZoomedView v(scrollBars);
        // Within a pixel a notch (the view scrolls by whole pixels), and half a scroll bar's
        // width where one comes (as above).
        const qreal bars = scrollBars == Qt::ScrollBarAlwaysOff
                               ? 0
                               : v.view.style()->pixelMetric(QStyle::PM_ScrollBarExtent) / 2.0;
        for (const QPoint cursor : {QPoint(30, 40), QPoint(770, 560)}) {
            QVERIFY(v.key(Qt::Key_0));
            const QPointF under = v.view.mapToScene(cursor);
            QVERIFY(v.scene.sceneRect().contains(under));
            for (int notch = 0; notch < 3; ++notch) {
                v.wheel(cursor, 120);
                const QPointF after = v.view.mapToScene(cursor);
                const qreal pixels = 1 + notch + 1 + bars;
                QVERIFY2(QLineF(under, after).length() < pixels / v.zoom->scale(),
                         qPrintable(QStringLiteral("(%1, %2) moved by %3 at notch %4")
                                        .arg(cursor.x())
                                        .arg(cursor.y())
                                        .arg(QLineF(under, after).length())
                                        .arg(notch + 1)));
            }
        }
        QVERIFY(v.key(Qt::Key_0));
        QCOMPARE(v.view.sceneRect(), v.scene.sceneRect());
    }

    /** The scale stays between 0.8 and 8 times the fit, whatever the wheel or the keys do. */
    void limitsAreRelativeToTheFit_data() { bothPrograms(); }
    void limitsAreRelativeToTheFit()
    {
        QFETCH(Qt::ScrollBarPolicy, scrollBars);
        ZoomedView v(scrollBars);
        const qreal fit = v.zoom->fitScale();
        for (int i = 0; i < 40; ++i)
            QVERIFY(v.key(Qt::Key_Plus));
        QCOMPARE(v.zoom->scale(), fit * MapViewZoom::maximumOfFit);
        v.wheel(QPoint(10, 10), 12000);
        QCOMPARE(v.zoom->scale(), fit * MapViewZoom::maximumOfFit);
        for (int i = 0; i < 40; ++i)
            QVERIFY(v.key(Qt::Key_Minus));
        QCOMPARE(v.zoom->scale(), fit * MapViewZoom::minimumOfFit);
        QCOMPARE(v.reported.back(), v.zoom->scale());
        v.zoom->zoomTo(fit * 2, v.view.viewport()->rect().center());
        QCOMPARE(v.zoom->scale(), fit * 2);
        QVERIFY(v.key(Qt::Key_Equal));
        QCOMPARE(v.zoom->scale(), fit * 2 * MapViewZoom::keyStep);
        QVERIFY(!v.key(Qt::Key_A));
    }

    /** A drag pans the map with the pointer, and the view no longer follows its size. */
    void dragPans_data() { bothPrograms(); }
    void dragPans()
    {
        QFETCH(Qt::ScrollBarPolicy, scrollBars);
        ZoomedView v(scrollBars);
        v.zoom->zoomTo(v.zoom->fitScale() * 3, v.view.viewport()->rect().center());
        const QPoint point(300, 300);
        const QPointF under = v.view.mapToScene(point);
        v.zoom->pan(QPoint(40, -25));
        QVERIFY(!v.zoom->isFitting());
        const QPointF moved = v.view.mapToScene(point + QPoint(40, -25));
        QVERIFY2(QLineF(under, moved).length() < 1.0 / v.zoom->scale() + 0.01,
                 qPrintable(QStringLiteral("off by %1").arg(QLineF(under, moved).length())));
    }
};

QTEST_MAIN(TestMapViewZoom)
#include "test_mapviewzoom.moc"
