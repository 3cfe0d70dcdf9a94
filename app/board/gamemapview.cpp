#include "board/gamemapview.h"

#include "board/gamescene.h"
#include "board/provinceitem.h"
#include "board/provincemarkeritem.h"
#include "mapartitem.h"

#include <QApplication>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPixmapCache>
#include <QRegion>
#include <QToolTip>

#include <cmath>

namespace vinci {

namespace {

constexpr int pixmapCacheKilobytes = 64 * 1024;
const QColor background(0x23, 0x2B, 0x36);

} // namespace

GameMapView::GameMapView(GameScene *scene, QWidget *parent)
    : MapView(parent)
    , m_scene(scene)
{
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setBackgroundBrush(background);
    // Every pixmap the view draws lands pixel for pixel (tiles, the items' device caches, the
    // tokens): without smooth scaling the raster engine copies them with its direct blend
    // functions instead of its general span path, which also hands large images to other
    // threads. Items that scale pictures ask for smoothness themselves.
    setRenderHint(QPainter::SmoothPixmapTransform, false);
    // drawBackground() paints every pixel the map does not: the widget's own fill is waste.
    viewport()->setAutoFillBackground(false);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    // The art over the same colour: opaque tiles, copied rather than blended, and no
    // background painted under them (drawBackground()).
    scene->setArtBackdrop(background);
    setContextMenuPolicy(Qt::NoContextMenu);
    // Provinces cache their overlays as device pixmaps (about the viewport's area in all at any
    // zoom); Qt's default 10 MB would make them evict each other on every frame.
    QPixmapCache::setCacheLimit(std::max(QPixmapCache::cacheLimit(), pixmapCacheKilobytes));
    m_zoomRest.setSingleShot(true);
    m_zoomRest.setInterval(zoomRestMs);
    connect(&m_zoomRest, &QTimer::timeout, this, &GameMapView::finishZoom);
    setScene(scene);
    fitToWindow();
}

void GameMapView::scaleAboutToChange()
{
    // Only a view drawn at rest at this scale has its caches warm: the picture is then about
    // the cost of a pan frame. Otherwise (the first fit, a new map) the zoom draws afresh.
    if (!m_picture.isNull() || !isVisible() || !m_scene || !m_scene->mapArt() ||
        !qFuzzyCompare(m_restingScale, zoom())) {
        return;
    }
    m_scene->setMarkersShown(false);
    // Opaque (the background is painted under everything): drawn scaled without blending.
    m_picture = viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
    m_scene->setMarkersShown(true);
    m_pictureRect = mapToScene(viewport()->rect()).boundingRect();
    m_scene->setBaseLayersFrozen(true);
}

void GameMapView::scaleChanged(qreal scale)
{
    m_scene->setZoom(scale);
    if (!m_picture.isNull())
        m_zoomRest.start();
}

void GameMapView::finishZoom()
{
    m_zoomRest.stop();
    if (m_picture.isNull())
        return;
    m_picture = QImage();
    m_scene->setBaseLayersFrozen(false);
    viewport()->update();
}

void GameMapView::paintEvent(QPaintEvent *event)
{
    MapView::paintEvent(event);
    if (m_picture.isNull())
        m_restingScale = zoom();
}

void GameMapView::drawBackground(QPainter *painter, const QRectF &rect)
{
    // Another map was shown meanwhile: the picture is of the old one.
    if (!m_picture.isNull() && !m_scene->areBaseLayersFrozen()) {
        m_picture = QImage();
        m_zoomRest.stop();
    }
    // The background only where nothing opaque covers it: the picture while zooming, else the
    // art, whose tiles lie over the background's own colour.
    QRectF covered;
    if (!m_picture.isNull())
        covered = m_pictureRect;
    else if (m_scene->artItem() && m_scene->artItem()->backdrop().isValid())
        covered = m_scene->artItem()->boundingRect();
    // Whole scene units inside the covered part, so that no sliver is left unpainted.
    const QRect inside(QPoint(static_cast<int>(std::ceil(covered.left())),
                              static_cast<int>(std::ceil(covered.top()))),
                       QPoint(static_cast<int>(std::floor(covered.right())) - 1,
                              static_cast<int>(std::floor(covered.bottom())) - 1));
    const QRegion uncovered = QRegion(rect.toAlignedRect()) - QRegion(inside);
    for (const QRect &part : uncovered)
        painter->fillRect(part, backgroundBrush());
    if (!m_picture.isNull()) {
        painter->save();
        painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
        painter->drawImage(m_pictureRect, m_picture, QRectF(m_picture.rect()));
        painter->restore();
    }
}

void GameMapView::setDragSource(std::function<bool(AreaIndex)> canDragFrom)
{
    m_canDragFrom = std::move(canDragFrom);
}

void GameMapView::setTooltipProvider(std::function<QString(AreaIndex)> provider)
{
    m_tooltip = std::move(provider);
}

void GameMapView::centreOn(QPointF scenePos)
{
    centerOn(scenePos);
}

std::optional<AreaIndex> GameMapView::areaAtView(QPoint viewPos) const
{
    if (!m_scene)
        return std::nullopt;
    // Tokens lie inside their province, but a click on them is theirs even where a thin
    // neighbour reaches over.
    if (const ProvinceMarkerItem *marker = markerAtView(viewPos))
        return marker->areaIndex();
    return m_scene->areaForClick(mapToScene(viewPos));
}

ProvinceMarkerItem *GameMapView::markerAtView(QPoint viewPos) const
{
    for (QGraphicsItem *item : items(viewPos)) {
        if (item->type() == ProvinceMarkerItem::Type && item->isVisible())
            return static_cast<ProvinceMarkerItem *>(item);
    }
    return nullptr;
}

void GameMapView::setHovered(std::optional<AreaIndex> area)
{
    if (area == m_hovered)
        return;
    if (m_hovered) {
        if (AreaItem *item = m_scene->areaItem(*m_hovered))
            item->setHovered(false);
    }
    m_hovered = area;
    // Only provinces light up: a sea zone takes no click.
    if (m_hovered && m_scene->marker(*m_hovered)) {
        if (AreaItem *item = m_scene->areaItem(*m_hovered))
            item->setHovered(true);
    }
}

void GameMapView::leaveEvent(QEvent *event)
{
    setHovered(std::nullopt);
    MapView::leaveEvent(event);
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
        setHovered(areaAtView(pos));
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
    if (m_gesture == Gesture::Panning)
        pan(pos - m_lastPos);
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
        if (button == Qt::LeftButton) {
            if (const ProvinceMarkerItem *marker = markerAtView(pos)) {
                const QPointF local =
                    marker->deviceTransform(viewportTransform()).inverted().map(QPointF(pos));
                const auto hit = marker->buttonAt(local);
                if (hit != ProvinceMarkerItem::Button::None) {
                    emit pawnButtonClicked(marker->areaIndex(),
                                           hit == ProvinceMarkerItem::Button::Plus);
                    event->accept();
                    return;
                }
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
