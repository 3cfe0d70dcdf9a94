#pragma once

#include "headlessmode.h"
#include "io/savegame.h"

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QStringList>

#include <optional>

class QCommandLineParser;
class QTextStream;

namespace vinci {

/**
 * `vinci --simulate --players 4 --ai rulebook,rulebook,strategist,rulebook --games 1000
 * --seed 1 [--map europe] [--rules classic] [--threads N] [--virtual-pawns N]
 * [--virtual-score N] [--victory-target N]`: plays the games with no window and prints games
 * per second, each seat's win share with its 95% Wilson interval, mean scores and game length,
 * with the progress on stderr (ProgressReport: a bar on a terminal, a line now and then into a
 * file or a pipe).
 */
class SimulateCommand : public HeadlessMode
{
    Q_DECLARE_TR_FUNCTIONS(SimulateCommand)

public:
    /** Adds the command's options to `parser`, which must outlive this object. */
    explicit SimulateCommand(QCommandLineParser &parser);

    /** --simulate; asked for before any QCoreApplication exists. */
    static constexpr ModeOptionName modeOption{"simulate"};
    /** The map given with --map, when one was (the window opens its new game dialog on it). */
    std::optional<QString> chosenMap() const;

    /**
     * Runs the parsed command. Returns the exit code: 0 done, 1 a game or the map failed,
     * 2 bad usage. The report goes to `out`, progress and faults to `errors`.
     */
    int run(const BoardResolver &resolveBoard, QTextStream &out, QTextStream &errors) const;

private:
    QCommandLineOption m_players;
    QCommandLineOption m_ai;
    QCommandLineOption m_games;
    QCommandLineOption m_seed;
    QCommandLineOption m_map;
    QCommandLineOption m_rules;
    QCommandLineOption m_threads;
    QCommandLineOption m_virtualPawns;
    QCommandLineOption m_virtualScore;
    QCommandLineOption m_victoryTarget;
    QCommandLineOption m_thinkMs;
};

/**
 * `vinci --engine`: the JSON-lines protocol on standard input and output (docs/protocol.md),
 * for scripts and other people's bots.
 */
class EngineCommand : public HeadlessMode
{
    Q_DECLARE_TR_FUNCTIONS(EngineCommand)

public:
    explicit EngineCommand(QCommandLineParser &parser);

    static constexpr ModeOptionName modeOption{"engine"};

    /** Serves requests until the input ends or "quit"; returns 0. */
    int run(const BoardResolver &resolveBoard) const;
};

} // namespace vinci
