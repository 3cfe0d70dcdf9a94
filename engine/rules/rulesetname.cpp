#include "rulesetname.h"

#include "ruleset.h"

#include <QCoreApplication>

namespace vinci {

QString ruleSetName(RuleSetId id)
{
    return QCoreApplication::translate("RuleSet", ruleSet(id).name);
}

} // namespace vinci
