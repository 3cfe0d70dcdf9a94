#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

class QTemporaryDir;

namespace vinci {

class MapDocument;

/**
 * Starts the game on the map being edited (Domination's "Play Map"). The contract with the
 * game: `vinci --map FOLDER --test-play` starts a new game on the map in FOLDER (a map folder as
 * docs/map-format.md describes it, loaded with MapLoader) on a copy of the player's settings,
 * which it leaves as they were. A map with unsaved edits is first
 * written to a temporary folder named after its id, so the designer's files stay as they are.
 */
class TestPlay
{
    Q_DECLARE_TR_FUNCTIONS(TestPlay)

public:
    /**
     * The game's executable: $VINCI_GAME if set; else `vinci` next to the editor, or in the
     * build tree's app/ folder beside editor/; else `vinci` on the PATH. Empty if none is found.
     */
    static QString gameExecutable();
    /**
     * The game's command line for a map folder: `--map FOLDER --test-play` (the game leaves the
     * player's settings as they were), and `--language LANGUAGE` when one is given: the game
     * speaks the editor's language ("fr"), not the one last chosen in the game.
     */
    static QStringList arguments(const QString &mapFolder, const QString &language = {});
    /**
     * The folder the game should load: the document's own folder when it is saved with no
     * unsaved edit, else a fresh copy under `scratch` (its subfolder is named after the map's
     * id, which the game checks against the folder name).
     */
    static std::optional<QString> folderToPlay(const MapDocument &document,
                                               const QTemporaryDir &scratch, QString *error);
    /**
     * Starts the game detached on the document, in `language` (arguments()); false with
     * `error` when it could not.
     */
    static bool start(const MapDocument &document, const QTemporaryDir &scratch,
                      const QString &language, QString *error);
};

} // namespace vinci
