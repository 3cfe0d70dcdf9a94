#include "seareach.h"

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/filtered_graph.hpp>
#include <boost/pending/queue.hpp>

namespace vinci {

namespace {

/** Keeps the sea zones of the board (filtered_graph wants a default-constructible predicate). */
struct IsSea
{
    const AreaGraph *graph = nullptr;
    bool operator()(std::size_t v) const { return (*graph)[v].isSea(); }
};

/** Marks every sea zone the search discovers. */
struct MarkReached : boost::default_bfs_visitor
{
    std::vector<bool> *reached = nullptr;
    template<typename Graph>
    void discover_vertex(std::size_t v, const Graph &) const
    {
        (*reached)[v] = true;
    }
};

} // namespace

std::vector<bool> seasReachedFrom(const AreaGraph &graph, const std::vector<std::size_t> &sources)
{
    const std::size_t count = boost::num_vertices(graph);
    std::vector<bool> reached(count, false);
    if (sources.empty())
        return reached;
    const boost::filtered_graph<AreaGraph, boost::keep_all, IsSea> seas(graph, boost::keep_all(),
                                                                        IsSea{&graph});
    std::vector<boost::default_color_type> colours(count, boost::white_color);
    boost::queue<std::size_t> buffer;
    MarkReached visitor;
    visitor.reached = &reached;
    boost::breadth_first_search(
        seas, sources.begin(), sources.end(), buffer, visitor,
        boost::make_iterator_property_map(colours.begin(), boost::get(boost::vertex_index, graph)));
    return reached;
}

} // namespace vinci
