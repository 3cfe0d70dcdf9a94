#pragma once

#include "game/gamestate.h"
#include "queries/ranking.h"
#include "session/newgamesetup.h"
#include "session/scorehistory.h"

#include <QDialog>

#include <vector>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace vinci {

class ScoreChartView;

/**
 * The end of the game: who won (ties shared), the ranking with final scores, and each player's
 * score over the game as a chart.
 */
class EndOfGameDialog : public QDialog
{
    Q_OBJECT

public:
    EndOfGameDialog(const GameState &state, const std::vector<SeatSetup> &seats,
                    const ScoreHistory &history, QWidget *parent = nullptr);

    /** The text naming the winner or winners. */
    QString headline() const;
    QTreeWidget *rankingView() const { return m_table; }
    ScoreChartView *chartView() const { return m_chart; }

signals:
    /** "New game" was clicked (the dialog closes). */
    void newGameRequested();
    /** "Watch Again" was clicked (the dialog closes): the game in the replay viewer. */
    void watchAgainRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    QString nameOf(int player) const;

    GameState m_state;
    std::vector<SeatSetup> m_seats;
    QLabel *m_headline = nullptr;
    QLabel *m_subtitle = nullptr;
    QTreeWidget *m_table = nullptr;
    ScoreChartView *m_chart = nullptr;
    QPushButton *m_newGame = nullptr;
    QPushButton *m_watchAgain = nullptr;
    QPushButton *m_close = nullptr;
};

} // namespace vinci
