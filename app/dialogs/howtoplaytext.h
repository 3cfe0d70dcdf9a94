#pragma once

#include "rules/ruleset.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace vinci {

/**
 * One passage of How to Play as each rule set says it (rich text). Written once from the rule
 * sets' data, so the two texts are equal exactly where the rules agree.
 */
struct RulesPassage
{
    QString classic;
    QString online;
    /** Too wide for half the page (a table): side by side, one above the other. */
    bool stacked = false;

    bool differs() const { return classic != online; }
    const QString &of(RuleSetId rules) const
    {
        return rules == RuleSetId::Online2013 ? online : classic;
    }
};

/** One section of How to Play: an anchor, its title and its passages in reading order. */
struct HowToPlaySection
{
    QString anchor;
    QString title;
    std::vector<RulesPassage> passages;
};

/**
 * The rules summarised for a player, both rule sets at once: the aim, players and set-up,
 * choosing a civilization, the turn (collecting and entering, conquest with the terrain table,
 * reorganization, cohesion, scoring), decline, the end, virtual players, the tiles and the
 * keys. Every number is read from the rule set (RuleSet, the tile table), so a rule change
 * changes the text; where the rule sets' flags differ, so does the wording.
 */
class HowToPlayText
{
    Q_DECLARE_TR_FUNCTIONS(HowToPlayText)

public:
    /** The sections in reading order, translated now. */
    static std::vector<HowToPlaySection> sections();
    /** The rule set's name as a column heading ("Classic (1999)", "Online 2013"). */
    static QString ruleSetTitle(RuleSetId rules);

    // The passages that differ by rule set, as rich text; the quick reference reads them too.
    /** The victory target or the rounds, by player count. */
    static QString gameLength(const RuleSet &rules);
    /** The player counts, the starting score, virtual players or none. */
    static QString players(const RuleSet &rules);
    /** What a player's first turn is. */
    static QString firstTurn(const RuleSet &rules);
    /** The price of a civilization on the track and the coins' value. */
    static QString price(const RuleSet &rules);
    /** A new civilization's pawns: the red numbers and the extra pawns by player count. */
    static QString newPawns(const RuleSet &rules);
    /** The cost of a conquest and its minimum. */
    static QString conquestCost(const RuleSet &rules);
    /** Each terrain's cost, points and neutral pawn at set-up. */
    static QString terrainTable(const RuleSet &rules);
    /** Who is not bound by cohesion. */
    static QString cohesionExceptions(const RuleSet &rules);
    /** What a decline does, step by step. */
    static QString declineSteps(const RuleSet &rules);
    /** The active and the declining civilization must not touch; Rebirth. */
    static QString declineContact(const RuleSet &rules);
    /** The bag: its size, its mix, the tiles renamed or worded differently. */
    static QString bag(const RuleSet &rules);
    /** What a turn scores. */
    static QString scoring();
    /** The expansion turn and the decline turn in one line each. */
    static QString turnKinds();
};

} // namespace vinci
