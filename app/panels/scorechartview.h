#pragma once

#include "session/newgamesetup.h"
#include "session/scorehistory.h"

#include <QChartView>

class QLineSeries;
class QValueAxis;

namespace vinci {

/**
 * Every player's score over the game (Qt Charts): one line per player in their colour, named
 * in the legend, rounds along the bottom, and the victory target as a dashed line.
 */
class ScoreChartView : public QChartView
{
    Q_OBJECT

public:
    explicit ScoreChartView(QWidget *parent = nullptr);

    /** Draws `history` for these seats; `victoryTarget` 0 draws no target line. */
    void setHistory(const ScoreHistory &history, const std::vector<SeatSetup> &seats,
                    int victoryTarget);

    /** The players' lines, in seat order (the target line is not among them). */
    QList<QLineSeries *> playerSeries() const { return m_playerSeries; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void rebuild();

    ScoreHistory m_history;
    std::vector<SeatSetup> m_seats;
    int m_victoryTarget = 0;
    QList<QLineSeries *> m_playerSeries;
    QLineSeries *m_targetSeries = nullptr;
    QValueAxis *m_roundAxis = nullptr;
    QValueAxis *m_scoreAxis = nullptr;
};

} // namespace vinci
