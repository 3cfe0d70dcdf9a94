#include "windowplacement.h"

#include <QDataStream>
#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

#include <algorithm>
#include <cmath>

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
    const auto frameOf = [](const QWidget &framed) {
        return framed.frameGeometry().size() - framed.size();
    };
    const QWidget *opener = window.parentWidget() ? window.parentWidget()->window() : nullptr;
    return roomOnScreen(screen->availableGeometry().size(),
                        window.isVisible() ? frameOf(window) : QSize(0, 0),
                        opener ? frameOf(*opener) : QSize(0, 0));
}

bool isLowScreen(const QWidget &widget)
{
    const QScreen *screen = widget.screen() ? widget.screen() : QGuiApplication::primaryScreen();
    return screen && screen->availableGeometry().height() < easyWindowHeight;
}

QSize roomOnScreen(const QSize &available, const QSize &ownFrame, const QSize &openerFrame)
{
    return available - (ownFrame.isNull() ? openerFrame : ownFrame);
}

QRect framedOnScreen(const QRect &geometry, const QMargins &frame, const QRect &available)
{
    const QRect room = available.marginsRemoved(frame);
    QRect placed(geometry.topLeft(), geometry.size().boundedTo(room.size()));
    placed.moveLeft(std::clamp(placed.left(), room.left(), room.right() - placed.width() + 1));
    placed.moveTop(std::clamp(placed.top(), room.top(), room.bottom() - placed.height() + 1));
    return placed;
}

QMargins drawnFrame(const QWidget &window)
{
    const QRect frame = window.frameGeometry();
    const QRect inside = window.geometry();
    return {inside.left() - frame.left(), inside.top() - frame.top(),
            frame.right() - inside.right(), frame.bottom() - inside.bottom()};
}

QMargins wholeFrame(const QMargins &frame, qreal ratio)
{
    if (qFuzzyCompare(ratio, std::round(ratio)))
        return frame;
    const auto wider = [](int margin) { return margin > 0 ? margin + 1 : 0; };
    return {wider(frame.left()), wider(frame.top()), wider(frame.right()), wider(frame.bottom())};
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
