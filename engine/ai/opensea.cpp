#include "opensea.h"

#include "map/seareach.h"

namespace vinci {

AreaVector<bool> openSeaCoasts(const ProvinceGraph &board)
{
    const AreaGraph &graph = board.graph();

    // Sea zones reachable from a board-edge sea zone through sea zones: the open water.
    std::vector<std::size_t> edgeSeas;
    for (AreaIndex sea : board.seaAreas()) {
        if (board.area(sea).boardEdge)
            edgeSeas.push_back(static_cast<std::size_t>(sea));
    }
    const std::vector<bool> openSea = seasReachedFrom(graph, edgeSeas);

    AreaVector<bool> result(board.areaCount(), false);
    for (AreaIndex land : board.landAreas()) {
        const auto v = static_cast<std::size_t>(land);
        bool touchesSea = false;
        bool touchesOpenSea = false;
        bool sharesCoast = false;
        for (auto [it, end] = boost::adjacent_vertices(v, graph); it != end; ++it) {
            if (graph[*it].isSea()) {
                touchesSea = true;
                touchesOpenSea = touchesOpenSea || openSea[*it];
            } else if (board.linkKind(land, static_cast<AreaIndex>(*it)) == LinkKind::Coast) {
                sharesCoast = true;
            }
        }
        result[land] = touchesOpenSea || (sharesCoast && !touchesSea);
    }
    return result;
}

} // namespace vinci
