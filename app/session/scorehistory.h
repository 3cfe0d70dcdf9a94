#pragma once

#include "game/action.h"
#include "game/gamestate.h"

#include <memory>
#include <optional>
#include <vector>

namespace vinci {

/**
 * Every player's score after each completed turn, from the start of the game: what the
 * end-of-game chart draws. The controller records after each action (a turn that has not
 * ended adds nothing); a saved game rebuilds it by replaying its actions.
 */
class ScoreHistory
{
public:
    /** The scores after `turnsPlayed` turns (all players' turns counted; 0 = the start). */
    struct Point
    {
        int turnsPlayed = 0;
        std::vector<int> scores;

        bool operator==(const Point &) const = default;
    };

    ScoreHistory() = default;

    /** Starts again from a new game's first state. */
    void reset(const GameState &start);

    /**
     * Notes `state` if a turn has ended since the last point (or the game is over); does nothing
     * otherwise, so it may be called after every action.
     */
    void record(const GameState &state);

    /** The history of a whole game, replaying `actions` (nothing if one is illegal). */
    static std::optional<ScoreHistory> fromGame(std::shared_ptr<const ProvinceGraph> board,
                                                const GameOptions &options,
                                                const std::vector<Action> &actions);

    const std::vector<Point> &points() const { return m_points; }
    int playerCount() const { return m_playerCount; }
    /** One player's scores, point by point. */
    std::vector<int> scoresOf(int player) const;
    bool isEmpty() const { return m_points.empty(); }

    bool operator==(const ScoreHistory &) const = default;

private:
    std::vector<Point> m_points;
    int m_playerCount = 0;
    int m_lastTurnNumber = 0;
    bool m_over = false;
};

} // namespace vinci
