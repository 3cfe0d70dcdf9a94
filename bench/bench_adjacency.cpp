// Automatic adjacency (editor/adjacency) on generated maps of 100 and 500 provinces.
#include "adjacency/adjacencyfinder.h"
#include "adjacency/adjacencyplan.h"
#include "mapart.h"
#include "svg/svgimporter.h"
#include "syntheticmap.h"

#include <QFile>
#include <QGuiApplication>
#include <QRandomGenerator>

#include <benchmark/benchmark.h>

#include <cmath>
#include <map>

using namespace vinci;

namespace {

/**
 * A map whose `columns` x `rows` provinces tile the board like a hand-drawn one: a jittered
 * grid whose edges are wavy polylines of `points` points, shared by the two provinces on either
 * side; every seventh province is drawn 0.6 units short of its neighbours (a hand-drawn gap);
 * all of it over one sea zone drawn underneath. Returns the shapes the finder takes.
 */
std::vector<AdjacencyShape> partitionMap(int columns, int rows, int points, QRectF *page)
{
    constexpr double cell = 100;
    QRandomGenerator random(20240612);
    std::vector<std::vector<QPointF>> corners(static_cast<std::size_t>(rows + 1));
    for (int r = 0; r <= rows; ++r) {
        for (int c = 0; c <= columns; ++c) {
            const bool inner = r > 0 && c > 0 && r < rows && c < columns;
            const double jx = inner ? (random.generateDouble() - 0.5) * 30 : 0;
            const double jy = inner ? (random.generateDouble() - 0.5) * 30 : 0;
            corners[static_cast<std::size_t>(r)].push_back(
                {100 + c * cell + jx, 100 + r * cell + jy});
        }
    }
    auto corner = [&](int r, int c) {
        return corners[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
    };
    // One wavy polyline per grid edge, shared by both sides.
    std::map<std::tuple<int, int, int, int>, QPolygonF> edges;
    auto edge = [&](int r0, int c0, int r1, int c1) {
        const auto key = std::make_tuple(r0, c0, r1, c1);
        auto found = edges.find(key);
        if (found == edges.end()) {
            const QPointF a = corner(r0, c0);
            const QPointF b = corner(r1, c1);
            const QPointF normal(-(b.y() - a.y()) / cell, (b.x() - a.x()) / cell);
            const double phase = random.generateDouble() * 6.28;
            QPolygonF line;
            for (int i = 0; i <= points; ++i) {
                const double t = double(i) / points;
                const double wave =
                    i == 0 || i == points ? 0 : 9 * std::sin(3.14159 * t) * std::sin(phase + 7 * t);
                line << a + (b - a) * t + normal * wave;
            }
            found = edges.emplace(key, line).first;
        }
        return found->second;
    };
    auto reversed = [](QPolygonF line) {
        std::reverse(line.begin(), line.end());
        return line;
    };
    std::vector<AdjacencyShape> shapes;
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c) {
            QPolygonF ring = edge(r, c, r, c + 1);
            ring << edge(r, c + 1, r + 1, c + 1);
            ring << reversed(edge(r + 1, c, r + 1, c + 1));
            ring << reversed(edge(r, c, r + 1, c));
            const int n = r * columns + c;
            if (n % 7 == 3) {
                const QPointF centre = ring.boundingRect().center();
                for (QPointF &p : ring) {
                    const QPointF d = p - centre;
                    p -= d * (0.6 / std::hypot(d.x(), d.y()));
                }
            }
            QPainterPath path;
            path.addPolygon(ring);
            path.closeSubpath();
            shapes.push_back({QStringLiteral("p%1").arg(n), AreaKind::Land, path});
        }
    }
    *page = QRectF(0, 0, columns * cell + 200, rows * cell + 200);
    QPainterPath sea;
    sea.addRect(*page);
    shapes.push_back({QStringLiteral("sea"), AreaKind::Sea, sea});
    return shapes;
}

void BM_FindAdjacency(benchmark::State &state)
{
    const int columns = static_cast<int>(state.range(0));
    const int rows = static_cast<int>(state.range(1));
    QRectF page;
    const std::vector<AdjacencyShape> shapes = partitionMap(columns, rows, 12, &page);
    const AdjacencyOptions options = AdjacencyOptions::forMap(page);
    std::size_t links = 0;
    std::size_t corners = 0;
    for (auto _ : state) {
        const AdjacencyResult result = AdjacencyFinder::find(shapes, options);
        links = result.links.size();
        corners = result.corners.size();
        benchmark::DoNotOptimize(links);
    }
    state.counters["provinces"] = columns * rows;
    state.counters["links"] = static_cast<double>(links);
    state.counters["corners"] = static_cast<double>(corners);
}
BENCHMARK(BM_FindAdjacency)->Args({10, 10})->Args({25, 20})->Unit(benchmark::kMillisecond);

/** The whole path from an SVG: outlines through mapart, then the finder (bench/syntheticmap.h). */
void BM_FindAdjacencyFromSvg(benchmark::State &state)
{
    const bench::SyntheticMap map = bench::makeSyntheticMap(25, 20, 60);
    QString error;
    QStringList ids;
    for (const AreaData &area : map.data.areas)
        ids << area.id;
    const auto drawn = MapArt::fromData(map.svg, ids, QStringLiteral("synthetic"), &error);
    std::vector<AdjacencyShape> shapes;
    for (std::size_t i = 0; i < map.data.areas.size(); ++i)
        shapes.push_back({map.data.areas[i].id, map.data.areas[i].kind,
                          drawn->outlines().outline(static_cast<AreaIndex>(i))});
    const AdjacencyOptions options = AdjacencyOptions::forMap(drawn->documentRect());
    std::size_t links = 0;
    for (auto _ : state) {
        links = AdjacencyFinder::find(shapes, options).links.size();
        benchmark::DoNotOptimize(links);
    }
    state.counters["provinces"] = 500;
    state.counters["links"] = static_cast<double>(links);
}
BENCHMARK(BM_FindAdjacencyFromSvg)->Unit(benchmark::kMillisecond);

/**
 * A real drawing from the file to the links, as File ▸ New Map from SVG does: the import, the
 * outlines, the finder with the map's defaults. 0: tests/data/svg/europe-jittered.svg (37
 * hand-traced countries over a background sea); 1, 2: the shipped maps' art, maps/europe and
 * maps/mediterranean (the largest, 66 areas).
 */
void BM_ImportAndFindAdjacency(benchmark::State &state)
{
    const char *const drawings[] = {"/tests/data/svg/europe-jittered.svg", "/maps/europe/map.svg",
                                    "/maps/mediterranean/map.svg"};
    QFile file(QStringLiteral(VINCI_SOURCE_DIR) + QString::fromLatin1(drawings[state.range(0)]));
    if (!file.open(QIODevice::ReadOnly)) {
        state.SkipWithError("drawing missing");
        return;
    }
    const QByteArray drawing = file.readAll();
    std::size_t links = 0;
    std::size_t areas = 0;
    for (auto _ : state) {
        const auto imported =
            SvgImporter::import(drawing, QStringLiteral("drawing.svg"), QStringLiteral("bench"));
        QStringList ids;
        for (const AreaData &area : imported->map.areas)
            ids << area.id;
        const auto art = MapArt::fromData(imported->svg, ids, QStringLiteral("bench"));
        std::vector<AdjacencyShape> shapes;
        for (std::size_t i = 0; i < imported->map.areas.size(); ++i)
            shapes.push_back({imported->map.areas[i].id, imported->map.areas[i].kind,
                              art->outlines().outline(static_cast<AreaIndex>(i))});
        links = AdjacencyFinder::find(shapes, AdjacencyOptions::forMap(art->documentRect()))
                    .links.size();
        areas = shapes.size();
        benchmark::DoNotOptimize(links);
    }
    state.counters["areas"] = static_cast<double>(areas);
    state.counters["links"] = static_cast<double>(links);
}
BENCHMARK(BM_ImportAndFindAdjacency)->DenseRange(0, 2)->Unit(benchmark::kMillisecond);

void BM_PlanAgainstLinks(benchmark::State &state)
{
    QRectF page;
    const std::vector<AdjacencyShape> shapes = partitionMap(25, 20, 12, &page);
    const AdjacencyResult result = AdjacencyFinder::find(shapes, AdjacencyOptions::forMap(page));
    const std::vector<LinkData> links =
        AdjacencyPlan::applied({}, AdjacencyPlan::make({}, result).steps);
    for (auto _ : state)
        benchmark::DoNotOptimize(AdjacencyPlan::make(links, result));
}
BENCHMARK(BM_PlanAgainstLinks)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
