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
    /** "Hints: Alice 3, Bob 0": the hints each person asked for (hidden without a person). */
    QLabel *hintsLabel() const { return m_hints; }

signals:
    /** "New game" was clicked (the dialog closes). */
    void newGameRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    QString nameOf(int player) const;
    QString hintsText() const;

    GameState m_state;
    std::vector<SeatSetup> m_seats;
    QLabel *m_headline = nullptr;
    QLabel *m_subtitle = nullptr;
    QTreeWidget *m_table = nullptr;
    QLabel *m_hints = nullptr;
    ScoreChartView *m_chart = nullptr;
    QPushButton *m_newGame = nullptr;
    QPushButton *m_close = nullptr;
};

} // namespace vinci
