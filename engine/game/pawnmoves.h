#pragma once

#include "game/gameevent.h"

#include <optional>
#include <utility>
#include <vector>

namespace vinci {

/**
 * A seat's pawn moves of one step said as a whole, as a player would say them: a
 * reorganization's placements and lifts (net by province: a pawn lifted and put back is no
 * move), or a defender's survivors placed again. Made of the events each small action records
 * (PawnsPlaced, PawnsLifted, Redeployed), so that the log says "places 3 pawns in Andalusia, 2 in
 * Castile; lifts 4 from Portugal" once, not one line per pawn.
 */
class PawnMoves
{
public:
    /** Which step an event's pawn move belongs to; events of one kind of step go together. */
    enum class Step : quint8
    {
        Reorganization,   ///< PawnsPlaced, PawnsLifted
        Redeploy,         ///< Redeployed, chosen by its player
        AutomaticRedeploy ///< Redeployed, placed by the rules (no one chose)
    };

    /** The step the event's move belongs to; nothing for an event that moves no pawn. */
    static std::optional<Step> stepOf(const GameEvent &event);

    /** Counts the event's move; it must be of this summary's player and step (or the first). */
    void add(const GameEvent &event);

    int player() const { return m_player; }
    /** How many events it counted. */
    int eventCount() const { return m_events; }
    /** Where pawns went (net, in the order the provinces were first touched) and how many. */
    std::vector<std::pair<AreaIndex, int>> placed() const;
    /** Where pawns were taken from (net) and how many. */
    std::vector<std::pair<AreaIndex, int>> lifted() const;

    /**
     * The moves in one sentence, translated (context GameEvent): "Player 5 reorganizes: places 3
     * pawns in Andalusia, 2 in Castile; lifts 4 from Portugal."; empty when nothing moved in the
     * end. `playerNames` and `language` as describeEvent's.
     */
    QString describe(const ProvinceGraph &board, const QStringList &playerNames,
                     QStringView language) const;

private:
    int m_player = -1;
    Step m_step = Step::Reorganization;
    int m_events = 0;
    /** Province and net pawns put there (negative: taken away), in the order first touched. */
    std::vector<std::pair<AreaIndex, int>> m_net;
};

} // namespace vinci
