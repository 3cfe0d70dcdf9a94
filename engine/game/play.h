#pragma once

#include "action.h"
#include "gameevent.h"
#include "gamestate.h"
#include "rejection.h"

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace vinci {

/**
 * The engine's whole public face for playing: a game is its board, its options (with the seed)
 * and its list of actions; these functions turn that into states. Deterministic: the same
 * inputs give the same states on every machine.
 */

/**
 * The state before the first action, or why the options cannot start a game (translated). With
 * `events`, appends what the start did: the first player's turn begins (TurnStarted, round 1),
 * as every later turn's does in applyInPlace().
 */
std::optional<GameState> newGame(std::shared_ptr<const ProvinceGraph> board,
                                 const GameOptions &options, QString *error = nullptr,
                                 std::vector<GameEvent> *events = nullptr);

/** Every action the acting player may take now (none once the game is over). */
std::vector<Action> legalActions(const GameState &state);
/** legalActions() into `actions` (cleared first): a caller asking every move keeps one list. */
void legalActionsInto(const GameState &state, std::vector<Action> &actions);
/**
 * The legal actions of one type, in legalActions()' order, into `actions` (cleared first). Only
 * that type's candidates are checked: a player asking "may I conquer?" skips the rest.
 */
void legalActionsOfType(const GameState &state, ActionType type, std::vector<Action> &actions);

/** Why `action` is illegal now, or nothing when it is legal. Does not change the state. */
std::optional<Rejection> checkAction(const GameState &state, const Action &action);

/**
 * Plays `action` on `state`. On success returns nothing and appends what happened to `events`
 * (when given); on refusal returns the reason and leaves `state` exactly as it was.
 */
std::optional<Rejection> applyInPlace(GameState &state, const Action &action,
                                      std::vector<GameEvent> *events = nullptr);

/** The outcome of apply(): the next state, or the refusal with the state unchanged. */
struct ApplyResult
{
    GameState state;
    std::optional<Rejection> rejection;
    std::vector<GameEvent> events;

    bool accepted() const { return !rejection.has_value(); }
};

/** Plays `action` on a copy of `state`. */
ApplyResult apply(const GameState &state, const Action &action);

/**
 * Replays a whole game. On an illegal action returns nothing, with `failedAction` set to its
 * index and `error` saying why (translated).
 */
std::optional<GameState> replay(std::shared_ptr<const ProvinceGraph> board,
                                const GameOptions &options, const std::vector<Action> &actions,
                                QString *error = nullptr, int *failedAction = nullptr);

/**
 * What a reader of a whole game is shown of each action the visiting replay() plays: the state
 * before it, then the state after it with what it did. Either may be empty. One loop for every
 * reader of a saved game (the replay's turns, the statistics, the score history, the corpus
 * digests, the turns a person missed), so they cannot disagree on how a game is played back.
 */
struct ActionVisitor
{
    std::function<void(int index, const GameState &before)> before;
    std::function<void(int index, const GameState &after, const std::vector<GameEvent> &events)>
        after;
};

/** replay() from `start`, showing each action to `visitor`. */
std::optional<GameState> replay(GameState start, const std::vector<Action> &actions,
                                const ActionVisitor &visitor, QString *error = nullptr,
                                int *failedAction = nullptr);

} // namespace vinci
