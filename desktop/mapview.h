#pragma once

#include "mapviewzoom.h"

#include <QGraphicsView>
#include <QJsonObject>

namespace vinci {

/**
 * A map view of either program, the game's GameMapView and the editor's MapCanvas: it zooms and
 * pans as MapViewZoom says (the wheel around the cursor, + / - / 0, following the view's size
 * while the map fits). Each program adds its own clicks and drags, and pans with pan().
 */
class MapView : public QGraphicsView
{
    Q_OBJECT

public:
    /** The view's scale: logical pixels per map unit. */
    qreal zoom() const { return m_zoom.scale(); }
    /** The scale at which the whole map fits the window. */
    qreal fitScale() const { return m_zoom.fitScale(); }
    /** Scales to `scale`, keeping `anchor` (viewport pixels) where it is. */
    void zoomTo(qreal scale, QPoint anchor) { m_zoom.zoomTo(scale, anchor); }
    /**
     * How the map is shown, for restoreShown(): the zoom as a multiple of the fit's scale (so
     * that it means the same in a window of another size) and the scene point in the middle;
     * empty while the view fits the map.
     */
    QJsonObject shown() const;
    /** Shows the map as shown() said; fits it when `state` says nothing usable. */
    void restoreShown(const QJsonObject &state);

public slots:
    void zoomIn() { m_zoom.zoomIn(); }
    void zoomOut() { m_zoom.zoomOut(); }
    /** Fits the whole map, centred, and follows the view's size from now on. */
    void fitToWindow() { m_zoom.fit(); }

protected:
    explicit MapView(QWidget *parent);

    /** Each new scale, in the view-scale unit of both programs (MapScene::setViewScale()). */
    virtual void scaleChanged(qreal scale) = 0;
    /** Just before a zoom's new scale, while the view still shows the old one. */
    virtual void scaleAboutToChange() {}
    /** Moves the map by `delta` view pixels (a drag the program took for a pan). */
    void pan(QPoint delta) { m_zoom.pan(delta); }
    /** The scene changed its size: fits again while fitting. */
    void refit() { m_zoom.refit(); }

    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    MapViewZoom m_zoom;
};

} // namespace vinci
