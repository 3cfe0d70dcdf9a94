#include "panels/civilizationtrackpanel.h"

#include "game/civilizationtrack.h"
#include "game/play.h"
#include "panels/buttonaction.h"
#include "panels/panelstyle.h"
#include "panels/playercolours.h"
#include "panels/trackslotbutton.h"
#include "panels/viewresizewatch.h"
#include "queries/trackqueries.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace vinci {

using namespace Qt::StringLiterals;

CivilizationTrackPanel::CivilizationTrackPanel(QWidget *parent)
    : QWidget(parent)
{
    // The title and caption in a header of their own, until takeHeader() moves them.
    m_header = new QWidget(this);
    m_title = PanelStyle::makeTitle(m_header);
    m_caption = PanelStyle::makeCaption(m_header);
    QVBoxLayout *layout = PanelStyle::makeColumn(this, {m_header});
    auto *header = new QVBoxLayout(m_header);
    header->setContentsMargins(0, 0, 0, 0);
    header->setSpacing(layout->spacing());
    header->addWidget(m_title);
    header->addWidget(m_caption);
    for (int slot = 0; slot < civilizationTrackLength; ++slot) {
        auto *button = new TrackSlotButton(this);
        TrackSlotView view;
        view.slot = slot;
        button->setView(view);
        button->setEnabled(false);
        connect(button, &TrackSlotButton::clicked, this, [this, slot] {
            if (m_slots[static_cast<std::size_t>(slot)]->isEnabled())
                emit chooseRequested(slot);
        });
        m_slots[static_cast<std::size_t>(slot)] = button;
        layout->addWidget(button);
        // 1 to 6: free of the map's keys (its 0 zooms) and of the turn's letters.
        auto *action = new QAction(this);
        action->setObjectName(u"chooseSlot%1Action"_s.arg(slot + 1));
        action->setShortcut(QKeySequence(Qt::Key_1 + slot));
        new ButtonAction(button, action, ButtonAction::Face::Own);
        connect(action, &QAction::triggered, this, [this, slot] { followKey(slot); });
        m_slotActions.append(action);
    }
    layout->addStretch(1);
    retranslate();
    // The view the panel scrolls in: its height decides what fits (fitCaption()).
    new ViewResizeWatch(this, [this] { fitCaption(); });
}

void CivilizationTrackPanel::setState(const GameState &state)
{
    m_state = state;
    retranslate(); // the caption gives the rule set's prices
}

void CivilizationTrackPanel::setSeats(const std::vector<SeatSetup> &seats)
{
    m_seats = seats;
    refresh();
}

void CivilizationTrackPanel::setInteractive(bool interactive, const QString &reason)
{
    m_interactive = interactive;
    m_notInteractiveReason = reason;
    refresh();
}

void CivilizationTrackPanel::setPendingSlot(std::optional<int> slot)
{
    if (slot == m_pendingSlot)
        return;
    m_pendingSlot = slot;
    refresh();
}

QWidget *CivilizationTrackPanel::takeHeader()
{
    layout()->removeWidget(m_header);
    // As far from the edges as in the column, and a row's spacing over the first card.
    const QMargins column = layout()->contentsMargins();
    m_header->layout()->setContentsMargins(column.left(), column.top(), column.right(),
                                           m_header->layout()->spacing());
    layout()->setContentsMargins(column.left(), 0, column.right(), column.bottom());
    return m_header;
}

void CivilizationTrackPanel::setTitleShown(bool shown)
{
    m_title->setVisible(shown);
    fitCaption();
}

void CivilizationTrackPanel::fitCaption()
{
    const QWidget *view = parentWidget();
    if (!view || m_header->parentWidget() == this)
        return;
    // The room the view would have with the caption hidden, against the caption and three
    // cards: hiding it gives the view what it took, so the choice holds once made.
    const auto *header = m_header->layout();
    const int captionRoom =
        m_caption->heightForWidth(m_header->width() - header->contentsMargins().left() -
                                  header->contentsMargins().right()) +
        header->spacing();
    const QMargins margins = layout()->contentsMargins();
    int cards = margins.top() + margins.bottom();
    constexpr int cardsInSight = 3;
    for (int slot = 0; slot < cardsInSight; ++slot) {
        const TrackSlotButton *card = m_slots[static_cast<std::size_t>(slot)];
        cards += card->heightForWidth(width() - margins.left() - margins.right()) +
                 (slot > 0 ? layout()->spacing() : 0);
    }
    const int room = view->height() + (m_caption->isHidden() ? 0 : captionRoom);
    m_caption->setVisible(room >= captionRoom + cards);
}

void CivilizationTrackPanel::followKey(int slot)
{
    // The s47 walk at 2560x1440: Tab left the keyboard on IV, key 1 chose I, scrolled out of
    // sight, and the focus frame stayed on IV.
    TrackSlotButton *card = m_slots[static_cast<std::size_t>(slot)];
    const QWidget *focus = QApplication::focusWidget();
    if (focus && isAncestorOf(focus) && card->isEnabled())
        card->setFocus(Qt::ShortcutFocusReason);
    for (QWidget *up = parentWidget(); up; up = up->parentWidget()) {
        if (auto *area = qobject_cast<QScrollArea *>(up)) {
            area->ensureWidgetVisible(card, 0, 0);
            break;
        }
    }
}

TrackSlotButton *CivilizationTrackPanel::slotButton(int slot) const
{
    return slot >= 0 && slot < civilizationTrackLength ? m_slots[static_cast<std::size_t>(slot)]
                                                       : nullptr;
}

void CivilizationTrackPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::FontChange)
        fitCaption();
    QWidget::changeEvent(event);
}

void CivilizationTrackPanel::retranslate()
{
    m_title->setText(tr("Civilizations"));
    for (int slot = 0; slot < m_slotActions.size(); ++slot)
        m_slotActions[slot]->setText(
            tr("Civilization %1").arg(TrackSlotButton::romanNumeral(slot)));
    // The prices are the rule set's, so a rule set that changes them changes the caption.
    const RuleSet &rules = m_state ? m_state->rules() : classicRules();
    m_caption->setText(tr("Passing over a civilization costs %1 and leaves a coin worth %2 on it.")
                           .arg(tr("%n victory point(s)", nullptr, rules.skipCost),
                                tr("%n point(s)", nullptr, rules.coinValue)));
    fitCaption();
    // Refusal messages come from the engine in the language of the moment.
    refresh();
}

void CivilizationTrackPanel::refresh()
{
    if (!m_state)
        return;
    const GameState &state = *m_state;
    const int chooser = state.currentPlayer;
    const bool validChooser = chooser >= 0 && chooser < state.playerCount();
    QColor colour = neutralPawnColour();
    if (validChooser && static_cast<std::size_t>(chooser) < m_seats.size())
        colour = m_seats[static_cast<std::size_t>(chooser)].colour;
    else if (validChooser)
        colour = playerColour(chooser);

    for (int slot = 0; slot < civilizationTrackLength; ++slot) {
        TrackSlotButton *button = m_slots[static_cast<std::size_t>(slot)];
        TrackSlotView view;
        view.slot = slot;
        view.pawnColour = colour;
        view.rules = state.options.ruleSet;
        view.pending = m_pendingSlot == slot;
        if (slot >= static_cast<int>(state.track.size()) || !validChooser) {
            view.refusal = tr("There is no civilization in that place.");
            button->setView(view);
            continue;
        }
        const TrackSlot &place = state.track[static_cast<std::size_t>(slot)];
        view.tiles = place.tiles;
        view.coins = place.coins;
        view.pawns = civilizationPawns(state, chooser, place.tiles);
        view.pawnParts = civilizationPawnParts(state, chooser, place.tiles);
        view.scoreChange = choosingScoreChange(state, slot);
        if (state.phase != Phase::ChooseCivilization) {
            view.refusal = state.isOver()
                               ? tr("The game is over.")
                               : tr("A civilization is chosen at the start of the game and after "
                                    "a decline.");
        } else if (!m_interactive) {
            view.refusal = m_notInteractiveReason;
            if (view.refusal.isEmpty())
                view.refusal = tr("Another player is choosing.");
        } else if (const auto refusal = checkAction(state, Action::choose(slot))) {
            view.refusal = refusal->message;
        }
        button->setView(view);
    }
}

} // namespace vinci
