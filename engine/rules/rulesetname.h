#pragma once

#include "ruleset.h"

#include <QString>

namespace vinci {

/**
 * The rule set's name, translated: the one name every page, menu, title and dialog gives it
 * ("Classic (1999)", "Online 2013"). The welcome page said "Classic (1999)" and Game > Learn to
 * Play "Classic (1999 rules)" (the s45 walk).
 */
QString ruleSetName(RuleSetId id);

} // namespace vinci
