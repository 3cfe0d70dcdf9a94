// The rules engine: whole games of random legal actions, and the functions a turn calls most
// (conquest costs, legal actions while conquering, the parts of an empire). Boards: the grid
// test board, the rules-example board and maps/europe (loaded with the map loader).
//
//   build/bench/bench_engine [--benchmark_filter=...]

#include "ai/aiplayer.h"
#include "ai/autoplay.h"
#include "ai/randomplayer.h"
#include "game/play.h"
#include "mapformat/maploader.h"
#include "rules/cohesion.h"
#include "rules/conquestcost.h"
#include "testmaps.h"

#include <QFile>

#include <benchmark/benchmark.h>

#include <cstdio>

using namespace vinci;

namespace {

enum BoardId
{
    Grid,
    Example,
    Europe
};

std::shared_ptr<const ProvinceGraph> board(int id)
{
    static const auto grid = testmaps::gridBoard(7, 6);
    static const auto example = testmaps::rulesExampleBoard();
    static const auto europe = []() -> std::shared_ptr<const ProvinceGraph> {
        const QString folder = QStringLiteral(VINCI_SOURCE_DIR "/maps/europe");
        if (!QFile::exists(folder + QStringLiteral("/map.json")))
            return nullptr;
        const MapLoadResult loaded = MapLoader::load(folder);
        if (!loaded.ok()) {
            std::printf("maps/europe does not load: %s\n", qPrintable(loaded.errorString()));
            return nullptr;
        }
        return loaded.map->graph;
    }();
    switch (id) {
    case Grid:
        return grid;
    case Example:
        return example;
    default:
        return europe;
    }
}

const char *boardName(int id)
{
    return id == Grid ? "grid 7x6" : id == Example ? "rules example" : "europe";
}

GameOptions options(quint64 seed, int players)
{
    GameOptions result;
    result.seed = seed;
    result.playerCount = players;
    result.autoRedeploy = false;
    return result;
}

/**
 * Plays one whole game of random legal actions; returns the number of actions. Never inlined,
 * so that a profiler can count one game (valgrind --toggle-collect='*playGame*').
 */
Q_NEVER_INLINE int playGame(const std::shared_ptr<const ProvinceGraph> &map, quint64 seed,
                            int players)
{
    GameState state = *newGame(map, options(seed, players));
    RandomPlayer player(seed);
    int actions = 0;
    while (!state.isOver()) {
        applyInPlace(state, player.chooseAction(state));
        ++actions;
    }
    return actions;
}

/**
 * A position in the middle of a game, in the conquest phase of a player holding an empire of
 * at least `provinces` provinces: what the window and the AIs evaluate most.
 */
std::optional<GameState> midGameConquest(const std::shared_ptr<const ProvinceGraph> &map,
                                         int provinces)
{
    for (quint64 seed = 1; seed < 200; ++seed) {
        GameState state = *newGame(map, options(seed, 4));
        RandomPlayer player(seed);
        while (!state.isOver()) {
            if (state.phase == Phase::Conquest && state.round >= 4 &&
                static_cast<int>(provincesOf(state, state.currentPlayer, Holder::Active).size()) >=
                    provinces)
                return state;
            applyInPlace(state, player.chooseAction(state));
        }
    }
    return std::nullopt;
}

/** A whole game, 4 players, to the rulebook's target (120). */
void fullRandomGame(benchmark::State &bench)
{
    const auto map = board(static_cast<int>(bench.range(0)));
    if (!map) {
        bench.SkipWithError("board not available");
        return;
    }
    bench.SetLabel(boardName(static_cast<int>(bench.range(0))));
    quint64 seed = 1;
    std::int64_t actions = 0;
    for (auto _ : bench)
        actions += playGame(map, seed++, 4);
    bench.counters["actions/game"] =
        benchmark::Counter(double(actions) / double(bench.iterations()));
    bench.counters["actions/s"] = benchmark::Counter(double(actions), benchmark::Counter::kIsRate);
    bench.counters["games/s"] =
        benchmark::Counter(double(bench.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(fullRandomGame)->Arg(Grid)->Arg(Example)->Arg(Europe)->Unit(benchmark::kMillisecond);

/**
 * A whole game of four rulebook virtual players on Europe, as `vinci --simulate --ai rulebook
 * --threads 1` plays it (no explanations worded): the engine and the simplest AI together.
 */
void fullRulebookGame(benchmark::State &bench)
{
    const auto map = board(Europe);
    if (!map) {
        bench.SkipWithError("maps/europe not available");
        return;
    }
    quint64 seed = 1;
    for (auto _ : bench) {
        GameOptions game = options(seed, 4);
        game.virtualSeats = {true, true, true, true};
        std::vector<std::unique_ptr<AiPlayer>> owned;
        std::vector<AiPlayer *> seats;
        for (int seat = 0; seat < 4; ++seat) {
            owned.push_back(makeAiPlayer(u"rulebook", seed * 10 + static_cast<quint64>(seat)));
            owned.back()->setExplaining(false);
            seats.push_back(owned.back().get());
        }
        benchmark::DoNotOptimize(playToEnd(*newGame(map, game), seats));
        ++seed;
    }
    bench.counters["games/s"] =
        benchmark::Counter(double(bench.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(fullRulebookGame)->Unit(benchmark::kMillisecond);

/** cheapestConquest() for every land province, from a mid-game empire. */
void conquestCostEvaluation(benchmark::State &bench)
{
    const auto map = board(static_cast<int>(bench.range(0)));
    const auto state = map ? midGameConquest(map, 5) : std::nullopt;
    if (!state) {
        bench.SkipWithError("no position");
        return;
    }
    bench.SetLabel(boardName(static_cast<int>(bench.range(0))));
    const int me = state->currentPlayer;
    const auto &land = map->landAreas();
    for (auto _ : bench) {
        for (AreaIndex area : land)
            benchmark::DoNotOptimize(cheapestConquest(*state, me, area, false));
    }
    bench.SetItemsProcessed(bench.iterations() * static_cast<std::int64_t>(land.size()));
}
BENCHMARK(conquestCostEvaluation)->Arg(Grid)->Arg(Europe)->Unit(benchmark::kMicrosecond);

/** One conquest cost (Europe, or the grid when Europe is missing). */
void conquestCostSingle(benchmark::State &bench)
{
    const auto map = board(Europe) ? board(Europe) : board(Grid);
    const auto state = midGameConquest(map, 5);
    if (!state) {
        bench.SkipWithError("no position");
        return;
    }
    const int me = state->currentPlayer;
    // The first province the empire can reach.
    AreaIndex target = -1;
    for (AreaIndex area : map->landAreas()) {
        if (!isActiveOf(state->at(area), me) && !approachesTo(*state, me, area).empty()) {
            target = area;
            break;
        }
    }
    for (auto _ : bench)
        benchmark::DoNotOptimize(cheapestConquest(*state, me, target, false));
}
BENCHMARK(conquestCostSingle)->Unit(benchmark::kNanosecond);

/** legalActions() in the conquest phase: every abandon, conquest, espionage and peace checked. */
void legalActionsInConquest(benchmark::State &bench)
{
    const auto map = board(static_cast<int>(bench.range(0)));
    const auto state = map ? midGameConquest(map, 5) : std::nullopt;
    if (!state) {
        bench.SkipWithError("no position");
        return;
    }
    bench.SetLabel(boardName(static_cast<int>(bench.range(0))));
    std::size_t count = 0;
    for (auto _ : bench) {
        const auto actions = legalActions(*state);
        count = actions.size();
        benchmark::DoNotOptimize(actions.data());
    }
    bench.counters["actions"] = double(count);
}
BENCHMARK(legalActionsInConquest)->Arg(Grid)->Arg(Europe)->Unit(benchmark::kMicrosecond);

/**
 * empireParts() on every other land province (many small parts, the worst case), over land
 * only and across the sea (Astronomy).
 */
void empirePartsEveryOther(benchmark::State &bench)
{
    const auto map = board(static_cast<int>(bench.range(0)));
    if (!map) {
        bench.SkipWithError("board not available");
        return;
    }
    const bool acrossSea = bench.range(1) != 0;
    bench.SetLabel(std::string(boardName(static_cast<int>(bench.range(0)))) +
                   (acrossSea ? ", across the sea" : ", over land"));
    std::vector<AreaIndex> provinces;
    for (std::size_t i = 0; i < map->landAreas().size(); i += 2)
        provinces.push_back(map->landAreas()[i]);
    std::size_t parts = 0;
    for (auto _ : bench) {
        const auto result = empireParts(*map, provinces, acrossSea);
        parts = result.size();
        benchmark::DoNotOptimize(result.data());
    }
    bench.counters["provinces"] = double(provinces.size());
    bench.counters["parts"] = double(parts);
}
BENCHMARK(empirePartsEveryOther)
    ->Args({Grid, 0})
    ->Args({Grid, 1})
    ->Args({Europe, 0})
    ->Args({Europe, 1})
    ->Unit(benchmark::kMicrosecond);

/** empireParts() on a real mid-game empire, as the end of every turn computes it. */
void empirePartsMidGame(benchmark::State &bench)
{
    const auto map = board(static_cast<int>(bench.range(0)));
    const auto state = map ? midGameConquest(map, 5) : std::nullopt;
    if (!state) {
        bench.SkipWithError("no position");
        return;
    }
    bench.SetLabel(boardName(static_cast<int>(bench.range(0))));
    const auto provinces = provincesOf(*state, state->currentPlayer, Holder::Active);
    for (auto _ : bench)
        benchmark::DoNotOptimize(empireParts(*map, provinces, false));
    bench.counters["provinces"] = double(provinces.size());
}
BENCHMARK(empirePartsMidGame)->Arg(Grid)->Arg(Europe)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
