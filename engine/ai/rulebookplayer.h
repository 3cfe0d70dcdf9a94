#pragma once

#include "aiplayer.h"
#include "conquestoption.h"
#include "die.h"

#include <optional>

namespace vinci {

/** The options "VINCI with One or Two Players" offers for its virtual players' choices. */
struct RulebookVariant
{
    /**
     * "You may wish the virtual players to use the following formula: (Cost in tokens to take
     * the province) - (2 x the value of the province in victory points). ... The virtual player
     * will always conquer the province with the lowest value first."
     */
    bool costMinusTwiceValue = false;
    /**
     * "instead of rolling a die to select which province a virtual player will attack, whenever
     * possible, choose a province that will invade one of the real player's civilizations."
     */
    bool attackRealPlayers = false;
};

/** The outcome of the virtual player's decline test, with the numbers it rests on. */
struct DeclineTest
{
    int points = 0;      ///< what the empire would score before expansion
    int pawns = 0;       ///< pawns available to expand
    int threshold = 5;   ///< 5, or 3 with Field General
    int die = 0;         ///< 0 when the die was not rolled
    int dieModifier = 0; ///< -2 with Field General
    bool decline = false;
};

/** How the virtual player places its pawns at the end of its turn, computed once per turn. */
struct ReorganizationPlan
{
    std::optional<AreaIndex> keepPart; ///< a province of the part kept (cohesion), if split
    std::vector<AreaIndex> forts;      ///< where forts go, in order
    AreaVector<int> target;            ///< pawns wanted
    /** Which rule gave each province the pawns above its first one, for the log. */
    AreaVector<ReasonPart> reason;
    std::vector<int> dice;
};

/**
 * The rulebook's virtual player ("VINCI with One or Two Players" in 1999 rules, English, "JEU
 * EN SOLITAIRE OU À DEUX" in the French original), played exactly as written: civilization I,
 * entering and expanding by value, then cost, then a die; homogeneous border defence; the
 * decline test; every tile's own clause. Where the text is silent the choices are documented in
 * docs/ai.md. The die is its own (seeded), each decision's rolls drawn from the player's seed
 * and the moment of the game, so a decision depends only on the seed and the state.
 */
class RulebookPlayer : public AiPlayer
{
public:
    RulebookPlayer(quint64 seed, RulebookVariant variant = {}, QString name = {});

    AiDecision decide(const GameState &state) override;
    QString name() const override { return m_name; }
    const RulebookVariant &variant() const { return m_variant; }

    /** The decline test for `player`'s active empire, rolling `die` when both conditions hold. */
    static DeclineTest declineTest(const GameState &state, int player, Die &die);

    /**
     * The reorganization the current player (a virtual player) will make this turn. Each step of
     * the reorganization asks again; the plan is kept while what it rests on is unchanged.
     */
    ReorganizationPlan reorganizationPlan(const GameState &state) const;

private:
    template<class Player>
    friend AiDecision decideByPhase(Player &player, const GameState &state);
    AiDecision chooseCivilization(const GameState &state) const;
    AiDecision turnStart(const GameState &state) const;
    AiDecision conquest(const GameState &state) const;
    std::optional<AiDecision> declarePeace(const GameState &state) const;
    AiDecision conquer(const GameState &state) const;
    AiDecision reorganization(const GameState &state) const;
    AiDecision rebirthDecision(const GameState &state) const;
    AiDecision redeploy(const GameState &state) const;
    /** <0 when `a` is preferred to `b`, 0 when only the die can tell them apart. */
    int compareOptions(const GameState &state, const ConquestOption &a,
                       const ConquestOption &b) const;
    Die dieFor(const GameState &state, std::initializer_list<quint64> step) const;
    ReorganizationPlan makeReorganizationPlan(const GameState &state) const;
    /** The part of a split empire the plan keeps (all of `own` when not split or not bound). */
    std::vector<AreaIndex> keptPart(const GameState &state, const std::vector<AreaIndex> &own,
                                    ReorganizationPlan &plan) const;
    /** The plan's forts among `kept`: where a fort stands once they are built. */
    AreaVector<bool> planForts(const GameState &state, const std::vector<AreaIndex> &kept,
                               ReorganizationPlan &plan) const;
    /** The pawns wanted on `kept` (not empty): the homogeneous border defence. */
    void planDefence(const GameState &state, const std::vector<AreaIndex> &own,
                     const std::vector<AreaIndex> &kept, const AreaVector<bool> &fort,
                     ReorganizationPlan &plan) const;

    /**
     * Everything reorganizationPlan() reads: the moment (its dice), the board's holders and forts,
     * the player's tiles and pawns in all. Placing and lifting pawns leave it unchanged.
     */
    struct PlanKey
    {
        const ProvinceGraph *board = nullptr;
        int turnNumber = 0;
        int player = -1;
        int pawns = 0;
        int fortsBuilt = 0;
        bool explaining = true;
        CivilizationTiles tiles;
        std::vector<int> holders; ///< per area: holder, holding player and fort packed
        std::vector<bool> active; ///< per player: has an active civilization

        bool operator==(const PlanKey &) const = default;
    };
    /** Fills `key` for `state`, reusing its storage. */
    static void fillPlanKey(const GameState &state, bool explaining, PlanKey &key);

    quint64 m_seed;
    RulebookVariant m_variant;
    QString m_name;
    mutable std::optional<std::pair<PlanKey, ReorganizationPlan>> m_lastPlan;
    mutable PlanKey m_planKey; ///< scratch for the key of the state asked about
};

} // namespace vinci
