#pragma once

#include "map/provincegraph.h"

#include <QPainterPath>
#include <QStringList>
#include <QTransform>

#include <optional>
#include <vector>

class QSvgRenderer;

namespace vinci {

/**
 * The exact outline of every area of a map, in SVG document (viewBox) coordinates, indexed by
 * AreaIndex: position i holds the area whose id is ids[i] (for a map, its i-th entry in
 * MapData::areas, which is also its vertex in the ProvinceGraph). Extracted once from the
 * rendered SVG and cached; used for item shapes, hit tests, overlays and label placement.
 */
class ProvinceOutlines
{
public:
    /** One area's geometry. */
    struct Entry
    {
        QString id;
        QPainterPath outline; ///< filled geometry in document coordinates; empty if missing
        QTransform placement; ///< maps the element's own drawing to the document (parent groups)
        QRectF elementBounds; ///< QSvgRenderer::boundsOnElement(), stroke included
        QRectF artBounds;     ///< where the element's pixels fall in the document
        bool inSvg = false;   ///< the SVG has an element with this id
        int ignoredCalls = 0; ///< lines, text or images in the element, which outline nothing
    };

    ProvinceOutlines() = default;

    /** Extracts the outlines of the elements named `ids`, in that order. */
    static ProvinceOutlines extract(QSvgRenderer &renderer, const QStringList &ids);
    /** Extracts the outline of each area of `map`, indexed like MapData::areas. */
    static ProvinceOutlines extract(QSvgRenderer &renderer, const MapData &map);

    int count() const { return static_cast<int>(m_entries.size()); }
    const Entry &entry(AreaIndex index) const { return m_entries.at(idx(index)); }
    const QPainterPath &outline(AreaIndex index) const { return entry(index).outline; }
    /** The ids whose element is missing from the SVG or draws nothing with an inside. */
    QStringList emptyIds() const;

    /**
     * The area under `point` (document coordinates): land before sea, since sea art may be drawn
     * under land (`areas` tells which is which); among equals the one with the highest index.
     */
    std::optional<AreaIndex> areaAt(QPointF point,
                                    const std::vector<AreaData> *areas = nullptr) const;

    /** Milliseconds extract() took (for reports and benchmarks). */
    double extractionMs() const { return m_extractionMs; }

private:
    static std::size_t idx(AreaIndex index) { return static_cast<std::size_t>(index); }

    std::vector<Entry> m_entries;
    double m_extractionMs = 0;
};

} // namespace vinci
