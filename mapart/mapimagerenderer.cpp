#include "mapimagerenderer.h"

#include "arealabelitem.h"
#include "mapart.h"
#include "mapartitem.h"
#include "maplegend.h"
#include "mapscene.h"

#include <QFileInfo>
#include <QImageWriter>
#include <QPainter>
#include <QSaveFile>
#include <QSvgRenderer>

#include <algorithm>
#include <cmath>
#include <map>

namespace vinci {

namespace {

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

/** The colour of the art around `pixel`: a 5x5 average, robust to a stray edge pixel. */
QColor averageAround(const QImage &image, QPoint pixel)
{
    int r = 0;
    int g = 0;
    int b = 0;
    int n = 0;
    for (int dy = -2; dy <= 2; ++dy) {
        for (int dx = -2; dx <= 2; ++dx) {
            const QPoint p = pixel + QPoint(dx, dy);
            if (!image.rect().contains(p))
                continue;
            const QColor c = image.pixelColor(p);
            r += c.red();
            g += c.green();
            b += c.blue();
            ++n;
        }
    }
    return n ? QColor(r / n, g / n, b / n) : QColor();
}

/** The median of each channel: one odd province (a lake, a relief mark) does not sway it. */
QColor medianColor(std::vector<QColor> colors)
{
    auto channel = [&](int (QColor::*get)() const) {
        std::vector<int> values;
        for (const QColor &c : colors)
            values.push_back((c.*get)());
        std::nth_element(values.begin(), values.begin() + static_cast<long>(values.size() / 2),
                         values.end());
        return values[values.size() / 2];
    };
    return {channel(&QColor::red), channel(&QColor::green), channel(&QColor::blue)};
}

} // namespace

MapImageRenderer::MapImageRenderer(std::shared_ptr<const MapArt> art, MapData map)
    : m_art(std::move(art))
    , m_map(std::move(map))
{}

QImage MapImageRenderer::render(const MapImageOptions &options) const
{
    if (!m_art || options.width < minimumWidth || options.width > maximumWidth)
        return {};
    const QRectF document = m_art->documentRect();
    const qreal scale = options.width / document.width();
    const int mapHeight = static_cast<int>(std::ceil(document.height() * scale));
    if (mapHeight <= 0 || mapHeight > maximumWidth)
        return {};

    MapScene scene;
    // The language first: names are laid out once, in it.
    scene.setLanguage(options.language);
    // A map drawn flat shows the terrain as the game paints it (docs/map-rendering.md).
    scene.setTerrainPainted(m_map.paintTerrain);
    // Names cleared of each other at the picture's scale, as a view clears them at its own.
    scene.setNamesScale(scale);
    scene.setMap(m_art, m_map.areas);
    scene.setViewScale(scale);

    const qreal unit = std::clamp<qreal>(options.width / 90.0, 12, 48);
    MapLegend legend(m_map, options.language);
    const int legendHeight =
        options.legend ? static_cast<int>(std::ceil(legend.height(options.width, unit))) : 0;

    QImage image(options.width, mapHeight + legendHeight, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return {};
    image.fill(QColor(247, 243, 234));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);

    // The art first, alone, so the legend can show the colours it really uses.
    painter.save();
    painter.scale(scale, scale);
    painter.translate(-document.topLeft());
    m_art->renderer().render(&painter, document);
    painter.restore();

    // Painted terrain has the legend's own colours; the art's say nothing of it.
    std::map<Terrain, std::vector<QColor>> samples;
    for (std::size_t i = 0; i < m_map.areas.size() && !m_map.paintTerrain; ++i) {
        const AreaData &area = m_map.areas[i];
        const LabelLayout *layout = scene.labelLayout(static_cast<AreaIndex>(i));
        if (area.kind != AreaKind::Land || !layout || layout->radius <= 0)
            continue;
        // The anchor is deep inside the area: the art there is the area's own colour. The
        // name is drawn over it later.
        const QPointF pixel = (layout->anchor - document.topLeft()) * scale;
        samples[area.terrain].push_back(averageAround(image, pixel.toPoint()));
    }
    for (const auto &[terrain, colors] : samples)
        legend.setTerrainColor(terrain, medianColor(colors));

    scene.artItem()->setVisible(false);
    scene.render(&painter, QRectF(0, 0, options.width, mapHeight), document, Qt::IgnoreAspectRatio);
    if (options.legend)
        legend.paint(&painter, QRectF(0, mapHeight, options.width, legendHeight), unit);
    painter.end();
    return image;
}

bool renderMapImageFile(const MapData &map, const QString &svgPath, const QString &outputPath,
                        const MapImageOptions &options, QString *error)
{
    if (options.width < MapImageRenderer::minimumWidth ||
        options.width > MapImageRenderer::maximumWidth) {
        return fail(error, MapImageRenderer::tr("The image width must be between %1 and %2 "
                                                "pixels, not %3.")
                               .arg(MapImageRenderer::minimumWidth)
                               .arg(MapImageRenderer::maximumWidth)
                               .arg(options.width));
    }
    const QByteArray format = QFileInfo(outputPath).suffix().toLower().toLatin1();
    if (format.isEmpty() || !QImageWriter::supportedImageFormats().contains(format)) {
        return fail(error,
                    MapImageRenderer::tr("%1: unknown image format; use a name ending in .png.")
                        .arg(outputPath));
    }
    const std::shared_ptr<MapArt> art = MapArt::load(svgPath, map, error);
    if (!art)
        return false;
    const QImage image = MapImageRenderer(art, map).render(options);
    if (image.isNull()) {
        return fail(error, MapImageRenderer::tr("%1: the map is too tall to render at a width of "
                                                "%2 pixels.")
                               .arg(svgPath)
                               .arg(options.width));
    }
    QSaveFile file(outputPath);
    if (!file.open(QIODevice::WriteOnly)) {
        return fail(
            error,
            MapImageRenderer::tr("%1: cannot write: %2").arg(outputPath, file.errorString()));
    }
    QImageWriter writer(&file, format);
    if (!writer.write(image)) {
        file.cancelWriting();
        return fail(error, MapImageRenderer::tr("%1: cannot write the image: %2")
                               .arg(outputPath, writer.errorString()));
    }
    if (!file.commit()) {
        return fail(
            error,
            MapImageRenderer::tr("%1: cannot write: %2").arg(outputPath, file.errorString()));
    }
    return true;
}

} // namespace vinci
