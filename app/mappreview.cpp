#include "mappreview.h"

#include "mappackage.h"

#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <QPainter>
#include <QSvgRenderer>

namespace vinci {

namespace {

/** The package's picture, decoded only when its size is that of a picture. */
QImage packagePreview(const QString &folder)
{
    const QString file = QDir(folder).filePath(MapPackage::previewFileName());
    if (!QFileInfo::exists(file))
        return {};
    QImageReader reader(file);
    const QSize size = reader.size();
    constexpr int largest = 4096;
    if (!size.isValid() || size.width() > largest || size.height() > largest)
        return {};
    return reader.read();
}

} // namespace

QPixmap mapPreview(const QString &folder, const QString &svgPath, const QSizeF &box,
                   qreal devicePixelRatio)
{
    if (const QImage picture = packagePreview(folder); !picture.isNull()) {
        const QSizeF size = QSizeF(picture.size()).scaled(box, Qt::KeepAspectRatio);
        QPixmap pixmap = QPixmap::fromImage(picture.scaled(
            (size * devicePixelRatio).toSize(), Qt::KeepAspectRatio, Qt::SmoothTransformation));
        pixmap.setDevicePixelRatio(devicePixelRatio);
        return pixmap;
    }
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
