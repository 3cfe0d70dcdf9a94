#pragma once

#include <QByteArray>
#include <QString>

class QWidget;

namespace vinci {

/**
 * Writing the end-of-game page's chart and table to files: whole or not at all (QSaveFile, so
 * a full disk never leaves half a file over an older one).
 */
namespace resultfiles {

/** `data` into `fileName`; false with a message naming the file when it cannot. */
bool write(const QString &fileName, const QByteArray &data, QString *error = nullptr);

/** The widget as it is drawn, as PNG bytes, at its size in device pixels. */
QByteArray png(QWidget *widget);

} // namespace resultfiles

} // namespace vinci
