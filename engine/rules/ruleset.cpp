#include "ruleset.h"

#include "civilizationtiles.h"
#include "onlinetiles.h"
#include "tiletable.h"

#include <QCoreApplication>

#include <algorithm>

namespace vinci {

namespace {

// "Cost of expanding into a province = 2 tokens (+1 for forest or mountain) ..."
// (1999 rules, English)
int classicTerrainCost(Terrain terrain)
{
    return (terrain == Terrain::Forest || terrain == Terrain::Mountain) ? 3 : 2;
}

// "the player scores one point for each province ... Mountain provinces, however, score 0
// points." (1999 rules, English)
int classicProvinceValue(Terrain terrain)
{
    return terrain == Terrain::Mountain ? 0 : 1;
}

// "A brown token is placed in every province on the game board, except the gray mountain
// provinces and in the dark blue water zones." (1999 rules, English)
bool classicStartsWithNeutral(Terrain terrain)
{
    return terrain != Terrain::Mountain;
}

// "Number of players / Extra tokens: 3 8, 4 6, 5 4, 6 3" (1999 rules, English)
int classicExtraPawns(int playerCount)
{
    switch (playerCount) {
    case 3:
        return 8;
    case 4:
        return 6;
    case 5:
        return 4;
    default:
        return 3;
    }
}

// "100 with 5-6 players, 120 with 4 players, and 150 with 3 players." (1999 rules, English)
int classicVictoryTarget(int playerCount)
{
    if (playerCount <= 3)
        return 150;
    return playerCount == 4 ? 120 : 100;
}

std::vector<TileCount> classicMix(bool printedMix, int)
{
    return classicTileMix(printedMix);
}

// "The active civilization and the declining civilization of the same player may not come in
// contact." (1999 rules, English)
bool classicContactClears(Terrain, Terrain)
{
    return true;
}

// Online 2013 ("Vinci II"), "Cost of a new Province": "Plains (yellow) 2, Meadow (green) 2,
// Normal (brown) 2, Forest (dark green) 3, Mountains (grey) 3, Deserts (light yellow) 2, Rivers
// (light blue) 1"; "light blue regions that represent controllable seas ... have the same
// defence and rules as the rivers."
int onlineTerrainCost(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Forest:
    case Terrain::Mountain:
        return 3;
    case Terrain::River:
    case Terrain::ControllableSea:
        return 1;
    case Terrain::Farmland:
    case Terrain::Prairie:
    case Terrain::Normal:
    case Terrain::Desert:
        return 2;
    }
    return 2;
}

// "Mountain, desert and river provinces, however, score 0 points." (Online 2013)
int onlineProvinceValue(Terrain terrain)
{
    return terrain == Terrain::Mountain || terrain == Terrain::Desert || isRiverLike(terrain) ? 0
                                                                                              : 1;
}

// "A brown pawn is placed in every province on the game board, except the gray mountain
// provinces, yellow desert provinces and in the blue water zones (rivers and seas)." (Online 2013)
bool onlineStartsWithNeutral(Terrain terrain)
{
    return terrain != Terrain::Mountain && terrain != Terrain::Desert && !isRiverLike(terrain);
}

// The text gives only "10 because there are 3 players" and "In a 4 player game, the
// civilization would start with 14 pawns" (6); 2 and 5 players are ours, as on the map
// (docs/rules-decisions.md, "Online 2013: extra pawns").
int onlineExtraPawns(int playerCount)
{
    switch (playerCount) {
    case 2:
        return 12;
    case 3:
        return 10;
    case 4:
        return 6;
    default:
        return 4;
    }
}

// "2 Players.....13 rounds 3 Players.....12 rounds 4 Players.....11 rounds 5 Players.....10
// rounds" (Online 2013)
int onlineRounds(int playerCount)
{
    return std::clamp(15 - playerCount, 10, 13);
}

// "Civilization token Specialization has been removed. Diplomacy is used with 3 or more players.
// With 2 players, there is no diplomatic token." One copy of each of the "35 civilization tiles"
// (docs/rules-decisions.md, "Online 2013: the bag").
std::vector<TileCount> onlineMix(bool, int playerCount)
{
    std::vector<TileCount> mix;
    for (int k = 0; k < allTileKindCount; ++k) {
        const auto kind = static_cast<TileKind>(k);
        if (kind == TileKind::Specialization || (kind == TileKind::Diplomacy && playerCount < 3))
            continue;
        mix.push_back({kind, 1});
    }
    return mix;
}

// "THIS IS ONLY APPLIED TO NON-RIVER PROVINCES. You can be adjacent to your declined provinces
// as long as any of the provinces (active or decline) is a river." (Online 2013)
bool onlineContactClears(Terrain conquered, Terrain declining)
{
    return !isRiverLike(conquered) && !isRiverLike(declining);
}

// The red numbers of the tile table, with the online text's own (Galleys 4).
int onlinePairPawns(TileKind first, TileKind second)
{
    return tilePawnNumber(first, RuleSetId::Online2013) +
           tilePawnNumber(second, RuleSetId::Online2013);
}

} // namespace

namespace detail {

constinit const RuleSet classicRuleSet{
    RuleSetId::Classic,
    QT_TRANSLATE_NOOP("RuleSet", "Classic (1999)"),
    // "The main game plays with 3 to 6 players" (1999 rules, English)
    3,
    6,
    10,
    2,
    2,
    0,
    GameEnd::VictoryPoints,
    false,
    classicTerrainCost,
    classicProvinceValue,
    classicStartsWithNeutral,
    classicExtraPawns,
    classicVictoryTarget,
    true,
    false,
    classicMix,
    classicContactClears,
    vinci::pairPawns,
    false,
    // "Each player takes their first turn, which consists merely of choosing their first
    // civilization" (1999 rules, Setting Up)
    false,
};

constinit const RuleSet online2013RuleSet{
    RuleSetId::Online2013,
    QT_TRANSLATE_NOOP("RuleSet", "Online 2013"),
    // "2-5 players" (online rules 2013)
    2,
    5,
    // "Each player chooses a color and starts with 5 victory points."
    5,
    // "the player must pay one victory point ... Each civilization further along the track costs
    // an additional point"; "Each one of these tokens represents one victory point."
    1,
    1,
    // "The conquest of regions now always need at least one pawn"
    1,
    GameEnd::FixedRounds,
    // "its surviving pawns are redeployed by the game automatically after the expansion phase"
    true,
    onlineTerrainCost,
    onlineProvinceValue,
    onlineStartsWithNeutral,
    onlineExtraPawns,
    onlineRounds,
    // No virtual players: "2-5 players" and nothing about virtual ones.
    false,
    // "All tiles from the declining civilization are maintained until the new civilization is
    // declined, but only certain tiles will have an effect for the declining civilization."
    true,
    onlineMix,
    onlineContactClears,
    onlinePairPawns,
    true,
    // "only in this first turn, the player must immediately start the conquest phase" (Setting
    // Up; firstturn.cpp)
    true,
};

} // namespace detail

const RuleSet &classicRules()
{
    return detail::classicRuleSet;
}

const RuleSet &online2013Rules()
{
    return detail::online2013RuleSet;
}

PlayerCountRange rulesPlayerCounts(RuleSetId id)
{
    const RuleSet &rules = ruleSet(id);
    return {rules.minPlayers, rules.maxPlayers};
}

const RuleSetTable &mapTable(const ProvinceGraph &board, RuleSetId id)
{
    return id == RuleSetId::Online2013 ? board.online2013Table() : board.classicTable();
}

QString ruleSetKey(RuleSetId id)
{
    return id == RuleSetId::Online2013 ? QStringLiteral("online2013") : QStringLiteral("classic");
}

std::optional<RuleSetId> ruleSetFromKey(QStringView key)
{
    if (key == u"classic")
        return RuleSetId::Classic;
    if (key == u"online2013" || key == u"online")
        return RuleSetId::Online2013;
    return std::nullopt;
}

std::vector<TileCount> classicTileMix(bool printedMix)
{
    std::vector<TileCount> mix;
    for (int k = 0; k < tileKindCount; ++k) {
        const TileInfo &info = tileInfo(static_cast<TileKind>(k));
        int copies = info.classicCopies;
        // "There were supposed to be 3 Barbarian counters and 1 Specialization counter in the
        // mix, but ... there are 2 of each." (1999 errata)
        if (printedMix &&
            (info.kind == TileKind::Barbarians || info.kind == TileKind::Specialization))
            copies = 2;
        if (copies > 0)
            mix.push_back({info.kind, copies});
    }
    return mix;
}

} // namespace vinci
