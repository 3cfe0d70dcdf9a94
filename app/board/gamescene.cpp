#include "board/gamescene.h"

#include "arealabelitem.h"
#include "board/actionhighlightitem.h"
#include "board/provinceitem.h"
#include "board/provincemarkeritem.h"
#include "game/play.h"
#include "mapart.h"
#include "outlinegeometry.h"
#include "panels/playercolours.h"

#include <algorithm>
#include <limits>

namespace vinci {

namespace {

/** The grain of the room the tokens are placed in: 1/1600 of the map's extent. */
constexpr qreal cellsAcrossTheMap = 1600;

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
{
    setShowsTokens(true);
    // Other names, or names of another size: every row finds its place again.
    connect(this, &MapScene::labelsChanged, this, [this] { placeMarkers(); });
}

GameScene::~GameScene() = default;

void GameScene::setGameMap(std::shared_ptr<const MapArt> art, const std::vector<AreaData> &areas)
{
    m_markers = {};
    m_actionHighlight = nullptr; // the scene deletes it with the old map's items
    // The holder's band inside each border, in document units: about 1/350 of the map.
    const QRectF extent = art ? art->documentRect() : QRectF();
    const qreal band = std::max(extent.width(), extent.height()) / 350;
    setMap(std::move(art), areas, [band](AreaIndex index, const ProvinceOutlines::Entry &entry) {
        return new ProvinceItem(index, entry, band);
    });
    AreaVector<QPainterPath> outlines(areaCount());
    m_markers.assign(areaCount(), nullptr);
    for (std::size_t i = 0; i < areas.size(); ++i) {
        const auto index = static_cast<AreaIndex>(i);
        if (const AreaItem *item = areaItem(index))
            outlines[index] = item->shape();
        if (areas[i].kind != AreaKind::Land)
            continue;
        auto *marker = new ProvinceMarkerItem(index);
        marker->setTextScale(m_textScale);
        marker->setZValue(MapLayer::Tokens);
        addItem(marker);
        m_markers[index] = marker;
    }
    m_placement = MarkerPlacement(std::move(outlines),
                                  std::max(extent.width(), extent.height()) / cellsAcrossTheMap);
    // The map's items were all replaced (MapScene::setMap clears the scene): a new overlay.
    m_actionHighlight = new ActionHighlightItem;
    addItem(m_actionHighlight);
}

void GameScene::showActionHighlight(const ActionHighlight &highlight,
                                    const std::vector<SeatSetup> &seats)
{
    if (!m_actionHighlight)
        return;
    std::vector<QColor> colours;
    colours.reserve(seats.size());
    for (const SeatSetup &seat : seats)
        colours.push_back(seat.colour);
    m_actionHighlight->show(highlight, *this, colours);
}

void GameScene::clearActionHighlight()
{
    if (m_actionHighlight)
        m_actionHighlight->clear();
}

void GameScene::showState(const GameState &state, const std::vector<SeatSetup> &seats,
                          const BoardHints &hints)
{
    const int areas = std::min(areaCount(), state.board->areaCount());
    AreaVector<const ConquestTarget *> targetOf(areas, nullptr);
    for (const ConquestTarget &target : hints.targets) {
        if (targetOf.contains(target.area))
            targetOf[target.area] = &target;
    }
    AreaVector<QColor> outline(areas);
    for (std::size_t p = 0; p < hints.parts.size(); ++p) {
        for (AreaIndex area : hints.parts[p])
            outline[area] = partColours[p % std::size(partColours)];
    }
    m_advised = hints.advised;
    AreaVector<QColor> advice(areas);
    // A hint is asked for to be seen: its outline wins over the step's own.
    for (AreaIndex area : hints.advisedFrom) {
        if (advice.contains(area))
            advice[area] = advisedFromColour();
    }
    for (AreaIndex area : hints.advised) {
        if (advice.contains(area))
            advice[area] = advisedColour();
    }
    // The province a lesson's step or a hint points at keeps its name if it can (the s45 walk:
    // "Click the Low Countries", unnamed at 1024x768).
    setMarkedAreas(hints.advised);
    AreaVector<bool> redeployTarget(areas, false);
    for (AreaIndex area : hints.redeployTargets) {
        outline[area] = targetColour;
        redeployTarget[area] = true;
    }

    bool changed = false;
    for (AreaIndex index = 0; index < areas; ++index) {
        ProvinceMarkerItem *marker = m_markers[index];
        ProvinceItem *item = provinceItem(index);
        if (!marker || !item)
            continue;
        const ProvinceState &province = state.at(index);
        ProvinceMarks marks = marksFor(province, seats);
        if (province.holder == Holder::Active || province.holder == Holder::Declining)
            item->setHolder(marks.colour, province.player, province.holder == Holder::Declining);
        else
            item->setHolder({}, -1, false);

        QColor highlight = outline[index];
        if (const ConquestTarget *target = targetOf[index]) {
            marks.cost = target->cost;
            marks.costLegal = target->legal;
            if (target->legal)
                highlight = targetColour;
        }
        if (advice[index].isValid())
            highlight = advice[index];
        item->setHighlight(highlight);
        if (hints.editablePlayer >= 0 && isActiveOf(province, hints.editablePlayer)) {
            // The -/+ buttons work where the rules let the player lift or place a pawn.
            marks.canLift = !checkAction(state, Action::lift(index)).has_value();
            marks.canPlace = !checkAction(state, Action::place(index)).has_value();
            marks.held = true; // a province kept with 0 pawns still shows its + button
        }
        // A defender's survivor goes where the + is.
        if (redeployTarget[index])
            marks.canPlace = true;
        if (const auto survivors = hints.survivors.find(index);
            survivors != hints.survivors.end()) {
            const int defender = survivors->second.first;
            marks.survivors = survivors->second.second;
            marks.survivorColour = static_cast<std::size_t>(defender) < seats.size()
                                       ? seats[static_cast<std::size_t>(defender)].colour
                                       : neutralPawnColour();
        }
        if (const auto change = hints.advisedChanges.find(index);
            change != hints.advisedChanges.end())
            marks.advisedChange = change->second;
        // A cost badge or the -/+ buttons widen the row: it may need another place.
        if (marks != marker->marks()) {
            marker->setMarks(marks);
            changed = true;
        }
    }
    if (changed)
        placeMarkers();
}

QColor GameScene::advisedColour()
{
    // Apart from every outline of a step (gold targets, the parts' gold, blue and white) and
    // from the players' colours' usual red, blue, green and yellow: a violet.
    return QColor(190, 60, 220);
}

QColor GameScene::advisedFromColour()
{
    return QColor(225, 160, 240);
}

void GameScene::clearState()
{
    m_advised.clear();
    setMarkedAreas({});
    for (const AreaIndex area : m_markers.areas()) {
        if (!m_markers[area])
            continue;
        m_markers[area]->setMarks({});
        ProvinceItem *item = provinceItem(area);
        item->setHolder({}, -1, false);
        item->setHighlight({});
    }
}

void GameScene::setZoom(qreal scale)
{
    if (qFuzzyCompare(scale, m_zoom))
        return;
    m_zoom = scale;
    setViewScale(scale / m_textScale);
    placeMarkers();
}

void GameScene::setNamesFitScale(qreal fitScale)
{
    m_namesFitScale = fitScale;
    setNamesScale(fitScale / m_textScale, m_textScale);
}

void GameScene::setTextScale(qreal scale)
{
    if (qFuzzyCompare(scale, m_textScale))
        return;
    m_textScale = scale;
    for (ProvinceMarkerItem *item : m_markers) {
        if (item)
            item->setTextScale(scale);
    }
    if (m_namesFitScale > 0)
        setNamesScale(m_namesFitScale / scale, scale);
    setViewScale(m_zoom / scale);
    placeMarkers();
}

ProvinceItem *GameScene::provinceItem(AreaIndex index) const
{
    return static_cast<ProvinceItem *>(areaItem(index));
}

ProvinceMarkerItem *GameScene::marker(AreaIndex index) const
{
    return m_markers.contains(index) ? m_markers[index] : nullptr;
}

void GameScene::setMarkersShown(bool shown)
{
    // Transparent rather than hidden: the rows keep their cached pixmaps.
    for (ProvinceMarkerItem *item : m_markers) {
        if (item)
            item->setOpacity(shown ? 1 : 0);
    }
}

QPointF GameScene::clickPoint(AreaIndex index) const
{
    const LabelLayout *label = labelLayout(index);
    if (label && areaAt(label->anchor) == index)
        return label->anchor;
    // A name the map sets beside a thin river lies outside it: the deepest inside point then.
    if (index >= 0 && index < labelPlan().count())
        return poleOf(index).centre;
    const AreaItem *item = areaItem(index);
    return item ? item->shape().boundingRect().center() : QPointF();
}

const InscribedCircle &GameScene::poleOf(AreaIndex index) const
{
    // Worked out once per map by the label plan, whatever the language.
    return labelPlan().fittedLayout(index).pole;
}

std::optional<AreaIndex> GameScene::areaForClick(QPointF scenePos) const
{
    const auto under = areaAt(scenePos);
    // A province whose widest point is narrower than a target takes the clicks around it:
    // those within clickRadius pixels of its middle where it is widest, a little fewer where
    // it narrows. The wider it gets as the zoom grows, the less it reaches, down to nothing
    // once it is a target itself; so its neighbours keep their clicks wherever it is not thin.
    const auto reachOf = [this](AreaIndex area) {
        return clickRadius / m_zoom - poleOf(area).radius;
    };
    if (under && marker(*under) && reachOf(*under) > 0)
        return under;
    std::optional<AreaIndex> nearest;
    qreal nearestDistance = std::numeric_limits<qreal>::max();
    for (const AreaIndex area : m_markers.areas()) {
        if (!m_markers[area] || area >= labelPlan().count())
            continue;
        const qreal reach = reachOf(area);
        if (reach <= 0)
            continue;
        const OutlineGeometry &outline = labelPlan().geometry(area);
        if (!outline.boundingRect().adjusted(-reach, -reach, reach, reach).contains(scenePos))
            continue;
        const qreal distance = -outline.signedDistance(scenePos);
        if (distance <= reach && distance < nearestDistance) {
            nearestDistance = distance;
            nearest = area;
        }
    }
    return nearest ? nearest : under;
}

void GameScene::placeMarkers()
{
    if (m_markers.empty())
        return;
    // Every name as drawn at this zoom, once for all the rows; a name that gave way to a row at
    // another zoom is drawn again first.
    AreaVector<DrawnName> names(areaCount());
    for (AreaIndex area = 0; area < areaCount(); ++area) {
        AreaLabelItem *label = labelItem(area);
        if (label && label->isVisible()) {
            label->setYielded(false);
            names[area] = {label->mapRectToScene(label->boundingRect()),
                           label->mapRectToScene(label->textRect()), label->badgesApartRect()};
        }
    }
    // Where a row is drawn, in scene units (it keeps its size in pixels).
    const auto drawnRow = [this](const ProvinceMarkerItem &item) {
        const QRectF bounds = item.boundingRect();
        return QRectF(item.pos() + bounds.topLeft() / m_zoom, bounds.size() / m_zoom);
    };
    const auto shown = [](const ProvinceMarkerItem &item) {
        return !item.boundingRect().isEmpty();
    };
    // The rows inside their provinces first, then those with no room inside, which lie over
    // their deepest points clear of the others (MarkerPlacement's last resort).
    std::vector<QRectF> rows;
    std::vector<ProvinceMarkerItem *> overNames;
    for (ProvinceMarkerItem *item : m_markers) {
        if (!item)
            continue;
        m_placement.place(*item, m_zoom, names, poleOf(item->areaIndex()).centre);
        if (!shown(*item))
            continue;
        if (item->zValue() > MapLayer::Labels)
            overNames.push_back(item);
        else
            rows.push_back(drawnRow(*item));
    }
    for (ProvinceMarkerItem *item : overNames) {
        m_placement.place(*item, m_zoom, names, poleOf(item->areaIndex()).centre, rows);
        if (shown(*item))
            rows.push_back(drawnRow(*item));
    }
    // A name under such a row gives way to it at this zoom: a badge over a name hides both
    // (the walks: "Hu1gary", "Sw1tz.", Belgium's name under its cost when zoomed). Its tooltip
    // names the province, and a closer zoom shows the name again. Not the name of a province
    // the person is pointed at (a lesson's step asks for it by name): it is drawn over the
    // rows (MapLayer::MarkedLabels; the s47 walk: Makedonien and the Propontis unnamed).
    const std::vector<AreaIndex> &marked = labelPlan().marked();
    for (const ProvinceMarkerItem *item : overNames) {
        if (!shown(*item))
            continue;
        const QRectF row = drawnRow(*item);
        for (AreaIndex area = 0; area < areaCount(); ++area) {
            if (std::find(marked.begin(), marked.end(), area) != marked.end())
                continue;
            if ((!names[area].block.isNull() && names[area].block.intersects(row)) ||
                (!names[area].badges.isNull() && names[area].badges.intersects(row)))
                labelItem(area)->setYielded(true);
        }
    }
}

} // namespace vinci
