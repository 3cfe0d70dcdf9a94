#pragma once

#include "game/gameevent.h"
#include "game/gamestate.h"
#include "guide/guidestep.h"
#include "rules/conquestcost.h"
#include "rules/scorebreakdown.h"

#include <QString>

#include <vector>

namespace vinci {

/** A step's explanation after its action, and the engine's numbers it quotes, in order. */
struct GuideExplanation
{
    QString text;
    std::vector<int> numbers;
};

/**
 * The guided game's words: a step's texts translated (context "Guide"), and its explanation
 * filled with the numbers of the position: `before` is the state the person acted on, `events`
 * what the action did, `after` the state it left.
 */
namespace GuideWords {

/**
 * The step's text; with `keys`, its words for the keys when it has them (GuideStep::keysText).
 * A step that waits for Next ends with what to press ("Press Next.", for the keys "Press Enter
 * (Next)."); the `last` with Continue against the computer or Start the lesson again.
 */
QString text(const GuideStep &step, bool keys = false, bool last = false);
/**
 * The answer to another move than the step's: its wrongMove text naming the expected target;
 * with `keys`, the keys' (GuideStep::keysWrongMove): "click" answered a person who plays with
 * the keys (the s44 walk).
 */
QString wrongMove(const GuideStep &step, const ProvinceGraph &board, bool keys = false);
/** "Read this step, then press Next" for an action during a step that waits for Next. */
QString readFirst(bool keys = false);
GuideExplanation explain(const GuideStep &step, const GameState &before, const GameState &after,
                         const std::vector<GameEvent> &events);
/** A conquest's cost term by term, as the tooltip lists it: "Conquest 2, Defending pawns +1". */
QString costWords(const ConquestCost &cost, RuleSetId rules);
/**
 * What a turn scored, line by line, as a sum: "3 for your provinces, +1 for Agriculture, +2 for
 * your provinces in decline".
 */
QString scoreWords(const ScoreBreakdown &score, RuleSetId rules);
/** The name of a province in the interface's language. */
QString provinceName(const ProvinceGraph &board, AreaIndex area);

} // namespace GuideWords

} // namespace vinci
