#pragma once

#include "provinceoutlines.h"

#include <QByteArray>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <memory>
#include <mutex>

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
    /**
     * The drawing's art above its areas (artaboveareas.h), read on first use: what a map whose
     * terrain the program paints draws over the painted areas. Null when nothing lies above them.
     */
    QSvgRenderer *artAboveAreas() const;
    /** The SVG's viewBox: the map's extent in document coordinates (= scene coordinates). */
    QRectF documentRect() const { return m_documentRect; }

private:
    MapArt() = default;

    std::unique_ptr<QSvgRenderer> m_renderer;
    QByteArray m_svg;
    QStringList m_ids;
    mutable std::once_flag m_aboveRead;
    mutable std::unique_ptr<QSvgRenderer> m_above;
    ProvinceOutlines m_outlines;
    QRectF m_documentRect;
};

} // namespace vinci
