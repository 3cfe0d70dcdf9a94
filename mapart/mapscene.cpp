#include "mapscene.h"

#include "areaitem.h"
#include "arealabelitem.h"
#include "mapart.h"
#include "mapartitem.h"
#include "nameleaderitem.h"
#include "terrainstyle.h"

#include <algorithm>

namespace vinci {

MapScene::MapScene(QObject *parent)
    : QGraphicsScene(parent)
{
    // Items never move: a BSP tree makes hit tests and exposed-item lookups cheap.
    setItemIndexMethod(BspTreeIndex);
}

MapScene::~MapScene() = default;

void MapScene::setMap(std::shared_ptr<const MapArt> art, const std::vector<AreaData> &areas,
                      const AreaItemFactory &factory)
{
    clear();
    m_areaItems.clear();
    m_labelItems.clear();
    m_artItem = nullptr;
    m_artAboveItem = nullptr;
    m_frozen = false;
    m_art = std::move(art);
    m_areas = areas;
    if (!m_art)
        return;
    setSceneRect(m_art->documentRect());

    m_artItem = new MapArtItem(m_art);
    m_artItem->setBackdrop(m_artBackdrop);
    m_artItem->setZValue(MapLayer::Art);
    addItem(m_artItem);

    const ProvinceOutlines &outlines = m_art->outlines();
    m_labelPlan = LabelPlan(outlines, m_areas, m_art->documentRect(), m_language);
    m_labelPlan.setScale(m_namesScale, m_namesTextScale, m_showsTokens);
    for (std::size_t i = 0; i < m_areas.size(); ++i) {
        const auto index = static_cast<AreaIndex>(i);
        ProvinceOutlines::Entry missing;
        missing.id = m_areas[i].id;
        const ProvinceOutlines::Entry &entry =
            index < outlines.count() ? outlines.entry(index) : missing;
        AreaItem *item = factory ? factory(index, entry) : new AreaItem(index, entry);
        item->setZValue(m_areas[i].kind == AreaKind::Sea ? MapLayer::SeaAreas
                                                         : MapLayer::LandAreas);
        addItem(item);
        m_areaItems.push_back(item);
        paintTerrain(index);

        auto *label = new AreaLabelItem(index);
        label->setZValue(MapLayer::Labels);
        label->setViewScale(m_viewScale);
        addItem(label);
        m_labelItems.push_back(label);
        // Under the tokens: the token drawn on the province ends its name's leader.
        auto *leader = new NameLeaderItem(*label);
        leader->setZValue(MapLayer::Tokens - 1);
        addItem(leader);
        label->setLeader(leader);
        showLabel(index);
    }
    showArtAboveAreas();
}

void MapScene::setAreaData(AreaIndex index, const AreaData &area)
{
    if (index < 0 || idx(index) >= m_areas.size())
        return;
    m_areas[idx(index)] = area;
    m_labelPlan.setArea(index, area);
    // Cleared at a scale, a name edited can move others.
    for (std::size_t i = 0; i < m_areas.size(); ++i)
        showLabel(static_cast<AreaIndex>(i));
    paintTerrain(index);
    emit labelsChanged();
}

void MapScene::setLanguage(const QString &language)
{
    if (language == m_language)
        return;
    m_language = language;
    m_labelPlan.setLanguage(language);
    for (std::size_t i = 0; i < m_areas.size(); ++i)
        showLabel(static_cast<AreaIndex>(i));
    emit labelsChanged();
}

void MapScene::setTerrainPainted(bool painted)
{
    m_terrainPainted = painted;
    for (std::size_t i = 0; i < m_areaItems.size(); ++i)
        paintTerrain(static_cast<AreaIndex>(i));
    showArtAboveAreas();
}

void MapScene::showArtAboveAreas()
{
    const bool shown = m_terrainPainted && m_art && m_art->artAboveAreas();
    if (shown && !m_artAboveItem) {
        // Transparent where the drawing draws nothing over its areas: no backdrop.
        m_artAboveItem = new MapArtItem(m_art, MapArtItem::Part::AboveAreas);
        m_artAboveItem->setZValue(MapLayer::ArtAboveAreas);
        m_artAboveItem->setFrozen(m_frozen);
        addItem(m_artAboveItem);
    }
    if (m_artAboveItem)
        m_artAboveItem->setVisible(shown);
}

MapArtItem *MapScene::artAboveAreasItem() const
{
    return m_artAboveItem && m_artAboveItem->isVisible() ? m_artAboveItem : nullptr;
}

void MapScene::paintTerrain(AreaIndex index)
{
    AreaItem *item = areaItem(index);
    if (!item || !m_art)
        return;
    if (!m_terrainPainted) {
        item->setTerrainFill(Qt::NoBrush);
        return;
    }
    // A pattern cell a 60th of the map's extent: the marks' size on the shipped Europe.
    const QRectF extent = m_art->documentRect();
    item->setTerrainFill(
        areaBrush(m_areas[idx(index)], std::max(extent.width(), extent.height()) / 60));
}

void MapScene::setViewScale(qreal scale)
{
    m_viewScale = scale;
    for (AreaLabelItem *label : m_labelItems)
        label->setViewScale(scale);
}

void MapScene::setNamesScale(qreal scale, qreal textScale)
{
    m_namesScale = scale;
    m_namesTextScale = textScale;
    const qreal before = m_labelPlan.scale();
    const qreal textBefore = m_labelPlan.textScale();
    m_labelPlan.setScale(scale, textScale, m_showsTokens);
    if (qFuzzyCompare(before + 1, m_labelPlan.scale() + 1) &&
        qFuzzyCompare(textBefore, m_labelPlan.textScale()))
        return;
    for (std::size_t i = 0; i < m_labelItems.size(); ++i)
        showLabel(static_cast<AreaIndex>(i));
    emit labelsChanged();
}

void MapScene::setMarkedAreas(std::vector<AreaIndex> areas)
{
    const std::vector<AreaIndex> before = m_labelPlan.marked();
    m_labelPlan.setMarked(std::move(areas));
    if (m_labelPlan.marked() == before)
        return;
    for (std::size_t i = 0; i < m_labelItems.size(); ++i) {
        showLabel(static_cast<AreaIndex>(i));
        m_labelItems[i]->setZValue(MapLayer::Labels);
    }
    for (const AreaIndex area : m_labelPlan.marked()) {
        if (static_cast<std::size_t>(area) < m_labelItems.size())
            m_labelItems[static_cast<std::size_t>(area)]->setZValue(MapLayer::MarkedLabels);
    }
    emit labelsChanged();
}

void MapScene::setShowsTokens(bool shows)
{
    m_showsTokens = shows;
}

void MapScene::setLabelsVisible(bool visible)
{
    m_labelsVisible = visible;
    for (std::size_t i = 0; i < m_labelItems.size(); ++i)
        m_labelItems[i]->setVisible(visible && labelLayout(static_cast<AreaIndex>(i)));
    emit labelsChanged();
}

void MapScene::setArtBackdrop(const QColor &colour)
{
    m_artBackdrop = colour;
    if (m_artItem)
        m_artItem->setBackdrop(colour);
}

void MapScene::setBaseLayersFrozen(bool frozen)
{
    m_frozen = frozen;
    if (m_artItem)
        m_artItem->setFrozen(frozen);
    if (m_artAboveItem)
        m_artAboveItem->setFrozen(frozen);
    for (AreaItem *area : m_areaItems)
        area->setFrozen(frozen);
    for (AreaLabelItem *label : m_labelItems)
        label->setFrozen(frozen);
}

AreaItem *MapScene::areaItem(AreaIndex index) const
{
    return index >= 0 && idx(index) < m_areaItems.size() ? m_areaItems[idx(index)] : nullptr;
}

AreaLabelItem *MapScene::labelItem(AreaIndex index) const
{
    return index >= 0 && idx(index) < m_labelItems.size() ? m_labelItems[idx(index)] : nullptr;
}

const LabelLayout *MapScene::labelLayout(AreaIndex index) const
{
    const AreaLabelItem *label = labelItem(index);
    return label && label->layout().fontSize > 0 ? &label->layout() : nullptr;
}

std::optional<AreaIndex> MapScene::areaAt(QPointF scenePos) const
{
    if (!m_art)
        return std::nullopt;
    return m_art->outlines().areaAt(scenePos, &m_areas);
}

void MapScene::showLabel(AreaIndex index)
{
    AreaLabelItem *label = labelItem(index);
    if (!label)
        return;
    const LabelLayout &layout = m_labelPlan.layout(index);
    const AreaKind kind = m_areas[idx(index)].kind;
    if (layout.fontSize <= 0) {
        label->setLabel({}, kind, {}, 0);
        label->setVisible(false);
    } else {
        label->setLabel(layout, kind, m_labelPlan.symbols(index), m_labelPlan.edgeAngle(index));
        label->setVisible(m_labelsVisible);
    }
}

} // namespace vinci
