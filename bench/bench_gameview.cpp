// The game window's costs on the Europe map: the frame time of a 1920x1080 map view in a
// mid-game position (owner bands, tokens, cost badges) while panning and zooming, and the time
// from starting the program's window to its first painted frame.
//
// Only the frames are timed; under callgrind (--instr-atstart=no) only they are counted too,
// so `valgrind --tool=callgrind --instr-atstart=no bench_gameview --benchmark_filter=Zoom`
// gives repeatable instruction counts of exactly what the timings measure.
#include "ai/randomplayer.h"
#include "board/gamemapview.h"
#include "board/gamescene.h"
#include "board/provinceitem.h"
#include "board/provincemarkeritem.h"
#include "mainwindow.h"
#include "mapart.h"
#include "mapformat/mapcatalog.h"
#include "mapformat/maploader.h"
#include "panels/playercolours.h"
#include "session/gamecontroller.h"
#include "session/newgamesetup.h"
#include "startview.h"

#include <QApplication>
#include <QPixmap>

#include <benchmark/benchmark.h>

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#else
#define CALLGRIND_START_INSTRUMENTATION
#define CALLGRIND_STOP_INSTRUMENTATION
#endif

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

QString mapsFolder()
{
    return QStringLiteral(VINCI_SOURCE_DIR "/maps");
}

std::vector<SeatSetup> defaultSeats(int players)
{
    std::vector<SeatSetup> seats;
    for (int i = 0; i < players; ++i)
        seats.push_back({defaultSeatName(i), playerColour(i), u"human"_s});
    return seats;
}

/** A 4-player game played by legal random moves to round 6, stopped while conquering. */
const GameState &midGame()
{
    static const GameState state = [] {
        MapCatalog catalog({mapsFolder()});
        const auto map = catalog.load(u"europe"_s);
        GameOptions options;
        options.playerCount = 4;
        options.seed = 20240611;
        auto game = newGame(map->graph, options);
        RandomPlayer player(7);
        while (!(game->round >= 6 && game->phase == Phase::Conquest && game->turn.conquests >= 2))
            applyInPlace(*game, player.chooseAction(*game));
        return *game;
    }();
    return state;
}

struct ViewFixture
{
    MapCatalog catalog{QStringList{mapsFolder()}};
    std::shared_ptr<const LoadedMap> map = catalog.load(u"europe"_s);
    std::shared_ptr<MapArt> art = MapArt::load(map->svgPath, map->data);
    GameScene scene;
    GameMapView view{&scene};
    /** Where frames are painted, as into an opaque window's backing store: one for all. */
    QImage frame{1920, 1080, QImage::Format_RGB32};

    /** Paints the whole view, the worst case of a frame (a real pan repaints a strip). */
    void paint()
    {
        view.viewport()->render(&frame);
        benchmark::DoNotOptimize(frame.constBits());
    }

    /**
     * 0: art and names only; 1: + owner bands and washes; 2: + tokens and badges; 3: + the
     * keyboard's cursor (its ring, its light and its card) on the first target Tab gives.
     */
    explicit ViewFixture(int layers = 2)
    {
        scene.setGameMap(art, map->data.areas);
        const GameState &state = midGame();
        BoardHints hints;
        hints.targets = conquestTargets(state, false);
        scene.showState(state, defaultSeats(4), hints);
        for (AreaIndex area = 0; area < scene.areaCount(); ++area) {
            if (ProvinceMarkerItem *marker = scene.marker(area))
                marker->setVisible(layers >= 2);
            if (layers < 1)
                scene.provinceItem(area)->setHolder({}, -1, false);
        }
        // Shown (offscreen), as on screen: a hidden view is sent a resize event by every
        // grab(), which fits it to the window again, so that no frame would pan or zoom.
        view.resize(1920, 1080);
        view.show();
        view.fitToWindow();
        if (layers >= 3) {
            view.activateWindow();
            for (int wait = 0; wait < 100 && !view.isActiveWindow(); ++wait)
                QApplication::processEvents(QEventLoop::AllEvents, 10);
            // Tab brings the keyboard (the window's activation gave it to the view already).
            view.clearFocus();
            view.setFocus(Qt::TabFocusReason);
            QApplication::processEvents();
            if (!view.isKeyboardCursorShown())
                qFatal("the keyboard's cursor is not shown");
        }
        // A view at rest, as the player sees it before panning or zooming: its first frames
        // make what a game makes once (the holders' bands, the art's tiles), not timed.
        for (int warm = 0; warm < 2; ++warm)
            paint();
    }
};

/**
 * One frame of the 1920x1080 view at `zoom` x the fit scale, panning 37 px between frames;
 * with `newZoom` the scale changes every frame (a wheel zoom in progress).
 */
void viewFrames(benchmark::State &state, bool newZoom)
{
    ViewFixture fixture(static_cast<int>(state.range(1)));
    GameMapView &view = fixture.view;
    const qreal zoom = static_cast<qreal>(state.range(0)) / 100;
    const qreal fit = view.fitScale();
    QPointF centre = fixture.scene.sceneRect().center();
    int frame = 0;
    auto paintFrame = [&] {
        const qreal scale = fit * zoom * (newZoom ? 1 + 0.01 * (frame % 40) : 1);
        view.zoomTo(scale, view.viewport()->rect().center());
        centre += QPointF(37, 23) / scale * (frame % 20 < 10 ? 1 : -1);
        view.centreOn(centre);
        fixture.paint();
        ++frame;
    };
    // A pan comes back over the same ground: time it once the caches are warm.
    for (int i = 0; i < 20 && !newZoom; ++i)
        paintFrame();
    CALLGRIND_START_INSTRUMENTATION;
    for (auto _ : state)
        paintFrame();
    CALLGRIND_STOP_INSTRUMENTATION;
}

void BM_GameView_Pan(benchmark::State &state)
{
    viewFrames(state, false);
}
// Arguments: zoom in percent of the fit scale; layers (see ViewFixture).
BENCHMARK(BM_GameView_Pan)
    ->Args({100, 0})
    ->Args({100, 1})
    ->Args({100, 2})
    ->Args({100, 3})
    ->Args({250, 2})
    ->Args({250, 3})
    ->Iterations(30)
    ->MeasureProcessCPUTime()
    ->Unit(benchmark::kMillisecond);

void BM_GameView_Zoom(benchmark::State &state)
{
    viewFrames(state, true);
}
BENCHMARK(BM_GameView_Zoom)
    ->Args({100, 0})
    ->Args({100, 2})
    ->Args({250, 2})
    ->Iterations(30)
    ->MeasureProcessCPUTime()
    ->Unit(benchmark::kMillisecond);

/**
 * The frame after a zoom comes to rest (GameMapView::zoomRestMs): the map drawn afresh at its
 * new scale, the art's tiles rendered from the SVG, the bands and names redrawn. Once per zoom
 * gesture, not per frame.
 */
void BM_GameView_ZoomAtRest(benchmark::State &state)
{
    ViewFixture fixture;
    GameMapView &view = fixture.view;
    const qreal fit = view.fitScale();
    int frame = 0;
    CALLGRIND_START_INSTRUMENTATION;
    for (auto _ : state) {
        view.zoomTo(fit * (1.1 + 0.1 * (frame++ % 10)), view.viewport()->rect().center());
        view.finishZoom();
        fixture.paint();
    }
    CALLGRIND_STOP_INSTRUMENTATION;
}
BENCHMARK(BM_GameView_ZoomAtRest)
    ->Iterations(5)
    ->MeasureProcessCPUTime()
    ->Unit(benchmark::kMillisecond);

/** Showing a new position: scene update (tints, tokens, badges) and the repaint. */
void BM_GameView_ShowState(benchmark::State &state)
{
    ViewFixture fixture;
    const GameState &position = midGame();
    const std::vector<SeatSetup> seats = defaultSeats(4);
    int frame = 0;
    CALLGRIND_START_INSTRUMENTATION;
    for (auto _ : state) {
        BoardHints hints;
        if (frame++ % 2 == 0)
            hints.targets = conquestTargets(position, false);
        fixture.scene.showState(position, seats, hints);
        fixture.paint();
    }
    CALLGRIND_STOP_INSTRUMENTATION;
}
BENCHMARK(BM_GameView_ShowState)
    ->Iterations(30)
    ->MeasureProcessCPUTime()
    ->Unit(benchmark::kMillisecond);

/**
 * The game's scene for a map made by importing a drawing (docs/editor/western-europe, which the
 * editor's screenshots make): the areas, names and tokens made (GameScene::setGameMap) and the
 * first 1366x768 frame painted, with the terrain painted (argument 1, the map's paintTerrain)
 * or the drawing's own colours (0). The art is parsed once, outside the timing.
 */
void BM_ImportedMapScene(benchmark::State &state)
{
    const bool painted = state.range(0) != 0;
    const MapLoadResult loaded =
        MapLoader::load(QStringLiteral(VINCI_SOURCE_DIR "/docs/editor/western-europe"));
    if (!loaded.ok())
        qFatal("docs/editor/western-europe does not load");
    const std::shared_ptr<MapArt> art = MapArt::load(loaded.map->svgPath, loaded.map->data);
    QImage frame(1366, 768, QImage::Format_RGB32);
    for (auto _ : state) {
        GameScene scene;
        GameMapView view(&scene);
        view.resize(frame.size());
        scene.setTerrainPainted(painted);
        scene.setGameMap(art, loaded.map->data.areas);
        view.show();
        view.fitToWindow();
        view.viewport()->render(&frame);
        benchmark::DoNotOptimize(frame.constBits());
    }
}
BENCHMARK(BM_ImportedMapScene)
    ->Arg(0)
    ->Arg(1)
    ->Iterations(10)
    ->MeasureProcessCPUTime()
    ->Unit(benchmark::kMillisecond);

/** From nothing to the welcome page painted: what a player waits for after starting vinci. */
void BM_StartToWelcomeFrame(benchmark::State &state)
{
    for (auto _ : state) {
        MapCatalog catalog({mapsFolder()});
        MainWindow window(&catalog);
        window.resize(1920, 1080);
        window.show();
        const QPixmap pixels = window.grab();
        benchmark::DoNotOptimize(pixels.cacheKey());
    }
}
BENCHMARK(BM_StartToWelcomeFrame)->Iterations(5)->Unit(benchmark::kMillisecond);

/** From "Start game" (map loaded and validated, art parsed, labels laid out) to the map painted. */
void BM_StartToFirstMapFrame(benchmark::State &state)
{
    for (auto _ : state) {
        MapCatalog catalog({mapsFolder()});
        MainWindow window(&catalog);
        window.resize(1920, 1080);
        window.show();
        NewGameSetup setup;
        setup.seats = defaultSeats(4);
        setup.options.seed = 1;
        setup.syncOptions();
        window.startGame(setup);
        const QPixmap pixels = window.grab();
        benchmark::DoNotOptimize(pixels.cacheKey());
    }
}
BENCHMARK(BM_StartToFirstMapFrame)->Iterations(5)->Unit(benchmark::kMillisecond);

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
