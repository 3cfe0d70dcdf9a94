#include "windowplacement.h"

namespace vinci {

namespace {

/** Below this a screen is a laptop's: the window takes all of it. */
constexpr QSize smallScreen(1440, 900);
/** The share of a larger screen the window takes. */
constexpr qreal largeScreenShare = 0.92;

} // namespace

WindowPlacement defaultWindowPlacement(const QRect &available)
{
    WindowPlacement placement;
    if (available.width() < smallScreen.width() || available.height() < smallScreen.height()) {
        placement.geometry = available;
        placement.maximized = true;
        return placement;
    }
    const QSize size = (QSizeF(available.size()) * largeScreenShare).toSize();
    placement.geometry = QRect(QPoint(), size);
    placement.geometry.moveCenter(available.center());
    return placement;
}

} // namespace vinci
