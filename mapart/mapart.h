#pragma once

#include "provinceoutlines.h"

#include <QRectF>
#include <QString>

#include <memory>

class QSvgRenderer;

namespace vinci {

/**
 * A map's art, loaded once and shared by every view of it: the one QSvgRenderer all items draw
 * with (the KDE games' habit) and the outlines of its areas, indexed by AreaIndex.
 */
class MapArt
{
public:
    /**
     * Loads the SVG at `svgPath` and extracts the outline of each area of `map`. Returns null
     * with a message naming the file when it is not an SVG Qt can render.
     */
    static std::shared_ptr<MapArt> load(const QString &svgPath, const MapData &map,
                                        QString *error = nullptr);
    /** The same from SVG bytes; `ids` in AreaIndex order; `origin` names them in messages. */
    static std::shared_ptr<MapArt> fromData(const QByteArray &svg, const QStringList &ids,
                                            const QString &origin, QString *error = nullptr);

    ~MapArt();
    MapArt(const MapArt &) = delete;
    MapArt &operator=(const MapArt &) = delete;

    /** The shared renderer (rendering is not const in Qt's API, hence the non-const ref). */
    QSvgRenderer &renderer() const { return *m_renderer; }
    const ProvinceOutlines &outlines() const { return m_outlines; }
    /** The SVG's viewBox: the map's extent in document coordinates (= scene coordinates). */
    QRectF documentRect() const { return m_documentRect; }

private:
    MapArt() = default;

    std::unique_ptr<QSvgRenderer> m_renderer;
    ProvinceOutlines m_outlines;
    QRectF m_documentRect;
};

} // namespace vinci
