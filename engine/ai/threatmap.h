#pragma once

#include "game/gamestate.h"

#include <vector>

namespace vinci {

/**
 * Who can reach a player's provinces before its next turn, and with how many pawns: the
 * Strategist's picture of the danger on its borders. Built from public facts only (the board,
 * the other empires, their tiles and pawns). Each opponent moves once before the player's next
 * turn; an opponent reaches a province by adjacency (across the sea with Astronomy), or anywhere
 * on the board's entry provinces when its new civilization is about to enter, and a little
 * further inland with a weaker weight since it can chain conquests.
 */
class ThreatMap
{
public:
    ThreatMap(const GameState &state, int player);

    /**
     * The chance that the player's province `area` is taken before the player's next turn if it
     * holds `pawns` pawns (its terrain, fort and the player's Militia counted). The model: each
     * attacker takes its targets in order of cost - 3 x value (as greedy players and the
     * rulebook's value-then-cost both roughly do) until its pawns run out; the province is
     * likely lost when the pawns left after the targets it prefers still cover its cost. The
     * chance is scaled by how directly the attacker reaches the province.
     */
    double lossChance(const GameState &state, AreaIndex area, int pawns) const;

    /** The sum over the player's provinces of their points at risk, by attacker (for peace). */
    std::vector<double> pointsAtRiskBy(const GameState &state) const;

private:
    struct Attacker
    {
        int player = -1;
        int pawns = 0;
        int weapons = 0;
        int mountaineering = 0;
        bool onlyDeclining = false; ///< at peace: may still attack the declining empire
        AreaVector<float> reach;    ///< 0 when out of reach
        CivilizationTiles tiles;
        /** Its other targets in reach, by cost - 3 x value, and their costs added up. */
        std::vector<double> keys;
        std::vector<int> costSums;
    };
    int costFor(const GameState &state, const Attacker &attacker, AreaIndex area, int pawns,
                bool mine) const;
    double chanceBy(const GameState &state, const Attacker &attacker, AreaIndex area,
                    int pawns) const;

    int m_player;
    int m_militia = 0;
    std::vector<Attacker> m_attackers;
};

} // namespace vinci
