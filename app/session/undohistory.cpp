#include "session/undohistory.h"

#include <algorithm>

namespace vinci::undohistory {

std::optional<Start> restartAfter(const GameState &after, int actingBefore, int turnBefore,
                                  const std::vector<GameEvent> &events, bool byProgram)
{
    // Confirmed: another player must act (the next turn, or a defender placing survivors).
    const bool confirmed =
        after.isOver() || after.actingPlayer() != actingBefore || after.turnNumber != turnBefore;
    if (confirmed)
        return after.phase == Phase::Redeploy ? Start::Survivors : Start::TurnStart;
    // A choice of civilization drew the next pair for place VI: seen, it is not taken back,
    // also where the turn goes on after it (Online 2013's first turn).
    const bool chose = std::any_of(events.begin(), events.end(), [](const GameEvent &event) {
        return event.kind == EventKind::CivilizationChosen;
    });
    if (chose)
        return Start::Choice;
    // "No undo past an AI's move".
    if (byProgram)
        return Start::TurnStart;
    return std::nullopt;
}

QJsonArray toJson(const std::vector<std::size_t> &stepStarts)
{
    QJsonArray json;
    for (const std::size_t start : stepStarts)
        json.append(static_cast<qint64>(start));
    return json;
}

std::vector<std::size_t> fromJson(const QJsonArray &json)
{
    std::vector<std::size_t> starts;
    for (const QJsonValue value : json) {
        const qint64 start = value.toInteger(-1);
        if (!value.isDouble() || start < 0 ||
            (!starts.empty() && static_cast<std::size_t>(start) <= starts.back()))
            return {};
        starts.push_back(static_cast<std::size_t>(start));
    }
    return starts;
}

} // namespace vinci::undohistory
