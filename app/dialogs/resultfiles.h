#pragma once

#include <QByteArray>
#include <QString>

class QImage;

/**
 * Writing the end-of-game page's chart and table to files: whole or not at all (QSaveFile, so
 * a full disk never leaves half a file over an older one).
 */
namespace vinci::resultfiles {

/** `data` into `fileName`; false with a message naming the file when it cannot. */
bool write(const QString &fileName, const QByteArray &data, QString *error = nullptr);

/** The image as PNG bytes. */
QByteArray png(const QImage &image);

} // namespace vinci::resultfiles
