// libFuzzer target for the save loader: parse, find the map, replay every action, compare with
// the snapshot (engine/io/savegame.cpp).
//
// Input: a save file's bytes. Besides "never crash", it checks the loader's promises:
//   - a refused save says why;
//   - what loads saves again (saveGameToJson) and loads back to the same state.

#include "fuzzboards.h"
#include "io/savegame.h"

#include <cstdint>

using namespace vinci;
using namespace vinci::fuzzing;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QString error;
    const auto loaded = readSaveGame(input, QStringLiteral("fuzz.vinci"), boards(), &error);
    if (!loaded) {
        check(!error.isEmpty(), "a refused save says why");
        return 0;
    }
    const QByteArray again = saveGameToJson(loaded->state, loaded->saved);
    const auto reloaded = readSaveGame(again, QStringLiteral("fuzz-again.vinci"), boards(), &error);
    check(reloaded.has_value(), "what loads saves and loads again");
    check(reloaded->state == loaded->state, "a save loads back to the same state");
    check(reloaded->saved.actions == loaded->saved.actions, "a save keeps every action");
    return 0;
}
