// The guided first game of Online 2013: you against one computer seat on the Mediterranean,
// seed 9, where you move first and place I holds Agriculture and Slavery (neither changes a
// conquest's cost). Under these rules a civilization chosen enters the map in the same turn, and
// a sea that can be held costs one pawn. Checked against the engine by test_guidedgame.

#include "guide/guidestep.h"

#include <QtGlobal>

namespace vinci {

const GuideScript &onlineGuide()
{
    static const GuideScript script{
        u"online2013",
        RuleSetId::Online2013,
        u"mediterranean",
        2,
        9,
        u"strategist-easy",
        {
            {GuideTarget::None, -1, nullptr, std::nullopt,
             QT_TRANSLATE_NOOP("Guide",
                               "Welcome to Vinci under the Online 2013 rules. You are Player 1, in "
                               "orange, against one computer player on the Mediterranean. You lead "
                               "a civilization, conquer provinces with its pawns, score victory "
                               "points for them at the end of each of your turns, and when it can "
                               "grow no more, put it into decline and choose another."),
             nullptr, nullptr, GuideNumbers::None},
            {GuideTarget::Track, -1, nullptr, std::nullopt,
             QT_TRANSLATE_NOOP("Guide",
                               "This is the civilization track, outlined in gold: six "
                               "civilizations one under the other (scroll the track to see them "
                               "all), each a pair of tiles that gives its pawns and its "
                               "special abilities. Place I is free; a place further down costs "
                               "victory points, as its card says, and leaves coins on the places "
                               "passed over for whoever takes them later."),
             nullptr, nullptr, GuideNumbers::None},
            {GuideTarget::Slot, 0, nullptr, ActionType::ChooseCivilization,
             QT_TRANSLATE_NOOP("Guide",
                               "Place I: Agriculture and Slavery, with the number of pawns they "
                               "bring, and no price. Under these rules the civilization you take "
                               "enters the map at once, this turn. Click its card, then Take it."),
             QT_TRANSLATE_N_NOOP("Guide",
                                 "You took civilization %1: %n pawn(s) in your hand. Your score "
                                 "is %2."),
             QT_TRANSLATE_NOOP("Guide",
                               "For this game, take place %1: click its card, then Take it."),
             GuideNumbers::Choice,
             QT_TRANSLATE_NOOP("Guide",
                               "Place I: Agriculture and Slavery, with the number of pawns they "
                               "bring, and no price. Under these rules the civilization you take "
                               "enters the map at once, this turn. Press 1, then Enter."),
             QT_TRANSLATE_NOOP("Guide", "For this game, take place %1: press %2, then Enter.")},
            {GuideTarget::Province, -1, u"thrace", ActionType::Conquer,
             QT_TRANSLATE_NOOP(
                 "Guide", "A new civilization enters at the edge of the board or one sea "
                          "zone away. Every province you can take shows its cost on a badge. "
                          "Hover over Thrace, outlined in violet: its tooltip gives the cost term "
                          "by term. Then click Thrace to conquer it."),
             QT_TRANSLATE_N_NOOP("Guide", "%1 cost you %n pawn(s): %2."),
             QT_TRANSLATE_NOOP("Guide", "Conquer %1 first: it is outlined in violet on the map."),
             GuideNumbers::Conquest,
             QT_TRANSLATE_NOOP("Guide",
                               "A new civilization enters at the edge of the board or one sea "
                               "zone away. Every province you can take shows its cost on a badge. "
                               "Move the ring to Thrace, outlined in violet, with the arrow keys "
                               "or Tab, then press Enter to conquer it."),
             QT_TRANSLATE_NOOP("Guide",
                               "Conquer %1 first: move the ring to it, then press Enter.")},
            {GuideTarget::Province, -1, u"macedonia", ActionType::Conquer,
             QT_TRANSLATE_NOOP("Guide",
                               "From Thrace you reach its neighbours. Macedonia is a forest: "
                               "forests and mountains cost one pawn more. Look at its badge, then "
                               "click Macedonia."),
             QT_TRANSLATE_N_NOOP("Guide", "%1 cost you %n pawn(s): %2."),
             QT_TRANSLATE_NOOP("Guide", "Conquer %1 now: it is outlined in violet on the map."),
             GuideNumbers::Conquest,
             QT_TRANSLATE_NOOP("Guide",
                               "From Thrace you reach its neighbours. Macedonia is a forest: "
                               "forests and mountains cost one pawn more. Look at its badge, then "
                               "move the ring to Macedonia and press Enter."),
             QT_TRANSLATE_NOOP("Guide", "Conquer %1 now: move the ring to it, then press Enter.")},
            {GuideTarget::Province, -1, u"propontis", ActionType::Conquer,
             QT_TRANSLATE_NOOP("Guide",
                               "Under these rules some seas can be held like provinces. The "
                               "Propontis, next to Thrace, is one: look at its badge, then click "
                               "it."),
             QT_TRANSLATE_N_NOOP("Guide", "%1 cost you %n pawn(s): %2."),
             QT_TRANSLATE_NOOP("Guide", "Conquer %1 now: it is outlined in violet on the map."),
             GuideNumbers::Conquest,
             QT_TRANSLATE_NOOP("Guide",
                               "Under these rules some seas can be held like provinces. The "
                               "Propontis, next to Thrace, is one: look at its badge, then move "
                               "the ring to it and press Enter."),
             QT_TRANSLATE_NOOP("Guide", "Conquer %1 now: move the ring to it, then press Enter.")},
            GuideSteps::endConquest(),
            GuideSteps::reorganization(),
            {GuideTarget::Score, -1, nullptr, std::nullopt,
             QT_TRANSLATE_NOOP("Guide",
                               "Your score is on your card, with a bar towards the victory "
                               "target. Now the computer player takes its turn: watch it enter "
                               "the map."),
             nullptr, nullptr, GuideNumbers::None},
            GuideSteps::decline(),
            GuideSteps::chooseAgain(),
            GuideSteps::playOn(),
        }};
    return script;
}

} // namespace vinci
