#pragma once

#include "areaitem.h"

namespace vinci {

/**
 * An area on the editor's canvas: selectable, and lighter under the pointer. On a map that
 * paints its terrain (Paint terrain in the game), MapScene paints it in its terrain's style from
 * map.json (the game's look, terrainstyle.h) as the game will. The name and the mine, port and
 * board-edge badges come from MapScene's label item above it.
 */
class EditorAreaItem : public AreaItem
{
public:
    EditorAreaItem(AreaIndex index, const ProvinceOutlines::Entry &entry);
};

} // namespace vinci
