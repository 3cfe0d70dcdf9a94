#include "session/gamecontroller.h"

#include "session/autosavestore.h"
#include "session/seatkind.h"
#include "sessionlog.h"

#include <QCoreApplication>

namespace vinci {

namespace {

/** More steps than any turn has: a program seat that never ends its turn must not hang us. */
constexpr int maxSkippedSteps = 5000;

} // namespace

GameController::GameController(QObject *parent)
    : QObject(parent)
{
    m_aiTimer.setSingleShot(true);
    connect(&m_aiTimer, &QTimer::timeout, this, &GameController::playAiStep);
}

GameController::~GameController() = default;

bool GameController::startGame(const GameSetup &setup, QString *error)
{
    if (setup.seats.empty()) {
        if (error)
            *error = tr("A game needs players.");
        return false;
    }
    GameOptions options = setup.options;
    options.playerCount = static_cast<int>(setup.seats.size());
    options.virtualSeats.clear();
    bool anyVirtual = false;
    for (const SeatSetup &seat : setup.seats) {
        const bool isVirtual = isVirtualSeat(seat.controller);
        options.virtualSeats.push_back(isVirtual);
        anyVirtual = anyVirtual || isVirtual;
    }
    if (!anyVirtual)
        options.virtualSeats.clear();
    auto state = newGame(setup.board, options, error);
    if (!state)
        return false;

    const std::vector<SeatSetup> previousSeats = std::move(m_seats);
    m_seats = setup.seats;
    if (!makeAiSeats(options.seed, error)) {
        m_seats = previousSeats;
        return false;
    }
    m_aiTimer.stop();
    m_state = std::move(state);
    m_options = options;
    m_actions.clear();
    m_log.clear();
    m_history.clear();
    resetModified();
    emit gameReset();
    emit logReset();
    emit undoAvailableChanged(false);
    scheduleAi();
    return true;
}

bool GameController::loadGame(const LoadedGame &loaded, QString *error)
{
    const std::vector<SeatSetup> previousSeats = std::move(m_seats);
    m_seats = NewGameSetup::seatsFromMetadata(loaded.saved.metadata, loaded.state.playerCount());
    if (!makeAiSeats(loaded.saved.options.seed, error)) {
        m_seats = previousSeats;
        return false;
    }
    // The log is rebuilt from the actions: the save holds what was done, not what was said.
    auto replayed = newGame(loaded.state.board, loaded.saved.options, error);
    if (!replayed) {
        m_seats = previousSeats;
        return false;
    }
    std::vector<LoggedEvent> log;
    for (const Action &action : loaded.saved.actions) {
        std::vector<GameEvent> events;
        if (const auto refusal = applyInPlace(*replayed, action, &events)) {
            if (error)
                *error = refusal->message;
            m_seats = previousSeats;
            return false;
        }
        for (GameEvent &event : events)
            log.push_back({std::move(event), replayed->round, replayed->turnNumber});
    }
    m_aiTimer.stop();
    m_state = loaded.state;
    m_options = loaded.saved.options;
    m_actions = loaded.saved.actions;
    m_log = std::move(log);
    m_history.clear();
    resetModified();
    emit gameReset();
    emit logReset();
    emit undoAvailableChanged(false);
    if (m_state->isOver())
        emit gameOver();
    scheduleAi();
    return true;
}

void GameController::closeGame()
{
    m_aiTimer.stop();
    m_state.reset();
    m_actions.clear();
    m_log.clear();
    m_history.clear();
    m_ai.clear();
    m_seats.clear();
    resetModified();
    emit gameReset();
    emit logReset();
    emit undoAvailableChanged(false);
}

QStringList GameController::playerNames() const
{
    QStringList names;
    for (const SeatSetup &seat : m_seats)
        names.append(seat.name);
    return names;
}

int GameController::actingSeat() const
{
    if (!m_state || m_state->isOver())
        return -1;
    return m_state->actingPlayer();
}

bool GameController::isHumanToAct() const
{
    const int acting = actingSeat();
    return acting >= 0 && !m_ai[static_cast<std::size_t>(acting)];
}

bool GameController::isAiToAct() const
{
    const int acting = actingSeat();
    return acting >= 0 && m_ai[static_cast<std::size_t>(acting)];
}

SavedGame GameController::savedGame() const
{
    NewGameSetup setup;
    setup.options = m_options;
    setup.mapId = m_state ? m_state->board->mapId() : QString();
    setup.seats = m_seats;
    return SavedGame{m_options, m_actions, setup.toMetadata()};
}

bool GameController::saveTo(const QString &fileName, QString *error)
{
    if (!m_state) {
        if (error)
            *error = tr("There is no game to save.");
        return false;
    }
    if (!writeSaveGame(fileName, *m_state, savedGame(), error))
        return false;
    const bool wasModified = isModified();
    m_savedActionCount = m_actions.size();
    if (wasModified)
        emit modifiedChanged(false);
    return true;
}

std::optional<Rejection> GameController::play(const Action &action)
{
    return playAll({action});
}

std::optional<Rejection> GameController::playAll(const std::vector<Action> &actions)
{
    if (!m_state) {
        Rejection refusal{RejectionCode::GameIsOver, tr("There is no game in progress.")};
        emit rejected(refusal.message);
        return refusal;
    }
    if (!isHumanToAct()) {
        Rejection refusal =
            m_state->isOver()
                ? reject(RejectionCode::GameIsOver)
                : Rejection{
                      RejectionCode::WrongPhase,
                      tr("It is %1's turn: the computer plays it.").arg(seat(actingSeat()).name)};
        emit rejected(refusal.message);
        return refusal;
    }
    if (actions.empty())
        return std::nullopt;
    const bool couldUndo = canUndo();
    const bool wasModified = isModified();
    const int actingBefore = m_state->actingPlayer();
    const int turnBefore = m_state->turnNumber;
    std::vector<GameEvent> events;
    if (auto refusal = applyStep(actions, false, &events)) {
        emit rejected(refusal->message);
        return refusal;
    }
    afterStep(actingBefore, turnBefore, events, wasModified);
    emitUndoChange(couldUndo);
    return std::nullopt;
}

std::optional<Rejection> GameController::applyStep(const std::vector<Action> &actions, bool byAi,
                                                   std::vector<GameEvent> *events)
{
    Snapshot snapshot{*m_state, m_actions.size(), m_log.size()};
    for (const Action &action : actions) {
        if (auto refusal = applyInPlace(*m_state, action, events)) {
            *m_state = std::move(snapshot.state);
            m_actions.resize(snapshot.actionCount);
            return refusal;
        }
        m_actions.push_back(action);
    }
    // "No undo past an AI's move": a program seat's step starts a fresh history.
    if (byAi)
        m_history.clear();
    else
        m_history.push_back(std::move(snapshot));
    return std::nullopt;
}

void GameController::afterStep(int actingBefore, int turnBefore,
                               const std::vector<GameEvent> &events, bool wasModified)
{
    for (const GameEvent &event : events)
        m_log.push_back({event, m_state->round, m_state->turnNumber});
    const bool confirmed = m_state->isOver() || m_state->actingPlayer() != actingBefore ||
                           m_state->turnNumber != turnBefore;
    if (confirmed)
        m_history.clear();
    emit stateChanged();
    if (!events.empty())
        emit eventsHappened(events);
    if (!wasModified && isModified())
        emit modifiedChanged(true);
    if (confirmed)
        confirmTurn();
    if (m_state && m_state->isOver()) {
        m_aiTimer.stop();
        if (m_autosave)
            m_autosave->discard();
        qCInfo(sessionLog).noquote() << "game over after action" << m_actions.size();
        emit gameOver();
        return;
    }
    if (!m_skipping)
        scheduleAi();
}

void GameController::confirmTurn()
{
    if (!m_autosave || m_state->isOver())
        return;
    m_autosave->autosave(saveGameToJson(*m_state, savedGame()));
    // After the write: a kill -9 test reads this to know the last turn that must survive.
    qCInfo(sessionLog).noquote() << "autosaved after action" << m_actions.size();
}

bool GameController::canUndo() const
{
    return m_state && !m_history.empty() && isHumanToAct();
}

bool GameController::undo()
{
    if (!canUndo())
        return false;
    Snapshot snapshot = std::move(m_history.back());
    m_history.pop_back();
    const bool wasModified = isModified();
    *m_state = std::move(snapshot.state);
    m_actions.resize(snapshot.actionCount);
    m_log.erase(m_log.begin() + static_cast<std::ptrdiff_t>(snapshot.logCount), m_log.end());
    emit stateChanged();
    emit logReset();
    if (wasModified != isModified())
        emit modifiedChanged(isModified());
    emit undoAvailableChanged(canUndo());
    return true;
}

void GameController::emitUndoChange(bool before)
{
    if (canUndo() != before)
        emit undoAvailableChanged(canUndo());
}

void GameController::setAiDelay(int milliseconds)
{
    m_aiDelay = qMax(0, milliseconds);
    if (m_aiTimer.isActive())
        m_aiTimer.start(m_aiDelay);
}

void GameController::scheduleAi()
{
    if (isAiToAct())
        m_aiTimer.start(m_aiDelay);
}

void GameController::playAiStep()
{
    if (!isAiToAct())
        return;
    const int acting = m_state->actingPlayer();
    const int turnBefore = m_state->turnNumber;
    const bool wasModified = isModified();
    AiMove move = m_ai[static_cast<std::size_t>(acting)]->decide(*m_state);
    std::vector<GameEvent> events;
    if (auto refusal = applyStep({move.action}, true, &events)) {
        // A program player's mistake must not stop the game: play the first legal action.
        const std::vector<Action> legal = legalActions(*m_state);
        if (legal.empty())
            return;
        move = {
            legal.front(),
            tr("The computer's move was refused (%1); it plays another.").arg(refusal->message)};
        if (applyStep({move.action}, true, &events))
            return;
    }
    emit aiMoved(acting, move.explanation);
    afterStep(acting, turnBefore, events, wasModified);
    emitUndoChange(false);
}

void GameController::skipAiTurn()
{
    if (!isAiToAct())
        return;
    m_aiTimer.stop();
    const int seatPlaying = m_state->actingPlayer();
    const int turn = m_state->turnNumber;
    m_skipping = true;
    for (int step = 0; step < maxSkippedSteps && isAiToAct() &&
                       m_state->actingPlayer() == seatPlaying && m_state->turnNumber == turn;
         ++step)
        playAiStep();
    m_skipping = false;
    scheduleAi();
}

bool GameController::makeAiSeats(quint64 seed, QString *error)
{
    std::vector<std::unique_ptr<AiSeat>> seats;
    for (std::size_t i = 0; i < m_seats.size(); ++i) {
        if (!isProgramSeat(m_seats[i].controller)) {
            seats.push_back(nullptr);
            continue;
        }
        // Each seat draws from its own stream, fixed by the game's seed.
        auto ai = makeAiSeat(m_seats[i].controller, seed * 31 + i + 1, error);
        if (!ai)
            return false;
        seats.push_back(std::move(ai));
    }
    m_ai = std::move(seats);
    return true;
}

void GameController::resetModified()
{
    m_savedActionCount = m_actions.size();
    emit modifiedChanged(false);
}

} // namespace vinci
