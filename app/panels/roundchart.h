#pragma once

class QChartView;
class QValueAxis;

namespace vinci {

/** The axes of a chart over the rounds of a game: rounds along the bottom, a count up the side. */
struct RoundChartAxes
{
    QValueAxis *rounds = nullptr;
    QValueAxis *values = nullptr;
};

/**
 * Gives `view` the look the end-of-game charts share (the score chart, the provinces held): a
 * new chart on paper with rounded corners, the legend below, no animation, whole-number axes,
 * at least 360x240. The titles are the caller's (they are translated with it).
 */
RoundChartAxes setUpRoundChart(QChartView &view);

} // namespace vinci
