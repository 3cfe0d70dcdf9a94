// The guided first game of Classic (1999 rules): you against two computer seats on Europe,
// seed 9, where you move first and place I holds Agriculture and Port Building (no tile that
// changes a conquest's cost, so the costs are the plain rule). Checked against the engine by
// test_guidedgame; the provinces are those the first conquest reaches from the board's edge
// before any computer seat has entered.

#include "guide/guidestep.h"

#include <QtGlobal>

namespace vinci {

const GuideScript &classicGuide()
{
    static const GuideScript script{
        u"classic",
        RuleSetId::Classic,
        u"europe",
        3,
        9,
        u"strategist-easy",
        {
            {GuideTarget::None, -1, nullptr, std::nullopt,
             QT_TRANSLATE_NOOP("Guide",
                               "Welcome to Vinci. You are Player 1, in orange, against two "
                               "computer players. "
                               "Civilizations rise and fall: you lead one, conquer provinces "
                               "with its pawns, score victory points for them at the end of each "
                               "of your turns, and when it can grow no more, put it into decline "
                               "and choose another. Each step points at what to look at."),
             nullptr, nullptr, GuideNumbers::None},
            {GuideTarget::Track, -1, nullptr, std::nullopt,
             QT_TRANSLATE_NOOP(
                 "Guide",
                 "This is the civilization track, outlined in gold: six civilizations one under "
                 "the "
                 "other (scroll the track to see them all), each a pair of tiles that gives its "
                 "pawns and its special abilities. Place I is free. "
                 "Each place further down costs victory points, as its card says: you leave a "
                 "coin on every place you pass over, and whoever takes a place later takes its "
                 "coins and their points."),
             nullptr, nullptr, GuideNumbers::None},
            {GuideTarget::Slot, 0, nullptr, ActionType::ChooseCivilization,
             QT_TRANSLATE_NOOP("Guide",
                               "Place I: Agriculture and Port Building, with the number of pawns "
                               "they bring, and no price. Take it: click its card, then Take it "
                               "(or press 1, then Enter)."),
             QT_TRANSLATE_N_NOOP("Guide",
                                 "You took civilization %1: %n pawn(s) in your hand. Your score "
                                 "is %2 (everyone starts with 10)."),
             QT_TRANSLATE_NOOP("Guide",
                               "For this game, take place %1: click its card, then Take it."),
             GuideNumbers::Choice,
             QT_TRANSLATE_NOOP("Guide",
                               "Place I: Agriculture and Port Building, with the number of pawns "
                               "they bring, and no price. Take it: press 1, then Enter."),
             QT_TRANSLATE_NOOP("Guide", "For this game, take place %1: press %2, then Enter.")},
            {GuideTarget::Expand, -1, nullptr, ActionType::Expand,
             QT_TRANSLATE_NOOP("Guide",
                               "The computer players have chosen too: it is your turn again. Each "
                               "turn begins with a choice: expand, or decline. Press Expand, "
                               "outlined in gold."),
             QT_TRANSLATE_N_NOOP("Guide", "You have %n pawn(s) in hand to conquer with."),
             QT_TRANSLATE_NOOP("Guide", "Press Expand, outlined in gold, for now."),
             GuideNumbers::Expand,
             QT_TRANSLATE_NOOP("Guide",
                               "The computer players have chosen too: it is your turn again. Each "
                               "turn begins with a choice: expand, or decline. Press E (Expand, "
                               "outlined in gold)."),
             QT_TRANSLATE_NOOP("Guide", "Press E (Expand, outlined in gold) for now.")},
            {GuideTarget::Province, -1, u"england", ActionType::Conquer,
             QT_TRANSLATE_NOOP(
                 "Guide", "A new civilization enters from the edge of the board or a coast. "
                          "Every province you can take shows its cost on a badge. Hover "
                          "over England, outlined in violet: its tooltip gives the cost term by "
                          "term. Then click England to conquer it."),
             QT_TRANSLATE_N_NOOP("Guide", "%1 cost you %n pawn(s): %2."),
             QT_TRANSLATE_NOOP("Guide", "Conquer %1 first: it is outlined in violet on the map."),
             GuideNumbers::Conquest,
             QT_TRANSLATE_NOOP("Guide",
                               "A new civilization enters from the edge of the board or a coast. "
                               "Every province you can take shows its cost on a badge. Move the "
                               "ring to England, outlined in violet, with the arrow keys or Tab, "
                               "then press Enter to conquer it."),
             QT_TRANSLATE_NOOP("Guide",
                               "Conquer %1 first: move the ring to it, then press Enter.")},
            {GuideTarget::Province, -1, u"scotland", ActionType::Conquer,
             QT_TRANSLATE_NOOP("Guide",
                               "From England you reach its neighbours. Scotland is a forest: "
                               "forests and mountains cost one pawn more. Look at its badge, "
                               "then click Scotland."),
             QT_TRANSLATE_N_NOOP("Guide", "%1 cost you %n pawn(s): %2."),
             QT_TRANSLATE_NOOP("Guide", "Conquer %1 now: it is outlined in violet on the map."),
             GuideNumbers::Conquest,
             QT_TRANSLATE_NOOP("Guide",
                               "From England you reach its neighbours. Scotland is a forest: "
                               "forests and mountains cost one pawn more. Look at its badge, "
                               "then move the ring to Scotland and press Enter."),
             QT_TRANSLATE_NOOP("Guide", "Conquer %1 now: move the ring to it, then press Enter.")},
            {GuideTarget::Province, -1, u"low-countries", ActionType::Conquer,
             QT_TRANSLATE_NOOP("Guide",
                               "One more: the Low Countries, which England reaches too. Click "
                               "them."),
             QT_TRANSLATE_N_NOOP("Guide", "%1 cost you %n pawn(s): %2."),
             QT_TRANSLATE_NOOP("Guide", "Conquer %1 now: it is outlined in violet on the map."),
             GuideNumbers::Conquest,
             QT_TRANSLATE_NOOP("Guide", "One more: the Low Countries, which England reaches too. "
                                        "Move the ring to them and press Enter."),
             QT_TRANSLATE_NOOP("Guide", "Conquer %1 now: move the ring to it, then press Enter.")},
            GuideSteps::endConquest(),
            GuideSteps::reorganization(),
            {GuideTarget::Score, -1, nullptr, std::nullopt,
             QT_TRANSLATE_NOOP("Guide",
                               "Your score is on your card, with a bar towards the victory "
                               "target. Now the computer players take their turns: watch them "
                               "enter the map."),
             nullptr, nullptr, GuideNumbers::None},
            GuideSteps::decline(),
            GuideSteps::chooseAgain(),
            GuideSteps::playOn(),
        }};
    return script;
}

} // namespace vinci
