// The replay model (engine/replay): one turn back and forward in the middle and at the end of a
// 13-round game (the corpus's two-player Online 2013 game on Europe), with the replay viewer's
// snapshots and without them (every step replayed from the start). Target: 50 ms a step.
//
//   build/bench/bench_replay [--benchmark_filter=...]

#include "io/savegame.h"
#include "protocol/mapresolver.h"
#include "replay/replaymodel.h"

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>

using namespace vinci;

namespace {

const LoadedGame &thirteenRoundGame()
{
    static const LoadedGame game = [] {
        QString error;
        auto loaded = readSaveGame(
            QStringLiteral(VINCI_SOURCE_DIR "/tests/data/corpus/online-europe-2.vinci"),
            mapDirectoryResolver({QStringLiteral(VINCI_SOURCE_DIR "/maps")}), &error);
        if (!loaded) {
            std::printf("%s\n", qPrintable(error));
            std::exit(1);
        }
        std::printf("The game: %d rounds, %zu actions\n", loaded->state.round,
                    loaded->saved.actions.size());
        return std::move(*loaded);
    }();
    return game;
}

ReplayModel model(int interval)
{
    const LoadedGame &game = thirteenRoundGame();
    return *ReplayModel::build(game.state.board, game.saved.options, game.saved.actions, nullptr,
                               interval);
}

enum Where
{
    Middle,
    End
};

/** The position a step starts from: the start of the middle turn, or the game's end. */
void seekStart(ReplayModel &replay, int where)
{
    if (where == Middle)
        replay.jumpToTurn(static_cast<int>(replay.turns().size()) / 2);
    else
        replay.seek(replay.actionCount());
}

/** A step's cases: from the middle or the end, with the viewer's snapshots and without. */
void atMiddleAndEnd(benchmark::internal::Benchmark *benchmark)
{
    benchmark->ArgNames({"end", "snapshotEvery"})
        ->Args({Middle, ReplayModel::defaultSnapshotInterval})
        ->Args({End, ReplayModel::defaultSnapshotInterval})
        ->Args({Middle, 0})
        ->Args({End, 0})
        ->Unit(benchmark::kMillisecond);
}

void stepBackOneTurn(benchmark::State &state)
{
    ReplayModel replay = model(static_cast<int>(state.range(1)));
    for (auto _ : state) {
        state.PauseTiming();
        seekStart(replay, static_cast<int>(state.range(0)));
        state.ResumeTiming();
        replay.previousTurn();
        benchmark::DoNotOptimize(replay.state());
    }
}
BENCHMARK(stepBackOneTurn)->Apply(atMiddleAndEnd);

void stepForwardOneTurn(benchmark::State &state)
{
    ReplayModel replay = model(static_cast<int>(state.range(1)));
    for (auto _ : state) {
        state.PauseTiming();
        // One turn before the middle or the last turn, then forward: the viewer's "next turn".
        seekStart(replay, static_cast<int>(state.range(0)));
        replay.previousTurn();
        if (state.range(0) == End)
            replay.jumpToTurn(static_cast<int>(replay.turns().size()) - 1);
        state.ResumeTiming();
        replay.nextTurn();
        benchmark::DoNotOptimize(replay.state());
    }
}
BENCHMARK(stepForwardOneTurn)->Apply(atMiddleAndEnd);

/** Opening a game in the viewer: the whole game replayed once, its snapshots kept. */
void buildModel(benchmark::State &state)
{
    for (auto _ : state)
        benchmark::DoNotOptimize(model(ReplayModel::defaultSnapshotInterval));
}
BENCHMARK(buildModel)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
