#include "mappreview.h"

#include "languageswitcher.h"
#include "mapart.h"
#include "mapformat/mapreader.h"
#include "mapimagerenderer.h"
#include "mappackage.h"

#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <QPainter>
#include <QSvgRenderer>

#include <algorithm>
#include <cmath>

namespace vinci {

namespace {

/** The package's picture, decoded only when its size is that of a picture. */
QImage packagePreview(const QString &folder)
{
    if (!packagePictureSize(folder).isValid())
        return {};
    return QImageReader(QDir(folder).filePath(MapPackage::previewFileName())).read();
}

/**
 * The map as the game shows it, when it paints its terrain over a flat drawing (an imported
 * one): the drawing's own colours would promise what the board does not show. Null for a map
 * drawn in its terrain's colours (the shipped maps), whose art is what the game shows.
 */
QImage paintedTerrainPreview(const QString &folder, const QString &svgPath, int width)
{
    std::optional<MapData> map = MapReader().readFolder(folder);
    if (!map || !map->paintTerrain)
        return {};
    const std::shared_ptr<MapArt> art = MapArt::load(svgPath, *map);
    if (!art)
        return {};
    MapImageOptions options;
    options.width =
        std::clamp(width, MapImageRenderer::minimumWidth, MapImageRenderer::maximumWidth);
    options.language = uiLanguage();
    options.legend = false;
    return MapImageRenderer(art, *map).render(options);
}

/** `picture` fitted into `box`, sharp at `devicePixelRatio`. */
QPixmap fitted(const QImage &picture, const QSizeF &box, qreal devicePixelRatio)
{
    const QSizeF size = QSizeF(picture.size()).scaled(box, Qt::KeepAspectRatio);
    QPixmap pixmap = QPixmap::fromImage(picture.scaled(
        (size * devicePixelRatio).toSize(), Qt::KeepAspectRatio, Qt::SmoothTransformation));
    pixmap.setDevicePixelRatio(devicePixelRatio);
    return pixmap;
}

} // namespace

QSize packagePictureSize(const QString &folder)
{
    const QString file = QDir(folder).filePath(MapPackage::previewFileName());
    if (!QFileInfo::exists(file))
        return {};
    const QSize size = QImageReader(file).size();
    constexpr int largest = 4096;
    if (!size.isValid() || size.width() > largest || size.height() > largest)
        return {};
    return size;
}

QPixmap mapPreview(const QString &folder, const QString &svgPath, const QSizeF &box,
                   qreal devicePixelRatio)
{
    if (const QImage picture = packagePreview(folder); !picture.isNull())
        return fitted(picture, box, devicePixelRatio);
    const int width = static_cast<int>(std::ceil(box.width() * devicePixelRatio));
    if (const QImage painted = paintedTerrainPreview(folder, svgPath, width); !painted.isNull())
        return fitted(painted, box, devicePixelRatio);
    QSvgRenderer renderer(svgPath);
    if (!renderer.isValid())
        return {};
    const QSizeF size = renderer.viewBoxF().size().scaled(box, Qt::KeepAspectRatio);
    QPixmap pixmap((size * devicePixelRatio).toSize());
    pixmap.setDevicePixelRatio(devicePixelRatio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    renderer.render(&painter, QRectF(QPointF(0, 0), size));
    return pixmap;
}

} // namespace vinci
