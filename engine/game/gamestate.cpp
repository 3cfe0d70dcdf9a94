#include "gamestate.h"

namespace vinci {

int GameState::actingPlayer() const
{
    if (phase == Phase::GameOver)
        return -1;
    return phase == Phase::Redeploy ? redeployPlayer : currentPlayer;
}

bool GameState::operator==(const GameState &other) const
{
    const bool sameBoard =
        board == other.board || (board && other.board && board->mapId() == other.board->mapId() &&
                                 board->areaCount() == other.board->areaCount());
    return sameBoard && options == other.options && phase == other.phase &&
           currentPlayer == other.currentPlayer && firstPlayer == other.firstPlayer &&
           redeployPlayer == other.redeployPlayer && round == other.round &&
           turnNumber == other.turnNumber && lastRound == other.lastRound &&
           victoryTarget == other.victoryTarget && roundLimit == other.roundLimit &&
           provinces == other.provinces && players == other.players && track == other.track &&
           bag == other.bag && rng == other.rng && turn == other.turn &&
           neutralPawnsPlaced == other.neutralPawnsPlaced &&
           neutralPawnsRemoved == other.neutralPawnsRemoved && winners == other.winners;
}

std::vector<AreaIndex> provincesOf(const GameState &state, int player, Holder holder)
{
    // Room for a usual empire at once, instead of the vector growing province by province.
    std::vector<AreaIndex> result;
    result.reserve(16);
    provincesInto(state, player, holder, result);
    return result;
}

void provincesInto(const GameState &state, int player, Holder holder,
                   std::vector<AreaIndex> &provinces)
{
    // Written by index into room for every area, then cut: push_back's checks of the capacity
    // cost more than the scan itself (the legal-move checks ask at every step).
    provinces.resize(static_cast<std::size_t>(state.provinces.size()));
    std::size_t held = 0;
    for (const AreaIndex area : state.provinces.areas()) {
        const ProvinceState &province = state.provinces[area];
        if (province.holder == holder && province.player == player)
            provinces[held++] = area;
    }
    provinces.resize(held);
}

int pawnsOnBoard(const GameState &state, int player, Holder holder)
{
    int total = 0;
    for (const ProvinceState &province : state.provinces) {
        if (province.holder == holder && province.player == player)
            total += province.pawns;
    }
    return total;
}

} // namespace vinci
