#pragma once

#include "game/gamestate.h"
#include "game/rejection.h"

#include <optional>
#include <vector>

namespace vinci {

/** How an attacker reaches the province it conquers. */
enum class ApproachKind : quint8
{
    Entering,  ///< a new civilization entering the board (no province yet)
    OverLand,  ///< from a province across a white land border, not on a common coast
    OverCoast, ///< from a province sharing a coast (ProvinceGraph::shareCoast)
    AcrossSea, ///< from a province across sea zones (Astronomy)
};

/** The attacking province (none when entering) and how it reaches the target. */
struct Approach
{
    ApproachKind kind = ApproachKind::Entering;
    AreaIndex from = -1;
};

/** One line of a cost breakdown, as the window shows it. */
enum class CostTerm : quint8
{
    Base,           ///< 2 pawns for every province
    RoughTerrain,   ///< +1 forest or mountain
    Defenders,      ///< +1 per neutral or enemy pawn
    Fort,           ///< +1 fort in the province
    Militia,        ///< +1 defender with Militia
    FromMountain,   ///< -1 attacking from an adjacent mountain
    FromFort,       ///< -1 attacking from a fort
    Weapons,        ///< -1
    Mountaineering, ///< -1 on mountains
    ShipBuilding,   ///< -1 along a shared coast, across the sea, or entering by sea
    Espionage,      ///< exactly 2, every other modifier ignored
    NeverNegative,  ///< "may never be negative (but can be 0)"
    // Online 2013 (appended):
    Drakkar,  ///< -1 on a river
    Cavalry,  ///< -1 on plains, meadow, normal
    Camels,   ///< -1 on a desert
    Religion, ///< 0: the single pawn of an active enemy province is converted
};

struct CostPart
{
    CostTerm term;
    int pawns;
};

/** What a conquest costs and why. */
struct ConquestCost
{
    int total = 0;
    Approach approach;
    std::vector<CostPart> parts;
};

/** The translated label of a cost term ("Forest or mountain"). */
QString costTermName(CostTerm term);
/** The same under a rule set: Ship Building's term is "Galleys" under Online 2013. */
QString costTermName(CostTerm term, RuleSetId rules);

/**
 * Cost for `player`'s active civilization to conquer `target` by `approach`:
 * "2 tokens (+1 for forest or mountain) +1 per defending token -1 if attacking from an adjacent
 * mountain province" (1999 rules, English), with every tile modifier, never below the rule
 * set's minimum. With `espionage`: "at the cost of two tokens ... All other modifiers are
 * ignored".
 */
ConquestCost conquestCost(const GameState &state, int player, AreaIndex target, Approach approach,
                          bool espionage);

/**
 * The ways `player`'s active empire can reach `target` now (empty when it cannot): from each
 * adjacent province it holds, across the sea with Astronomy, or entering the board.
 */
std::vector<Approach> approachesTo(const GameState &state, int player, AreaIndex target);

/** The cheapest conquest of `target` among its approaches; nothing when unreachable. */
std::optional<ConquestCost> cheapestConquest(const GameState &state, int player, AreaIndex target,
                                             bool espionage);

/** The pawns of cheapestConquest() alone, without wording its breakdown (the hot path). */
std::optional<int> cheapestConquestTotal(const GameState &state, int player, AreaIndex target,
                                         bool espionage);

/**
 * cheapestConquestTotal() for every target of one position, worked out together: one pass over
 * the empire's borders finds each target's best approach, where the single query searches the
 * board around each target. legalActions asks a total for every province within reach at each
 * step of a conquest.
 */
class ConquestTotals
{
public:
    ConquestTotals(const GameState &state, int player);

    /** Whether some approach reaches `target` (a total exists for it). */
    bool reaches(AreaIndex target) const { return m_discount[target] != unreached; }
    /** The same as cheapestConquestTotal(state, player, target, espionage). */
    std::optional<int> total(AreaIndex target, bool espionage) const;
    /** isEntering(state, player), asked once. */
    bool entering() const { return m_entering; }

private:
    static constexpr int unreached = -1;

    const GameState &m_state;
    int m_player;
    bool m_entering = false;
    /** Per area: the largest discount among the approaches to it, or `unreached`. */
    AreaVector<int> m_discount;
};

/** Whether `player`'s active civilization has no province and enters as a new one. */
bool isEntering(const GameState &state, int player);

/**
 * Whether `target` may be attacked at all by `player` (reach aside): not its own active
 * province, not its own declining one without Heritage, not an active empire it is at peace
 * with. Returns the reason when it may not.
 */
std::optional<RejectionCode> targetRefusal(const GameState &state, int player, AreaIndex target);

/** Whether the two players' active empires are at peace (Diplomacy, either way). */
bool atPeace(const GameState &state, int a, int b);

} // namespace vinci
