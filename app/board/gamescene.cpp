#include "board/gamescene.h"

#include "arealabelitem.h"
#include "board/provinceitem.h"
#include "board/provincemarkeritem.h"
#include "game/play.h"
#include "mapart.h"
#include "outlinegeometry.h"
#include "panels/playercolours.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace vinci {

namespace {

/** Rectangles overlapping by less than this (square document units) only touch. */
constexpr qreal touching = 1;

/** Gold: "you can click here". */
const QColor targetColour(255, 214, 10);
/** Distinct outlines for the parts of a split empire. */
const QColor partColours[] = {QColor(255, 214, 10), QColor(86, 180, 233), QColor(240, 240, 240),
                              QColor(204, 121, 167)};

ProvinceMarks marksFor(const ProvinceState &province, const std::vector<SeatSetup> &seats)
{
    ProvinceMarks marks;
    marks.fort = province.fort;
    switch (province.holder) {
    case Holder::Empty:
        return marks;
    case Holder::Neutral:
        marks.held = true;
        marks.side = PawnSide::Neutral;
        marks.colour = neutralPawnColour();
        break;
    case Holder::Active:
    case Holder::Declining: {
        marks.held = true;
        const bool declining = province.holder == Holder::Declining;
        marks.side = declining ? PawnSide::Declining : PawnSide::Active;
        marks.declining = declining;
        if (province.player >= 0 && static_cast<std::size_t>(province.player) < seats.size()) {
            const SeatSetup &seat = seats[static_cast<std::size_t>(province.player)];
            marks.colour = seat.colour;
            marks.holderName = seat.name;
        } else {
            marks.colour = playerColour(province.player);
        }
        break;
    }
    }
    marks.pawns = province.pawns;
    return marks;
}

} // namespace

GameScene::GameScene(QObject *parent)
    : MapScene(parent)
{}

GameScene::~GameScene() = default;

void GameScene::setGameMap(std::shared_ptr<const MapArt> art, const std::vector<AreaData> &areas)
{
    m_markers.clear();
    // The holder's band inside each border, in document units: about 1/350 of the map.
    const QRectF extent = art ? art->documentRect() : QRectF();
    const qreal band = std::max(extent.width(), extent.height()) / 350;
    setMap(std::move(art), areas, [band](AreaIndex index, const ProvinceOutlines::Entry &entry) {
        return new ProvinceItem(index, entry, band);
    });
    m_board = QRectF();
    for (std::size_t i = 0; i < areas.size(); ++i) {
        if (const AreaItem *item = areaItem(static_cast<AreaIndex>(i)))
            m_board |= item->mapRectToScene(item->shape().boundingRect());
    }
    for (std::size_t i = 0; i < areas.size(); ++i) {
        const auto index = static_cast<AreaIndex>(i);
        if (areas[i].kind != AreaKind::Land) {
            m_markers.push_back(nullptr);
            continue;
        }
        areaItem(index)->setHoverFeedback(true);
        auto *marker = new ProvinceMarkerItem(index);
        marker->setZValue(MapLayer::Tokens);
        addItem(marker);
        m_markers.push_back(marker);
        placeMarker(index);
    }
}

void GameScene::showState(const GameState &state, const std::vector<SeatSetup> &seats,
                          const BoardHints &hints)
{
    const int areas = std::min(areaCount(), state.board->areaCount());
    std::vector<const ConquestTarget *> targetOf(static_cast<std::size_t>(areas), nullptr);
    for (const ConquestTarget &target : hints.targets) {
        if (target.area >= 0 && target.area < areas)
            targetOf[static_cast<std::size_t>(target.area)] = &target;
    }
    std::vector<QColor> outline(static_cast<std::size_t>(areas));
    for (std::size_t p = 0; p < hints.parts.size(); ++p) {
        for (AreaIndex area : hints.parts[p])
            outline[static_cast<std::size_t>(area)] = partColours[p % std::size(partColours)];
    }
    std::vector<bool> redeployTarget(static_cast<std::size_t>(areas), false);
    for (AreaIndex area : hints.redeployTargets) {
        outline[static_cast<std::size_t>(area)] = targetColour;
        redeployTarget[static_cast<std::size_t>(area)] = true;
    }

    for (AreaIndex index = 0; index < areas; ++index) {
        ProvinceMarkerItem *marker = m_markers[static_cast<std::size_t>(index)];
        ProvinceItem *item = provinceItem(index);
        if (!marker || !item)
            continue;
        const ProvinceState &province = state.at(index);
        ProvinceMarks marks = marksFor(province, seats);
        if (province.holder == Holder::Active || province.holder == Holder::Declining)
            item->setHolder(marks.colour, province.holder == Holder::Declining);
        else
            item->setHolder({}, false);

        QColor highlight = outline[static_cast<std::size_t>(index)];
        if (const ConquestTarget *target = targetOf[static_cast<std::size_t>(index)]) {
            marks.cost = target->cost;
            marks.costLegal = target->legal;
            if (target->legal)
                highlight = targetColour;
        }
        item->setHighlight(highlight);
        if (hints.editablePlayer >= 0 && isActiveOf(province, hints.editablePlayer)) {
            // The -/+ buttons work where the rules let the player lift or place a pawn.
            marks.canLift = !checkAction(state, Action::lift(index)).has_value();
            marks.canPlace = !checkAction(state, Action::place(index)).has_value();
            marks.held = true; // a province kept with 0 pawns still shows its + button
        }
        // A defender's survivor goes where the + is.
        if (redeployTarget[static_cast<std::size_t>(index)])
            marks.canPlace = true;
        if (const auto survivors = hints.survivors.find(index);
            survivors != hints.survivors.end()) {
            const int defender = survivors->second.first;
            marks.survivors = survivors->second.second;
            marks.survivorColour = static_cast<std::size_t>(defender) < seats.size()
                                       ? seats[static_cast<std::size_t>(defender)].colour
                                       : neutralPawnColour();
        }
        marker->setMarks(marks);
        // A cost badge or the -/+ buttons widen the row: it may need another place.
        placeMarker(index);
    }
}

void GameScene::clearState()
{
    for (std::size_t i = 0; i < m_markers.size(); ++i) {
        if (!m_markers[i])
            continue;
        m_markers[i]->setMarks({});
        ProvinceItem *item = provinceItem(static_cast<AreaIndex>(i));
        item->setHolder({}, false);
        item->setHighlight({});
    }
}

void GameScene::setZoom(qreal scale)
{
    if (qFuzzyCompare(scale, m_zoom))
        return;
    m_zoom = scale;
    setViewScale(scale);
    for (std::size_t i = 0; i < m_markers.size(); ++i) {
        if (m_markers[i])
            placeMarker(static_cast<AreaIndex>(i));
    }
}

ProvinceItem *GameScene::provinceItem(AreaIndex index) const
{
    return static_cast<ProvinceItem *>(areaItem(index));
}

ProvinceMarkerItem *GameScene::marker(AreaIndex index) const
{
    return index >= 0 && static_cast<std::size_t>(index) < m_markers.size()
               ? m_markers[static_cast<std::size_t>(index)]
               : nullptr;
}

QPointF GameScene::clickPoint(AreaIndex index) const
{
    const LabelLayout *label = labelLayout(index);
    if (label && areaAt(label->anchor) == index)
        return label->anchor;
    // A name the map sets beside a thin river lies outside it: the deepest inside point then.
    if (const MapArt *art = mapArt(); art && index >= 0 && index < art->outlines().count())
        return OutlineGeometry(art->outlines().outline(index)).largestInscribedCircle().centre;
    const AreaItem *item = areaItem(index);
    return item ? item->shape().boundingRect().center() : QPointF();
}

QRectF GameScene::markerRectAt(const ProvinceMarkerItem &marker, QPointF pos) const
{
    // The marker keeps its size in pixels (ItemIgnoresTransformations): 1/zoom units each.
    const QRectF pixels = marker.boundingRect();
    return {pos + pixels.topLeft() / m_zoom, pixels.size() / m_zoom};
}

qreal GameScene::conflictAt(const QRectF &tokens) const
{
    qreal overlap = 0;
    for (AreaIndex other = 0; other < areaCount(); ++other) {
        const AreaLabelItem *label = labelItem(other);
        if (!label || !label->isVisible())
            continue;
        const QRectF name = label->mapRectToScene(label->boundingRect()) & tokens;
        overlap += name.width() * name.height();
    }
    // Outside the board the tokens would lie on the frame, or off the map.
    if (!m_board.isNull()) {
        const QRectF inside = tokens & m_board;
        overlap += tokens.width() * tokens.height() - inside.width() * inside.height();
    }
    return overlap;
}

qreal GameScene::markerConflict(AreaIndex index) const
{
    const ProvinceMarkerItem *item = marker(index);
    if (!item || item->isEmpty())
        return 0;
    return conflictAt(markerRectAt(*item, item->pos()));
}

void GameScene::placeMarker(AreaIndex index)
{
    ProvinceMarkerItem *marker = m_markers[static_cast<std::size_t>(index)];
    // Where the tokens may go, best first: just under the name as drawn at this zoom (the name
    // keeps its place, the pawns follow), above it, beside it, the province's deepest point,
    // then rings around that point. The first that covers no name and stays on the board wins;
    // failing that, the one covering least. A small province in a crowded corner (the Nile's)
    // thus moves its tokens aside instead of over its neighbours' names or the frame.
    const QRectF pixels = marker->boundingRect();
    const QPointF inside = clickPoint(index);
    std::vector<QPointF> candidates;
    const AreaLabelItem *label = labelItem(index);
    if (label && label->isVisible()) {
        const QRectF text = label->mapRectToScene(label->boundingRect());
        const qreal middle = text.center().y() - pixels.center().y() / m_zoom;
        candidates.push_back({text.center().x(), text.bottom()});
        candidates.push_back({text.center().x(), text.top() - pixels.bottom() / m_zoom});
        candidates.push_back({text.left() - pixels.right() / m_zoom, middle});
        candidates.push_back({text.right() - pixels.left() / m_zoom, middle});
    }
    candidates.push_back(inside);
    const qreal step = ProvinceMarkerItem::rowHeight / m_zoom / 2;
    for (int ring = 1; ring <= 16; ++ring) {
        for (int k = 0; k < 16; ++k) {
            const qreal angle = k * std::numbers::pi / 8;
            candidates.push_back(inside + QPointF(std::cos(angle), std::sin(angle)) * ring * step);
        }
    }
    if (marker->isEmpty()) {
        marker->setPos(candidates.front());
        return;
    }
    QPointF best = candidates.front();
    qreal least = -1;
    for (const QPointF &candidate : candidates) {
        const qreal conflict = conflictAt(markerRectAt(*marker, candidate));
        if (least < 0 || conflict < least) {
            least = conflict;
            best = candidate;
        }
        if (conflict < touching)
            break;
    }
    marker->setPos(best);
}

} // namespace vinci
