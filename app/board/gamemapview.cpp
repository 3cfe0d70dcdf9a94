#include "board/gamemapview.h"

#include "board/gamescene.h"
#include "board/provincemarkeritem.h"

#include <QApplication>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPixmapCache>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

#include <cmath>

namespace vinci {

namespace {

constexpr qreal minimumZoomOfFit = 0.8;
constexpr qreal maximumZoomOfFit = 8;
constexpr qreal keyZoomStep = 1.25;
constexpr int pixmapCacheKilobytes = 64 * 1024;

} // namespace

GameMapView::GameMapView(QWidget *parent)
    : QGraphicsView(parent)
{
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setDragMode(NoDrag);
    setTransformationAnchor(NoAnchor);
    setResizeAnchor(AnchorViewCenter);
    setViewportUpdateMode(SmartViewportUpdate);
    setBackgroundBrush(QColor(0x23, 0x2B, 0x36));
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setContextMenuPolicy(Qt::NoContextMenu);
    // Provinces cache their overlays as device pixmaps (about the viewport's area in all at any
    // zoom); Qt's default 10 MB would make them evict each other on every frame.
    QPixmapCache::setCacheLimit(std::max(QPixmapCache::cacheLimit(), pixmapCacheKilobytes));
}

void GameMapView::setGameScene(GameScene *scene)
{
    m_scene = scene;
    setScene(scene);
    m_fitting = true;
    fitToWindow();
}

void GameMapView::setDragSource(std::function<bool(AreaIndex)> canDragFrom)
{
    m_canDragFrom = std::move(canDragFrom);
}

void GameMapView::setTooltipProvider(std::function<QString(AreaIndex)> provider)
{
    m_tooltip = std::move(provider);
}

qreal GameMapView::fitScale() const
{
    if (!m_scene || m_scene->sceneRect().isEmpty())
        return 1;
    const QRectF rect = m_scene->sceneRect();
    const QSize size = viewport()->size();
    return std::min(size.width() / rect.width(), size.height() / rect.height());
}

void GameMapView::applyScale(qreal scale)
{
    if (qFuzzyCompare(scale, zoom()) && m_scene && qFuzzyCompare(scale, m_scene->zoom()))
        return;
    setTransform(QTransform::fromScale(scale, scale));
    if (m_scene)
        m_scene->setZoom(scale);
}

void GameMapView::zoomTo(qreal scale, QPoint anchor)
{
    const qreal fit = fitScale();
    scale = std::clamp(scale, fit * minimumZoomOfFit, fit * maximumZoomOfFit);
    const QPointF before = mapToScene(anchor);
    applyScale(scale);
    // Keep the scene point under `anchor` where it was: zoom around the cursor.
    const QPointF offset = QPointF(viewport()->rect().center() - anchor) / scale;
    centerOn(before + offset);
}

void GameMapView::centreOn(QPointF scenePos)
{
    centerOn(scenePos);
}

void GameMapView::zoomIn()
{
    m_fitting = false;
    zoomTo(zoom() * keyZoomStep, viewport()->rect().center());
}

void GameMapView::zoomOut()
{
    m_fitting = false;
    zoomTo(zoom() / keyZoomStep, viewport()->rect().center());
}

void GameMapView::fitToWindow()
{
    m_fitting = true;
    if (!m_scene)
        return;
    applyScale(fitScale());
    centerOn(m_scene->sceneRect().center());
}

void GameMapView::wheelEvent(QWheelEvent *event)
{
    const QPoint delta = event->angleDelta();
    if (delta.y() == 0) {
        event->ignore();
        return;
    }
    m_fitting = false;
    zoomTo(zoom() * std::pow(1.0015, delta.y()), event->position().toPoint());
    event->accept();
}

void GameMapView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomIn();
        return;
    case Qt::Key_Minus:
        zoomOut();
        return;
    case Qt::Key_0:
        fitToWindow();
        return;
    default:
        break;
    }
    QGraphicsView::keyPressEvent(event);
}

std::optional<AreaIndex> GameMapView::areaAtView(QPoint viewPos) const
{
    if (!m_scene)
        return std::nullopt;
    return m_scene->areaAt(mapToScene(viewPos));
}

ProvinceMarkerItem *GameMapView::markerAtView(QPoint viewPos, int *button) const
{
    for (QGraphicsItem *item : items(viewPos)) {
        if (item->type() != ProvinceMarkerItem::Type)
            continue;
        auto *marker = static_cast<ProvinceMarkerItem *>(item);
        const QPointF local =
            item->deviceTransform(viewportTransform()).inverted().map(QPointF(viewPos));
        const auto hit = marker->buttonAt(local);
        if (hit != ProvinceMarkerItem::Button::None) {
            *button = static_cast<int>(hit);
            return marker;
        }
    }
    return nullptr;
}

void GameMapView::mousePressEvent(QMouseEvent *event)
{
    m_button = event->button();
    m_pressPos = event->position().toPoint();
    m_lastPos = m_pressPos;
    m_pressArea = areaAtView(m_pressPos);
    m_gesture = Gesture::Pending;
    event->accept();
}

void GameMapView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (m_gesture == Gesture::None) {
        QGraphicsView::mouseMoveEvent(event);
        return;
    }
    if (m_gesture == Gesture::Pending &&
        (pos - m_pressPos).manhattanLength() >= QApplication::startDragDistance()) {
        const bool pawn = m_button == Qt::LeftButton && m_pressArea && m_canDragFrom &&
                          m_canDragFrom(*m_pressArea);
        m_gesture = pawn ? Gesture::DraggingPawn : Gesture::Panning;
        if (pawn && !m_dragPixmap.isNull())
            viewport()->setCursor(QCursor(m_dragPixmap));
        else
            viewport()->setCursor(pawn ? Qt::DragMoveCursor : Qt::ClosedHandCursor);
    }
    if (m_gesture == Gesture::Panning) {
        m_fitting = false;
        const QPoint delta = pos - m_lastPos;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
    }
    m_lastPos = pos;
    event->accept();
}

void GameMapView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != m_button) {
        event->accept();
        return;
    }
    const QPoint pos = event->position().toPoint();
    const Gesture gesture = m_gesture;
    const Qt::MouseButton button = m_button;
    const auto pressArea = m_pressArea;
    endGesture();
    if (gesture == Gesture::DraggingPawn) {
        const auto target = areaAtView(pos);
        if (pressArea && target && *target != *pressArea)
            emit pawnDragged(*pressArea, *target);
    } else if (gesture == Gesture::Pending) {
        int hit = 0;
        if (button == Qt::LeftButton) {
            if (ProvinceMarkerItem *marker = markerAtView(pos, &hit)) {
                emit pawnButtonClicked(marker->areaIndex(),
                                       hit == static_cast<int>(ProvinceMarkerItem::Button::Plus));
                event->accept();
                return;
            }
        }
        const auto area = areaAtView(pos);
        if (area && (button == Qt::LeftButton || button == Qt::RightButton))
            emit areaClicked(*area,
                             button == Qt::LeftButton ? ClickKind::Primary : ClickKind::Secondary);
    }
    event->accept();
}

void GameMapView::endGesture()
{
    m_gesture = Gesture::None;
    m_button = Qt::NoButton;
    m_pressArea.reset();
    viewport()->unsetCursor();
}

void GameMapView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (m_fitting)
        fitToWindow();
}

bool GameMapView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const auto area = areaAtView(help->pos());
        const QString text = area && m_tooltip ? m_tooltip(*area) : QString();
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, viewport());
        return true;
    }
    return QGraphicsView::viewportEvent(event);
}

} // namespace vinci
