// libFuzzer target for the map file layer: reader, SVG index, validator, graph, writer.
//
// Input: map.json bytes, optionally followed by a NUL byte and map.svg bytes; without a NUL the
// SVG is a fixed small map. Besides "never crash", it checks the layer's promises:
//   - a load has a map exactly when it has no error finding;
//   - a map the validator finds no error in builds its ProvinceGraph;
//   - MapWriter round-trips whatever MapReader accepts: read(write(x)) == canonical(x), and
//     writing that again gives the same bytes.

#include "fuzzcheck.h"
#include "mapformat/maploader.h"
#include "mapformat/mapreader.h"
#include "mapformat/mapvalidator.h"
#include "mapformat/mapwriter.h"
#include "mapformat/svgelementindex.h"

#include <cstdint>

using namespace vinci;
using namespace vinci::fuzzing;
using namespace Qt::StringLiterals;

namespace {

constexpr char fixedSvg[] = R"svg(<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">
  <g id="seas"><path id="atlantic" d="M0 0H80V300H0Z"/><path id="north-sea" d="M190 0H300V80H190Z"/>
    <path id="tyrrhenian" d="M250 230H320V300H250Z"/></g>
  <g id="provinces"><path id="ireland" d="M90 40H130V90H90Z"/><path id="scotland" d="M140 10H180V55H140Z"/>
    <polygon id="england" points="140,60 180,60 185,120 140,120"/><path id="norway" d="M310 10H390V80H310Z"/>
    <rect id="france" x="140" y="130" width="80" height="60"/><g id="alps"><path d="M230 130H280V170H230Z"/></g>
    <path id="north-italy" d="M230 190H295V220H230Z"/><path id="south-italy" d="M330 220H390V290H330Z"/></g>
</svg>)svg";

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const qsizetype split = input.indexOf('\0');
    const QByteArray json = split < 0 ? input : input.first(split);
    const QByteArray svg = split < 0 ? QByteArray(fixedSvg) : input.sliced(split + 1);

    // No folder: no id/folder check, so a well-formed input can load all the way to a board.
    const MapLoadResult result = MapLoader::loadFromData(json, svg, QString());
    check(result.ok() == !hasErrors(result.findings), "a map exactly when there is no error");
    check(!result.ok() || result.map->graph != nullptr, "a loaded map has its graph");

    MapReader reader;
    const auto map = reader.read(json, u"fuzz/map.json"_s);
    if (!map)
        return 0;
    if (!hasErrors(MapValidator::validate(*map, nullptr)))
        check(ProvinceGraph::fromMapData(*map).has_value(), "no validator error means a graph");

    const auto written = MapWriter::toJson(*map);
    check(written.has_value(), "what the reader accepts, the writer writes");
    const auto again = reader.read(*written, u"fuzz/written.json"_s);
    check(again.has_value(), "the writer's output reads back");
    check(*again == MapWriter::canonical(*map), "read(write(x)) == canonical(x)");
    check(MapWriter::toJson(*again) == written, "writing is stable");
    return 0;
}
