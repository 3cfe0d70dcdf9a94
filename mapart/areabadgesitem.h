#pragma once

#include "graphicsitemtype.h"

#include <QGraphicsItem>
#include <QPainterPath>

namespace vinci {

class AreaLabelItem;

/**
 * A province's mine, port and board-edge badges where its name does not carry them inside it
 * (LabelLayout::badgesRow: the name set beside the province, set without its badges' row for
 * room, or drawn from a closer zoom): a row of its own inside the province, at every zoom the
 * name is not drawn home with them. A missing mine misinforms, a missing name is in the
 * tooltip (the s44 walk: Slovakia's, Hungary's, Belgium's mines shown at no zoom). It follows
 * its name's label: drawn while the label is shown, nothing while the map is drawn from a
 * picture. Clicks pass through it.
 */
class AreaBadgesItem : public QGraphicsItem
{
public:
    enum
    {
        Type = GraphicsItemType::AreaBadges
    };

    explicit AreaBadgesItem(const AreaLabelItem &label);

    int type() const override { return Type; }
    /** The label changed (its layout, zoom, visibility): the row follows. */
    void follow();
    /** The row as drawn now, in scene units; null where the name carries the badges. */
    QRectF row() const;

    QRectF boundingRect() const override;
    /** Empty: a click passes through to the province under it. */
    QPainterPath shape() const override { return {}; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

private:
    const AreaLabelItem &m_label;
    QRectF m_bounds;
};

} // namespace vinci
