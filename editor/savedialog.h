#pragma once

#include <QFileDialog>

namespace vinci {

/**
 * Asks where to save, as QFileDialog::getSaveFileName() does, with a short title and what to
 * type said by the name field's label: the window manager adds the program's name to a title
 * and cuts what does not fit (the s46 walk read "Karte speichern unter (ein Ordner mit d…r
 * Karte als Namen)"). `suggested` is the folder and name to start from; empty when cancelled.
 */
QString askSavePath(QWidget *parent, const QString &title, const QString &nameLabel,
                    const QString &suggested, const QString &filter = {},
                    QFileDialog::Options options = {});

} // namespace vinci
