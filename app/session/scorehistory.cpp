#include "session/scorehistory.h"

#include "game/play.h"

namespace vinci {

namespace {

std::vector<int> scoresIn(const GameState &state)
{
    std::vector<int> scores;
    for (const PlayerState &player : state.players)
        scores.push_back(player.score);
    return scores;
}

} // namespace

void ScoreHistory::reset(const GameState &start)
{
    m_points.clear();
    m_playerCount = start.playerCount();
    m_lastTurnNumber = start.turnNumber;
    m_over = start.isOver();
    m_points.push_back({start.turnNumber - 1, scoresIn(start)});
}

void ScoreHistory::record(const GameState &state)
{
    if (m_points.empty() || state.playerCount() != m_playerCount) {
        reset(state);
        return;
    }
    // A turn has ended when the next one has begun (turnNumber moved on) or the game is over;
    // redeploying survivors between turns scores nothing, so the point waits for the next
    // turn.
    if (state.isOver()) {
        if (!m_over)
            m_points.push_back({state.turnNumber, scoresIn(state)});
        m_over = true;
        return;
    }
    if (state.turnNumber > m_lastTurnNumber) {
        m_points.push_back({state.turnNumber - 1, scoresIn(state)});
        m_lastTurnNumber = state.turnNumber;
    } else if (state.turnNumber < m_lastTurnNumber) {
        // Undone past a turn's end (or another game): start from this state again.
        while (!m_points.empty() && m_points.back().turnsPlayed > state.turnNumber - 1)
            m_points.pop_back();
        m_lastTurnNumber = state.turnNumber;
        m_over = false;
        if (m_points.empty())
            reset(state);
    }
}

std::optional<ScoreHistory> ScoreHistory::fromGame(std::shared_ptr<const ProvinceGraph> board,
                                                   const GameOptions &options,
                                                   const std::vector<Action> &actions)
{
    auto state = newGame(std::move(board), options);
    if (!state)
        return std::nullopt;
    ScoreHistory history;
    history.reset(*state);
    ActionVisitor visitor;
    visitor.after = [&history](int, const GameState &after, const std::vector<GameEvent> &) {
        history.record(after);
    };
    if (!replay(std::move(*state), actions, visitor))
        return std::nullopt;
    return history;
}

std::vector<int> ScoreHistory::scoresOf(int player) const
{
    std::vector<int> scores;
    for (const Point &point : m_points) {
        if (player >= 0 && static_cast<std::size_t>(player) < point.scores.size())
            scores.push_back(point.scores[static_cast<std::size_t>(player)]);
    }
    return scores;
}

} // namespace vinci
