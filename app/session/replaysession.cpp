#include "session/replaysession.h"

#include "game/play.h"

namespace vinci {

ReplaySession::ReplaySession(ReplayModel model)
    : m_model(std::move(model))
{
    m_clock.setInterval(intervalOf(m_speed));
    connect(&m_clock, &QTimer::timeout, this, [this] {
        if (position() >= m_model.actionCount()) {
            setPlaying(false);
            return;
        }
        stepForward();
        if (position() >= m_model.actionCount())
            setPlaying(false);
    });
}

std::unique_ptr<ReplaySession> ReplaySession::watch(const LoadedGame &loaded, QString *error)
{
    auto model =
        ReplayModel::build(loaded.state.board, loaded.saved.options, loaded.saved.actions, error);
    if (!model)
        return nullptr;
    // The log told once, as the controller tells a loaded game's: each event with the round and
    // turn after its action; a moment's log is a prefix of it.
    std::vector<GameEvent> opening;
    auto state = newGame(loaded.state.board, loaded.saved.options, error, &opening);
    if (!state)
        return nullptr;
    std::unique_ptr<ReplaySession> session(new ReplaySession(std::move(*model)));
    session->m_saved = loaded.saved;
    session->m_seats =
        NewGameSetup::seatsFromMetadata(loaded.saved.metadata, loaded.state.playerCount());
    std::vector<LoggedEvent> &log = session->m_log;
    for (GameEvent &event : opening)
        log.push_back({std::move(event), state->round, state->turnNumber});
    session->m_logEnds.reserve(loaded.saved.actions.size() + 1);
    session->m_logEnds.push_back(log.size());
    for (const Action &action : loaded.saved.actions) {
        std::vector<GameEvent> events;
        [[maybe_unused]] const auto refusal = applyInPlace(*state, action, &events);
        Q_ASSERT(!refusal); // the model replayed every action
        for (GameEvent &event : events)
            log.push_back({std::move(event), state->round, state->turnNumber});
        session->m_logEnds.push_back(log.size());
    }
    session->m_lastState = std::move(*state);
    return session;
}

std::vector<LoggedEvent> ReplaySession::logNow() const
{
    const auto end = static_cast<std::ptrdiff_t>(m_logEnds[static_cast<std::size_t>(position())]);
    return {m_log.begin(), m_log.begin() + end};
}

std::vector<Action> ReplaySession::actionsNow() const
{
    const std::vector<Action> &all = m_model.actions();
    return {all.begin(), all.begin() + position()};
}

void ReplaySession::afterMove(int before)
{
    if (position() != before)
        emit moved();
}

void ReplaySession::seek(int position)
{
    const int before = this->position();
    m_model.seek(position);
    afterMove(before);
}

void ReplaySession::nextTurn()
{
    const int before = position();
    m_model.nextTurn();
    afterMove(before);
}

void ReplaySession::previousTurn()
{
    const int before = position();
    m_model.previousTurn();
    afterMove(before);
}

void ReplaySession::jumpToTurn(int index)
{
    const int before = position();
    m_model.jumpToTurn(index);
    afterMove(before);
}

void ReplaySession::setPlaying(bool playing)
{
    if (playing == isPlaying())
        return;
    // A game without an action has nothing to play: Space played it, Pause for an instant and
    // back (the walk of s41).
    if (playing && m_model.actionCount() == 0)
        return;
    if (playing) {
        if (position() >= m_model.actionCount())
            toStart();
        m_clock.start();
    } else {
        m_clock.stop();
    }
    emit playingChanged(playing);
}

void ReplaySession::setSpeed(Speed speed)
{
    m_speed = speed;
    m_clock.setInterval(intervalOf(speed));
}

int ReplaySession::intervalOf(Speed speed)
{
    switch (speed) {
    case Speed::Slow:
        return 1500;
    case Speed::Normal:
        return 700;
    case Speed::Fast:
        return 200;
    }
    return 700;
}

} // namespace vinci
