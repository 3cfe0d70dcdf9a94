// The rulebook's virtual player: where it enters the board and how it expands.

#include "opensea.h"
#include "rulebookplayer.h"
#include "rules/conquestcost.h"

#include <algorithm>
#include <memory>

namespace vinci {

namespace {

constexpr quint64 conquestStep = 2;

/** Open-sea coasts of a board, computed once per board (boards never change). */
bool onOpenSeaCoast(const GameState &state, AreaIndex area)
{
    // Held weakly, not by address: a board freed and another built at the same address (a new
    // game on another map) must not find the old board's coasts.
    thread_local std::weak_ptr<const ProvinceGraph> cachedBoard;
    thread_local AreaVector<bool> cached;
    if (cachedBoard.lock() != state.board) {
        cached = openSeaCoasts(*state.board);
        cachedBoard = state.board;
    }
    return cached[area];
}

} // namespace

int RulebookPlayer::compareOptions(const GameState &state, const ConquestOption &a,
                                   const ConquestOption &b) const
{
    auto order = [](int x, int y) { return x < y ? -1 : x > y ? 1 : 0; };
    if (m_variant.costMinusTwiceValue) {
        // "(Cost in tokens to take the province) - (2 x the value of the province in victory
        // points). ... The virtual player will always conquer the province with the lowest value
        // first." Equal results: the more valuable province (the main rule's own first key).
        if (const int c = order(a.cost - 2 * a.value(), b.cost - 2 * b.value()))
            return c;
        if (const int c = order(b.value(), a.value()))
            return c;
    } else {
        // "the one that is worth the most victory points (including subtracting points for
        // moving adjacent to the virtual player's declining civilization), then the cheapest
        // province to take, and finally by rolling a die." Spies: "On tient compte de cette
        // possibilité quand on compare les coûts de provinces de même valeur" (FR): the cost
        // compared is Espionage's 2 where that is cheaper.
        if (const int c = order(b.value(), a.value()))
            return c;
        if (const int c = order(a.cost, b.cost))
            return c;
    }
    // Variant: "instead of rolling a die ..., whenever possible, choose a province that will
    // invade one of the real player's civilizations."
    if (m_variant.attackRealPlayers) {
        if (const int c = order(b.invadesRealPlayer ? 1 : 0, a.invadesRealPlayer ? 1 : 0))
            return c;
    }
    // Heritage: "If there are equally valued provinces during expansion, a virtual player will
    // prefer attacking enemy-occupied provinces adjacent to their declining empire in order to
    // protect it. Apply this rule just before rolling the die."
    if (state.player(state.currentPlayer).active->tiles.has(TileKind::Heritage)) {
        if (const int c = order(b.protectsDeclining ? 1 : 0, a.protectsDeclining ? 1 : 0))
            return c;
    }
    return 0;
}

AiDecision RulebookPlayer::conquer(const GameState &state) const
{
    const int me = state.currentPlayer;
    const ActiveCivilization &active = *state.player(me).active;
    const bool entering = isEntering(state, me);
    // "look at the provinces adjacent to their civilization"; Astronomy: "All of the provinces
    // accessible through Sea Zones must be considered"; Revolutionaries: "Consider all of the
    // provinces as candidates for the starting province." (conquestOptions reaches them all.)
    std::vector<ConquestOption> options = conquestOptions(state, me);

    AiDecision decision;
    decision.action = Action::endConquest();
    if (options.empty()) {
        if (explaining())
            decision.reason.add(ReasonKind::NoProvinceInReach);
        return decision;
    }
    // The most preferred of all, affordable or not, for the log's "instead".
    auto better = [&](const ConquestOption &a, const ConquestOption &b) {
        return compareOptions(state, a, b) < 0;
    };
    const ConquestOption preferred = *std::min_element(options.begin(), options.end(), better);

    // Whatever it takes, it keeps a pawn for every province it holds once Field General's pawns
    // have left (canHoldOneMore): only zero-cost conquests and Field General could break that.
    // "If the player does not have enough tokens to take the preferred province, they will
    // instead try to take the best possible province." "Un peuple fictif s'étend tant qu'il
    // dispose de pions pour le faire et ne vide jamais de province." (FR)
    const bool room = canHoldOneMore(state, me);
    std::vector<ConquestOption> affordable;
    for (const ConquestOption &option : options) {
        if (option.cost <= active.hand && room)
            affordable.push_back(option);
    }
    // Ship Building: "On its first turn, a civilization with Ship Building will always settle
    // along a coastline that is not part of an inland sea."
    bool shipBuildingCoast = false;
    if (entering && active.tiles.has(TileKind::ShipBuilding)) {
        std::vector<ConquestOption> coastal;
        for (const ConquestOption &option : affordable) {
            if (onOpenSeaCoast(state, option.area))
                coastal.push_back(option);
        }
        if (!coastal.empty()) {
            shipBuildingCoast = coastal.size() < affordable.size();
            affordable = std::move(coastal);
        }
    }
    if (affordable.empty()) {
        if (explaining())
            decision.reason.add(ReasonKind::NoneAffordable).numbers[0] = active.hand;
        decision.cost = preferred.cost;
        return decision;
    }
    std::sort(affordable.begin(), affordable.end(), better);
    std::vector<ConquestOption> tied;
    for (const ConquestOption &option : affordable) {
        if (compareOptions(state, option, affordable.front()) == 0)
            tied.push_back(option);
    }
    Die die = dieFor(state, {conquestStep, static_cast<quint64>(state.turn.conquests)});
    const ConquestOption chosen = die.pick(tied);

    decision.action = Action::conquer(chosen.area, chosen.espionage);
    decision.value = chosen.value();
    decision.cost = chosen.cost;
    decision.dice = die.rolls();
    if (!explaining())
        return decision;

    AiReason &why = decision.reason;
    ReasonPart &conquest = why.add(entering ? ReasonKind::EntersBoard : ReasonKind::ConquersBest);
    conquest.area = chosen.area;
    conquest.numbers[0] = chosen.value();
    conquest.numbers[1] = chosen.cost;
    if (chosen.decliningLoss > 0)
        why.add(ReasonKind::DecliningLossCounted).numbers[0] = chosen.decliningLoss;
    if (chosen.slavery > 0)
        why.add(ReasonKind::SlaveryBonus).numbers[0] = chosen.slavery;
    if (chosen.espionage)
        why.add(ReasonKind::EspionageCostsTwo);
    if (m_variant.costMinusTwiceValue)
        why.add(ReasonKind::CostMinusTwiceValue).numbers[0] = chosen.cost - 2 * chosen.value();
    if (shipBuildingCoast)
        why.add(ReasonKind::ShipBuildingCoast);
    if (compareOptions(state, preferred, affordable.front()) < 0) {
        ReasonPart &dear = why.add(ReasonKind::PreferredTooDear);
        dear.area = preferred.area;
        dear.numbers[0] = preferred.cost;
        dear.numbers[1] = active.hand;
    }
    if (tied.size() > 1) {
        ReasonPart &drawn = why.add(ReasonKind::DieAmongEqual);
        drawn.dice = decision.dice;
        drawn.numbers[0] = static_cast<int>(tied.size());
    }
    return decision;
}

} // namespace vinci
