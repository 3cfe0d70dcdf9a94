#pragma once

#include "areaitem.h"

namespace vinci {

/**
 * An area on the editor's canvas: selectable, and lighter under the pointer. With View ▸
 * Terrain Colours, MapScene paints it in its terrain's style from map.json (the game's look,
 * terrainstyle.h) over the art, so the designer sees what the model says rather than what the
 * drawing's colours suggest. The name and the mine, port and board-edge badges come from
 * MapScene's label item above it.
 */
class EditorAreaItem : public AreaItem
{
public:
    EditorAreaItem(AreaIndex index, const ProvinceOutlines::Entry &entry);
};

} // namespace vinci
