#include "folderpath.h"

#include <QFileInfo>
#include <QStringList>

#include <algorithm>

namespace vinci {

using namespace Qt::StringLiterals;

bool staysInsideFolder(const QString &relativePath)
{
    if (relativePath.isEmpty() || relativePath.startsWith(u'/') || relativePath.contains(u'\\') ||
        relativePath.contains(u':'))
        return false;
    const QStringList parts = relativePath.split(u'/');
    return std::none_of(parts.begin(), parts.end(), [](const QString &part) {
        return part.isEmpty() || part == "."_L1 || part == ".."_L1;
    });
}

int moveEntriesOnce(const QString &from, const QString &to, const QStringList &nameFilters,
                    QDir::Filters filters)
{
    if (from.isEmpty() || to.isEmpty() || !QFileInfo(from).isDir() ||
        QFileInfo(from).canonicalFilePath() == QFileInfo(to).canonicalFilePath())
        return 0;
    int moved = 0;
    QDir().mkpath(to);
    QDir source(from);
    for (const QString &name : source.entryList(nameFilters, filters)) {
        const QString target = QDir(to).filePath(name);
        if (!QFileInfo::exists(target) && QDir().rename(source.filePath(name), target))
            ++moved;
    }
    source.rmdir(source.absolutePath()); // only when nothing is left in it
    return moved;
}

} // namespace vinci
