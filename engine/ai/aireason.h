#pragma once

#include "map/provincegraph.h"
#include "rules/civilizationtiles.h"
#include "rules/ruleset.h"

#include <QString>
#include <QStringList>

#include <array>
#include <vector>

namespace vinci {

/**
 * One kind of sentence a program player gives for its move. The numbers a kind uses are listed
 * in `ReasonPart::numbers` order; what else it reads (area, player, slot, tiles, dice) is named.
 */
enum class ReasonKind : quint8
{
    // Choosing a civilization
    TakesCivilization,      ///< slot, tiles; pawns, victory points collected (+) or paid (-),
                            ///< provinces it can enter, of those worth more, of those cheaper
    TakesFirstCivilization, ///< the rulebook's virtual player: slot, tiles (none: no slot)
    OnlyCivilization,       ///< the only civilization it may take
    ConquersAtOnce,         ///< Online 2013's first turn: conquests it plans at once
                            // The start of the turn, and Rebirth at its end
    Declines,      ///< provinces of its empire, pawns expanding would give, the decline's score now
    Expands,       ///< conquests it plans (-1: none looked at)
    ExpectsMore,   ///< points more than the alternative (rounded; 0: as many), the alternative (a
                   ///< `ReasonAlternative`), its conquests, 1 when the points are the lead over
                   ///< the best rival at the game's end; slot, tiles of a civilization it names
    RebirthLater,  ///< Rebirth: the decline is considered at the end of the turn
    RebirthPrefix, ///< "Rebirth:", before the decline test or the choice that follows
    RebirthDeclines,   ///< declines now
    RebirthKeeps,      ///< keeps its empire
    DeclineTestPoints, ///< the rulebook's decline test: points the empire would score (>= 10)
    DeclineTestPawns,  ///< pawns to expand, the threshold they reach
    DeclineTestDie,    ///< points, pawns, threshold, die, die modifier, 1 when it declines (else 0)
                       // Diplomacy
    PeaceWithRealPlayer,     ///< player; dice when the die chose among several
    PeaceWithGreatestThreat, ///< player
                             // Conquests
    NoProvinceInReach,
    NoneAffordable,       ///< pawns in hand
    EntersBoard,          ///< area; victory points, cost in pawns
    ConquersBest,         ///< area; victory points, cost in pawns
    ConquersPlanned,      ///< area; cost in pawns, points, its place in the plan, the plan's size
    DecliningLossCounted, ///< points its declining empire would lose
    SlaveryBonus,         ///< the points Slavery adds
    EspionageCostsTwo,
    CostMinusTwiceValue, ///< the formula's result
    ShipBuildingCoast,
    PreferredTooDear,   ///< area (the preferred one); its cost in pawns, pawns in hand
    DieAmongEqual,      ///< dice; tied provinces
    PlanDone,           ///< the conquests of its plan are done
    ConquestsEnd,       ///< the conquests end (nothing more planned)
                        // Reorganization
    KeepsPart,          ///< area (a province of the part kept)
    FortOffensive,      ///< area: the rulebook's fort, next to the most opposing provinces
    FortThreatened,     ///< area: the Strategist's fort, where the next players threaten most
    LiftsGivingUp,      ///< area it gives up
    LiftsToEvenOut,     ///< area; pawns wanted there
    LiftsSurplus,       ///< area; pawns wanted there
    PlacesOneEach,      ///< area: one pawn in every province
    PlacesForDefence,   ///< area; pawns there in all, the rule that placed it (`LeftoverRule`),
                        ///< tied provinces (for the die); dice
    PlacesAgainstRisk,  ///< area; pawns there in all, estimated risk of losing it in percent
    PawnsInPlace,       ///< the reorganization ends
                        // A defender's survivors
    SurvivorToWeakest,  ///< area; its defence, tied provinces when a die chose; dice
    SurvivorLowersRisk, ///< area
                        // Anything else
    RandomMove,
    GameOver,
    MoveRefused, ///< the program's move was refused; the first legal move was played
};

/** What an `ExpectsMore` reason compares the move with. */
enum class ReasonAlternative : quint8
{
    Expanding,         ///< expanding with its plan's conquests
    Declining,         ///< declining, for the civilization in slot/tiles
    KeepingEmpire,     ///< keeping its empire (Rebirth)
    OtherCivilization, ///< taking the civilization in slot/tiles instead
};

/** Which of the rulebook's reorganization rules placed a pawn above a province's first. */
enum class LeftoverRule : quint8
{
    BorderDefence,      ///< "a homogeneous defense along their borders"
    BoardEdge,          ///< a leftover pawn: board edge while new empires are entering
    NextToActiveEmpire, ///< a leftover pawn: next to an active empire
    WorthMore,          ///< a leftover pawn: the province worth more
    Die,                ///< a leftover pawn: the die among equal provinces
};

/** One sentence of a reason: what it says and the values it says it with. */
struct ReasonPart
{
    explicit ReasonPart(ReasonKind partKind)
        : kind(partKind)
    {}

    ReasonKind kind;
    AreaIndex area = -1;
    int player = -1;
    int slot = -1; ///< 0 = civilization I
    CivilizationTiles tiles;
    std::vector<int> dice;
    std::array<int, 6> numbers{};
    /**
     * How many identical moves the sentence stands for: 1 for a decision; more once a step's
     * reasons are said together (`mergeRepeatedMoves`), for the kinds that move a pawn.
     */
    int times = 1;

    bool operator==(const ReasonPart &) const = default;
};

/**
 * Why a program player made its move, kept as data so that the game log words it again in the
 * interface's language at every switch: sentences in order, each a `ReasonPart`.
 */
struct AiReason
{
    std::vector<ReasonPart> parts;

    bool empty() const { return parts.empty(); }
    /** Adds a sentence and returns it, to fill in. */
    ReasonPart &add(ReasonKind kind) { return parts.emplace_back(kind); }
    /** Adds every sentence of `other` after this one's. */
    void append(const AiReason &other);

    bool operator==(const AiReason &) const = default;
};

/**
 * The reasons of a step made of many small moves (a reorganization, a redeploy), each said
 * once: the sentences of `reasons` in the order they first come, an identical sentence once,
 * counting the pawns it moved when its kind moves one (`ReasonPart::times`). "Places a pawn in
 * Andalusia (7 pawns in all)" five times reads "Places 5 pawns in Andalusia (7 pawns in all)".
 */
AiReason mergeRepeatedMoves(const std::vector<AiReason> &reasons);

/**
 * The reason in words, translated (context AiExplanation): provinces named in `language`,
 * players by `playerNames` ("Player N" where a name is missing), tiles as `rules` names them.
 */
QString describeReason(const AiReason &reason, const ProvinceGraph &board,
                       const QStringList &playerNames, QStringView language, RuleSetId rules);

} // namespace vinci
