#pragma once

#include <QFileDialog>

namespace vinci {

/**
 * File ▸ Open Map's dialog. A map is a folder (docs/map-format.md), and a designer names it by
 * its folder: a folder holding map.json, typed or picked and confirmed (Return, Open), is the
 * choice, where a plain file dialog only goes into it and waits for map.json to be picked too
 * (the final walk: a second Return was needed). Any other folder is gone into as before;
 * map.json and packages (`.vincimap`) are chosen as files.
 */
class MapOpenDialog : public QFileDialog
{
    Q_OBJECT

public:
    explicit MapOpenDialog(QWidget *parent = nullptr);

    /** Whether `path` is a map's folder (it holds map.json). */
    static bool isMapFolder(const QString &path);

public slots:
    void accept() override;
};

} // namespace vinci
