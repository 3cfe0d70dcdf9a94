#include "dialogfolder.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

const QString settingsKey = u"lastDirectory"_s;

bool isFolder(const QString &path)
{
    return !path.isEmpty() && QFileInfo(path).isDir();
}

} // namespace

QString DialogFolder::start()
{
    const QString remembered = QSettings().value(settingsKey).toString();
    if (isFolder(remembered))
        return remembered;
    // Documents may be named but not made yet (a fresh account without xdg-user-dirs).
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return isFolder(documents) ? documents : QDir::homePath();
}

QString DialogFolder::suggest(const QString &fileName)
{
    return QDir(start()).filePath(fileName);
}

void DialogFolder::remember(const QString &path)
{
    if (path.isEmpty())
        return;
    QSettings().setValue(settingsKey, QFileInfo(path).absolutePath());
}

} // namespace vinci
