#include "ai/hint.h"

#include "ai/strategist.h"
#include "game/play.h"
#include "replay/replaymodel.h"

#include <algorithm>

namespace vinci {

namespace {

/** More pawn moves than any reorganization or redeploy has: a guard, never reached. */
constexpr int MaxSteps = 500;

/** Whether `state` still asks `player` to go on with the same many-move decision as `first`. */
bool sameDecision(const GameState &state, int player, Phase first)
{
    return !state.isOver() && state.actingPlayer() == player && state.phase == first;
}

void addOnce(std::vector<AreaIndex> &areas, AreaIndex area)
{
    if (area >= 0 && std::find(areas.begin(), areas.end(), area) == areas.end())
        areas.push_back(area);
}

} // namespace

std::map<AreaIndex, int> hintPawnChanges(const GameState &state, const Hint &hint)
{
    if (hint.player != state.actingPlayer())
        return {};
    GameState after = state;
    for (const Action &action : hint.actions) {
        if (applyInPlace(after, action))
            return {};
    }
    std::map<AreaIndex, int> changes;
    for (AreaIndex area = 0; area < state.board->areaCount(); ++area) {
        const int change = after.at(area).pawns - state.at(area).pawns;
        if (change != 0)
            changes[area] = change;
    }
    return changes;
}

quint64 hintSeed(quint64 gameSeed, std::size_t actionCount)
{
    // Apart from the seats' streams (seed * 31 + seat + 1): a hint never repeats a seat's draws.
    return gameSeed * 0x9E3779B97F4A7C15ULL + 7919 * static_cast<quint64>(actionCount) + 104729;
}

Hint strategistHint(const GameState &state, quint64 seed, int samples, int milliseconds)
{
    Hint hint;
    if (state.isOver())
        return hint;
    Strategist strategist(seed, StrategistLevel::Hard);
    strategist.setSearchBudget(samples, milliseconds);
    hint.player = state.actingPlayer();
    const Phase phase = state.phase;
    // A reorganization and a defender's survivors are one decision of many pawn moves: the hint
    // is the whole of it, as the Strategist would play it move after move.
    const bool manyMoves = phase == Phase::Reorganization || phase == Phase::Redeploy;
    GameState after = state;
    std::vector<AiReason> reasons;
    std::vector<GameEvent> events;
    for (int step = 0; step < MaxSteps; ++step) {
        const AiDecision decision = strategist.decide(after);
        // The player confirms the reorganization: the hint shows where the pawns go first.
        if (decision.action.type == ActionType::EndReorganization && !hint.actions.empty())
            break;
        if (applyInPlace(after, decision.action, &events))
            break; // never: the Strategist plays legal moves; the hint keeps what it had
        hint.actions.push_back(decision.action);
        reasons.push_back(decision.reason);
        if (!manyMoves || !sameDecision(after, hint.player, phase))
            break;
    }
    hint.reason = mergeRepeatedMoves(reasons);
    const ActionHighlight highlight = highlightOf(events, hint.player);
    addOnce(hint.areas, highlight.conquered);
    for (AreaIndex area : highlight.to)
        addOnce(hint.areas, area);
    for (const Action &action : hint.actions) {
        if (action.type == ActionType::BuildFort || action.type == ActionType::KeepPart ||
            action.type == ActionType::Abandon)
            addOnce(hint.areas, action.area);
        if (action.type == ActionType::ChooseCivilization)
            hint.slot = action.value;
    }
    for (AreaIndex area : highlight.from) {
        if (std::find(hint.areas.begin(), hint.areas.end(), area) == hint.areas.end())
            addOnce(hint.liftedFrom, area);
    }
    return hint;
}

} // namespace vinci
