#include "session/gamecontroller.h"

#include "session/autosavestore.h"
#include "session/replaysession.h"
#include "session/savedreasons.h"
#include "session/seatkind.h"
#include "sessionlog.h"

#include <QCoreApplication>
#include <QPromise>
#include <QThreadPool>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vinci {

GameController::GameController(QObject *parent)
    : QObject(parent)
    , m_aiFactory([](const SeatSetup &seat, quint64 seed, QString *error) {
        return makeAiSeat(seat.controller, seed, seat.thinkingMs, error);
    })
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
    std::vector<GameEvent> opening;
    auto state = newGame(setup.board, options, error, &opening);
    if (!state)
        return false;

    auto players = makeAiSeats(setup.seats, options.seed, error);
    if (!players)
        return false;
    dropThought();
    m_replay.reset();
    // The game left (saved or discarded on purpose) is no longer the one to offer after a crash.
    if (m_autosave)
        m_autosave->discard();
    m_seats = setup.seats;
    m_ai = std::move(*players);
    m_state = std::move(state);
    m_options = options;
    m_actions.clear();
    m_log.clear();
    for (GameEvent &event : opening)
        m_log.push_back({std::move(event), m_state->round, m_state->turnNumber});
    m_history.clear();
    m_historyStart = undohistory::Start::TurnStart;
    resetModified();
    emit gameReset();
    emit logReset();
    emit undoAvailableChanged(false);
    scheduleAi();
    return true;
}

bool GameController::loadGame(const LoadedGame &loaded, QString *error)
{
    if (!takeGame(loaded, error))
        return false;
    if (m_autosave)
        m_autosave->discard();
    afterTaking();
    return true;
}

bool GameController::resumeGame(const LoadedGame &loaded, QString *error)
{
    if (!takeGame(loaded, error))
        return false;
    m_resumed = true;
    afterTaking();
    return true;
}

bool GameController::takeGame(const LoadedGame &loaded, QString *error)
{
    std::vector<SeatSetup> seats =
        NewGameSetup::seatsFromMetadata(loaded.saved.metadata, loaded.state.playerCount());
    auto players = makeAiSeats(seats, loaded.saved.options.seed, error);
    if (!players)
        return false;
    // The log is rebuilt from the actions: the save holds what was done, not what was said.
    std::vector<GameEvent> opening;
    auto replayed = newGame(loaded.state.board, loaded.saved.options, error, &opening);
    if (!replayed)
        return false;
    std::vector<LoggedEvent> log;
    log.reserve(opening.size());
    for (GameEvent &event : opening)
        log.push_back({std::move(event), replayed->round, replayed->turnNumber});
    // The program seats' reasons, before the moves they explain, as they were said in play.
    auto reasons = savedreasons::fromJson(loaded.saved.metadata.value(u"reasons"_s).toArray());
    // The undo history as it was when the game was saved: the state before each of the turn's
    // steps since the history last began again.
    const std::vector<std::size_t> stepStarts =
        undohistory::fromJson(loaded.saved.metadata.value(u"undoSteps"_s).toArray());
    std::vector<Snapshot> history;
    std::size_t historyBegins = 0;
    undohistory::Start historyStart = undohistory::Start::TurnStart;
    for (std::size_t index = 0; index < loaded.saved.actions.size(); ++index) {
        const Action &action = loaded.saved.actions[index];
        if (std::binary_search(stepStarts.begin(), stepStarts.end(), index))
            history.push_back({*replayed, index, log.size()});
        const auto [first, last] = reasons.equal_range(index);
        for (auto reason = first; reason != last; ++reason)
            log.push_back({std::move(reason->second), replayed->round, replayed->turnNumber});
        const int actingBefore = replayed->actingPlayer();
        const int turnBefore = replayed->turnNumber;
        std::vector<GameEvent> events;
        if (const auto refusal = applyInPlace(*replayed, action, &events)) {
            if (error)
                *error = refusal->message;
            return false;
        }
        const bool byProgram =
            actingBefore >= 0 && static_cast<std::size_t>(actingBefore) < seats.size() &&
            isProgramSeat(seats[static_cast<std::size_t>(actingBefore)].controller);
        if (const auto start =
                undohistory::restartAfter(*replayed, actingBefore, turnBefore, events, byProgram)) {
            history.clear();
            historyBegins = index + 1;
            historyStart = *start;
        }
        for (GameEvent &event : events)
            log.push_back({std::move(event), replayed->round, replayed->turnNumber});
    }
    // Steps the save does not give (an older version's, or a file changed by hand): the moves
    // of the turn so far stay, and Undo says why it cannot take them back.
    if (history.empty() && historyBegins < loaded.saved.actions.size())
        historyStart = undohistory::Start::Opened;
    dropThought();
    m_replay.reset();
    m_seats = std::move(seats);
    m_ai = std::move(*players);
    m_state = loaded.state;
    m_options = loaded.saved.options;
    m_actions = loaded.saved.actions;
    m_log = std::move(log);
    m_history = std::move(history);
    m_historyStart = historyStart;
    resetModified();
    return true;
}

void GameController::afterTaking()
{
    emit gameReset();
    emit logReset();
    emit undoAvailableChanged(canUndo());
    if (m_resumed)
        emit modifiedChanged(true);
    if (m_state->isOver())
        emit gameOver();
    scheduleAi();
}

void GameController::closeGame()
{
    dropThought();
    m_replay.reset();
    m_state.reset();
    m_actions.clear();
    m_log.clear();
    m_history.clear();
    m_historyStart = undohistory::Start::TurnStart;
    m_ai.clear();
    m_seats.clear();
    resetModified();
    emit gameReset();
    emit logReset();
    emit undoAvailableChanged(false);
}

bool GameController::watchGame(const LoadedGame &loaded, QString *error)
{
    auto session = ReplaySession::watch(loaded, error);
    if (!session)
        return false;
    dropThought();
    // A game left on purpose is not offered after a crash (no game: the one put off stays).
    if (m_autosave && hasGame() && !isWatching())
        m_autosave->discard();
    m_replay = std::move(session);
    m_seats = m_replay->seats();
    // No seat is played while watching: the program's players are not even made.
    m_ai.assign(m_seats.size(), nullptr);
    m_options = loaded.saved.options;
    m_history.clear();
    m_historyStart = undohistory::Start::TurnStart;
    takeReplayMoment();
    resetModified();
    connect(m_replay.get(), &ReplaySession::moved, this, [this] {
        takeReplayMoment();
        emit stateChanged();
        emit logReset();
    });
    emit gameReset();
    emit logReset();
    emit undoAvailableChanged(false);
    return true;
}

void GameController::takeReplayMoment()
{
    m_state = m_replay->model().state();
    m_actions = m_replay->actionsNow();
    m_log = m_replay->logNow();
}

bool GameController::continueFromHere(const std::vector<SeatSetup> &seats, QString *error)
{
    if (!m_replay) {
        if (error)
            *error = tr("No game is being watched.");
        return false;
    }
    if (seats.size() != m_seats.size()) {
        if (error)
            *error = tr("The game goes on with its %n player(s).", nullptr,
                        static_cast<int>(m_seats.size()));
        return false;
    }
    for (std::size_t i = 0; i < seats.size(); ++i) {
        // The virtual players' rules shaped the moves so far: they are part of the game.
        if (isVirtualSeat(seats[i].controller) != isVirtualSeat(m_seats[i].controller)) {
            if (error)
                *error = tr("%1 is a virtual player in this game and stays one; the others "
                            "may be played by anyone.")
                             .arg(m_seats[i].name);
            return false;
        }
    }
    NewGameSetup setup;
    setup.options = m_options;
    setup.mapId = m_state->board->mapId();
    setup.seats = seats;
    // The hints asked for the moves kept are part of the game so far, whoever plays on.
    const int kept = static_cast<int>(m_replay->actionsNow().size());
    for (std::size_t i = 0; i < seats.size(); ++i)
        setup.seats[i].hintsAt = m_seats[i].hintsBefore(kept);
    const LoadedGame game{SavedGame{m_options, m_replay->actionsNow(), setup.toMetadata()},
                          *m_state};
    if (!takeGame(game, error))
        return false;
    // A new game, in no file yet: the recorded game's file stays as it was.
    m_savedActionCount = 0;
    if (m_autosave) {
        m_autosave->discard();
        if (!m_state->isOver())
            m_autosave->autosave(saveGameToJson(*m_state, savedGame()));
    }
    qCInfo(sessionLog).noquote() << "continued a watched game after action" << m_actions.size();
    afterTaking();
    emit modifiedChanged(isModified());
    return true;
}

void GameController::retranslateSeatNames()
{
    bool changed = false;
    for (SeatSetup &seat : m_seats) {
        const QString name = retranslatedSeatName(seat.name);
        changed = changed || name != seat.name;
        seat.name = name;
    }
    if (changed)
        emit seatsChanged();
}

void GameController::countHint(int seat)
{
    if (seat < 0 || static_cast<std::size_t>(seat) >= m_seats.size())
        return;
    m_seats[static_cast<std::size_t>(seat)].hintsAt.push_back(static_cast<int>(m_actions.size()));
    emit seatsChanged();
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
    return acting >= 0 && !isWatching() && !m_ai[static_cast<std::size_t>(acting)];
}

bool GameController::isAiToAct() const
{
    const int acting = actingSeat();
    return acting >= 0 && !isWatching() && m_ai[static_cast<std::size_t>(acting)];
}

SavedGame GameController::savedGame() const
{
    NewGameSetup setup;
    setup.options = m_options;
    setup.mapId = m_state ? m_state->board->mapId() : QString();
    setup.seats = m_seats;
    QJsonObject metadata = setup.toMetadata();
    if (const QJsonArray reasons = savedreasons::toJson(m_log); !reasons.isEmpty())
        metadata[u"reasons"_s] = reasons;
    if (!m_history.empty()) {
        std::vector<std::size_t> stepStarts;
        for (const Snapshot &step : m_history)
            stepStarts.push_back(step.actionCount);
        metadata[u"undoSteps"_s] = undohistory::toJson(stepStarts);
    }
    return SavedGame{m_options, m_actions, metadata};
}

bool GameController::saveTo(const QString &fileName, QString *error)
{
    if (!m_state) {
        if (error)
            *error = tr("There is no game to save.");
        return false;
    }
    if (isWatching()) {
        if (error)
            *error = tr("A game being watched is not saved: Continue from Here plays it on as a "
                        "new game.");
        return false;
    }
    if (!writeSaveGame(fileName, *m_state, savedGame(), error))
        return false;
    const bool wasModified = isModified();
    m_savedActionCount = m_actions.size();
    m_resumed = false;
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
    if (isWatching()) {
        Rejection refusal{RejectionCode::WrongPhase, tr("Watching — nothing can be played.")};
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
    if (m_gate) {
        // Not `rejected`: the gate's owner answers the person itself, in one place (the guide's
        // bar), and the turn bar and status bar do not repeat it.
        if (auto refusal = m_gate(*m_state, actions))
            return refusal;
    }
    const bool couldUndo = canUndo();
    const bool wasModified = isModified();
    const int actingBefore = m_state->actingPlayer();
    const int turnBefore = m_state->turnNumber;
    m_lastStepPaced = false;
    std::vector<GameEvent> events;
    if (auto refusal = applyStep(actions, false, &events)) {
        emit rejected(refusal->message);
        return refusal;
    }
    afterStep(actingBefore, turnBefore, events, wasModified, false);
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
    // "No undo past an AI's move": a program seat's step starts a fresh history (afterStep).
    if (!byAi)
        m_history.push_back(std::move(snapshot));
    return std::nullopt;
}

void GameController::afterStep(int actingBefore, int turnBefore,
                               const std::vector<GameEvent> &events, bool wasModified, bool byAi,
                               std::optional<LoggedEvent> reason)
{
    const std::size_t logged = m_log.size();
    // A program seat's reason comes before what its move did.
    if (reason)
        m_log.push_back(std::move(*reason));
    for (const GameEvent &event : events)
        m_log.push_back({event, m_state->round, m_state->turnNumber});
    const bool confirmed = m_state->isOver() || m_state->actingPlayer() != actingBefore ||
                           m_state->turnNumber != turnBefore;
    if (const auto start =
            undohistory::restartAfter(*m_state, actingBefore, turnBefore, events, byAi)) {
        m_history.clear();
        m_historyStart = *start;
    }
    emit stateChanged();
    if (!events.empty())
        emit eventsHappened(events);
    if (m_log.size() > logged)
        emit logExtended({m_log.begin() + static_cast<std::ptrdiff_t>(logged), m_log.end()});
    if (!wasModified && isModified())
        emit modifiedChanged(true);
    if (confirmed)
        confirmTurn();
    else if (!byAi)
        autosaveNow();
    if (m_state && m_state->isOver()) {
        dropThought();
        qCInfo(sessionLog).noquote() << "game over after action" << m_actions.size();
        // The finished game is kept as the autosave, its last turns with it: a program that dies
        // on the end page offers it again, with its page and statistics. Closed on purpose
        // (saved, or its unsaved turns discarded), or another game begun, it goes.
        if (m_autosave)
            m_autosave->autosave(saveGameToJson(*m_state, savedGame()));
        emit gameOver();
        return;
    }
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

void GameController::autosaveNow()
{
    // A person's steps within a turn too: a crash then loses none of them, and Resume can take
    // them back as Undo could before (the s53 walk). A computer's are not: its turn is played
    // again from where it was confirmed.
    if (m_autosave && m_state && !m_state->isOver())
        m_autosave->autosave(saveGameToJson(*m_state, savedGame()));
}

bool GameController::canUndo() const
{
    return m_state && !m_history.empty() && isHumanToAct();
}

QString GameController::undoRefusal() const
{
    if (canUndo())
        return {};
    if (!m_state)
        return tr("No game is being played.");
    if (isWatching())
        return tr("A recorded game is being watched.");
    if (isAiToAct())
        return tr("%1's turn is played by the computer, whose moves cannot be undone.")
            .arg(seat(actingSeat()).name);
    if (m_state->isOver())
        return tr("The game is over.");
    switch (m_historyStart) {
    case undohistory::Start::Choice:
        // The history starts anew at a choice of civilization: the next pair was drawn for
        // place VI.
        return tr("The civilization taken cannot be given back.");
    case undohistory::Start::Survivors:
        // The s53 walk read "nothing played" here, with the attacker's pawns moved on the map.
        return tr("%1 is placing the pawns that survived %2's conquests: %2's turn can no "
                  "longer be undone.")
            .arg(seat(m_state->redeployPlayer).name, seat(m_state->currentPlayer).name);
    case undohistory::Start::Opened:
        return tr("The moves made in this turn before the game was opened cannot be undone.");
    case undohistory::Start::TurnStart:
        break;
    }
    // The tooltip's first line already says that a turn ends Undo's reach.
    return tr("Nothing has been played in this turn yet.");
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
    std::vector<GameEvent> undoneEvents;
    for (auto entry = m_log.begin() + static_cast<std::ptrdiff_t>(snapshot.logCount);
         entry != m_log.end(); ++entry) {
        if (const GameEvent *event = entry->event())
            undoneEvents.push_back(*event);
    }
    m_log.erase(m_log.begin() + static_cast<std::ptrdiff_t>(snapshot.logCount), m_log.end());
    emit stateChanged();
    emit logReset();
    emit undone(undoneEvents);
    if (wasModified != isModified())
        emit modifiedChanged(isModified());
    emit undoAvailableChanged(canUndo());
    autosaveNow();
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
    // The decision in flight stays good: it was asked for the same position.
    if (m_aiTimer.isActive())
        m_aiTimer.start(skipping() ? 0 : m_aiDelay);
}

void GameController::scheduleAi()
{
    if (!isAiToAct())
        return;
    if (!m_thought)
        startThinking();
    if (m_paused)
        return;
    // The step is played when both the delay is over and the decision is in.
    m_aiTimer.start(skipping() ? 0 : m_aiDelay);
}

void GameController::startThinking()
{
    const int acting = m_state->actingPlayer();
    m_thought = Thought{acting, m_ai[static_cast<std::size_t>(acting)], *m_state, std::nullopt};
    // The worker gets its own copy of the state and the seat's player, which nothing else calls
    // until the answer is in (or dropped: then nothing calls it again, a new game makes new
    // players). Whatever happens to the window meanwhile, the worker touches nothing of it.
    auto promise = std::make_shared<QPromise<AiMove>>();
    auto *watcher = new QFutureWatcher<AiMove>(this);
    connect(watcher, &QFutureWatcherBase::finished, this,
            [this, watcher] { thoughtReady(watcher); });
    watcher->setFuture(promise->future());
    m_thinking = watcher;
    QThreadPool::globalInstance()->start(
        [promise, player = m_thought->player, state = m_thought->state] {
            promise->start();
            promise->addResult(player->decide(state));
            promise->finish();
        });
    emit thinkingChanged(acting);
}

void GameController::thoughtReady(QFutureWatcher<AiMove> *watcher)
{
    watcher->deleteLater();
    if (watcher != m_thinking || !m_thought || watcher->future().resultCount() == 0)
        return;
    m_thinking = nullptr;
    m_thought->move = watcher->result();
    emit thinkingChanged(-1);
    if (!m_aiTimer.isActive() && !m_paused)
        playThought();
}

void GameController::playAiStep()
{
    if (m_thought && m_thought->move && !m_paused)
        playThought();
}

void GameController::playThought()
{
    Thought thought = std::move(*m_thought);
    m_thought.reset();
    // Only for the position and the player it was asked of; anything else asks again.
    if (!isAiToAct() || thought.seat != m_state->actingPlayer() ||
        thought.player != m_ai[static_cast<std::size_t>(thought.seat)] ||
        !(thought.state == *m_state)) {
        scheduleAi();
        return;
    }
    const int acting = thought.seat;
    // Before the step: skipping() asks about the turn it is played in.
    m_lastStepPaced = m_aiDelay > 0 && !skipping();
    const int turnBefore = m_state->turnNumber;
    const int roundBefore = m_state->round;
    const bool wasModified = isModified();
    AiMove move = std::move(*thought.move);
    std::vector<GameEvent> events;
    if (auto refusal = applyStep({move.action}, true, &events)) {
        // A program player's mistake must not stop the game: play the first legal action.
        qCWarning(sessionLog).noquote()
            << "the move of seat" << acting << "was refused:" << refusal->message;
        const std::vector<Action> legal = legalActions(*m_state);
        if (legal.empty())
            return;
        move = {legal.front(), {}};
        move.reason.add(ReasonKind::MoveRefused);
        if (applyStep({move.action}, true, &events))
            return;
    }
    std::optional<LoggedEvent> reason;
    if (!move.reason.empty())
        reason = LoggedEvent{
            LoggedReason{acting, std::move(move.reason), static_cast<int>(m_actions.size()) - 1},
            roundBefore, turnBefore};
    afterStep(acting, turnBefore, events, wasModified, true, std::move(reason));
    emitUndoChange(false);
}

void GameController::dropThought()
{
    m_aiTimer.stop();
    m_skipSeat = -1;
    m_skipTurn = -1;
    m_thought.reset();
    if (m_thinking) {
        // The worker finishes on its own; its answer is never read.
        m_thinking->disconnect(this);
        m_thinking->deleteLater();
        m_thinking = nullptr;
        emit thinkingChanged(-1);
    }
}

void GameController::setPaused(bool paused)
{
    if (paused == m_paused)
        return;
    m_paused = paused;
    if (paused)
        m_aiTimer.stop();
    else
        scheduleAi();
}

bool GameController::skipping() const
{
    return isAiToAct() && m_state->actingPlayer() == m_skipSeat &&
           m_state->turnNumber == m_skipTurn;
}

void GameController::skipAiTurn()
{
    if (!isAiToAct())
        return;
    m_skipSeat = m_state->actingPlayer();
    m_skipTurn = m_state->turnNumber;
    m_aiTimer.stop();
    if (m_thought && m_thought->move && !m_paused)
        playThought();
}

std::optional<std::vector<std::shared_ptr<AiSeat>>>
GameController::makeAiSeats(const std::vector<SeatSetup> &seats, quint64 seed, QString *error) const
{
    std::vector<std::shared_ptr<AiSeat>> players;
    for (std::size_t i = 0; i < seats.size(); ++i) {
        if (!isProgramSeat(seats[i].controller)) {
            players.push_back(nullptr);
            continue;
        }
        // Each seat draws from its own stream, fixed by the game's seed.
        auto ai = m_aiFactory(seats[i], seed * 31 + i + 1, error);
        if (!ai)
            return std::nullopt;
        players.push_back(std::move(ai));
    }
    return players;
}

void GameController::resetModified()
{
    m_savedActionCount = m_actions.size();
    m_resumed = false;
    emit modifiedChanged(false);
}

} // namespace vinci
