#include "guide/guidestep.h"

namespace vinci {

std::optional<Action> GuideScript::expectedAction(int index, const ProvinceGraph &board) const
{
    if (index < 0 || index >= static_cast<int>(steps.size()))
        return std::nullopt;
    const GuideStep &step = steps[static_cast<std::size_t>(index)];
    if (!step.action)
        return std::nullopt;
    Action action;
    action.type = *step.action;
    if (step.province) {
        const auto area = board.indexOf(QStringView(step.province));
        if (!area)
            return std::nullopt;
        action.area = *area;
    }
    if (*step.action == ActionType::ChooseCivilization)
        action.value = step.slot;
    return action;
}

const GuideScript *guideOf(RuleSetId rules)
{
    return rules == RuleSetId::Classic ? &classicGuide() : &onlineGuide();
}

} // namespace vinci
