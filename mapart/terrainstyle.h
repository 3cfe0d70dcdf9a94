#pragma once

#include "map/mapdata.h"

#include <QBrush>
#include <QPen>

namespace vinci {

/**
 * How an area is painted when the program paints terrain itself (MapData::paintTerrain, and the
 * editor's Terrain Colours): the one place that decides the look of a terrain, in the style of
 * the shipped maps (tools/map-lib/svg.mjs). The colour is terrainColor()'s; mountains carry the
 * shipped maps' grey relief marks, deserts their dunes, forests tree crowns, rivers and
 * controllable seas ripples; sea zones are seaZoneColor().
 *
 * `patternSize` is the side of one pattern cell in document units: the marks grow with the
 * zoom as the shipped maps' do (MapScene picks a size from the map's extent).
 */
QBrush terrainBrush(Terrain terrain, qreal patternSize);
/** The brush of `area`: its terrain's, or the sea zones' for a sea zone. */
QBrush areaBrush(const AreaData &area, qreal patternSize);
/** The line drawn along a painted area's outline, so that neighbours of one terrain part. */
QPen paintedBorderPen();

} // namespace vinci
