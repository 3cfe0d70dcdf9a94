#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

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

    /**
     * The file the game in progress was last saved to or opened from (an absolute path; empty:
     * none). The program's store keeps it with the game, so that a game resumed after a crash
     * knows its file; a store that keeps no file may ignore it.
     */
    virtual void setGameFile(const QString &file) { Q_UNUSED(file) }

    /**
     * How the map is shown (MapViewState::toJson(); empty: fitting the window), kept with the
     * game, so that a game resumed after a crash is shown as it was. A store that keeps no view
     * may ignore it.
     */
    virtual void setView(const QJsonObject &view) { Q_UNUSED(view) }

    /**
     * The program quits without asking (a logout's SIGTERM): what is kept now (the game's
     * unsaved turns, or a crash's game not yet answered) is offered at the next start.
     */
    virtual void keepForNextStart() {}

    /**
     * The folder where the program itself keeps games the person put off (the crash prompt's
     * "Not now"); empty: none. A game there was never given a place by the person: Save asks
     * for one.
     */
    virtual QString keptGamesFolder() const { return {}; }
};

} // namespace vinci
