#pragma once

#include "map/mapdata.h"

#include <QCoreApplication>
#include <QImage>
#include <QString>

#include <memory>

namespace vinci {

class MapArt;

/** What a whole-map image shows and how large it is. */
struct MapImageOptions
{
    int width = 2400;                        ///< pixels; the height follows the map's shape
    QString language = QStringLiteral("en"); ///< names in this language
    bool legend = true;                      ///< the key under the map
};

/**
 * Draws a whole map into an image: the art, the names in one language, the mine, port and
 * board-edge badges, and a legend. Uses the same MapScene as the game, so the picture is what
 * players see. Needs a QApplication (QGraphicsScene); it may run on the offscreen platform.
 */
class MapImageRenderer
{
    Q_DECLARE_TR_FUNCTIONS(MapImageRenderer)

public:
    MapImageRenderer(std::shared_ptr<const MapArt> art, MapData map);

    /** The image; null when the options ask for an impossible size. */
    QImage render(const MapImageOptions &options) const;

    /** The widths render() accepts. */
    static constexpr int minimumWidth = 200;
    static constexpr int maximumWidth = 16384;

private:
    std::shared_ptr<const MapArt> m_art;
    MapData m_map;
};

/**
 * Renders `map` with its art at `svgPath` to `outputPath` (PNG, or any format Qt writes, by
 * suffix), written safely through QSaveFile. On failure returns false with a message naming
 * the file and the fault. The function `vinci --render-map` calls.
 */
bool renderMapImageFile(const MapData &map, const QString &svgPath, const QString &outputPath,
                        const MapImageOptions &options, QString *error = nullptr);

} // namespace vinci
