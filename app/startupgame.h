#pragma once

#include <QString>

namespace vinci {

class AppDataAutosave;
class MainWindow;

/**
 * The game the window opens with at start. A game a crash cut short comes first: its autosave
 * is offered back (RecoveryPrompt), also when `fileToOpen` names a save to open, since opening
 * it would replace the autosave, the only copy of the turns played since the last save. A game
 * resumed is unsaved (MainWindow::openData) and its autosave stays until the player saves or
 * discards it; discarded, the autosave goes; "not now" keeps it until another game is started
 * or opened (GameController). Then `fileToOpen`, unless a game was
 * resumed: the file goes to the recent games and the status bar says so. Returns whether a game
 * was resumed.
 */
bool openStartupGame(MainWindow &window, AppDataAutosave &autosave, const QString &fileToOpen);

} // namespace vinci
