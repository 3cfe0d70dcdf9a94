#include "outlineroom.h"

#include <QImage>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <limits>

namespace vinci {

namespace {

/** A rejected box is retried this many times before the search gives up on a place. */
constexpr int exactRetries = 8;

} // namespace

OutlineRoom::OutlineRoom(const QPainterPath &outline, qreal cellSize)
    : m_geometry(outline)
    , m_cell(cellSize)
{
    const QRectF bounds = outline.boundingRect();
    if (bounds.isEmpty() || cellSize <= 0)
        return;
    m_origin = bounds.topLeft();
    m_columns = static_cast<int>(std::ceil(bounds.width() / cellSize));
    m_rows = static_cast<int>(std::ceil(bounds.height() / cellSize));
    // The outline's coverage of each cell, by Qt's antialiasing rasterizer: 255 only where the
    // cell lies wholly inside (the exact check in place() catches the rounding's slivers).
    QImage coverage(m_columns, m_rows, QImage::Format_Alpha8);
    if (coverage.isNull()) {
        m_columns = m_rows = 0;
        return;
    }
    coverage.fill(0);
    {
        QPainter painter(&coverage);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.scale(1 / cellSize, 1 / cellSize);
        painter.translate(-m_origin);
        painter.fillPath(outline, Qt::black);
    }
    m_freeBelow.assign(static_cast<std::size_t>(m_columns) * static_cast<std::size_t>(m_rows), 0);
    for (int row = m_rows - 1; row >= 0; --row) {
        const uchar *line = coverage.constScanLine(row);
        for (int column = 0; column < m_columns; ++column) {
            if (line[column] != 255)
                continue;
            const int below = row + 1 < m_rows ? freeBelow(column, row + 1) : 0;
            m_freeBelow[static_cast<std::size_t>(row) * static_cast<std::size_t>(m_columns) +
                        static_cast<std::size_t>(column)] =
                static_cast<quint16>(std::min(below + 1, 65535));
        }
    }
    m_rowMost.assign(static_cast<std::size_t>(m_rows), 0);
    for (int row = 0; row < m_rows; ++row) {
        for (int column = 0; column < m_columns; ++column) {
            m_rowMost[static_cast<std::size_t>(row)] =
                std::max(m_rowMost[static_cast<std::size_t>(row)],
                         static_cast<quint16>(freeBelow(column, row)));
        }
    }
}

OutlineRoom::Cells OutlineRoom::cellsFor(QSizeF size) const
{
    // More cells than the box needs, by up to one: centred in them, the box never touches the
    // edge of its cells, which may be the outline's own edge.
    const auto whole = [this](qreal length) {
        return static_cast<int>(std::floor(length / m_cell)) + 1;
    };
    return {whole(size.width()), whole(size.height())};
}

template<typename Found>
bool OutlineRoom::findRuns(int row, Cells cells, Found found) const
{
    if (m_rowMost[static_cast<std::size_t>(row)] < cells.rows)
        return false;
    // A window whose last column is not free cannot start anywhere before it: where the row
    // has no room the scan jumps a box's width at a time.
    const int width = cells.columns;
    int start = 0;
    while (start + width <= m_columns) {
        if (freeBelow(start + width - 1, row) < cells.rows) {
            start += width;
            continue;
        }
        int column = start + width - 2;
        while (column >= start && freeBelow(column, row) >= cells.rows)
            --column;
        if (column >= start) {
            start = column + 1;
            continue;
        }
        int end = start + width;
        while (end < m_columns && freeBelow(end, row) >= cells.rows)
            ++end;
        if (found(start, end - width))
            return true;
        start = end + 1;
    }
    return false;
}

bool OutlineRoom::fitsSomewhere(QSizeF size) const
{
    if (isEmpty())
        return false;
    const Cells cells = cellsFor(size);
    if (cells.rows > m_rows || cells.columns > m_columns)
        return false;
    for (int row = 0; row + cells.rows <= m_rows; ++row) {
        if (findRuns(row, cells, [](int, int) { return true; }))
            return true;
    }
    return false;
}

QRectF OutlineRoom::boxAt(int column, int row, Cells cells, QSizeF size) const
{
    // The box sits in the middle of the cells it takes.
    const QPointF blockCentre =
        m_origin + QPointF(column + cells.columns / 2.0, row + cells.rows / 2.0) * m_cell;
    return {blockCentre - QPointF(size.width(), size.height()) / 2, size};
}

std::optional<int> OutlineRoom::bestColumn(int row, Cells cells, qreal preferredColumn,
                                           const std::vector<Blocked> &blocked) const
{
    std::optional<int> best;
    qreal bestDistance = std::numeric_limits<qreal>::max();
    const auto consider = [&](int first, int last) {
        const int candidate =
            std::clamp(static_cast<int>(std::lround(preferredColumn)), first, last);
        if (std::abs(candidate - preferredColumn) < bestDistance) {
            bestDistance = std::abs(candidate - preferredColumn);
            best = candidate;
        }
    };
    // The allowed starts of [first, last]: the obstacles over this row taken out (they are
    // sorted by first column).
    const auto allowed = [&](int first, int last) {
        for (const Blocked &span : blocked) {
            if (row < span.firstRow || row > span.lastRow || span.lastColumn < first)
                continue;
            if (span.firstColumn > last)
                break;
            if (span.firstColumn > first)
                consider(first, span.firstColumn - 1);
            first = std::max(first, span.lastColumn + 1);
        }
        if (first <= last)
            consider(first, last);
    };
    findRuns(row, cells, [&](int first, int last) {
        allowed(first, last);
        return false;
    });
    return best;
}

std::optional<QPointF> OutlineRoom::place(QSizeF size, QPointF preferredCentre,
                                          const std::vector<QRectF> &obstacles) const
{
    const Cells cells = cellsFor(size);
    if (isEmpty() || cells.rows > m_rows || cells.columns > m_columns)
        return std::nullopt;
    // Where the box's cells would start if it stood exactly at the preferred centre.
    const QPointF preferred =
        (preferredCentre - m_origin) / m_cell - QPointF(cells.columns, cells.rows) / 2.0;
    const int lastRow = m_rows - cells.rows;
    std::vector<Blocked> blocked;
    const auto block = [&](const QRectF &obstacle) {
        // The starts whose cells would meet the obstacle.
        const int firstColumn =
            static_cast<int>(std::floor((obstacle.left() - m_origin.x()) / m_cell));
        const int endColumn =
            static_cast<int>(std::ceil((obstacle.right() - m_origin.x()) / m_cell));
        const int firstRow = static_cast<int>(std::floor((obstacle.top() - m_origin.y()) / m_cell));
        const int endRow = static_cast<int>(std::ceil((obstacle.bottom() - m_origin.y()) / m_cell));
        const Blocked span{firstRow - cells.rows + 1, endRow - 1, firstColumn - cells.columns + 1,
                           endColumn - 1};
        if (span.lastRow < 0 || span.firstRow > lastRow || span.lastColumn < 0 ||
            span.firstColumn > m_columns - cells.columns) {
            return;
        }
        blocked.insert(std::upper_bound(blocked.begin(), blocked.end(), span,
                                        [](const Blocked &a, const Blocked &b) {
                                            return a.firstColumn < b.firstColumn;
                                        }),
                       span);
    };
    for (const QRectF &obstacle : obstacles)
        block(obstacle);
    for (int attempt = 0; attempt < exactRetries; ++attempt) {
        std::optional<std::pair<int, int>> best;
        qreal bestDistance = std::numeric_limits<qreal>::max();
        const auto searchRow = [&](int row) {
            const qreal dy = row - preferred.y();
            if (const auto column = bestColumn(row, cells, preferred.x(), blocked)) {
                const qreal dx = *column - preferred.x();
                if (dx * dx + dy * dy < bestDistance) {
                    bestDistance = dx * dx + dy * dy;
                    best = std::pair{*column, row};
                }
            }
        };
        // Rows outwards from the preferred one, in both directions until a row lies farther
        // than the best place found so far: no farther row can hold a nearer place.
        const int middle = std::clamp(static_cast<int>(std::lround(preferred.y())), 0, lastRow);
        const auto open = [&](int row) {
            const qreal dy = row - preferred.y();
            return row >= 0 && row <= lastRow && dy * dy < bestDistance;
        };
        searchRow(middle);
        bool upwards = true;
        bool downwards = true;
        for (int step = 1; upwards || downwards; ++step) {
            upwards = upwards && open(middle - step);
            if (upwards)
                searchRow(middle - step);
            downwards = downwards && open(middle + step);
            if (downwards)
                searchRow(middle + step);
        }
        if (!best)
            return std::nullopt;
        const QRectF box = boxAt(best->first, best->second, cells, size);
        if (m_geometry.contains(box))
            return box.center();
        // A sliver of the outline the cells did not see: look again without this place.
        block(box);
    }
    return std::nullopt;
}

} // namespace vinci
