#include "provincegraph.h"

#include "seareach.h"

#include <QCoreApplication>

#include <algorithm>
#include <iterator>

namespace vinci {

namespace {

/** Translations of this file; lupdate reads the context from here, so call
 * ProvinceGraphTexts::tr(). */
struct ProvinceGraphTexts
{
    Q_DECLARE_TR_FUNCTIONS(ProvinceGraph)
};

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

} // namespace

std::optional<ProvinceGraph> ProvinceGraph::fromMapData(const MapData &map, QString *error)
{
    ProvinceGraph board;
    board.m_mapId = map.id;
    board.m_mapNames = map.names;
    board.m_classic = map.classic;
    board.m_online2013 = map.online2013;
    for (const AreaData &data : map.areas) {
        if (data.id.isEmpty()) {
            fail(error, ProvinceGraphTexts::tr("An area has an empty id."));
            return std::nullopt;
        }
        if (board.m_indexById.contains(data.id)) {
            fail(error, ProvinceGraphTexts::tr("The id \"%1\" is used twice.").arg(data.id));
            return std::nullopt;
        }
        Area area;
        area.id = data.id;
        area.kind = data.kind;
        area.terrain = data.terrain;
        area.mine = data.kind == AreaKind::Land && data.mine;
        area.port = data.kind == AreaKind::Land && data.port;
        area.boardEdge = data.boardEdge;
        area.names = data.names;
        area.label = data.label;
        const auto vertex = boost::add_vertex(area, board.m_graph);
        board.m_indexById.insert(data.id, static_cast<AreaIndex>(vertex));
    }

    for (const LinkData &data : map.links) {
        const auto a = board.indexOf(data.a);
        const auto b = board.indexOf(data.b);
        if (!a || !b) {
            fail(error, ProvinceGraphTexts::tr("The link %1 - %2 names an unknown id \"%3\".")
                            .arg(data.a, data.b, a ? data.b : data.a));
            return std::nullopt;
        }
        if (*a == *b) {
            fail(error, ProvinceGraphTexts::tr("The area \"%1\" is linked to itself.").arg(data.a));
            return std::nullopt;
        }
        const bool bothLand = board.area(*a).isLand() && board.area(*b).isLand();
        const bool kindFits = data.kind == LinkKind::Sea ? !bothLand : bothLand;
        if (!kindFits) {
            fail(error, ProvinceGraphTexts::tr(
                            "The link %1 - %2 has a kind that does not fit the areas it joins.")
                            .arg(data.a, data.b));
            return std::nullopt;
        }
        const auto [edge, added] =
            boost::add_edge(static_cast<std::size_t>(*a), static_cast<std::size_t>(*b),
                            Link{data.kind, data.manual}, board.m_graph);
        (void)edge;
        if (!added) {
            fail(error, ProvinceGraphTexts::tr("The areas %1 and %2 are linked twice.")
                            .arg(data.a, data.b));
            return std::nullopt;
        }
    }
    board.derive();
    return board;
}

std::optional<AreaIndex> ProvinceGraph::indexOf(QStringView id) const
{
    const auto it = m_indexById.constFind(id.toString());
    if (it == m_indexById.constEnd())
        return std::nullopt;
    return *it;
}

std::optional<LinkKind> ProvinceGraph::linkKind(AreaIndex a, AreaIndex b) const
{
    const auto [edge, exists] = boost::edge(idx(a), idx(b), m_graph);
    if (!exists)
        return std::nullopt;
    return m_graph[edge].kind;
}

bool ProvinceGraph::areNeighbours(AreaIndex a, AreaIndex b) const
{
    const auto &list = m_neighbours[a];
    return std::find(list.begin(), list.end(), b) != list.end();
}

void ProvinceGraph::derive()
{
    const std::size_t n = boost::num_vertices(m_graph);
    const int count = areaCount();
    m_neighbours.assign(count, {});
    m_acrossSea.assign(count, {});
    m_start.assign(count, false);
    m_coastal.assign(count, false);
    m_touchesSea.assign(count, false);
    m_touchesEdgeSea.assign(count, false);
    m_coastNeighbours.assign(count, {});

    for (std::size_t v = 0; v < n; ++v)
        (m_graph[v].isLand() ? m_land : m_sea).push_back(static_cast<AreaIndex>(v));

    for (AreaIndex land : m_land) {
        const std::size_t v = idx(land);
        bool start = m_graph[v].boardEdge;
        bool coastal = false;
        for (const auto edge : boost::make_iterator_range(boost::out_edges(v, m_graph))) {
            const std::size_t other = boost::target(edge, m_graph);
            const Link &link = m_graph[edge];
            if (m_graph[other].isLand()) {
                m_neighbours[land].push_back(static_cast<AreaIndex>(other));
                coastal = coastal || link.kind == LinkKind::Coast;
            } else {
                coastal = true;
                m_touchesSea[land] = true;
                m_touchesEdgeSea[land] = m_touchesEdgeSea[land] || m_graph[other].boardEdge;
                start = start || m_graph[other].boardEdge;
            }
        }
        std::sort(m_neighbours[land].begin(), m_neighbours[land].end());
        m_start[land] = start;
        m_coastal[land] = coastal;

        // Every land area on the far shore of a chain of sea zones is reachable across the sea.
        std::vector<std::size_t> seas;
        for (const auto edge : boost::make_iterator_range(boost::out_edges(v, m_graph))) {
            const std::size_t other = boost::target(edge, m_graph);
            if (m_graph[other].isSea())
                seas.push_back(other);
        }
        const std::vector<bool> reached = seasReachedFrom(m_graph, seas);
        std::vector<bool> shore(n, false);
        for (std::size_t sea = 0; sea < n; ++sea) {
            if (!reached[sea])
                continue;
            for (const auto edge : boost::make_iterator_range(boost::out_edges(sea, m_graph))) {
                const std::size_t other = boost::target(edge, m_graph);
                if (other != v && !shore[other] && m_graph[other].isLand()) {
                    shore[other] = true;
                    m_acrossSea[land].push_back(static_cast<AreaIndex>(other));
                }
            }
        }
        std::sort(m_acrossSea[land].begin(), m_acrossSea[land].end());
    }

    // Shared coasts: a coast link, or a land border between two shores of one sea zone.
    auto seasOf = [&](std::size_t v) {
        std::vector<std::size_t> seas;
        for (auto [it, end] = boost::adjacent_vertices(v, m_graph); it != end; ++it) {
            if (m_graph[*it].isSea())
                seas.push_back(*it);
        }
        std::sort(seas.begin(), seas.end());
        return seas;
    };
    for (AreaIndex land : m_land) {
        const std::size_t v = idx(land);
        const std::vector<std::size_t> mine = seasOf(v);
        for (AreaIndex other : m_neighbours[land]) {
            bool shared =
                m_graph[boost::edge(v, idx(other), m_graph).first].kind == LinkKind::Coast;
            if (!shared) {
                const std::vector<std::size_t> theirs = seasOf(idx(other));
                std::vector<std::size_t> common;
                std::set_intersection(mine.begin(), mine.end(), theirs.begin(), theirs.end(),
                                      std::back_inserter(common));
                shared = !common.empty();
            }
            if (shared)
                m_coastNeighbours[land].push_back(other);
        }
    }
}

} // namespace vinci
