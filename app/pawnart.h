#pragma once

#include <QColor>
#include <QPixmap>
#include <QString>

namespace vinci {

/** Which pawn drawing (resources/symbols). */
enum class PawnSide : quint8
{
    Active,    ///< pawn.svg tinted in the player's colour
    Declining, ///< pawn-declining.svg: faded, dashed outline, same tint
    Neutral,   ///< neutral-pawn.svg, already brown
};

/**
 * The project's pawn and symbol art as pixmaps, each SVG parsed once and each
 * (drawing, colour, size, device pixel ratio) rendered once into QPixmapCache, the KDE games'
 * habit: painting a token is a pixmap copy.
 */
class PawnArt
{
public:
    /** A pawn `height` logical pixels tall, for a screen of `devicePixelRatio`. */
    static QPixmap pawn(PawnSide side, const QColor &colour, int height, qreal devicePixelRatio);
    /** A symbol ("fort", "decline", "coin") `size` logical pixels square. */
    static QPixmap symbol(const QString &name, int size, qreal devicePixelRatio);
    /** A civilization tile's token by its key ("ship-building"), `size` pixels square. */
    static QPixmap tile(const QString &key, int size, qreal devicePixelRatio);
};

} // namespace vinci
