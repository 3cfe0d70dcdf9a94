#pragma once

#include "ai/aiplayer.h"
#include "game/gamestate.h"
#include "io/savegame.h"

#include <QByteArray>
#include <QIODevice>
#include <QJsonObject>

#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace vinci {

/** The version of the JSON-lines protocol (docs/protocol.md). */
inline constexpr int engineProtocolVersion = 1;

/**
 * One `vinci --engine` session: a game (board, options, actions) driven by JSON requests, one
 * object a line, each answered by one JSON object (docs/protocol.md). A malformed line, an
 * unknown command or an illegal action is answered with an error object naming the fault; the
 * session goes on. Maps are found by name through the resolver.
 */
class EngineSession
{
public:
    explicit EngineSession(BoardResolver resolveBoard);

    /** The answer to one request line (without its newline). */
    QJsonObject handleLine(QByteArrayView line);

    /** Whether a "quit" request was handled. */
    bool quitRequested() const { return m_quit; }

    /** The game in progress, if any. */
    const std::optional<GameState> &state() const { return m_state; }

private:
    QJsonObject handle(const QJsonObject &request);
    QJsonObject hello() const;
    /** A game's board and options, read from a "new" or "setup" request. */
    struct GameSetting
    {
        std::shared_ptr<const ProvinceGraph> board;
        GameOptions options;
    };
    std::optional<GameSetting> readGameSetting(const QJsonObject &request,
                                               QJsonObject *refusal) const;
    /** Starts playing `state`; a set-up one is also where undo replays from. */
    void begin(GameSetting setting, GameState state, bool setUp);
    QJsonObject newGame(const QJsonObject &request);
    QJsonObject setup(const QJsonObject &request);
    QJsonObject stateReply(const QJsonObject &request) const;
    QJsonObject legal() const;
    QJsonObject applyAction(const QJsonObject &request);
    QJsonObject undo(const QJsonObject &request);
    QJsonObject save(const QJsonObject &request) const;
    QJsonObject load(const QJsonObject &request);
    QJsonObject aiMove(const QJsonObject &request);
    QJsonObject play(const Action &action, QJsonObject reply);
    QJsonObject noGame() const;

    BoardResolver m_resolveBoard;
    std::shared_ptr<const ProvinceGraph> m_board;
    GameOptions m_options;
    std::vector<Action> m_actions;
    /** The position a "setup" gave, which m_actions follow; none for a new or loaded game. */
    std::optional<GameState> m_start;
    std::optional<GameState> m_state;
    std::map<QString, std::unique_ptr<AiPlayer>> m_players; ///< by "kind/seed"
    bool m_quit = false;
};

/** An error reply: {"ok": false, "error": {"code": code, "message": message}}. */
QJsonObject protocolError(const QString &code, const QString &message);

/**
 * Serves requests from `in` to `out`, one JSON line answered by one JSON line, until the input
 * ends or a "quit" request. Returns the number of requests answered.
 */
int runEngineProtocol(QIODevice &in, QIODevice &out, const BoardResolver &resolveBoard);

/** The same on the process's standard input and output (`vinci --engine`). */
int runEngineProtocolOnStandardStreams(const BoardResolver &resolveBoard);

} // namespace vinci
