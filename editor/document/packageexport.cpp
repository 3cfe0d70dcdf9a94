#include "packageexport.h"

#include "mapart.h"
#include "mapformat/maploader.h"
#include "mapimagerenderer.h"
#include "mappackage.h"

#include <QBuffer>
#include <QImage>

namespace vinci {

using namespace Qt::StringLiterals;

QByteArray PackageExport::previewPng(const MapData &map, const QString &svgPath, QString *error)
{
    const std::shared_ptr<MapArt> art = MapArt::load(svgPath, map, error);
    if (!art)
        return {};
    const QImage image = MapImageRenderer(art, map).render(
        {.width = previewWidth, .language = u"en"_s, .legend = false});
    QByteArray png;
    QBuffer buffer(&png);
    if (image.isNull() || !buffer.open(QIODevice::WriteOnly) || !image.save(&buffer, "PNG")) {
        if (error != nullptr)
            *error = tr("%1: the preview cannot be drawn").arg(svgPath);
        return {};
    }
    return png;
}

QString PackageExport::write(const QString &mapFolder, const QString &packageFile)
{
    const MapLoadResult loaded = MapLoader::load(mapFolder);
    QByteArray preview;
    if (loaded.ok()) {
        QString error;
        preview = previewPng(loaded.map->data, loaded.map->svgPath, &error);
        if (preview.isEmpty())
            return error;
    }
    // A map with errors: the package writer refuses it, naming them.
    return writeMapPackage(mapFolder, preview, packageFile);
}

} // namespace vinci
