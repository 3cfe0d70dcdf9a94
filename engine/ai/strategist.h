#pragma once

#include "aiplayer.h"
#include "turnplanner.h"

#include <optional>

namespace vinci {

/** The Strategist's difficulty levels. */
enum class StrategistLevel : quint8
{
    Easy,   ///< narrow search, one short look-ahead, noisy judgement
    Normal, ///< the default
    Hard,   ///< wider search, more and longer look-aheads
};

/** What a difficulty level sets. */
struct StrategistSettings
{
    PlannerSettings planner;      ///< the search of its own conquests
    int candidatePlans = 2;       ///< best conquest plans played out in the look-ahead
    int slotCandidates = 3;       ///< civilizations played out when choosing one
    int rollouts = 2;             ///< look-aheads per expansion plan (different bags and dice)
    int civilizationRollouts = 2; ///< look-aheads per civilization considered
    int horizon = 1;              ///< own turns played among the others in each look-ahead
    int soloTurns = 3;            ///< own turns after that, played as if the others stood still
    double soloDecay = 0.85;      ///< weight of each further solo turn's points
    double rivalWeight = 1.0;     ///< per point the most dangerous rival gains in a look-ahead
    bool plannedRollouts = true;  ///< its own look-ahead turns planned (not greedy)
    PlannerSettings rolloutPlanner{2, 4, 8, 0.0}; ///< the search in those turns
    double judgementNoise = 0.0; ///< spread of the error added to each option's worth
    /**
     * Rounds every seat plays on after the horizon instead of the solo turns, every real seat's
     * turns planned with `rolloutPlanner` (virtual seats by the rulebook); the worth is then the
     * lead over the best other seat at the playout's end (scores, plus the points held if the
     * game goes on). 0: solo turns.
     */
    int playoutRounds = 0;
    /**
     * Compare the options by a sampling search instead of `rollouts` look-aheads each: rounds of
     * look-aheads on the same draws for every option still in the race, the worse half dropped
     * after each round, until one is left or the budget below is spent (hard).
     */
    bool search = false;
    int searchSamples = 0; ///< look-aheads a search decision may play (0: only the time limits)
    int thinkMs = 0;       ///< milliseconds a search decision may take (0: only the count limits)

    static StrategistSettings forLevel(StrategistLevel level);
};

/** How the Strategist's reorganization places its pawns (a pure function of the state). */
struct StrategistReorganization
{
    std::optional<AreaIndex> keepPart;
    std::optional<AreaIndex> fort;
    AreaVector<int> target; ///< pawns per area, once the fort is built
};

/**
 * A stronger player for any seat. Each turn it compares expanding (its best conquest sequences
 * from a beam search valued by points now, the provinces' chances of surviving the next players'
 * threats and the pawns left for later) with declining (each civilization worth considering on
 * the track, its price and coins included), by playing the game forward: the rest of its turn, a
 * round of every other player (quick plain moves, its own turns planned), then its own next turns
 * as if the others stood still; the worth of an option is its points over all that minus what its
 * most dangerous rival gains. The look-aheads draw tiles from an unknown bag, never the game's.
 * It defends where the next players threaten most, makes peace with the greatest threat, and
 * uses Espionage and forts where they pay. It sees only what a player at the table sees.
 *
 * It keeps the plan of its turn between calls; a state that is not the one the plan expects
 * (after an undo, say) makes it think again.
 */
class Strategist : public AiPlayer
{
public:
    Strategist(quint64 seed, StrategistLevel level = StrategistLevel::Normal, QString name = {});

    AiDecision decide(const GameState &state) override;
    QString name() const override { return m_name; }
    void setThinkingTime(int milliseconds) override;
    const StrategistSettings &settings() const { return m_settings; }
    /** Sets the search's budgets (tests compare budgets by counts, not times). */
    void setSearchBudget(int samples, int milliseconds);

    /** Where the current player (the Strategist's seat) wants its pawns this reorganization. */
    static StrategistReorganization reorganizationFor(const GameState &state);

private:
    template<class Player>
    friend AiDecision decideByPhase(Player &player, const GameState &state);
    /** One way to play the rest of the turn from a decision point, and its worth. */
    struct Line
    {
        std::vector<Action> actions;
        std::vector<AiReason> reasons; ///< one per action
        double worth = 0.0;
        /** This line as another's reason names it: "by expanding with 3 conquests". */
        ReasonPart alternative{ReasonKind::ExpectsMore};
        std::optional<GameState> root; ///< where its look-aheads start (search)
        int samples = 0;               ///< look-aheads played by the search
        bool finalist = true;          ///< still in the search's race at its end
    };

    AiDecision turnStart(const GameState &state);
    AiDecision chooseCivilization(const GameState &state);
    AiDecision conquest(const GameState &state);
    AiDecision rebirthDecision(const GameState &state);
    AiDecision reorganization(const GameState &state) const;
    AiDecision redeploy(const GameState &state) const;

    /**
     * The best expansion lines from a Conquest-phase state (peace chosen first), each valued
     * by `samples` look-aheads salted from `salt`.
     */
    std::vector<Line> expansionLines(const GameState &state, int keep, quint64 salt, int samples);
    /** Lines for choosing each civilization worth a look, from a ChooseCivilization state. */
    std::vector<Line> civilizationLines(const GameState &state);
    /** The average worth of playing on from `state` (look-aheads), for `player`. */
    double lookAhead(const GameState &state, int player, quint64 salt, int samples) const;
    /**
     * The worth of look-ahead number `sample` from `state`, against `rival`'s gains (with
     * playouts: the lead over the best other seat at the playout's end).
     */
    double lookAheadSample(const GameState &state, int player, int rival, int sample) const;
    /**
     * The worth of each line of the decision taken in `state` by the sampling search (lines
     * keep their `root`); every line is measured against the same rival, the one of `state`.
     */
    void searchWorths(std::vector<Line> &lines, const GameState &state, quint64 salt) const;
    /** The line's worth now, or its root kept for the search. */
    void valueLine(Line &line, const GameState &after, int player, quint64 salt, int samples) const;
    double noise(quint64 salt) const;
    /** Plays the first action of `line`, keeping the rest as the plan. */
    AiDecision follow(const GameState &state, const Line &line);

    quint64 m_seed;
    StrategistSettings m_settings;
    QString m_name;
    std::vector<Action> m_plan;
    std::vector<AiReason> m_planReasons;
    std::optional<GameState> m_expected;
};

/** Plays the Strategist's reorganization straight onto `state` (look-aheads); false if refused. */
bool applyStrategistReorganization(GameState &state);

} // namespace vinci
