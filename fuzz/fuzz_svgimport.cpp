// libFuzzer target for the editor's way in: importing a designer's SVG drawing as a new map
// (editor/svg/svgimporter.cpp), then proposing its adjacency from the outlines with
// Boost.Geometry (editor/adjacency/adjacencyfinder.cpp), as "New Map from SVG" and "Find links"
// do. Players and designers pass drawings around: they are untrusted input.
//
// Input: SVG bytes. Besides "never crash", it checks the importer's promises:
//   - a refused drawing says why;
//   - an imported map names each area once, and its SVG renders with every area's outline.
// Drawings with more than 60 areas are imported but not measured, so that one input stays short.

#include "adjacency/adjacencyfinder.h"
#include "fuzzcheck.h"
#include "mapart.h"
#include "svg/svgimporter.h"

#include <QGuiApplication>
#include <QSet>

#include <cstdint>

using namespace vinci;
using namespace vinci::fuzzing;

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    // Outlines and text need a GUI application; no display.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    static QGuiApplication application(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QString error;
    const auto imported =
        SvgImporter::import(input, QStringLiteral("fuzz.svg"), QStringLiteral("fuzz"), &error);
    if (!imported) {
        check(!error.isEmpty(), "a refused drawing says why");
        return 0;
    }
    QStringList ids;
    for (const AreaData &area : imported->map.areas)
        ids << area.id;
    check(QSet<QString>(ids.begin(), ids.end()).size() == ids.size(), "each area is named once");
    const auto art = MapArt::fromData(imported->svg, ids, QStringLiteral("fuzz.svg"), &error);
    check(art != nullptr, "an imported map's SVG renders");
    if (ids.size() > 60)
        return 0;
    std::vector<AdjacencyShape> shapes;
    for (qsizetype i = 0; i < ids.size(); ++i) {
        const auto index = static_cast<AreaIndex>(i);
        const QPainterPath outline =
            index < art->outlines().count() ? art->outlines().outline(index) : QPainterPath();
        shapes.push_back({ids[i], imported->map.areas[std::size_t(i)].kind, outline});
    }
    AdjacencyFinder::find(shapes, AdjacencyOptions{});
    return 0;
}
