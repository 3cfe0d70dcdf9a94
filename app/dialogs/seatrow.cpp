#include "dialogs/seatrow.h"

#include "panels/playercolours.h"
#include "panels/tileart.h"
#include "session/seatkind.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSignalBlocker>
#include <QToolTip>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

/** The thinking times offered, in milliseconds (0: the level's own budget). */
constexpr int thinkingChoices[] = {0, 500, 1000, 2000, 5000};

} // namespace

SeatRow::SeatRow(int index, QWidget *parent)
    : QWidget(parent)
    , m_index(index)
{
    // As tall as its controls ask: a dialog that grows for more seats grows to its minimum
    // height, and rows that could shrink would be squeezed under their combo boxes' height.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    // The kind's box says the kind shortly (its long name is the item's tooltip): the long
    // names made the dialog scroll at 1024x768 with Larger text (the s49 walk, in German).
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_number = new QLabel(QString::number(index + 1), this);
    m_number->setMinimumWidth(16);
    m_number->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    layout->addWidget(m_number, 0, 0);
    m_colour = new QComboBox(this);
    m_colour->setIconSize(QSize(18, 18));
    for (int i = 0; i < playerColourCount; ++i)
        m_colour->addItem(QIcon(TileArt::pawn(playerColour(i), 18)), QString(), playerColour(i));
    layout->addWidget(m_colour, 0, 1);
    m_name = new QLineEdit(this);
    m_name->setMaxLength(maxNameLength);
    m_name->setMinimumWidth(120);
    layout->addWidget(m_name, 0, 2);
    layout->setColumnStretch(2, 2);
    m_controller = new QComboBox(this);
    fillControllers();
    m_controller->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    layout->addWidget(m_controller, 0, 3);
    m_thinking = new QComboBox(this);
    m_thinking->setObjectName(QStringLiteral("thinkingBox"));
    for (int milliseconds : thinkingChoices)
        m_thinking->addItem(QString(), milliseconds);
    m_thinking->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    // Beside the kind, its room kept when it is hidden: on a line of its own under the kind, it
    // left an empty line under every person's seat, and 4 to 6 seats made the dialog scroll at
    // 1024x768 with Larger text (the s51 walk). Kept, the seats stay where they are when one is
    // made a computer player (the click meant for the next seat's box landed elsewhere).
    QSizePolicy kept = m_thinking->sizePolicy();
    kept.setRetainSizeWhenHidden(true);
    m_thinking->setSizePolicy(kept);
    layout->addWidget(m_thinking, 0, 4);

    connect(m_colour, &QComboBox::currentIndexChanged, this, [this] {
        const auto chosen = m_colour->currentData().value<QColor>();
        const QColor previous = m_lastColour;
        m_lastColour = chosen;
        emit colourChanged(previous, chosen);
        emit changed();
    });
    connect(m_name, &QLineEdit::textChanged, this, &SeatRow::changed);
    // A key typed past the longest name did nothing, and said nothing (the s54 walk): the
    // field says why, where the person looks.
    connect(m_name, &QLineEdit::inputRejected, this, &SeatRow::tellNameLimit);
    connect(m_controller, &QComboBox::currentIndexChanged, this, [this] {
        showThinkingBox();
        emit changed();
    });
    connect(m_thinking, &QComboBox::currentIndexChanged, this, &SeatRow::changed);
    m_lastColour = playerColour(0);
    retranslate();
    showThinkingBox();
    // Measured as shown: a row added to an open dialog is counted at its polished height
    // (its combo boxes grow when polished, and the dialog's layout would not hear of it).
    ensurePolished();
}

void SeatRow::setSeat(const SeatSetup &seat)
{
    const QSignalBlocker colourBlocker(m_colour);
    const QSignalBlocker nameBlocker(m_name);
    const QSignalBlocker controllerBlocker(m_controller);
    const QSignalBlocker thinkingBlocker(m_thinking);
    const int colourIndex = playerColourIndex(seat.colour);
    m_colour->setCurrentIndex(std::max(0, colourIndex));
    m_lastColour = m_colour->currentData().value<QColor>();
    m_name->setText(seat.name);
    const int controller = m_controller->findData(seat.controller);
    m_controller->setCurrentIndex(std::max(0, controller));
    m_thinking->setCurrentIndex(thinkingIndex(seat.thinkingMs));
    showThinkingBox();
}

int SeatRow::thinkingIndex(int milliseconds)
{
    const int index = m_thinking->findData(milliseconds);
    if (index >= 0)
        return index;
    // A time from a save or an older choice: offered as it was, in its place in the list.
    int at = 0;
    while (at < m_thinking->count() && m_thinking->itemData(at).toInt() < milliseconds)
        ++at;
    m_thinking->insertItem(at, QString(), milliseconds);
    retranslate();
    return at;
}

void SeatRow::tellNameLimit()
{
    if (m_name->text().size() < m_name->maxLength())
        return; // a key the field refuses for another reason
    QToolTip::showText(m_name->mapToGlobal(QPoint(0, m_name->height())), nameLimitWords(), m_name);
}

QString SeatRow::nameLimitWords() const
{
    return tr("A name has at most %1 characters.").arg(maxNameLength);
}

void SeatRow::showThinkingBox()
{
    m_thinking->setVisible(hasThinkingTime(m_controller->currentData().toString()));
}

void SeatRow::fillControllers()
{
    m_controller->clear();
    for (const SeatKind &kind : seatKinds()) {
        if (!m_virtualOffered && isVirtualSeat(kind.key))
            continue;
        m_controller->addItem(seatKindChoice(kind.key), QString::fromUtf16(kind.key));
        m_controller->setItemData(m_controller->count() - 1, seatKindLabel(kind.key),
                                  Qt::ToolTipRole);
    }
}

bool SeatRow::setVirtualSeatsOffered(bool offered)
{
    if (offered == m_virtualOffered)
        return false;
    QString current = m_controller->currentData().toString();
    const bool moved = !offered && isVirtualSeat(current);
    if (moved)
        current = QStringLiteral("strategist-normal");
    {
        const QSignalBlocker blocker(m_controller);
        m_virtualOffered = offered;
        fillControllers();
        m_controller->setCurrentIndex(std::max(0, m_controller->findData(current)));
    }
    emit changed();
    return moved;
}

SeatSetup SeatRow::seat() const
{
    const QString controller = m_controller->currentData().toString();
    return {m_name->text().trimmed(), m_colour->currentData().value<QColor>(), controller,
            hasThinkingTime(controller) ? m_thinking->currentData().toInt() : 0};
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
    for (int i = 0; i < m_controller->count(); ++i) {
        const QString key = m_controller->itemData(i).toString();
        m_controller->setItemText(i, seatKindChoice(key));
        m_controller->setItemData(i, seatKindLabel(key), Qt::ToolTipRole);
    }
    for (int i = 0; i < m_thinking->count(); ++i) {
        const int milliseconds = m_thinking->itemData(i).toInt();
        // Short, beside the kind; the box's name and tooltip say what it is.
        m_thinking->setItemText(
            i, milliseconds == 0
                   ? tr("standard", "a computer player's thinking time per move")
                   : tr("%1 s", "a computer player's thinking time per move, in seconds")
                         .arg(QLocale().toString(milliseconds / 1000.0)));
    }
    m_thinking->setAccessibleName(tr("Thinking time per move"));
    m_thinking->setToolTip(
        tr("How long the computer player of seat %1 may think about each move: standard (a "
           "fixed number of look-aheads, about a tenth of a second), or a time per move in "
           "which it plays out as many look-aheads as it can.")
            .arg(m_index + 1));
    m_name->setPlaceholderText(defaultSeatName(m_index));
    // A name given by default follows the language; a typed one stays.
    if (const QString name = retranslatedSeatName(m_name->text()); name != m_name->text())
        m_name->setText(name);
    m_colour->setToolTip(tr("Colour of player %1").arg(m_index + 1));
    m_name->setToolTip(tr("Name of player %1").arg(m_index + 1) + u"\n"_s + nameLimitWords());
    // Read with the field's name, before the person types up to the limit.
    m_name->setAccessibleDescription(nameLimitWords());
    m_controller->setToolTip(tr("Who plays seat %1: a person at this computer, a virtual player "
                                "following the rulebook, or a computer opponent")
                                 .arg(m_index + 1));
}

} // namespace vinci
