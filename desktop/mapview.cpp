#include "mapview.h"

namespace vinci {

MapView::MapView(QWidget *parent)
    : QGraphicsView(parent)
    , m_zoom(this, [this](qreal scale) { scaleChanged(scale); })
{
    m_zoom.setScaleAboutToChange([this] { scaleAboutToChange(); });
}

void MapView::wheelEvent(QWheelEvent *event)
{
    m_zoom.wheel(event);
}

void MapView::keyPressEvent(QKeyEvent *event)
{
    if (!m_zoom.key(event))
        QGraphicsView::keyPressEvent(event);
}

void MapView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    m_zoom.refit();
}

} // namespace vinci
