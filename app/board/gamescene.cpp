#include "board/gamescene.h"

#include "arealabelitem.h"
#include "board/provinceitem.h"
#include "board/provincemarkeritem.h"
#include "mapart.h"
#include "outlinegeometry.h"
#include "panels/playercolours.h"

#include <algorithm>

namespace vinci {

namespace {

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
            const auto &active = state.player(hints.editablePlayer).active;
            marks.canLift = province.pawns > 0;
            marks.canPlace = active && active->hand > 0;
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

void GameScene::placeMarker(AreaIndex index)
{
    ProvinceMarkerItem *marker = m_markers[static_cast<std::size_t>(index)];
    const AreaLabelItem *label = labelItem(index);
    if (label && label->isVisible()) {
        // Just under the name as drawn at this zoom: the name keeps its place, the pawns follow.
        const QRectF text = label->mapRectToScene(label->boundingRect());
        marker->setPos(text.center().x(), text.bottom());
        return;
    }
    marker->setPos(clickPoint(index));
}

} // namespace vinci
