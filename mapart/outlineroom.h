#pragma once

#include "outlinegeometry.h"

#include <QPainterPath>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <optional>
#include <vector>

namespace vinci {

/**
 * Where a box fits inside an outline: the outline rasterized once into square cells, each
 * either wholly inside it or not, so that "the place nearest to this point where a box of this
 * size lies inside and clear of these rectangles" is a scan of a few rows of cells instead of
 * thousands of exact geometry tests. The game asks it for every token row at every zoom. The
 * answer is checked against the exact outline (OutlineGeometry) before it is given: a box it
 * returns lies inside the outline.
 */
class OutlineRoom
{
public:
    OutlineRoom() = default;
    /** `cellSize` in the outline's units: the grain of the places it finds. */
    OutlineRoom(const QPainterPath &outline, qreal cellSize);

    bool isEmpty() const { return m_columns == 0 || m_rows == 0; }
    qreal cellSize() const { return m_cell; }

    /**
     * The centre of a box of `size` inside the outline, meeting none of `obstacles`, as near to
     * `preferredCentre` as the cells allow; nothing if there is no such place.
     */
    std::optional<QPointF> place(QSizeF size, QPointF preferredCentre,
                                 const std::vector<QRectF> &obstacles = {}) const;
    /** Whether a box of `size` fits somewhere inside, obstacles aside (a quick answer). */
    bool fitsSomewhere(QSizeF size) const;

private:
    /** A box's size in whole cells. */
    struct Cells
    {
        int columns;
        int rows;
    };
    Cells cellsFor(QSizeF size) const;
    /**
     * Calls `found(first, last)` for each run of start columns in `row` where a box of `cells`
     * lies wholly inside (both ends included), left to right, until it returns true.
     */
    template<typename Found>
    bool findRuns(int row, Cells cells, Found found) const;
    /** Whether the cell is wholly inside: the rows from it downwards that are. */
    int freeBelow(int column, int row) const
    {
        return m_freeBelow[static_cast<std::size_t>(row) * static_cast<std::size_t>(m_columns) +
                           static_cast<std::size_t>(column)];
    }
    /** An obstacle in cells: the box's start rows and start columns it rules out. */
    struct Blocked
    {
        int firstRow, lastRow, firstColumn, lastColumn;
    };
    /** The best start column in `row` for a box of `cells`, nearest to `preferred`. */
    std::optional<int> bestColumn(int row, Cells cells, qreal preferredColumn,
                                  const std::vector<Blocked> &blocked) const;
    QRectF boxAt(int column, int row, Cells cells, QSizeF size) const;

    OutlineGeometry m_geometry{QPainterPath()};
    QPointF m_origin;
    qreal m_cell = 1;
    int m_columns = 0;
    int m_rows = 0;
    /** For each cell, how many cells from it downwards are wholly inside (0: it is not). */
    std::vector<quint16> m_freeBelow;
    /** For each row, the most of m_freeBelow: a row whose most is too little is skipped. */
    std::vector<quint16> m_rowMost;
};

} // namespace vinci
