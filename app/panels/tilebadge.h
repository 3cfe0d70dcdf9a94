#pragma once

#include "rules/civilizationtiles.h"
#include "rules/tiletable.h"

#include <QRect>

class QPainter;

namespace vinci {

/**
 * The small marks drawn over tile art: the tiles carry no text, so the program adds the red
 * pawn number itself (resources/README.md).
 */
class TileBadge
{
public:
    /** A red disc with the white number, overlapping the top right corner of `tile`. */
    static void paintPawnNumber(QPainter &painter, const QRect &tile, int number);
};

/** The red number of tile `index` (0 or 1) of a pair under the game's rule set. */
inline int tilePawns(const CivilizationTiles &tiles, int index, RuleSetId rules)
{
    return tilePawnNumber(tiles.kinds[static_cast<std::size_t>(index)],
                          tiles.kinds[static_cast<std::size_t>(1 - index)], rules);
}

} // namespace vinci
