#pragma once

#include <QString>

namespace vinci {

/**
 * Where the programs' file dialogs open (the game's Open and Save As, the editor's Open Map,
 * Save Map As, New Map from SVG and Replace Art): the folder the person last chose a file in,
 * remembered in QSettings ("lastDirectory"), while it exists; else their documents folder
 * (QStandardPaths::DocumentsLocation); else their home. Never the folder the program happened
 * to be started from.
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
};

} // namespace vinci
