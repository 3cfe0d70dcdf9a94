#include "mapsfolder.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

const QString settingsKey = u"mapsFolder"_s;

} // namespace

QString MapsFolder::start()
{
    const QString remembered = QSettings().value(settingsKey).toString();
    if (!remembered.isEmpty() && QFileInfo(remembered).isDir())
        return remembered;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (documents.isEmpty() || !QFileInfo(documents).isDir())
        return QDir::homePath();
    // Made now, empty, so that the dialog can open in it; a folder that cannot be made (a
    // read-only documents folder) leaves the documents folder itself.
    const QString maps = QDir(documents).filePath(defaultName());
    return QDir().mkpath(maps) ? maps : documents;
}

QString MapsFolder::suggest(const QString &mapId)
{
    // A folder that exists (the map saved there a moment ago) would open the dialog inside it:
    // then the folder it is in, for the designer to name the new one.
    const QString folder = start();
    const QString proposed = QDir(folder).filePath(mapId);
    return QFileInfo::exists(proposed) ? folder : proposed;
}

void MapsFolder::rememberSaved(const QString &mapFolder)
{
    if (!mapFolder.isEmpty())
        QSettings().setValue(settingsKey, QFileInfo(mapFolder).absolutePath());
}

} // namespace vinci
