#pragma once

#include "map/provincegraph.h"
#include "tilekind.h"

#include <optional>
#include <vector>

namespace vinci {

/** The two rule sets the game plays. */
enum class RuleSetId : quint8
{
    Classic,
    Online2013
};

/** How a rule set decides the end of the game. */
enum class GameEnd : quint8
{
    VictoryPoints,
    FixedRounds
};

/** The player counts a rule set is played with. */
struct PlayerCountRange
{
    int min = 0;
    int max = 0;

    bool contains(int count) const { return count >= min && count <= max; }
    bool operator==(const PlayerCountRange &) const = default;
};

/** How many copies of a tile kind go into the bag. */
struct TileCount
{
    TileKind kind;
    int copies;
};

/**
 * A rule set as data: the numbers that differ between rule sets, and the small rule functions
 * that differ in shape. Turn structure and tile effects read from here, never from a
 * rule-set switch of their own.
 */
struct RuleSet
{
    RuleSetId id;
    const char *name; ///< QT_TRANSLATE_NOOP("RuleSet", ...)
    int minPlayers;
    int maxPlayers;
    int startingScore;       ///< victory points each player starts with
    int skipCost;            ///< victory points per civilization passed over
    int coinValue;           ///< victory points per coin collected
    int minimumConquestCost; ///< a conquest never costs fewer pawns
    GameEnd gameEnd;
    bool defendersRedeployAutomatically;

    /** Base cost to conquer a province of this terrain, before defenders and modifiers. */
    int (*terrainCost)(Terrain terrain);
    /** Victory points a held province of this terrain scores before tile bonuses. */
    int (*provinceValue)(Terrain terrain);
    /** Whether set-up puts a neutral pawn here. */
    bool (*startsWithNeutral)(Terrain terrain);
    /** Extra pawns per new civilization when the map does not say, by player count. */
    int (*defaultExtraPawns)(int playerCount);
    /** Victory target (VictoryPoints) or rounds (FixedRounds) when the map does not say. */
    int (*defaultGameLength)(int playerCount);

    /** Whether seats may be the rulebook's virtual players. */
    bool allowsVirtualPlayers;
    /**
     * Whether a declining civilization keeps all its tiles out of the bag until the next
     * decline (only those that act in decline having an effect), instead of returning them.
     */
    bool decliningKeepsAllTiles;
    /** The tiles in the bag at set-up (`printedMix`: the box's Classic mix). */
    std::vector<TileCount> (*tileMix)(bool printedMix, int playerCount);
    /**
     * Whether conquering `conquered` must clear the adjacent province `declining` of the
     * attacker's own declining empire ("may not come in contact").
     */
    bool (*contactClearsDeclining)(Terrain conquered, Terrain declining);
    /** The pawns a pair of tiles brings, before the extra pawns by player count. */
    int (*pairPawns)(TileKind first, TileKind second);
    /**
     * The online wording of the Classic tiles: Medicine's pawn in reorganization, Legions
     * (Field General) removed after each conquest, Fortification and Militia as forts on every
     * province (no -1 to attack from a fort), Galleys (Ship Building) next to water.
     */
    bool onlineTileWording;
    /**
     * Whether each player's first turn is the choice of its first civilization followed at
     * once by the conquest phase, reorganization and scoring (choiceStartsConquestAtOnce(),
     * firstturn.h), instead of the choice alone.
     */
    bool firstTurnConquers;
};

/** The Classic rules: 1999 rules + errata. */
const RuleSet &classicRules();

/** The Online 2013 rules ("Vinci II"), Classic where they are silent. */
const RuleSet &online2013Rules();

namespace detail {
extern const RuleSet classicRuleSet;
extern const RuleSet online2013RuleSet;
} // namespace detail

/** The rule set with this id (inline: every cost and score asks for it). */
inline const RuleSet &ruleSet(RuleSetId id)
{
    return id == RuleSetId::Online2013 ? detail::online2013RuleSet : detail::classicRuleSet;
}

/**
 * The player counts a rule set is for (RuleSet::minPlayers to maxPlayers). A map is laid out for
 * all of them: Classic's solo and two-player games fill the board up to four with virtual players.
 */
PlayerCountRange rulesPlayerCounts(RuleSetId id);

/** The tiles in the bag at set-up; `printedMix` is the box's 2 Barbarians + 2 Specialization. */
std::vector<TileCount> classicTileMix(bool printedMix);

/** What the map says for this rule set: player counts, extra pawns, target or rounds. */
const RuleSetTable &mapTable(const ProvinceGraph &board, RuleSetId id);

/** The key of a rule set in files and on the command line ("classic", "online2013"). */
QString ruleSetKey(RuleSetId id);
/** Parses a key ("online" is accepted for Online 2013); nothing for an unknown key. */
std::optional<RuleSetId> ruleSetFromKey(QStringView key);

} // namespace vinci
