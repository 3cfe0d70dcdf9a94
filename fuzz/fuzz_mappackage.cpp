// libFuzzer target for the map package reader (mappackage/): a .vincimap is a zip from anyone.
//
// Input: the package's bytes, read as readMapPackage reads them, in memory (no disk). Besides
// "never crash" (libarchive's zip reader included), it checks the reader's promises:
//   - a refused package says why, naming the package;
//   - what it accepts obeys every bound: at most MapPackage::maxEntries entries, each a plain
//     relative name (staysInsideFolder), no two names alike even by case, each within its limit
//     and all within the total;
//   - what it accepts, zipPackageEntries writes and the reader reads back the same.

#include "fuzzcheck.h"
#include "mapformat/folderpath.h"
#include "mappackage.h"
#include "packageentries.h"

#include <QSet>

#include <cstdint>

using namespace vinci;
using namespace vinci::fuzzing;
using namespace Qt::StringLiterals;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray zip(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const PackageEntries read = readPackageEntries(zip, u"fuzz.vincimap"_s);
    if (!read.ok()) {
        check(read.error.startsWith(u"fuzz.vincimap"_s), "a refusal names the package");
        check(read.entries.empty(), "a refused package gives no entry");
        return 0;
    }

    check(static_cast<int>(read.entries.size()) <= MapPackage::maxEntries, "few entries");
    QSet<QString> names;
    qint64 total = 0;
    for (const PackageEntry &entry : read.entries) {
        check(staysInsideFolder(entry.name), "names stay inside the folder");
        check(!names.contains(entry.name.toCaseFolded()), "no name twice");
        names.insert(entry.name.toCaseFolded());
        check(entry.data.size() <= packageEntryLimit(entry.name), "each entry within its limit");
        total += entry.data.size();
    }
    check(total <= packageTotalLimit(), "all entries within the total");

    QString error;
    const auto written = zipPackageEntries(read.entries, &error);
    check(written.has_value(), "what the reader accepts, the writer writes");
    const PackageEntries again = readPackageEntries(*written, u"again.vincimap"_s);
    check(again.ok(), "the writer's zip reads back");
    check(again.entries.size() == read.entries.size(), "as many entries");
    for (std::size_t i = 0; i < read.entries.size(); ++i)
        check(again.entries[i].name == read.entries[i].name &&
                  again.entries[i].data == read.entries[i].data,
              "the same entries");
    return 0;
}
