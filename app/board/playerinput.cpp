#include "board/playerinput.h"

#include "board/gamemapview.h"
#include "game/play.h"
#include "panels/civilizationtrackpanel.h"
#include "panels/turnbar.h"
#include "queries/pawndistribution.h"
#include "session/gamecontroller.h"

#include <QKeySequence>

namespace vinci {

PlayerInput::PlayerInput(GameController *controller, GameMapView *view, TurnBar *turnBar,
                         CivilizationTrackPanel *track, QObject *parent)
    : QObject(parent)
    , m_controller(controller)
{
    connect(view, &GameMapView::areaClicked, this, &PlayerInput::onAreaClicked);
    connect(view, &GameMapView::areaClickedAgain, this, &PlayerInput::onAreaClickedAgain);
    connect(view, &GameMapView::pawnDragged, this, [this](AreaIndex from, AreaIndex to) {
        if (!m_controller->hasGame())
            return;
        // A pawn dropped on the sea: the engine's refusal, "not held by your active empire",
        // spoke of a province where the person had aimed at none (the s50 walk).
        if (m_held.isEmpty() && !m_controller->state().board->area(to).isLand()) {
            emit hint(tr("Drop the pawn on one of your provinces."));
            return;
        }
        play({Action::lift(from), Action::place(to)});
    });
    connect(view, &GameMapView::pawnButtonClicked, this, [this](AreaIndex area, bool plus) {
        if (!m_controller->hasGame())
            return;
        if (m_controller->state().phase == Phase::Redeploy)
            redeploy(area);
        else
            play({plus ? Action::place(area) : Action::lift(area)});
    });
    view->setDragSource([this](AreaIndex area) {
        if (!m_controller->isHumanToAct() || !m_held.isEmpty())
            return false;
        // A pawn may be dragged from where the rules let the player lift one.
        return !checkAction(m_controller->state(), Action::lift(area)).has_value();
    });

    connect(track, &CivilizationTrackPanel::chooseRequested, this, [this](int slot) {
        if (!m_controller->hasGame() || !m_controller->isHumanToAct())
            return;
        if (!m_held.isEmpty()) {
            emit hint(m_held);
            return;
        }
        const GameState &state = m_controller->state();
        if (checkAction(state, Action::choose(slot))) {
            play({Action::choose(slot)}); // refused: the controller says why
            return;
        }
        if (m_beginGate && m_beginGate({Action::choose(slot)})) {
            cancelPendingChoice(); // another card picked before stays picked no more
            return;
        }
        m_pending = PendingChoice{{state.currentPlayer, state.turnNumber}, slot};
        emit modesChanged();
    });
    connect(turnBar, &TurnBar::takeChoiceRequested, this, &PlayerInput::takePendingChoice);
    connect(turnBar, &TurnBar::cancelChoiceRequested, this, &PlayerInput::cancelPendingChoice);

    connect(turnBar, &TurnBar::abandonRequested, this, &PlayerInput::abandonPending);
    connect(turnBar, &TurnBar::keepProvinceRequested, this, &PlayerInput::cancelPendingAbandon);
    connect(turnBar, &TurnBar::placeLastSurvivorRequested, this,
            &PlayerInput::placePendingSurvivor);
    connect(turnBar, &TurnBar::otherProvinceRequested, this, &PlayerInput::cancelPendingSurvivor);

    connect(turnBar, &TurnBar::expandRequested, this, [this] { play({Action::expand()}); });
    connect(turnBar, &TurnBar::declineRequested, this, [this] { play({Action::decline()}); });
    connect(turnBar, &TurnBar::reorganizeBeforeDeclineRequested, this,
            [this] { play({Action::reorganizeBeforeDecline()}); });
    connect(turnBar, &TurnBar::endConquestRequested, this, [this] {
        if (!m_controller->hasGame())
            return;
        const int turn = m_controller->state().turnNumber;
        play({Action::endConquest()});
        sayIfNothingConquered(turn);
    });
    connect(turnBar, &TurnBar::confirmRequested, this,
            [this] { play({Action::endReorganization()}); });
    connect(turnBar, &TurnBar::endTurnRequested, this, [this] { play({Action::endTurn()}); });
    connect(turnBar, &TurnBar::peaceRequested, this,
            [this](int player) { play({Action::peace(player)}); });
    connect(turnBar, &TurnBar::autoDistributeRequested, this, [this] {
        if (!m_controller->hasGame())
            return;
        // What the person placed by hand stays (it lifted a pawn just placed: the s50 walk).
        const std::vector<Action> actions =
            distributionActions(m_controller->state(), placedByHand(m_controller->actions()));
        if (!actions.empty())
            play(actions);
    });
    connect(turnBar, &TurnBar::autoRedeployRequested, this, [this] {
        if (m_controller->hasGame())
            play(redeployActions(m_controller->state()));
    });
    connect(turnBar, &TurnBar::espionageToggled, this, [this](bool on) {
        m_modes.espionage = on;
        switchedNow();
    });
    connect(turnBar, &TurnBar::fortModeToggled, this, [this](bool on) {
        m_modes.buildFort = on;
        switchedNow();
    });
    // Connected before the window's own refresh on a new state (MainWindow makes this object
    // first), which then shows the switches as they are now.
    connect(controller, &GameController::stateChanged, this,
            &PlayerInput::endSwitchesOfAnotherStep);
    connect(turnBar, &TurnBar::skipRequested, controller, &GameController::skipAiTurn);
    connect(turnBar, &TurnBar::undoRequested, this, &PlayerInput::undo);
    connect(turnBar, &TurnBar::aiDelayChanged, controller, &GameController::setAiDelay);
}

void PlayerInput::resetModes()
{
    if (!m_modes.espionage && !m_modes.buildFort)
        return;
    m_modes = {};
    emit modesChanged();
}

void PlayerInput::switchedNow()
{
    if (m_controller->hasGame()) {
        const GameState &state = m_controller->state();
        m_switchedIn = SwitchedIn{{state.currentPlayer, state.turnNumber}, state.phase};
    }
    emit modesChanged();
}

void PlayerInput::endSwitchesOfAnotherStep()
{
    if (!m_modes.espionage && !m_modes.buildFort)
        return;
    // A switch is the step's it was turned on in: Espionage left on when the conquest ended
    // stayed on for the next person of a hot seat, whose every click was then refused as a spy
    // (the s52 walk), and Undo past Expand kept it too. The window shows the new state next.
    if (m_controller->hasGame() && m_switchedIn) {
        const GameState &state = m_controller->state();
        if (state.currentPlayer == m_switchedIn->player &&
            state.turnNumber == m_switchedIn->turnNumber && state.phase == m_switchedIn->phase)
            return;
    }
    m_modes = {};
    m_switchedIn.reset();
}

bool PlayerInput::stillAsked(const AskedIn &in) const
{
    if (!m_controller->hasGame() || !m_controller->isHumanToAct())
        return false;
    const GameState &state = m_controller->state();
    return state.currentPlayer == in.player && state.turnNumber == in.turnNumber;
}

std::optional<int> PlayerInput::pendingChoice() const
{
    if (!m_pending || !stillAsked(*m_pending) ||
        m_controller->state().phase != Phase::ChooseCivilization)
        return std::nullopt;
    return m_pending->slot;
}

void PlayerInput::takePendingChoice()
{
    const std::optional<int> slot = pendingChoice();
    m_pending.reset();
    if (slot)
        play({Action::choose(*slot)});
    else
        emit modesChanged();
}

void PlayerInput::cancelPendingChoice()
{
    if (!m_pending)
        return;
    m_pending.reset();
    emit modesChanged();
}

std::optional<AreaIndex> PlayerInput::pendingAbandon() const
{
    if (!m_pendingAbandon || !stillAsked(*m_pendingAbandon) ||
        checkAction(m_controller->state(), Action::abandon(m_pendingAbandon->area)))
        return std::nullopt;
    return m_pendingAbandon->area;
}

void PlayerInput::abandonPending()
{
    const std::optional<AreaIndex> area = pendingAbandon();
    m_pendingAbandon.reset();
    if (area)
        play({Action::abandon(*area)});
    else
        emit modesChanged();
}

void PlayerInput::cancelPendingAbandon()
{
    if (!m_pendingAbandon)
        return;
    m_pendingAbandon.reset();
    emit modesChanged();
}

std::optional<AreaIndex> PlayerInput::pendingLastSurvivor() const
{
    if (!m_pendingSurvivor || !stillAsked(*m_pendingSurvivor) ||
        checkAction(m_controller->state(), Action::redeploy(m_pendingSurvivor->area)))
        return std::nullopt;
    return m_pendingSurvivor->area;
}

void PlayerInput::placePendingSurvivor()
{
    const std::optional<AreaIndex> area = pendingLastSurvivor();
    m_pendingSurvivor.reset();
    if (area)
        play({Action::redeploy(*area)});
    else
        emit modesChanged();
}

void PlayerInput::cancelPendingSurvivor()
{
    if (!m_pendingSurvivor)
        return;
    m_pendingSurvivor.reset();
    emit modesChanged();
}

void PlayerInput::redeploy(AreaIndex area)
{
    // The province asked about, clicked again (Enter on it again): the answer is yes.
    if (pendingLastSurvivor() == area) {
        placePendingSurvivor();
        return;
    }
    const GameState &state = m_controller->state();
    const Action action = Action::redeploy(area);
    if (m_held.isEmpty() && m_controller->isHumanToAct() && !checkAction(state, action)) {
        // The pawn that ends this defender's redeploy is asked about: after it the turn passes
        // and nothing can be moved back. Another province clicked asks about that one.
        const ApplyResult after = apply(state, action);
        if (!after.accepted() || (after.state.phase == Phase::Redeploy &&
                                  after.state.redeployPlayer == state.redeployPlayer)) {
            play({action});
            return;
        }
        m_pendingSurvivor = PendingAbandon{{state.currentPlayer, state.turnNumber}, area};
        emit modesChanged();
        return;
    }
    play({action});
}

void PlayerInput::undo()
{
    if (!m_held.isEmpty())
        return;
    if (pendingChoice())
        cancelPendingChoice();
    else if (pendingAbandon())
        cancelPendingAbandon();
    else {
        // Undo while the last pawn is asked about takes back a pawn placed before: the
        // question is forgotten with it.
        m_pendingSurvivor.reset();
        m_controller->undo();
    }
}

void PlayerInput::play(const std::vector<Action> &actions)
{
    if (actions.empty() || !m_controller->hasGame())
        return;
    if (!m_held.isEmpty()) {
        emit hint(m_held);
        return;
    }
    // Anything else played answers the question about a province: it is kept.
    cancelPendingAbandon();
    m_pendingSurvivor.reset();
    if (m_controller->playAll(actions))
        return;
    // A switch is used up by the action it applied to.
    const Action &last = actions.back();
    if ((last.type == ActionType::Conquer && last.espionage) || last.type == ActionType::BuildFort)
        resetModes();
}

void PlayerInput::sayIfNothingConquered(int turnNumber)
{
    if (!m_controller->hasGame())
        return;
    const GameState &state = m_controller->state();
    if (state.turnNumber != turnNumber || state.phase != Phase::Reorganization ||
        state.turn.conquests > 0)
        return;
    // The key the window's Undo is bound to (MainWindow: QKeySequence::Undo), as the editor
    // names it after a one-letter edit.
    const QString undo = QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText);
    emit noted(
        m_controller->canUndo()
            ? tr("Nothing was conquered this turn. Undo (%1) takes End conquest back.").arg(undo)
            : tr("Nothing was conquered this turn."));
}

void PlayerInput::onAreaClicked(AreaIndex area, ClickKind click)
{
    if (!m_controller->hasGame() || m_controller->state().isOver())
        return;
    if (!m_held.isEmpty()) {
        emit hint(m_held);
        return;
    }
    // A game being watched is played by nobody: "Wait: the computer is playing this turn."
    // said under "Watching — nothing can be played" was wrong.
    if (m_controller->isWatching()) {
        emit hint(tr("Watching — nothing can be played."));
        return;
    }
    if (!m_controller->isHumanToAct()) {
        emit hint(tr("Wait: the computer is playing this turn."));
        return;
    }
    const auto action = actionFor(area, click);
    if (!action) {
        if (click == ClickKind::Primary)
            emit hint(idleClickHint());
        return;
    }
    if (action->type == ActionType::Redeploy) {
        redeploy(area);
        return;
    }
    if (action->type == ActionType::Abandon) {
        if (m_beginGate && m_beginGate({*action}))
            return;
        // Asked first in the turn bar: a misclick must not cost a province.
        const GameState &state = m_controller->state();
        m_pendingAbandon = PendingAbandon{{state.currentPlayer, state.turnNumber}, area};
        emit modesChanged();
        return;
    }
    play({*action});
}

void PlayerInput::onAreaClickedAgain(AreaIndex area, ClickKind click)
{
    // The first click asked about the province (abandon it, the last survivor there): the
    // answer is the person's to give in the turn bar, not the double click's.
    if (pendingAbandon() == area || pendingLastSurvivor() == area)
        return;
    const std::optional<Action> action = actionFor(area, click);
    if (!action || checkAction(m_controller->state(), *action))
        return;
    onAreaClicked(area, click);
}

std::optional<Action> PlayerInput::actionFor(AreaIndex area, ClickKind click) const
{
    if (!m_controller->hasGame() || m_controller->state().isOver() || !m_held.isEmpty() ||
        !m_controller->isHumanToAct())
        return std::nullopt;
    return actionForClick(m_controller->state(), area, click, m_modes);
}

QString PlayerInput::idleClickHint() const
{
    switch (m_controller->state().phase) {
    case Phase::ChooseCivilization:
        return tr("First choose a civilization on the track.");
    case Phase::TurnStart:
        return tr("First choose: Expand or Decline.");
    case Phase::RebirthDecision:
        return tr("First choose: Decline now or End turn.");
    case Phase::Conquest:
    case Phase::Reorganization:
    case Phase::Redeploy:
    case Phase::GameOver:
        break;
    }
    return {};
}

} // namespace vinci
