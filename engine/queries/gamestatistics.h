#pragma once

#include "game/action.h"
#include "game/gamestate.h"
#include "rules/tilekind.h"

#include <QString>

#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace vinci {

/**
 * Where a player's victory points came from, as the rules scored them: every point of the final
 * score is in exactly one source, so total() is the player's score.
 */
struct PointsBySource
{
    int start = 0;     ///< the starting score (the rule set's, or a virtual player's own)
    int provinces = 0; ///< the active empires' provinces themselves
    /** The active empires' tile bonuses, by tile (Slavery's pawns included). */
    std::map<TileKind, int> tiles;
    int coinsCollected = 0; ///< coins on the civilizations taken, at their value
    int passingOver = 0;    ///< paid for the civilizations passed over (0 or less)
    /** The declining empires' provinces, with the tiles they kept ("in decline" tiles). */
    int declined = 0;

    int tilesTotal() const;
    /** Coins collected less the price of passing over. */
    int coins() const { return coinsCollected + passingOver; }
    int total() const { return start + provinces + tilesTotal() + coins() + declined; }
};

/**
 * A player's pawns that went back to the stock, by the moment they left: when another player
 * conquered one of their provinces (with the survivors that had nowhere to go), when they went
 * into decline (all but one per province, the hand, the older declining empire), and in their
 * own turns (declining provinces cleared by contact with their new empire, their own declining
 * province conquered, Field General's or Legions' pawns leaving). A reorganization loses none:
 * the pawns lifted go to the hand.
 */
struct PawnsLost
{
    int toConquests = 0;
    int atDeclines = 0;
    int inOwnTurns = 0;

    int total() const { return toConquests + atDeclines + inOwnTurns; }
};

/** One player's game, from its first action to its last. */
struct PlayerStatistics
{
    PointsBySource points;
    /** Provinces held (active and declining) at the end of each round; [0] is round 1. */
    std::vector<int> provincesPerRound;
    PawnsLost pawnsLost;
    int civilizations = 0; ///< civilizations taken
    int declines = 0;      ///< times gone into decline
    bool virtualPlayer = false;
    int finalScore = 0; ///< the score in the last state
};

/**
 * The numbers of a whole game, for the statistics page after it: computed by replaying its
 * actions and reading what each did (the Scored events' lines, the civilizations' coins, the
 * pawns each player's stock got back), so they are the engine's own scoring, not a second one.
 */
struct GameStatistics
{
    std::vector<PlayerStatistics> players;
    int completedRounds = 0; ///< rounds played to their end (the last round of a finished game)

    /** The statistics of `actions` played from the start; nothing if one is illegal (`error`
     * says why, as replay() does). */
    static std::optional<GameStatistics> fromGame(std::shared_ptr<const ProvinceGraph> board,
                                                  const GameOptions &options,
                                                  const std::vector<Action> &actions,
                                                  QString *error = nullptr);
};

/** Provinces `player` holds with either civilization. */
int provincesHeld(const GameState &state, int player);

} // namespace vinci
