#pragma once

#include "areaborders.h"
#include "linkitem.h"
#include "map/linkpair.h"
#include "map/provincegraph.h"

#include <QHash>
#include <QLineF>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>

#include <optional>
#include <utility>
#include <vector>

namespace vinci {

class MapArt;
class MapScene;

/**
 * The links of a map as LinkItems over a MapScene, and the adjacency proposals waiting for a
 * decision. A link between two provinces (or two sea zones) joins the areas' anchors: where
 * the name is planned inside the area (LabelPlan::fittedLayout: the map's label anchor, else
 * its best inside point), whatever place the name is drawn in at the fit zoom, or the deepest
 * inside point of an area without a label, through the middle of a stretch of the border the two
 * share (AreaBorders), passing no other area's name where it can, drawn from the edge of one
 * name drawn to the edge of the other (not into the letters). A sea link between a province
 * and a sea zone is a short mark from the province's coast out over that sea zone's water, so
 * that a sea around many provinces does not draw lines across the land. A shared coast crosses
 * the water where the two provinces face each other nearest, from just inside one's coast to
 * just inside the other's, over no third province and ending in no name where it can, nor where
 * another of the province's shared coasts ends. Two provinces whose every way between their
 * names passes a third name get a short mark across their border instead.
 */
class LinkLayer
{
public:
    explicit LinkLayer(MapScene *scene);

    /** Recomputes every area's anchor and where names are (after the map or a label changed). */
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
    LinkItem *addItem(const MapData &map, const LinkData &link, bool proposal);
    /** Where a link is drawn, and whether its ends are at labels. */
    struct LinkLine
    {
        QPolygonF path;
        LinkItem::Ends ends = LinkItem::Ends::AtLabels;
    };
    /**
     * A coast mark for a province's sea link, a line across the water for a shared coast, a
     * border crossing between areas of one kind.
     */
    std::optional<LinkLine> lineOf(const MapData &map, const LinkData &link) const;
    /**
     * Whether a line between two areas of `kind` along `path` crosses the other kind: any land
     * for two sea zones (they meet at a strait), more than a cape's worth of sea for two
     * provinces (they meet on an island one of them shares with the other's name).
     */
    bool acrossOther(const QPolygonF &path, AreaKind kind) const;
    /**
     * `line` from where it leaves `a`'s name drawn to where it enters `b`'s: a line between two
     * sea zones' names (a sea's name, light italic on the water, was struck out by the lines
     * ending at its middle: the s42 walk, "orientale"), a shared coast's ending in a third
     * area's name (`a`, `b`: whose names to leave; -1 for none).
     */
    LinkLine outsideNames(LinkLine line, AreaIndex a, AreaIndex b) const;
    /**
     * outsideNames() for a line between two provinces `a` and `b`, each end only where it stays
     * inside its province.
     */
    LinkLine outsideOwnNames(const LinkLine &line, AreaIndex a, AreaIndex b) const;
    /** Whether `path` runs into the letters of a name drawn other than `a`'s and `b`'s. */
    bool passesThirdName(const QPolygonF &path, AreaIndex a, AreaIndex b) const;
    /** Whether `path` runs into a name drawn at the fit zoom. */
    bool crossesAName(const QPolygonF &path) const;
    /**
     * A short mark across the border of areas `a` and `b` of `kind` at `middle`, into each
     * towards `from` and `to` (their names), over their kind only and through no name drawn,
     * theirs too.
     */
    QPolygonF markAcross(QPointF middle, QPointF from, QPointF to, AreaIndex a, AreaIndex b,
                         AreaKind kind) const;

    MapScene *m_scene;
    QHash<QString, QPointF> m_anchors;
    QHash<QString, AreaIndex> m_indices;
    /** Where the areas' names are planned, for links to pass by. */
    struct Label
    {
        AreaIndex area = 0;
        QRectF rect;
    };
    std::vector<Label> m_labels;
    /**
     * Where the names are drawn at the fit zoom (a small country's beside its planned place, on
     * its coast): a sea link's mark passes none of them.
     */
    std::vector<QRectF> m_drawnNames;
    /** By area, its name's letters with their halo only: where a line meets the name. */
    QHash<AreaIndex, QRectF> m_drawnNameOf;
    /** By area, where a line ending at its name stops: clear of the letters with its dot. */
    QHash<AreaIndex, QRectF> m_nameEndOf;
    /** A border crossing's line between two areas' anchors ("a|b"), kept while they stay. */
    struct Crossing
    {
        QPointF from;
        QPointF to;
        LinkLine line;
        /** It was drawn over a name all the same (every way passed one). */
        bool overName = false;
    };
    mutable QHash<QString, Crossing> m_crossings;
    /** The names' scale (LabelPlan::scale()) the crossings were weighed at. */
    qreal m_crossingsNamesScale = 0;
    /** Where the shared coasts drawn so far end, by province: the next ones end elsewhere. */
    mutable std::vector<std::pair<AreaIndex, QPointF>> m_coastEnds;
    /** The drawing's diagonal: what a link's detours are weighed in. */
    qreal m_diagonal = 0;
    /** The areas' coasts and borders, for the art and the kinds they were found with. */
    AreaBorders m_borders;
    const MapArt *m_bordersArt = nullptr;
    std::vector<AreaKind> m_bordersKinds;
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
