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

/**
 * Freezing a map item, written once (MapScene::setBaseLayersFrozen): a frozen item paints
 * nothing and keeps no cache, since a view draws it from a picture meanwhile; thawed, it caches
 * as it did (`savedMode`) and paints afresh.
 */
inline void freezeItem(QGraphicsItem &item, bool &frozen, QGraphicsItem::CacheMode &savedMode,
                       bool freeze)
{
    if (freeze == frozen)
        return;
    frozen = freeze;
    if (freeze) {
        savedMode = item.cacheMode();
        item.setCacheMode(QGraphicsItem::NoCache);
    } else {
        item.setCacheMode(savedMode);
        item.update();
    }
}

} // namespace vinci
