#pragma once

#include "aireason.h"
#include "game/gamestate.h"

namespace vinci {

/**
 * What the state says for taking the civilization in one place of the track, as a person at the
 * table could count it: the tiles, the pawns and points they bring, and the provinces the new
 * civilization could enter, with those its tiles make worth more or cheaper to conquer.
 */
struct CivilizationFacts
{
    int slot = 0; ///< 0 = civilization I
    CivilizationTiles tiles;
    int pawns = 0;       ///< pawns the civilization brings (civilizationPawns)
    int scoreChange = 0; ///< victory points taking it collects (+) or costs (-)
    int enterable = 0;   ///< provinces the new civilization could conquer first, with its pawns
    int worthMore = 0;   ///< of those, where its tiles add to a province's points
    int cheaper = 0;     ///< of those, where its tiles lower the conquest's cost
};

/** The facts of the current player taking the civilization in `slot` of `state`'s track. */
CivilizationFacts civilizationFacts(const GameState &state, int slot);

/**
 * "Takes III: Weapons + Mountaineering: 9 pawns, and collects 2 victory points. Of the 14
 * provinces it can enter, its tiles make 4 worth more and 14 cheaper to conquer." (worded by
 * describeReason()).
 */
ReasonPart choiceReason(const CivilizationFacts &facts);

/** The rulebook's virtual player: civilization I's tiles, and the rule that it takes I. */
ReasonPart rulebookChoiceReason(const GameState &state, int slot);

/** What the state says for the current player declining now, at the start of its turn. */
struct DeclineFacts
{
    int provinces = 0;    ///< provinces of its active empire
    int expandPawns = 0;  ///< pawns it would have in hand if it expanded instead
    int declineScore = 0; ///< victory points the decline scores now
};

/** The facts of the current player declining `state`'s active empire. */
DeclineFacts declineFacts(const GameState &state);

/**
 * "Declines: expanding would give it 3 pawns for its 6 provinces; the decline scores 9 victory
 * points now." (worded by describeReason()).
 */
ReasonPart declineReason(const DeclineFacts &facts);

} // namespace vinci
