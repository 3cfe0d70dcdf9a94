#pragma once

#include "rules/ruleset.h"

#include <QString>

#include <optional>
#include <vector>

namespace vinci {

/** Which bag the tiles come from (1999 errata). */
enum class TileMix : quint8
{
    Designer,   ///< 3 Barbarians + 1 Specialization, as the designer intended (default)
    PrintedBox, ///< 2 Barbarians + 2 Specialization, as printed
};

/** Everything chosen before a game starts; with the seed and the actions it is the whole game. */
struct GameOptions
{
    RuleSetId ruleSet = RuleSetId::Classic;
    int playerCount = 3;
    /**
     * Seats played by the rulebook's virtual players ("VINCI with One or Two Players"): they
     * always take civilization I, get virtualExtraPawns instead of the table's extra pawns and
     * are not subject to the rule of cohesion. Empty means no virtual seat.
     */
    std::vector<bool> virtualSeats;
    TileMix tileMix = TileMix::Designer;
    /** German rules (and the errata's house rule): a pair of two identical tiles is redrawn. */
    bool redrawIdenticalPairs = false;
    /** 0: the map's target for the player count (150 when virtual players take part). */
    int victoryTarget = 0;
    /** Defenders' surviving pawns are placed by the program instead of asking the defender. */
    bool autoRedeploy = false;
    /** "You can also give them 9 or more extra tokens instead of 8." */
    int virtualExtraPawns = 8;
    /** "increasing their starting victory points from 10 to 15" */
    int virtualStartingScore = 10;
    quint64 seed = 0;

    bool isVirtual(int seat) const
    {
        return seat >= 0 && static_cast<std::size_t>(seat) < virtualSeats.size() &&
               virtualSeats[static_cast<std::size_t>(seat)];
    }
    bool hasVirtualPlayers() const;

    bool operator==(const GameOptions &) const = default;
};

/**
 * The victory target of a Classic game with the rulebook's virtual players: "The game ends at
 * 150 points." (1999 rules, English, VINCI with One or Two Players)
 */
int virtualPlayersVictoryTarget();

/**
 * How long a game with these options lasts on `board` when `victoryTarget` is 0, as newGame()
 * sets it: the number of rounds under a rule set that ends after fixed rounds (the map's table,
 * else the rules' text), else the victory target (virtualPlayersVictoryTarget() with virtual
 * players; else the map's table, else the rules').
 */
int defaultGameLength(const GameOptions &options, const ProvinceGraph &board);
/** The same before a map is known: the rules' own numbers (a map's table may differ). */
int defaultGameLength(const GameOptions &options);

/** How a board suits a rule set: whether the map was made for it. */
enum class BoardFit : quint8
{
    Suited,    ///< the map gives the rule set's table (a map with no table is Classic's)
    NoTable,   ///< no Online 2013 table: playable on the rules' own numbers, but not made for it
    Unplayable ///< the map's tables are Online 2013's only: Classic does not know its terrains
};
/** How `board` suits `ruleSet`; checkOptions() refuses an Unplayable one. */
BoardFit boardFit(const ProvinceGraph &board, RuleSetId ruleSet);

/**
 * The player counts a game under `ruleSet` may have on `board`: the rule set's, narrowed to
 * the fewest and the most the map's table lists (a count between them that the table leaves
 * out is still refused by checkOptions()).
 */
PlayerCountRange playerCountRange(const ProvinceGraph &board, RuleSetId ruleSet);

/** Why options cannot start a game on a map, translated; nothing when they can. */
std::optional<QString> checkOptions(const GameOptions &options, const ProvinceGraph &board);

} // namespace vinci
