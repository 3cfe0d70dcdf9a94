#include "outlineroom.h"

#include <QImage>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <limits>

namespace vinci {

namespace {

/** A run of start columns, both ends included. */
struct Span
{
    int first;
    int last;
};

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
    m_widestRun.assign(static_cast<std::size_t>(m_rows) + 1, -1);
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

int OutlineRoom::widestRun(int rows) const
{
    if (rows < 1 || rows > m_rows)
        return 0;
    int &widest = m_widestRun[static_cast<std::size_t>(rows)];
    if (widest >= 0)
        return widest;
    widest = 0;
    for (int row = 0; row + rows <= m_rows; ++row) {
        int run = 0;
        for (int column = 0; column < m_columns; ++column) {
            run = freeBelow(column, row) >= rows ? run + 1 : 0;
            widest = std::max(widest, run);
        }
    }
    return widest;
}

bool OutlineRoom::fitsSomewhere(QSizeF size) const
{
    if (isEmpty())
        return false;
    const Cells cells = cellsFor(size);
    return cells.rows <= m_rows && widestRun(cells.rows) >= cells.columns;
}

QRectF OutlineRoom::boxAt(int column, int row, Cells cells, QSizeF size) const
{
    // The box sits in the middle of the cells it takes.
    const QPointF blockCentre =
        m_origin + QPointF(column + cells.columns / 2.0, row + cells.rows / 2.0) * m_cell;
    return {blockCentre - QPointF(size.width(), size.height()) / 2, size};
}

std::optional<int> OutlineRoom::bestColumn(int row, Cells cells, qreal preferredColumn,
                                           const std::vector<QRectF> &obstacles) const
{
    // Start columns an obstacle rules out: those whose cells would meet it in these rows.
    const qreal top = m_origin.y() + row * m_cell;
    const qreal bottom = top + cells.rows * m_cell;
    std::vector<Span> blocked;
    for (const QRectF &obstacle : obstacles) {
        if (obstacle.bottom() <= top || obstacle.top() >= bottom)
            continue;
        const int first = static_cast<int>(std::floor((obstacle.left() - m_origin.x()) / m_cell));
        const int end = static_cast<int>(std::ceil((obstacle.right() - m_origin.x()) / m_cell));
        blocked.push_back({first - cells.columns + 1, end - 1});
    }
    std::sort(blocked.begin(), blocked.end(),
              [](const Span &a, const Span &b) { return a.first < b.first; });

    std::optional<int> best;
    qreal bestDistance = std::numeric_limits<qreal>::max();
    auto consider = [&](int first, int last) {
        // The allowed starts of [first, last] with the blocked spans taken out.
        int from = first;
        for (const Span &span : blocked) {
            if (span.last < from)
                continue;
            if (span.first > last)
                break;
            if (span.first > from) {
                const int candidate = std::clamp(static_cast<int>(std::lround(preferredColumn)),
                                                 from, span.first - 1);
                if (std::abs(candidate - preferredColumn) < bestDistance) {
                    bestDistance = std::abs(candidate - preferredColumn);
                    best = candidate;
                }
            }
            from = std::max(from, span.last + 1);
        }
        if (from <= last) {
            const int candidate =
                std::clamp(static_cast<int>(std::lround(preferredColumn)), from, last);
            if (std::abs(candidate - preferredColumn) < bestDistance) {
                bestDistance = std::abs(candidate - preferredColumn);
                best = candidate;
            }
        }
    };
    int runStart = -1;
    for (int column = 0; column <= m_columns; ++column) {
        const bool free = column < m_columns && freeBelow(column, row) >= cells.rows;
        if (free && runStart < 0)
            runStart = column;
        if (!free && runStart >= 0) {
            if (column - runStart >= cells.columns)
                consider(runStart, column - cells.columns);
            runStart = -1;
        }
    }
    return best;
}

std::optional<QPointF> OutlineRoom::place(QSizeF size, QPointF preferredCentre,
                                          const std::vector<QRectF> &obstacles) const
{
    if (!fitsSomewhere(size))
        return std::nullopt;
    const Cells cells = cellsFor(size);
    // Where the box's cells would start if it stood exactly at the preferred centre.
    const QPointF preferred =
        (preferredCentre - m_origin) / m_cell - QPointF(cells.columns, cells.rows) / 2.0;
    const int lastRow = m_rows - cells.rows;
    std::vector<QRectF> avoid = obstacles;
    for (int attempt = 0; attempt < exactRetries; ++attempt) {
        std::optional<std::pair<int, int>> best;
        qreal bestDistance = std::numeric_limits<qreal>::max();
        const auto searchRow = [&](int row) {
            const qreal dy = row - preferred.y();
            if (const auto column = bestColumn(row, cells, preferred.x(), avoid)) {
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
        avoid.push_back(box);
    }
    return std::nullopt;
}

} // namespace vinci
