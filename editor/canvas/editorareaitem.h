#pragma once

#include "areaitem.h"
#include "map/mapdata.h"

namespace vinci {

/**
 * An area on the editor's canvas: selectable, and painted in the colour of its terrain from
 * map.json (sea zones in sea blue) over the art, so the designer sees what the model says
 * rather than what the drawing's colours suggest. The name and the mine, port and board-edge
 * badges come from MapScene's label item above it.
 */
class EditorAreaItem : public AreaItem
{
public:
    EditorAreaItem(AreaIndex index, const ProvinceOutlines::Entry &entry, const AreaData &area);

    void setAreaData(const AreaData &area);
    /** Paints the terrain colours (on) or lets the art show through (off). */
    void setTerrainFill(bool on);

protected:
    void paintOverlay(QPainter *painter, const QStyleOptionGraphicsItem *option) override;

private:
    AreaData m_area;
    bool m_terrainFill = true;
};

} // namespace vinci
