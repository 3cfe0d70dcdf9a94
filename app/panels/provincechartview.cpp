#include "panels/provincechartview.h"

#include "panels/playercolours.h"
#include "panels/playerlinestyle.h"
#include "panels/roundchart.h"

#include <QChart>
#include <QEvent>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>

namespace vinci {

ProvinceChartView::ProvinceChartView(QWidget *parent)
    : QChartView(parent)
{
    const RoundChartAxes axes = setUpRoundChart(*this);
    m_roundAxis = axes.rounds;
    m_provinceAxis = axes.values;
    retranslate();
}

void ProvinceChartView::setStatistics(const GameStatistics &statistics,
                                      const std::vector<SeatSetup> &seats)
{
    QChart *chart = this->chart();
    chart->removeAllSeries();
    m_playerSeries.clear();
    int most = 1;
    for (std::size_t p = 0; p < statistics.players.size(); ++p) {
        auto *series = new QLineSeries(chart);
        const bool known = p < seats.size();
        series->setName(known ? seats[p].name : defaultSeatName(static_cast<int>(p)));
        // Its own dashes and point shape: lines of equal counts lie on each other.
        applyPlayerLineStyle(*series, static_cast<int>(p),
                             known ? seats[p].colour : playerColour(static_cast<int>(p)), true);
        const std::vector<int> &held = statistics.players[p].provincesPerRound;
        for (std::size_t round = 0; round < held.size(); ++round) {
            series->append(static_cast<qreal>(round + 1), held[round]);
            most = std::max(most, held[round]);
        }
        chart->addSeries(series);
        series->attachAxis(m_roundAxis);
        series->attachAxis(m_provinceAxis);
        m_playerSeries.append(series);
    }
    const int rounds = std::max(1, statistics.completedRounds);
    m_roundAxis->setRange(rounds > 1 ? 1 : 0, rounds);
    m_roundAxis->setTickType(QValueAxis::TicksDynamic);
    m_roundAxis->setTickAnchor(1);
    m_roundAxis->setTickInterval(rounds > 20 ? 5 : rounds > 10 ? 2 : 1);
    // Whole provinces along the side, at most about six ticks (every 1, 2, 5 or 10): more
    // would be elided in a chart below a table.
    const int step = most > 30 ? 10 : most > 12 ? 5 : most > 6 ? 2 : 1;
    const int top = (most / step + 1) * step; // the next whole step above the most held
    m_provinceAxis->setRange(0, top);
    m_provinceAxis->setTickType(QValueAxis::TicksDynamic);
    m_provinceAxis->setTickAnchor(0);
    m_provinceAxis->setTickInterval(step);
    retranslate();
}

void ProvinceChartView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QChartView::changeEvent(event);
}

void ProvinceChartView::retranslate()
{
    m_roundAxis->setTitleText(tr("Round"));
    m_provinceAxis->setTitleText(tr("Provinces"));
    chart()->setTitle(tr("Provinces held at the end of each round"));
}

} // namespace vinci
