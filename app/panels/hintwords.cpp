#include "panels/hintwords.h"

#include "ai/aireason.h"
#include "panels/trackslotbutton.h"

#include <algorithm>

namespace vinci {

namespace {

QStringList namesOf(const std::vector<SeatSetup> &seats)
{
    QStringList names;
    for (const SeatSetup &seat : seats)
        names << seat.name;
    return names;
}

} // namespace

HintWords HintWords::thinking(int seconds)
{
    HintWords words;
    words.title = tr("Hint: thinking...");
    words.detail = tr("The hard computer player is looking at your position (%n second(s) at "
                      "most).",
                      nullptr, seconds);
    return words;
}

HintWords HintWords::describe(const Hint &hint, const GameState &state,
                              const std::vector<SeatSetup> &seats, QStringView language)
{
    HintWords words;
    if (hint.actions.empty())
        return words;
    const ProvinceGraph &board = *state.board;
    const Action &first = hint.actions.front();
    const auto moves = static_cast<int>(hint.actions.size());
    QString what;
    if (state.phase == Phase::Redeploy) {
        what = moves == 1 ? describeAction(first, board, language)
                          : tr("Place your %n surviving pawn(s) as shown", nullptr, moves);
    } else if (state.phase == Phase::Reorganization && moves > 1) {
        what = tr("Reorganize in %n step(s) as shown", nullptr, moves);
    } else if (first.type == ActionType::ChooseCivilization) {
        what = tr("Take civilization %1").arg(TrackSlotButton::romanNumeral(first.value));
    } else if (first.type == ActionType::DeclarePeace) {
        const QString name =
            first.value >= 0 && static_cast<std::size_t>(first.value) < seats.size()
                ? seats[static_cast<std::size_t>(first.value)].name
                : defaultSeatName(first.value);
        what = tr("Declare peace with %1").arg(name);
    } else {
        what = describeAction(first, board, language);
    }
    words.title = tr("Hint: %1").arg(what);
    const QString why =
        describeReason(hint.reason, board, namesOf(seats), language, state.options.ruleSet);
    words.detail = why.isEmpty() ? tr("The hard computer player would do this.")
                                 : tr("The hard computer player would do this. %1").arg(why);
    return words;
}

} // namespace vinci
