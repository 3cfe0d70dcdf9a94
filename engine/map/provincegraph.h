#pragma once

#include "areavector.h"
#include "mapdata.h"

#include <QHash>

#include <boost/graph/adjacency_list.hpp>

#include <algorithm>
#include <optional>
#include <vector>

namespace vinci {

/** Vertex bundle: one province or sea zone of the board. */
struct Area
{
    QString id;
    AreaKind kind = AreaKind::Land;
    Terrain terrain = Terrain::Farmland;
    bool mine = false;
    bool port = false;
    bool boardEdge = false;
    LocalizedName names;
    std::optional<QPointF> label;

    bool isLand() const { return kind == AreaKind::Land; }
    bool isSea() const { return kind == AreaKind::Sea; }
};

/** Edge bundle: the kind of an adjacency and whether a designer set it by hand. */
struct Link
{
    LinkKind kind = LinkKind::Land;
    bool manual = false;
};

/** The board's adjacency: setS forbids parallel edges, vecS keeps vertex indices stable. */
using AreaGraph = boost::adjacency_list<boost::setS, boost::vecS, boost::undirectedS, Area, Link>;

/**
 * The map model the rules work on: a Boost.Graph of provinces and sea zones built once from a
 * map file, plus the derived facts the rules ask for again and again (neighbours, start
 * provinces, coasts), computed once at construction.
 */
class ProvinceGraph
{
public:
    /**
     * Builds the graph. Fails (with a message naming the ids involved) on a duplicate or empty
     * id, a link to an unknown id, a link from an area to itself, a pair linked twice, or a link
     * whose kind does not fit its ends (land/coast between two land provinces, sea with at least
     * one sea zone). The validator reports these and more; this is the last line of defence.
     */
    static std::optional<ProvinceGraph> fromMapData(const MapData &map, QString *error = nullptr);

    int areaCount() const { return static_cast<int>(boost::num_vertices(m_graph)); }
    const Area &area(AreaIndex index) const { return m_graph[static_cast<std::size_t>(index)]; }
    /** The index of the area with this id, if there is one. */
    std::optional<AreaIndex> indexOf(QStringView id) const;
    const AreaGraph &graph() const { return m_graph; }

    /** The map's id and names, and what it says per rule set (player counts, tables). */
    const QString &mapId() const { return m_mapId; }
    const LocalizedName &mapNames() const { return m_mapNames; }
    const RuleSetTable &classicTable() const { return m_classic; }
    const RuleSetTable &online2013Table() const { return m_online2013; }

    const std::vector<AreaIndex> &landAreas() const { return m_land; }
    const std::vector<AreaIndex> &seaAreas() const { return m_sea; }

    /** Land provinces adjacent by a land border or a shared coast ("adjacent for all purposes"). */
    const std::vector<AreaIndex> &neighbours(AreaIndex index) const { return m_neighbours[index]; }
    /** Land provinces reachable from this one across one or more sea zones (Astronomy). */
    const std::vector<AreaIndex> &acrossSea(AreaIndex index) const { return m_acrossSea[index]; }
    /** The kind of the direct link between two areas, if they are linked. */
    std::optional<LinkKind> linkKind(AreaIndex a, AreaIndex b) const;
    bool areNeighbours(AreaIndex a, AreaIndex b) const;

    /**
     * "The starting province can be a land province that touches any edge of the board, or a
     * land province that can be reached from the edge of the board by crossing only one sea
     * region." (1999 rules, English)
     */
    bool isStartArea(AreaIndex index) const { return m_start[index]; }
    /** Has a light-blue coast (a coast link) or touches a sea zone. */
    bool isCoastal(AreaIndex index) const { return m_coastal[index]; }
    /**
     * Whether two land provinces "ont une côte commune (partagent une même zone bleu clair)"
     * (1999 rules, French): a coast link (light-blue strips touching across the water), or a
     * white land border between two provinces on the shore of the same sea zone, whose
     * light-blue strips meet where the border reaches that sea.
     */
    bool shareCoast(AreaIndex a, AreaIndex b) const
    {
        const auto &list = m_coastNeighbours[a];
        return std::binary_search(list.begin(), list.end(), b);
    }
    /** Touches a sea zone (dark blue). */
    bool touchesSea(AreaIndex index) const { return m_touchesSea[index]; }
    /**
     * Touches a sea zone on the board edge: a civilization entering here may come "par mer"
     * (1999 rules, French), crossing the one sea region the start rule allows.
     */
    bool touchesEdgeSea(AreaIndex index) const { return m_touchesEdgeSea[index]; }

private:
    static std::size_t idx(AreaIndex index) { return static_cast<std::size_t>(index); }
    void derive();

    AreaGraph m_graph;
    QString m_mapId;
    LocalizedName m_mapNames;
    RuleSetTable m_classic;
    RuleSetTable m_online2013;
    QHash<QString, AreaIndex> m_indexById;
    std::vector<AreaIndex> m_land;
    std::vector<AreaIndex> m_sea;
    AreaVector<std::vector<AreaIndex>> m_neighbours;
    AreaVector<std::vector<AreaIndex>> m_acrossSea;
    AreaVector<bool> m_start;
    AreaVector<bool> m_coastal;
    AreaVector<bool> m_touchesSea;
    AreaVector<bool> m_touchesEdgeSea;
    AreaVector<std::vector<AreaIndex>> m_coastNeighbours; ///< sorted; see shareCoast()
};

} // namespace vinci
