#pragma once

#include "rules/ruleset.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace vinci {

/** The rule texts a decision rests on, cited by title (the game does not ship them). */
enum class RulesText : quint8
{
    Rules1999English,
    Rules1999French,
    Errata1999,
    Online2013
};

/**
 * A rules decision of docs/rules-decisions.md as a player meets it: its ID there, the rule set it
 * belongs to, what the game does in a player's words, and the sentence it rests on, quoted as
 * printed (a quotation is not translated) with the text's title and section.
 */
struct RulesDecision
{
    QString id;
    RuleSetId rules;
    QString answer;
    QString quote;
    RulesText text;
    QString section; ///< the section's heading in the quoted text, as printed
};

/**
 * The decisions docs/rules-decisions.md marks "[players]", for How to Play. The others are the
 * program's business alone (the doc says which); a test checks the two lists agree.
 */
class RulesDecisionsGuide
{
    Q_DECLARE_TR_FUNCTIONS(RulesDecisionsGuide)

public:
    /** Every decision a player can meet, translated now, in the doc's order. */
    static std::vector<RulesDecision> decisions();
    /** The cited text's title, translated ("The 1999 rules, English translation"). */
    static QString textTitle(RulesText text);
    /** A decision as How to Play shows it: the answer, then the quotation and its source. */
    static QString html(const RulesDecision &decision);
};

} // namespace vinci
