#include "filecontents.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace vinci {

std::optional<QByteArray> readFileContents(const QString &fileName, qint64 maxBytes,
                                           MapFileError *error)
{
    auto fail = [&](const QString &fault) -> std::optional<QByteArray> {
        if (error) {
            error->file = fileName;
            error->line = 0;
            error->column = 0;
            error->element.clear();
            error->fault = fault;
        }
        return std::nullopt;
    };
    if (QFileInfo(fileName).isDir())
        return fail(QCoreApplication::translate("MapReader", "is a folder, not a file"));
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return fail(QCoreApplication::translate("MapReader", "cannot be opened: %1")
                        .arg(file.errorString()));
    const auto tooLarge = [&] {
        return fail(QCoreApplication::translate("MapReader", "is larger than %1 MB")
                        .arg(maxBytes / (1024 * 1024)));
    };
    if (!file.isSequential() && file.size() > maxBytes)
        return tooLarge();
    // Read in chunks up to the limit: a device (a pipe, /dev/zero) has no size to check first,
    // and read(maxBytes) would allocate the whole limit for every small file.
    QByteArray contents;
    if (!file.isSequential())
        contents.reserve(file.size());
    constexpr qint64 chunk = qint64(1) << 20;
    while (contents.size() <= maxBytes) {
        const QByteArray part = file.read(std::min(chunk, maxBytes + 1 - contents.size()));
        if (part.isEmpty())
            break;
        contents += part;
    }
    if (contents.size() > maxBytes)
        return tooLarge();
    if (file.error() != QFileDevice::NoError)
        return fail(
            QCoreApplication::translate("MapReader", "cannot be read: %1").arg(file.errorString()));
    return contents;
}

} // namespace vinci
