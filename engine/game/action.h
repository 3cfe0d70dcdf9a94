#pragma once

#include "map/provincegraph.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace vinci {

/** Every kind of move a player can make. The names are the protocol's and the save file's. */
enum class ActionType : quint8
{
    ChooseCivilization, ///< value: the slot, 0 = civilization I
    Decline,            ///< at the start of a turn; or after scoring with Rebirth
    Expand,             ///< start an expansion turn: collect pawns, leaving one per province
    Abandon,            ///< area: give up a province before the first conquest
    DeclarePeace,       ///< value: the opponent (Diplomacy)
    Conquer,            ///< area; espionage: use Espionage
    EndConquest,
    PlacePawn,               ///< area: hand to province (reorganization)
    LiftPawn,                ///< area: province to hand (reorganization)
    KeepPart,                ///< area: keep the part of a split empire holding it, lift the rest
    BuildFort,               ///< area (Fortification)
    EndReorganization,       ///< confirm; the turn is scored
    EndTurn,                 ///< after scoring, when Rebirth could decline
    Redeploy,                ///< area: a defender places one surviving pawn
    ReorganizeBeforeDecline, ///< Philosophy: move pawns at the start of a turn, then decline
};

/** One move, as a small value. */
struct Action
{
    ActionType type = ActionType::EndTurn;
    AreaIndex area = -1;
    int value = 0;
    bool espionage = false;

    static Action choose(int slot) { return {ActionType::ChooseCivilization, -1, slot, false}; }
    static Action decline() { return {ActionType::Decline, -1, 0, false}; }
    static Action expand() { return {ActionType::Expand, -1, 0, false}; }
    static Action abandon(AreaIndex area) { return {ActionType::Abandon, area, 0, false}; }
    static Action peace(int player) { return {ActionType::DeclarePeace, -1, player, false}; }
    static Action conquer(AreaIndex area, bool espionage = false)
    {
        return {ActionType::Conquer, area, 0, espionage};
    }
    static Action endConquest() { return {ActionType::EndConquest, -1, 0, false}; }
    static Action place(AreaIndex area) { return {ActionType::PlacePawn, area, 0, false}; }
    static Action lift(AreaIndex area) { return {ActionType::LiftPawn, area, 0, false}; }
    static Action keepPart(AreaIndex area) { return {ActionType::KeepPart, area, 0, false}; }
    static Action buildFort(AreaIndex area) { return {ActionType::BuildFort, area, 0, false}; }
    static Action endReorganization() { return {ActionType::EndReorganization, -1, 0, false}; }
    static Action endTurn() { return {ActionType::EndTurn, -1, 0, false}; }
    static Action redeploy(AreaIndex area) { return {ActionType::Redeploy, area, 0, false}; }
    static Action reorganizeBeforeDecline()
    {
        return {ActionType::ReorganizeBeforeDecline, -1, 0, false};
    }

    bool operator==(const Action &) const = default;
};

/** The protocol/save name of a type ("conquer") and back. */
QString actionTypeKey(ActionType type);
std::optional<ActionType> actionTypeFromKey(QStringView key);

/** The action as JSON, areas by their string id: {"type":"conquer","province":"scotland"}. */
QJsonObject actionToJson(const Action &action, const ProvinceGraph &board);

/**
 * Reads an action; on failure returns nothing and says why in `error` (translated), naming the
 * field at fault.
 */
std::optional<Action> actionFromJson(const QJsonObject &json, const ProvinceGraph &board,
                                     QString *error = nullptr);

/** A short description for logs and tooltips ("Conquer Scotland"), translated. */
QString describeAction(const Action &action, const ProvinceGraph &board, QStringView language);

} // namespace vinci
