#include "mapviewzoom.h"

#include <QEnterEvent>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <optional>

namespace vinci {

namespace {

/** The factor per eighth of a degree of wheel turn: a notch (15°) is 1.0015^120, about 1.2. */
constexpr qreal wheelFactor = 1.0015;
constexpr int fitMargin = 2;

/**
 * Where the pointer is over a view's viewport (mouse tracking is on, so every move comes), or
 * nothing once it left it: for a dock, a menu, another window. A child of the viewport.
 */
class PointerFollower : public QObject
{
public:
    explicit PointerFollower(QWidget *viewport)
        : QObject(viewport)
    {
        viewport->installEventFilter(this);
    }

    const std::optional<QPoint> &pointer() const { return m_pointer; }

    bool eventFilter(QObject *, QEvent *event) override
    {
        switch (event->type()) {
        case QEvent::Enter:
            m_pointer = static_cast<QEnterEvent *>(event)->position().toPoint();
            break;
        case QEvent::MouseMove:
        case QEvent::MouseButtonPress:
        case QEvent::MouseButtonRelease:
            m_pointer = static_cast<QMouseEvent *>(event)->position().toPoint();
            break;
        case QEvent::Leave:
            m_pointer.reset();
            break;
        default:
            break;
        }
        return false;
    }

private:
    std::optional<QPoint> m_pointer;
};

} // namespace

MapViewZoom::MapViewZoom(QGraphicsView *view, std::function<void(qreal)> scaleChanged)
    : m_view(view)
    , m_scaleChanged(std::move(scaleChanged))
{
    // A map view of either program: drawn smooth at any scale, updated where it changed; its
    // drags are its own (pan() and the program's gestures), the pointer is followed for hover,
    // and it takes the keyboard for + / - / 0. zoomTo() keeps its anchor in place itself.
    m_view->setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    m_view->setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    m_view->setDragMode(QGraphicsView::NoDrag);
    m_view->setMouseTracking(true);
    m_view->setFocusPolicy(Qt::StrongFocus);
    m_view->setTransformationAnchor(QGraphicsView::NoAnchor);
    m_view->setResizeAnchor(QGraphicsView::AnchorViewCenter);
    m_pointer = new PointerFollower(m_view->viewport());
}

qreal MapViewZoom::scale() const
{
    return m_view->transform().m11();
}

qreal MapViewZoom::fitScale() const
{
    const QGraphicsScene *scene = m_view->scene();
    // As QGraphicsView::fitInView(), two pixels to spare, so that no scroll bar is needed.
    const QSize size = m_view->viewport()->size() - QSize(fitMargin, fitMargin);
    if (!scene || scene->sceneRect().isEmpty() || size.isEmpty())
        return 1;
    const QRectF rect = scene->sceneRect();
    return std::min(size.width() / rect.width(), size.height() / rect.height());
}

void MapViewZoom::setScaleAboutToChange(std::function<void()> aboutToChange)
{
    m_aboutToChange = std::move(aboutToChange);
}

void MapViewZoom::applyScale(qreal scale)
{
    m_view->setTransform(QTransform::fromScale(scale, scale));
    if (m_scaleChanged)
        m_scaleChanged(scale);
}

void MapViewZoom::zoomTo(qreal scale, QPoint anchor)
{
    const qreal fit = fitScale();
    scale = std::clamp(scale, fit * minimumOfFit, fit * maximumOfFit);
    const QPointF before = m_view->mapToScene(anchor);
    if (m_aboutToChange && !qFuzzyCompare(scale, this->scale()))
        m_aboutToChange();
    applyScale(scale);
    // Keep the scene point under `anchor` where it was: zoom around the cursor.
    // (centerOn() puts a point at half the viewport's size, not at its middle pixel.)
    const QSizeF viewport = m_view->viewport()->size();
    centreAt(before + (QPointF(viewport.width(), viewport.height()) / 2 - QPointF(anchor)) / scale,
             scale);
}

void MapViewZoom::centreAt(QPointF centre, qreal scale)
{
    // Near the map's edge, or where it does not fill the view (its sides at the fit's scale),
    // the view could not scroll that far and the map grew away from the cursor (the s43 walk):
    // the view may show past the map's edge as far as this zoom needs, and no farther.
    const QSizeF shown = m_view->viewport()->size() / scale;
    const QRectF view(centre - QPointF(shown.width(), shown.height()) / 2, shown);
    if (const QGraphicsScene *scene = m_view->scene())
        m_view->setSceneRect(scene->sceneRect().united(view));
    m_view->centerOn(centre);
}

void MapViewZoom::show(qreal ofFit, QPointF centre)
{
    m_fitting = false;
    const qreal fit = fitScale();
    const qreal scale = std::clamp(fit * ofFit, fit * minimumOfFit, fit * maximumOfFit);
    if (m_aboutToChange && !qFuzzyCompare(scale, this->scale()))
        m_aboutToChange();
    applyScale(scale);
    centreAt(centre, scale);
}

QPoint MapViewZoom::keyAnchor() const
{
    const auto *follower = static_cast<const PointerFollower *>(m_pointer.data());
    if (follower && follower->pointer() &&
        m_view->viewport()->rect().contains(*follower->pointer()))
        return *follower->pointer();
    return m_view->viewport()->rect().center();
}

void MapViewZoom::zoomIn()
{
    m_fitting = false;
    zoomTo(scale() * keyStep, keyAnchor());
}

void MapViewZoom::zoomOut()
{
    m_fitting = false;
    zoomTo(scale() / keyStep, keyAnchor());
}

void MapViewZoom::fit()
{
    m_fitting = true;
    const QGraphicsScene *scene = m_view->scene();
    if (!scene || scene->sceneRect().isEmpty() || m_view->viewport()->size().isEmpty())
        return;
    // The map alone again, without the room a zoom took past its edge.
    m_view->setSceneRect(QRectF());
    applyScale(fitScale());
    m_view->centerOn(scene->sceneRect().center());
}

void MapViewZoom::pan(QPoint delta)
{
    m_fitting = false;
    QScrollBar *horizontal = m_view->horizontalScrollBar();
    QScrollBar *vertical = m_view->verticalScrollBar();
    horizontal->setValue(horizontal->value() - delta.x());
    vertical->setValue(vertical->value() - delta.y());
}

void MapViewZoom::wheel(QWheelEvent *event)
{
    const QPoint delta = event->angleDelta();
    if (delta.y() == 0) {
        event->ignore();
        return;
    }
    m_fitting = false;
    zoomTo(scale() * std::pow(wheelFactor, delta.y()), event->position().toPoint());
    event->accept();
}

bool MapViewZoom::key(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomIn();
        return true;
    case Qt::Key_Minus:
        zoomOut();
        return true;
    case Qt::Key_0:
        fit();
        return true;
    default:
        return false;
    }
}

void MapViewZoom::refit()
{
    if (m_fitting)
        fit();
}

} // namespace vinci
