#pragma once

#include <QString>

namespace vinci {

class AppDataAutosave;
class MainWindow;

/** What the command line asks the window to open at start. */
struct LaunchRequest
{
    QString file; ///< a saved game to open (the command line's game), or empty
    /**
     * --map: a new game on this map: a map's id, a map folder (Test Play) or a map package file
     * (installed first), or empty.
     */
    QString map;

    /**
     * The request of `vinci [FILE] [--map MAP]`: FILE is a saved game, or a map package
     * (`.vincimap`: a double-click on one, `vinci alps.vincimap`), which asks for a new game on
     * its map as `--map alps.vincimap` does, and wins over --map.
     */
    static LaunchRequest fromCommandLine(const QString &file, const QString &map);
};

/** What the window opened with at start. */
enum class StartupGame
{
    None,         ///< nothing asked, or the file could not be opened (the player was told)
    Resumed,      ///< the game a crash cut short, from its autosave
    OpenedFile,   ///< the file asked for
    NewGameOnMap, ///< the new game dialog on the map asked for, once the window is up
};

/**
 * The game the window opens with at start. A game a crash cut short comes first: its autosave
 * is offered back (RecoveryPrompt), also when `request` names a save to open or a map, since
 * opening them would replace the autosave, the only copy of the turns played since the last
 * save. A game resumed is unsaved (MainWindow::openData) and its autosave stays until the
 * player saves or discards it; discarded, the autosave goes; "not now" makes it a saved game of
 * its own, first in Game > Open Recent (AppDataAutosave::keepAsSavedGame), so that starting
 * another game loses nothing. A quit asked for meanwhile (SIGTERM) opens nothing more. Then the
 * file, unless a game was resumed: the file goes to the recent games and the status bar says so.
 * Last, with neither, a new game on the map (the editor's Test Play, a map package:
 * MainWindow::showNewGameOn), shown from the event loop so that the window is up first; after a
 * game was resumed a package is not opened, and the status bar says so.
 */
StartupGame openStartupGame(MainWindow &window, AppDataAutosave &autosave,
                            const LaunchRequest &request);

} // namespace vinci
