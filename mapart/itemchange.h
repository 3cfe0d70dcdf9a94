#pragma once

#include <QGraphicsItem>

namespace vinci {

/**
 * The setters of the map's items (AreaItem, the editor's areas and links), written once: sets
 * the item's drawn `state` to `value` and repaints the item, unless it held that value already.
 */
template<typename T>
void setAndRepaint(QGraphicsItem &item, T &state, const T &value)
{
    if (state == value)
        return;
    state = value;
    item.update();
}

/**
 * The view's scale for an item whose size follows it (a label, a link), written once: a new
 * `scale` (positive, not the same) replaces `viewScale` after `prepareGeometryChange` (the
 * item's QGraphicsItem::prepareGeometryChange()) has run; any other is ignored.
 */
template<typename PrepareGeometryChange>
void takeViewScale(qreal &viewScale, qreal scale, PrepareGeometryChange &&prepareGeometryChange)
{
    if (scale <= 0 || qFuzzyCompare(scale, viewScale))
        return;
    prepareGeometryChange();
    viewScale = scale;
}

} // namespace vinci
