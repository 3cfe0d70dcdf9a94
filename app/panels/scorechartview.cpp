#include "panels/scorechartview.h"

#include "panels/panelstyle.h"
#include "panels/playercolours.h"
#include "panels/playerlinestyle.h"
#include "panels/roundchart.h"

#include <QChart>
#include <QEvent>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace vinci {

ScoreChartView::ScoreChartView(QWidget *parent)
    : QChartView(parent)
{
    const RoundChartAxes axes = setUpRoundChart(*this);
    m_roundAxis = axes.rounds;
    m_scoreAxis = axes.values;
    retranslate();
}

void ScoreChartView::setHistory(const ScoreHistory &history, const std::vector<SeatSetup> &seats,
                                int victoryTarget)
{
    m_history = history;
    m_seats = seats;
    m_victoryTarget = victoryTarget;
    rebuild();
}

void ScoreChartView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QChartView::changeEvent(event);
}

void ScoreChartView::retranslate()
{
    m_roundAxis->setTitleText(tr("Round"));
    m_scoreAxis->setTitleText(tr("Victory points"));
    if (m_targetSeries)
        m_targetSeries->setName(tr("Victory target (%1)").arg(m_victoryTarget));
    chart()->setTitle(tr("Scores over the game"));
}

void ScoreChartView::rebuild()
{
    QChart *chart = this->chart();
    chart->removeAllSeries();
    m_playerSeries.clear();
    m_targetSeries = nullptr;

    const int players = std::max(1, m_history.playerCount());
    int maxScore = std::max(10, m_victoryTarget);
    qreal lastRound = 1;
    for (const ScoreHistory::Point &point : m_history.points()) {
        lastRound = std::max(lastRound, static_cast<qreal>(point.turnsPlayed) / players);
        for (int score : point.scores)
            maxScore = std::max(maxScore, score);
    }

    for (int player = 0; player < m_history.playerCount(); ++player) {
        auto *series = new QLineSeries(chart);
        const bool known = static_cast<std::size_t>(player) < m_seats.size();
        series->setName(known ? m_seats[static_cast<std::size_t>(player)].name
                              : defaultSeatName(player));
        const QColor colour =
            known ? m_seats[static_cast<std::size_t>(player)].colour : playerColour(player);
        // Its own dashes: equal scores lie on each other (a point per turn: no markers).
        applyPlayerLineStyle(*series, player, colour, false);
        for (const ScoreHistory::Point &point : m_history.points())
            series->append(static_cast<qreal>(point.turnsPlayed) / players,
                           point.scores[static_cast<std::size_t>(player)]);
        chart->addSeries(series);
        series->attachAxis(m_roundAxis);
        series->attachAxis(m_scoreAxis);
        m_playerSeries.append(series);
    }
    if (m_victoryTarget > 0) {
        m_targetSeries = new QLineSeries(chart);
        QPen pen(PanelStyle::muted(), 1.5, Qt::DashLine);
        m_targetSeries->setPen(pen);
        m_targetSeries->append(0, m_victoryTarget);
        m_targetSeries->append(std::ceil(lastRound), m_victoryTarget);
        chart->addSeries(m_targetSeries);
        m_targetSeries->attachAxis(m_roundAxis);
        m_targetSeries->attachAxis(m_scoreAxis);
    }
    // Whole rounds and round scores along the axes: ticks every 1, 2, 5, 10, ... units.
    auto niceStep = [](qreal span, int ticks) {
        const qreal raw = span / ticks;
        const qreal magnitude = std::pow(10.0, std::floor(std::log10(std::max(raw, 1.0))));
        for (qreal factor : {1.0, 2.0, 2.5, 5.0, 10.0}) {
            if (factor * magnitude >= raw)
                return std::max(1.0, factor * magnitude);
        }
        return 10 * magnitude;
    };
    const qreal rounds = std::ceil(lastRound);
    m_roundAxis->setRange(0, rounds);
    m_roundAxis->setTickType(QValueAxis::TicksDynamic);
    m_roundAxis->setTickAnchor(0);
    m_roundAxis->setTickInterval(niceStep(rounds, 10));
    const qreal scoreStep = niceStep(maxScore, 6);
    m_scoreAxis->setRange(0, std::ceil((maxScore + scoreStep / 4) / scoreStep) * scoreStep);
    m_scoreAxis->setTickType(QValueAxis::TicksDynamic);
    m_scoreAxis->setTickAnchor(0);
    m_scoreAxis->setTickInterval(scoreStep);
    retranslate();
}

} // namespace vinci
