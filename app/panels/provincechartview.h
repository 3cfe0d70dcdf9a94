#pragma once

#include "queries/gamestatistics.h"
#include "session/newgamesetup.h"

#include <QChartView>

class QLineSeries;
class QValueAxis;

namespace vinci {

/**
 * The provinces each player held at the end of each round (Qt Charts, as the score chart): one
 * line per player in their colour, named in the legend, rounds along the bottom.
 */
class ProvinceChartView : public QChartView
{
    Q_OBJECT

public:
    explicit ProvinceChartView(QWidget *parent = nullptr);

    void setStatistics(const GameStatistics &statistics, const std::vector<SeatSetup> &seats);

    /** The players' lines, in seat order. */
    QList<QLineSeries *> playerSeries() const { return m_playerSeries; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QList<QLineSeries *> m_playerSeries;
    QValueAxis *m_roundAxis = nullptr;
    QValueAxis *m_provinceAxis = nullptr;
};

} // namespace vinci
