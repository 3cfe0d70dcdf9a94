#pragma once

#include "provincegraph.h"

#include <boost/graph/graph_traits.hpp>
#include <boost/iterator/counting_iterator.hpp>
#include <boost/iterator/iterator_facade.hpp>
#include <boost/property_map/property_map.hpp>

#include <utility>

namespace vinci {

/**
 * A civilization's march over the board as a graph Boost.Graph can search: from each province
 * one step leads to each of its neighbours() and, across the sea (Astronomy), to each province
 * acrossSea(). A view of the ProvinceGraph, which must outlive it; nothing is copied.
 */
struct MarchGraph
{
    const ProvinceGraph *board = nullptr;
    bool acrossSeas = false;
};

/** The steps from one province: its neighbours, then (across the sea) its distant shores. */
class MarchStepIterator
    : public boost::iterator_facade<MarchStepIterator, std::pair<AreaIndex, AreaIndex>,
                                    boost::forward_traversal_tag, std::pair<AreaIndex, AreaIndex>>
{
public:
    MarchStepIterator() = default;
    MarchStepIterator(const MarchGraph &graph, AreaIndex from, std::size_t index)
        : m_board(graph.board)
        , m_from(from)
        , m_index(index)
    {}

private:
    friend class boost::iterator_core_access;
    std::pair<AreaIndex, AreaIndex> dereference() const
    {
        const std::vector<AreaIndex> &near = m_board->neighbours(m_from);
        return {m_from, m_index < near.size() ? near[m_index]
                                              : m_board->acrossSea(m_from)[m_index - near.size()]};
    }
    bool equal(const MarchStepIterator &other) const { return m_index == other.m_index; }
    void increment() { ++m_index; }

    const ProvinceGraph *m_board = nullptr;
    AreaIndex m_from = 0;
    std::size_t m_index = 0;
};

inline std::size_t out_degree(AreaIndex from, const MarchGraph &graph)
{
    std::size_t count = graph.board->neighbours(from).size();
    if (graph.acrossSeas)
        count += graph.board->acrossSea(from).size();
    return count;
}

inline std::pair<MarchStepIterator, MarchStepIterator> out_edges(AreaIndex from,
                                                                 const MarchGraph &graph)
{
    return {MarchStepIterator(graph, from, 0),
            MarchStepIterator(graph, from, out_degree(from, graph))};
}

inline AreaIndex source(const std::pair<AreaIndex, AreaIndex> &step, const MarchGraph &)
{
    return step.first;
}

inline AreaIndex target(const std::pair<AreaIndex, AreaIndex> &step, const MarchGraph &)
{
    return step.second;
}

inline std::size_t num_vertices(const MarchGraph &graph)
{
    return std::size_t(graph.board->areaCount());
}

inline std::pair<boost::counting_iterator<AreaIndex>, boost::counting_iterator<AreaIndex>>
vertices(const MarchGraph &graph)
{
    return {boost::counting_iterator<AreaIndex>(0),
            boost::counting_iterator<AreaIndex>(graph.board->areaCount())};
}

inline boost::identity_property_map get(boost::vertex_index_t, const MarchGraph &)
{
    return {};
}

} // namespace vinci

namespace boost {

template<>
struct graph_traits<vinci::MarchGraph>
{
    struct traversal_category : incidence_graph_tag, vertex_list_graph_tag
    {};
    using vertex_descriptor = vinci::AreaIndex;
    using edge_descriptor = std::pair<vinci::AreaIndex, vinci::AreaIndex>;
    using directed_category = directed_tag;
    using edge_parallel_category = allow_parallel_edge_tag;
    using out_edge_iterator = vinci::MarchStepIterator;
    using vertex_iterator = counting_iterator<vinci::AreaIndex>;
    using vertices_size_type = std::size_t;
    using degree_size_type = std::size_t;
    using edges_size_type = std::size_t;
    using adjacency_iterator = void;
    using in_edge_iterator = void;
    using edge_iterator = void;
    static vertex_descriptor null_vertex() { return -1; }
};

template<>
struct property_map<vinci::MarchGraph, vertex_index_t>
{
    using type = identity_property_map;
    using const_type = identity_property_map;
};

} // namespace boost
