#include "mapcanvas.h"

#include "arealabelitem.h"
#include "canvascontextmenu.h"
#include "document/editactions.h"
#include "document/mapdocument.h"
#include "editorareaitem.h"
#include "linkitem.h"
#include "mapart.h"
#include "mapscene.h"

#include <QApplication>
#include <QGraphicsLineItem>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QRubberBand>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace vinci {

namespace {
// Around a province's end of its own link, in view pixels, a click is the province's: its links
// meet there, and so does the pointer of someone clicking the province's middle. Around its
// middle too, where a short mark across its border may end.
constexpr qreal ownEndPixels = 8;
// A province whose deepest point is nearer its outline than this, in view pixels, is covered by
// its links (a line's grip is a few pixels each side, an end's dot as wide): Luxembourg at the
// fit zoom.
constexpr qreal coveredProvincePixels = 6;
// How wide a hairline gap between two provinces is at most: a few view pixels at any zoom (the
// border line drawn over it), or the adjacency's tolerance (a thousandth of the diagonal).
constexpr qreal gapPixels = 3;
constexpr qreal gapOfDiagonal = 1.0 / 1000;

/** Whether `item` is a province's name whose letters are at `scenePos`: a click there is its. */
bool onAProvinceName(const MapDocument &document, const QGraphicsItem &item, QPointF scenePos)
{
    if (item.type() != AreaLabelItem::Type)
        return false;
    const auto &label = static_cast<const AreaLabelItem &>(item);
    return document.area(label.areaIndex()).kind == AreaKind::Land &&
           label.textRect().contains(label.mapFromScene(scenePos));
}
} // namespace

using namespace Qt::StringLiterals;

MapCanvas::MapCanvas(QWidget *parent)
    : MapView(parent)
    , m_scene(new MapScene(this))
    , m_links(m_scene)
    , m_placeholder(new QLabel(this))
{
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    m_placeholder->setStyleSheet(u"color: #e8e8e8; font-size: 15px"_s);
    setScene(m_scene);
    setBackgroundBrush(QColor(0x5a, 0x5f, 0x66));
}

MapCanvas::~MapCanvas()
{
    m_links.clear();
}

void MapCanvas::setDocument(MapDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        connect(document, &MapDocument::changed, this, &MapCanvas::onChanged);
        connect(document, &MapDocument::selectionChanged, this, &MapCanvas::syncSelection);
        connect(document, &MapDocument::selectionChanged, this, &MapCanvas::unsayWhatElseIsHere);
    }
    rebuild();
    fitToWindow();
}

void MapCanvas::setTool(Tool tool)
{
    m_tool = tool;
    viewport()->setCursor(tool == Tool::Link ? Qt::CrossCursor : Qt::ArrowCursor);
}

void MapCanvas::setLinksVisible(bool visible)
{
    m_links.setVisible(visible);
}

void MapCanvas::setLabelsVisible(bool visible)
{
    m_scene->setLabelsVisible(visible);
}

void MapCanvas::setTerrainShown(bool shown)
{
    m_terrainShown = shown;
    m_scene->setTerrainPainted(shown);
}

void MapCanvas::setLanguage(const QString &language)
{
    m_scene->setLanguage(language);
    if (m_document) {
        m_links.updateAnchors(m_document->map());
        m_links.rebuild(m_document->map());
        syncSelection();
    }
}

void MapCanvas::setProposals(std::vector<LinkData> proposals)
{
    if (!m_document)
        return;
    m_links.setProposals(std::move(proposals), m_document->map());
    syncSelection();
}

void MapCanvas::rebuild()
{
    m_links.clear();
    if (!m_document || !m_document->art()) {
        m_scene->setMap(nullptr, {});
        const bool blank = !m_document || m_document->isBlank();
        m_placeholder->setText(blank ? tr("Start with File ▸ New Map from SVG… to make a map from "
                                          "a drawing, or File ▸ Open Map… to edit one.")
                                     : m_document->artError());
        m_placeholder->show();
        return;
    }
    m_placeholder->hide();
    const MapData &map = m_document->map();
    // The map as the game draws it (the same MapScene), its terrain painted with the drawing's
    // art above it whatever the map says for the game (Paint terrain in the game): a designer
    // setting forest wants to see forest while editing (the s53 walk saw it only when ticked).
    m_scene->setTerrainPainted(m_terrainShown);
    m_scene->setMap(m_document->art(), map.areas,
                    [](AreaIndex index, const ProvinceOutlines::Entry &entry) -> AreaItem * {
                        return new EditorAreaItem(index, entry);
                    });
    m_links.updateAnchors(map);
    m_links.rebuild(map);
    scaleChanged(zoom());
    refit();
    syncSelection();
}

void MapCanvas::onChanged(const MapChange &change)
{
    const MapData &map = m_document->map();
    switch (change.what) {
    case MapChange::What::Everything:
        rebuild();
        return;
    case MapChange::What::Areas:
        // The scene re-lays out the label and repaints the terrain.
        for (AreaIndex index : change.areas)
            m_scene->setAreaData(index, map.areas[static_cast<std::size_t>(index)]);
        // A name or a symbol can change where the name fits inside its area, and links end
        // there (LinkLayer::updateAnchors).
        m_links.updateAnchors(map);
        m_links.rebuild(map);
        break;
    case MapChange::What::Links:
        m_links.rebuild(map);
        break;
    case MapChange::What::MapInfo:
    case MapChange::What::Tables:
        return;
    }
    syncSelection();
}

void MapCanvas::syncSelection()
{
    if (!m_document)
        return;
    const MapData &map = m_document->map();
    const std::vector<AreaIndex> &selected = m_document->selectedAreas();
    AreaVector<bool> isSelected(m_document->areaCount(), false);
    for (AreaIndex index : selected)
        isSelected[index] = true;

    // Neighbours of the selection (or the ends of the selected link) light up.
    AreaVector<bool> lit(m_document->areaCount(), false);
    auto light = [&](const QString &id) {
        if (const auto index = m_document->indexOf(id))
            lit[*index] = true;
    };
    for (const LinkData &link : map.links) {
        const auto a = m_document->indexOf(link.a);
        const auto b = m_document->indexOf(link.b);
        if (a && isSelected[*a])
            light(link.b);
        if (b && isSelected[*b])
            light(link.a);
    }
    if (const auto &link = m_document->selectedLink()) {
        light(link->a);
        light(link->b);
    }
    const QColor neighbour(255, 214, 0);
    for (const AreaIndex area : isSelected.areas()) {
        AreaItem *item = m_scene->areaItem(area);
        if (!item)
            continue;
        item->setSelected(isSelected[area]);
        item->setHighlight(lit[area] && !isSelected[area] ? neighbour : QColor());
    }
    m_links.showSelection(map, selected, m_document->selectedLink());
}

void MapCanvas::scaleChanged(qreal scale)
{
    // One unit for both programs and both layers: logical pixels per document unit, so a
    // label's minimum size is the same readable size on any screen (the game passes its zoom).
    const qreal namesScale = m_scene->labelPlan().scale();
    m_scene->setNamesScale(fitScale());
    m_scene->setViewScale(scale);
    m_links.setViewScale(scale);
    // The names moved for a new fit (the window resized): sea links' marks keep clear of them.
    if (m_document && m_scene->labelPlan().scale() != namesScale) {
        m_links.updateAnchors(m_document->map());
        m_links.rebuild(m_document->map());
        syncSelection();
    }
}

void MapCanvas::showAreas(const std::vector<AreaIndex> &areas)
{
    QRectF bounds;
    for (AreaIndex index : areas) {
        if (AreaItem *item = m_scene->areaItem(index))
            bounds = bounds.united(item->sceneBoundingRect());
    }
    if (bounds.isEmpty())
        return;
    const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
    if (!visible.contains(bounds))
        centerOn(bounds.center());
}

std::optional<AreaIndex> MapCanvas::areaAtViewPoint(QPoint point) const
{
    // A land province's name is the province's wherever it is drawn: beside a small country
    // over the water, or on a neighbour's empty land with a leader line (clearNames()). A click
    // on "Luxembourg" set in France selected France (the s42 walk). A sea's name spreads over
    // its water and the land drawn over it: the land keeps its clicks there.
    const QPointF scenePos = mapToScene(point);
    const auto under = m_scene->areaAt(scenePos);
    for (QGraphicsItem *item : items(point)) {
        if (item->type() != AreaLabelItem::Type)
            continue;
        const auto *label = static_cast<const AreaLabelItem *>(item);
        if (m_document->area(label->areaIndex()).kind == AreaKind::Land &&
            label->textRect().contains(label->mapFromScene(scenePos)))
            return label->areaIndex();
    }
    if (under && m_document->area(*under).kind == AreaKind::Land)
        return under;
    if (const auto across = landAcrossGap(scenePos))
        return across->nearer;
    return under;
}

qreal MapCanvas::gapWidth() const
{
    const MapArt *art = m_scene->mapArt();
    if (!art || zoom() <= 0)
        return 0;
    const QRectF page = art->documentRect();
    return std::max(gapPixels / zoom(), std::hypot(page.width(), page.height()) * gapOfDiagonal);
}

std::vector<AreaIndex> MapCanvas::areasAtViewPoint(QPoint point) const
{
    std::vector<AreaIndex> areas;
    // Where the sea is found between two provinces and lies under both, it is the background
    // showing through a hairline gap, not water a designer means (the s46 walk: the sea offered
    // on every inland border). A strait drawn as its own sea lies between them, not under them.
    const auto showsThrough = [&](AreaIndex area, QPointF at) {
        if (m_document->area(area).kind != AreaKind::Sea || !m_document->art())
            return false;
        const auto across = landAcrossGap(at);
        const QPainterPath &outline = m_document->art()->outlines().outline(area);
        return across && outline.contains(across->nearerLand) &&
               outline.contains(across->fartherLand);
    };
    const auto add = [&](std::optional<AreaIndex> area, QPointF at) {
        if (area && std::find(areas.begin(), areas.end(), *area) == areas.end() &&
            !showsThrough(*area, at))
            areas.push_back(*area);
    };
    const QPointF scenePos = mapToScene(point);
    add(areaAtViewPoint(point), scenePos);
    add(m_scene->areaAt(scenePos), scenePos);
    // Around it, a ring at a time: a strait drawn as its own sea, two pixels wide at the fit
    // zoom, and the countries on its shores (the gap rule above gives the click to one of them).
    const qreal gap = gapWidth();
    for (int ring = 1; gap > 0 && ring <= 4; ++ring) {
        for (int direction = 0; direction < 16; ++direction) {
            const qreal angle = M_PI * direction / 8;
            const qreal reach = gap * ring / 4;
            const QPointF at = scenePos + QPointF(reach * std::cos(angle), reach * std::sin(angle));
            add(m_scene->areaAt(at), at);
        }
    }
    return areas;
}

std::optional<MapCanvas::GapSides> MapCanvas::landAcrossGap(QPointF scenePos) const
{
    // A hand-traced drawing's neighbours leave hairline gaps, where a background sea shows
    // through; a click on the line between two provinces fell into one and selected "Sea" (the
    // s44 walk). Provinces on two opposite sides within a gap's width: the point is land, the
    // nearer province's. (Open water is wider: the coast has land on one side only.)
    const qreal gap = gapWidth();
    if (gap <= 0)
        return std::nullopt;
    const auto landAt = [&](QPointF point) -> std::optional<AreaIndex> {
        const auto area = m_scene->areaAt(point);
        if (area && m_document->area(*area).kind == AreaKind::Land)
            return area;
        return std::nullopt;
    };
    // The nearest land along `way`, a step of a quarter of the gap at a time.
    const auto nearestLand = [&](QPointF way) -> std::pair<int, std::optional<AreaIndex>> {
        for (int step = 1; step <= 4; ++step) {
            if (const auto land = landAt(scenePos + way * step / 4))
                return {step, land};
        }
        return {0, std::nullopt};
    };
    std::optional<GapSides> nearest;
    int nearestStep = 5;
    for (int direction = 0; direction < 8; ++direction) {
        const qreal angle = M_PI * direction / 8;
        const QPointF way(gap * std::cos(angle), gap * std::sin(angle));
        const auto [stepOn, landOn] = nearestLand(way);
        const auto [stepBack, landBack] = nearestLand(-way);
        if (!landOn || !landBack)
            continue;
        if (std::min(stepOn, stepBack) < nearestStep) {
            nearestStep = std::min(stepOn, stepBack);
            const QPointF on = scenePos + way * stepOn / 4;
            const QPointF back = scenePos - way * stepBack / 4;
            nearest =
                stepOn <= stepBack ? GapSides{*landOn, on, back} : GapSides{*landBack, back, on};
        }
    }
    return nearest;
}

LinkItem *MapCanvas::linkAtViewPoint(QPoint point) const
{
    if (!m_links.isVisible())
        return nullptr;
    // A province's name is the province's: a line from one name to another crosses other
    // provinces' names on the way (France–Germany over Luxembourg), and a click on a name
    // selects its province, never the line under it (zoomed in, names and lines part). A sea's
    // name spreads over its water, where links to it run: it does not count.
    // Inside a province's fill, only the drawn line itself is the link's: at the fit zoom a small
    // country is crossed by its links' lines, and a click on it beside them picks the country
    // (the walk: a click on Denmark selected "Denmark — Sweden"). Over the sea the line keeps
    // its wider grip.
    // Nor does a line that only passes over a province (France–Germany over Luxembourg), nor a
    // province's own line near its end there, where its links meet (the third walk: a click on
    // Montenegro's middle selected "Montenegro — Serbia").
    const QPointF scenePos = mapToScene(point);
    const auto under = m_scene->areaAt(scenePos);
    const bool inProvince = under && m_document->area(*under).kind == AreaKind::Land;
    const QString province = inProvince ? m_document->area(*under).id : QString();
    const auto belongsHere = [&](const LinkItem &candidate) {
        if (!inProvince)
            return true;
        const LinkPair pair = candidate.pair();
        if (pair.a != province && pair.b != province)
            return false;
        if (!candidate.isOnLine(scenePos))
            return false;
        // A mark across a border is the link's along its whole length, however short (the s47
        // walk could not select France–Spain at the fit zoom: its few pixels were all near an
        // end), but for the province's middle, where a mark into a small country may end
        // (France–Luxembourg).
        QPointF end;
        if (candidate.ends() == LinkItem::Ends::AcrossCoast) {
            end = m_scene->labelPlan().layout(*under).pole.centre;
        } else {
            const QLineF line = candidate.line();
            end = m_scene->areaAt(line.p1()) == under ? line.p1() : line.p2();
        }
        return QLineF(mapFromScene(end), point).length() > ownEndPixels;
    };
    LinkItem *link = nullptr;
    for (QGraphicsItem *item : items(point)) {
        if (onAProvinceName(*m_document, *item, scenePos))
            return nullptr;
        if (!link && item->type() == LinkItem::Type) {
            auto *candidate = static_cast<LinkItem *>(item);
            if (!candidate->isProposal() && belongsHere(*candidate))
                link = candidate;
        }
    }
    return link;
}

bool MapCanvas::isCoveredByLinks(AreaIndex area) const
{
    if (m_document->area(area).kind != AreaKind::Land || area >= m_scene->labelPlan().count())
        return false;
    return m_scene->labelPlan().layout(area).pole.radius * zoom() < coveredProvincePixels;
}

LinkItem *MapCanvas::markNearViewPoint(QPoint point) const
{
    if (!m_links.isVisible())
        return nullptr;
    const QPointF scenePos = mapToScene(point);
    for (QGraphicsItem *item : items(point)) { // within each link's grip (LinkItem::shape())
        if (onAProvinceName(*m_document, *item, scenePos))
            return nullptr;
        if (item->type() == LinkItem::Type) {
            auto *candidate = static_cast<LinkItem *>(item);
            if (!candidate->isProposal() && candidate->ends() == LinkItem::Ends::AcrossCoast)
                return candidate;
        }
    }
    return nullptr;
}

void MapCanvas::changeEvent(QEvent *event)
{
    // The placeholder's text, shown without a map, in the new language.
    if (event->type() == QEvent::LanguageChange && m_placeholder->isVisible())
        rebuild();
    MapView::changeEvent(event);
}

void MapCanvas::resizeEvent(QResizeEvent *event)
{
    MapView::resizeEvent(event);
    m_placeholder->setGeometry(rect().adjusted(40, 40, -40, -40));
}

} // namespace vinci
