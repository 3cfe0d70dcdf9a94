#pragma once

#include "graphicsitemtype.h"

#include <QGraphicsItem>
#include <QLineF>
#include <QPainterPath>

#include <optional>

namespace vinci {

class AreaLabelItem;

/**
 * The leader line of a name set over the water beside a province too small for it
 * (LabelLayout::leaderTo): a thin ink line on a cream halo from the name's glyphs to a dot well
 * inside the province, under the tokens and over the areas; it ends at the province's badges
 * instead where they are drawn apart from the name, on the province (LabelLayout::badgesAt,
 * drawn here without a line for a name with none).
 * It follows its name: drawn while the name is, at the name's size, nothing while the map is
 * drawn from a picture. Clicks pass through it.
 */
class NameLeaderItem : public QGraphicsItem
{
public:
    enum
    {
        Type = GraphicsItemType::NameLeader
    };

    explicit NameLeaderItem(const AreaLabelItem &label);

    int type() const override { return Type; }
    /** The name it joins to its province (and whose badges it draws at its end, if apart). */
    const AreaLabelItem &label() const { return m_label; }
    /** The name moved, grew or shrank, or was shown or hidden: the line follows. */
    void follow();
    /** The line as drawn now, in scene units; none when its name has no leader or is not drawn. */
    std::optional<QLineF> line() const;

    QRectF boundingRect() const override;
    /** Empty: a click or a hit test passes through the line to what lies under it. */
    QPainterPath shape() const override { return {}; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

private:
    const AreaLabelItem &m_label;
    QRectF m_bounds;
};

} // namespace vinci
