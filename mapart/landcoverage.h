#pragma once

#include <QPainterPath>
#include <QRectF>

#include <optional>
#include <vector>

namespace vinci {

/**
 * Which land province covers each pixel of a map drawn at one scale, for the questions that
 * placing a name on its province asks thousands of times (clearNames): how much of a box lies on
 * the province's own land, and does it lie on a neighbour. The provinces are painted once,
 * without antialiasing, into an image of their indices.
 */
class LandCoverage
{
public:
    /** `land` by AreaIndex (empty paths for sea zones), in document units; `scale` px a unit. */
    LandCoverage(const std::vector<QPainterPath> &land, const QRectF &documentRect, qreal scale);

    /** The share of `rect` (document units), its outermost pixel aside, that is `own`'s land. */
    qreal ownShare(const QRectF &rect, std::size_t own) const;
    /** Whether `rect` (document units), its outermost pixel aside, covers land other than
     *  `own`'s: a name there would be read as a neighbour's. */
    bool coversOtherLand(const QRectF &rect, std::size_t own) const;
    /** The land provinces under `rect` (document units), its outermost pixel aside, by index. */
    std::vector<std::size_t> landsUnder(const QRectF &rect) const;
    /** The land province under `point` (document units), if any. */
    std::optional<std::size_t> landAt(QPointF point) const;

private:
    /** The province over a pixel, plus one; 0 for none (or beyond the map). */
    int provinceAt(int x, int y) const;

    QRectF m_documentRect;
    qreal m_scale = 1;
    int m_width = 0;
    int m_height = 0;
    std::vector<int> m_province; ///< row by row
};

} // namespace vinci
