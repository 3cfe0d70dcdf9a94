#pragma once

#include <QtGlobal>

namespace vinci {

/** Every kind of civilization tile. The order is part of the save format: append only. */
enum class TileKind : quint8
{
    // Yellow: victory points.
    Agriculture,
    AgricultureDecline,
    LivestockBreeding,
    LivestockBreedingDecline,
    Mining,
    MiningDecline,
    PortBuilding,
    PortBuildingDecline,
    Currency,
    Slavery,
    // Pink: combat.
    Espionage,
    FieldGeneral,
    Fortification,
    Militia,
    Mountaineering,
    ShipBuilding,
    Weapons,
    // Blue: special.
    Astronomy,
    Barbarians,
    Diplomacy,
    Heritage,
    Medicine,
    Messengers,
    Rebirth,
    Revolutionaries,
    Specialization,
    // Online 2013 only ("Vinci II"): appended, the order above is the save format.
    Nomadic,
    Culture,
    Religion,
    Drakkar,
    Philosophy,
    Fishing,
    Army,
    Warband,
    Cavalry,
    Camels,
};

/** The kinds of the Classic game (Agriculture to Specialization): they come first. */
inline constexpr int tileKindCount = 26;
/** Every kind, the Online 2013 ones (Nomadic to Camels) included. */
inline constexpr int allTileKindCount = 36;

/** The colour of a tile, which the rules use to say what Specialization can double. */
enum class TileGroup : quint8
{
    VictoryPoints,
    Combat,
    Special
};

/** Where a tile's red pawn number comes from: a rule text, a review, or our estimate. */
enum class PawnSource : quint8
{
    Text,      ///< printed in the rules' own text or example
    Secondary, ///< from a published review
    Estimated, ///< ours; reasoning in docs/rules-decisions.md
};

} // namespace vinci
