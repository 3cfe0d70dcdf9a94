#include "windowplacement.h"

#include <QDataStream>
#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace vinci {

namespace {

/** Below this a screen is a laptop's: the window takes all of it. */
constexpr QSize smallScreen(1440, 900);
/** The share of a larger screen the window takes. */
constexpr qreal largeScreenShare = 0.92;
/** What QWidget::saveGeometry() writes first (Qt's qwidget.cpp), then its format's version. */
constexpr quint32 geometryMagic = 0x1D9D0CB;
constexpr quint16 geometryMajorVersion = 3;

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

QSize roomOnScreen(const QWidget &window)
{
    const QScreen *screen = window.screen() ? window.screen() : QGuiApplication::primaryScreen();
    if (!screen)
        return {QWIDGETSIZE_MAX, QWIDGETSIZE_MAX};
    const QWidget *framed =
        window.isVisible() || !window.parentWidget() ? &window : window.parentWidget()->window();
    const QSize frame = framed->frameGeometry().size() - framed->size();
    return screen->availableGeometry().size() - frame;
}

int savedWindowWidth(const QByteArray &geometry)
{
    // Qt's format since 5.x: magic, major and minor version, then the frame's rectangle.
    QDataStream stream(geometry);
    quint32 magic = 0;
    quint16 major = 0;
    quint16 minor = 0;
    QRect frame;
    stream >> magic >> major >> minor >> frame;
    if (stream.status() != QDataStream::Ok || magic != geometryMagic ||
        major != geometryMajorVersion || !frame.isValid())
        return 0;
    return frame.width();
}

} // namespace vinci
