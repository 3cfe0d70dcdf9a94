#include "panels/playerlinestyle.h"

#include "panels/panelstyle.h"

#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <QXYSeries>

#include <array>
#include <cmath>
#include <numbers>

namespace vinci {

namespace {

/** The line's width in pixels: dash patterns count in widths. */
constexpr qreal lineWidth = 3.0;

/** The paper of the charts (roundchart.cpp): the edge of each marker. */
const QColor paper(0xFFFDF7);

/** A regular polygon of `corners` around `centre`, its first corner at `startDegrees`. */
QPolygonF regularPolygon(QPointF centre, qreal radius, int corners, qreal startDegrees)
{
    QPolygonF polygon;
    for (int i = 0; i < corners; ++i) {
        const qreal angle = (startDegrees + 360.0 * i / corners) * std::numbers::pi / 180.0;
        polygon << centre + QPointF(radius * std::cos(angle), radius * std::sin(angle));
    }
    return polygon;
}

} // namespace

PlayerLineStyle playerLineStyle(int player, const QColor &colour)
{
    // Dashes, gaps... in line widths; with flat caps a gap of 2 widths shows 6 px of the line
    // under it.
    static const std::array<QList<qreal>, 6> patterns{{
        {},
        {4, 2},
        {1, 2},
        {4, 2, 1, 2},
        {7, 2, 1, 2, 1, 2},
        {8, 3},
    }};
    static constexpr std::array<LineMarker, 6> markers{
        LineMarker::Circle,     LineMarker::Square,       LineMarker::Diamond,
        LineMarker::TriangleUp, LineMarker::TriangleDown, LineMarker::Pentagon};
    const auto index = static_cast<std::size_t>(std::max(0, player)) % patterns.size();
    PlayerLineStyle style;
    style.pen = QPen(colour, lineWidth);
    style.pen.setJoinStyle(Qt::RoundJoin);
    if (patterns[index].isEmpty()) {
        style.pen.setCapStyle(Qt::RoundCap);
    } else {
        style.pen.setCapStyle(Qt::FlatCap);
        style.pen.setDashPattern(patterns[index]);
    }
    style.marker = markers[index];
    return style;
}

void strokeHolderLine(QPainter &painter, const QPainterPath &path, int player, qreal width,
                      qreal unit)
{
    QPen pen(PanelStyle::cardFace(), width, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin);
    const QList<qreal> pattern = playerLineStyle(player, Qt::black).pen.dashPattern();
    // A solid pen's "pattern" is its one dash.
    if (pattern.size() > 1) {
        painter.strokePath(path, pen);
        QList<qreal> scaled;
        scaled.reserve(pattern.size());
        for (const qreal length : pattern)
            scaled << length * unit / width;
        pen.setDashPattern(scaled);
    }
    pen.setColor(PanelStyle::ink());
    painter.strokePath(path, pen);
}

QImage playerMarkerImage(const PlayerLineStyle &style, int size)
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(paper, 1.5));
    painter.setBrush(style.pen.color());
    const QPointF centre(size / 2.0, size / 2.0);
    const qreal radius = size / 2.0 - 1.0;
    switch (style.marker) {
    case LineMarker::Circle:
        painter.drawEllipse(centre, radius * 0.85, radius * 0.85);
        break;
    case LineMarker::Square:
        painter.drawRect(QRectF(centre - QPointF(radius * 0.75, radius * 0.75),
                                centre + QPointF(radius * 0.75, radius * 0.75)));
        break;
    case LineMarker::Diamond:
        painter.drawPolygon(regularPolygon(centre, radius, 4, -90));
        break;
    case LineMarker::TriangleUp:
        painter.drawPolygon(regularPolygon(centre + QPointF(0, radius * 0.15), radius, 3, -90));
        break;
    case LineMarker::TriangleDown:
        painter.drawPolygon(regularPolygon(centre - QPointF(0, radius * 0.15), radius, 3, 90));
        break;
    case LineMarker::Pentagon:
        painter.drawPolygon(regularPolygon(centre, radius * 0.95, 5, -90));
        break;
    }
    return image;
}

void applyPlayerLineStyle(QXYSeries &series, int player, const QColor &colour, bool markers)
{
    const PlayerLineStyle style = playerLineStyle(player, colour);
    series.setPen(style.pen);
    // Points on the lines: a round is a step, not a continuous quantity.
    series.setPointsVisible(markers);
    if (markers) {
        constexpr int markerSize = 11;
        series.setMarkerSize(markerSize);
        series.setLightMarker(playerMarkerImage(style, markerSize));
    }
}

} // namespace vinci
