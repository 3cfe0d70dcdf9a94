#pragma once

#include <QPixmap>
#include <QSizeF>
#include <QString>

namespace vinci {

/**
 * A picture of a map, fitted into `box` (device-independent pixels) at `devicePixelRatio`: the
 * preview its package brought (`preview.png` in the map folder: the designer's own picture of
 * the map), else the map's art drawn from its SVG (`svgPath`), as shipped maps have none — as
 * the game paints it, terrain and names (in the program's language), when the map paints its
 * terrain over a flat drawing (`paintTerrain`, an imported map). Null
 * when neither can be read. The package's picture is untrusted: one larger than 4096x4096
 * pixels is not decoded (the art is drawn instead).
 */
QPixmap mapPreview(const QString &folder, const QString &svgPath, const QSizeF &box,
                   qreal devicePixelRatio);

/**
 * The size of the picture the map's package brought (its pixels), or an invalid size when it
 * has none that mapPreview() would show: the art is drawn sharp at any size.
 */
QSize packagePictureSize(const QString &folder);

} // namespace vinci
