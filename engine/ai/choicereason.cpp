#include "choicereason.h"

#include "game/civilizationtrack.h"
#include "game/play.h"
#include "queries/phaseguidance.h"
#include "rules/conquestcost.h"
#include "rules/scoring.h"

namespace vinci {

CivilizationFacts civilizationFacts(const GameState &state, int slot)
{
    const int me = state.currentPlayer;
    CivilizationFacts facts;
    facts.slot = slot;
    facts.tiles = state.track[static_cast<std::size_t>(slot)].tiles;
    facts.pawns = civilizationPawns(state, me, facts.tiles);
    facts.scoreChange = choosingScoreChange(state, slot);
    // The new civilization on the board: where it could enter, with its tiles and without them.
    GameState after = state;
    if (applyInPlace(after, Action::choose(slot)) || !after.player(me).active)
        return facts;
    GameState bare = after;
    bare.player(me).active->tiles = CivilizationTiles{};
    for (AreaIndex area = 0; area < after.board->areaCount(); ++area) {
        if (!after.board->area(area).isLand() || targetRefusal(after, me, area))
            continue;
        // Entering is a conquest like any other: within its pawns.
        const auto cost = cheapestConquestTotal(after, me, area, false);
        if (!cost || *cost > after.player(me).active->hand)
            continue;
        ++facts.enterable;
        if (provincePoints(after, area, facts.tiles) >
            provincePoints(after, area, CivilizationTiles{}))
            ++facts.worthMore;
        const auto bareCost = cheapestConquestTotal(bare, me, area, false);
        if (bareCost && *cost < *bareCost)
            ++facts.cheaper;
    }
    return facts;
}

ReasonPart choiceReason(const CivilizationFacts &facts)
{
    ReasonPart part(ReasonKind::TakesCivilization);
    part.slot = facts.slot;
    part.tiles = facts.tiles;
    part.numbers = {facts.pawns,     facts.scoreChange, facts.enterable,
                    facts.worthMore, facts.cheaper,     0};
    return part;
}

ReasonPart rulebookChoiceReason(const GameState &state, int slot)
{
    ReasonPart part(ReasonKind::TakesFirstCivilization);
    if (slot >= 0 && slot < static_cast<int>(state.track.size())) {
        part.slot = slot;
        part.tiles = state.track[static_cast<std::size_t>(slot)].tiles;
    }
    return part;
}

DeclineFacts declineFacts(const GameState &state)
{
    DeclineFacts facts;
    facts.provinces =
        static_cast<int>(provincesOf(state, state.currentPlayer, Holder::Active).size());
    facts.expandPawns = expandPawnsPreview(state);
    facts.declineScore = declineScorePreview(state);
    return facts;
}

ReasonPart declineReason(const DeclineFacts &facts)
{
    ReasonPart part(ReasonKind::Declines);
    part.numbers = {facts.provinces, facts.expandPawns, facts.declineScore, 0, 0, 0};
    return part;
}

} // namespace vinci
