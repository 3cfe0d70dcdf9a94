#pragma once

#include "aireason.h"
#include "game/action.h"
#include "game/gamestate.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace vinci {

/**
 * One move chosen by a program-played seat, and why: the game log words `reason` with
 * describeReason() in the interface's language. `value`, `cost` and `dice` repeat numbers the
 * reason quotes, for tests and tools (-1 / empty where they mean nothing).
 */
struct AiDecision
{
    Action action;
    AiReason reason;
    int value = -1;
    int cost = -1;
    std::vector<int> dice;
};

/**
 * A seat the program plays. `decide()` is asked whenever the seat must act
 * (`state.actingPlayer()`): its turn's every step, and placing its survivors after another
 * player's turn. It returns a legal action. Players see only what a person at the table sees:
 * the board, the track, the scores; never the order of the bag nor the game's random state.
 */
class AiPlayer
{
public:
    virtual ~AiPlayer();

    /** A legal action for `state.actingPlayer()`; `state` must not be over. */
    virtual AiDecision decide(const GameState &state) = 0;

    /** The factory name this player was made with ("rulebook", "strategist-hard"). */
    virtual QString name() const = 0;

    /**
     * Whether decide() gives its `reason`. Off where nobody reads it (simulations,
     * look-aheads): the same actions, without the facts a reason counts (the provinces a
     * civilization could enter, the risks of a placement).
     */
    void setExplaining(bool explaining) { m_explaining = explaining; }
    bool explaining() const { return m_explaining; }

    /**
     * The time a decision may take, in milliseconds, for players that search (the Strategist's
     * hard level); others decide at once and ignore it. 0: the level's own budget.
     */
    virtual void setThinkingTime(int milliseconds);

private:
    bool m_explaining = true;
};

/** What a player answers when asked in a finished game: end the turn, "The game is over." */
AiDecision gameOverDecision();

/**
 * The decision for the step `state.phase` is at, from the player's method for that step: the one
 * place that maps the turn's phases to an AI's steps. Players befriend it to keep those private.
 */
template<class Player>
AiDecision decideByPhase(Player &player, const GameState &state)
{
    switch (state.phase) {
    case Phase::ChooseCivilization:
        return player.chooseCivilization(state);
    case Phase::TurnStart:
        return player.turnStart(state);
    case Phase::Conquest:
        return player.conquest(state);
    case Phase::Reorganization:
        return player.reorganization(state);
    case Phase::RebirthDecision:
        return player.rebirthDecision(state);
    case Phase::Redeploy:
        return player.redeploy(state);
    case Phase::GameOver:
        break;
    }
    return gameOverDecision();
}

/** What the factory knows about one kind of player. */
struct AiKind
{
    const char16_t *name;    ///< the factory name
    const char *description; ///< QT_TRANSLATE_NOOP("AiKind", ...)
    bool virtualSeat;        ///< plays a rulebook virtual seat (GameOptions::virtualSeats)
};

/** Every name makeAiPlayer() accepts, in the order a menu shows them. */
const std::vector<AiKind> &aiKinds();

/** The kind with this name, or nothing. */
const AiKind *findAiKind(QStringView name);

/**
 * A player by factory name (see aiKinds()), its decisions drawn from `seed`. Unknown names
 * give nothing, and `error` names the fault and the known names (translated).
 */
std::unique_ptr<AiPlayer> makeAiPlayer(QStringView name, quint64 seed, QString *error = nullptr);

} // namespace vinci
