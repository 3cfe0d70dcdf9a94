#include "seareach.h"

#include "breadthfirst.h"

#include <boost/graph/filtered_graph.hpp>

namespace vinci {

namespace {

/** Keeps the sea zones of the board (filtered_graph wants a default-constructible predicate). */
struct IsSea
{
    const AreaGraph *graph = nullptr;
    bool operator()(std::size_t v) const { return (*graph)[v].isSea(); }
};

} // namespace

std::vector<bool> seasReachedFrom(const AreaGraph &graph, const std::vector<std::size_t> &sources)
{
    const boost::filtered_graph<AreaGraph, boost::keep_all, IsSea> seas(graph, boost::keep_all(),
                                                                        IsSea{&graph});
    return reachedFrom(seas, sources);
}

} // namespace vinci
