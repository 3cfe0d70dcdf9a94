#pragma once

#include "game/gamestate.h"
#include "game/rejection.h"

#include <optional>
#include <utility>
#include <vector>

namespace vinci {

/** The step a player is at, as the turn bar names it. */
enum class GuidanceStep : quint8
{
    GameOver,
    ComputerPlays,      ///< a program-played seat must act
    ChooseCivilization, ///< pick a civilization on the track
    ExpandOrDecline,    ///< the start of a turn
    EnterBoard,         ///< the first conquest of a civilization not yet on the board
    Conquer,
    KeepPart, ///< a split empire must keep one part (rule of cohesion)
    Reorganize,
    ReorganizeBeforeDecline, ///< Philosophy: moving pawns before the decline ends the turn
    RebirthDecision,
    PlaceSurvivors, ///< a defender places surviving pawns
};

/** Why no province can be conquered now, when none can: the turn bar says it and what to do. */
enum class NoConquest : quint8
{
    None,        ///< a province can be conquered
    HandEmpty,   ///< no pawn in hand
    TooFewPawns, ///< every province in reach costs more than the pawns in hand
    AtPeace,     ///< the only provinces in reach are held by players at peace (Diplomacy)
    NoneInReach, ///< no province that may be attacked is in reach
    Refused,     ///< the provinces in reach are refused otherwise (ConquestOutlook::refusal)
};

/**
 * Whether the current player's active civilization can conquer anything in the position, and
 * if not, why. The walk met a turn bar saying "Click a highlighted province" every turn with
 * nothing highlighted: the only neighbour was at peace with the person through Diplomacy.
 */
struct ConquestOutlook
{
    NoConquest reason = NoConquest::None;
    int hand = 0;                 ///< pawns in hand
    int cheapest = 0;             ///< pawns the cheapest province in reach costs (TooFewPawns)
    std::vector<int> atPeaceWith; ///< players whose provinces in reach peace keeps out, in order
    std::optional<Rejection> refusal; ///< the engine's refusal of the cheapest in reach
};

/** The conquests open to the current player in `state`, as Phase::Conquest would see them. */
ConquestOutlook conquestOutlook(const GameState &state);

/**
 * Where Expand's pawns come from, so that the number the guidance gives can be checked
 * against the card: the pawns in hand now, those collected from the provinces, and each tile's
 * reinforcements (Medicine, Field General). The walk read "22 pawns" beside a card saying 15.
 */
struct ExpandSources
{
    int inHand = 0;                              ///< pawns in hand before Expand
    int collected = 0;                           ///< taken up from the provinces, one left in each
    std::vector<std::pair<TileKind, int>> tiles; ///< reinforcements by the tile giving them
    RuleSetId ruleSet = RuleSetId::Classic;      ///< whose names the tiles have
};

/**
 * What the acting player must do now and the numbers behind each choice, as data: the window
 * words it. Every number is the engine's (look-aheads on copies of the state, the rule set's
 * prices), so a rule set that changes a price changes the guidance.
 */
struct PhaseGuidance
{
    GuidanceStep step = GuidanceStep::GameOver;
    int actor = -1;   ///< who must act (the defender in Phase::Redeploy)
    int current = -1; ///< whose turn it is
    std::vector<int> winners;

    // Choosing a civilization
    bool justDeclined = false;   ///< the current player's empire went into decline this turn
    int pointsPerSlotPassed = 0; ///< victory points paid for each civilization passed over
    int pointsPerCoin = 0;       ///< victory points each coin on the chosen civilization gives
    /** The civilization chosen now conquers in this same turn (Online 2013's first turn). */
    bool entersAtOnce = false;
    /**
     * The player's first choice of the game: the players who played their first turn before
     * it, in seat order (the walk saw the computers' round 1 on the map with no word about it).
     */
    std::vector<int> playedBefore;

    // Expand or decline
    bool onBoard = false;            ///< the active civilization holds provinces (Expand collects)
    int expandPawns = 0;             ///< pawns in hand after Expand
    ExpandSources expandSources;     ///< where those pawns come from
    bool declineLater = false;       ///< Rebirth: the decline comes at the end of the turn instead
    int declineScore = 0;            ///< victory points a decline scores now (0 if refused)
    bool mayReorganizeFirst = false; ///< Philosophy: the pawns may be moved before declining
    /** What Expand would find to conquer (a look-ahead): nothing, and why, warns before it. */
    ConquestOutlook afterExpand;
    /**
     * Provinces of the older empire in decline that declining now clears from the board. The
     * rules' special case: an empire with no province left may be declined, and "the previous
     * declining empire is still removed from the board" (the walk was asked "expand or
     * decline?" with nothing said of what either did to such an empire).
     */
    int decliningCleared = 0;

    // Conquest and reorganization
    int hand = 0;            ///< pawns in the active civilization's hand
    bool mayAbandon = false; ///< before the first conquest an own province may be abandoned
    bool firstTurn = false;  ///< these conquests go on from the choice (Online 2013's first turn)
    bool secondConquest = false; ///< Army: the second conquest phase, the pawns collected again
    int parts = 0;               ///< parts to choose from (KeepPart)
    ConquestOutlook outlook;     ///< whether anything can be conquered now, and if not why
    std::optional<Rejection> blocker;       ///< why the reorganization (or decline) cannot end yet
    std::optional<int> reorganizationScore; ///< points ending the reorganization scores now

    // Survivors
    int survivors = 0; ///< pawns the defender still has to place

    // The turn's options by the tiles held (the turn bar's buttons), from the functions the
    // engine's own checks ask (game/turnallowances.h, checkPeace): the window restates no rule.
    bool offersReorganizeFirst = false; ///< Philosophy held (the check may still refuse it now)
    int espionagePerTurn = 0;           ///< Espionage's uses per turn; 0 without the tile
    int espionageLeft = 0;              ///< of those, still open this turn
    bool offersPeace = false;           ///< Diplomacy held
    std::vector<int> peacePossible;     ///< the opponents peace may be declared with now
    int fortsPerTurn = 0; ///< forts placed by hand per turn; 0 without Fortification or when the
                          ///< game places them (Online 2013)
    int fortsLeft = 0;    ///< of those, still to place this turn
};

/** The guidance for `state`; `computerActing` when a program-played seat must act. */
PhaseGuidance phaseGuidance(const GameState &state, bool computerActing);

/** Victory points a decline would score now (a look-ahead on a copy of the state); 0 if refused. */
int declineScorePreview(const GameState &state);
/** Provinces of the older declining empire a decline now would clear; 0 if refused. */
int decliningProvincesClearedPreview(const GameState &state);
/** Pawns Expand would collect into hand (with Medicine and Field General); 0 if refused. */
int expandPawnsPreview(const GameState &state);
/** Where the pawns Expand gives come from (a look-ahead on a copy); none if refused. */
ExpandSources expandSourcesPreview(const GameState &state);
/** Victory points ending the reorganization would score, if it is accepted now. */
std::optional<int> reorganizationScorePreview(const GameState &state);

} // namespace vinci
