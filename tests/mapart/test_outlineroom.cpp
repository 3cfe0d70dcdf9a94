// OutlineRoom: where a box fits inside an outline, nearest to a point, clear of obstacles; every
// box it gives lies inside the exact outline, and it finds a place wherever a brute-force search
// of the exact outline finds one with a cell to spare.

#include "outlinegeometry.h"
#include "outlineroom.h"

#include <QPainterPath>
#include <QTest>

#include <cmath>

using namespace vinci;

namespace {

QRectF boxAround(QPointF centre, QSizeF size)
{
    return {centre - QPointF(size.width(), size.height()) / 2, size};
}

/** A star with `points` arms: narrow corners and notches on every side. */
QPainterPath star(QPointF centre, qreal outer, qreal inner, int points)
{
    QPolygonF polygon;
    for (int i = 0; i < 2 * points; ++i) {
        const qreal angle = i * M_PI / points;
        const qreal radius = i % 2 == 0 ? outer : inner;
        polygon << centre + QPointF(std::cos(angle), std::sin(angle)) * radius;
    }
    QPainterPath path;
    path.addPolygon(polygon);
    path.closeSubpath();
    return path;
}

/** A "C": a thick ring open to the right, whose middle is outside. */
QPainterPath letterC()
{
    QPainterPath outer;
    outer.addRect(0, 0, 100, 100);
    QPainterPath cut;
    cut.addRect(20, 20, 100, 60);
    return outer.subtracted(cut);
}

} // namespace

class TestOutlineRoom : public QObject
{
    Q_OBJECT

private slots:
    void boxAtThePreferredPlaceWhenItFits()
    {
        QPainterPath rect;
        rect.addRect(0, 0, 100, 50);
        const OutlineRoom room(rect, 1);
        const auto centre = room.place({20, 10}, {50, 25});
        QVERIFY(centre);
        QVERIFY((*centre - QPointF(50, 25)).manhattanLength() <= 1);
    }

    void nearestInsideWhenThePreferredPlaceIsNot()
    {
        QPainterPath rect;
        rect.addRect(0, 0, 100, 50);
        const OutlineRoom room(rect, 1);
        // Asked for a place beyond the right edge: the box ends at the edge, a cell inside.
        const auto centre = room.place({20, 10}, {150, 25});
        QVERIFY(centre);
        QVERIFY(OutlineGeometry(rect).contains(boxAround(*centre, {20, 10})));
        QVERIFY(centre->x() >= 88 && centre->x() <= 90);
        QVERIFY(std::abs(centre->y() - 25) <= 1);
    }

    void obstaclesAreKeptClear()
    {
        QPainterPath rect;
        rect.addRect(0, 0, 100, 50);
        const OutlineRoom room(rect, 1);
        const QRectF name(30, 15, 40, 20);
        const auto centre = room.place({20, 10}, {50, 25}, {name});
        QVERIFY(centre);
        const QRectF box = boxAround(*centre, {20, 10});
        QVERIFY(!box.intersects(name));
        QVERIFY(OutlineGeometry(rect).contains(box));
        // The nearest free place: just above or below the name, not in a far corner.
        QVERIFY(std::abs(centre->x() - 50) <= 1);
    }

    void noPlaceForWhatDoesNotFit()
    {
        QPainterPath rect;
        rect.addRect(0, 0, 100, 50);
        const OutlineRoom room(rect, 1);
        QVERIFY(!room.fitsSomewhere({120, 10}));
        QVERIFY(!room.place({120, 10}, {50, 25}));
        QVERIFY(!room.place({20, 60}, {50, 25}));
        // Room enough, but all of it taken.
        QVERIFY(!room.place({20, 10}, {50, 25}, {QRectF(-10, -10, 120, 70)}));
        QVERIFY(OutlineRoom().isEmpty());
        QVERIFY(!OutlineRoom().place({1, 1}, {0, 0}));
    }

    void theMiddleOfACIsOutside()
    {
        const QPainterPath c = letterC();
        const OutlineRoom room(c, 1);
        // Preferred in the open middle: the box goes into the thick back of the C, or an arm.
        const auto centre = room.place({15, 30}, {60, 50});
        QVERIFY(centre);
        QVERIFY(OutlineGeometry(c).contains(boxAround(*centre, {15, 30})));
        QVERIFY(!room.place({30, 30}, {60, 50}));
    }

    void everyBoxInsideAndNoneMissed_data()
    {
        QTest::addColumn<QPainterPath>("outline");
        QTest::addColumn<qreal>("cell");
        QPainterPath ellipse;
        ellipse.addEllipse(QPointF(200, 120), 180, 90);
        QTest::newRow("ellipse") << ellipse << 2.0;
        QTest::newRow("star") << star({150, 150}, 140, 60, 7) << 1.5;
        QTest::newRow("C") << letterC() << 1.0;
    }
    /**
     * Boxes of many sizes asked for at many places: every answer lies inside the exact outline;
     * where a search of the exact outline on a fine grid finds a place for the box grown by two
     * cells, the room finds one too.
     */
    void everyBoxInsideAndNoneMissed()
    {
        QFETCH(QPainterPath, outline);
        QFETCH(qreal, cell);
        const OutlineGeometry exact(outline);
        const OutlineRoom room(outline, cell);
        const QRectF bounds = outline.boundingRect();
        int found = 0;
        for (const QSizeF size : {QSizeF(10, 6), QSizeF(40, 12), QSizeF(80, 20), QSizeF(25, 25),
                                  QSizeF(150, 30), QSizeF(5, 60)}) {
            // Is there any place, with two cells to spare all round?
            bool roomy = false;
            const QSizeF grown = size + QSizeF(4 * cell, 4 * cell);
            for (qreal y = bounds.top(); y <= bounds.bottom() && !roomy; y += cell / 2) {
                for (qreal x = bounds.left(); x <= bounds.right() && !roomy; x += cell / 2)
                    roomy = exact.contains(boxAround({x, y}, grown));
            }
            for (int i = 0; i < 7; ++i) {
                const QPointF preferred(bounds.left() + bounds.width() * (i + 0.5) / 7,
                                        bounds.top() + bounds.height() * ((i * 3) % 7 + 0.5) / 7);
                const auto centre = room.place(size, preferred);
                if (roomy)
                    QVERIFY2(centre, qPrintable(QStringLiteral("no place found for %1x%2")
                                                    .arg(size.width())
                                                    .arg(size.height())));
                if (centre) {
                    QVERIFY(exact.contains(boxAround(*centre, size)));
                    ++found;
                }
            }
        }
        QVERIFY(found > 0);
    }
};

QTEST_MAIN(TestOutlineRoom)
#include "test_outlineroom.moc"
