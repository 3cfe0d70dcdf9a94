#pragma once

#include "game/gameoptions.h"
#include "map/provincegraph.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace vinci {

/** What `vinci --simulate` plays: seats, games, seed and the rules' options. */
struct SimulationConfig
{
    std::shared_ptr<const ProvinceGraph> board;
    /** The player kind of each seat (aiKinds()); their number is the player count. */
    QStringList seats;
    int games = 100;
    quint64 seed = 1;
    /**
     * Options every game starts from; playerCount, seed and virtualSeats are set per game (a
     * seat is virtual exactly when its kind plays a rulebook virtual seat).
     */
    GameOptions options;
    int threads = 0; ///< 0: as many as the machine has cores
    /** Milliseconds per decision for the players that search (AiPlayer::setThinkingTime). */
    int thinkMs = 0;
};

/** A 95% (or other) confidence interval for a proportion. */
struct ProportionInterval
{
    double low = 0.0;
    double high = 0.0;
};

/**
 * The Wilson score interval for `successes` out of `trials` (z = 1.96 for 95%). Good at the
 * extremes and for small samples, where the normal approximation is not. `successes` may be
 * fractional (shared wins).
 */
ProportionInterval wilsonInterval(double successes, int trials, double z = 1.96);

/** One seat's results over the whole run. */
struct SeatResult
{
    QString kind;
    double wins = 0.0;    ///< shared wins count 1/k for each of k tied winners
    int outrightWins = 0; ///< games won alone
    double meanScore = 0.0;
};

/** What a run measured. */
struct SimulationResult
{
    int gamesPlayed = 0;
    QStringList failures; ///< games that could not be played to the end, and why
    double seconds = 0.0;
    int threads = 1;
    double meanRounds = 0.0;
    double meanTurns = 0.0;
    std::vector<SeatResult> seats;

    double gamesPerSecond() const { return seconds > 0 ? gamesPlayed / seconds : 0.0; }
};

/**
 * Checks a configuration: known kinds, a player count the rules and the map allow, at least one
 * game. Returns the fault (translated), or nothing.
 */
std::optional<QString> checkSimulation(const SimulationConfig &config);

/**
 * Plays the games on `threads` threads. Game i uses seed splitmix(seed, i) for the game and for
 * each seat's player, so a run gives the same results however many threads play it.
 * `progress(done, total)` is called from the calling thread now and then.
 */
SimulationResult runSimulation(const SimulationConfig &config,
                               const std::function<void(int, int)> &progress = {});

/** The report `vinci --simulate` prints (translated). */
QString simulationReport(const SimulationConfig &config, const SimulationResult &result);

} // namespace vinci
