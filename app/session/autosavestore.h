#pragma once

#include <QByteArray>

namespace vinci {

/**
 * Where the game in progress is kept so that it can be offered again after a crash. The
 * GameController calls it; the program's store (under QStandardPaths::AppDataLocation) and the
 * tests' fakes implement it.
 */
class AutosaveStore
{
public:
    virtual ~AutosaveStore() = default;

    /**
     * Keeps `saveJson` (a whole save file, saveGameToJson()) as the game to resume. Called after
     * every confirmed turn; must not block for long and must not throw.
     */
    virtual void autosave(const QByteArray &saveJson) = 0;

    /** The game ended, or was closed on purpose: there is nothing to resume any more. */
    virtual void discard() = 0;
};

} // namespace vinci
