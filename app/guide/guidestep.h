#pragma once

#include "game/action.h"
#include "game/gameoptions.h"

#include <optional>
#include <vector>

namespace vinci {

/** What a step of the guided game points at in the window. */
enum class GuideTarget : quint8
{
    None,        ///< nothing in particular (a welcome, a closing word)
    Track,       ///< the civilization track
    Slot,        ///< one place on the track (GuideStep::slot)
    Province,    ///< a province on the map (GuideStep::province), with its cost badge
    Expand,      ///< the turn bar's Expand
    EndConquest, ///< the turn bar's End conquest
    Confirm,     ///< the turn bar's Confirm and score (the end of the reorganization)
    Score,       ///< the person's card in the players' panel, with the score
    Decline,     ///< the turn bar's Decline
};

/** Which of the engine's numbers a step's explanation quotes, after its action. */
/** Its count is %n (QT_TRANSLATE_N_NOOP: "1 pawn", "2 pawns"), the others %1, %2. */
enum class GuideNumbers : quint8
{
    None,
    Choice,   ///< %n pawns received, %1 place, %2 the score now (after the coins paid or taken)
    Expand,   ///< %n pawns taken in hand
    Conquest, ///< %n its cost in pawns, %1 province, %2 the cost term by term
    Score,    ///< %n points scored, %1 line by line, %2 the score now
    Decline,  ///< %n provinces in decline, %1 the points they scored, %2 the score now
};

/**
 * One step of a guided first game: what it points at, the action it waits for (none: the
 * person reads and presses Next), its texts (QT_TRANSLATE_NOOP("Guide", ...), so lupdate files
 * them in the .ts files) and which numbers of the position its explanation quotes.
 */
struct GuideStep
{
    GuideTarget target = GuideTarget::None;
    int slot = -1;                      ///< GuideTarget::Slot, and the slot a choice expects
    const char16_t *province = nullptr; ///< the province id a conquest expects (and points at)
    std::optional<ActionType> action;   ///< the action waited for; none: Next
    /** What to look at and what to do; a step that waits for Next ends with GuideWords'. */
    const char *text = nullptr;
    const char *explanation = nullptr; ///< after the action: what happened, %1... from numbers
    /** After another action: why not, and what to do (the expected one is named there). */
    const char *wrongMove = nullptr;
    GuideNumbers numbers = GuideNumbers::None;
    /**
     * `text` for a person who plays with the keys (KeyboardUse): the keys for the same move,
     * where `text` says to click (none: `text` serves both).
     */
    const char *keysText = nullptr;
    /** `wrongMove` for a person who plays with the keys (none: `wrongMove` serves both). */
    const char *keysWrongMove = nullptr;
};

/**
 * A guided game: its rules, map, seed and seats (the person in seat 0, the others computer
 * seats of `computerKind`), and its steps. Started again from the same seed, the computer
 * seats play the same moves, so every step's position is known (test_guidedgame plays them).
 */
struct GuideScript
{
    const char16_t *key = nullptr; ///< "classic", "online2013": settings and save names
    RuleSetId rules = RuleSetId::Classic;
    const char16_t *mapId = nullptr;
    int players = 3;
    quint64 seed = 0;
    const char16_t *computerKind = u"strategist-easy";
    std::vector<GuideStep> steps;

    /** The action step `index` expects, on `board` (its province looked up); none for Next. */
    std::optional<Action> expectedAction(int index, const ProvinceGraph &board) const;
};

/** The steps both rule sets' guides share (sharedsteps.cpp). */
namespace GuideSteps {
GuideStep endConquest();
GuideStep reorganization();
GuideStep decline();
/** Place I again, after a decline. */
GuideStep chooseAgain();
/** The last: the new civilization enters as the person next expands; play on, or again. */
GuideStep playOn();
} // namespace GuideSteps

/** The guided game of Classic (classicsteps.cpp). */
const GuideScript &classicGuide();
/** The guided game of Online 2013 (onlinesteps.cpp). */
const GuideScript &onlineGuide();
/** The guided game of a rule set. */
const GuideScript *guideOf(RuleSetId rules);

} // namespace vinci
