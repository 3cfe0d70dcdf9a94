#pragma once

#include <QPoint>
#include <QPointF>
#include <QPointer>
#include <QtGlobal>

#include <functional>

class QGraphicsView;
class QKeyEvent;
class QWheelEvent;

namespace vinci {

/**
 * How a map view zooms and pans, written once for the game's map (GameMapView) and the editor's
 * canvas (MapCanvas):
 * - the wheel zooms around the cursor (a notch is a factor of about 1.2), + and - (and the
 *   Zoom In / Zoom Out actions, Ctrl++ / Ctrl+-) zoom by a step around the pointer when it is
 *   over the map, around the middle of the view otherwise; 0 fits the whole map;
 * - the scale stays between minimumOfFit and maximumOfFit times the scale at which the whole
 *   map fits the view;
 * - a drag pans (the view decides which drag: pan());
 * - while the map fits, it follows the view's size, until the user zooms or pans.
 * Each new scale is reported to `scaleChanged` in the one view-scale unit of both programs
 * (logical pixels per map unit, MapScene::setViewScale()).
 */
class MapViewZoom
{
public:
    static constexpr qreal minimumOfFit = 0.8;
    static constexpr qreal maximumOfFit = 8;
    static constexpr qreal keyStep = 1.25;

    /**
     * Zooms and pans `view`, and sets it up as a map view (smooth drawing, no drag mode of Qt's,
     * mouse tracking, keyboard focus); its scroll bars stay as the program sets them.
     */
    MapViewZoom(QGraphicsView *view, std::function<void(qreal)> scaleChanged);

    /** The view's scale: logical pixels per map unit. */
    qreal scale() const;
    /** The scale at which the whole scene fits the view (1 without a scene). */
    qreal fitScale() const;
    /** Whether the view fits the map and follows its size. */
    bool isFitting() const { return m_fitting; }

    /** Scales to `scale` (kept within the limits), keeping `anchor` (view pixels) in place. */
    void zoomTo(qreal scale, QPoint anchor);
    /** A step in or out around the pointer over the map, else around the view's middle. */
    void zoomIn();
    void zoomOut();
    /** Fits the whole map, centred, and follows the view's size from now on. */
    void fit();
    /** Moves the map by `delta` view pixels (a drag). */
    void pan(QPoint delta);
    /**
     * Shows the map at `ofFit` times the fit's scale (kept within the limits), `centre` (scene
     * coordinates) in the middle; the view no longer follows its size as a fit.
     */
    void show(qreal ofFit, QPointF centre);

    /** The wheel: zooms around the cursor. */
    void wheel(QWheelEvent *event);
    /** + / = zoom in, - zooms out, 0 fits; true when the key was one of them. */
    bool key(QKeyEvent *event);
    /** The view was resized (or its scene changed): fits again while fitting. */
    void refit();

    /**
     * Called before a zoom (the wheel, + and -, zoomTo(); not a fit to the window) applies a
     * new scale, while the view still shows the old one: the game's view takes a picture of
     * it, to zoom smoothly.
     */
    void setScaleAboutToChange(std::function<void()> aboutToChange);

private:
    void applyScale(qreal scale);
    /** Puts `centre` in the middle of the view at `scale`, showing past the map's edge if needed.
     */
    void centreAt(QPointF centre, qreal scale);
    /** Where a step zooms: the pointer, in viewport pixels, when it is over the map. */
    QPoint keyAnchor() const;

    QGraphicsView *m_view;
    /** Follows the pointer over the viewport (a PointerFollower, the viewport's child). */
    QPointer<QObject> m_pointer;
    std::function<void(qreal)> m_scaleChanged;
    std::function<void()> m_aboutToChange;
    bool m_fitting = true;
};

} // namespace vinci
