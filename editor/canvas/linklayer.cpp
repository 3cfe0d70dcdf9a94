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
    const MapArt *art = m_scene->mapArt();
    for (std::size_t i = 0; i < map.areas.size(); ++i) {
        const auto index = static_cast<AreaIndex>(i);
        if (const LabelLayout *label = m_scene->labelLayout(index)) {
            m_anchors.insert(map.areas[i].id, label->anchor);
        } else if (art && index < art->outlines().count() &&
                   !art->outlines().outline(index).isEmpty()) {
            const OutlineGeometry geometry(art->outlines().outline(index));
            m_anchors.insert(map.areas[i].id, geometry.largestInscribedCircle().centre);
        }
    }
}

void LinkLayer::clear()
{
    for (LinkItem *item : m_items) {
        m_scene->removeItem(item);
        delete item;
    }
    m_items.clear();
}

LinkItem *LinkLayer::addItem(const LinkData &link, bool proposal)
{
    if (!m_anchors.contains(link.a) || !m_anchors.contains(link.b))
        return nullptr;
    auto *item = new LinkItem(link, m_anchors.value(link.a), m_anchors.value(link.b), proposal);
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
        addItem(link, false);
        linked.insert(LinkPair::of(link));
    }
    for (const LinkData &proposal : m_proposals) {
        if (!linked.contains(LinkPair::of(proposal)))
            addItem(proposal, true);
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
