#include "filecontents.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

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
    QByteArray contents = file.read(maxBytes + 1);
    if (contents.size() > maxBytes)
        return fail(QCoreApplication::translate("MapReader", "is larger than %1 MB")
                        .arg(maxBytes / (1024 * 1024)));
    if (file.error() != QFileDevice::NoError)
        return fail(
            QCoreApplication::translate("MapReader", "cannot be read: %1").arg(file.errorString()));
    return contents;
}

} // namespace vinci
