#include "positioncheck.h"

#include "play.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>

namespace vinci {

namespace {

/** Translations of this file; lupdate reads the context from here, so call
 * PositionCheckTexts::tr(). */
struct PositionCheckTexts
{
    Q_DECLARE_TR_FUNCTIONS(PositionCheck)
};

bool isPlayer(const GameState &state, int player)
{
    return player >= 0 && player < state.playerCount();
}

/** How many of each tile the game holds in all: the bag and track of its first position. */
std::map<TileKind, int> tileSet(const GameState &state)
{
    std::map<TileKind, int> counts;
    for (TileKind kind : state.bag)
        ++counts[kind];
    for (const TrackSlot &slot : state.track) {
        for (TileKind kind : slot.tiles.tiles())
            ++counts[kind];
    }
    for (const PlayerState &player : state.players) {
        for (const CivilizationTiles *tiles :
             {player.active ? &player.active->tiles : nullptr,
              player.declining ? &player.declining->tiles : nullptr, &player.declinedTilesKept}) {
            if (!tiles)
                continue;
            for (TileKind kind : tiles->tiles())
                ++counts[kind];
        }
    }
    return counts;
}

std::optional<QString> seatFault(const GameState &state, const GameState &fresh)
{
    if (state.playerCount() != fresh.playerCount())
        return PositionCheckTexts::tr("The position has %n player(s); the options say %1.", nullptr,
                                      state.playerCount())
            .arg(fresh.playerCount());
    for (int p = 0; p < state.playerCount(); ++p) {
        if (state.player(p).virtualPlayer != fresh.player(p).virtualPlayer)
            return PositionCheckTexts::
                tr("players[%1] is virtual in the position but not in the options, or the reverse.")
                    .arg(p);
    }
    if (!isPlayer(state, state.currentPlayer) || !isPlayer(state, state.firstPlayer))
        return PositionCheckTexts::tr("The current or first player is not a player of the game.");
    if (state.round < 1 || state.turnNumber < 1)
        return PositionCheckTexts::tr("The round and the turn number start at 1.");
    if (state.victoryTarget != fresh.victoryTarget || state.roundLimit != fresh.roundLimit)
        return PositionCheckTexts::tr(
            "The victory target or the round limit is not the one the options give.");
    if (state.phase == Phase::Redeploy) {
        const PlayerState *defender =
            isPlayer(state, state.redeployPlayer) ? &state.player(state.redeployPlayer) : nullptr;
        const int waiting =
            !defender ? 0
                      : (defender->active ? defender->active->pendingRedeploy : 0) +
                            (defender->declining ? defender->declining->pendingRedeploy : 0);
        if (waiting == 0)
            return PositionCheckTexts::tr(
                "In the redeploy phase the acting player must have pawns to place.");
    }
    const bool midTurn = state.phase == Phase::Conquest || state.phase == Phase::Reorganization;
    if (midTurn && !state.player(state.currentPlayer).active)
        return PositionCheckTexts::tr(
            "The current player has no active civilization to conquer or reorganize "
            "with.");
    if (state.isOver() == state.winners.empty())
        return PositionCheckTexts::tr(
            "A finished game names its winners, and only a finished game does.");
    for (int winner : state.winners) {
        if (!isPlayer(state, winner))
            return PositionCheckTexts::tr("A winner is not a player of the game.");
    }
    return std::nullopt;
}

std::optional<QString> provinceFault(const GameState &state)
{
    const bool midTurn = state.phase == Phase::Conquest || state.phase == Phase::Reorganization;
    int neutral = 0;
    for (AreaIndex area : state.board->landAreas()) {
        const ProvinceState &province = state.at(area);
        const QString &id = state.board->area(area).id;
        bool wellFormed = province.pawns >= 0;
        switch (province.holder) {
        case Holder::Empty:
            wellFormed = province.player == -1 && province.pawns == 0 && !province.fort;
            break;
        case Holder::Neutral:
            wellFormed = province.player == -1 && province.pawns >= 1;
            neutral += province.pawns;
            break;
        case Holder::Active:
            // A province conquered at no cost holds no pawn until its player reorganizes.
            wellFormed =
                isPlayer(state, province.player) && state.player(province.player).active &&
                province.pawns >= (midTurn && province.player == state.currentPlayer ? 0 : 1);
            break;
        case Holder::Declining:
            wellFormed = isPlayer(state, province.player) &&
                         state.player(province.player).declining && province.pawns >= 1;
            break;
        }
        if (!wellFormed)
            return PositionCheckTexts::tr(
                       "Province \"%1\" does not fit its holder: a player's province needs "
                       "that player's civilization and pawns, an empty one nothing.")
                .arg(id);
    }
    if (state.neutralPawnsPlaced < 0 || state.neutralPawnsRemoved < 0 ||
        neutral + state.neutralPawnsRemoved != state.neutralPawnsPlaced)
        return PositionCheckTexts::tr(
                   "The neutral pawns do not add up: %1 on the board and %2 removed, but %3 "
                   "placed.")
            .arg(neutral)
            .arg(state.neutralPawnsRemoved)
            .arg(state.neutralPawnsPlaced);
    return std::nullopt;
}

std::optional<QString> playerFault(const GameState &state)
{
    for (int p = 0; p < state.playerCount(); ++p) {
        const PlayerState &player = state.player(p);
        int held =
            pawnsOnBoard(state, p, Holder::Active) + pawnsOnBoard(state, p, Holder::Declining);
        bool negative =
            player.score < 0 || player.civilizationsChosen < 0 || player.pawnsRemoved < 0;
        if (player.active) {
            held += player.active->hand + player.active->pendingRedeploy;
            negative = negative || player.active->hand < 0 || player.active->pendingRedeploy < 0 ||
                       player.active->tiles.count != 2;
        }
        if (player.declining) {
            held += player.declining->pendingRedeploy;
            negative = negative || player.declining->pendingRedeploy < 0;
        }
        if (negative)
            return PositionCheckTexts::tr(
                       "players[%1] has a negative count, or an active civilization without "
                       "its two tiles.")
                .arg(p);
        if (held + player.pawnsRemoved != player.pawnsReceived)
            return PositionCheckTexts::tr(
                       "players[%1]: the pawns do not add up: %2 held and %3 removed, but %4 "
                       "received.")
                .arg(p)
                .arg(held)
                .arg(player.pawnsRemoved)
                .arg(player.pawnsReceived);
        for (int other : player.peaceWith) {
            if (!isPlayer(state, other) || other == p)
                return PositionCheckTexts::tr(
                           "players[%1] is at peace with a seat that is not another player.")
                    .arg(p);
        }
    }
    return std::nullopt;
}

std::optional<QString> tileFault(const GameState &state, const GameState &fresh)
{
    if (state.track.size() > 6)
        return PositionCheckTexts::tr("The track has more than six civilizations.");
    for (const TrackSlot &slot : state.track) {
        if (slot.coins < 0)
            return PositionCheckTexts::tr(
                "A civilization of the track has a negative number of coins.");
    }
    if (tileSet(state) != tileSet(fresh))
        return PositionCheckTexts::tr(
            "The tiles of the bag, the track and the players are not the game's set "
            "of tiles.");
    const TurnState &turn = state.turn;
    const bool negative = turn.conquests < 0 || turn.abandoned < 0 || turn.espionageUsed < 0 ||
                          turn.fortsBuilt < 0 || turn.slaveryPawns < 0 ||
                          turn.fieldGeneralPawns < 0 || turn.culturePawns < 0 ||
                          turn.cultureAwarded < 0;
    if (negative || turn.religionConverted < 0 ||
        turn.religionConverted >= (1 << state.playerCount()))
        return PositionCheckTexts::tr("A counter of the turn is out of range.");
    return std::nullopt;
}

} // namespace

std::optional<QString> positionFault(const GameState &state)
{
    // The options' own first position: the seats, the targets and the whole set of tiles.
    QString error;
    const auto fresh = newGame(state.board, state.options, &error);
    if (!fresh)
        return error;
    if (state.provinces.size() != fresh->provinces.size())
        return PositionCheckTexts::tr("The position does not list the map's provinces.");
    if (auto fault = seatFault(state, *fresh))
        return fault;
    if (auto fault = provinceFault(state))
        return fault;
    if (auto fault = playerFault(state))
        return fault;
    return tileFault(state, *fresh);
}

} // namespace vinci
