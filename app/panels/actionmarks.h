#pragma once

#include <QString>

namespace vinci {

/**
 * What the marks of an action shown on the map mean (ActionHighlightItem's drawing), in a
 * player's words (translated). The bars that show an action, the catch-up's and the replay
 * viewer's, say it in their tooltips: the second walk saw red crosses on the map with nothing
 * saying what they were, and read them as provinces lost for good.
 */
QString actionMarksLegend();

} // namespace vinci
