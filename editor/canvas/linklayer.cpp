#include "linklayer.h"

#include "labellayout.h"
#include "linkitem.h"
#include "mapart.h"
#include "mapscene.h"
#include "outlinegeometry.h"

#include <QSet>

namespace vinci {

namespace {

/** Links sit above the areas and under the names. */
constexpr qreal linkZ = MapLayer::Tokens;

} // namespace

LinkLayer::LinkLayer(MapScene *scene)
    : m_scene(scene)
{}

void LinkLayer::updateAnchors(const MapData &map)
{
    m_anchors.clear();
    m_indices.clear();
    for (std::size_t i = 0; i < map.areas.size(); ++i)
        m_indices.insert(map.areas[i].id, static_cast<AreaIndex>(i));
    const MapArt *art = m_scene->mapArt();
    for (std::size_t i = 0; i < map.areas.size(); ++i) {
        const auto index = static_cast<AreaIndex>(i);
        // Where the name is planned inside the area (the map's label anchor, or its best inside
        // point), not where it is drawn: at the fit zoom a small country's name may sit beside
        // it, over the sea, and a link drawn there would join the wrong places.
        const LabelPlan &plan = m_scene->labelPlan();
        if (index < plan.count() && plan.fittedLayout(index).fontSize > 0) {
            m_anchors.insert(map.areas[i].id, plan.fittedLayout(index).anchor);
        } else if (art && index < art->outlines().count() &&
                   !art->outlines().outline(index).isEmpty()) {
            const OutlineGeometry geometry(art->outlines().outline(index));
            m_anchors.insert(map.areas[i].id, geometry.largestInscribedCircle().centre);
        }
    }
    // The coasts change with the shapes and with what is land or sea, not with the names.
    std::vector<AreaKind> kinds;
    kinds.reserve(map.areas.size());
    for (const AreaData &area : map.areas)
        kinds.push_back(area.kind);
    if (!art) {
        m_coasts = {};
        m_coastsArt = nullptr;
    } else if (art != m_coastsArt || kinds != m_coastsKinds) {
        m_coasts = CoastMarks(art->outlines(), map.areas);
        m_coastsArt = art;
        m_coastsKinds = std::move(kinds);
    }
}

std::optional<LinkLayer::LinkLine> LinkLayer::lineOf(const MapData &map, const LinkData &link) const
{
    const auto anchor = m_anchors.constFind(link.a);
    const auto other = m_anchors.constFind(link.b);
    if (anchor == m_anchors.cend() || other == m_anchors.cend())
        return std::nullopt;
    const LinkLine centres{QLineF(*anchor, *other), LinkItem::Ends::AtLabels};
    const AreaIndex a = m_indices.value(link.a, -1);
    const AreaIndex b = m_indices.value(link.b, -1);
    if (link.kind != LinkKind::Sea || a < 0 || b < 0)
        return centres;
    const AreaKind kindA = map.areas[static_cast<std::size_t>(a)].kind;
    const AreaKind kindB = map.areas[static_cast<std::size_t>(b)].kind;
    if (kindA == kindB)
        return centres; // two sea zones: label to label, over water
    // Drawn from the province's side, whichever end of the link it is.
    const bool aIsLand = kindA == AreaKind::Land;
    const auto mark = aIsLand ? m_coasts.mark(a, b, *anchor) : m_coasts.mark(b, a, *other);
    if (!mark)
        return centres; // linked by hand across land: nothing better to show
    return LinkLine{aIsLand ? *mark : QLineF(mark->p2(), mark->p1()), LinkItem::Ends::AcrossCoast};
}

void LinkLayer::clear()
{
    for (LinkItem *item : m_items) {
        m_scene->removeItem(item);
        delete item;
    }
    m_items.clear();
}

LinkItem *LinkLayer::addItem(const MapData &map, const LinkData &link, bool proposal)
{
    const std::optional<LinkLine> line = lineOf(map, link);
    if (!line)
        return nullptr;
    auto *item = new LinkItem(link, line->line, proposal, line->ends);
    item->setZValue(linkZ + (proposal ? 0 : 1));
    m_look.applyTo(item);
    m_scene->addItem(item);
    m_items.push_back(item);
    return item;
}

void LinkLayer::rebuild(const MapData &map)
{
    clear();
    QSet<LinkPair> linked;
    for (const LinkData &link : map.links) {
        addItem(map, link, false);
        linked.insert(LinkPair::of(link));
    }
    for (const LinkData &proposal : m_proposals) {
        if (!linked.contains(LinkPair::of(proposal)))
            addItem(map, proposal, true);
    }
}

void LinkLayer::setProposals(std::vector<LinkData> proposals, const MapData &map)
{
    m_proposals = std::move(proposals);
    rebuild(map);
}

void LinkLayer::showSelection(const MapData &map, const std::vector<AreaIndex> &areas,
                              const std::optional<LinkPair> &link)
{
    QSet<QString> selected;
    for (AreaIndex index : areas)
        selected.insert(map.areas[static_cast<std::size_t>(index)].id);
    const bool anything = !selected.isEmpty() || link.has_value();
    for (LinkItem *item : m_items) {
        const LinkPair pair = item->pair();
        const bool chosen = link && pair == *link;
        const bool touches = selected.contains(pair.a) || selected.contains(pair.b);
        item->setChosen(chosen);
        if (!anything)
            item->setEmphasis(LinkItem::Emphasis::Normal);
        else
            item->setEmphasis(chosen || touches ? LinkItem::Emphasis::Strong
                                                : LinkItem::Emphasis::Faded);
    }
}

void LinkLayer::ItemLook::applyTo(LinkItem *item) const
{
    item->setViewScale(viewScale);
    item->setVisible(visible);
}

void LinkLayer::setVisible(bool visible)
{
    m_look.visible = visible;
    for (LinkItem *item : m_items)
        m_look.applyTo(item);
}

void LinkLayer::setViewScale(qreal scale)
{
    m_look.viewScale = scale;
    for (LinkItem *item : m_items)
        m_look.applyTo(item);
}

} // namespace vinci
