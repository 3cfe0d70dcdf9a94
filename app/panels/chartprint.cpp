#include "panels/chartprint.h"

#include <QChart>
#include <QChartView>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPainter>

namespace vinci::chartprint {

namespace {

/** Sets the chart's geometry and lays it out at once (its layout would wait for the loop). */
void placeNow(QChart &chart, const QRectF &geometry)
{
    chart.setGeometry(geometry);
    if (QGraphicsLayout *layout = chart.layout()) {
        layout->invalidate();
        layout->activate();
    }
}

} // namespace

QImage image(QChartView &view, const QString &title)
{
    QChart *chart = view.chart();
    const QRectF shown = chart->geometry();
    const qreal roundness = chart->backgroundRoundness();
    const QString shownTitle = chart->title();
    // Laid out again at the page's size (QChart places its axes, legend and plot as it is
    // resized), drawn, and put back before the view paints again.
    const QRectF page(QPointF(0, 0), QSizeF(printLayout));
    chart->setBackgroundRoundness(0);
    chart->setTitle(title);
    placeNow(*chart, page);

    QImage image(printLayout * printScale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(printScale);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        view.scene()->render(&painter, page, page);
    }

    chart->setTitle(shownTitle);
    chart->setBackgroundRoundness(roundness);
    placeNow(*chart, shown);
    return image;
}

} // namespace vinci::chartprint
