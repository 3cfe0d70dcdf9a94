#pragma once

#include "game/civilizationtrack.h"
#include "game/gamestate.h"
#include "session/newgamesetup.h"

#include <QList>
#include <QWidget>

#include <array>
#include <optional>

class QAction;
class QLabel;

namespace vinci {

class TrackSlotButton;

/**
 * The civilization track: the six pairs I-VI with their tiles, names, the pawns the acting
 * player would receive, the price in victory points and the coins left on them. Clicking a
 * pair asks to choose it; pairs that cannot be chosen now are disabled and say why.
 */
class CivilizationTrackPanel : public QWidget
{
    Q_OBJECT

public:
    explicit CivilizationTrackPanel(QWidget *parent = nullptr);

    /** Shows `state`'s track, priced for its current player. */
    void setState(const GameState &state);

    /** The seats' colours tint the pawn next to each total (optional). */
    void setSeats(const std::vector<SeatSetup> &seats);

    /**
     * Whether the person at the computer may choose now (false while a program player acts,
     * during replays, ...); `reason` is shown on the disabled pairs.
     */
    void setInteractive(bool interactive, const QString &reason = {});

    /** The place clicked and waiting to be taken (PlayerInput::pendingChoice), or none. */
    void setPendingSlot(std::optional<int> slot);

    /**
     * The title and caption, moved out of the panel to stand over its scroll area (as the
     * players' do): a card picked was scrolled into sight and took the title's top 12 pixels
     * with it (the s46 walk).
     */
    QWidget *takeHeader();
    /** The title and caption, over the cards or taken out (takeHeader()). */
    QWidget *header() const { return m_header; }
    /** The caption, which gives way on a low dock (fitCaption()). */
    QLabel *caption() const { return m_caption; }
    /** The title shown or not: among tabs, the dock's tab names the track. */
    void setTitleShown(bool shown);

    /** The card of place `slot` (0 = I), for tests and the window's hints. */
    TrackSlotButton *slotButton(int slot) const;

    /**
     * The cards by key (1 to 6) and menu (Game > Choose a Civilization): each as a click on its
     * card (it is then taken with Enter), enabled exactly while the card is (ButtonAction).
     */
    QList<QAction *> slotActions() const { return m_slotActions; }

signals:
    /** The player clicked the pair in `slot` (0 = I) while choosing was allowed. */
    void chooseRequested(int slot);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    /**
     * The caption shown where the panel's view has room for it and three whole cards, else
     * hidden: at 1024x768 and Larger text in German the tabbed track showed its caption's three
     * lines and one card while the lesson spoke of six (the s46 walk). The cards say their
     * prices themselves.
     */
    void fitCaption();
    /**
     * The card a key chose (1 to 6): scrolled into sight, and given the keyboard when the
     * keyboard was in the track, so that Enter takes it, not the card Tab left it on.
     */
    void followKey(int slot);

    QWidget *m_header = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_caption = nullptr;
    std::array<TrackSlotButton *, civilizationTrackLength> m_slots{};
    QList<QAction *> m_slotActions;
    std::optional<GameState> m_state;
    std::vector<SeatSetup> m_seats;
    bool m_interactive = true;
    std::optional<int> m_pendingSlot;
    QString m_notInteractiveReason;
};

} // namespace vinci
