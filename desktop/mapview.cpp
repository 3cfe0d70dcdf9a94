#include "mapview.h"

#include <QtMath>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

const QString ofFitKey = u"ofFit"_s;
const QString centreXKey = u"centreX"_s;
const QString centreYKey = u"centreY"_s;

} // namespace

MapView::MapView(QWidget *parent)
    : QGraphicsView(parent)
    , m_zoom(this, [this](qreal scale) { scaleChanged(scale); })
{
    m_zoom.setScaleAboutToChange([this] { scaleAboutToChange(); });
}

QJsonObject MapView::shown() const
{
    if (m_zoom.isFitting() || !scene())
        return {};
    const QPointF centre = mapToScene(viewport()->rect().center());
    return {{ofFitKey, zoom() / fitScale()}, {centreXKey, centre.x()}, {centreYKey, centre.y()}};
}

void MapView::restoreShown(const QJsonObject &state)
{
    const qreal ofFit = state.value(ofFitKey).toDouble();
    const QPointF centre(state.value(centreXKey).toDouble(qQNaN()),
                         state.value(centreYKey).toDouble(qQNaN()));
    if (!(ofFit > 0) || !qIsFinite(ofFit) || !qIsFinite(centre.x()) || !qIsFinite(centre.y())) {
        fitToWindow();
        return;
    }
    m_zoom.show(ofFit, centre);
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
