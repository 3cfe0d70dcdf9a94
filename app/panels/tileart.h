#pragma once

#include "rules/tilekind.h"

#include <QColor>
#include <QPixmap>

namespace vinci {

/**
 * The project's art (resources/, compiled in as `:/tiles`, `:/symbols`, `:/icons`) as pixmaps
 * for widgets: rendered once per kind, size and device pixel ratio, then cached.
 */
class TileArt
{
public:
    /** The tile's token, `size` logical pixels square. */
    static QPixmap tile(TileKind kind, int size, qreal devicePixelRatio = 1.0);

    /** A symbol (`:/symbols/<name>.svg`: "coin", "decline", "fort", ...). */
    static QPixmap symbol(const QString &name, int size, qreal devicePixelRatio = 1.0);

    /**
     * A player's token in `colour`: their shape (playerShape()) filled with it, in ink outline;
     * `declining` gives the faded token with a dashed outline. The neutral brown (and a colour
     * whose shape is the pawn) gives the pawn's figure. Drawn for the device pixel ratio: crisp.
     */
    static QPixmap pawn(const QColor &colour, int size, bool declining = false,
                        qreal devicePixelRatio = 1.0);

    /** The group's colour as the tiles draw it (yellow, pink, blue). */
    static QColor groupColour(TileGroup group);
    /** The group's darker rim colour, for text and outlines. */
    static QColor groupRimColour(TileGroup group);
};

} // namespace vinci
