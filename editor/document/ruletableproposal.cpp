#include "ruletableproposal.h"

#include "rules/ruleset.h"

#include <algorithm>
#include <cmath>

namespace vinci {

int proposedOnlineExtraPawns(const MapData &map, int players)
{
    const auto provinces = std::count_if(map.areas.begin(), map.areas.end(), [](const AreaData &a) {
        return a.kind == AreaKind::Land;
    });
    // "The number of extra pawns is showed on each map": the published numbers are the original
    // map's; a board with more provinces per player needs more pawns to fill its share of it.
    const double scale = static_cast<double>(provinces) / originalMapProvinces;
    const double scaled = ruleSet(RuleSetId::Online2013).defaultExtraPawns(players) * scale;
    return std::max(0, static_cast<int>(std::lround(scaled)));
}

RuleSetTable proposedOnlineTable(const MapData &map)
{
    RuleSetTable table;
    table.playerCounts = map.online2013.playerCounts;
    if (table.playerCounts.empty()) {
        const PlayerCountRange range = rulesPlayerCounts(RuleSetId::Online2013);
        for (int players = range.min; players <= range.max; ++players)
            table.playerCounts.push_back(players);
    }
    for (const int players : table.playerCounts) {
        table.extraPawns[players] = proposedOnlineExtraPawns(map, players);
        table.rounds[players] = ruleSet(RuleSetId::Online2013).defaultGameLength(players);
    }
    return table;
}

} // namespace vinci
