#include "cohesion.h"

#include <boost/graph/connected_components.hpp>
#include <boost/graph/filtered_graph.hpp>

#include <algorithm>
#include <map>

namespace vinci {

namespace {

/** Keeps the empire's provinces, and the sea zones when the empire crosses the sea. */
struct EmpireVertices
{
    const std::vector<bool> *inEmpire = nullptr;
    const AreaGraph *graph = nullptr;
    bool acrossSea = false;

    bool operator()(std::size_t vertex) const
    {
        return (*inEmpire)[vertex] || (acrossSea && (*graph)[vertex].isSea());
    }
};

/** Keeps land and coast borders, and sea links when the empire crosses the sea. */
struct EmpireLinks
{
    const AreaGraph *graph = nullptr;
    bool acrossSea = false;

    template<typename Edge>
    bool operator()(const Edge &edge) const
    {
        return (*graph)[edge].kind != LinkKind::Sea || acrossSea;
    }
};

} // namespace

std::vector<std::vector<AreaIndex>>
empireParts(const ProvinceGraph &board, const std::vector<AreaIndex> &provinces, bool acrossSea)
{
    // An empty empire has no part (and the filtered graph would hold no vertex at all).
    if (provinces.empty())
        return {};
    const AreaGraph &graph = board.graph();
    const std::size_t n = boost::num_vertices(graph);
    std::vector<bool> inEmpire(n, false);
    for (AreaIndex province : provinces)
        inEmpire[static_cast<std::size_t>(province)] = true;

    const boost::filtered_graph<AreaGraph, EmpireLinks, EmpireVertices> empire(
        graph, EmpireLinks{&graph, acrossSea}, EmpireVertices{&inEmpire, &graph, acrossSea});
    // Sized on the underlying graph: filtered-out vertices keep an unused entry.
    std::vector<std::size_t> component(n, 0);
    boost::connected_components(empire, component.data());

    std::map<std::size_t, std::vector<AreaIndex>> byComponent;
    for (AreaIndex province : provinces)
        byComponent[component[static_cast<std::size_t>(province)]].push_back(province);

    std::vector<std::vector<AreaIndex>> parts;
    for (auto &[id, part] : byComponent) {
        std::sort(part.begin(), part.end());
        part.erase(std::unique(part.begin(), part.end()), part.end());
        parts.push_back(std::move(part));
    }
    std::sort(parts.begin(), parts.end(), [](const auto &a, const auto &b) {
        return a.size() != b.size() ? a.size() > b.size() : a.front() < b.front();
    });
    return parts;
}

bool isCohesive(const ProvinceGraph &board, const std::vector<AreaIndex> &provinces, bool acrossSea)
{
    return empireParts(board, provinces, acrossSea).size() <= 1;
}

bool boundByCohesion(const GameState &state, int player)
{
    const PlayerState &seat = state.player(player);
    return !seat.virtualPlayer && !(seat.active && seat.active->tiles.has(TileKind::Messengers));
}

} // namespace vinci
