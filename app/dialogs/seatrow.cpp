#include "dialogs/seatrow.h"

#include "panels/playercolours.h"
#include "panels/tileart.h"
#include "session/seatkind.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>

namespace vinci {

SeatRow::SeatRow(int index, QWidget *parent)
    : QWidget(parent)
    , m_index(index)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_number = new QLabel(QString::number(index + 1), this);
    m_number->setMinimumWidth(16);
    m_number->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    layout->addWidget(m_number);
    m_colour = new QComboBox(this);
    m_colour->setIconSize(QSize(18, 18));
    for (int i = 0; i < playerColourCount; ++i)
        m_colour->addItem(QIcon(TileArt::pawn(playerColour(i), 18)), QString(), playerColour(i));
    layout->addWidget(m_colour);
    m_name = new QLineEdit(this);
    m_name->setMaxLength(maxNameLength);
    m_name->setMinimumWidth(150);
    layout->addWidget(m_name, 2);
    m_controller = new QComboBox(this);
    fillControllers();
    m_controller->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    layout->addWidget(m_controller, 0);

    connect(m_colour, &QComboBox::currentIndexChanged, this, [this] {
        const QColor chosen = m_colour->currentData().value<QColor>();
        const QColor previous = m_lastColour;
        m_lastColour = chosen;
        emit colourChanged(previous, chosen);
        emit changed();
    });
    connect(m_name, &QLineEdit::textChanged, this, &SeatRow::changed);
    connect(m_controller, &QComboBox::currentIndexChanged, this, &SeatRow::changed);
    m_lastColour = playerColour(0);
    retranslate();
}

void SeatRow::setSeat(const SeatSetup &seat)
{
    const QSignalBlocker colourBlocker(m_colour);
    const QSignalBlocker nameBlocker(m_name);
    const QSignalBlocker controllerBlocker(m_controller);
    const int colourIndex = playerColourIndex(seat.colour);
    m_colour->setCurrentIndex(std::max(0, colourIndex));
    m_lastColour = m_colour->currentData().value<QColor>();
    m_name->setText(seat.name);
    const int controller = m_controller->findData(seat.controller);
    m_controller->setCurrentIndex(std::max(0, controller));
}

void SeatRow::fillControllers()
{
    m_controller->clear();
    for (const SeatKind &kind : seatKinds()) {
        if (m_virtualOffered || !kind.virtualSeat)
            m_controller->addItem(seatKindLabel(kind.key), QString::fromUtf16(kind.key));
    }
}

void SeatRow::setVirtualSeatsOffered(bool offered)
{
    if (offered == m_virtualOffered)
        return;
    QString current = m_controller->currentData().toString();
    if (!offered && isVirtualSeat(current))
        current = QStringLiteral("strategist-normal");
    {
        const QSignalBlocker blocker(m_controller);
        m_virtualOffered = offered;
        fillControllers();
        m_controller->setCurrentIndex(std::max(0, m_controller->findData(current)));
    }
    emit changed();
}

SeatSetup SeatRow::seat() const
{
    return {m_name->text().trimmed(), m_colour->currentData().value<QColor>(),
            m_controller->currentData().toString()};
}

void SeatRow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SeatRow::retranslate()
{
    for (int i = 0; i < m_colour->count(); ++i)
        m_colour->setItemText(i, playerColourName(i));
    for (int i = 0; i < m_controller->count(); ++i)
        m_controller->setItemText(i, seatKindLabel(m_controller->itemData(i).toString()));
    m_name->setPlaceholderText(defaultSeatName(m_index));
    m_colour->setToolTip(tr("Colour of player %1").arg(m_index + 1));
    m_name->setToolTip(tr("Name of player %1").arg(m_index + 1));
    m_controller->setToolTip(tr("Who plays seat %1: a person at this computer, a virtual player "
                                "following the rulebook, or a computer opponent")
                                 .arg(m_index + 1));
}

} // namespace vinci
