#pragma once

#include <QString>

namespace vinci {

/**
 * Where the programs' file dialogs open, in one place for the game and the editor.
 *
 * Files (the game's Open and Save As, the editor's Open Map, New Map from SVG and Replace Art):
 * the folder the person last chose a file in, remembered in QSettings ("lastDirectory"), while
 * it exists; else their documents folder (QStandardPaths::DocumentsLocation), made when a fresh
 * account has none yet; else (it cannot be made) their home. The end-of-game page's Save Chart
 * and Save Table open there too.
 *
 * Maps (the editor's Save Map As and Export Map Package): where the designer keeps maps. Save
 * Map As proposes the map's folder beside the map they saved last (its parent folder,
 * "mapsFolder"), else in "Vinci maps" in their documents, made (documents folder too) when it
 * is not there yet, as on a fresh account. Not beside the drawing a map was imported from: a
 * map folder written among the drawings mixes the two, and the next map would be saved there
 * too. Export Map Package proposes the package beside the map's folder, so that the two forms of
 * a map are found together; a map never saved, in the maps folder.
 *
 * Saves (the game's Save As): where the person last saved a game ("lastSaveDirectory"), else
 * start(). Watched games (the game's Watch a Game): where the person last chose a game to
 * watch ("lastWatchDirectory"), else start(); watching moves neither of the others, so that a
 * folder of someone else's games looked at once is not where the next save goes (the s37 walk's
 * Save As opened among the corpus games it had watched).
 *
 * Never the folder the program happened to be started from.
 */
class DialogFolder
{
public:
    /** The folder the next file dialog opens in. */
    static QString start();
    /** `fileName` (a bare name) in start(): what a Save dialog proposes. */
    static QString suggest(const QString &fileName);
    /** Remembers the folder holding `path` (a file, or a map folder) for the next dialog. */
    static void remember(const QString &path);

    /** `fileName` (a bare name) where the last game was saved, else in start(): what the
     *  game's Save As proposes for a game in no file. */
    static QString suggestSave(const QString &fileName);
    /** Remembers the folder of `savedFile`, a game just saved, for the next Save As (and, as
     *  remember() does, for the next dialog). */
    static void rememberSaved(const QString &savedFile);
    /** The folder Watch a Game opens in: the one last watched from, else start(). */
    static QString watchStart();
    /** Remembers the folder of `watchedFile` for the next Watch a Game only. */
    static void rememberWatched(const QString &watchedFile);

    /** The folder where maps are kept: Save Map As opens in it. Made when it is the
     *  documents' "Vinci maps". */
    static QString mapsStart();
    /** A new map folder named `mapId` in mapsStart(), what Save Map As proposes; mapsStart()
     *  itself when that folder exists already. */
    static QString suggestMapFolder(const QString &mapId);
    /** Remembers the folder holding `mapFolder`, a map just saved, for the next Save Map As. */
    static void rememberMapSaved(const QString &mapFolder);
    /** What Export Map Package proposes: `fileName` beside `mapFolder` (in the folder holding
     *  it), or in mapsStart() for a map that has no folder yet. */
    static QString suggestBesideMap(const QString &mapFolder, const QString &fileName);
    /** The subfolder of the documents folder for maps; not translated, so that a language
     *  switch does not move where maps are kept. */
    static QString mapsFolderName() { return QStringLiteral("Vinci maps"); }
};

} // namespace vinci
