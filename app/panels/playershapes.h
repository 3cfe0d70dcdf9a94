#pragma once

#include <QColor>
#include <QPainterPath>
#include <QString>

namespace vinci {

/**
 * The shape each player's tokens have, besides their colour (#27, "any eyes"): a person who
 * cannot tell two colours apart tells a diamond from a circle. Each player colour has its own,
 * so the shape goes with the seat through a game, its saves and its replays (the save keeps the
 * colour); the indigenous pawns keep the rulebook's brown pawn, a shape of their own.
 */
enum class PlayerShape : quint8
{
    Circle,
    Square,
    Triangle,
    Diamond,
    Star,
    Cross,
    Pawn, ///< the neutral pawns' figure (neutral-pawn.svg)
};

/**
 * The shape of the tokens drawn in `colour`: each player colour its own (the pairs that
 * colour-vision deficiencies bring closest, vermillion and orange, blue and reddish purple,
 * orange and yellow, blue and bluish green, differ most: round against pointed); the neutral
 * brown the pawn; another colour a circle.
 */
PlayerShape playerShape(const QColor &colour);

/** The shape's name for players ("diamond"), translated. */
QString playerShapeName(PlayerShape shape);

/** The shape as a character, for rich text beside a name: "◆". */
QString playerShapeCharacter(PlayerShape shape);

/**
 * The outline of `shape` filling `box` as the eye sees them alike (a square a little smaller
 * than the circle, a triangle a little larger); Pawn has none (it is drawn from its art).
 */
QPainterPath playerShapePath(PlayerShape shape, const QRectF &box);

} // namespace vinci
