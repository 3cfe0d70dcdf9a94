// libFuzzer target for the engine's SVG scan (engine/mapformat/svgelementindex.cpp): the one
// pass of QXmlStreamReader that indexes a map's SVG for the validator.
//
// Input: SVG bytes. Besides "never crash", it checks the index's promises:
//   - a refused SVG says why;
//   - every indexed id is found again by find(), and a duplicate id is listed as one.

#include "fuzzcheck.h"
#include "mapformat/svgelementindex.h"

#include <QSet>

#include <cstdint>

using namespace vinci;
using namespace vinci::fuzzing;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    MapFileError error;
    const auto index = SvgElementIndex::fromData(input, QStringLiteral("fuzz/map.svg"), &error);
    if (!index) {
        check(!error.fault.isEmpty(), "a refused SVG says why");
        return 0;
    }
    QSet<QString> seen;
    for (const SvgElement &element : index->elements()) {
        check(index->find(element.id) != nullptr, "every indexed id is found");
        if (seen.contains(element.id))
            check(index->duplicateIds().contains(element.id), "a repeated id is a duplicate");
        seen.insert(element.id);
    }
    return 0;
}
