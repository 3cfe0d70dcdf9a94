#include "landcoverage.h"

#include <QImage>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace vinci {

LandCoverage::LandCoverage(const std::vector<QPainterPath> &land, const QRectF &documentRect,
                           qreal scale)
    : m_documentRect(documentRect)
    , m_scale(scale)
    , m_width(std::max(1, static_cast<int>(std::ceil(documentRect.width() * scale))))
    , m_height(std::max(1, static_cast<int>(std::ceil(documentRect.height() * scale))))
{
    // Each province's index as its colour, painted without antialiasing so that no pixel
    // blends two of them.
    QImage image(m_width, m_height, QImage::Format_RGB32);
    image.fill(0);
    {
        QPainter painter(&image);
        painter.setPen(Qt::NoPen);
        painter.scale(scale, scale);
        painter.translate(-documentRect.topLeft());
        for (std::size_t i = 0; i < land.size(); ++i) {
            if (land[i].isEmpty())
                continue;
            painter.setBrush(QColor::fromRgb(static_cast<QRgb>(i + 1)));
            painter.drawPath(land[i]);
        }
    }
    m_province.resize(static_cast<std::size_t>(m_width) * static_cast<std::size_t>(m_height));
    m_landBefore.assign(
        static_cast<std::size_t>(m_width + 1) * static_cast<std::size_t>(m_height + 1), 0);
    const auto stride = static_cast<std::size_t>(m_width + 1);
    for (int y = 0; y < m_height; ++y) {
        const auto *row = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        int inRow = 0;
        for (int x = 0; x < m_width; ++x) {
            const int province = static_cast<int>(row[x] & 0xffffff);
            m_province[static_cast<std::size_t>(y) * static_cast<std::size_t>(m_width) +
                       static_cast<std::size_t>(x)] = province;
            inRow += province != 0 ? 1 : 0;
            const std::size_t at =
                static_cast<std::size_t>(y + 1) * stride + static_cast<std::size_t>(x + 1);
            m_landBefore[at] = m_landBefore[at - stride] + inRow;
        }
    }
}

int LandCoverage::provinceAt(int x, int y) const
{
    if (x < 0 || y < 0 || x >= m_width || y >= m_height)
        return 0;
    return m_province[static_cast<std::size_t>(y) * static_cast<std::size_t>(m_width) +
                      static_cast<std::size_t>(x)];
}

bool LandCoverage::isOffLand(const QRectF &rect) const
{
    const QRectF pixels((rect.topLeft() - m_documentRect.topLeft()) * m_scale,
                        rect.size() * m_scale);
    const auto clampX = [this](qreal x) { return std::clamp(static_cast<int>(x), 0, m_width); };
    const auto clampY = [this](qreal y) { return std::clamp(static_cast<int>(y), 0, m_height); };
    const int left = clampX(std::floor(pixels.left()));
    const int right = clampX(std::ceil(pixels.right()));
    const int top = clampY(std::floor(pixels.top()));
    const int bottom = clampY(std::ceil(pixels.bottom()));
    const auto stride = static_cast<std::size_t>(m_width + 1);
    const auto at = [&](int x, int y) {
        return m_landBefore[static_cast<std::size_t>(y) * stride + static_cast<std::size_t>(x)];
    };
    return at(right, bottom) - at(left, bottom) - at(right, top) + at(left, top) == 0;
}

bool LandCoverage::isAttached(const QRectF &rect, std::size_t own) const
{
    const QRectF pixels((rect.topLeft() - m_documentRect.topLeft()) * m_scale,
                        rect.size() * m_scale);
    const int left = static_cast<int>(std::ceil(pixels.left())) + 1;
    const int right = static_cast<int>(std::floor(pixels.right())) - 1;
    const int top = static_cast<int>(std::ceil(pixels.top())) + 1;
    const int bottom = static_cast<int>(std::floor(pixels.bottom())) - 1;
    const int ownIndex = static_cast<int>(own) + 1;
    bool touches = false;
    for (int y = top; y < bottom; ++y) {
        for (int x = left; x < right; ++x) {
            const int province = provinceAt(x, y);
            if (province == ownIndex)
                touches = true;
            else if (province != 0)
                return false;
        }
    }
    return touches;
}

qreal LandCoverage::otherLandAlong(QPointF from, QPointF to, std::size_t own) const
{
    const QPointF a = (from - m_documentRect.topLeft()) * m_scale;
    const QPointF b = (to - m_documentRect.topLeft()) * m_scale;
    const qreal length = std::hypot(b.x() - a.x(), b.y() - a.y());
    const int steps = std::max(1, static_cast<int>(std::ceil(length)));
    int over = 0;
    for (int s = 0; s <= steps; ++s) {
        const QPointF p = a + (b - a) * (static_cast<qreal>(s) / steps);
        const int province = provinceAt(static_cast<int>(p.x()), static_cast<int>(p.y()));
        if (province != 0 && static_cast<std::size_t>(province - 1) != own)
            ++over;
    }
    return length * over / (steps + 1);
}

} // namespace vinci
