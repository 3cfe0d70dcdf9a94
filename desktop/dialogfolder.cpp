#include "dialogfolder.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

const QString lastFolderKey = u"lastDirectory"_s;
const QString mapsFolderKey = u"mapsFolder"_s;
const QString saveFolderKey = u"lastSaveDirectory"_s;
const QString watchFolderKey = u"lastWatchDirectory"_s;

bool isFolder(const QString &path)
{
    return !path.isEmpty() && QFileInfo(path).isDir();
}

QString documentsFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

} // namespace

QString DialogFolder::start()
{
    QString remembered = QSettings().value(lastFolderKey).toString();
    if (isFolder(remembered))
        return remembered;
    // Documents may be named but not made yet (a fresh account without xdg-user-dirs): made
    // now, as for maps, so that the game's saves, charts and tables go where documents go and
    // not loose in the home (the third walk's chart was saved there). A folder that cannot be
    // made leaves the home.
    QString documents = documentsFolder();
    if (!documents.isEmpty() && QDir().mkpath(documents))
        return documents;
    return QDir::homePath();
}

QString DialogFolder::suggest(const QString &fileName)
{
    return QDir(start()).filePath(fileName);
}

void DialogFolder::remember(const QString &path)
{
    if (path.isEmpty())
        return;
    QSettings().setValue(lastFolderKey, QFileInfo(path).absolutePath());
}

QString DialogFolder::suggestSave(const QString &fileName)
{
    const QString saved = QSettings().value(saveFolderKey).toString();
    return QDir(isFolder(saved) ? saved : start()).filePath(fileName);
}

void DialogFolder::rememberSaved(const QString &savedFile)
{
    if (savedFile.isEmpty())
        return;
    remember(savedFile);
    QSettings().setValue(saveFolderKey, QFileInfo(savedFile).absolutePath());
}

QString DialogFolder::watchStart()
{
    const QString watched = QSettings().value(watchFolderKey).toString();
    return isFolder(watched) ? watched : start();
}

void DialogFolder::rememberWatched(const QString &watchedFile)
{
    if (!watchedFile.isEmpty())
        QSettings().setValue(watchFolderKey, QFileInfo(watchedFile).absolutePath());
}

QString DialogFolder::mapsStart()
{
    QString remembered = QSettings().value(mapsFolderKey).toString();
    if (isFolder(remembered))
        return remembered;
    const QString documents = documentsFolder();
    if (documents.isEmpty())
        return QDir::homePath();
    // Made now, empty, so that the dialog can open in it, with the documents folder a fresh
    // account may not have yet (else the dialog opened in the home, the walk's finding 9). A
    // folder that cannot be made leaves the documents folder, else the home.
    QString maps = QDir(documents).filePath(mapsFolderName());
    if (QDir().mkpath(maps))
        return maps;
    return isFolder(documents) ? documents : QDir::homePath();
}

QString DialogFolder::suggestMapFolder(const QString &mapId)
{
    // A folder that exists (the map saved there a moment ago) would open the dialog inside it:
    // then the folder it is in, for the designer to name the new one.
    const QString folder = mapsStart();
    const QString proposed = QDir(folder).filePath(mapId);
    return QFileInfo::exists(proposed) ? folder : proposed;
}

void DialogFolder::rememberMapSaved(const QString &mapFolder)
{
    if (!mapFolder.isEmpty())
        QSettings().setValue(mapsFolderKey, QFileInfo(mapFolder).absolutePath());
}

QString DialogFolder::suggestBesideMap(const QString &mapFolder, const QString &fileName)
{
    const QString parent = mapFolder.isEmpty() ? QString() : QFileInfo(mapFolder).absolutePath();
    return QDir(isFolder(parent) ? parent : mapsStart()).filePath(fileName);
}

} // namespace vinci
