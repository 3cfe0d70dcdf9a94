#include "provinceoutlines.h"

#include "outlinerecorder.h"

#include <QElapsedTimer>
#include <QSvgRenderer>

namespace vinci {

ProvinceOutlines ProvinceOutlines::extract(QSvgRenderer &renderer, const QStringList &ids)
{
    QElapsedTimer timer;
    timer.start();
    ProvinceOutlines outlines;
    outlines.m_entries.reserve(static_cast<std::size_t>(ids.size()));
    for (const QString &id : ids) {
        Entry entry;
        entry.id = id;
        entry.inSvg = renderer.elementExists(id);
        if (entry.inSvg) {
            ElementOutline recorded = recordElementOutline(renderer, id);
            entry.outline = std::move(recorded.path);
            entry.placement = recorded.placement;
            entry.elementBounds = recorded.elementBounds;
            entry.artBounds = recorded.placement.mapRect(recorded.elementBounds);
            entry.ignoredCalls = recorded.ignoredCalls;
        }
        outlines.m_entries.push_back(std::move(entry));
    }
    outlines.m_extractionMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    return outlines;
}

ProvinceOutlines ProvinceOutlines::extract(QSvgRenderer &renderer, const MapData &map)
{
    QStringList ids;
    ids.reserve(static_cast<qsizetype>(map.areas.size()));
    for (const AreaData &area : map.areas)
        ids.append(area.id);
    return extract(renderer, ids);
}

QStringList ProvinceOutlines::emptyIds() const
{
    QStringList ids;
    for (const Entry &entry : m_entries) {
        if (entry.outline.isEmpty())
            ids.append(entry.id);
    }
    return ids;
}

std::optional<AreaIndex> ProvinceOutlines::areaAt(QPointF point,
                                                  const std::vector<AreaData> *areas) const
{
    std::optional<AreaIndex> found;
    bool foundLand = false;
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        const Entry &entry = m_entries[i];
        if (!entry.outline.controlPointRect().contains(point) || !entry.outline.contains(point))
            continue;
        const bool land = !areas || i >= areas->size() || (*areas)[i].kind == AreaKind::Land;
        if (!found || land || !foundLand) {
            found = static_cast<AreaIndex>(i);
            foundLand = land;
        }
    }
    return found;
}

} // namespace vinci
