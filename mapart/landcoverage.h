#pragma once

#include <QPainterPath>
#include <QPointF>
#include <QRectF>

#include <vector>

namespace vinci {

/**
 * Which land province covers each pixel of a map drawn at one scale, for the quick questions
 * that placing a name beside its province asks thousands of times (clearNames): is a box
 * wholly off the land, and how much of another province does a leader line cross. The
 * provinces are painted once, without antialiasing, into an image of their indices; a
 * summed-area table answers for any box at once.
 */
class LandCoverage
{
public:
    /** `land` by AreaIndex (empty paths for sea zones), in document units; `scale` px a unit. */
    LandCoverage(const std::vector<QPainterPath> &land, const QRectF &documentRect, qreal scale);

    /** Whether `rect` (document units) covers no land pixel. */
    bool isOffLand(const QRectF &rect) const;
    /**
     * Whether `rect` (document units), its outermost pixel aside, covers some of `own`'s land
     * and none of another province's: a name there reads as its province's.
     */
    bool isAttached(const QRectF &rect, std::size_t own) const;
    /**
     * The length, in pixels, of the segment from `from` to `to` that lies over land other than
     * `own`'s.
     */
    qreal otherLandAlong(QPointF from, QPointF to, std::size_t own) const;

private:
    /** The province over a pixel, plus one; 0 for none (or beyond the map). */
    int provinceAt(int x, int y) const;

    QRectF m_documentRect;
    qreal m_scale = 1;
    int m_width = 0;
    int m_height = 0;
    std::vector<int> m_province;   ///< row by row
    std::vector<int> m_landBefore; ///< (width + 1) x (height + 1) summed-area table of land
};

} // namespace vinci
