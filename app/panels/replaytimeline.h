#pragma once

#include "replay/replaymodel.h"

#include <QColor>
#include <QWidget>

#include <vector>

namespace vinci {

/** Turn `index`'s place in its round, from 1 (the players' order in that round). */
int turnInRound(const std::vector<TurnSpan> &turns, int index);

/**
 * The replay viewer's timeline: the game's turns side by side, each in its player's colour, a
 * tick and the round's number where a round begins, and a marker at the shown action. A click
 * (or a drag) on a turn asks to jump to its start.
 */
class ReplayTimeline : public QWidget
{
    Q_OBJECT

public:
    explicit ReplayTimeline(QWidget *parent = nullptr);

    /** The game's turns and the players' colours (by player index). */
    void setTurns(std::vector<TurnSpan> turns, std::vector<QColor> colours);
    /** The shown position: `position` actions played out of `actionCount`. */
    void setPosition(int position, int actionCount);

    /** The index of the turn at x (widget coordinates); -1 when there is none. */
    int turnAt(int x) const;
    /** The middle of turn `index` (widget coordinates), for tests. */
    QPoint turnCentre(int index) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    /** The player clicked turn `index`. */
    void turnClicked(int index);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;

private:
    QRectF strip() const;
    qreal turnWidth() const;

    std::vector<TurnSpan> m_turns;
    std::vector<QColor> m_colours;
    int m_position = 0;
    int m_actionCount = 0;
    int m_pressedTurn = -1;
};

} // namespace vinci
