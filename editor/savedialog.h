#pragma once

#include <QFileDialog>

namespace vinci {

/**
 * Asks where to save, as QFileDialog::getSaveFileName() does, with a short title and what to
 * type said by the name field's label: the window manager adds the program's name to a title
 * and cuts what does not fit (the s46 walk read "Karte speichern unter (ein Ordner mit d…r
 * Karte als Namen)"). `suggested` is the folder and name to start from; empty when cancelled.
 */
QString askSavePath(QWidget *parent, const QString &title, const QString &nameLabel,
                    const QString &suggested, const QString &filter = {},
                    QFileDialog::Options options = {});

/**
 * Asks for a map's folder, as askSavePath() does, its button saying Save throughout. A folder
 * named is a choice, not a place to go into: `suggested` (a map's folder, or a new one's) is
 * offered by its name in the folder it is in (the s47 walk's second Save As showed an empty
 * field); a map's folder or an empty one typed or picked is taken; one holding other things
 * gets, once asked, a new folder inside it named after `mapId`. Empty when cancelled.
 */
QString askMapFolder(QWidget *parent, const QString &title, const QString &nameLabel,
                     const QString &suggested, const QString &mapId);

} // namespace vinci
