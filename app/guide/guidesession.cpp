#include "guide/guidesession.h"

#include "game/play.h"
#include "panels/playercolours.h"
#include "session/gamecontroller.h"
#include "session/newgamesetup.h"

#include <algorithm>

namespace vinci {

GuideSession::GuideSession(GameController *controller, QObject *parent)
    : QObject(parent)
    , m_controller(controller)
{
    connect(controller, &GameController::stateChanged, this, &GuideSession::onStateChanged);
    // A step's action refused by the engine after the guide let it through.
    connect(controller, &GameController::rejected, this, [this] { m_pending.reset(); });
    connect(controller, &GameController::gameReset, this, [this] {
        // Another game started or loaded, or this one closed: the guide is not for it.
        end();
    });
}

GuideSession::~GuideSession() = default;

NewGameSetup GuideSession::setupOf(const GuideScript &script)
{
    NewGameSetup setup;
    setup.mapId = QString::fromUtf16(script.mapId);
    setup.options.ruleSet = script.rules;
    setup.options.seed = script.seed;
    for (int seat = 0; seat < script.players; ++seat) {
        // Default names ("Player 1"): the log and the turn bar say "Player 1's turn".
        SeatSetup player{defaultSeatName(seat), playerColour(seat),
                         seat == 0 ? QStringLiteral("human")
                                   : QString::fromUtf16(script.computerKind)};
        setup.seats.push_back(std::move(player));
    }
    setup.syncOptions();
    return setup;
}

void GuideSession::begin(const GuideScript &script, int step, std::vector<int> doneAt)
{
    m_script = &script;
    m_step = std::clamp(step, 0, stepCount() - 1);
    m_doneAt = std::move(doneAt);
    m_doneAt.resize(static_cast<std::size_t>(m_step), 0);
    m_explained.reset();
    m_pending.reset();
    m_waitedForOthers = waitsForOthers();
    m_controller->setActionGate([this](const GameState &state, const std::vector<Action> &actions) {
        return vet(state, actions);
    });
    emit stepChanged();
}

void GuideSession::end()
{
    if (!m_script)
        return;
    m_script = nullptr;
    m_pending.reset();
    m_controller->setActionGate({});
    emit ended();
}

void GuideSession::next()
{
    if (!waitsForNext())
        return;
    if (isLastStep()) {
        end();
        emit finished();
        return;
    }
    m_doneAt.push_back(static_cast<int>(m_controller->actions().size()));
    ++m_step;
    m_explained.reset();
    m_waitedForOthers = waitsForOthers();
    emit stepChanged();
}

bool GuideSession::waitsForOthers() const
{
    return isActive() && step().action.has_value() && m_controller->hasGame() &&
           !m_controller->isHumanToAct();
}

QString GuideSession::answerToWrongMove(bool keys) const
{
    if (!isActive() || !m_controller->hasGame())
        return {};
    return waitsForNext() ? GuideWords::readFirst(keys)
                          : GuideWords::wrongMove(step(), *m_controller->state().board, keys);
}

std::optional<QString> GuideSession::answerTo(const Action &action, bool keys) const
{
    if (!m_controller->hasGame())
        return std::nullopt;
    return refusalOf(m_controller->state(), {action}, keys);
}

std::optional<QString> GuideSession::refusalOf(const GameState &state,
                                               const std::vector<Action> &actions) const
{
    return refusalOf(state, actions, m_keysInUse && m_keysInUse());
}

std::optional<QString> GuideSession::refusalOf(const GameState &state,
                                               const std::vector<Action> &actions, bool keys) const
{
    if (!isActive())
        return std::nullopt;
    const std::optional<Action> expected = m_script->expectedAction(m_step, *state.board);
    if (!expected)
        return answerToWrongMove(keys);
    for (const Action &action : actions) {
        if (action == *expected)
            continue;
        // The reorganization's own moves are the person's: any placement is fine.
        const bool reorganizing =
            expected->type == ActionType::EndReorganization &&
            state.phase == Phase::Reorganization &&
            (action.type == ActionType::PlacePawn || action.type == ActionType::LiftPawn ||
             action.type == ActionType::KeepPart);
        if (!reorganizing)
            return answerToWrongMove(keys);
    }
    return std::nullopt;
}

std::optional<Rejection> GuideSession::vet(const GameState &state,
                                           const std::vector<Action> &actions)
{
    if (const std::optional<QString> answer = refusalOf(state, actions)) {
        emit wrongMove(*answer);
        return Rejection{RejectionCode::WrongPhase, *answer};
    }
    if (!isActive())
        return std::nullopt;
    const std::optional<Action> expected = m_script->expectedAction(m_step, *state.board);
    if (expected && std::find(actions.begin(), actions.end(), *expected) != actions.end())
        m_pending = Pending{state, actions};
    return std::nullopt;
}

bool GuideSession::answerMoveBegun(const std::vector<Action> &actions)
{
    if (!m_controller->hasGame())
        return false;
    const std::optional<QString> answer = refusalOf(m_controller->state(), actions);
    if (answer)
        emit wrongMove(*answer);
    return answer.has_value();
}

GuideExplanation GuideSession::explanation() const
{
    if (!m_explained)
        return {};
    return GuideWords::explain(*m_explained->step, m_explained->before, m_explained->after,
                               m_explained->events);
}

void GuideSession::complete(const GameState &before, const std::vector<GameEvent> &events)
{
    m_explained = Explained{&step(), before, m_controller->state(), events};
    m_doneAt.push_back(static_cast<int>(m_controller->actions().size()));
    if (isLastStep()) {
        end();
        emit finished();
        return;
    }
    ++m_step;
    m_waitedForOthers = waitsForOthers();
    emit stepChanged();
}

void GuideSession::onStateChanged()
{
    if (m_pending && isActive()) {
        // The step's action played: what it did, played again from the state it was vetted on
        // (the engine is deterministic; the controller tells no events when there were none, as
        // for a first expansion, whose pawns are in hand already).
        Pending pending = std::move(*m_pending);
        m_pending.reset();
        const std::optional<Action> expected =
            m_script->expectedAction(m_step, *pending.state.board);
        GameState played = pending.state;
        GameState before = played;
        std::vector<GameEvent> events;
        for (const Action &action : pending.actions) {
            // Explained from the state the step's own action was played on (after the
            // placements an Auto-distribute made with it), with its events alone.
            if (action == expected) {
                before = played;
                events.clear();
            }
            if (applyInPlace(played, action, &events))
                break;
        }
        complete(before, events);
        return;
    }
    // An undo took a step's action back: that step again.
    bool back = false;
    while (isActive() && !m_doneAt.empty() &&
           m_doneAt.back() > static_cast<int>(m_controller->actions().size())) {
        m_doneAt.pop_back();
        --m_step;
        back = true;
    }
    if (back) {
        m_explained.reset();
        m_waitedForOthers = waitsForOthers();
        emit stepChanged();
        return;
    }
    // A computer seat played, or handed the turn to the person.
    const bool waiting = waitsForOthers();
    if (waiting != m_waitedForOthers) {
        m_waitedForOthers = waiting;
        emit othersChanged();
    }
}

} // namespace vinci
