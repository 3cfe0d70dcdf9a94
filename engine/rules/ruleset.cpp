#include "ruleset.h"

#include "tiletable.h"

#include <QCoreApplication>

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

constexpr RuleSet classic{
    RuleSetId::Classic,
    QT_TRANSLATE_NOOP("RuleSet", "Classic (1999)"),
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
};

} // namespace

const RuleSet &classicRules()
{
    return classic;
}

const RuleSet &ruleSet(RuleSetId id)
{
    // Online 2013 shares the Classic turn structure; its own data and tiles are not in the
    // engine yet, so only Classic can be chosen (gameoptions.cpp refuses Online 2013).
    Q_UNUSED(id);
    return classic;
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
        mix.push_back({info.kind, copies});
    }
    return mix;
}

} // namespace vinci
