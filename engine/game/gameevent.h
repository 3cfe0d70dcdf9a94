#pragma once

#include "map/provincegraph.h"
#include "rules/civilizationtiles.h"
#include "rules/ruleset.h"
#include "rules/scorebreakdown.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace vinci {

/** What happened, for the game log and the window's animations. */
enum class EventKind : quint8
{
    TurnStarted,        ///< player; amount: round
    CivilizationChosen, ///< player, tiles; amount: slot; amount2: pawns received; value: net points
    Declined,           ///< player; amount: provinces now in decline
    OldDecliningRemoved, ///< player; amount: pawns returned to stock
    PawnsCollected,      ///< player; amount: pawns taken into hand
    Reinforcements,      ///< player; amount: pawns; tiles[0]: the tile (Medicine, Field General)
    ProvinceAbandoned,   ///< player, area; amount: pawns taken back
    PeaceDeclared,       ///< player, other
    Conquered,        ///< player, area; amount: cost; other: defender (-1 neutral/empty); amount2:
                      ///< survivors; value: pawns lost by the defender; conversion, legions
    DecliningCleared, ///< player, area; amount: pawns returned (contact with the active empire)
    FieldGeneralLeft, ///< player; amount: pawns removed
    ProvinceLost,     ///< player, area: left empty at reorganization (no pawn, or cohesion)
    FortBuilt,        ///< player, area
    Scored,           ///< player; amount: points; amount2: of which the declining empire;
                      ///< score: the lines they come from
    Redeployed,       ///< player, area; value: 1 when placed automatically (no one chose)
    SurvivorsToHand,  ///< player; amount: pawns that will re-enter next turn
    GameEnded,        ///< winners in `players`
    ReorganizingBeforeDecline, ///< player: Philosophy's reorganization before the decline begins
    PawnsPlaced, ///< player, area; amount: pawns put there from the hand (reorganization)
    PawnsLifted, ///< player, area; amount: pawns taken into the hand (reorganization, a part given
                 ///< up when the empire is split)
};

/** One thing that happened during apply(). */
struct GameEvent
{
    explicit GameEvent(EventKind eventKind)
        : kind(eventKind)
    {}

    EventKind kind;
    int player = -1;
    int other = -1;
    AreaIndex area = -1;
    int amount = 0;
    int amount2 = 0;
    int value = 0;
    CivilizationTiles tiles;
    std::vector<int> players;
    /** Conquered: Religion converted the defender's lone pawn into one of the attacker's. */
    bool conversion = false;
    /** Conquered, Online Legions: the pawns of `amount` that were Legions' (they leave at once). */
    int legions = 0;
    /** Scored: the score line by line, as the rules counted it (engine/queries/gamestatistics). */
    ScoreBreakdown score;
};

/**
 * One line for the game log, translated. `playerNames` names the seats; unknown seats are
 * called "Player N". Tiles are named as the game's rule set names them (Legions, Galleys).
 */
QString describeEvent(const GameEvent &event, const ProvinceGraph &board,
                      const QStringList &playerNames, QStringView language,
                      RuleSetId rules = RuleSetId::Classic);

} // namespace vinci
