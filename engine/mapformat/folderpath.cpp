#include "folderpath.h"

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

} // namespace vinci
