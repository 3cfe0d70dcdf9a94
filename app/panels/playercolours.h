#pragma once

#include <QColor>
#include <QString>

namespace vinci {

/** How many player colours there are: one per seat of the largest table. */
inline constexpr int playerColourCount = 6;

/**
 * The six colour-blind-safe player colours (Okabe-Ito, resources/README.md), in seat order,
 * with names so that colour is never the only cue.
 */
QColor playerColour(int index);

/** The colour's name for players ("Vermillion"), translated. */
QString playerColourName(int index);

/** The index of `colour` among the player colours, or -1. */
int playerColourIndex(const QColor &colour);

/** The neutral (indigenous) pawns' brown. */
QColor neutralPawnColour();

/** Black or white, whichever reads better on `background`. */
QColor textColourOn(const QColor &background);

} // namespace vinci
