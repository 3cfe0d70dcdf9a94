#pragma once

#include "session/newgamesetup.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;

namespace vinci {

/** One seat in the new game dialog: its number, colour, name and who plays it. */
class SeatRow : public QWidget
{
    Q_OBJECT

public:
    SeatRow(int index, QWidget *parent = nullptr);

    void setSeat(const SeatSetup &seat);
    SeatSetup seat() const;

    /**
     * Whether the rulebook's virtual players are offered (the Online 2013 rules have none).
     * A seat that was one becomes the Strategist (normal): returns true then.
     */
    bool setVirtualSeatsOffered(bool offered);

    QComboBox *colourBox() const { return m_colour; }
    QLineEdit *nameEdit() const { return m_name; }
    QComboBox *controllerBox() const { return m_controller; }
    /** How long the seat may think per move; shown for the kinds that take it. */
    QComboBox *thinkingBox() const { return m_thinking; }

    /** The longest name a seat may have (the panels have room for it; saves keep as many). */
    static constexpr int maxNameLength = maxSeatNameLength;

signals:
    /** Something in the row changed. */
    void changed();
    /** The colour box changed from `previous` to another colour (the dialog swaps). */
    void colourChanged(const QColor &previous, const QColor &chosen);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fillControllers();
    void showThinkingBox();
    /** Shows, at the name field, that a name is no longer than maxNameLength. */
    void tellNameLimit();
    /** "A name has at most 24 characters." */
    QString nameLimitWords() const;
    /** The thinking box's entry for `milliseconds`, added when the list lacks it. */
    int thinkingIndex(int milliseconds);

    int m_index = 0;
    bool m_virtualOffered = true;
    QColor m_lastColour;
    QLabel *m_number = nullptr;
    QComboBox *m_colour = nullptr;
    QLineEdit *m_name = nullptr;
    QComboBox *m_controller = nullptr;
    QComboBox *m_thinking = nullptr;
};

} // namespace vinci
