#include "panels/tilebadge.h"

#include <QPainter>

namespace vinci {

void TileBadge::paintPawnNumber(QPainter &painter, const QRect &tile, int number)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal diameter = std::max(14.0, tile.width() * 0.42);
    // Top right: the bottom right corner holds the broken column of the decline tiles.
    const QRectF disc(tile.right() - diameter * 0.68, tile.top() - diameter * 0.3, diameter,
                      diameter);
    painter.setPen(QPen(QColor(0xFFF6E0), 1.5));
    painter.setBrush(QColor(0xC62828));
    painter.drawEllipse(disc);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(static_cast<int>(diameter * 0.62));
    painter.setFont(font);
    painter.setPen(Qt::white);
    painter.drawText(disc, Qt::AlignCenter, QString::number(number));
    painter.restore();
}

} // namespace vinci
