#include "cohesion.h"

#include <algorithm>

namespace vinci {

std::vector<std::vector<AreaIndex>>
empireParts(const ProvinceGraph &board, const std::vector<AreaIndex> &provinces, bool acrossSea)
{
    // An empty empire has no part.
    if (provinces.empty())
        return {};
    // Breadth-first over the empire's own provinces. Two of them are joined by a land or coast
    // border (ProvinceGraph::neighbours) and, across the sea, by any chain of sea zones
    // (ProvinceGraph::acrossSea): the connected components of the board kept to the empire and
    // its seas, found without building a filtered graph. This runs at every reorganization and
    // every legal-move check of one; the board-wide search took a third of a random game.
    constexpr int outside = -1;
    constexpr int unvisited = -2;
    thread_local std::vector<int> partOf;
    thread_local std::vector<AreaIndex> queue;
    partOf.assign(static_cast<std::size_t>(board.areaCount()), outside);
    for (AreaIndex province : provinces)
        partOf[static_cast<std::size_t>(province)] = unvisited;

    std::vector<std::vector<AreaIndex>> parts;
    auto visit = [&](AreaIndex next, int part) {
        int &mark = partOf[static_cast<std::size_t>(next)];
        if (mark != unvisited)
            return;
        mark = part;
        queue.push_back(next);
        parts[static_cast<std::size_t>(part)].push_back(next);
    };
    for (AreaIndex province : provinces) {
        if (partOf[static_cast<std::size_t>(province)] != unvisited)
            continue;
        const int part = static_cast<int>(parts.size());
        parts.emplace_back();
        queue.clear();
        visit(province, part);
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const AreaIndex from = queue[head];
            for (AreaIndex next : board.neighbours(from))
                visit(next, part);
            if (acrossSea) {
                for (AreaIndex next : board.acrossSea(from))
                    visit(next, part);
            }
        }
    }
    for (auto &part : parts)
        std::sort(part.begin(), part.end());
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
