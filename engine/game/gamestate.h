#pragma once

#include "gameoptions.h"
#include "map/provincegraph.h"
#include "rng.h"
#include "rules/civilizationtiles.h"

#include <memory>
#include <optional>
#include <vector>

namespace vinci {

/** Who holds a province. */
enum class Holder : quint8
{
    Empty,
    Neutral,
    Active,
    Declining
};

/** One land province during play. */
struct ProvinceState
{
    Holder holder = Holder::Empty;
    int player = -1; ///< the holding player for Active and Declining
    int pawns = 0;   ///< 0 only for an active province conquered at no cost, until reorganization
    bool fort = false;

    bool operator==(const ProvinceState &) const = default;
};

/** A player's civilization in play. */
struct ActiveCivilization
{
    CivilizationTiles tiles;
    int hand = 0; ///< pawns off the board, ready to expand
    int pendingRedeploy =
        0; ///< survivors of conquered provinces, placed at the end of the attacker's turn

    bool operator==(const ActiveCivilization &) const = default;
};

/** A player's civilization in decline: at most one. */
struct DecliningCivilization
{
    CivilizationTiles tiles; ///< the tiles that stay in decline
    int pendingRedeploy = 0;

    bool operator==(const DecliningCivilization &) const = default;
};

/** One seat at the table. */
struct PlayerState
{
    int score = 0;
    bool virtualPlayer = false;
    std::optional<ActiveCivilization> active;
    std::optional<DecliningCivilization> declining;
    /** Players this player is at peace with through Diplomacy, until its next turn. */
    std::vector<int> peaceWith;
    int civilizationsChosen = 0;
    int pawnsReceived = 0; ///< every pawn ever given to this player's civilizations
    int pawnsRemoved = 0;  ///< every pawn of this player's that went back to stock
    /**
     * Online 2013: the declining civilization's other tiles, kept off the bag without effect
     * until the next decline ("All tiles from the declining civilization are maintained until
     * the new civilization is declined").
     */
    CivilizationTiles declinedTilesKept;

    bool operator==(const PlayerState &) const = default;
};

/** One of the six places I-VI on the civilization track. */
struct TrackSlot
{
    CivilizationTiles tiles;
    int coins = 0;

    bool operator==(const TrackSlot &) const = default;
};

/** Whose move it is, and what kind of move. */
enum class Phase : quint8
{
    ChooseCivilization, ///< first turn, or the end of a decline
    TurnStart,          ///< expand or decline
    Conquest,           ///< abandon (first), peace (first), conquer
    Reorganization,     ///< place every pawn, keep one part, build forts
    RebirthDecision,    ///< after scoring: decline now (Rebirth) or end the turn
    Redeploy,           ///< a defender places surviving pawns
    GameOver,
};

/** What the current turn has done so far. */
struct TurnState
{
    int conquests = 0;
    int abandoned = 0;
    int espionageUsed = 0;
    int fortsBuilt = 0;
    int slaveryPawns = 0;      ///< enemy or neutral pawns eliminated this turn (Slavery)
    int fieldGeneralPawns = 0; ///< pawns to remove at the end of the conquest (Field General)
    bool declined = false;
    int religionConverted = 0;   ///< Religion: bit p set once player p was converted this turn
    int culturePawns = 0;        ///< Culture: enemy pawns eliminated this turn
    int cultureAwarded = 0;      ///< Culture: new pawns given for them so far
    bool medicineGiven = false;  ///< Online Medicine: its pawn came with a reorganization
    bool secondConquest = false; ///< Army: the second conquest phase has begun
    /** Philosophy: this Phase::Reorganization comes before a decline, which ends it. */
    bool reorganizingBeforeDecline = false;

    bool operator==(const TurnState &) const = default;
};

/**
 * The whole game at one moment, as a value: copying it is cheap, comparing two is exact, and
 * apply() turns one into the next. The board is shared and never changes.
 */
struct GameState
{
    std::shared_ptr<const ProvinceGraph> board;
    GameOptions options;
    Phase phase = Phase::ChooseCivilization;
    int currentPlayer = 0;
    int firstPlayer = 0;
    int redeployPlayer = -1; ///< the defender asked to act in Phase::Redeploy
    int round = 1;
    int turnNumber = 1; ///< counts every turn of every player, from 1
    bool lastRound = false;
    int victoryTarget = 0;
    int roundLimit = 0; ///< FixedRounds: the game ends after this round; 0 under VictoryPoints
    AreaVector<ProvinceState> provinces; ///< sea zones stay Empty
    std::vector<PlayerState> players;
    std::vector<TrackSlot> track; ///< index 0 is civilization I
    std::vector<TileKind> bag;
    Rng rng;
    TurnState turn;
    int neutralPawnsPlaced = 0;
    int neutralPawnsRemoved = 0;
    std::vector<int> winners; ///< set at GameOver; several on a tie

    const RuleSet &rules() const { return ruleSet(options.ruleSet); }
    int playerCount() const { return static_cast<int>(players.size()); }
    const ProvinceState &at(AreaIndex area) const { return provinces[area]; }
    ProvinceState &at(AreaIndex area) { return provinces[area]; }
    const PlayerState &player(int index) const { return players[static_cast<std::size_t>(index)]; }
    PlayerState &player(int index) { return players[static_cast<std::size_t>(index)]; }

    /** The player who must act now: the defender while redeploying, else the current player. */
    int actingPlayer() const;
    bool isOver() const { return phase == Phase::GameOver; }

    /** Equal boards (same map) and equal everything else. */
    bool operator==(const GameState &other) const;
};

/** Provinces held by a player's active (or declining) civilization, in index order. */
std::vector<AreaIndex> provincesOf(const GameState &state, int player, Holder holder);
/** provincesOf() into `provinces` (cleared first): a caller asking every move keeps one list. */
void provincesInto(const GameState &state, int player, Holder holder,
                   std::vector<AreaIndex> &provinces);

/** Pawns of a player's civilization on the board. */
int pawnsOnBoard(const GameState &state, int player, Holder holder);

/** Whether this province is held by `player`'s active civilization (0 pawns included). */
inline bool isActiveOf(const ProvinceState &province, int player)
{
    return province.holder == Holder::Active && province.player == player;
}

} // namespace vinci
