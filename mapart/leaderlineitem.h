#pragma once

#include "graphicsitemtype.h"

#include <QGraphicsItem>

namespace vinci {

class AreaLabelItem;

/**
 * The line that joins a name set beside its province (off the land: LabelLayout::leaderTo) to
 * the province: from the name's nearest edge, as drawn at the view's zoom, to the province's
 * deepest point, where its tokens stand. It lies under the tokens (they cover its end and so
 * read as the place it points to) and over the areas, and follows its label's visibility and
 * size; it takes no clicks.
 */
class LeaderLineItem : public QGraphicsItem
{
public:
    enum
    {
        Type = GraphicsItemType::LeaderLine
    };
    LeaderLineItem();

    int type() const override { return Type; }
    /** Takes its name's layout, size and visibility again (after any change to them). */
    void follow(const AreaLabelItem &label);
    /** The line, in scene units, from the name's edge to the province; null without a leader. */
    QLineF line() const;

    /** Paints nothing while a view draws the map from a picture (MapScene::setBaseLayersFrozen). */
    void setFrozen(bool frozen);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

private:
    QLineF m_line;
    qreal m_margin = 0; ///< scene units around the line its pen may reach
    bool m_frozen = false;
};

} // namespace vinci
