#pragma once

#include "map/terrain.h"

#include <QColor>
#include <QRectF>

class QPainter;

namespace vinci {

/** A symbol the program draws from map.json, so the art never disagrees with the model. */
enum class MapSymbol : quint8
{
    Mine,      ///< pickaxe (resources/symbols/mine.svg)
    Port,      ///< anchor (resources/symbols/port.svg)
    BoardEdge, ///< an arrow into the board (edge-arrow.svg): the area touches the board's edge
};

/**
 * The colour each terrain is painted in: farmland yellow, prairie light green, forest dark
 * green, mountain grey (and the Online 2013 terrains): the project palette of
 * resources/README.md, which map art should use. The legend shows them unless the art's own
 * colours say otherwise.
 */
QColor terrainColor(Terrain terrain);
/** The dark blue of sea zones. */
QColor seaZoneColor();

/**
 * Paints `symbol` as a round badge (cream seal, sepia ring and ink: the project's symbol art)
 * centred in `rect`. For BoardEdge, `angle` (degrees, 0 = east, 90 = south) is the direction
 * of the nearest edge; the arrow points the other way, into the board.
 */
void paintSymbolBadge(QPainter *painter, MapSymbol symbol, const QRectF &rect, qreal angle = 0);

/** Paints a sea-zone swatch (dark blue with two waves) filling `rect`. */
void paintSeaSwatch(QPainter *painter, const QRectF &rect);

} // namespace vinci
