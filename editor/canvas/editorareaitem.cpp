#include "editorareaitem.h"

namespace vinci {

EditorAreaItem::EditorAreaItem(AreaIndex index, const ProvinceOutlines::Entry &entry)
    : AreaItem(index, entry)
{
    setFlag(ItemIsSelectable);
    setHoverFeedback(true);
}

} // namespace vinci
