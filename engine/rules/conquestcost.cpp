#include "conquestcost.h"

#include "onlinetiles.h"
#include "tiletable.h"

#include <QCoreApplication>

#include <algorithm>

namespace vinci {

namespace {

const CivilizationTiles &tilesOf(const GameState &state, int player)
{
    static const CivilizationTiles none;
    const auto &active = state.player(player).active;
    return active ? active->tiles : none;
}

// "+1 token for every neutral or enemy token currently residing in the province."
int defenderPawns(const ProvinceState &province)
{
    return province.holder == Holder::Empty ? 0 : province.pawns;
}

// Fortification: "A province with a fortress costs +1 token to conquer".
int fortSurcharge(const ProvinceState &province)
{
    return province.fort ? 1 : 0;
}

// Militia: "Each time another player wishes to conquer a province of a civilization with
// militia, it costs one extra token." Declining civilizations keep no Militia tile.
int militiaSurcharge(const GameState &state, const ProvinceState &province)
{
    // Online Militia places forts instead ("Fort tokens give +1 Defense.").
    if (province.holder != Holder::Active || state.rules().onlineTileWording)
        return 0;
    return tilesOf(state, province.player).level(TileKind::Militia);
}

// "-1 if the expanding player is attacking from a mountain province adjacent to the target"; it
// "applies when attack across coastal boundaries" but "does NOT apply when attacking across Sea
// spaces using Astronomy" (1999 errata).
int fromMountainBonus(const GameState &state, Approach approach)
{
    if (approach.kind != ApproachKind::OverLand && approach.kind != ApproachKind::OverCoast)
        return 0;
    return state.board->area(approach.from).terrain == Terrain::Mountain ? 1 : 0;
}

// Fortification: "attacks made from this province cost -1 token"; like the mountain bonus, not
// across the sea ("bonuses for attacking from a fort or from a mountain are NOT applied if
// attacking across a sea").
int fromFortBonus(const GameState &state, Approach approach)
{
    if (approach.kind != ApproachKind::OverLand && approach.kind != ApproachKind::OverCoast)
        return 0;
    // Online 2013: "Fort tokens give +1 Defense", nothing for the attack.
    if (state.rules().onlineTileWording)
        return 0;
    return state.at(approach.from).fort ? 1 : 0;
}

// Weapons: "Each expansion into a new province costs one token less."
int weaponsDiscount(const CivilizationTiles &tiles)
{
    return tiles.level(TileKind::Weapons);
}

// Mountaineering: "Conquering a mountain province (gray) costs one token less."
int mountaineeringDiscount(const CivilizationTiles &tiles, Terrain terrain)
{
    return terrain == Terrain::Mountain ? tiles.level(TileKind::Mountaineering) : 0;
}

// Ship Building (Galères): "Absorber une province coûte un pion de moins si la province de départ
// et la province absorbée ont une côte commune (partagent une même zone bleu clair). ... Les
// Galères sont utilisables en conjonction avec Astronomie, ainsi que lors de l'entrée en jeu d'un
// peuple, si celle-ci se fait par mer." (1999 rules, French; docs/rules-decisions.md D7)
int shipBuildingDiscount(const GameState &state, const CivilizationTiles &tiles, int level,
                         AreaIndex target, Approach approach)
{
    if (level == 0)
        return 0;
    if (state.rules().onlineTileWording)
        return galleysDiscount(*state.board, tiles, target);
    const ProvinceGraph &board = *state.board;
    switch (approach.kind) {
    case ApproachKind::OverCoast:
    case ApproachKind::AcrossSea:
        return level;
    case ApproachKind::Entering:
        // By sea: across the one sea region the start allows, or, for Revolutionaries, who
        // "may appear in any province", across any sea zone the province touches.
        return board.touchesEdgeSea(target) ||
                       (tiles.has(TileKind::Revolutionaries) && board.touchesSea(target))
                   ? level
                   : 0;
    case ApproachKind::OverLand:
        return 0;
    }
    return 0;
}

/** A cost being summed: the total, and the breakdown when someone will read it. */
struct CostSum
{
    int total = 0;
    std::vector<CostPart> *parts = nullptr;

    void add(CostTerm term, int pawns)
    {
        if (parts && pawns != 0)
            parts->push_back({term, pawns});
        total += pawns;
    }
};

/** The cost's total, and its breakdown into `parts` when given (the window's tooltip). */
int sumCost(const GameState &state, int player, AreaIndex target, Approach approach, bool espionage,
            std::vector<CostPart> *parts)
{
    CostSum cost{0, parts};
    // Religion: "Conquer a province for 0 pawns" (Online 2013); it supersedes the minimum of one
    // pawn ("civilization tiles supersede the normal rules") and is always the cheapest way.
    if (religionCanConvert(state, player, target)) {
        if (parts)
            parts->push_back({CostTerm::Religion, 0});
        return 0;
    }
    if (espionage) {
        // "a province can be conquered at the cost of two tokens, regardless of how heavily it
        // is defended. All other modifiers are ignored"
        cost.add(CostTerm::Espionage, 2);
        return cost.total;
    }
    const RuleSet &rules = state.rules();
    const Terrain terrain = state.board->area(target).terrain;
    const ProvinceState &province = state.at(target);
    const CivilizationTiles &tiles = tilesOf(state, player);
    const int terrainCost = rules.terrainCost(terrain);
    cost.add(CostTerm::Base, std::min(terrainCost, 2));
    cost.add(CostTerm::RoughTerrain, terrainCost - std::min(terrainCost, 2));
    cost.add(CostTerm::Defenders, defenderPawns(province));
    cost.add(CostTerm::Fort, fortSurcharge(province));
    cost.add(CostTerm::Militia, militiaSurcharge(state, province));
    cost.add(CostTerm::FromMountain, -fromMountainBonus(state, approach));
    cost.add(CostTerm::FromFort, -fromFortBonus(state, approach));
    cost.add(CostTerm::Weapons, -weaponsDiscount(tiles));
    cost.add(CostTerm::Mountaineering, -mountaineeringDiscount(tiles, terrain));
    cost.add(
        CostTerm::ShipBuilding,
        -shipBuildingDiscount(state, tiles, tiles.level(TileKind::ShipBuilding), target, approach));
    cost.add(CostTerm::Drakkar, -drakkarDiscount(tiles, terrain));
    cost.add(CostTerm::Cavalry, -cavalryDiscount(tiles, terrain));
    cost.add(CostTerm::Camels, -camelsDiscount(tiles, terrain));
    // "the cost of a conquest and the number of lost tokens may never be negative (but can be 0)"
    if (cost.total < rules.minimumConquestCost)
        cost.add(CostTerm::NeverNegative, rules.minimumConquestCost - cost.total);
    return cost.total;
}

/**
 * Calls `visit` with each way `player`'s active empire can reach `target` now, in the order
 * approachesTo() lists them. Allocates nothing: the legal-move checks ask this for every
 * province many times a turn. Whether the civilization is entering (a scan of the board) is
 * asked only when no province of its own touches the target.
 */
template<bool withLinkKind = true, class Visit>
void forEachApproach(const GameState &state, int player, AreaIndex target, Visit visit)
{
    const ProvinceGraph &board = *state.board;
    const auto &active = state.player(player).active;
    if (!active || !board.area(target).isLand())
        return;
    bool reached = false;
    for (AreaIndex from : board.neighbours(target)) {
        if (isActiveOf(state.at(from), player)) {
            // Whether the two share a coast (a search in a short list) only when it can matter.
            const bool coast = withLinkKind && board.shareCoast(from, target);
            visit(Approach{coast ? ApproachKind::OverCoast : ApproachKind::OverLand, from});
            reached = true;
        }
    }
    // Astronomy: "Expansion may take place across one or more sea (dark blue) regions."
    if (active->tiles.has(TileKind::Astronomy)) {
        for (AreaIndex from : board.acrossSea(target)) {
            if (isActiveOf(state.at(from), player)) {
                visit(Approach{ApproachKind::AcrossSea, from});
                reached = true;
            }
        }
    }
    // An empire touching the target is on the board; only one with no province enters.
    // "The starting province can be a land province that touches any edge of the board, or a
    // land province that can be reached from the edge of the board by crossing only one sea
    // (dark blue) region." Revolutionaries: "may appear in any province". Whether the
    // civilization is entering (a scan of the board) is asked last, for start provinces only.
    if (!reached && (board.isStartArea(target) || active->tiles.has(TileKind::Revolutionaries)) &&
        isEntering(state, player))
        visit(Approach{ApproachKind::Entering, -1});
}

/** sumCost() without the terms that depend on the approach and without the floor. */
int costBeforeApproach(const GameState &state, int player, AreaIndex target)
{
    const Terrain terrain = state.board->area(target).terrain;
    const ProvinceState &province = state.at(target);
    const CivilizationTiles &tiles = tilesOf(state, player);
    return state.rules().terrainCost(terrain) + defenderPawns(province) + fortSurcharge(province) +
           militiaSurcharge(state, province) - weaponsDiscount(tiles) -
           mountaineeringDiscount(tiles, terrain) - drakkarDiscount(tiles, terrain) -
           cavalryDiscount(tiles, terrain) - camelsDiscount(tiles, terrain);
}

/** The terms of sumCost() that depend on the approach; `shipBuilding`: the tile's level. */
int approachDiscount(const GameState &state, const CivilizationTiles &tiles, int shipBuilding,
                     AreaIndex target, Approach approach)
{
    return fromMountainBonus(state, approach) + fromFortBonus(state, approach) +
           shipBuildingDiscount(state, tiles, shipBuilding, target, approach);
}

/**
 * The total of one approach to a reached target: Religion's 0 before Espionage's 2, as in
 * sumCost(), else the terms summed (`before` less the approach's `discount`) and floored.
 */
int approachTotal(bool converts, bool espionage, int before, int discount, int minimum)
{
    // Espionage: "at the cost of two tokens ... All other modifiers are ignored".
    return converts ? 0 : espionage ? 2 : std::max(before - discount, minimum);
}

/**
 * The first of the cheapest approaches to `target`, with its total (the same as sumCost()'s);
 * nothing if unreachable. The terms that do not depend on the approach are added up once.
 * Without `needsApproach` only the total is exact (land and coast borders are not told apart
 * where nothing depends on it).
 */
std::optional<std::pair<Approach, int>> cheapestApproach(const GameState &state, int player,
                                                         AreaIndex target, bool espionage,
                                                         bool needsApproach)
{
    std::optional<std::pair<Approach, int>> best;
    const int minimum = state.rules().minimumConquestCost;
    const CivilizationTiles &tiles = tilesOf(state, player);
    const int shipBuilding = tiles.level(TileKind::ShipBuilding);
    int before = 0;
    bool summed = false;
    bool converts = false;
    auto cheaper = [&](const Approach &approach) {
        if (!summed) {
            // Religion (0 pawns) before Espionage (2), as in sumCost().
            converts = religionCanConvert(state, player, target);
            if (!espionage && !converts)
                before = costBeforeApproach(state, player, target);
            summed = true;
        }
        const int discount = converts || espionage
                                 ? 0
                                 : approachDiscount(state, tiles, shipBuilding, target, approach);
        const int total = approachTotal(converts, espionage, before, discount, minimum);
        if (!best || total < best->second)
            best = std::make_pair(approach, total);
    };
    // Over land or along a coast differ only by Ship Building's discount.
    if (shipBuilding > 0 || needsApproach)
        forEachApproach<true>(state, player, target, cheaper);
    else
        forEachApproach<false>(state, player, target, cheaper);
    return best;
}

} // namespace

QString costTermName(CostTerm term)
{
    switch (term) {
    case CostTerm::Base:
        return QCoreApplication::translate("CostTerm", "Conquest");
    case CostTerm::RoughTerrain:
        return QCoreApplication::translate("CostTerm", "Forest or mountain");
    case CostTerm::Defenders:
        return QCoreApplication::translate("CostTerm", "Defending pawns");
    case CostTerm::Fort:
        return QCoreApplication::translate("CostTerm", "Fort");
    case CostTerm::Militia:
        return QCoreApplication::translate("CostTerm", "Militia");
    case CostTerm::FromMountain:
        return QCoreApplication::translate("CostTerm", "Attacking from a mountain");
    case CostTerm::FromFort:
        return QCoreApplication::translate("CostTerm", "Attacking from a fort");
    case CostTerm::Weapons:
        return QCoreApplication::translate("CostTerm", "Weapons");
    case CostTerm::Mountaineering:
        return QCoreApplication::translate("CostTerm", "Mountaineering");
    case CostTerm::ShipBuilding:
        return QCoreApplication::translate("CostTerm", "Ship Building");
    case CostTerm::Espionage:
        return QCoreApplication::translate("CostTerm", "Espionage");
    case CostTerm::NeverNegative:
        return QCoreApplication::translate("CostTerm", "A conquest never costs less than this");
    case CostTerm::Drakkar:
        return QCoreApplication::translate("CostTerm", "Drakkar");
    case CostTerm::Cavalry:
        return QCoreApplication::translate("CostTerm", "Cavalry");
    case CostTerm::Camels:
        return QCoreApplication::translate("CostTerm", "Camels");
    case CostTerm::Religion:
        return QCoreApplication::translate("CostTerm", "Religion: the pawn is converted");
    }
    return {};
}

QString costTermName(CostTerm term, RuleSetId rules)
{
    return term == CostTerm::ShipBuilding ? tileName(TileKind::ShipBuilding, rules)
                                          : costTermName(term);
}

ConquestCost conquestCost(const GameState &state, int player, AreaIndex target, Approach approach,
                          bool espionage)
{
    ConquestCost cost;
    cost.approach = approach;
    cost.total = sumCost(state, player, target, approach, espionage, &cost.parts);
    return cost;
}

bool isEntering(const GameState &state, int player)
{
    for (const ProvinceState &province : state.provinces) {
        if (isActiveOf(province, player))
            return false;
    }
    return true;
}

ConquestTotals::ConquestTotals(const GameState &state, int player)
    : m_state(state)
    , m_player(player)
{
    const ProvinceGraph &board = *state.board;
    m_discount.assign(board.areaCount(), unreached);
    const auto &active = state.player(player).active;
    if (!active)
        return;
    const CivilizationTiles &tiles = active->tiles;
    const int shipBuilding = tiles.level(TileKind::ShipBuilding);
    // The same approaches as forEachApproach(), seen from the attacking provinces: borders and
    // chains of sea zones join areas both ways.
    auto approach = [&](AreaIndex target, int discount) {
        int &best = m_discount[target];
        best = std::max(best, discount);
    };
    const bool astronomy = tiles.has(TileKind::Astronomy);
    bool onBoard = false;
    for (AreaIndex from : board.landAreas()) {
        if (!isActiveOf(state.at(from), player))
            continue;
        onBoard = true;
        // Over a border: the attacking province's discounts (a mountain, a fort), the same for
        // every target, and Ship Building's, which tells a shared coast from a land border.
        const int fromBonus = approachDiscount(state, tiles, 0, -1, {ApproachKind::OverLand, from});
        for (AreaIndex target : board.neighbours(from)) {
            if (shipBuilding == 0) {
                approach(target, fromBonus);
                continue;
            }
            const bool coast = board.shareCoast(from, target);
            approach(target, fromBonus + shipBuildingDiscount(state, tiles, shipBuilding, target,
                                                              {coast ? ApproachKind::OverCoast
                                                                     : ApproachKind::OverLand,
                                                               from}));
        }
        if (astronomy) {
            for (AreaIndex target : board.acrossSea(from)) {
                approach(target, shipBuilding == 0
                                     ? 0
                                     : approachDiscount(state, tiles, shipBuilding, target,
                                                        {ApproachKind::AcrossSea, from}));
            }
        }
    }
    m_entering = !onBoard && isEntering(state, player);
    if (!m_entering)
        return;
    const bool anywhere = tiles.has(TileKind::Revolutionaries);
    for (AreaIndex target : board.landAreas()) {
        if (anywhere || board.isStartArea(target))
            approach(target, approachDiscount(state, tiles, shipBuilding, target,
                                              {ApproachKind::Entering, -1}));
    }
}

std::optional<int> ConquestTotals::total(AreaIndex target, bool espionage) const
{
    if (!reaches(target))
        return std::nullopt;
    const bool converts = religionCanConvert(m_state, m_player, target);
    const int before = converts || espionage ? 0 : costBeforeApproach(m_state, m_player, target);
    return approachTotal(converts, espionage, before, m_discount[target],
                         m_state.rules().minimumConquestCost);
}

std::vector<Approach> approachesTo(const GameState &state, int player, AreaIndex target)
{
    std::vector<Approach> approaches;
    forEachApproach(state, player, target,
                    [&](const Approach &approach) { approaches.push_back(approach); });
    return approaches;
}

std::optional<ConquestCost> cheapestConquest(const GameState &state, int player, AreaIndex target,
                                             bool espionage)
{
    // The breakdown is worded for the cheapest approach only.
    const auto best = cheapestApproach(state, player, target, espionage, true);
    if (!best)
        return std::nullopt;
    return conquestCost(state, player, target, best->first, espionage);
}

std::optional<int> cheapestConquestTotal(const GameState &state, int player, AreaIndex target,
                                         bool espionage)
{
    const auto best = cheapestApproach(state, player, target, espionage, false);
    if (!best)
        return std::nullopt;
    return best->second;
}

bool atPeace(const GameState &state, int a, int b)
{
    const auto &aPeace = state.player(a).peaceWith;
    const auto &bPeace = state.player(b).peaceWith;
    return std::find(aPeace.begin(), aPeace.end(), b) != aPeace.end() ||
           std::find(bPeace.begin(), bPeace.end(), a) != bPeace.end();
}

std::optional<RejectionCode> targetRefusal(const GameState &state, int player, AreaIndex target)
{
    if (!state.board->area(target).isLand())
        return RejectionCode::NotAProvince;
    const ProvinceState &province = state.at(target);
    if (isActiveOf(province, player))
        return RejectionCode::OwnProvince;
    if (province.holder == Holder::Declining && province.player == player) {
        // "If an Active empire has Heritage, and is next to the player's Declining empire, it
        // may attack it." (1999 errata)
        const auto &active = state.player(player).active;
        if (!active || !active->tiles.has(TileKind::Heritage))
            return RejectionCode::OwnDecliningNeedsHeritage;
    }
    // Diplomacy: "Neither player may attack the other ... This applies only to active empires;
    // declining empires may still be attacked normally."
    // "A player with religion is able to convert the pawn of a player with Diplomacy who has
    // declared them to be at peace." (Online 2013, Additional notes)
    if (province.holder == Holder::Active && atPeace(state, player, province.player) &&
        !religionCanConvert(state, player, target))
        return RejectionCode::AtPeace;
    return std::nullopt;
}

} // namespace vinci
