// The end of a turn: defenders place their survivors, the next player's turn begins, and the
// game ends when the round is complete.

#include "turnsteps.h"

#include <algorithm>

namespace vinci::turnsteps {

namespace {

int &pendingOf(PlayerState &player, Holder holder)
{
    return holder == Holder::Active ? player.active->pendingRedeploy
                                    : player.declining->pendingRedeploy;
}

bool hasPending(const PlayerState &player, Holder holder)
{
    if (holder == Holder::Active)
        return player.active && player.active->pendingRedeploy > 0;
    return player.declining && player.declining->pendingRedeploy > 0;
}

/** Each pawn to the province with the fewest pawns, as Yucata's automatic redeploy does. */
void redeployEvenly(GameState &state, int player, Holder holder, Events events)
{
    int &pending = pendingOf(state.player(player), holder);
    const std::vector<AreaIndex> provinces = provincesOf(state, player, holder);
    while (pending > 0) {
        const AreaIndex target =
            *std::min_element(provinces.begin(), provinces.end(), [&](AreaIndex a, AreaIndex b) {
                return state.at(a).pawns < state.at(b).pawns;
            });
        ++state.at(target).pawns;
        --pending;
        GameEvent event{EventKind::Redeployed};
        event.player = player;
        event.area = target;
        event.value = 1;
        record(events, event);
    }
}

/**
 * Settles what needs no decision and returns the first civilization that does, if any. "If a
 * defending civilization loses all of its provinces, any surviving tokens are removed from the
 * board and may be used at the start of the player's next turn to enter the board."
 */
std::optional<std::pair<int, Holder>> nextRedeploy(GameState &state, Events events)
{
    const int n = state.playerCount();
    for (int step = 1; step <= n; ++step) {
        const int player = (state.currentPlayer + step) % n;
        for (Holder holder : {Holder::Active, Holder::Declining}) {
            PlayerState &seat = state.player(player);
            if (!hasPending(seat, holder))
                continue;
            int &pending = pendingOf(seat, holder);
            if (provincesOf(state, player, holder).empty()) {
                GameEvent event{EventKind::SurvivorsToHand};
                event.player = player;
                event.amount = pending;
                if (holder == Holder::Active)
                    seat.active->hand += pending;
                else
                    seat.pawnsRemoved += pending;
                pending = 0;
                record(events, event);
                continue;
            }
            if (state.options.autoRedeploy || state.rules().defendersRedeployAutomatically) {
                redeployEvenly(state, player, holder, events);
                continue;
            }
            return std::make_pair(player, holder);
        }
    }
    return std::nullopt;
}

void endGame(GameState &state, Events events)
{
    // "The player with the most points then wins the game." Ties are written down: every player
    // on the top score is a winner.
    int best = state.players.front().score;
    for (const PlayerState &player : state.players)
        best = std::max(best, player.score);
    state.winners.clear();
    for (int i = 0; i < state.playerCount(); ++i) {
        if (state.player(i).score == best)
            state.winners.push_back(i);
    }
    state.phase = Phase::GameOver;
    state.redeployPlayer = -1;
    GameEvent event{EventKind::GameEnded};
    event.players = state.winners;
    record(events, event);
}

void beginNextTurn(GameState &state, Events events)
{
    // "When a player reaches the required point total, the round of turns is still concluded.
    // ... The player sitting to the right of the player who started the game will play the last
    // turn."
    if (state.roundLimit > 0) {
        // "The game ends when the game reaches a fixed number of rounds" (Online 2013).
        state.lastRound = state.round >= state.roundLimit;
    } else {
        for (const PlayerState &player : state.players) {
            if (player.score >= state.victoryTarget)
                state.lastRound = true;
        }
    }
    const int next = (state.currentPlayer + 1) % state.playerCount();
    if (state.lastRound && next == state.firstPlayer) {
        endGame(state, events);
        return;
    }
    if (next == state.firstPlayer)
        ++state.round;
    // Online 2013: the last round is known from its first turn on.
    if (state.roundLimit > 0)
        state.lastRound = state.round >= state.roundLimit;
    ++state.turnNumber;
    state.currentPlayer = next;
    state.redeployPlayer = -1;
    state.turn = TurnState{};
    PlayerState &player = state.player(next);
    // Diplomacy: peace lasts "until the start of the Diplomacy player's next turn".
    player.peaceWith.clear();
    state.phase = player.active ? Phase::TurnStart : Phase::ChooseCivilization;
    GameEvent event{EventKind::TurnStarted};
    event.player = next;
    event.amount = state.round;
    record(events, event);
}

} // namespace

void record(Events events, GameEvent event)
{
    if (events)
        events->push_back(std::move(event));
}

void finishTurn(GameState &state, Events events)
{
    // Defenders move their survivors "at the end of the expanding player's turn".
    if (const auto owed = nextRedeploy(state, events)) {
        state.phase = Phase::Redeploy;
        state.redeployPlayer = owed->first;
        return;
    }
    beginNextTurn(state, events);
}

Holder redeployingCivilization(const GameState &state)
{
    const PlayerState &player = state.player(state.redeployPlayer);
    return hasPending(player, Holder::Active) ? Holder::Active : Holder::Declining;
}

Refusal checkRedeploy(const GameState &state, AreaIndex area)
{
    if (state.phase != Phase::Redeploy)
        return reject(RejectionCode::WrongPhase);
    if (area < 0 || area >= state.board->areaCount() || !state.board->area(area).isLand())
        return reject(RejectionCode::NotAProvince);
    const ProvinceState &province = state.at(area);
    if (province.holder != redeployingCivilization(state) ||
        province.player != state.redeployPlayer)
        return reject(RejectionCode::NothingToRedeploy);
    return std::nullopt;
}

void doRedeploy(GameState &state, AreaIndex area, Events events)
{
    const Holder holder = redeployingCivilization(state);
    ++state.at(area).pawns;
    --pendingOf(state.player(state.redeployPlayer), holder);
    GameEvent event{EventKind::Redeployed};
    event.player = state.redeployPlayer;
    event.area = area;
    record(events, event);
    if (!hasPending(state.player(state.redeployPlayer), Holder::Active) &&
        !hasPending(state.player(state.redeployPlayer), Holder::Declining))
        finishTurn(state, events);
}

} // namespace vinci::turnsteps
