// Map rendering costs: outline extraction, label planning, whole-map images, and the frame
// time of a 1920x1080 view of the map with each way of caching the art.
#include "areaitem.h"
#include "labelplan.h"
#include "mapart.h"
#include "mapartitem.h"
#include "mapformat/maploader.h"
#include "mapimagerenderer.h"
#include "mapscene.h"
#include "syntheticmap.h"

#include <QApplication>
#include <QFile>
#include <QGraphicsView>
#include <QPixmap>
#include <QPixmapCache>
#include <QSvgRenderer>

#include <benchmark/benchmark.h>

using namespace vinci;

namespace {

/** A square-ish map of about `areas` provinces of 200 vertices each. */
const bench::SyntheticMap &mapOf(int areas)
{
    static std::map<int, bench::SyntheticMap> maps;
    auto it = maps.find(areas);
    if (it == maps.end()) {
        const int columns = static_cast<int>(std::ceil(std::sqrt(areas * 1.4)));
        const int rows = (areas + columns - 1) / columns;
        it = maps.emplace(areas, bench::makeSyntheticMap(columns, rows, 200)).first;
    }
    return it->second;
}

QStringList idsOf(const MapData &map)
{
    QStringList ids;
    for (const AreaData &area : map.areas)
        ids.append(area.id);
    return ids;
}

std::shared_ptr<MapArt> artOf(int areas)
{
    const bench::SyntheticMap &map = mapOf(areas);
    return MapArt::fromData(map.svg, idsOf(map.data), QStringLiteral("synthetic"));
}

void BM_ParseSvg(benchmark::State &state)
{
    const bench::SyntheticMap &map = mapOf(static_cast<int>(state.range(0)));
    for (auto _ : state) {
        QSvgRenderer renderer(map.svg);
        benchmark::DoNotOptimize(renderer.isValid());
    }
}
BENCHMARK(BM_ParseSvg)->Arg(100)->Unit(benchmark::kMillisecond);

void BM_ExtractOutlines(benchmark::State &state)
{
    const bench::SyntheticMap &map = mapOf(static_cast<int>(state.range(0)));
    QSvgRenderer renderer(map.svg);
    const QStringList ids = idsOf(map.data);
    for (auto _ : state)
        benchmark::DoNotOptimize(ProvinceOutlines::extract(renderer, ids));
}
BENCHMARK(BM_ExtractOutlines)->Arg(50)->Arg(100)->Arg(500)->Unit(benchmark::kMillisecond);

void BM_LabelPlan(benchmark::State &state)
{
    const int areas = static_cast<int>(state.range(0));
    const auto art = artOf(areas);
    for (auto _ : state) {
        LabelPlan plan(art->outlines(), mapOf(areas).data.areas, art->documentRect(),
                       QStringLiteral("en"));
        benchmark::DoNotOptimize(plan.readableFloor());
    }
}
BENCHMARK(BM_LabelPlan)->Arg(100)->Unit(benchmark::kMillisecond);

/**
 * Clearing a shipped map's names of each other at a view's scale (LabelPlan::setScale: every
 * window resize by a zoom step, every Larger text switch): Europe at the fit of a map
 * `range(0)` pixels wide, Normal (range(1) 100) or Larger (125) text, room kept for tokens.
 */
void BM_ClearNamesEurope(benchmark::State &state)
{
    const MapLoadResult loaded = MapLoader::load(QStringLiteral(VINCI_SOURCE_DIR "/maps/europe"));
    if (!loaded.ok()) {
        state.SkipWithError("maps/europe did not load");
        return;
    }
    QFile file(loaded.map->svgPath);
    if (!file.open(QIODevice::ReadOnly)) {
        state.SkipWithError("maps/europe's SVG did not open");
        return;
    }
    QStringList ids;
    for (const AreaData &area : loaded.map->data.areas)
        ids.append(area.id);
    const auto art = MapArt::fromData(file.readAll(), ids, file.fileName());
    LabelPlan plan(art->outlines(), loaded.map->data.areas, art->documentRect(),
                   QStringLiteral("en"));
    const qreal textScale = static_cast<qreal>(state.range(1)) / 100;
    const qreal fit = static_cast<qreal>(state.range(0)) / art->documentRect().width() / textScale;
    bool closer = false;
    for (auto _ : state) {
        // Two scales an eighth of an octave apart: the plan clears its names again each time.
        plan.setScale(closer ? fit * std::exp2(1.0 / 8) : fit, textScale);
        closer = !closer;
        benchmark::DoNotOptimize(plan.layout(0));
    }
}
BENCHMARK(BM_ClearNamesEurope)
    ->Args({1000, 100})
    ->Args({700, 100})
    ->Args({700, 125})
    ->Unit(benchmark::kMillisecond);

void BM_MapImage(benchmark::State &state)
{
    const auto art = artOf(100);
    MapImageOptions options;
    options.width = static_cast<int>(state.range(0));
    const MapImageRenderer renderer(art, mapOf(100).data);
    for (auto _ : state)
        benchmark::DoNotOptimize(renderer.render(options));
}
BENCHMARK(BM_MapImage)->Arg(1920)->Arg(4000)->Unit(benchmark::kMillisecond);

void BM_HitTest(benchmark::State &state)
{
    MapScene scene;
    scene.setMap(artOf(100), mapOf(100).data.areas);
    const QRectF rect = scene.sceneRect();
    QRandomGenerator random(7);
    for (auto _ : state) {
        const QPointF point(rect.left() + random.generateDouble() * rect.width(),
                            rect.top() + random.generateDouble() * rect.height());
        benchmark::DoNotOptimize(scene.areaAt(point));
    }
}
BENCHMARK(BM_HitTest)->Unit(benchmark::kMicrosecond);

/** How a view frame gets the art: our tiles, Qt's item cache, or no cache. */
enum class ArtCache
{
    Tiles,
    QtDeviceCache,
    None
};

/**
 * One frame of a 1920x1080 view at `zoom` x the fit-to-width scale, panning 37 px between
 * frames; `newZoom` changes the zoom a little every frame (a zoom animation: nothing cached).
 */
void viewFrames(benchmark::State &state, ArtCache cache, bool newZoom)
{
    const qreal zoom = static_cast<qreal>(state.range(0)) / 100;
    const bool overlays = state.range(1) != 0;
    MapScene scene;
    scene.setMap(artOf(100), mapOf(100).data.areas);
    scene.setLabelsVisible(overlays && state.range(1) != 3);
    for (AreaIndex i = 0; i < scene.areaCount() && overlays && state.range(1) != 2; i += 3)
        scene.areaItem(i)->setTint(QColor(213, 94, 0));
    MapArtItem *art = scene.artItem();
    if (cache != ArtCache::Tiles) {
        art->setCaching(MapArtItem::Caching::Direct);
        if (cache == ArtCache::QtDeviceCache) {
            QPixmapCache::setCacheLimit(256 * 1024);
            art->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
        }
    }
    QGraphicsView view(&scene);
    view.setFrameShape(QFrame::NoFrame);
    view.setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view.setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view.resize(1920, 1080);
    view.setRenderHint(QPainter::Antialiasing);
    const qreal fit = 1920 / scene.sceneRect().width();
    QPointF centre = scene.sceneRect().center();
    int frame = 0;
    auto paintFrame = [&] {
        const qreal scale = fit * zoom * (newZoom ? 1 + 0.01 * (frame % 40) : 1);
        view.setTransform(QTransform::fromScale(scale, scale));
        scene.setViewScale(scale);
        centre += QPointF(37, 23) / scale * (frame % 20 < 10 ? 1 : -1);
        view.centerOn(centre);
        const QPixmap pixels = view.viewport()->grab();
        benchmark::DoNotOptimize(pixels.cacheKey());
        ++frame;
    };
    // A pan comes back over the same ground: time it once caches are warm.
    for (int i = 0; i < 20 && !newZoom; ++i)
        paintFrame();
    for (auto _ : state)
        paintFrame();
    state.counters["tiles"] = art->tilesRendered();
}

void BM_ViewFrame_Tiles(benchmark::State &state)
{
    viewFrames(state, ArtCache::Tiles, false);
}
void BM_ViewFrame_QtDeviceCache(benchmark::State &state)
{
    viewFrames(state, ArtCache::QtDeviceCache, false);
}
void BM_ViewFrame_NoCache(benchmark::State &state)
{
    viewFrames(state, ArtCache::None, false);
}
void BM_ViewFrame_Tiles_ZoomAnimation(benchmark::State &state)
{
    viewFrames(state, ArtCache::Tiles, true);
}
void BM_ViewFrame_NoCache_ZoomAnimation(benchmark::State &state)
{
    viewFrames(state, ArtCache::None, true);
}
// Arguments: zoom in percent of fit-to-width; overlays: 0 none, 1 labels and owner tints on a
// third of the provinces, 2 labels only, 3 tints only.
/** Registers a frame benchmark with every zoom and overlay above. */
void viewFrameArguments(benchmark::internal::Benchmark *frames)
{
    frames->Args({100, 0})
        ->Args({100, 1})
        ->Args({100, 2})
        ->Args({100, 3})
        ->Args({400, 1})
        ->Iterations(20)
        ->Unit(benchmark::kMillisecond);
}
BENCHMARK(BM_ViewFrame_Tiles)->Apply(viewFrameArguments);
BENCHMARK(BM_ViewFrame_QtDeviceCache)->Apply(viewFrameArguments);
BENCHMARK(BM_ViewFrame_NoCache)->Apply(viewFrameArguments);
BENCHMARK(BM_ViewFrame_Tiles_ZoomAnimation)->Apply(viewFrameArguments);
BENCHMARK(BM_ViewFrame_NoCache_ZoomAnimation)->Apply(viewFrameArguments);

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
