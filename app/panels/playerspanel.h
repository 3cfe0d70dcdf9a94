#pragma once

#include "game/gamestate.h"
#include "panels/playercard.h"
#include "session/newgamesetup.h"

#include <QWidget>

#include <optional>
#include <vector>

class QLabel;
class QSpacerItem;
class QVBoxLayout;

namespace vinci {

/**
 * The players: per seat a card with colour, name, score (with a bar towards the victory
 * target), active and declining civilizations, pawns in hand and on the board, a marker for
 * program players and for peace (Diplomacy); the player who must act is highlighted.
 */
class PlayersPanel : public QWidget
{
    Q_OBJECT

public:
    explicit PlayersPanel(QWidget *parent = nullptr);

    /** Names, colours and who plays each seat. */
    void setSeats(const std::vector<SeatSetup> &seats);
    /** Shows `state`. */
    void setState(const GameState &state);

    /** The cards, in seat order (for tests and the window's hints). */
    int cardCount() const { return static_cast<int>(m_cards.size()); }
    PlayerCard *card(int seat) const;
    /** The caption over the cards: the round and the point target or the round limit. */
    QString caption() const;
    /** The title and the caption over the cards. */
    QWidget *header() const { return m_header; }
    QLabel *titleLabel() const { return m_title; }
    QLabel *captionLabel() const { return m_caption; }
    /**
     * Takes the title and the caption out of the panel's column, for the window to place them
     * over the scroll area the cards are in: there they stay in sight while the cards scroll
     * (with four players the window scrolled them away to show the acting player's card).
     * The panel still words them.
     */
    QWidget *takeHeader();

    /** What the card of `seat` shows for `state` with these seats. */
    static PlayerView viewOf(const GameState &state, const std::vector<SeatSetup> &seats, int seat);

    /** As tall as the cards laid out in full: the room the panel would like. */
    QSize sizeHint() const override;
    /** How much lower the panel is with its cards at `density` than in full. */
    int savingAt(PlayerCard::Density density) const;
    /**
     * How much lower the panel can be laid out for `lacking` pixels less than it needs in full:
     * the saving of the fullest density that makes up for them, or the briefest's.
     */
    int savingFor(int lacking) const;

protected:
    void changeEvent(QEvent *event) override;
    /**
     * Given less than the full cards need (four players at 1024x768), they turn compact, and
     * brief where compact they do not all fit (four or five at Larger text on 1366x768).
     */
    void resizeEvent(QResizeEvent *event) override;

private:
    void retranslate();
    void refresh();
    /**
     * The cards at the fullest density at which they all fit the panel; and when they do not
     * all fit even brief, room under the last one for it to scroll to the list's top (m_tail).
     */
    void fitCards();

    QWidget *m_header = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_caption = nullptr;
    QVBoxLayout *m_cardsLayout = nullptr;
    /**
     * Under the cards: the rest of the view's height, so that the last card too is shown from
     * the list's top, with nothing of the one before it cut over it (PanelScrollArea's
     * keepInSight; the s46 walk saw the lower half of a card above the acting player's).
     */
    QSpacerItem *m_tail = nullptr;
    std::vector<PlayerCard *> m_cards;
    std::vector<SeatSetup> m_seats;
    std::optional<GameState> m_state;
};

} // namespace vinci
