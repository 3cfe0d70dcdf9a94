#pragma once

#include <QByteArray>
#include <QMargins>
#include <QRect>

class QWidget;

namespace vinci {

/** Where a program's main window opens when nothing is remembered of it. */
struct WindowPlacement
{
    QRect geometry;         ///< the window's normal place and size
    bool maximized = false; ///< opened maximized over `geometry`
};

/**
 * The first place of a main window (the game's, the editor's) on a screen whose free area is
 * `available`: most of a large screen, centred (the map wants room, and a window that fills the
 * screen exactly looks maximized without being so); the whole of a laptop's smaller screen,
 * maximized, since every pixel counts there.
 */
WindowPlacement defaultWindowPlacement(const QRect &available);

/**
 * The largest a window may be on the screen it opens on: the screen's free room less the window
 * system's frame (roomOnScreen() below, its own frame once it has one, else its parent
 * window's). A dialog's first size is bounded by it: at 911x512 logical pixels (1366x768 at the
 * scale factor 1.5) dialogs asked for 680 and 700 pixels' height, their buttons off the screen
 * (s42).
 */
QSize roomOnScreen(const QWidget &window);

/**
 * The room a window of frame `ownFrame` has in `available` (its frame's size less its own,
 * 0x0 while it has none yet), where the window it opens over has the frame `openerFrame`. A
 * window has no frame of its own until the window manager has framed it, after its showEvent:
 * there, the opener's frame stands in for it (the s46 walk: the New Game dialog, sized in its
 * showEvent to the whole screen's height, had its buttons under the screen's bottom edge).
 */
QSize roomOnScreen(const QSize &available, const QSize &ownFrame, const QSize &openerFrame);

/**
 * `geometry` (a window's own rectangle, inside its frame) made no larger than `available` less
 * the frame's margins `frame`, and moved so that all of its frame, title bar included, lies in
 * `available`. A window given the whole screen as its own rectangle had its title bar above the
 * screen once the window manager framed it, where it cannot be grabbed (the s47 walk at the
 * scale factor 1.5: relaunched, or un-maximized, the frame was at y = -20).
 */
QRect framedOnScreen(const QRect &geometry, const QMargins &frame, const QRect &available);

/** The free height the game's window needs with every bar and dock at its ease. */
constexpr int easyWindowHeight = 576;

/**
 * Whether `widget`'s screen is low: less free height than easyWindowHeight. There the bars' margins
 * narrow, the log keeps one line and the map less height: at 911x512 logical pixels (1366x768 at
 * the scale factor 1.5), in French at Larger text, the lesson asked 582 pixels and the window ran
 * off the screen (s48).
 */
bool isLowScreen(const QWidget &widget);

/** The margins of the frame the window system drew around `window`: none until it has. */
QMargins drawnFrame(const QWidget &window);

/**
 * A frame's margins as Qt gives them in device-independent pixels (`frame`), made wide enough
 * at the scale factor `ratio`: Qt rounds the native pixels, openbox's 20-pixel title bar is 13
 * logical pixels at 1.5, 19.5 native, and a window placed under it by 13 left a row of its title
 * bar above the screen. At a fractional ratio each margin there is takes one pixel more.
 */
QMargins wholeFrame(const QMargins &frame, qreal ratio);

/**
 * The width of the window whose place QWidget::saveGeometry() gave as `geometry` (its frame's),
 * or 0 when it cannot be read: the width a layout was saved at, for settings older than the
 * width saved beside it (the s39 walk's editor layout, saved at 1366, kept its columns on a
 * 1024x768 screen).
 */
int savedWindowWidth(const QByteArray &geometry);

} // namespace vinci
