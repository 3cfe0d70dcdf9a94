#include "panels/playerspanel.h"

#include "panels/panelstyle.h"
#include "panels/playercolours.h"
#include "panels/viewresizewatch.h"
#include "queries/phaseguidance.h"

#include <QEvent>
#include <QLabel>
#include <QSpacerItem>
#include <QVBoxLayout>

#include <algorithm>

namespace vinci {

namespace {

/** The room between the cards at each density. */
int cardSpacing(PlayerCard::Density density)
{
    return density == PlayerCard::Density::Full ? 6 : 3;
}

} // namespace

PlayersPanel::PlayersPanel(QWidget *parent)
    : QWidget(parent)
{
    m_header = new QWidget(this);
    m_title = PanelStyle::makeTitle(m_header);
    m_caption = PanelStyle::makeCaption(m_header);
    // The panel's own column, title and caption on top, until takeHeader() moves them.
    auto *header = new QVBoxLayout(m_header);
    header->setContentsMargins(0, 0, 0, 0);
    header->setSpacing(PanelStyle::makeColumn(this, {m_header})->spacing());
    header->addWidget(m_title);
    header->addWidget(m_caption);
    auto *layout = qobject_cast<QVBoxLayout *>(this->layout());
    m_cardsLayout = new QVBoxLayout;
    m_cardsLayout->setSpacing(cardSpacing(PlayerCard::Density::Full));
    layout->addLayout(m_cardsLayout);
    m_tail = new QSpacerItem(0, 0, QSizePolicy::Minimum, QSizePolicy::MinimumExpanding);
    layout->addItem(m_tail);
    retranslate();
    // The view the panel scrolls in: its height decides what fits (fitCards()).
    new ViewResizeWatch(this, [this] { fitCards(); });
}

QWidget *PlayersPanel::takeHeader()
{
    layout()->removeWidget(m_header);
    // As far from the edges as in the column (PanelStyle::makeColumn), and a row's spacing over
    // the cards: flush with them, the caption's descenders touched the first card (s41 walk).
    const QMargins column = layout()->contentsMargins();
    m_header->layout()->setContentsMargins(column.left(), column.top(), column.right(),
                                           m_header->layout()->spacing());
    // That spacing is the cards' top margin now.
    layout()->setContentsMargins(column.left(), 0, column.right(), column.bottom());
    return m_header;
}

void PlayersPanel::setSeats(const std::vector<SeatSetup> &seats)
{
    m_seats = seats;
    refresh();
}

void PlayersPanel::setState(const GameState &state)
{
    m_state = state;
    refresh();
}

PlayerCard *PlayersPanel::card(int seat) const
{
    return seat >= 0 && seat < cardCount() ? m_cards[static_cast<std::size_t>(seat)] : nullptr;
}

PlayerView PlayersPanel::viewOf(const GameState &state, const std::vector<SeatSetup> &seats,
                                int seat)
{
    const PlayerState &player = state.player(seat);
    PlayerView view;
    view.index = seat;
    const bool known = static_cast<std::size_t>(seat) < seats.size();
    view.name = known ? seats[static_cast<std::size_t>(seat)].name : defaultSeatName(seat);
    view.colour = known ? seats[static_cast<std::size_t>(seat)].colour : playerColour(seat);
    view.controller =
        known ? seats[static_cast<std::size_t>(seat)].controller
              : (player.virtualPlayer ? QStringLiteral("rulebook") : QStringLiteral("human"));
    view.score = player.score;
    view.victoryTarget = state.victoryTarget;
    view.rules = state.options.ruleSet;
    view.current = !state.isOver() && state.currentPlayer == seat;
    view.acting = state.actingPlayer() == seat;
    view.winner =
        std::find(state.winners.begin(), state.winners.end(), seat) != state.winners.end();
    if (player.active) {
        view.active = player.active->tiles;
        view.hand = player.active->hand;
        view.activeSurvivors = player.active->pendingRedeploy;
        // The turn bar's count of the pawns Expand gives (phaseGuidance()), the card's too.
        if (state.phase == Phase::TurnStart && state.currentPlayer == seat)
            view.handReinforcements = expandSourcesPreview(state).tiles;
    }
    view.activePawns = pawnsOnBoard(state, seat, Holder::Active);
    view.activeProvinces = static_cast<int>(provincesOf(state, seat, Holder::Active).size());
    if (player.declining) {
        view.declining = player.declining->tiles;
        view.decliningSurvivors = player.declining->pendingRedeploy;
    }
    view.decliningPawns = pawnsOnBoard(state, seat, Holder::Declining);
    view.decliningProvinces = static_cast<int>(provincesOf(state, seat, Holder::Declining).size());
    // "Neither player may attack the other": the peace shows on both players' cards.
    for (int other = 0; other < state.playerCount(); ++other) {
        if (other == seat)
            continue;
        const QString otherName = static_cast<std::size_t>(other) < seats.size()
                                      ? seats[static_cast<std::size_t>(other)].name
                                      : defaultSeatName(other);
        view.opponents << otherName;
        const auto &mine = player.peaceWith;
        const auto &theirs = state.player(other).peaceWith;
        if (std::find(mine.begin(), mine.end(), other) != mine.end() ||
            std::find(theirs.begin(), theirs.end(), seat) != theirs.end())
            view.peaceWith << otherName;
    }
    return view;
}

QSize PlayersPanel::sizeHint() const
{
    // The cards' spacing in full too, between them: the same whether they are compact now or
    // not (one spacing too many put the column's split 3 px off after a shrink).
    QSize size = QWidget::sizeHint();
    size.rheight() -= m_tail->sizeHint().height(); // room to scroll in, not to show
    for (const PlayerCard *card : m_cards)
        size.rheight() += card->fullHeight() - card->sizeHint().height();
    if (!m_cards.empty())
        size.rheight() += static_cast<int>(m_cards.size() - 1) *
                          (cardSpacing(PlayerCard::Density::Full) - m_cardsLayout->spacing());
    return size;
}

int PlayersPanel::savingAt(PlayerCard::Density density) const
{
    if (m_cards.empty())
        return 0;
    const int full = cardSpacing(PlayerCard::Density::Full);
    int saving = static_cast<int>(m_cards.size() - 1) * (full - cardSpacing(density));
    for (const PlayerCard *card : m_cards)
        saving += card->fullHeight() - card->heightAt(density);
    return saving;
}

int PlayersPanel::savingFor(int lacking) const
{
    if (lacking <= 0)
        return 0;
    const int compact = savingAt(PlayerCard::Density::Compact);
    return compact >= lacking ? compact : savingAt(PlayerCard::Density::Brief);
}

void PlayersPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitCards();
}

void PlayersPanel::fitCards()
{
    if (m_cards.empty())
        return;
    const int view = parentWidget() ? parentWidget()->height() : height();
    const int room = std::min(height(), view);
    const int full = sizeHint().height();
    // Compact where in full they do not fit, brief where compact they do not: every player's
    // name, civilizations and score in sight rather than a list to scroll (at Larger text in
    // German on a 1366x768 screen four compact cards needed more than the column, and the
    // list showed only the acting player's, scrolled to the bottom: the s52 walk).
    using Density = PlayerCard::Density;
    Density density = Density::Full;
    if (room < full)
        density = room >= full - savingAt(Density::Compact) ? Density::Compact : Density::Brief;
    m_cardsLayout->setSpacing(cardSpacing(density));
    for (PlayerCard *card : m_cards)
        card->setDensity(density);
    const PlayerCard *last = m_cards.back();
    const int needed = full - savingAt(density);
    const int tail = needed > view ? std::max(0, view - last->heightAt(density)) : 0;
    if (tail != m_tail->sizeHint().height()) {
        m_tail->changeSize(0, tail, QSizePolicy::Minimum, QSizePolicy::MinimumExpanding);
        layout()->invalidate();
    }
}

void PlayersPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PlayersPanel::retranslate()
{
    m_title->setText(tr("Players"));
    refresh();
    for (PlayerCard *card : m_cards)
        card->update();
}

QString PlayersPanel::caption() const
{
    return m_caption->text();
}

void PlayersPanel::refresh()
{
    if (!m_state) {
        m_caption->clear();
        return;
    }
    const GameState &state = *m_state;
    if (state.isOver())
        m_caption->setText(tr("The game is over."));
    else if (state.roundLimit > 0) // Online 2013: a fixed number of rounds, no point target
        m_caption->setText(
            state.lastRound ? tr("Round %1 of %2, the last.").arg(state.round).arg(state.roundLimit)
                            : tr("Round %1 of %2").arg(state.round).arg(state.roundLimit));
    else if (state.lastRound)
        m_caption->setText(tr("Round %1, the last: a player has reached %n victory point(s).",
                              nullptr, state.victoryTarget)
                               .arg(state.round));
    else
        m_caption->setText(tr("Round %1 · the game ends in the round a player reaches %n "
                              "victory point(s).",
                              nullptr, state.victoryTarget)
                               .arg(state.round));

    while (cardCount() < state.playerCount()) {
        auto *card = new PlayerCard(this);
        m_cardsLayout->addWidget(card);
        m_cards.push_back(card);
    }
    while (cardCount() > state.playerCount()) {
        delete m_cards.back();
        m_cards.pop_back();
    }
    for (int seat = 0; seat < state.playerCount(); ++seat)
        card(seat)->setView(viewOf(state, m_seats, seat));
}

} // namespace vinci
