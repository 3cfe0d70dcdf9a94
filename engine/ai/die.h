#pragma once

#include "game/rng.h"

#include <algorithm>
#include <cstddef>
#include <type_traits>
#include <vector>

namespace vinci {

/**
 * The six-sided die of "VINCI with One or Two Players" ("This variant requires a six-sided
 * die"). It has its own Rng, never the game's: the game's dice and bag stay untouched, and a
 * virtual player's rolls are reproducible from its own seed. Every roll is kept so that a
 * decision can show the dice it took.
 */
class Die
{
public:
    explicit Die(quint64 seed)
        : m_rng(seed)
    {}

    /** One roll, 1 to 6. */
    int roll()
    {
        const int face = 1 + m_rng.below(6);
        m_rolls.push_back(face);
        return face;
    }

    /**
     * One of `count` tied candidates (0-based), chosen the way players do at the table: number
     * the candidates, roll, and roll again on a face that numbers nobody. Two candidates take
     * 1-3 and 4-6, three take two faces each; more than six are numbered with several dice read
     * as digits. One candidate needs no roll.
     */
    int choose(int count);

    /** One of `tied` (not empty), chosen by choose(). */
    template<class T>
    const T &pick(const std::vector<T> &tied)
    {
        return tied[static_cast<std::size_t>(choose(static_cast<int>(tied.size())))];
    }

    /** Every face rolled so far, in order. */
    const std::vector<int> &rolls() const { return m_rolls; }
    /** Forgets the rolls kept so far (not the die's position). */
    void clearRolls() { m_rolls.clear(); }

private:
    Rng m_rng;
    std::vector<int> m_rolls;
};

/**
 * The candidates that score highest by `score`, in their order, into `best` (cleared first):
 * those only a die can tell apart. `score` is asked once per candidate.
 */
template<class T, class Score>
void highestScoring(const std::vector<T> &candidates, Score score, std::vector<T> &best)
{
    best.clear();
    std::vector<std::decay_t<std::invoke_result_t<Score &, const T &>>> scores;
    scores.reserve(candidates.size());
    for (const T &candidate : candidates)
        scores.push_back(score(candidate));
    if (scores.empty())
        return;
    const auto top = *std::max_element(scores.begin(), scores.end());
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        if (scores[i] == top)
            best.push_back(candidates[i]);
    }
}

/**
 * The rulebook's way with every choice: the candidate (of at least one) that scores highest by
 * `score`, and "if there is a tie, roll a die".
 */
template<class T, class Score>
T bestThenDie(const std::vector<T> &candidates, Score score, Die &die)
{
    std::vector<T> tied;
    highestScoring(candidates, score, tied);
    return die.pick(tied);
}

/**
 * A seed for one decision: the player's seed mixed with what identifies the moment (turn,
 * seat, step). Decisions seeded this way are pure functions of the player's seed and the state,
 * so undoing and replaying a turn gives the same rolls.
 */
quint64 decisionSeed(quint64 playerSeed, std::initializer_list<quint64> moment);

} // namespace vinci
