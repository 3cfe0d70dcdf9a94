#pragma once

#include <QString>

namespace vinci {

/**
 * Where Save Map As proposes to put a map: beside the map the designer saved last (its parent
 * folder, remembered in the editor's settings), else a "Vinci maps" folder in their documents.
 * Not DialogFolder's last folder, which after New Map from SVG is the drawing's: a map folder
 * written next to the drawings it came from mixes the two. The other file dialogs keep
 * DialogFolder.
 */
class MapsFolder
{
public:
    /** The folder Save Map As opens in; made when it is the documents' "Vinci maps". */
    static QString start();
    /** A new map folder named `mapId` in start(), what Save Map As proposes; start() itself
     *  when that folder exists already. */
    static QString suggest(const QString &mapId);
    /** Remembers the folder holding `mapFolder`, a map just saved, for the next Save As. */
    static void rememberSaved(const QString &mapFolder);
    /** The subfolder of the documents folder for maps; not translated, so that a language
     *  switch does not move where maps are kept. */
    static QString defaultName() { return QStringLiteral("Vinci maps"); }
};

} // namespace vinci
