#pragma once

#include "game/gamestate.h"

#include <QWidget>

#include <vector>

class QGridLayout;
class QLabel;
class QPushButton;

namespace vinci {

/**
 * The civilization track I-VI as the window's own panel: each pair's tile icons and names, the
 * pawns it brings, what taking it costs or earns (places passed over, coins on it) and a Choose
 * button while the acting person must choose. Emits chooseRequested(slot).
 */
class CivilizationList : public QWidget
{
    Q_OBJECT

public:
    explicit CivilizationList(QWidget *parent = nullptr);

    /** Shows the track of `state`; the buttons are enabled when `canChoose`. */
    void showState(const GameState &state, bool canChoose);
    void clear();

    /** The Choose button of a slot (tests click it). */
    QPushButton *chooseButton(int slot) const;

signals:
    void chooseRequested(int slot);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Row
    {
        QWidget *frame;
        QLabel *numeral;
        QLabel *firstIcon;
        QLabel *secondIcon;
        QLabel *names;
        QLabel *price;
        QPushButton *choose;
    };
    void rebuild();

    std::vector<Row> m_rows;
    QLabel *m_caption;
    std::optional<GameState> m_state;
    bool m_canChoose = false;
};

} // namespace vinci
