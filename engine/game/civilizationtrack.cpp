// Choosing a civilization: the track I-VI, its coins, and the bag it is refilled from.

#include "rules/tiletable.h"
#include "turnsteps.h"

namespace vinci::turnsteps {

namespace {

constexpr int trackLength = 6;

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
    while (static_cast<int>(state.track.size()) < trackLength) {
        const auto pair = drawPair(state);
        if (!pair)
            return;
        state.track.push_back({*pair, 0});
    }
}

int extraPawnsFor(const GameState &state, int player)
{
    // "The virtual player receives 8 extra tokens instead of the 6 tokens which a real player
    // receives."
    if (state.player(player).virtualPlayer)
        return state.options.virtualExtraPawns;
    const auto &table = state.board->classicTable().extraPawns;
    const auto it = table.find(state.playerCount());
    return it != table.end() ? it->second : state.rules().defaultExtraPawns(state.playerCount());
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
    const RuleSet &rules = state.rules();
    const int cost = rules.skipCost * slot;
    const int gain = rules.coinValue * state.track[static_cast<std::size_t>(slot)].coins;
    if (player.score + gain - cost < 0)
        return reject(RejectionCode::NotEnoughPoints, {QString::number(cost - gain)});
    return std::nullopt;
}

void doChoose(GameState &state, int slot, Events events)
{
    const RuleSet &rules = state.rules();
    PlayerState &player = state.player(state.currentPlayer);
    const auto slotIndex = static_cast<std::size_t>(slot);
    // "If the player passes over the first civilization, and chooses the second civilization
    // (space 'II'), the player must pay 2 victory points ... For each civilization that was
    // passed over, the player places an unused token ... on that civilization. ... the player
    // gains 2 victory points for each token on the civilization."
    const int net = rules.coinValue * state.track[slotIndex].coins - rules.skipCost * slot;
    for (std::size_t passed = 0; passed < slotIndex; ++passed)
        ++state.track[passed].coins;
    const CivilizationTiles tiles = state.track[slotIndex].tiles;
    // "shifts the higher-numbered civilization pairs (along with any tokens placed with them)
    // to the left ... Two new civilization tiles are drawn and placed on the 'VI' space"
    state.track.erase(state.track.begin() + slot);
    fillTrack(state);

    // "the sum of the two red numbers on the civilization tiles ... plus extra tokens depending
    // on the number of players"
    const int pawns =
        pairPawns(tiles.kinds[0], tiles.kinds[1]) + extraPawnsFor(state, state.currentPlayer);
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
    finishTurn(state, events);
}

} // namespace vinci::turnsteps
