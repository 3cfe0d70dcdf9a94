#include "simulation.h"

#include "ai/aiplayer.h"
#include "ai/autoplay.h"
#include "ai/die.h"
#include "game/play.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <atomic>
#include <chrono>
#include <cmath>
#include <thread>

namespace vinci {

namespace {

/** Translations of this file; lupdate reads the context from here, so call SimulationTexts::tr().
 */
struct SimulationTexts
{
    Q_DECLARE_TR_FUNCTIONS(Simulation)
};

/** One game's outcome, kept by game index so that threads do not change the totals. */
struct GameOutcome
{
    bool played = false;
    QString failure;
    std::vector<int> scores;
    std::vector<int> winners;
    int rounds = 0;
    int turns = 0;
};

GameOutcome playOne(const SimulationConfig &config,
                    const std::shared_ptr<const ProvinceGraph> &board, int game)
{
    GameOutcome outcome;
    const int players = static_cast<int>(config.seats.size());
    GameOptions options = config.options;
    options.playerCount = players;
    options.seed = decisionSeed(config.seed, {static_cast<quint64>(game)});
    options.virtualSeats.assign(static_cast<std::size_t>(players), false);
    std::vector<std::unique_ptr<AiPlayer>> owned;
    std::vector<AiPlayer *> seats;
    for (int seat = 0; seat < players; ++seat) {
        const QString &kind = config.seats[seat];
        options.virtualSeats[static_cast<std::size_t>(seat)] = findAiKind(kind)->virtualSeat;
        owned.push_back(makeAiPlayer(
            kind, decisionSeed(config.seed, {static_cast<quint64>(game), 1000u + seat})));
        owned.back()->setExplaining(false); // only the results are reported
        owned.back()->setThinkingTime(config.thinkMs);
        seats.push_back(owned.back().get());
    }
    QString error;
    auto start = newGame(board, options, &error);
    if (!start) {
        outcome.failure = error;
        return outcome;
    }
    const auto end = playToEnd(std::move(*start), seats, nullptr, &error);
    if (!end) {
        outcome.failure = SimulationTexts::tr("game %1: %2").arg(game + 1).arg(error);
        return outcome;
    }
    outcome.played = true;
    for (const PlayerState &player : end->players)
        outcome.scores.push_back(player.score);
    outcome.winners = end->winners;
    outcome.rounds = end->round;
    outcome.turns = end->turnNumber;
    return outcome;
}

} // namespace

ProportionInterval wilsonInterval(double successes, int trials, double z)
{
    if (trials <= 0)
        return {0.0, 1.0};
    const double n = trials;
    const double p = successes / n;
    const double z2 = z * z;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

std::optional<QString> checkSimulation(const SimulationConfig &config)
{
    if (!config.board)
        return SimulationTexts::tr("No map to play on.");
    if (config.games < 1)
        return SimulationTexts::tr("The number of games must be at least 1.");
    for (const QString &kind : config.seats) {
        if (!findAiKind(kind)) {
            QString error;
            makeAiPlayer(kind, 0, &error);
            return error;
        }
    }
    GameOptions options = config.options;
    options.playerCount = static_cast<int>(config.seats.size());
    options.virtualSeats.assign(static_cast<std::size_t>(options.playerCount), false);
    return checkOptions(options, *config.board);
}

SimulationResult runSimulation(const SimulationConfig &config,
                               const std::function<void(int, int)> &progress)
{
    SimulationResult result;
    const int players = static_cast<int>(config.seats.size());
    std::vector<GameOutcome> outcomes(static_cast<std::size_t>(config.games));
    int threads =
        config.threads > 0 ? config.threads : static_cast<int>(std::thread::hardware_concurrency());
    threads = std::clamp(threads, 1, std::max(1, config.games));
    result.threads = threads;

    QElapsedTimer clock;
    clock.start();
    std::atomic<int> next{0};
    std::atomic<int> done{0};
    // Games are handed out one at a time, so the threads finish within one game of each other.
    auto work = [&] {
        // Each thread plays on its own copy of the board: every copy of a game state (the
        // players' look-aheads make many) counts references to its board, and two threads
        // counting on one shared count would take turns at that memory.
        const auto board = std::make_shared<const ProvinceGraph>(*config.board);
        for (int game = next++; game < config.games; game = next++) {
            outcomes[static_cast<std::size_t>(game)] = playOne(config, board, game);
            ++done;
        }
    };
    std::vector<std::thread> workers;
    for (int i = 0; i < threads; ++i)
        workers.emplace_back(work);
    while (done.load() < config.games) {
        if (progress)
            progress(done.load(), config.games);
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    for (std::thread &worker : workers)
        worker.join();
    if (progress)
        progress(config.games, config.games);
    result.seconds = clock.nsecsElapsed() / 1e9;

    result.seats.resize(static_cast<std::size_t>(players));
    for (int seat = 0; seat < players; ++seat)
        result.seats[static_cast<std::size_t>(seat)].kind = config.seats[seat];
    double rounds = 0;
    double turns = 0;
    for (const GameOutcome &outcome : outcomes) {
        if (!outcome.played) {
            result.failures.append(outcome.failure);
            continue;
        }
        ++result.gamesPlayed;
        rounds += outcome.rounds;
        turns += outcome.turns;
        for (int winner : outcome.winners) {
            SeatResult &seat = result.seats[static_cast<std::size_t>(winner)];
            seat.wins += 1.0 / static_cast<double>(outcome.winners.size());
            if (outcome.winners.size() == 1)
                ++seat.outrightWins;
        }
        for (int seat = 0; seat < players; ++seat)
            result.seats[static_cast<std::size_t>(seat)].meanScore +=
                outcome.scores[static_cast<std::size_t>(seat)];
    }
    if (result.gamesPlayed > 0) {
        result.meanRounds = rounds / result.gamesPlayed;
        result.meanTurns = turns / result.gamesPlayed;
        for (SeatResult &seat : result.seats)
            seat.meanScore /= result.gamesPlayed;
    }
    return result;
}

QString simulationReport(const SimulationConfig &config, const SimulationResult &result)
{
    QString text;
    QTextStream out(&text);
    out << SimulationTexts::tr("%1 on %2 (%3, seed %4) in %5 s on %6: %7 games/s")
               .arg(SimulationTexts::tr("%n game(s)", nullptr, result.gamesPlayed),
                    config.board ? config.board->mapId() : QString(),
                    SimulationTexts::tr("%n player(s)", nullptr,
                                        static_cast<int>(config.seats.size())))
               .arg(config.seed)
               .arg(result.seconds, 0, 'f', 1)
               .arg(SimulationTexts::tr("%n thread(s)", nullptr, result.threads))
               .arg(result.gamesPerSecond(), 0, 'f', 1)
        << '\n';
    out << SimulationTexts::tr("Mean length: %1 rounds, %2 turns")
               .arg(result.meanRounds, 0, 'f', 1)
               .arg(result.meanTurns, 0, 'f', 1)
        << '\n';
    out << SimulationTexts::tr(
               "seat  player              wins    share   95% Wilson interval   mean score")
        << '\n';
    for (std::size_t i = 0; i < result.seats.size(); ++i) {
        const SeatResult &seat = result.seats[i];
        const ProportionInterval interval = wilsonInterval(seat.wins, result.gamesPlayed);
        const double share = result.gamesPlayed > 0 ? seat.wins / result.gamesPlayed : 0.0;
        out << QStringLiteral("%1  %2 %3 %4%   [%5%, %6%]      %7")
                   .arg(i + 1, 4)
                   .arg(seat.kind, -18)
                   .arg(seat.wins, 6, 'f', 1)
                   .arg(100.0 * share, 6, 'f', 1)
                   .arg(100.0 * interval.low, 5, 'f', 1)
                   .arg(100.0 * interval.high, 5, 'f', 1)
                   .arg(seat.meanScore, 8, 'f', 1)
            << '\n';
    }
    out << SimulationTexts::tr(
               "A game won by k tied players counts 1/k of a win for each; the interval treats "
               "those fractions as successes.")
        << '\n';
    for (const QString &failure : result.failures)
        out << SimulationTexts::tr("Failed: %1").arg(failure) << '\n';
    return text;
}

} // namespace vinci
