#include "panels/roundchart.h"

#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QValueAxis>

namespace vinci {

RoundChartAxes setUpRoundChart(QChartView &view)
{
    view.setRenderHint(QPainter::Antialiasing);
    auto *chart = new QChart;
    chart->setBackgroundRoundness(8);
    chart->setBackgroundBrush(QColor(0xFFFDF7));
    chart->setMargins(QMargins(6, 6, 6, 6));
    chart->legend()->setAlignment(Qt::AlignBottom);
    // Each player's entry a piece of their line, dashes and point shape: the colour alone
    // does not tell every player apart (playerlinestyle.h).
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    chart->setAnimationOptions(QChart::NoAnimation);
    view.setChart(chart);
    RoundChartAxes axes{new QValueAxis(chart), new QValueAxis(chart)};
    axes.rounds->setLabelFormat(QStringLiteral("%d"));
    axes.values->setLabelFormat(QStringLiteral("%d"));
    chart->addAxis(axes.rounds, Qt::AlignBottom);
    chart->addAxis(axes.values, Qt::AlignLeft);
    view.setMinimumSize(360, 240);
    return axes;
}

} // namespace vinci
