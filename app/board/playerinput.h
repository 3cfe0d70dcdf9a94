#pragma once

#include "queries/boardqueries.h"

#include <QObject>

#include <functional>
#include <optional>
#include <vector>

namespace vinci {

class CivilizationTrackPanel;
class GameController;
class GameMapView;
class TurnBar;

/**
 * Turns what the acting person does - clicks and drags on the map, the turn bar's buttons, the
 * track's Choose buttons - into actions for the GameController, and holds the switches that
 * change what a click means (Espionage, fort building). What is legal is the engine's call:
 * a refused action comes back as the controller's `rejected` message.
 */
class PlayerInput : public QObject
{
    Q_OBJECT

public:
    PlayerInput(GameController *controller, GameMapView *view, TurnBar *turnBar,
                CivilizationTrackPanel *track, QObject *parent = nullptr);

    const InteractionModes &modes() const { return m_modes; }
    /**
     * What a click of `click` on `area` plays now, as the map's clicks and keys play it (the
     * accessible provinces name it): none while nobody here may play (a computer's turn, the
     * turns missed being shown, the game over) or when the click means nothing in this phase.
     */
    std::optional<Action> actionFor(AreaIndex area, ClickKind click) const;
    /** Turns the switches off (a new step, a new game). */
    void resetModes();

    /**
     * The place of the track a person clicked and has not taken yet. Choosing is confirmed
     * first: taking a civilization draws a new one for place VI from the bag, which no undo may
     * take back (the draw would be seen). Only while that person is still choosing.
     */
    std::optional<int> pendingChoice() const;
    /** Takes the civilization of the pending choice. */
    void takePendingChoice();
    /** Forgets the pending choice: the person chooses again. */
    void cancelPendingChoice();
    /**
     * The own province a person clicked before the first conquest, waiting to be abandoned:
     * one click gave a province up with only a log line to say so (the walk of 2026-11-27), so
     * the turn bar asks first. Only while that person may still abandon it.
     */
    std::optional<AreaIndex> pendingAbandon() const;
    /** Abandons the province of the pending question. */
    void abandonPending();
    /** Forgets the pending question: the province is kept. */
    void cancelPendingAbandon();
    /**
     * The province a defender clicked for the last survivor, waiting to be confirmed: that
     * pawn ends the redeploy and the turn passes, which no undo takes back (the s42 walk: the
     * last pawn committed at once). Only while that defender may still place it there.
     */
    std::optional<AreaIndex> pendingLastSurvivor() const;
    /** Places the last survivor where the pending question says. */
    void placePendingSurvivor();
    /** Forgets the pending question: the defender chooses another province. */
    void cancelPendingSurvivor();
    /**
     * Undo (Ctrl+Z, the turn bar): forgets a pending choice or question, else the controller's
     * undo.
     */
    void undo();
    /**
     * Takes no move while `why` is not empty (the turns the person missed are being shown):
     * a click, a drag or a button only says `why`; empty takes moves again.
     */
    void setHeld(const QString &why) { m_held = why; }
    bool isHeld() const { return !m_held.isEmpty(); }
    /**
     * Asked before a move that waits for a confirmation is begun (a civilization picked on the
     * track, a province to abandon): true when it was answered and is not to be begun (the
     * guided game's steps answer a move they do not ask for at once, not at Take it). None:
     * every move may be begun.
     */
    using BeginGate = std::function<bool(const std::vector<Action> &)>;
    void setBeginGate(BeginGate gate) { m_beginGate = std::move(gate); }

signals:
    /** The switches changed: the map's hints and the guidance must be shown again. */
    void modesChanged();
    /** A click that means nothing now, with what to do instead (translated). */
    void hint(const QString &message);
    /**
     * What a move just played did that the person may not have meant (translated): words for
     * the status bar, which costs the turn bar no room.
     */
    void noted(const QString &message);

private:
    void onAreaClicked(AreaIndex area, ClickKind click);
    /**
     * A double click's second click on the province of the first: played when the engine
     * accepts what it means now (a second pawn placed or lifted), else nothing, and no word:
     * the first click played or answered.
     */
    void onAreaClickedAgain(AreaIndex area, ClickKind click);
    /** A survivor placed in `area`: at once, or asked first when it is the last one. */
    void redeploy(AreaIndex area);
    void play(const std::vector<Action> &actions);
    /**
     * End conquest with nothing conquered (a misclick right after Expand) went on to the
     * reorganization without a word (the s49 walk): says so, with the key that takes it back,
     * when the reorganization of turn `turnNumber` is now on.
     */
    void sayIfNothingConquered(int turnNumber);
    QString idleClickHint() const;

    /** The player and turn a question was asked in: it holds only while they last. */
    struct AskedIn
    {
        int player = 0;
        int turnNumber = 0;
    };
    /** Whether a question asked `in` still stands: a game, a person to act, the same turn. */
    bool stillAsked(const AskedIn &in) const;

    /** The step a switch was turned in: its player, turn and phase. */
    struct SwitchedIn : AskedIn
    {
        Phase phase = Phase::ChooseCivilization;
    };
    /** A switch was turned: it holds for the step under way. */
    void switchedNow();
    /**
     * The game moved (an action, an undo): the switches end with the step they were turned in
     * (another player, turn or phase): Espionage is the player's conquest phase's, a fort the
     * reorganization's.
     */
    void endSwitchesOfAnotherStep();

    /** A clicked place, for the player and turn it was clicked in. */
    struct PendingChoice : AskedIn
    {
        int slot = 0;
    };

    /** A province clicked to be abandoned, for the player and turn it was clicked in. */
    struct PendingAbandon : AskedIn
    {
        AreaIndex area = -1;
    };

    GameController *m_controller;
    InteractionModes m_modes;
    std::optional<SwitchedIn> m_switchedIn; ///< where m_modes were last turned
    std::optional<PendingChoice> m_pending;
    std::optional<PendingAbandon> m_pendingAbandon;
    std::optional<PendingAbandon> m_pendingSurvivor; ///< the last survivor's province
    QString m_held; ///< why no move is taken now; empty: moves are taken
    BeginGate m_beginGate;
};

} // namespace vinci
