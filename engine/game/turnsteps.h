#pragma once

// The steps of a turn, one function per rule, shared by play.cpp and legalactions.cpp.
// Each `check…` leaves the state alone; each `do…` assumes its check passed.

#include "civilizationtrack.h"
#include "gameevent.h"
#include "gamestate.h"
#include "rejection.h"

#include <optional>
#include <vector>

namespace vinci {
class ConquestTotals;
}

namespace vinci::turnsteps {

using Events = std::vector<GameEvent> *;
using Refusal = std::optional<Rejection>;

void record(Events events, GameEvent event);

/**
 * While one lives on this thread, reject() gives the code without wording the message.
 * legalActions() asks hundreds of questions per call and reads only whether the answer is no;
 * translating and filling each refusal's message took about two thirds of its time.
 */
class WordlessRejections
{
public:
    WordlessRejections();
    ~WordlessRejections();
    WordlessRejections(const WordlessRejections &) = delete;
    WordlessRejections &operator=(const WordlessRejections &) = delete;

    /** Whether a WordlessRejections lives on this thread now. */
    static bool active();
};

// civilizationtrack.cpp
void fillTrack(GameState &state);
Refusal checkChoose(const GameState &state, int slot);
void doChoose(GameState &state, int slot, Events events);

// expansionturn.cpp
Refusal checkExpand(const GameState &state);
void doExpand(GameState &state, Events events);
/**
 * The start of the conquest phase once the pawns are collected: the pawns a turn's start brings
 * (Medicine in Classic, Field General / Legions), then Phase::Conquest. Also the first turn's
 * after its choice where the rule set says so (choiceStartsConquestAtOnce()).
 */
void startConquestPhase(GameState &state, Events events);
Refusal checkAbandon(const GameState &state, AreaIndex area);
void doAbandon(GameState &state, AreaIndex area, Events events);
Refusal checkPeace(const GameState &state, int other);
void doPeace(GameState &state, int other, Events events);
/** `totals`: this position's costs worked out for every target at once (legalActions). */
Refusal checkConquer(const GameState &state, AreaIndex area, bool espionage,
                     const ConquestTotals *totals = nullptr);
void doConquer(GameState &state, AreaIndex area, bool espionage, Events events);
Refusal checkEndConquest(const GameState &state);
void doEndConquest(GameState &state, Events events);

// reorganization.cpp
Refusal checkPlace(const GameState &state, AreaIndex area);
void doPlace(GameState &state, AreaIndex area, Events events);
Refusal checkLift(const GameState &state, AreaIndex area);
void doLift(GameState &state, AreaIndex area, Events events);
Refusal checkKeepPart(const GameState &state, AreaIndex area);
void doKeepPart(GameState &state, AreaIndex area, Events events);
Refusal checkBuildFort(const GameState &state, AreaIndex area);
void doBuildFort(GameState &state, AreaIndex area, Events events);
/**
 * Whether every pawn is placed as a reorganization must leave them: none in hand while the
 * empire holds a province, one in each province where possible, and (`cohesion`) one part.
 */
Refusal checkPawnsPlaced(const GameState &state, bool cohesion);
Refusal checkEndReorganization(const GameState &state);
/** The current player's active provinces left without a pawn are lost (ProvinceLost). */
void giveUpEmptyProvinces(GameState &state, Events events);
void doEndReorganization(GameState &state, Events events);

// declineturn.cpp
Refusal checkDecline(const GameState &state);
void doDecline(GameState &state, Events events);
Refusal checkReorganizeBeforeDecline(const GameState &state);
void doReorganizeBeforeDecline(GameState &state, Events events);
Refusal checkEndTurn(const GameState &state);
void doEndTurn(GameState &state, Events events);

// turnorder.cpp
void finishTurn(GameState &state, Events events);
Refusal checkRedeploy(const GameState &state, AreaIndex area);
void doRedeploy(GameState &state, AreaIndex area, Events events);
/** The defender's civilization owed a redeploy in Phase::Redeploy (Active or Declining). */
Holder redeployingCivilization(const GameState &state);

} // namespace vinci::turnsteps
