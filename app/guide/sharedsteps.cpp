// The steps both rule sets' guided games share word for word: End conquest, the
// reorganization, Decline, choosing again and playing on.

#include "guide/guidestep.h"

#include <QtGlobal>

namespace vinci::GuideSteps {

GuideStep endConquest()
{
    return {GuideTarget::EndConquest,
            -1,
            nullptr,
            ActionType::EndConquest,
            QT_TRANSLATE_NOOP("Guide", "You could go on while your hand pays for it, but an empire "
                                       "spread thin is easy prey. Press End conquest."),
            nullptr,
            QT_TRANSLATE_NOOP("Guide", "Press End conquest, outlined in gold, for now."),
            GuideNumbers::None,
            QT_TRANSLATE_NOOP("Guide", "You could go on while your hand pays for it, but an empire "
                                       "spread thin is easy prey. Press C (End conquest)."),
            QT_TRANSLATE_NOOP("Guide", "Press C (End conquest, outlined in gold) for now.")};
}

GuideStep reorganization()
{
    return {
        GuideTarget::Confirm,
        -1,
        nullptr,
        ActionType::EndReorganization,
        QT_TRANSLATE_NOOP("Guide",
                          "Reorganization: the pawns left in your hand go onto your "
                          "provinces, at least one on each. Left-click a province to place "
                          "a pawn, right-click to take one back, or press Auto-distribute. "
                          "Once they are all placed, Confirm and score is outlined: press "
                          "it."),
        QT_TRANSLATE_N_NOOP("Guide", "You scored %n point(s): %1. Your score is now %2."),
        QT_TRANSLATE_NOOP("Guide", "Place your pawns on your provinces, then press Confirm and "
                                   "score."),
        GuideNumbers::Score,
        QT_TRANSLATE_NOOP("Guide", "Reorganization: the pawns left in your hand go onto your "
                                   "provinces, at least one on each. Enter on a province places a "
                                   "pawn, Backspace takes one back (the arrow keys or Tab move the "
                                   "ring), or press A to auto-distribute them. Once they are all "
                                   "placed, press S (Confirm and score)."),
        QT_TRANSLATE_NOOP("Guide", "Place your pawns on your provinces (Enter on a province, or "
                                   "A for all of them), then press S (Confirm and score).")};
}

GuideStep decline()
{
    return {GuideTarget::Decline, -1, nullptr, ActionType::Decline,
            QT_TRANSLATE_NOOP("Guide",
                              "Your turn. You would usually expand again for a few turns; to see "
                              "the whole cycle, decline now. An empire in decline stays on the "
                              "map and keeps scoring, and you choose a new civilization. Press "
                              "Decline."),
            // %1: "%n point(s)" (GuideWords::explain()).
            QT_TRANSLATE_N_NOOP("Guide", "%n province(s) of yours went into decline, scoring %1 at "
                                         "once; your score is now %2."),
            QT_TRANSLATE_NOOP("Guide", "Press Decline, outlined in gold, for now."),
            GuideNumbers::Decline,
            QT_TRANSLATE_NOOP("Guide",
                              "Your turn. You would usually expand again for a few turns; to see "
                              "the whole cycle, decline now. An empire in decline stays on the "
                              "map and keeps scoring, and you choose a new civilization. Press D "
                              "(Decline)."),
            QT_TRANSLATE_NOOP("Guide", "Press D (Decline, outlined in gold) for now.")};
}

GuideStep chooseAgain()
{
    return {
        GuideTarget::Slot, 0, nullptr, ActionType::ChooseCivilization,
        QT_TRANSLATE_NOOP("Guide",
                          "Choose again. When a place is taken, the places below it move up, "
                          "and the coins left on a place go with it to whoever takes it. Click "
                          "place I, then Take it."),
        // Where it enters is the next step's to say: it is read once the turn has come round
        // ("It enters the map on your next turn" was read on that turn, the s44 walk).
        QT_TRANSLATE_N_NOOP("Guide", "You took civilization %1: %n pawn(s) in your hand. Your "
                                     "score is now %2."),
        QT_TRANSLATE_NOOP("Guide", "For this game, take place %1: click its card, then Take it."),
        GuideNumbers::Choice,
        QT_TRANSLATE_NOOP("Guide",
                          "Choose again. When a place is taken, the places below it move up, "
                          "and the coins left on a place go with it to whoever takes it. Press "
                          "1 for place I, then Enter."),
        QT_TRANSLATE_NOOP("Guide", "For this game, take place %1: press %2, then Enter.")};
}

GuideStep playOn()
{
    // Play on or start again: GuideWords adds which to press.
    return {GuideTarget::None,
            -1,
            nullptr,
            std::nullopt,
            QT_TRANSLATE_NOOP("Guide",
                              "Your new civilization waits in your hand: it enters the map the "
                              "next time you expand. That is the game: expand while you can, "
                              "decline when your empire can grow no more, and choose the next "
                              "civilization well. The first to the victory target wins."),
            nullptr,
            nullptr,
            GuideNumbers::None};
}

} // namespace vinci::GuideSteps
