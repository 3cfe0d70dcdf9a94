#pragma once

#include "areaitem.h"

namespace vinci {

/**
 * A land province or sea zone on the game map. Besides the AreaItem overlays (wash, highlight,
 * hover) it draws who holds it the way printed maps do: a band of the holder's colour just
 * inside the border, solid for an active empire and hatched for a declining one, so the
 * terrain stays readable under the colour and the two empires of one player read apart even
 * without colour vision. Inside the band runs the holder's line (strokeHolderLine: the seat's
 * dash pattern of the charts in ink over cream): a held province stands out from a neutral one
 * in grey too, whatever its colour and terrain, and the pattern says whose it is (#27).
 */
class ProvinceItem : public AreaItem
{
public:
    /** The colour band's and the pattern line's least widths on screen (logical pixels). */
    static constexpr qreal bandPixels = 3.0;
    static constexpr qreal patternPixels = 2.5;

    ProvinceItem(AreaIndex index, const ProvinceOutlines::Entry &entry, qreal bandWidth);

    /**
     * The holder's colour and seat (from 0: its dash pattern); `declining` for a declining
     * empire; invalid colour: nobody.
     */
    void setHolder(const QColor &colour, int seat, bool declining);
    QColor holderColour() const { return m_holder; }
    bool isDeclining() const { return m_declining; }
    /** The holder's seat (its line's pattern); -1: nobody. */
    int holderSeat() const { return m_seat; }

protected:
    void paintOverlay(QPainter *painter, const QStyleOptionGraphicsItem *option) override;
    bool hasOverlay() const override { return m_holder.isValid(); }

private:
    QColor m_holder;
    int m_seat = -1;
    bool m_declining = false;
    qreal m_bandWidth;
};

} // namespace vinci
