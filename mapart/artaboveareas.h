#pragma once

#include <QByteArray>
#include <QStringList>

namespace vinci {

/**
 * The part of a map's drawing that lies above its areas, as an SVG document of its own, for a
 * map whose terrain the program paints (MapData::paintTerrain): the painted areas cover the
 * drawing's own colours, and with them whatever the drawing drew over the areas (a lake kept as
 * a province's art, a river, a frame, a text that names no area). Drawn over the painted areas,
 * it shows what the drawing shows there.
 *
 * The document is the drawing with every area element, and every element drawn before the
 * first of them (the page under the map), wrapped in a `<defs>` of its own: still defined, so
 * that a `<use>` of it or a gradient in it resolves as before, but no longer drawn. What stays
 * is drawn in the drawing's order with the transforms around it. Empty when nothing is drawn
 * above the areas (or the drawing is not well-formed XML).
 */
QByteArray artAboveAreas(const QByteArray &svg, const QStringList &areaIds);

} // namespace vinci
