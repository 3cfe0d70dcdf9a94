#include "panels/playershapes.h"

#include "panels/playercolours.h"

#include <QCoreApplication>
#include <QPolygonF>

#include <array>
#include <cmath>
#include <numbers>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

struct PlayerShapeNames
{
    Q_DECLARE_TR_FUNCTIONS(PlayerShape)
};

/** In the order of the player colours (playercolours.cpp). */
constexpr std::array<PlayerShape, playerColourCount> shapeOfColour{
    PlayerShape::Circle,   // vermillion
    PlayerShape::Square,   // blue
    PlayerShape::Triangle, // bluish green
    PlayerShape::Diamond,  // orange
    PlayerShape::Star,     // reddish purple
    PlayerShape::Cross,    // yellow
};

/** `corners` points on a circle of `radius` around `centre`, the first straight up. */
QPolygonF regular(QPointF centre, qreal radius, int corners, qreal turn = 0)
{
    QPolygonF polygon;
    for (int i = 0; i < corners; ++i) {
        const qreal angle = -std::numbers::pi / 2 + turn + 2 * std::numbers::pi * i / corners;
        polygon << centre + QPointF(radius * std::cos(angle), radius * std::sin(angle));
    }
    return polygon;
}

} // namespace

PlayerShape playerShape(const QColor &colour)
{
    if (colour.rgb() == neutralPawnColour().rgb())
        return PlayerShape::Pawn;
    const int index = playerColourIndex(colour);
    return index >= 0 ? shapeOfColour[static_cast<std::size_t>(index)] : PlayerShape::Circle;
}

QString playerShapeName(PlayerShape shape)
{
    switch (shape) {
    case PlayerShape::Circle:
        return PlayerShapeNames::tr("circle");
    case PlayerShape::Square:
        return PlayerShapeNames::tr("square");
    case PlayerShape::Triangle:
        return PlayerShapeNames::tr("triangle");
    case PlayerShape::Diamond:
        return PlayerShapeNames::tr("diamond");
    case PlayerShape::Star:
        return PlayerShapeNames::tr("star");
    case PlayerShape::Cross:
        return PlayerShapeNames::tr("cross");
    case PlayerShape::Pawn:
        return PlayerShapeNames::tr("pawn");
    }
    return {};
}

QString playerShapeCharacter(PlayerShape shape)
{
    switch (shape) {
    case PlayerShape::Circle:
        return u"\u25CF"_s;
    case PlayerShape::Square:
        return u"\u25A0"_s;
    case PlayerShape::Triangle:
        return u"\u25B2"_s;
    case PlayerShape::Diamond:
        return u"\u25C6"_s;
    case PlayerShape::Star:
        return u"\u2605"_s;
    case PlayerShape::Cross:
        return u"\u271A"_s;
    case PlayerShape::Pawn:
        return u"\u265F"_s;
    }
    return {};
}

QPainterPath playerShapePath(PlayerShape shape, const QRectF &box)
{
    const QPointF centre = box.center();
    const qreal half = std::min(box.width(), box.height()) / 2;
    QPainterPath path;
    switch (shape) {
    case PlayerShape::Circle:
        path.addEllipse(centre, 0.86 * half, 0.86 * half);
        break;
    case PlayerShape::Square: {
        const qreal side = 0.78 * half;
        path.addRect(QRectF(centre - QPointF(side, side), centre + QPointF(side, side)));
        break;
    }
    case PlayerShape::Triangle: {
        // Its centroid a little under the middle, so that it sits in the box as the others do.
        path.addPolygon(regular(centre + QPointF(0, 0.16 * half), 1.08 * half, 3));
        break;
    }
    case PlayerShape::Diamond: {
        // Narrower than high: a square on its corner read as a circle at a pawn's size.
        const qreal across = 0.74 * half;
        const qreal high = 1.02 * half;
        path.addPolygon(QPolygonF{centre + QPointF(0, -high), centre + QPointF(across, 0),
                                  centre + QPointF(0, high), centre + QPointF(-across, 0)});
        break;
    }
    case PlayerShape::Star: {
        QPolygonF star;
        const QPolygonF outer = regular(centre + QPointF(0, 0.06 * half), 1.02 * half, 5);
        const QPolygonF inner =
            regular(centre + QPointF(0, 0.06 * half), 0.45 * half, 5, std::numbers::pi / 5);
        for (int i = 0; i < 5; ++i)
            star << outer[i] << inner[i];
        path.addPolygon(star);
        break;
    }
    case PlayerShape::Cross: {
        // A thick Greek cross: arms a third of its width.
        const qreal arm = 0.95 * half;
        const qreal thick = 0.34 * half;
        path.addPolygon(QPolygonF{centre + QPointF(-thick, -arm), centre + QPointF(thick, -arm),
                                  centre + QPointF(thick, -thick), centre + QPointF(arm, -thick),
                                  centre + QPointF(arm, thick), centre + QPointF(thick, thick),
                                  centre + QPointF(thick, arm), centre + QPointF(-thick, arm),
                                  centre + QPointF(-thick, thick), centre + QPointF(-arm, thick),
                                  centre + QPointF(-arm, -thick),
                                  centre + QPointF(-thick, -thick)});
        break;
    }
    case PlayerShape::Pawn:
        return path;
    }
    path.closeSubpath();
    return path;
}

} // namespace vinci
