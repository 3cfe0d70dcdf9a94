#pragma once

#include <QColor>
#include <QImage>
#include <QPen>

class QPainter;
class QPainterPath;
class QXYSeries;

namespace vinci {

/** The shape of a player's points on a chart line, one per seat. */
enum class LineMarker : quint8
{
    Circle,
    Square,
    Diamond,
    TriangleUp,
    TriangleDown,
    Pentagon,
};

/**
 * How a player's line is told apart in the end-of-game charts by more than its colour: each seat
 * has its own dash pattern (the first solid, then dashes, dots, dash-dots...) and its own marker
 * shape. Where two players held the same counts, their lines lie on each other: the one drawn
 * above shows the one below through its gaps (the s37 walk saw Ana's line hidden under Player
 * 2's for two rounds), and a person who does not tell the colours apart reads the pattern (#27).
 */
struct PlayerLineStyle
{
    QPen pen;
    LineMarker marker = LineMarker::Circle;
};

/** The style of seat `player` (from 0) in `colour`; patterns and shapes repeat after six. */
PlayerLineStyle playerLineStyle(int player, const QColor &colour);

/** The marker of `style` drawn in `size` pixels (its colour, edged in the chart's paper). */
QImage playerMarkerImage(const PlayerLineStyle &style, int size);

/**
 * Gives `series` the style of seat `player`: its pen and, with `markers`, its points drawn in
 * the seat's marker shape (a chart with a point per round; the score chart's point per turn
 * would crowd the line).
 */
void applyPlayerLineStyle(QXYSeries &series, int player, const QColor &colour, bool markers);

/**
 * Strokes `path` with seat `player`'s line as the map draws a holder's (#27): its dash pattern in
 * ink over cream (the first seat's solid ink), `width` wide, the pattern counted in lengths of
 * `unit` rather than of the width. Ink and cream side by side stand out on any colour, in grey
 * too; the players' cards carry the same line down their edge, so the cards are its legend.
 */
void strokeHolderLine(QPainter &painter, const QPainterPath &path, int player, qreal width,
                      qreal unit);

} // namespace vinci
