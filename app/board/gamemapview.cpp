#include "board/gamemapview.h"

#include "arealabelitem.h"
#include "board/gamescene.h"
#include "board/provincecard.h"
#include "board/provinceitem.h"
#include "board/provincemarkeritem.h"
#include "mapartitem.h"
#include "windowplacement.h"

#include <QAccessible>
#include <QApplication>
#include <QFocusEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPixmapCache>
#include <QRegion>
#include <QScrollBar>
#include <QShowEvent>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <utility>

namespace vinci {

namespace {

constexpr int pixmapCacheKilobytes = 64 * 1024;
const QColor background(0x23, 0x2B, 0x36);
/** The keyboard cursor's ring: a light line over a dark halo, seen on every terrain and band. */
constexpr qreal ringWidth = 3;
constexpr qreal haloWidth = 7;
/** The largest picture of the ring kept (device pixels): 64 MB. */
constexpr qreal ringPictureMaxPixels = 4096.0 * 4096.0;
/** Tab's strips of reading order: this many across the map's height. */
constexpr int readingStrips = 12;
/** Room kept around the cursor's province when the view scrolls to it, in view pixels. */
constexpr int cursorMargin = 120;

/** The keys the map takes while it has the keyboard, before any shortcut of the window. */
bool isCursorKey(const QKeyEvent *event)
{
    if (event->modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier))
        return false;
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
    case Qt::Key_Backspace:
    case Qt::Key_Delete:
        return true;
    default:
        return false;
    }
}

} // namespace

QSize GameMapView::minimumSizeHint() const
{
    // Lower on a low screen, where the bars above it take their room (isLowScreen()).
    const QSize smallest = isLowScreen(*this)
                               ? QSize(smallestSize.width(), smallestSize.height() * 3 / 4)
                               : smallestSize;
    return MapView::minimumSizeHint().expandedTo(smallest);
}

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
    // Nothing is dropped on the map itself: a file dragged over it goes on to the window, which
    // opens saved games and map packages. (QGraphicsView takes drags for its scene: the map
    // refused a file dropped on it.)
    setAcceptDrops(false);
    viewport()->setAcceptDrops(false);
    // Provinces cache their overlays as device pixmaps (about the viewport's area in all at any
    // zoom); Qt's default 10 MB would make them evict each other on every frame.
    QPixmapCache::setCacheLimit(std::max(QPixmapCache::cacheLimit(), pixmapCacheKilobytes));
    m_zoomRest.setSingleShot(true);
    m_zoomRest.setInterval(zoomRestMs);
    connect(&m_zoomRest, &QTimer::timeout, this, &GameMapView::finishZoom);
    m_card = new ProvinceCard(viewport());
    setScene(scene);
    fitToWindow();
}

void GameMapView::scaleAboutToChange()
{
    // Only a view drawn at rest at this scale has its caches warm: the picture is then about
    // the cost of a pan frame. Otherwise (the first fit, a new map) the zoom draws afresh.
    if (!m_picture.isNull() || !isVisible() || !m_scene || !m_scene->mapArt() || !isDrawnAtRest()) {
        return;
    }
    m_scene->setMarkersShown(false);
    // The map alone: the ring and the card are drawn afresh at every scale.
    m_takingPicture = true;
    const bool card = m_card->isVisible();
    m_card->hide();
    // Opaque (the background is painted under everything): drawn scaled without blending.
    m_picture = viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
    m_card->setVisible(card);
    m_takingPicture = false;
    m_scene->setMarkersShown(true);
    m_pictureRect = mapToScene(viewport()->rect()).boundingRect();
    m_scene->setBaseLayersFrozen(true);
}

void GameMapView::scaleChanged(qreal scale)
{
    updateNamesScale();
    m_scene->setZoom(scale);
    if (!m_picture.isNull())
        m_zoomRest.start();
    placeCard();
}

void GameMapView::updateNamesScale()
{
    // Names are cleared of each other and of the tokens' room at the fit zoom, the smallest
    // they are read at (a new window size can change it). Not at a hidden view's size (98x28
    // before its window lays it out: 0.23 s of clearing for nothing) nor while held.
    if (!isVisible() || m_namesHeld > 0) {
        m_namesStale = true;
        return;
    }
    m_namesStale = false;
    m_scene->setNamesFitScale(fitScale());
}

void GameMapView::holdNames(bool held)
{
    m_namesHeld = std::max(0, m_namesHeld + (held ? 1 : -1));
    if (m_namesHeld == 0 && m_namesStale)
        updateNamesScale();
}

void GameMapView::showEvent(QShowEvent *event)
{
    MapView::showEvent(event);
    if (m_namesStale)
        updateNamesScale();
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
    // Whole scene units inside the covered part, a device pixel in, so that no sliver is left
    // unpainted: the art's tiles are snapped to device pixels, up to a pixel off its bounds,
    // and at x1.5 a column between the two kept what was drawn there before (the s44 walk's
    // stray lines).
    const qreal pixel = 1 / (zoom() * viewport()->devicePixelRatioF());
    covered.adjust(pixel, pixel, -pixel, -pixel);
    const QRect inside(QPoint(static_cast<int>(std::ceil(covered.left())),
                              static_cast<int>(std::ceil(covered.top()))),
                       QPoint(static_cast<int>(std::floor(covered.right())) - 1,
                              static_cast<int>(std::floor(covered.bottom())) - 1));
    const QRegion uncovered = QRegion(rect.toAlignedRect()) - QRegion(inside);
    // Aliased, whole device pixels: an antialiased edge blended half of a pixel with what was
    // there before.
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    for (const QRect &part : uncovered)
        painter->fillRect(part, backgroundBrush());
    painter->restore();
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

void GameMapView::setTooltipProvider(TooltipProvider provider)
{
    m_tooltip = std::move(provider);
}

void GameMapView::setProvinceWordsProvider(std::function<ProvinceWords(AreaIndex)> provider)
{
    m_words = std::move(provider);
}

ProvinceWords GameMapView::provinceWords(AreaIndex area) const
{
    return m_words && isAccessibleProvince(area) ? m_words(area) : ProvinceWords{};
}

std::vector<AreaIndex> GameMapView::accessibleProvinces() const
{
    return ProvinceNavigation::readingOrder(provincePoints(),
                                            m_scene->sceneRect().height() / readingStrips);
}

bool GameMapView::isAccessibleProvince(AreaIndex area) const
{
    return area >= 0 && area < m_scene->areaCount() && m_scene->marker(area);
}

QRect GameMapView::provinceScreenRect(AreaIndex area) const
{
    const AreaItem *item = isAccessibleProvince(area) ? m_scene->areaItem(area) : nullptr;
    if (!item)
        return {};
    const QRect inView = mapFromScene(item->sceneBoundingRect()).boundingRect();
    return QRect(viewport()->mapToGlobal(inView.topLeft()), inView.size());
}

void GameMapView::actOn(AreaIndex area, ClickKind click)
{
    if (!isAccessibleProvince(area))
        return;
    if (area != m_cursor) {
        setCursorShown(false);
        m_cursor = area;
    }
    emit areaClicked(area, click);
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
    // A moved name's corners over the water (clearNames() lets them reach over the coast) are
    // still its country's there; over another province, the province keeps its clicks, unless
    // the name is set there beside its own with a leader line: a click on "Belgium" set in
    // Germany selects Belgium (the s45 walk: it selected Germany). On its own land a name is
    // its province's, whatever thin neighbour reaches over it (areaForClick: "Sumer" clicked
    // Lower Euphrates).
    const QPointF scenePos = mapToScene(viewPos);
    const auto under = m_scene->areaAt(scenePos);
    const bool onLand = under && m_scene->marker(*under);
    for (QGraphicsItem *item : items(viewPos)) {
        if (item->type() != AreaLabelItem::Type)
            continue;
        const auto *label = static_cast<const AreaLabelItem *>(item);
        const AreaIndex area = label->areaIndex();
        const bool moved =
            area < m_scene->labelPlan().count() && m_scene->labelPlan().isMoved(area);
        if (m_scene->marker(area) &&
            (under == area || (moved && (!onLand || label->layout().leaderTo))) &&
            label->textRect().contains(label->mapFromScene(scenePos)))
            return area;
    }
    return m_scene->areaForClick(scenePos);
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
    const auto before = m_hovered;
    m_hovered = area;
    updateLight(before);
    updateLight(m_hovered);
}

void GameMapView::updateLight(std::optional<AreaIndex> area)
{
    // Only provinces light up: a sea zone takes no click.
    if (!area || !m_scene->marker(*area))
        return;
    if (AreaItem *item = m_scene->areaItem(*area))
        item->setHovered(area == m_hovered || (area == m_cursor && isKeyboardCursorShown()));
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
    m_pressIsDoubleClick = false;
    m_gesture = Gesture::Pending;
    // The keys go on from the province clicked.
    if (m_pressArea && m_scene->marker(*m_pressArea) && m_pressArea != m_cursor) {
        setCursorShown(false);
        m_cursor = m_pressArea;
    }
    event->accept();
}

void GameMapView::mouseDoubleClickEvent(QMouseEvent *event)
{
    // Two quick clicks are two clicks (two pawns placed, two lifted): the platform delivers the
    // second press as a double click, which the view ignored (four clicks placed two pawns).
    if (m_gesture == Gesture::None) {
        mousePressEvent(event);
        m_pressIsDoubleClick = true;
    } else {
        event->accept();
    }
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
    const bool doubleClick = m_pressIsDoubleClick;
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
        if (area && (button == Qt::LeftButton || button == Qt::RightButton)) {
            const ClickKind click =
                button == Qt::LeftButton ? ClickKind::Primary : ClickKind::Secondary;
            const bool again = doubleClick && area == m_lastClicked;
            m_lastClicked = area;
            if (again)
                emit areaClickedAgain(*area, click);
            else
                emit areaClicked(*area, click);
        }
    }
    event->accept();
}

void GameMapView::endGesture()
{
    m_gesture = Gesture::None;
    m_button = Qt::NoButton;
    m_pressArea.reset();
    m_pressIsDoubleClick = false;
    viewport()->unsetCursor();
}

bool GameMapView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const auto area = areaAtView(help->pos());
        const QString text =
            area && m_tooltip ? m_tooltip(*area, ProvinceTooltip::Opened::ByPointer) : QString();
        m_pointerTip = text;
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, viewport());
        return true;
    }
    return QGraphicsView::viewportEvent(event);
}

bool GameMapView::isKeyboardCursorShown() const
{
    return m_cursor && m_cursorRevealed && m_personPlaying && hasFocus();
}

void GameMapView::setPersonPlaying(bool playing)
{
    if (playing == m_personPlaying)
        return;
    m_personPlaying = playing;
    updateLight(m_cursor);
    updateCursorRing();
    updateCard();
}

void GameMapView::setTurn(int turnNumber, int person)
{
    if (m_turn == turnNumber)
        return;
    m_turn = turnNumber;
    setCursorShown(false);
    hidePointerTip();
    m_tabRound.reset();
    if (person < 0)
        return;
    // In a hot-seat game the ring was another person's: the next one's starts where the game
    // does, not on the province the last person played (the s50 walk). One person against
    // computers keeps theirs through the computers' turns.
    if (m_cursorPerson >= 0 && person != m_cursorPerson) {
        m_cursor.reset();
        m_arrowTrail.clear();
    }
    m_cursorPerson = person;
}

void GameMapView::takeKeyboard()
{
    if (focusPolicy() == Qt::NoFocus || !isVisible())
        return;
    setFocus(m_personPlaying && !provincesThatMatter().empty() ? Qt::TabFocusReason
                                                               : Qt::OtherFocusReason);
}

void GameMapView::setChoicePending(bool pending)
{
    if (pending == m_choicePending)
        return;
    m_choicePending = pending;
    if (pending)
        setCursorShown(false);
}

std::vector<ProvincePoint> GameMapView::provincePoints() const
{
    std::vector<ProvincePoint> points;
    for (AreaIndex area = 0; area < m_scene->areaCount(); ++area) {
        if (m_scene->marker(area))
            points.push_back({area, m_scene->clickPoint(area)});
    }
    return points;
}

std::vector<AreaIndex> GameMapView::provincesThatMatter() const
{
    std::vector<ProvincePoint> points;
    for (const ProvincePoint &province : provincePoints()) {
        const ProvinceMarks &marks = m_scene->marker(province.area)->marks();
        const AreaItem *item = m_scene->areaItem(province.area);
        if ((item && item->highlight().isValid()) || marks.canPlace || marks.canLift)
            points.push_back(province);
    }
    return markedFirst(ProvinceNavigation::readingOrder(
        std::move(points), m_scene->sceneRect().height() / readingStrips));
}

std::vector<AreaIndex> GameMapView::markedFirst(std::vector<AreaIndex> order) const
{
    const std::vector<AreaIndex> &marked = m_scene->advised();
    std::stable_partition(order.begin(), order.end(), [&marked](AreaIndex area) {
        return std::find(marked.begin(), marked.end(), area) != marked.end();
    });
    return order;
}

std::optional<AreaIndex> GameMapView::startingCursor() const
{
    const std::vector<AreaIndex> matter = provincesThatMatter();
    const std::vector<AreaIndex> &marked = m_scene->advised();
    if (!matter.empty() && std::find(marked.begin(), marked.end(), matter.front()) != marked.end())
        return matter.front();
    const QPointF middle = mapToScene(viewport()->rect().center());
    const std::vector<ProvincePoint> empire = personsEmpire();
    if (matter.empty()) {
        if (m_cursor && m_scene->marker(*m_cursor))
            return m_cursor;
        return ProvinceNavigation::nearest(empire.empty() ? provincePoints() : empire, middle);
    }
    // In Tab's order, so that a tie goes to the first.
    std::vector<ProvincePoint> candidates;
    candidates.reserve(matter.size());
    for (const AreaIndex area : matter)
        candidates.push_back({area, m_scene->clickPoint(area)});
    if (m_cursor && m_scene->marker(*m_cursor))
        return ProvinceNavigation::nearest(candidates, m_scene->clickPoint(*m_cursor));
    std::vector<QPointF> from;
    from.reserve(std::max<std::size_t>(empire.size(), 1));
    for (const ProvincePoint &province : empire)
        from.push_back(province.point);
    if (from.empty())
        from.push_back(middle);
    return ProvinceNavigation::nearestToAny(candidates, from);
}

std::vector<ProvincePoint> GameMapView::personsEmpire() const
{
    std::vector<ProvincePoint> own;
    if (m_cursorPerson < 0)
        return own;
    for (const ProvincePoint &province : provincePoints()) {
        const ProvinceItem *item = m_scene->provinceItem(province.area);
        if (item && item->holderSeat() == m_cursorPerson && !item->isDeclining())
            own.push_back(province);
    }
    return own;
}

std::optional<AreaIndex> GameMapView::enterTabRound(bool forward)
{
    const std::vector<AreaIndex> matter = provincesThatMatter();
    const std::vector<AreaIndex> &marked = m_scene->advised();
    const auto isIn = [](const std::vector<AreaIndex> &areas, std::optional<AreaIndex> area) {
        return area && std::find(areas.begin(), areas.end(), *area) != areas.end();
    };
    // The ring stays where it is on a province that matters, unless a lesson's step or a hint
    // asks for another.
    std::optional<AreaIndex> entry = startingCursor();
    if (isIn(matter, m_cursor) && (!isIn(marked, entry) || isIn(marked, m_cursor)))
        entry = m_cursor;
    m_tabRound.reset();
    if (entry)
        m_tabRound = TabRound{*entry, forward};
    return entry;
}

std::vector<AreaIndex> GameMapView::tabOrder() const
{
    const std::vector<AreaIndex> matter = provincesThatMatter();
    std::vector<ProvincePoint> points;
    for (const ProvincePoint &province : provincePoints()) {
        if ((m_tabRound && province.area == m_tabRound->entry) ||
            std::find(matter.begin(), matter.end(), province.area) != matter.end())
            points.push_back(province);
    }
    std::vector<AreaIndex> order = markedFirst(ProvinceNavigation::readingOrder(
        std::move(points), m_scene->sceneRect().height() / readingStrips));
    if (m_tabRound) {
        const auto entry = std::find(order.begin(), order.end(), m_tabRound->entry);
        if (entry != order.end())
            std::rotate(order.begin(), m_tabRound->forward ? entry : entry + 1, order.end());
    }
    return order;
}

void GameMapView::setCursorShown(bool shown)
{
    const bool before = isKeyboardCursorShown();
    m_cursorRevealed = shown;
    if (isKeyboardCursorShown() == before)
        return;
    updateLight(m_cursor);
    updateCursorRing();
    updateCard();
}

void GameMapView::moveCursor(AreaIndex area)
{
    if (!m_scene->marker(area))
        return;
    if (area != m_cursor) {
        setCursorShown(false);
        m_cursor = area;
    }
    setCursorShown(true);
    hidePointerTip();
    // Moved (or shown again where it was): the card that a key's act put away comes back.
    if (std::exchange(m_cardAway, false))
        updateCard();
    // Scrolled into view with room around it, unless the whole map is in view anyway.
    ensureVisible(QRectF(m_scene->clickPoint(area), QSizeF()),
                  std::min(cursorMargin, viewport()->width() / 4),
                  std::min(cursorMargin, viewport()->height() / 4));
    placeCard();
    announceCursorFocus();
}

void GameMapView::announceCursorFocus()
{
    if (!isKeyboardCursorShown())
        return;
    // Screen readers say the province as they would a newly focused control: the map's
    // accessible child of that province (app/accessibility/mapaccessible.h).
    const std::vector<AreaIndex> provinces = accessibleProvinces();
    const auto at = std::find(provinces.begin(), provinces.end(), *m_cursor);
    if (at == provinces.end())
        return;
    QAccessibleEvent focus(this, QAccessible::Focus);
    focus.setChild(static_cast<int>(at - provinces.begin()));
    QAccessible::updateAccessibility(&focus);
}

void GameMapView::moveCursorTowards(QPointF direction)
{
    if (!m_cursor) {
        if (const auto start = startingCursor())
            moveCursor(*start);
        return;
    }
    // Left takes back the Right that led here (and so on back along the arrows' trail), even
    // where the map's shapes would lead elsewhere: England's Right led to the Low Countries,
    // their Left to Brittany (the s46 walk). A trail the cursor left (a click, Tab) is over.
    if (!m_arrowTrail.empty() && m_arrowTrail.back().to != *m_cursor)
        m_arrowTrail.clear();
    if (!m_arrowTrail.empty() && m_arrowTrail.back().direction == -direction) {
        const AreaIndex back = m_arrowTrail.back().from;
        m_arrowTrail.pop_back();
        moveCursor(back);
        return;
    }
    const auto next = arrowTarget(*m_cursor, direction);
    if (next)
        m_arrowTrail.push_back({*m_cursor, *next, direction});
    // At the map's edge the cursor stays, shown.
    moveCursor(next ? *next : *m_cursor);
}

std::optional<AreaIndex> GameMapView::arrowTarget(AreaIndex from, QPointF direction) const
{
    return ProvinceNavigation::inDirection(provincePoints(), from, direction);
}

void GameMapView::hidePointerTip()
{
    // Qt hides a tooltip at a key press on macOS only: the province's tooltip stayed over the
    // keyboard's card, saying a turn before's state, until the mouse moved (the s51 walk).
    if (QToolTip::isVisible() && !m_pointerTip.isEmpty() && QToolTip::text() == m_pointerTip)
        QToolTip::hideText();
}

void GameMapView::updateCursorRing()
{
    if (!m_cursor)
        return;
    if (const AreaItem *item = m_scene->areaItem(*m_cursor)) {
        const int reach = static_cast<int>(std::ceil(haloWidth)) + 2;
        viewport()->update(mapFromScene(item->sceneBoundingRect())
                               .boundingRect()
                               .adjusted(-reach, -reach, reach, reach));
    }
}

void GameMapView::updateCard()
{
    const QString text = isKeyboardCursorShown() && !m_cardAway && m_tooltip
                             ? m_tooltip(*m_cursor, ProvinceTooltip::Opened::ByKeyboard)
                             : QString();
    if (text.isEmpty()) {
        m_card->hide();
        return;
    }
    m_card->setRoom(mapInSight().size());
    m_card->setDescription(text, !provincesThatMatter().empty());
    placeCard();
    m_card->show();
}

void GameMapView::placeCard()
{
    if (!m_cursor || !m_card || m_card->description().isEmpty())
        return;
    // Beside the name and the province's click point, covering neither: the two need not lie
    // together (a name near a coast, the tokens at the province's deepest point).
    const QPoint click = mapFromScene(m_scene->clickPoint(*m_cursor));
    const int least = static_cast<int>(GameScene::clickRadius);
    QRect clear(click - QPoint(least, least), QSize(2 * least, 2 * least));
    if (const AreaLabelItem *label = m_scene->labelItem(*m_cursor); label && label->isVisible())
        clear = clear.united(mapFromScene(label->mapRectToScene(label->textRect())).boundingRect());
    QRect province;
    if (const AreaItem *item = m_scene->areaItem(*m_cursor))
        province = mapFromScene(item->sceneBoundingRect()).boundingRect();
    // Clear of the province a hint or a lesson's step marks, where there is room.
    QRect marked;
    for (const AreaIndex area : m_scene->advised()) {
        if (const AreaItem *item = m_scene->areaItem(area); item && area != *m_cursor)
            marked |= mapFromScene(item->sceneBoundingRect()).boundingRect();
    }
    // Clear of the tokens of the provinces that can be acted on, where it can be: the card hid
    // the targets around the ring (the s53 walk).
    std::vector<QRect> inSight;
    for (const AreaIndex area : provincesThatMatter()) {
        if (area == *m_cursor)
            continue;
        const QPoint point = mapFromScene(m_scene->clickPoint(area));
        QRect tokens(point - QPoint(least, least), QSize(2 * least, 2 * least));
        if (const ProvinceMarkerItem *marker = m_scene->marker(area); marker && marker->isVisible())
            tokens |= mapFromScene(marker->sceneBoundingRect()).boundingRect();
        inSight.push_back(tokens);
    }
    m_card->setRoom(mapInSight().size());
    m_card->placeBeside(clear, province, marked, inSight);
}

QRect GameMapView::mapInSight() const
{
    const QRect map = mapFromScene(m_scene->sceneRect()).boundingRect() & viewport()->rect();
    return map.isEmpty() ? viewport()->rect() : map;
}

void GameMapView::refreshKeyboardCursor()
{
    if (m_cursor && !m_scene->marker(*m_cursor)) {
        setCursorShown(false);
        m_cursor.reset();
    }
    updateCard();
    // Another map: its provinces replace the map's accessible children.
    if (m_scene->mapArt() != m_accessibleMap) {
        m_accessibleMap = m_scene->mapArt();
        QAccessibleEvent reorder(this, QAccessible::ObjectReorder);
        QAccessible::updateAccessibility(&reorder);
    }
}

void GameMapView::drawForeground(QPainter *painter, const QRectF &rect)
{
    MapView::drawForeground(painter, rect);
    if (m_takingPicture || !isKeyboardCursorShown())
        return;
    const AreaItem *item = m_scene->areaItem(*m_cursor);
    if (!item || !item->sceneBoundingRect().intersects(rect))
        return;
    const QPainterPath outline = item->sceneTransform().map(item->shape());
    const QRectF bounds = outline.boundingRect();
    const qreal scale = zoom();
    const qreal ratio = viewport()->devicePixelRatioF();
    const QSizeF pixels = bounds.size() * scale * ratio;
    if (pixels.width() * pixels.height() > ringPictureMaxPixels) {
        paintRing(painter, outline); // zoomed in on a vast province: drawn as it is
        return;
    }
    // Stroking the outline twice costs a few milliseconds a frame on a long coast: drawn once
    // per province and scale into a picture, which a pan only copies.
    if (item != m_ring.item || bounds != m_ring.bounds || !qFuzzyCompare(scale, m_ring.scale) ||
        !qFuzzyCompare(ratio, m_ring.ratio)) {
        const qreal margin = haloWidth;
        QPixmap picture((bounds.size() * scale + QSizeF(2 * margin + 1, 2 * margin + 1)).toSize() *
                        ratio);
        picture.setDevicePixelRatio(ratio);
        picture.fill(Qt::transparent);
        QPainter ringPainter(&picture);
        ringPainter.translate(margin, margin);
        ringPainter.scale(scale, scale);
        ringPainter.translate(-bounds.topLeft());
        paintRing(&ringPainter, outline);
        m_ring = {item, bounds, scale, ratio, picture};
    }
    // Whole pixels: copied, never resampled.
    const QPointF corner =
        painter->transform().map(bounds.topLeft()) - QPointF(haloWidth, haloWidth);
    painter->save();
    painter->resetTransform();
    painter->drawPixmap(corner.toPoint(), m_ring.picture);
    painter->restore();
}

void GameMapView::paintRing(QPainter *painter, const QPainterPath &outline)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    QPen halo(QColor(0, 0, 0, 170), haloWidth);
    halo.setCosmetic(true);
    halo.setJoinStyle(Qt::RoundJoin);
    painter->setPen(halo);
    painter->drawPath(outline);
    QPen ring(QColor(255, 255, 255), ringWidth);
    ring.setCosmetic(true);
    ring.setJoinStyle(Qt::RoundJoin);
    painter->setPen(ring);
    painter->drawPath(outline);
    painter->restore();
}

bool GameMapView::event(QEvent *event)
{
    // The cursor's keys are the map's while it has the keyboard, before the window's
    // shortcuts; Enter only while the cursor is seen and no civilization picked waits for it
    // (else it is still the turn bar's "Take it").
    if (event->type() == QEvent::ShortcutOverride) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
        if (isCursorKey(key) && (!enter || (isKeyboardCursorShown() && !m_choicePending))) {
            event->accept();
            return true;
        }
    }
    return MapView::event(event);
}

void GameMapView::keyPressEvent(QKeyEvent *event)
{
    // Escape puts the cursor and its card away (they covered the province just played); the
    // next cursor key shows them again where they were. The window's own Escapes (cancel a
    // pick, dismiss a hint) are shortcuts and come first.
    if (event->key() == Qt::Key_Escape && isKeyboardCursorShown()) {
        m_cursorRevealed = false;
        updateLight(m_cursor);
        updateCursorRing();
        updateCard();
        event->accept();
        return;
    }
    // No one to move the cursor for while a computer plays (its card would speak from the
    // computer's side): the keys do nothing, as they do not scroll either.
    if (isCursorKey(event) && !m_personPlaying) {
        event->accept();
        return;
    }
    if (!isCursorKey(event)) {
        const qreal before = zoom();
        MapView::keyPressEvent(event);
        // + and -: the cursor stays in view.
        if (isKeyboardCursorShown() && !qFuzzyCompare(before, zoom()))
            moveCursor(*m_cursor);
        return;
    }
    event->accept();
    const int key = event->key();
    if (key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down) {
        const QPointF direction(key == Qt::Key_Left    ? -1
                                : key == Qt::Key_Right ? 1
                                                       : 0,
                                key == Qt::Key_Up     ? -1
                                : key == Qt::Key_Down ? 1
                                                      : 0);
        if (m_cursor && !isKeyboardCursorShown())
            moveCursor(*m_cursor); // first shown where it was, then moved
        moveCursorTowards(direction);
        return;
    }
    // A click on a cursor not seen yet would act where the player does not look: shown first.
    if (!isKeyboardCursorShown()) {
        if (!m_cursor)
            m_cursor = startingCursor();
        if (m_cursor)
            moveCursor(*m_cursor);
        return;
    }
    const bool secondary = key == Qt::Key_Backspace || key == Qt::Key_Delete ||
                           event->modifiers().testFlag(Qt::ShiftModifier);
    const AreaIndex area = *m_cursor;
    // The card goes as the key acts, the ring stays: after Enter had conquered, the card stayed
    // up over the next provinces to look at (the s49 walk). The next move of the ring shows it.
    m_cardAway = true;
    m_card->setKeysKnown();
    updateCard();
    emit areaClicked(area, secondary ? ClickKind::Secondary : ClickKind::Primary);
}

void GameMapView::focusInEvent(QFocusEvent *event)
{
    MapView::focusInEvent(event);
    const Qt::FocusReason reason = event->reason();
    if (reason == Qt::TabFocusReason || reason == Qt::BacktabFocusReason) {
        // Where the person acts, both ways: Shift+Tab came in on the last province of the
        // reading order, at the bottom of the map, and Tab on the first, Finland (the s53 walk).
        const std::optional<AreaIndex> start = provincesThatMatter().empty()
                                                   ? startingCursor()
                                                   : enterTabRound(reason == Qt::TabFocusReason);
        if (start)
            moveCursor(*start);
        return;
    }
    // Back from a menu or another window: as it was.
    updateLight(m_cursor);
    updateCursorRing();
    updateCard();
}

void GameMapView::focusOutEvent(QFocusEvent *event)
{
    MapView::focusOutEvent(event);
    // A menu or another window takes the keyboard for a while; anything else, for good.
    const Qt::FocusReason reason = event->reason();
    if (reason != Qt::PopupFocusReason && reason != Qt::ActiveWindowFocusReason)
        m_cursorRevealed = false;
    updateLight(m_cursor);
    updateCursorRing();
    updateCard();
}

bool GameMapView::focusNextPrevChild(bool next)
{
    // Tab and Shift+Tab go through the provinces that matter, then on to the next control.
    if (hasFocus() && m_scene->areaCount() > 0) {
        const std::vector<AreaIndex> matter = provincesThatMatter();
        const auto matters = [&matter](AreaIndex area) {
            return std::find(matter.begin(), matter.end(), area) != matter.end();
        };
        std::optional<AreaIndex> to;
        if (!matter.empty()) {
            if (!isKeyboardCursorShown() || !m_cursor || !matters(*m_cursor)) {
                // Into the round, or from a province that does not matter (one just conquered,
                // one the arrows went to) on to the nearest that does: Tab left the map for
                // End conquest, and the next Enter ended the conquest with nothing conquered
                // (the s50 walk); Tab went on in reading order, across the map (the s53 walk).
                to = enterTabRound(next);
            } else {
                // From the cursor's place in the round.
                const std::vector<AreaIndex> order = tabOrder();
                const auto at = std::find(order.begin(), order.end(), *m_cursor);
                if (next) {
                    const auto found = std::find_if(at + 1, order.end(), matters);
                    if (found != order.end())
                        to = *found;
                } else {
                    const auto found =
                        std::find_if(std::make_reverse_iterator(at), order.rend(), matters);
                    if (found != order.rend())
                        to = *found;
                }
            }
        }
        if (to) {
            moveCursor(*to);
            return true;
        }
    }
    return MapView::focusNextPrevChild(next);
}

void GameMapView::scrollContentsBy(int dx, int dy)
{
    MapView::scrollContentsBy(dx, dy);
    placeCard();
}

} // namespace vinci
