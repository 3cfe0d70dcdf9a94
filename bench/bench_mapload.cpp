// Loading a map: read map.json, index the SVG, validate, build the ProvinceGraph. Measures
// maps/europe when it exists, else the test fixture, and says which.
//
//   build/bench/bench_mapload [--benchmark_filter=...]

#include "mapformat/maploader.h"
#include "mapformat/mapreader.h"
#include "mapformat/mapvalidator.h"
#include "mapformat/svgelementindex.h"

#include <QDir>
#include <QFile>

#include <benchmark/benchmark.h>

#include <cstdio>

using namespace vinci;

namespace {

QString mapFolder()
{
    static const QString folder = [] {
        const QString europe = QStringLiteral(VINCI_SOURCE_DIR "/maps/europe");
        const QString chosen = QFile::exists(europe + QStringLiteral("/map.json"))
                                   ? europe
                                   : QStringLiteral(VINCI_SOURCE_DIR "/tests/data/maps/valid");
        std::printf("map: %s\n", qPrintable(QDir::cleanPath(chosen)));
        return chosen;
    }();
    return folder;
}

QByteArray contents(const QString &fileName)
{
    QFile file(fileName);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/** The whole load, from the files on disk, as the game does it. */
void loadAndValidate(benchmark::State &state)
{
    const QString folder = mapFolder();
    const MapLoadResult first = MapLoader::load(folder);
    if (!first.ok()) {
        state.SkipWithError(qPrintable(first.errorString()));
        return;
    }
    for (auto _ : state) {
        MapLoadResult result = MapLoader::load(folder);
        benchmark::DoNotOptimize(result);
    }
    state.counters["areas"] = double(first.map->data.areas.size());
    state.counters["links"] = double(first.map->data.links.size());
}
BENCHMARK(loadAndValidate)->Unit(benchmark::kMicrosecond);

/** Only reading map.json from memory. */
void readJson(benchmark::State &state)
{
    const QByteArray json = contents(QDir(mapFolder()).filePath(MapReader::jsonFileName()));
    MapReader reader;
    for (auto _ : state) {
        auto map = reader.read(json, QStringLiteral("map.json"));
        benchmark::DoNotOptimize(map);
    }
    state.SetBytesProcessed(state.iterations() * json.size());
}
BENCHMARK(readJson)->Unit(benchmark::kMicrosecond);

/** Only scanning the SVG from memory. */
void indexSvg(benchmark::State &state)
{
    const auto map = MapReader().readFolder(mapFolder());
    const QByteArray svg = contents(QDir(mapFolder()).filePath(map ? map->svgFile : QString()));
    for (auto _ : state) {
        auto index = SvgElementIndex::fromData(svg, QStringLiteral("map.svg"), nullptr);
        benchmark::DoNotOptimize(index);
    }
    state.SetBytesProcessed(state.iterations() * svg.size());
}
BENCHMARK(indexSvg)->Unit(benchmark::kMicrosecond);

/** Only the validator, as the editor re-runs it after each edit. */
void validate(benchmark::State &state)
{
    const auto map = MapReader().readFolder(mapFolder());
    const auto svg = SvgElementIndex::fromFile(QDir(mapFolder()).filePath(map->svgFile), nullptr);
    for (auto _ : state) {
        auto findings = MapValidator::validate(*map, svg ? &*svg : nullptr, mapFolder());
        benchmark::DoNotOptimize(findings);
    }
}
BENCHMARK(validate)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
