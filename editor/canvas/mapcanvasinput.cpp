// MapCanvas's mouse and keyboard: selecting, rubber band, panning, zooming, dragging links,
// context menus.
#include "areaitem.h"
#include "canvascontextmenu.h"
#include "document/editactions.h"
#include "document/mapdocument.h"
#include "linkitem.h"
#include "mapcanvas.h"
#include "mapscene.h"

#include <QApplication>
#include <QGraphicsLineItem>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QRubberBand>
#include <QToolTip>

#include <algorithm>
#include <utility>

namespace vinci {

void MapCanvas::mousePressEvent(QMouseEvent *event)
{
    m_pressPoint = event->position().toPoint();
    m_lastPoint = m_pressPoint;
    if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && m_spaceHeld)) {
        m_gesture = Gesture::Pan;
        viewport()->setCursor(Qt::ClosedHandCursor);
        return;
    }
    if (event->button() != Qt::LeftButton || !m_document)
        return;
    if (m_tool == Tool::Link) {
        m_dragFrom = areaAtViewPoint(m_pressPoint);
        if (m_dragFrom) {
            m_gesture = Gesture::LinkDrag;
            const QPointF start = mapToScene(m_pressPoint);
            m_dragLine = m_scene->addLine(QLineF(start, start));
            QPen pen(QColor(255, 214, 0), 3, Qt::DashLine);
            pen.setCosmetic(true);
            m_dragLine->setPen(pen);
            m_dragLine->setZValue(MapLayer::Labels + 1);
        }
        return;
    }
    m_gesture = Gesture::Pressed;
}

void MapCanvas::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint point = event->position().toPoint();
    switch (m_gesture) {
    case Gesture::Pan:
        pan(point - m_lastPoint);
        break;
    case Gesture::Pressed:
        if ((point - m_pressPoint).manhattanLength() >= QApplication::startDragDistance()) {
            m_gesture = Gesture::RubberBand;
            if (!m_rubberBand)
                m_rubberBand = new QRubberBand(QRubberBand::Rectangle, viewport());
            m_rubberBand->setGeometry(QRect(m_pressPoint, point).normalized());
            m_rubberBand->show();
        }
        break;
    case Gesture::RubberBand:
        m_rubberBand->setGeometry(QRect(m_pressPoint, point).normalized());
        break;
    case Gesture::LinkDrag:
        if (m_dragLine)
            m_dragLine->setLine(QLineF(m_dragLine->line().p1(), mapToScene(point)));
        break;
    case Gesture::None:
        QGraphicsView::mouseMoveEvent(event); // hover feedback
        break;
    }
    m_lastPoint = point;
}

void MapCanvas::mouseReleaseEvent(QMouseEvent *event)
{
    const Gesture gesture = m_gesture;
    m_gesture = Gesture::None;
    const QPoint point = event->position().toPoint();
    switch (gesture) {
    case Gesture::Pan:
        setTool(m_tool);
        break;
    case Gesture::Pressed:
        clickAt(point, event->modifiers());
        break;
    case Gesture::RubberBand:
        finishRubberBand(event->modifiers());
        break;
    case Gesture::LinkDrag:
        finishLinkDrag(point);
        break;
    case Gesture::None:
        break;
    }
}

void MapCanvas::mouseDoubleClickEvent(QMouseEvent *event)
{
    // Two clicks in a row on a strait are two clicks (the second picks the next area there),
    // not one lost to QGraphicsView's double-click.
    mousePressEvent(event);
}

void MapCanvas::pickAt(QPoint point)
{
    std::vector<ClickCycle::Pick> picks;
    LinkItem *onLine = linkAtViewPoint(point);
    const std::vector<AreaIndex> areas = areasAtViewPoint(point);
    // What lies under the pointer, nearest first: the area, then the link drawn there, then
    // what lies around (a neighbour across a strait or a gap). A country a few pixels across is
    // covered by its links' lines and dots, wherever the hand lands on it: the country first,
    // its link at the next click on the same spot (the s50 walk: Luxembourg came at the third
    // click, after Belgium–Luxembourg). Beside a short mark, off its line, the mark comes next
    // too: the s47 walk clicked a few pixels from France–Spain's and was offered France and
    // Spain only, and the s50 walk's second click in Luxembourg gave Belgium before the
    // Belgium–Luxembourg mark.
    const bool countryFirst = onLine && !areas.empty() && isCoveredByLinks(areas.front());
    LinkItem *drawnHere = onLine ? onLine : markNearViewPoint(point);
    const bool linkFirst = onLine && !countryFirst;
    if (drawnHere && (linkFirst || areas.empty()))
        picks.emplace_back(drawnHere->pair());
    for (const AreaIndex area : areas) {
        picks.emplace_back(area);
        if (drawnHere && !linkFirst && picks.size() == 1)
            picks.emplace_back(drawnHere->pair());
    }
    // The message of a click before, about another spot, would name what is not there (the
    // s46 walk: "Moldova selected (1 of 2 here)…" with Belgium selected).
    if (picks.size() < 2 && std::exchange(m_saidWhatElseIsHere, false))
        emit statusMessage({});
    if (picks.empty()) {
        m_document->setSelectedAreas({});
        return;
    }
    std::optional<ClickCycle::Pick> selected;
    if (const auto &link = m_document->selectedLink())
        selected = *link;
    else if (m_document->selectedAreas().size() == 1)
        selected = m_document->selectedAreas().front();
    const std::size_t chosen = m_clicks.choose(point, picks, selected);
    const auto nameOf = [this](const ClickCycle::Pick &pick) {
        if (const auto *area = std::get_if<AreaIndex>(&pick))
            return m_document->areaName(m_document->area(*area).id);
        return m_document->linkName(std::get<LinkPair>(pick));
    };
    if (const auto *area = std::get_if<AreaIndex>(&picks[chosen]))
        m_document->setSelectedAreas({*area});
    else
        m_document->setSelectedLink(std::get<LinkPair>(picks[chosen]));
    // Said, or nobody finds it: what else lies there and how to get it.
    m_saidWhatElseIsHere = picks.size() > 1;
    if (m_saidWhatElseIsHere)
        emit statusMessage(tr("%1 selected (%2 of %3 here): click again on the same spot for %4.")
                               .arg(nameOf(picks[chosen]))
                               .arg(chosen + 1)
                               .arg(picks.size())
                               .arg(nameOf(picks[(chosen + 1) % picks.size()])));
}

void MapCanvas::unsayWhatElseIsHere()
{
    // Selected by other means (the inspector, Issues, Select All), the message named what is no
    // longer selected (the s52 walk: "Luxembourg selected (1 of 4 here)…" after the inspector
    // had moved on). A click's own selection comes here too, before its new message.
    if (std::exchange(m_saidWhatElseIsHere, false))
        emit statusMessage({});
}

void MapCanvas::clickAt(QPoint point, Qt::KeyboardModifiers modifiers)
{
    const bool adding = modifiers & (Qt::ControlModifier | Qt::ShiftModifier);
    if (!adding) {
        pickAt(point);
        return;
    }
    std::vector<AreaIndex> selection = m_document->selectedAreas();
    if (const auto area = areaAtViewPoint(point)) {
        const auto found = std::find(selection.begin(), selection.end(), *area);
        if (found != selection.end())
            selection.erase(found);
        else
            selection.push_back(*area);
    }
    m_document->setSelectedAreas(std::move(selection));
}

void MapCanvas::finishRubberBand(Qt::KeyboardModifiers modifiers)
{
    const QRect band = m_rubberBand->geometry();
    m_rubberBand->hide();
    const QPolygonF region = mapToScene(band);
    std::vector<AreaIndex> selection;
    if (modifiers & (Qt::ControlModifier | Qt::ShiftModifier))
        selection = m_document->selectedAreas();
    // Provinces the band touches; sea zones only when wholly inside (they are large).
    for (QGraphicsItem *item : m_scene->items(region, Qt::IntersectsItemShape)) {
        if (item->type() != AreaItem::Type)
            continue;
        const auto *area = static_cast<AreaItem *>(item);
        const bool sea = m_document->area(area->areaIndex()).kind == AreaKind::Sea;
        if (sea && !region.boundingRect().contains(area->sceneBoundingRect()))
            continue;
        selection.push_back(area->areaIndex());
    }
    m_document->setSelectedAreas(std::move(selection));
}

void MapCanvas::finishLinkDrag(QPoint point)
{
    if (m_dragLine) {
        m_scene->removeItem(m_dragLine);
        delete m_dragLine;
        m_dragLine = nullptr;
    }
    const auto to = areaAtViewPoint(point);
    if (!m_dragFrom || !to || *to == *m_dragFrom)
        return;
    const QString a = m_document->area(*m_dragFrom).id;
    const QString b = m_document->area(*to).id;
    const LinkPair pair(a, b);
    // The person sees names, not ids: "Linked Ireland and France.", in the interface's language.
    const QString nameA = m_document->areaName(a);
    const QString nameB = m_document->areaName(b);
    QString error;
    if (m_document->linkIndex(pair) >= 0) {
        m_document->setSelectedLink(pair);
        emit statusMessage(
            tr("%1 and %2 are already linked: the link is selected.").arg(nameA, nameB));
        return;
    }
    if (EditActions::addLink(m_document, a, b, &error)) {
        m_document->setSelectedLink(pair);
        emit statusMessage(tr("Linked %1 and %2.").arg(nameA, nameB));
    } else {
        emit statusMessage(error);
    }
}

void MapCanvas::cancelGesture()
{
    if (m_rubberBand)
        m_rubberBand->hide();
    if (m_dragLine) {
        m_scene->removeItem(m_dragLine);
        delete m_dragLine;
        m_dragLine = nullptr;
    }
    m_dragFrom.reset();
    m_gesture = Gesture::None;
}

bool MapCanvas::event(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride &&
        static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape &&
        (m_gesture == Gesture::RubberBand || m_gesture == Gesture::LinkDrag)) {
        event->accept(); // then comes as a key press
        return true;
    }
    return MapView::event(event);
}

bool MapCanvas::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_document) {
        // The area under the pointer by its name, in the canvas's language: a small country's
        // name is drawn only from a closer zoom (clearNames()), as in the game, whose tooltip
        // names it too; a designer needs to see which province is which.
        const auto *help = static_cast<QHelpEvent *>(event);
        const auto area = areaAtViewPoint(help->pos());
        const QString text =
            area ? m_document->area(*area).names.in(m_scene->language()) : QString();
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, viewport());
        return true;
    }
    return MapView::viewportEvent(event);
}

void MapCanvas::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape &&
        (m_gesture == Gesture::RubberBand || m_gesture == Gesture::LinkDrag)) {
        // The first Escape drops what is being drawn; the next one selects nothing.
        cancelGesture();
        return;
    }
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = true;
        viewport()->setCursor(Qt::OpenHandCursor);
        return;
    }
    MapView::keyPressEvent(event);
}

void MapCanvas::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = false;
        setTool(m_tool);
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

void MapCanvas::contextMenuEvent(QContextMenuEvent *event)
{
    if (!m_document)
        return;
    if (LinkItem *link = linkAtViewPoint(event->pos())) {
        m_document->setSelectedLink(link->pair());
        CanvasContextMenu::forLink(m_document, link->pair(), event->globalPos(), this);
        return;
    }
    const auto area = areaAtViewPoint(event->pos());
    if (!area)
        return;
    const auto &selected = m_document->selectedAreas();
    if (std::find(selected.begin(), selected.end(), *area) == selected.end())
        m_document->setSelectedAreas({*area});
    CanvasContextMenu::forAreas(m_document, event->globalPos(), this);
}

} // namespace vinci
