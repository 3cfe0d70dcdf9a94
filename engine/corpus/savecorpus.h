#pragma once

#include "game/gameoptions.h"
#include "io/savegame.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace vinci {

/**
 * The corpus of saved games (tests/data/corpus, docs/reliability.md): complete games whose
 * every turn's outcome is recorded, replayed on every build so that a change altering a rule's
 * outcome is noticed, and regenerated on purpose when it should.
 */

/** How one corpus game is made: its map, options and seed, and who plays each seat. */
struct CorpusRecipe
{
    QString file;  ///< the save's file name in the corpus folder
    QString mapId; ///< a shipped map
    GameOptions options;
    QStringList seats; ///< each seat's player kind (aiKinds()); their number is the player count
    int formatVersion = 0; ///< the save format it is written in; 0: the current one
};

/**
 * The seed of seat `seat`'s player in a corpus game of `gameSeed`: each seat draws its own, and
 * a recipe needs no more than the game's seed.
 */
quint64 corpusSeatSeed(quint64 gameSeed, int seat);

/** The outcome of one turn of a recorded game, as the corpus keeps it. */
struct TurnDigest
{
    int round = 0;
    int turnNumber = 0;
    int player = -1;
    int lastAction = -1; ///< the index of the turn's last action
    QString digest;      ///< stateDigest() of the state after that action

    bool operator==(const TurnDigest &) const = default;
};

/**
 * The digest after every turn of a game: the turns of ReplayModel, each with the stateDigest()
 * of the state after its last action. Nothing when an action is illegal (`error` says which).
 */
std::optional<std::vector<TurnDigest>> turnDigests(std::shared_ptr<const ProvinceGraph> board,
                                                   const GameOptions &options,
                                                   const std::vector<Action> &actions,
                                                   QString *error = nullptr);

/** The recorded digests as the save's metadata keeps them ("corpus" → "turns") and back. */
QJsonObject turnDigestsToJson(const std::vector<TurnDigest> &turns);
std::vector<TurnDigest> turnDigestsFromJson(const QJsonObject &corpus);

/** Where a corpus game first departs from its record. */
struct CorpusMismatch
{
    QString file;
    int round = 0;
    int turnNumber = 0;
    int player = -1; ///< 0-based; the message says "player N + 1"
    QString fault;   ///< what differs, in English (a test's message, not the player's)

    /** "europe-classic-4.vinci: round 5, turn 18, player 3: ..." */
    QString message() const;
};

/**
 * Replays `game` action by action on `board` and compares the state after every turn with
 * `recorded`. The first turn that differs (or whose actions are no longer legal, or is missing
 * or extra) is returned, named by file, round, turn and player; nothing when all agree.
 */
std::optional<CorpusMismatch> checkCorpusGame(const QString &file, const SavedGame &game,
                                              const std::vector<TurnDigest> &recorded,
                                              std::shared_ptr<const ProvinceGraph> board);

/** The corpus's manifest (corpus.json): every game's recipe. On a fault, `error` says why. */
std::optional<std::vector<CorpusRecipe>> readCorpusManifest(const QString &fileName,
                                                            QString *error = nullptr);

/**
 * Plays a corpus game from its recipe: the computer seats play it to its end. The save's
 * metadata names the seats (as the game's New Game does, so Game ▸ Open shows them) and holds
 * the recipe's seats and the digest of every turn under "corpus". Nothing on a fault.
 */
std::optional<LoadedGame> playCorpusGame(const CorpusRecipe &recipe,
                                         const std::shared_ptr<const ProvinceGraph> &board,
                                         QString *error = nullptr);

/** The save document of a corpus game, in the recipe's format version. */
QByteArray corpusSaveDocument(const CorpusRecipe &recipe, const LoadedGame &game);

/** What a set of games shows of the rules: the tiles played and the kinds of move made. */
struct CorpusCoverage
{
    std::vector<TileKind> tilesChosen[2]; ///< by rule set (RuleSetId as index), sorted, unique
    int expansionTurns[2] = {};
    int declineTurns[2] = {};
    int finishedGames[2] = {};
    /** What is missing: every tile of the rule set's bag chosen, both kinds of turn, finished. */
    QStringList missing() const;
};

/** Adds a game's tiles and turns to `coverage` (it replays the game for its events). */
void addCoverage(CorpusCoverage &coverage, const LoadedGame &game);

} // namespace vinci
