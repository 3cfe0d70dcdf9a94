#include "panels/actionmarks.h"

#include <QCoreApplication>

namespace vinci {

QString actionMarksLegend()
{
    return QCoreApplication::translate(
        "ActionMarks",
        "On the map, what the action shown did: the province conquered, outlined in its player's "
        "colour (−2: the defender's pawns lost there); dashed outlines where pawns were taken up, "
        "an arrow to where they went; a red ✕ on each province left empty. The marks go with the "
        "action.");
}

} // namespace vinci
