#include "cohesion.h"

#include <algorithm>

namespace vinci {

namespace {

constexpr int outsideEmpire = -1;
constexpr int notReached = -2;

/**
 * Marks the empire's provinces in `partOf` (per area: outsideEmpire, or notReached) for
 * fillPart(). Thread-local storage: cohesion is asked at every step of every reorganization.
 */
AreaVector<int> &markEmpire(const ProvinceGraph &board, const std::vector<AreaIndex> &provinces)
{
    thread_local AreaVector<int> partOf;
    partOf.assign(board.areaCount(), outsideEmpire);
    for (AreaIndex province : provinces)
        partOf[province] = notReached;
    return partOf;
}

/**
 * Breadth-first from `start` over the empire's provinces not reached yet, labelling them `part`
 * and handing each to `reached`. Two provinces are joined by a land or coast border
 * (ProvinceGraph::neighbours) and, across the sea, by any chain of sea zones
 * (ProvinceGraph::acrossSea): the connected components of the board kept to the empire and its
 * seas, found without building a filtered graph of the whole board.
 */
template<class Reached>
void fillPart(const ProvinceGraph &board, bool acrossSea, AreaVector<int> &partOf, AreaIndex start,
              int part, Reached reached)
{
    thread_local std::vector<AreaIndex> queue;
    queue.clear();
    auto visit = [&](AreaIndex next) {
        int &mark = partOf[next];
        if (mark != notReached)
            return;
        mark = part;
        queue.push_back(next);
        reached(next);
    };
    visit(start);
    // By index: visit() appends to the queue while it is walked.
    for (std::size_t head = 0; head < queue.size(); ++head) { // NOLINT(modernize-loop-convert)
        const AreaIndex from = queue[head];
        for (AreaIndex next : board.neighbours(from))
            visit(next);
        if (acrossSea) {
            for (AreaIndex next : board.acrossSea(from))
                visit(next);
        }
    }
}

} // namespace

std::vector<std::vector<AreaIndex>>
empireParts(const ProvinceGraph &board, const std::vector<AreaIndex> &provinces, bool acrossSea)
{
    // An empty empire has no part.
    if (provinces.empty())
        return {};
    AreaVector<int> &partOf = markEmpire(board, provinces);
    std::vector<std::vector<AreaIndex>> parts;
    // Each part gets room for every province not placed yet, so it never grows province by
    // province (usually the first part is the whole empire).
    std::size_t placed = 0;
    for (AreaIndex province : provinces) {
        if (partOf[province] != notReached)
            continue;
        parts.emplace_back();
        std::vector<AreaIndex> &part = parts.back();
        part.reserve(provinces.size() - placed);
        fillPart(board, acrossSea, partOf, province, static_cast<int>(parts.size()) - 1,
                 [&](AreaIndex area) { part.push_back(area); });
        placed += part.size();
    }
    for (auto &part : parts)
        std::sort(part.begin(), part.end());
    std::sort(parts.begin(), parts.end(), [](const auto &a, const auto &b) {
        return a.size() != b.size() ? a.size() > b.size() : a.front() < b.front();
    });
    return parts;
}

std::vector<AreaIndex> partHolding(const ProvinceGraph &board,
                                   const std::vector<AreaIndex> &provinces, AreaIndex area,
                                   bool acrossSea)
{
    std::vector<AreaIndex> part;
    part.reserve(provinces.size());
    AreaVector<int> &partOf = markEmpire(board, provinces);
    fillPart(board, acrossSea, partOf, area, 0,
             [&](AreaIndex reached) { part.push_back(reached); });
    std::sort(part.begin(), part.end());
    return part;
}

bool isCohesive(const ProvinceGraph &board, const std::vector<AreaIndex> &provinces, bool acrossSea)
{
    if (provinces.empty())
        return true;
    // One part: everything is reached from the first province.
    AreaVector<int> &partOf = markEmpire(board, provinces);
    fillPart(board, acrossSea, partOf, provinces.front(), 0, [](AreaIndex) {});
    return std::none_of(provinces.begin(), provinces.end(),
                        [&](AreaIndex province) { return partOf[province] == notReached; });
}

bool boundByCohesion(const GameState &state, int player)
{
    const PlayerState &seat = state.player(player);
    return !seat.virtualPlayer && !(seat.active && seat.active->tiles.has(TileKind::Messengers));
}

} // namespace vinci
