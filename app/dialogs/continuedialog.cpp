#include "dialogs/continuedialog.h"

#include "dialogs/seatrow.h"
#include "session/seatkind.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace vinci {

ContinueDialog::ContinueDialog(const std::vector<SeatSetup> &seats, QString where, QWidget *parent)
    : QDialog(parent)
    , m_where(std::move(where))
{
    setObjectName(QStringLiteral("continueDialog"));
    auto *layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    for (std::size_t i = 0; i < seats.size(); ++i) {
        auto *row = new SeatRow(static_cast<int>(i), this);
        const bool isVirtual = isVirtualSeat(seats[i].controller);
        if (!isVirtual)
            row->setVirtualSeatsOffered(false);
        row->setSeat(seats[i]);
        // The whole name in sight, from its start (a line edit shows its end once set).
        QLineEdit *name = row->nameEdit();
        name->setMinimumWidth(name->fontMetrics().horizontalAdvance(seats[i].name) + 24);
        name->setCursorPosition(0);
        row->controllerBox()->setEnabled(!isVirtual);
        // Colours stay: the map and the log already show each player in theirs.
        row->colourBox()->setEnabled(false);
        layout->addWidget(row);
        m_rows.push_back(row);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    retranslate();
}

std::vector<SeatSetup> ContinueDialog::seats() const
{
    std::vector<SeatSetup> seats;
    seats.reserve(m_rows.size());
    for (const SeatRow *row : m_rows)
        seats.push_back(row->seat());
    return seats;
}

void ContinueDialog::retranslate()
{
    setWindowTitle(tr("Continue from Here"));
    m_intro->setText(tr("A new game goes on from this moment (%1), the same up to here. Who "
                        "plays each seat from now on? A virtual player stays one.")
                         .arg(m_where));
    if (auto *buttons = findChild<QDialogButtonBox *>()) {
        buttons->button(QDialogButtonBox::Ok)->setText(tr("Play On"));
        for (SeatRow *row : m_rows) {
            if (!row->controllerBox()->isEnabled())
                row->controllerBox()->setToolTip(
                    tr("A virtual player plays by the rulebook's rules, which made this game: "
                       "it stays one."));
        }
    }
}

void ContinueDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace vinci
