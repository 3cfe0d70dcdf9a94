// Choosing a civilization: the track I-VI, its coins, and the bag it is refilled from.

#include "civilizationtrack.h"

#include "rules/firstturn.h"
#include "rules/tiletable.h"
#include "turnsteps.h"

namespace vinci {

int extraPawnsFor(const GameState &state, int player)
{
    // "The virtual player receives 8 extra tokens instead of the 6 tokens which a real player
    // receives."
    if (state.player(player).virtualPlayer)
        return state.options.virtualExtraPawns;
    const auto &table = mapTable(*state.board, state.options.ruleSet).extraPawns;
    const auto it = table.find(state.playerCount());
    return it != table.end() ? it->second : state.rules().defaultExtraPawns(state.playerCount());
}

int civilizationPawns(const GameState &state, int player, const CivilizationTiles &tiles)
{
    return state.rules().pairPawns(tiles.kinds[0], tiles.kinds[1]) + extraPawnsFor(state, player);
}

int choosingScoreChange(const GameState &state, int slot)
{
    // "If the player passes over the first civilization, and chooses the second civilization
    // (space 'II'), the player must pay 2 victory points ... the player gains 2 victory points
    // for each token on the civilization."
    const RuleSet &rules = state.rules();
    return rules.coinValue * state.track[static_cast<std::size_t>(slot)].coins -
           rules.skipCost * slot;
}

} // namespace vinci

namespace vinci::turnsteps {

namespace {

TileKind takeFromBag(GameState &state)
{
    const int index = state.rng.below(static_cast<int>(state.bag.size()));
    const TileKind kind = state.bag[static_cast<std::size_t>(index)];
    state.bag.erase(state.bag.begin() + index);
    return kind;
}

/**
 * Draws a pair for slot VI. Errata: "if you draw both Specialization counters for the same empire,
 * replace one of them with a new one." Option (German rules, errata house rule): "if two
 * identical Civilization counters are drawn together, put them back in the bag and redraw".
 */
std::optional<CivilizationTiles> drawPair(GameState &state)
{
    if (state.bag.size() < 2)
        return std::nullopt;
    // A bag holding nothing but identical tiles cannot give a different pair: stop trying.
    for (int attempt = 0; attempt < 64; ++attempt) {
        const TileKind first = takeFromBag(state);
        TileKind second = takeFromBag(state);
        if (state.options.redrawIdenticalPairs && first == second && attempt < 63) {
            state.bag.push_back(first);
            state.bag.push_back(second);
            continue;
        }
        if (first == TileKind::Specialization && second == TileKind::Specialization &&
            !state.bag.empty()) {
            const TileKind replacement = takeFromBag(state);
            state.bag.push_back(second);
            second = replacement;
        }
        return CivilizationTiles::pair(first, second);
    }
    return std::nullopt;
}

} // namespace

void fillTrack(GameState &state)
{
    while (static_cast<int>(state.track.size()) < civilizationTrackLength) {
        const auto pair = drawPair(state);
        if (!pair)
            return;
        state.track.push_back({*pair, 0});
    }
}

Refusal checkChoose(const GameState &state, int slot)
{
    if (state.phase != Phase::ChooseCivilization)
        return reject(RejectionCode::WrongPhase);
    if (slot < 0 || slot >= static_cast<int>(state.track.size()))
        return reject(RejectionCode::SlotOutOfRange);
    const PlayerState &player = state.player(state.currentPlayer);
    // "A virtual player always chooses the first civilization available."
    if (player.virtualPlayer && slot != 0)
        return reject(RejectionCode::VirtualPlayerTakesFirst);
    // The score track has no space below 0 (docs/rules-decisions.md, "Paying for a
    // civilization").
    const int change = choosingScoreChange(state, slot);
    if (player.score + change < 0)
        return reject(RejectionCode::NotEnoughPoints, {QString::number(-change)});
    return std::nullopt;
}

void doChoose(GameState &state, int slot, Events events)
{
    const bool conquersAtOnce = choiceStartsConquestAtOnce(state);
    PlayerState &player = state.player(state.currentPlayer);
    const auto slotIndex = static_cast<std::size_t>(slot);
    // "For each civilization that was passed over, the player places an unused token ... on
    // that civilization."
    const int net = choosingScoreChange(state, slot);
    for (std::size_t passed = 0; passed < slotIndex; ++passed)
        ++state.track[passed].coins;
    const CivilizationTiles tiles = state.track[slotIndex].tiles;
    // "shifts the higher-numbered civilization pairs (along with any tokens placed with them)
    // to the left ... Two new civilization tiles are drawn and placed on the 'VI' space"
    state.track.erase(state.track.begin() + slot);
    fillTrack(state);

    // "the sum of the two red numbers on the civilization tiles ... plus extra tokens depending
    // on the number of players"
    const int pawns = civilizationPawns(state, state.currentPlayer, tiles);
    player.score += net;
    player.active = ActiveCivilization{tiles, pawns, 0};
    player.pawnsReceived += pawns;
    ++player.civilizationsChosen;

    GameEvent event{EventKind::CivilizationChosen};
    event.player = state.currentPlayer;
    event.tiles = tiles;
    event.amount = slot;
    event.amount2 = pawns;
    event.value = net;
    record(events, event);
    if (conquersAtOnce) {
        // Online 2013's first turn goes on: nothing to collect, the civilization enters.
        startConquestPhase(state, events);
        return;
    }
    finishTurn(state, events);
}

} // namespace vinci::turnsteps
