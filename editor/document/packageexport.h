#pragma once

#include "map/mapdata.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace vinci {

/**
 * Exporting a map folder as a .vincimap package (mappackage/), as File ▸ Export Map Package
 * and `vinci-editor --package` do: the preview picture is drawn here, with the game's own map
 * rendering, since the package library draws nothing.
 */
class PackageExport
{
    Q_DECLARE_TR_FUNCTIONS(PackageExport)

public:
    /** The preview's width in pixels: large enough for New Game's list, small to carry. */
    static constexpr int previewWidth = 640;

    /**
     * The preview of `map` drawn from its art at `svgPath` (names in English, no legend), as
     * PNG bytes; empty with `error` set when the art cannot be drawn.
     */
    static QByteArray previewPng(const MapData &map, const QString &svgPath, QString *error);

    /**
     * Writes the map in `mapFolder` to `packageFile` with its preview. Returns an empty string
     * on success, else why not (a map with errors is refused, listing them).
     */
    static QString write(const QString &mapFolder, const QString &packageFile);
};

} // namespace vinci
