#pragma once

#include "areaitem.h"

namespace vinci {

/**
 * A land province or sea zone on the game map. Besides the AreaItem overlays (wash, highlight,
 * hover) it draws who holds it the way printed maps do: a band of the holder's colour just
 * inside the border, solid for an active empire and hatched for a declining one, so the
 * terrain stays readable under the colour and the two empires of one player read apart even
 * without colour vision.
 */
class ProvinceItem : public AreaItem
{
public:
    ProvinceItem(AreaIndex index, const ProvinceOutlines::Entry &entry, qreal bandWidth);

    /** The holder's colour; `declining` for a declining empire; invalid colour: nobody. */
    void setHolder(const QColor &colour, bool declining);
    QColor holderColour() const { return m_holder; }
    bool isDeclining() const { return m_declining; }

protected:
    void paintOverlay(QPainter *painter, const QStyleOptionGraphicsItem *option) override;
    bool hasOverlay() const override { return m_holder.isValid(); }

private:
    const QPainterPath &band();

    QColor m_holder;
    bool m_declining = false;
    qreal m_bandWidth;
    QPainterPath m_band; ///< the strip inside the border, made the first time it is drawn
    bool m_bandMade = false;
};

} // namespace vinci
