#include "tiletable.h"

#include <QCoreApplication>

#include <array>

namespace vinci {

namespace {

using enum TileKind;
using enum TileGroup;
using enum PawnSource;

// The pawn numbers and where each comes from are recorded in docs/rules-decisions.md
// ("Tile pawn numbers"). Estimated numbers follow two rules of thumb from what is known of the
// printed tiles: strong abilities give fewer pawns, a pair gives about 4 to 13.
constexpr std::array<TileInfo, allTileKindCount> tileTable{{
    {Agriculture, u"agriculture", QT_TRANSLATE_NOOP("Tile", "Agriculture"),
     QT_TRANSLATE_NOOP("TileEffect", "Farmland provinces (yellow) earn +1 victory point."),
     VictoryPoints, 4, Estimated, false, true, 2},
    {AgricultureDecline, u"agriculture-decline", QT_TRANSLATE_NOOP("Tile", "Agriculture (decline)"),
     QT_TRANSLATE_NOOP("TileEffect", "Farmland provinces (yellow) earn +1 victory point, also "
                                     "while the civilization is in decline."),
     VictoryPoints, 3, Estimated, true, true, 2},
    {LivestockBreeding, u"livestock-breeding", QT_TRANSLATE_NOOP("Tile", "Livestock Breeding"),
     QT_TRANSLATE_NOOP("TileEffect", "Prairie provinces (light green) earn +1 victory point."),
     VictoryPoints, 3, Estimated, false, true, 2},
    {LivestockBreedingDecline, u"livestock-breeding-decline",
     QT_TRANSLATE_NOOP("Tile", "Livestock Breeding (decline)"),
     QT_TRANSLATE_NOOP("TileEffect", "Prairie provinces (light green) earn +1 victory point, also "
                                     "while the civilization is in decline."),
     VictoryPoints, 2, Secondary, true, true, 2},
    {Mining, u"mining", QT_TRANSLATE_NOOP("Tile", "Mining"),
     QT_TRANSLATE_NOOP("TileEffect", "Provinces with a mine (pickaxe) earn +2 victory points."),
     VictoryPoints, 5, Estimated, false, true, 2},
    {MiningDecline, u"mining-decline", QT_TRANSLATE_NOOP("Tile", "Mining (decline)"),
     QT_TRANSLATE_NOOP("TileEffect", "Provinces with a mine (pickaxe) earn +2 victory points, "
                                     "also while the civilization is in decline."),
     VictoryPoints, 4, Estimated, true, true, 2},
    {PortBuilding, u"port-building", QT_TRANSLATE_NOOP("Tile", "Port Building"),
     QT_TRANSLATE_NOOP("TileEffect", "Provinces with a port (anchor) earn +1 victory point."),
     VictoryPoints, 5, Estimated, false, true, 2},
    {PortBuildingDecline, u"port-building-decline",
     QT_TRANSLATE_NOOP("Tile", "Port Building (decline)"),
     QT_TRANSLATE_NOOP("TileEffect", "Provinces with a port (anchor) earn +1 victory point, also "
                                     "while the civilization is in decline."),
     VictoryPoints, 4, Estimated, true, true, 2},
    {Currency, u"currency", QT_TRANSLATE_NOOP("Tile", "Currency"),
     QT_TRANSLATE_NOOP("TileEffect",
                       "Each province of the empire earns +1 victory point, mountains included."),
     VictoryPoints, 3, Estimated, false, true, 2},
    {Slavery, u"slavery", QT_TRANSLATE_NOOP("Tile", "Slavery"),
     QT_TRANSLATE_NOOP("TileEffect", "Each enemy or neutral pawn eliminated from a province earns "
                                     "+1 victory point (forts do not count)."),
     VictoryPoints, 5, Estimated, false, true, 2},
    {Espionage, u"espionage", QT_TRANSLATE_NOOP("Tile", "Espionage"),
     QT_TRANSLATE_NOOP("TileEffect", "Once per turn, conquer a province for exactly two pawns, "
                                     "however it is defended; every other modifier is ignored."),
     Combat, 4, Estimated, false, true, 2},
    {FieldGeneral, u"field-general", QT_TRANSLATE_NOOP("Tile", "Field General"),
     QT_TRANSLATE_NOOP("TileEffect", "Receive 7 extra pawns at the start of each turn, for "
                                     "expansion only; they are removed before cohesion and "
                                     "scoring."),
     Combat, 2, Secondary, false, true, 2},
    {Fortification, u"fortification", QT_TRANSLATE_NOOP("Tile", "Fortification"),
     QT_TRANSLATE_NOOP("TileEffect", "At the end of each turn, build a fort in one of your "
                                     "provinces: +1 pawn to conquer it, -1 to attack from it. "
                                     "Forts stay in decline."),
     Combat, 4, Estimated, false, true, 2},
    {Militia, u"militia", QT_TRANSLATE_NOOP("Tile", "Militia"),
     QT_TRANSLATE_NOOP("TileEffect", "Conquering a province of this civilization costs other "
                                     "players one pawn more."),
     Combat, 4, Estimated, false, true, 2},
    {Mountaineering, u"mountaineering", QT_TRANSLATE_NOOP("Tile", "Mountaineering"),
     QT_TRANSLATE_NOOP("TileEffect", "Conquering a mountain province costs one pawn less; "
                                     "mountains earn +1 victory point."),
     Combat, 4, Text, false, true, 2},
    {ShipBuilding, u"ship-building", QT_TRANSLATE_NOOP("Tile", "Ship Building"),
     QT_TRANSLATE_NOOP("TileEffect", "Conquering costs one pawn less from a province sharing a "
                                     "coast, across the sea with Astronomy, or when entering the "
                                     "board on a coast."),
     Combat, 5, Estimated, false, true, 2},
    {Weapons, u"weapons", QT_TRANSLATE_NOOP("Tile", "Weapons"),
     QT_TRANSLATE_NOOP("TileEffect", "Each conquest costs one pawn less."), Combat, 3, Secondary,
     false, true, 2},
    {Astronomy, u"astronomy", QT_TRANSLATE_NOOP("Tile", "Astronomy"),
     QT_TRANSLATE_NOOP("TileEffect", "Expand across one or more sea zones; provinces joined by "
                                     "sea count as adjacent for cohesion."),
     Special, 5, Text, false, false, 2},
    {Barbarians, u"barbarians", QT_TRANSLATE_NOOP("Tile", "Barbarians"),
     QT_TRANSLATE_NOOP("TileEffect", "No special ability, but there are a lot of them."), Special,
     6, Text, false, false, 3},
    {Diplomacy, u"diplomacy", QT_TRANSLATE_NOOP("Tile", "Diplomacy"),
     QT_TRANSLATE_NOOP("TileEffect", "At the start of your turn, choose an opponent to be at "
                                     "peace with: neither active empire may attack the other "
                                     "until your next turn."),
     Special, 5, Estimated, false, true, 2},
    {Heritage, u"heritage", QT_TRANSLATE_NOOP("Tile", "Heritage"),
     QT_TRANSLATE_NOOP("TileEffect", "Your active empire may border your declining empire "
                                     "without clearing it, and may conquer its provinces."),
     Special, 5, Estimated, false, false, 2},
    {Medicine, u"medicine", QT_TRANSLATE_NOOP("Tile", "Medicine"),
     QT_TRANSLATE_NOOP("TileEffect", "Receive one extra pawn at the start of each turn, the "
                                     "first one included."),
     Special, 4, Estimated, false, true, 2},
    {Messengers, u"messengers", QT_TRANSLATE_NOOP("Tile", "Messengers"),
     QT_TRANSLATE_NOOP("TileEffect", "This civilization ignores the rule of cohesion."), Special, 5,
     Estimated, false, false, 2},
    {Rebirth, u"rebirth", QT_TRANSLATE_NOOP("Tile", "Rebirth"),
     QT_TRANSLATE_NOOP("TileEffect", "Decline is declared at the end of a normal turn, after "
                                     "scoring, and the new civilization is chosen at once."),
     Special, 5, Estimated, false, false, 2},
    {Revolutionaries, u"revolutionaries", QT_TRANSLATE_NOOP("Tile", "Revolutionaries"),
     QT_TRANSLATE_NOOP("TileEffect", "This civilization may start in any province, not only on "
                                     "the edge of the board."),
     Special, 5, Estimated, false, false, 2},
    {Specialization, u"specialization", QT_TRANSLATE_NOOP("Tile", "Specialization"),
     QT_TRANSLATE_NOOP("TileEffect", "Counts as a second copy of the other tile: doubles its "
                                     "effect where it can be doubled; pawns are the other tile's "
                                     "number plus one."),
     Special, 0, Text, false, false, 1},
    // Online 2013 ("Vinci II"): none in the Classic bag. Yellow and pink ones could be doubled
    // like the Classic ones of their colour, but Specialization is not in the online bag.
    {Nomadic, u"nomadic", QT_TRANSLATE_NOOP("Tile", "Nomadic"),
     QT_TRANSLATE_NOOP("TileEffect", "Loses no pawn when one of its provinces is conquered: every "
                                     "defender survives and is redeployed."),
     Combat, 4, Estimated, false, true, 0},
    {Culture, u"culture", QT_TRANSLATE_NOOP("Tile", "Culture"),
     QT_TRANSLATE_NOOP("TileEffect", "At the start of reorganization, one new pawn for every two "
                                     "enemy pawns eliminated this turn (rounded down)."),
     Special, 4, Estimated, false, false, 0},
    {Religion, u"religion", QT_TRANSLATE_NOOP("Tile", "Religion"),
     QT_TRANSLATE_NOOP("TileEffect", "Once a turn against each other player, convert a province "
                                     "of an active empire held by a single pawn: it is yours for "
                                     "0 pawns, with a new pawn of your colour."),
     Special, 3, Estimated, false, false, 0},
    {Drakkar, u"drakkar", QT_TRANSLATE_NOOP("Tile", "Drakkar"),
     QT_TRANSLATE_NOOP("TileEffect", "Conquering a river province costs one pawn less; a river "
                                     "province of this civilization that is conquered loses no "
                                     "pawn."),
     Combat, 5, Estimated, false, true, 0},
    {Philosophy, u"philosophy", QT_TRANSLATE_NOOP("Tile", "Philosophy"),
     QT_TRANSLATE_NOOP("TileEffect", "Going into decline keeps every pawn on the board instead of "
                                     "one per province."),
     Special, 4, Estimated, false, false, 0},
    {Fishing, u"fishing", QT_TRANSLATE_NOOP("Tile", "Fishing"),
     QT_TRANSLATE_NOOP("TileEffect", "Half a victory point (rounded down in total) for each "
                                     "province next to a river or a sea."),
     VictoryPoints, 5, Estimated, false, true, 0},
    {Army, u"army", QT_TRANSLATE_NOOP("Tile", "Army"),
     QT_TRANSLATE_NOOP("TileEffect", "A second conquest phase each turn, after a first "
                                     "reorganization; the turn scores once."),
     Combat, 2, Estimated, false, true, 0},
    {Warband, u"warband", QT_TRANSLATE_NOOP("Tile", "Warband"),
     QT_TRANSLATE_NOOP("TileEffect", "Reorganization leaves one pawn in each province; the other "
                                     "pawns stay off the board until the next turn."),
     Combat, 5, Estimated, false, true, 0},
    {Cavalry, u"cavalry", QT_TRANSLATE_NOOP("Tile", "Cavalry"),
     QT_TRANSLATE_NOOP("TileEffect", "Conquering a plains, meadow or normal province costs one "
                                     "pawn less."),
     Combat, 3, Estimated, false, true, 0},
    {Camels, u"camels", QT_TRANSLATE_NOOP("Tile", "Camels"),
     QT_TRANSLATE_NOOP("TileEffect", "Conquering a desert province costs one pawn less; each "
                                     "desert province earns +1 victory point."),
     Combat, 5, Estimated, false, true, 0},
}};

/** A tile the Online 2013 text names or words differently. */
struct OnlineWording
{
    TileKind kind;
    const char *name; ///< nullptr: the Classic name
    const char *effect;
    int pawns = 0; ///< the online red number when the text gives its own; 0: the table's
};

constexpr OnlineWording onlineWordings[] = {
    {Medicine, nullptr,
     QT_TRANSLATE_NOOP("TileEffect", "Receive one extra pawn during each turn's reorganization.")},
    {FieldGeneral, QT_TRANSLATE_NOOP("Tile", "Legions"),
     QT_TRANSLATE_NOOP("TileEffect", "Receive 7 extra pawns for the conquests of each turn: each "
                                     "conquest needs at least one pawn of your own, and the "
                                     "Legions used leave the province at once.")},
    {Fortification, nullptr,
     QT_TRANSLATE_NOOP("TileEffect", "A fort (+1 defence) on each non-river province; the forts "
                                     "stay in decline.")},
    {Militia, nullptr,
     QT_TRANSLATE_NOOP("TileEffect", "A fort (+1 defence) on each non-river province; the forts "
                                     "go when the civilization declines.")},
    // "Mountaineering. Conquering a mountain province (gray) costs one pawn less. These provinces
    // also earn +1 victory point." (Online 2013), where mountains otherwise score 0.
    {Mountaineering, nullptr,
     QT_TRANSLATE_NOOP("TileEffect", "Conquering a mountain province costs one pawn less; "
                                     "mountains, which otherwise score nothing, earn 1 victory "
                                     "point.")},
    // "4 for Galleys + 4 for Mountaineering" (Online 2013): Galleys has a red 4.
    {ShipBuilding, QT_TRANSLATE_NOOP("Tile", "Galleys"),
     QT_TRANSLATE_NOOP("TileEffect", "Conquering a province next to a river or a sea costs one "
                                     "pawn less."),
     4},
    {Currency, nullptr,
     QT_TRANSLATE_NOOP("TileEffect", "Each province of the empire earns +1 victory point, "
                                     "mountains and deserts included, rivers not.")},
};

const OnlineWording *onlineWording(TileKind kind, RuleSetId rules)
{
    if (rules != RuleSetId::Online2013)
        return nullptr;
    for (const OnlineWording &wording : onlineWordings) {
        if (wording.kind == kind)
            return &wording;
    }
    return nullptr;
}

} // namespace

const TileInfo &tileInfo(TileKind kind)
{
    return tileTable[static_cast<std::size_t>(kind)];
}

QString tileKey(TileKind kind)
{
    return QString::fromUtf16(tileInfo(kind).key);
}

std::optional<TileKind> tileKindFromKey(QStringView key)
{
    for (const TileInfo &info : tileTable) {
        if (key == QStringView(info.key))
            return info.kind;
    }
    return std::nullopt;
}

QString tileName(TileKind kind)
{
    return QCoreApplication::translate("Tile", tileInfo(kind).name);
}

QString tileEffect(TileKind kind)
{
    return QCoreApplication::translate("TileEffect", tileInfo(kind).effect);
}

QString tileName(TileKind kind, RuleSetId rules)
{
    const OnlineWording *wording = onlineWording(kind, rules);
    return wording && wording->name ? QCoreApplication::translate("Tile", wording->name)
                                    : tileName(kind);
}

QString tileEffect(TileKind kind, RuleSetId rules)
{
    const OnlineWording *wording = onlineWording(kind, rules);
    return wording ? QCoreApplication::translate("TileEffect", wording->effect) : tileEffect(kind);
}

int tilePawnNumber(TileKind kind, RuleSetId rules)
{
    const OnlineWording *wording = onlineWording(kind, rules);
    return wording && wording->pawns > 0 ? wording->pawns : tileInfo(kind).pawns;
}

int tilePawnNumber(TileKind kind, TileKind partner, RuleSetId rules)
{
    if (kind != Specialization)
        return tilePawnNumber(kind, rules);
    // As tilePawns(): Specialization with Specialization counts one pawn.
    return partner == Specialization ? 1 : tilePawnNumber(partner, rules) + 1;
}

PawnSource tilePawnSource(TileKind kind, RuleSetId rules)
{
    const OnlineWording *wording = onlineWording(kind, rules);
    return wording && wording->pawns > 0 ? PawnSource::Text : tileInfo(kind).pawnSource;
}

} // namespace vinci
