#include "headless/headlesscommands.h"

#include "ai/aiplayer.h"
#include "game/gameoptions.h"
#include "headless/progressreport.h"
#include "protocol/enginesession.h"
#include "protocol/simulation.h"

#include <QCommandLineParser>
#include <QDir>
#include <QTextStream>

#include <algorithm>
#include <limits>
#include <optional>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

/** A whole number from an option, within bounds; nothing (and a message) otherwise. */
std::optional<qint64> wholeNumber(const QString &text, qint64 low, qint64 high,
                                  const QString &option, QTextStream &errors)
{
    bool ok = false;
    const qint64 value = text.toLongLong(&ok);
    if (!ok || value < low || value > high) {
        errors << QCoreApplication::translate("SimulateCommand",
                                              "--%1 must be a whole number from %2 to %3, not "
                                              "\"%4\".")
                      .arg(option)
                      .arg(low)
                      .arg(high)
                      .arg(text)
               << Qt::endl;
        return std::nullopt;
    }
    return value;
}

} // namespace

SimulateCommand::SimulateCommand(QCommandLineParser &parser)
    : HeadlessMode(parser, {modeOption.toString(),
                            tr("Play games between program players, no window, and print "
                               "their results.")})
    , m_players(u"players"_s, tr("Players per game (simulate; default: the --ai list's length)."),
                tr("count"))
    , m_ai(u"ai"_s,
           tr("Comma-separated player kinds by seat (simulate): rulebook, rulebook-formula, "
              "rulebook-attack, rulebook-variant, strategist-easy, strategist-normal, "
              "strategist-hard, strategist, random."),
           tr("kinds"), u"strategist,rulebook,rulebook,rulebook"_s)
    , m_games(u"games"_s, tr("Games to play (simulate)."), tr("count"), u"100"_s)
    , m_seed(u"seed"_s, tr("Seed of the whole run (simulate)."), tr("number"), u"1"_s)
    , m_map(u"map"_s,
            tr("Map name, folder or map package file (.vincimap): the map of the simulation (a "
               "package read, not installed), or the window's new game on it (a package "
               "installed first)."),
            tr("map"), u"europe"_s)
    , m_rules(u"rules"_s, tr("Rule set (simulate): classic or online (Online 2013)."), tr("rules"),
              u"classic"_s)
    , m_threads(u"threads"_s, tr("Threads to play on (simulate; default: every core)."),
                tr("count"), u"0"_s)
    , m_virtualPawns(u"virtual-pawns"_s,
                     tr("Extra pawns of the virtual players' civilizations (simulate; "
                        "rulebook: 8, harder: 9 or more)."),
                     tr("count"), u"8"_s)
    , m_virtualScore(u"virtual-score"_s,
                     tr("Virtual players' starting score (simulate; rulebook: 10, harder: 15)."),
                     tr("points"), u"10"_s)
    , m_victoryTarget(u"victory-target"_s,
                      tr("Victory points that end the game (simulate; default: %1 with "
                         "virtual players, else the map's).")
                          .arg(virtualPlayersVictoryTarget()),
                      tr("points"), u"0"_s)
    , m_thinkMs(u"think-ms"_s,
                tr("Milliseconds per decision for the players that search (simulate; "
                   "strategist-hard; default: its own count of look-aheads)."),
                tr("milliseconds"), u"0"_s)
{
    parser.addOptions({m_players, m_ai, m_games, m_seed, m_map, m_rules, m_threads, m_virtualPawns,
                       m_virtualScore, m_victoryTarget, m_thinkMs});
}

std::optional<QString> SimulateCommand::chosenMap() const
{
    if (!m_parser.isSet(m_map))
        return std::nullopt;
    return m_parser.value(m_map);
}

int SimulateCommand::run(const BoardResolver &resolveBoard, QTextStream &out,
                         QTextStream &errors) const
{
    SimulationConfig config;
    config.seats = m_parser.value(m_ai).split(u',', Qt::SkipEmptyParts);
    for (QString &seat : config.seats)
        seat = seat.trimmed();
    if (m_parser.isSet(m_players)) {
        // Up to the most any rule set allows; checkOptions() judges the count for the rules.
        const int most = std::max(rulesPlayerCounts(RuleSetId::Classic).max,
                                  rulesPlayerCounts(RuleSetId::Online2013).max);
        const auto players = wholeNumber(m_parser.value(m_players), 1, most, u"players"_s, errors);
        if (!players)
            return 2;
        // A single kind fills every seat; otherwise there must be one kind per seat.
        if (config.seats.size() == 1)
            config.seats = QStringList(static_cast<int>(*players), config.seats.front());
        if (config.seats.size() != *players) {
            errors << tr("--ai names %n seat(s) but --players asks for %1.", nullptr,
                         static_cast<int>(config.seats.size()))
                          .arg(*players)
                   << Qt::endl;
            return 2;
        }
    }
    const auto games = wholeNumber(m_parser.value(m_games), 1, 10'000'000, u"games"_s, errors);
    const auto seed = wholeNumber(m_parser.value(m_seed), 0, std::numeric_limits<qint64>::max(),
                                  u"seed"_s, errors);
    const auto threads = wholeNumber(m_parser.value(m_threads), 0, 256, u"threads"_s, errors);
    const auto virtualPawns =
        wholeNumber(m_parser.value(m_virtualPawns), 0, 50, u"virtual-pawns"_s, errors);
    const auto virtualScore =
        wholeNumber(m_parser.value(m_virtualScore), 0, 100, u"virtual-score"_s, errors);
    const auto target =
        wholeNumber(m_parser.value(m_victoryTarget), 0, 100000, u"victory-target"_s, errors);
    const auto thinkMs =
        wholeNumber(m_parser.value(m_thinkMs), 0, 3'600'000, u"think-ms"_s, errors);
    if (!games || !seed || !threads || !virtualPawns || !virtualScore || !target || !thinkMs)
        return 2;
    const auto rules = ruleSetFromKey(m_parser.value(m_rules));
    if (!rules) {
        errors << tr("Unknown rule set \"%1\": classic or online.").arg(m_parser.value(m_rules))
               << Qt::endl;
        return 2;
    }
    config.options.ruleSet = *rules;
    config.games = static_cast<int>(*games);
    config.seed = static_cast<quint64>(*seed);
    config.threads = static_cast<int>(*threads);
    config.options.virtualExtraPawns = static_cast<int>(*virtualPawns);
    config.options.virtualStartingScore = static_cast<int>(*virtualScore);
    config.options.victoryTarget = static_cast<int>(*target);
    config.thinkMs = static_cast<int>(*thinkMs);
    QString error;
    config.board = resolveBoard(m_parser.value(m_map), &error);
    if (!config.board) {
        errors << error << Qt::endl;
        return 1;
    }
    if (const auto fault = checkSimulation(config)) {
        errors << *fault << Qt::endl;
        return 2;
    }
    ProgressReport progress(errors);
    const SimulationResult result =
        runSimulation(config, [&progress](int done, int total) { progress.show(done, total); });
    progress.finish();
    out << simulationReport(config, result) << Qt::flush;
    return result.failures.isEmpty() ? 0 : 1;
}

EngineCommand::EngineCommand(QCommandLineParser &parser)
    : HeadlessMode(parser, {modeOption.toString(),
                            tr("Speak the JSON-lines engine protocol on standard input and "
                               "output (docs/protocol.md).")})
{}

int EngineCommand::run(const BoardResolver &resolveBoard) const
{
    runEngineProtocolOnStandardStreams(resolveBoard);
    return 0;
}

} // namespace vinci
