#include "dialogs/resultfiles.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QImage>
#include <QSaveFile>

namespace vinci::resultfiles {

namespace {

struct ResultFileTexts
{
    Q_DECLARE_TR_FUNCTIONS(ResultFiles)
};

} // namespace

bool write(const QString &fileName, const QByteArray &data, QString *error)
{
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        if (error)
            *error = ResultFileTexts::tr("%1: cannot be written (%2).")
                         .arg(fileName, file.errorString());
        return false;
    }
    return true;
}

QByteArray png(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

} // namespace vinci::resultfiles
