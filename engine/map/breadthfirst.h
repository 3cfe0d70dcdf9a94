#pragma once

#include <boost/graph/breadth_first_search.hpp>
#include <boost/pending/queue.hpp>

#include <vector>

namespace vinci {

// The board's searches, written once: Boost.Graph's breadth_first_search from several sources
// at once, over any graph it can walk (the board's AreaGraph, a filtered view of it, the
// MarchGraph of a civilization's steps).

namespace detail {

/** Notes each vertex's steps from the sources as the search first reaches it. */
template<typename Steps>
struct CountSteps : boost::default_bfs_visitor
{
    Steps *steps = nullptr;
    template<typename Edge, typename Graph>
    void tree_edge(const Edge &edge, const Graph &graph) const
    {
        // Unqualified: the graph's own functions are found by its namespace, wherever declared.
        (*steps)[std::size_t(target(edge, graph))] = (*steps)[std::size_t(source(edge, graph))] + 1;
    }
};

/** The search's queue, which takes no vertex at the horizon: the search goes no further. */
template<typename Vertex>
class HorizonQueue : public boost::queue<Vertex>
{
public:
    HorizonQueue(const std::vector<int> &steps, int horizon)
        : m_steps(steps)
        , m_horizon(horizon)
    {}
    void push(const Vertex &vertex)
    {
        if (m_steps[std::size_t(vertex)] < m_horizon)
            boost::queue<Vertex>::push(vertex);
    }

private:
    const std::vector<int> &m_steps;
    int m_horizon;
};

} // namespace detail

/**
 * How many steps each vertex of `graph` is from the nearest of `sources` (which count as `first`
 * steps away), searching no further than `horizon` steps; `horizon + 1` for what lies beyond.
 */
template<typename Graph, typename Sources>
std::vector<int> stepsFrom(const Graph &graph, const Sources &sources, int first, int horizon)
{
    using Vertex = typename boost::graph_traits<Graph>::vertex_descriptor;
    const auto count = std::size_t(num_vertices(graph));
    std::vector<int> steps(count, horizon + 1);
    if (std::begin(sources) == std::end(sources))
        return steps;
    for (const auto source : sources)
        steps[std::size_t(source)] = first;
    // Every vertex white already: breadth_first_visit (not _search, which would colour them all
    // white again). The colours are kept between searches: the threat map asks for many.
    thread_local std::vector<boost::default_color_type> colours;
    colours.assign(count, boost::white_color);
    detail::HorizonQueue<Vertex> queue(steps, horizon);
    detail::CountSteps<std::vector<int>> visitor;
    visitor.steps = &steps;
    boost::breadth_first_visit(
        graph, std::begin(sources), std::end(sources), queue, visitor,
        boost::make_iterator_property_map(colours.begin(), get(boost::vertex_index, graph)));
    return steps;
}

/** Which vertices of `graph` a search from `sources` reaches (sources included). */
template<typename Graph, typename Sources>
std::vector<bool> reachedFrom(const Graph &graph, const Sources &sources)
{
    const auto count = std::size_t(num_vertices(graph));
    const std::vector<int> steps = stepsFrom(graph, sources, 0, int(count));
    std::vector<bool> reached(count);
    for (std::size_t v = 0; v < count; ++v)
        reached[v] = steps[v] <= int(count);
    return reached;
}

} // namespace vinci
