#pragma once

#include <QImage>
#include <QSize>
#include <QString>

class QChartView;

namespace vinci {

/**
 * A chart of the end-of-game page as an image to keep or print, not as the window shows it:
 * laid out at printLayout (a 16:9 page, whatever the widget's size), drawn at printScale for
 * sharp lines and text (1600x900 pixels), on white, its paper card square (the window's
 * rounded corners showed the dialog's grey in the corners), with `title` over it (the chart's
 * own title naming the game). The chart on screen is left as it was.
 */
namespace chartprint {

inline constexpr QSize printLayout{800, 450};
inline constexpr qreal printScale = 2.0;

QImage image(QChartView &view, const QString &title);

} // namespace chartprint

} // namespace vinci
