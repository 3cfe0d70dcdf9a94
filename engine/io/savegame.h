#pragma once

#include "game/action.h"
#include "game/gamestate.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace vinci {

/** What a save file holds besides the state: the game is its options and its actions. */
struct SavedGame
{
    GameOptions options;
    std::vector<Action> actions;
    /** The program's own data (seat names, colours, who plays each seat); kept as is. */
    QJsonObject metadata;
};

/** A game read back: the file's content and the state its actions replay to. */
struct LoadedGame
{
    SavedGame saved;
    GameState state;
};

/** A save's content read and checked, its map found, before its moves are replayed. */
struct ParsedSave
{
    SavedGame saved;
    std::shared_ptr<const ProvinceGraph> board;
    int formatVersion = 0;
    bool hasSnapshot = false;
    QJsonObject snapshot; ///< the saved position, when it has one
};

/**
 * What a save says of itself, read without replaying its moves or finding its map: enough to
 * tell one game from another in a menu or a prompt.
 */
struct SaveSummary
{
    QString mapId;
    int playerCount = 0;
    int round = 0;     ///< the round of its saved position; 0 when the save holds no position
    bool over = false; ///< the game had ended
    int moves = 0;     ///< how many actions it holds: two saves of a round tell apart by it
    /** The program's own data (seat names, who plays each seat), as saved. */
    QJsonObject metadata;
};

/** Finds the board a save names, or says why it cannot (translated). */
using BoardResolver =
    std::function<std::shared_ptr<const ProvinceGraph>(const QString &mapId, QString *error)>;

/**
 * The newest save format this program writes and reads. 2: Online 2013's first turn conquers
 * (docs/rules-decisions.md O11); an Online 2013 game saved in format 1 is refused
 * (onlineFirstTurnFormat), a Classic one still reads.
 */
inline constexpr int saveFormatVersion = 2;

/** The first format whose Online 2013 games play the first turn's conquests. */
inline constexpr int onlineFirstTurnFormat = 2;

/**
 * A larger file is refused before it is read: the longest game the engine allows (30,000
 * actions, six players) saves to about 2 MB, so 32 MB leaves room and keeps a hostile or
 * runaway file (a device, a huge download) from filling memory.
 */
inline constexpr qint64 maxSaveBytes = qint64(32) * 1024 * 1024;

/** The save document: format, version, map, options, actions, metadata and a state snapshot. */
QByteArray saveGameToJson(const GameState &state, const SavedGame &game);

/** Writes the save with QSaveFile (all or nothing); on failure says why, naming the file. */
bool writeSaveGame(const QString &fileName, const GameState &state, const SavedGame &game,
                   QString *error = nullptr);

/**
 * Reads a save: parses it, finds its map, replays its actions and checks the replayed state
 * against the snapshot. A truncated, corrupt or newer-version file, a missing or changed map, an
 * illegal action: nothing is returned and `error` names the file and the fault.
 */
std::optional<LoadedGame> readSaveGame(const QByteArray &data, const QString &fileName,
                                       const BoardResolver &resolveBoard, QString *error = nullptr);
std::optional<LoadedGame> readSaveGame(const QString &fileName, const BoardResolver &resolveBoard,
                                       QString *error = nullptr);

/**
 * The first half of readSaveGame(): the document parsed, its version, map, options and actions
 * read and checked, nothing replayed. For those who replay it themselves (the corpus test,
 * which compares every turn; docs/reliability.md).
 */
std::optional<ParsedSave> parseSaveGame(const QByteArray &data, const QString &fileName,
                                        const BoardResolver &resolveBoard,
                                        QString *error = nullptr);

/**
 * The summary of a save: parses the document and reads its options, position and metadata, but
 * replays nothing and loads no map (a menu of eight games stays quick). Nothing for a file that
 * is not a readable Vinci save or is larger than maxSaveBytes.
 */
std::optional<SaveSummary> readSaveSummary(const QByteArray &data);
std::optional<SaveSummary> readSaveSummary(const QString &fileName);

} // namespace vinci
