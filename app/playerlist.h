#pragma once

#include "game/gamestate.h"
#include "seat.h"

#include <QWidget>

#include <optional>
#include <vector>

class QLabel;
class QVBoxLayout;

namespace vinci {

/**
 * The players as the window's own panel: each seat's colour and name, score against the
 * target, active civilization (tiles, pawns on the board and in hand, survivors waiting),
 * declining civilization, and whose turn it is.
 */
class PlayerList : public QWidget
{
    Q_OBJECT

public:
    explicit PlayerList(QWidget *parent = nullptr);

    void showState(const GameState &state, const std::vector<Seat> &seats);
    void clear();

    /** The score label of a seat (tests read it). */
    QLabel *scoreLabel(int seat) const;
    /** The pawns line of a seat's active civilization (tests read it). */
    QLabel *pawnsLabel(int seat) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Row
    {
        QWidget *frame;
        QLabel *swatch;
        QLabel *name;
        QLabel *score;
        QLabel *active;
        QLabel *pawns;
        QLabel *declining;
    };
    void rebuild();
    Row makeRow();

    QVBoxLayout *m_layout;
    QLabel *m_target;
    std::vector<Row> m_rows;
    std::optional<GameState> m_state;
    std::vector<Seat> m_seats;
};

} // namespace vinci
