// Decision time per turn for each program player, on the Europe map: the player under test sits
// in seat 0 against three rulebook virtual players (or, for the searching levels, three normal
// Strategists, whose look-ahead turns cost more); every decide() call of one of its turns is
// added up (the window plays AI turns step by step, so this is the wait for a whole turn).
// Reports the median and the maximum per turn as counters, in milliseconds: wall-clock time
// (what the window waits) and the thread's CPU time (`cpu_` counters: the time on one core,
// unaffected by other work sharing the machine).
//
//   build/bench/bench_ai [--benchmark_filter=strategist]

#include "ai/aiplayer.h"
#include "game/play.h"
#include "protocol/mapresolver.h"

#include <QElapsedTimer>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

using namespace vinci;

namespace {

std::shared_ptr<const ProvinceGraph> europe()
{
    static const auto board = [] {
        QString error;
        auto loaded = mapDirectoryResolver({QStringLiteral(VINCI_SOURCE_DIR "/maps")})(
            QStringLiteral("europe"), &error);
        if (!loaded)
            std::fprintf(stderr, "%s\n", qPrintable(error));
        return loaded;
    }();
    return board;
}

/** The CPU time this thread has used, in milliseconds. */
double threadCpuMilliseconds()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) / 1e6;
}

/**
 * Plays one game, `kind` in seat 0 against three `opponents`, and appends the milliseconds
 * seat 0 spent deciding each of its turns, by the clock and in CPU time.
 */
void timeOneGame(const QString &kind, const QString &opponents, quint64 seed,
                 std::vector<double> &turnMilliseconds, std::vector<double> &turnCpuMilliseconds)
{
    GameOptions options;
    options.playerCount = 4;
    options.seed = seed;
    const bool virtualOpponents = findAiKind(opponents)->virtualSeat;
    options.virtualSeats = {findAiKind(kind)->virtualSeat, virtualOpponents, virtualOpponents,
                            virtualOpponents};
    std::vector<std::unique_ptr<AiPlayer>> players;
    players.push_back(makeAiPlayer(kind, seed));
    for (int seat = 1; seat < 4; ++seat) {
        players.push_back(makeAiPlayer(opponents, seed * 10 + seat));
        players.back()->setExplaining(false);
    }
    GameState state = *newGame(europe(), options);
    int turn = -1;
    double spent = 0.0;
    double spentCpu = 0.0;
    while (!state.isOver()) {
        const int acting = state.actingPlayer();
        if (acting == 0 && state.currentPlayer == 0 && state.turnNumber != turn) {
            if (turn >= 0) {
                turnMilliseconds.push_back(spent);
                turnCpuMilliseconds.push_back(spentCpu);
            }
            turn = state.turnNumber;
            spent = 0.0;
            spentCpu = 0.0;
        }
        QElapsedTimer clock;
        clock.start();
        const double cpuStart = threadCpuMilliseconds();
        const AiDecision decision = players[static_cast<std::size_t>(acting)]->decide(state);
        if (acting == 0 && state.currentPlayer == 0) {
            spent += clock.nsecsElapsed() / 1e6;
            spentCpu += threadCpuMilliseconds() - cpuStart;
        }
        applyInPlace(state, decision.action);
    }
    if (turn >= 0) {
        turnMilliseconds.push_back(spent);
        turnCpuMilliseconds.push_back(spentCpu);
    }
}

void decisionTimePerTurn(benchmark::State &state, const char *kind,
                         const char *opponents = "rulebook")
{
    if (!europe()) {
        state.SkipWithError("maps/europe did not load");
        return;
    }
    std::vector<double> turns;
    std::vector<double> cpuTurns;
    quint64 seed = 1;
    for (auto _ : state)
        timeOneGame(QString::fromLatin1(kind), QString::fromLatin1(opponents), seed++, turns,
                    cpuTurns);
    std::sort(turns.begin(), turns.end());
    std::sort(cpuTurns.begin(), cpuTurns.end());
    state.counters["turns"] = static_cast<double>(turns.size());
    state.counters["median_ms"] = turns.empty() ? 0.0 : turns[turns.size() / 2];
    state.counters["p90_ms"] = turns.empty() ? 0.0 : turns[turns.size() * 9 / 10];
    state.counters["max_ms"] = turns.empty() ? 0.0 : turns.back();
    state.counters["cpu_median_ms"] = cpuTurns.empty() ? 0.0 : cpuTurns[cpuTurns.size() / 2];
    state.counters["cpu_p90_ms"] = cpuTurns.empty() ? 0.0 : cpuTurns[cpuTurns.size() * 9 / 10];
    state.counters["cpu_max_ms"] = cpuTurns.empty() ? 0.0 : cpuTurns.back();
}

} // namespace

BENCHMARK_CAPTURE(decisionTimePerTurn, rulebook, "rulebook")
    ->Iterations(20)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(decisionTimePerTurn, rulebook_variant, "rulebook-variant")
    ->Iterations(20)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(decisionTimePerTurn, strategist_easy, "strategist-easy")
    ->Iterations(10)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(decisionTimePerTurn, strategist_normal, "strategist-normal")
    ->Iterations(10)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(decisionTimePerTurn, strategist_hard, "strategist-hard")
    ->Iterations(10)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(decisionTimePerTurn, strategist_hard_vs_normal, "strategist-hard",
                  "strategist-normal")
    ->Iterations(10)
    ->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
