#include "queries/gamestatistics.h"

#include "game/play.h"

#include <algorithm>

namespace vinci {

namespace {

/** Adds a Scored event's lines to the sources they came from. */
void addScore(PointsBySource &points, const ScoreBreakdown &score)
{
    for (const ScoreLine &line : score.active) {
        if (line.tile)
            points.tiles[*line.tile] += line.points;
        else
            points.provinces += line.points;
    }
    if (score.slavery != 0)
        points.tiles[TileKind::Slavery] += score.slavery;
    for (const ScoreLine &line : score.declining)
        points.declined += line.points;
}

/** Adds what the events of one action did to the players' points and counts. */
void addEvents(GameStatistics &statistics, const GameState &before,
               const std::vector<GameEvent> &events)
{
    for (const GameEvent &event : events) {
        if (event.player < 0 || event.player >= static_cast<int>(statistics.players.size()))
            continue;
        PlayerStatistics &player = statistics.players[static_cast<std::size_t>(event.player)];
        switch (event.kind) {
        case EventKind::CivilizationChosen: {
            // The net change is the coins collected less skipCost per place passed over
            // (choosingScoreChange()); the slot says how many places.
            const int paid = before.rules().skipCost * event.amount;
            player.points.passingOver -= paid;
            player.points.coinsCollected += event.value + paid;
            ++player.civilizations;
            break;
        }
        case EventKind::Scored:
            addScore(player.points, event.score);
            break;
        case EventKind::Declined:
            ++player.declines;
            break;
        default:
            break;
        }
    }
}

/** Sorts the pawns each player's stock got back during one action by the moment they left. */
void addPawnsLost(GameStatistics &statistics, const GameState &before, const GameState &after,
                  int actor, const std::vector<GameEvent> &events)
{
    for (int p = 0; p < after.playerCount(); ++p) {
        const int lost = after.player(p).pawnsRemoved - before.player(p).pawnsRemoved;
        if (lost == 0)
            continue;
        PawnsLost &counts = statistics.players[static_cast<std::size_t>(p)].pawnsLost;
        const bool declined = std::ranges::any_of(events, [p](const GameEvent &event) {
            return event.kind == EventKind::Declined && event.player == p;
        });
        if (declined)
            counts.atDeclines += lost;
        else if (p != actor)
            counts.toConquests += lost;
        else
            counts.inOwnTurns += lost;
    }
}

} // namespace

int PointsBySource::tilesTotal() const
{
    int total = 0;
    for (const auto &[tile, points] : tiles)
        total += points;
    return total;
}

int provincesHeld(const GameState &state, int player)
{
    return static_cast<int>(provincesOf(state, player, Holder::Active).size() +
                            provincesOf(state, player, Holder::Declining).size());
}

std::optional<GameStatistics> GameStatistics::fromGame(std::shared_ptr<const ProvinceGraph> board,
                                                       const GameOptions &options,
                                                       const std::vector<Action> &actions,
                                                       QString *error)
{
    auto state = newGame(std::move(board), options, error);
    if (!state)
        return std::nullopt;
    GameStatistics statistics;
    statistics.players.resize(static_cast<std::size_t>(state->playerCount()));
    for (int p = 0; p < state->playerCount(); ++p) {
        PlayerStatistics &player = statistics.players[static_cast<std::size_t>(p)];
        player.points.start = state->player(p).score;
        player.virtualPlayer = state->player(p).virtualPlayer;
    }
    std::optional<GameState> before;
    ActionVisitor visitor;
    visitor.before = [&before](int, const GameState &now) { before = now; };
    visitor.after = [&statistics, &before](int, const GameState &after,
                                           const std::vector<GameEvent> &events) {
        addEvents(statistics, *before, events);
        addPawnsLost(statistics, *before, after, before->actingPlayer(), events);
        // A round ends when the next one begins, or with the game.
        const bool roundEnded =
            after.round != before->round || (after.isOver() && !before->isOver());
        if (roundEnded) {
            for (int p = 0; p < after.playerCount(); ++p)
                statistics.players[static_cast<std::size_t>(p)].provincesPerRound.push_back(
                    provincesHeld(after, p));
            ++statistics.completedRounds;
        }
    };
    state = replay(std::move(*state), actions, visitor, error);
    if (!state)
        return std::nullopt;
    for (int p = 0; p < state->playerCount(); ++p)
        statistics.players[static_cast<std::size_t>(p)].finalScore = state->player(p).score;
    return statistics;
}

} // namespace vinci
