#pragma once

#include "adjacency/linkpair.h"
#include "map/provincegraph.h"

#include <QHash>
#include <QPointF>

#include <optional>
#include <vector>

namespace vinci {

class LinkItem;
class MapScene;

/**
 * The links of a map as LinkItems over a MapScene, and the adjacency proposals waiting for a
 * decision. Each line joins the two areas' anchors: the label's centre, or the deepest inside
 * point of an area without a label.
 */
class LinkLayer
{
public:
    explicit LinkLayer(MapScene *scene);

    /** Recomputes every area's anchor (after the map or a label changed). */
    void updateAnchors(const MapData &map);
    /** Rebuilds the link items from the map's links and the current proposals. */
    void rebuild(const MapData &map);
    /** Proposals drawn dotted until accepted or rejected. */
    void setProposals(std::vector<LinkData> proposals, const MapData &map);

    /** Emphasises links touching the selected areas or the selected link. */
    void showSelection(const MapData &map, const std::vector<AreaIndex> &areas,
                       const std::optional<LinkPair> &link);
    void setVisible(bool visible);
    bool isVisible() const { return m_look.visible; }
    void setViewScale(qreal scale);

    const std::vector<LinkItem *> &items() const { return m_items; }
    /** Removes every link item (before the scene is rebuilt). */
    void clear();

private:
    LinkItem *addItem(const LinkData &link, bool proposal);

    MapScene *m_scene;
    QHash<QString, QPointF> m_anchors;
    std::vector<LinkItem *> m_items;
    std::vector<LinkData> m_proposals;
    /** What every link item takes from the layer, now and when it is made. */
    struct ItemLook
    {
        bool visible = true;
        qreal viewScale = 1;

        void applyTo(LinkItem *item) const;
    };
    ItemLook m_look;
};

} // namespace vinci
