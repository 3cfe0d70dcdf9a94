#pragma once

#include "game/action.h"
#include "game/gamestate.h"
#include "game/rejection.h"
#include "rules/conquestcost.h"

#include <optional>
#include <vector>

namespace vinci {

/** Switches the turn bar sets that change what a click on the map means. */
struct InteractionModes
{
    bool espionage = false; ///< the next conquest uses Espionage
    bool buildFort = false; ///< the next click on an own province builds a fort
};

/** Which button clicked a province. */
enum class ClickKind : quint8
{
    Primary,   ///< left click: conquer, abandon, place a pawn, keep a part, redeploy, fort
    Secondary, ///< right click: take a pawn back (reorganization)
};

/**
 * What a click on `area` asks for now, by phase: conquer (or abandon an own province before the
 * first conquest), place or lift a pawn, keep a part of a split empire, build a fort, place a
 * defender's survivor. Nothing when a click on the map means nothing in this phase. The engine
 * still judges the action; this only says which one the player meant.
 */
std::optional<Action> actionForClick(const GameState &state, AreaIndex area, ClickKind click,
                                     const InteractionModes &modes);

/** A province the acting player could conquer now, what it costs and whether it is affordable. */
struct ConquestTarget
{
    AreaIndex area = -1;
    int cost = 0;
    ConquestCost breakdown; ///< the cheapest way in, term by term (`cost` is its total)
    bool legal = false;     ///< the engine accepts the conquest now (affordable, no other bar)
};

/**
 * What conquering `area` would mean for the current player, for the hover text: why it cannot
 * be a target at all (`refusal`), or its cheapest cost term by term and whether the pawns in
 * hand pay for it. `refusal` is RejectionCode::NotAStartProvince / NotAdjacent when no way in
 * exists.
 */
struct ConquestPreview
{
    std::optional<RejectionCode> refusal;
    std::optional<ConquestCost> cost;
    int hand = 0; ///< the pawns the current player's active civilization holds
};
ConquestPreview conquestPreview(const GameState &state, AreaIndex area, bool espionage);

/**
 * Every province the current player's active empire can reach in the Conquest phase, with the
 * cheapest cost (Espionage's when `espionage`). Provinces out of reach are left out; reachable
 * ones too dear are listed with `legal` false.
 */
std::vector<ConquestTarget> conquestTargets(const GameState &state, bool espionage);

/**
 * The parts of the current player's empire when the rule of cohesion makes them choose one
 * (pawns in more than one part during reorganization); empty otherwise. Largest part first.
 */
std::vector<std::vector<AreaIndex>> partsToChooseFrom(const GameState &state);

/** The provinces where the defender asked to act (Phase::Redeploy) may place a survivor. */
std::vector<AreaIndex> redeployTargets(const GameState &state);

/**
 * The civilization whose survivors are being placed in Phase::Redeploy: the defender's active
 * one while it has survivors waiting, else its declining one.
 */
struct RedeployingCivilization
{
    int player = -1;
    Holder holder = Holder::Active;
    int pending = 0; ///< survivors still to place
    CivilizationTiles tiles;
};
std::optional<RedeployingCivilization> redeployingCivilization(const GameState &state);

/** Pawns the defender still has to place in Phase::Redeploy (0 otherwise). */
int survivorsToPlace(const GameState &state);

/** Whether the current player's active civilization has this tile. */
bool currentHasTile(const GameState &state, TileKind kind);

} // namespace vinci
