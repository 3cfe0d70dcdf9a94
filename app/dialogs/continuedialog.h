#pragma once

#include "session/newgamesetup.h"

#include <QDialog>

#include <vector>

class QLabel;

namespace vinci {

class SeatRow;

/**
 * Continue from Here: who plays on from the moment watched. The seats of the recorded game, each
 * kept or changed as the new game dialog offers them (a person, a Strategist level); a virtual
 * player stays one (its rules made the game so far), and no seat becomes one.
 */
class ContinueDialog : public QDialog
{
    Q_OBJECT

public:
    /** `where` says which moment ("Round 3 · Turn 2 · ..."). */
    ContinueDialog(const std::vector<SeatSetup> &seats, QString where, QWidget *parent = nullptr);

    std::vector<SeatSetup> seats() const;
    SeatRow *row(int index) const { return m_rows[static_cast<std::size_t>(index)]; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    std::vector<SeatRow *> m_rows;
    QString m_where;
    QLabel *m_intro = nullptr;
};

} // namespace vinci
