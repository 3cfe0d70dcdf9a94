#include "replaymodel.h"

#include "game/play.h"

#include <QCoreApplication>

#include <algorithm>

namespace vinci {

ActionHighlight highlightOf(const std::vector<GameEvent> &events, int actor)
{
    ActionHighlight highlight;
    highlight.player = actor;
    highlight.events = events;
    for (const GameEvent &event : events) {
        switch (event.kind) {
        case EventKind::Conquered:
            highlight.conquered = event.area;
            highlight.defender = event.other;
            highlight.defenderPawnsLost = event.value;
            highlight.to.push_back(event.area);
            break;
        case EventKind::ProvinceAbandoned:
        case EventKind::PawnsLifted:
            highlight.from.push_back(event.area);
            break;
        case EventKind::PawnsPlaced:
        case EventKind::Redeployed:
            highlight.to.push_back(event.area);
            break;
        case EventKind::DecliningCleared:
        case EventKind::ProvinceLost:
            highlight.lost.push_back(event.area);
            break;
        default:
            break;
        }
    }
    return highlight;
}

std::optional<ReplayModel> ReplayModel::build(std::shared_ptr<const ProvinceGraph> board,
                                              const GameOptions &options,
                                              std::vector<Action> actions, QString *error,
                                              int snapshotInterval)
{
    auto start = newGame(std::move(board), options, error);
    if (!start)
        return std::nullopt;
    ReplayModel model;
    model.m_actions = std::move(actions);
    model.m_interval = std::max(0, snapshotInterval);
    model.m_snapshots.push_back(*start);
    ActionVisitor visitor;
    visitor.before = [&model](int i, const GameState &state) {
        if (model.m_turns.empty() || model.m_turns.back().turnNumber != state.turnNumber)
            model.m_turns.push_back({state.round, state.turnNumber, state.currentPlayer, i, i});
        else
            model.m_turns.back().lastAction = i;
    };
    visitor.after = [&model](int i, const GameState &state, const std::vector<GameEvent> &) {
        if (model.m_interval > 0 && (i + 1) % model.m_interval == 0)
            model.m_snapshots.push_back(state);
    };
    QString refusal;
    int failed = -1;
    if (!replay(*start, model.m_actions, visitor, &refusal, &failed)) {
        // The save reader's words and translations: a save refused on load reads the same.
        if (error)
            *error = QCoreApplication::translate("SaveGame", "action %1 (%2) is not legal: %3")
                         .arg(failed + 1)
                         .arg(describeAction(model.m_actions[static_cast<std::size_t>(failed)],
                                             *start->board, u"en"),
                              refusal);
        return std::nullopt;
    }
    model.m_state = std::move(*start);
    return model;
}

GameState ReplayModel::stateAt(int position) const
{
    position = std::clamp(position, 0, actionCount());
    const int snapshot = m_interval > 0 ? position / m_interval : 0;
    GameState state = m_snapshots[static_cast<std::size_t>(snapshot)];
    for (int i = snapshot * m_interval; i < position; ++i) {
        [[maybe_unused]] const auto refusal =
            applyInPlace(state, m_actions[static_cast<std::size_t>(i)]);
        Q_ASSERT(!refusal); // build() played every action
    }
    return state;
}

void ReplayModel::seek(int position)
{
    position = std::clamp(position, 0, actionCount());
    if (position == m_position)
        return;
    m_highlight = {};
    if (position == 0) {
        m_state = m_snapshots.front();
        m_position = 0;
        return;
    }
    // The state before the last action, from the shown one when it is on the way (a step
    // forward), else from the nearest snapshot; the last action is played for its events.
    const int before = position - 1;
    const int nearest = m_interval > 0 ? before / m_interval * m_interval : 0;
    if (m_position <= before && m_position >= nearest) {
        for (int i = m_position; i < before; ++i) {
            [[maybe_unused]] const auto refusal =
                applyInPlace(m_state, m_actions[static_cast<std::size_t>(i)]);
            Q_ASSERT(!refusal);
        }
    } else {
        m_state = stateAt(before);
    }
    const int actor = m_state.actingPlayer();
    std::vector<GameEvent> events;
    [[maybe_unused]] const auto refusal =
        applyInPlace(m_state, m_actions[static_cast<std::size_t>(before)], &events);
    Q_ASSERT(!refusal);
    m_highlight = highlightOf(events, actor);
    m_position = position;
}

int ReplayModel::turnOfAction(int action) const
{
    if (action < 0 || action >= actionCount())
        return -1;
    const auto after =
        std::upper_bound(m_turns.begin(), m_turns.end(), action,
                         [](int index, const TurnSpan &turn) { return index < turn.firstAction; });
    return static_cast<int>(after - m_turns.begin()) - 1;
}

int ReplayModel::currentTurn() const
{
    if (m_turns.empty())
        return -1;
    return m_position >= actionCount() ? static_cast<int>(m_turns.size()) - 1
                                       : turnOfAction(m_position);
}

void ReplayModel::nextTurn()
{
    const int turn = currentTurn();
    if (turn < 0)
        return;
    if (turn + 1 < static_cast<int>(m_turns.size()))
        jumpToTurn(turn + 1);
    else
        seek(actionCount());
}

void ReplayModel::previousTurn()
{
    const int turn = currentTurn();
    if (turn < 0)
        return;
    const int start = m_turns[static_cast<std::size_t>(turn)].firstAction;
    // At the end of the game the last turn is shown finished: back to its start first.
    if (m_position > start)
        seek(start);
    else
        jumpToTurn(turn - 1);
}

void ReplayModel::jumpToTurn(int index)
{
    if (m_turns.empty())
        return;
    index = std::clamp(index, 0, static_cast<int>(m_turns.size()) - 1);
    seek(m_turns[static_cast<std::size_t>(index)].firstAction);
}

} // namespace vinci
