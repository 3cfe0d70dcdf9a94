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
    for (int y = 0; y < m_height; ++y) {
        // A 32-bit image's line is QRgb values: Qt's documented way to read it (QImage::scanLine).
        const auto *row =
            reinterpret_cast<const QRgb *>( // NOLINT(cppcoreguidelines-pro-type-reinterpret-cast)
                image.constScanLine(y));
        for (int x = 0; x < m_width; ++x)
            m_province[static_cast<std::size_t>(y) * static_cast<std::size_t>(m_width) +
                       static_cast<std::size_t>(x)] = static_cast<int>(row[x] & 0xffffff);
    }
}

int LandCoverage::provinceAt(int x, int y) const
{
    if (x < 0 || y < 0 || x >= m_width || y >= m_height)
        return 0;
    return m_province[static_cast<std::size_t>(y) * static_cast<std::size_t>(m_width) +
                      static_cast<std::size_t>(x)];
}

qreal LandCoverage::ownShare(const QRectF &rect, std::size_t own) const
{
    const QRectF pixels((rect.topLeft() - m_documentRect.topLeft()) * m_scale,
                        rect.size() * m_scale);
    const int left = static_cast<int>(std::ceil(pixels.left())) + 1;
    const int right = static_cast<int>(std::floor(pixels.right())) - 1;
    const int top = static_cast<int>(std::ceil(pixels.top())) + 1;
    const int bottom = static_cast<int>(std::floor(pixels.bottom())) - 1;
    if (right <= left || bottom <= top)
        return 0;
    const int ownIndex = static_cast<int>(own) + 1;
    int owned = 0;
    for (int y = top; y < bottom; ++y) {
        for (int x = left; x < right; ++x)
            owned += provinceAt(x, y) == ownIndex ? 1 : 0;
    }
    return static_cast<qreal>(owned) / ((right - left) * (bottom - top));
}

std::optional<std::size_t> LandCoverage::landAt(QPointF point) const
{
    const QPointF pixel = (point - m_documentRect.topLeft()) * m_scale;
    const int province = provinceAt(static_cast<int>(std::floor(pixel.x())),
                                    static_cast<int>(std::floor(pixel.y())));
    if (province == 0)
        return std::nullopt;
    return static_cast<std::size_t>(province - 1);
}

std::vector<std::size_t> LandCoverage::landsUnder(const QRectF &rect) const
{
    const QRectF pixels((rect.topLeft() - m_documentRect.topLeft()) * m_scale,
                        rect.size() * m_scale);
    const int left = static_cast<int>(std::ceil(pixels.left())) + 1;
    const int right = static_cast<int>(std::floor(pixels.right())) - 1;
    const int top = static_cast<int>(std::ceil(pixels.top())) + 1;
    const int bottom = static_cast<int>(std::floor(pixels.bottom())) - 1;
    std::vector<std::size_t> lands;
    for (int y = top; y < bottom; ++y) {
        for (int x = left; x < right; ++x) {
            const int province = provinceAt(x, y);
            const auto index = static_cast<std::size_t>(province - 1);
            if (province != 0 && std::find(lands.begin(), lands.end(), index) == lands.end())
                lands.push_back(index);
        }
    }
    return lands;
}

bool LandCoverage::coversOtherLand(const QRectF &rect, std::size_t own) const
{
    const QRectF pixels((rect.topLeft() - m_documentRect.topLeft()) * m_scale,
                        rect.size() * m_scale);
    const int left = static_cast<int>(std::ceil(pixels.left())) + 1;
    const int right = static_cast<int>(std::floor(pixels.right())) - 1;
    const int top = static_cast<int>(std::ceil(pixels.top())) + 1;
    const int bottom = static_cast<int>(std::floor(pixels.bottom())) - 1;
    const int ownIndex = static_cast<int>(own) + 1;
    for (int y = top; y < bottom; ++y) {
        for (int x = left; x < right; ++x) {
            const int province = provinceAt(x, y);
            if (province != 0 && province != ownIndex)
                return true;
        }
    }
    return false;
}

} // namespace vinci
