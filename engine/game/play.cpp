#include "play.h"

#include "turnsteps.h"

#include <QCoreApplication>

namespace vinci {

using namespace turnsteps;

std::optional<GameState> newGame(std::shared_ptr<const ProvinceGraph> board,
                                 const GameOptions &options, QString *error,
                                 std::vector<GameEvent> *events)
{
    if (!board) {
        if (error)
            *error = QCoreApplication::translate("GameOptions", "No map was given.");
        return std::nullopt;
    }
    if (const auto problem = checkOptions(options, *board)) {
        if (error)
            *error = *problem;
        return std::nullopt;
    }
    GameState state;
    state.board = std::move(board);
    state.options = options;
    state.rng = Rng(options.seed);
    const RuleSet &rules = state.rules();

    // "A brown token is placed in every province on the game board, except the gray mountain
    // provinces and in the dark blue water zones."
    state.provinces.assign(state.board->areaCount(), ProvinceState{});
    for (AreaIndex area : state.board->landAreas()) {
        if (rules.startsWithNeutral(state.board->area(area).terrain)) {
            state.at(area) = ProvinceState{Holder::Neutral, -1, 1, false};
            ++state.neutralPawnsPlaced;
        }
    }

    // "Each player ... places the large token of this color on the 10 space"; virtual players
    // may start at 15 ("Increasing the difficulty").
    for (int seat = 0; seat < options.playerCount; ++seat) {
        PlayerState player;
        player.virtualPlayer = options.isVirtual(seat);
        player.score = player.virtualPlayer ? options.virtualStartingScore : rules.startingScore;
        state.players.push_back(player);
    }

    // "The civilization tiles are placed in the bag. Twelve of these tiles are then drawn at
    // random in pairs."
    for (const TileCount &count :
         rules.tileMix(options.tileMix == TileMix::PrintedBox, options.playerCount)) {
        for (int copy = 0; copy < count.copies; ++copy)
            state.bag.push_back(count.kind);
    }
    fillTrack(state);

    // "The starting player is chosen at random"
    state.firstPlayer = state.rng.below(options.playerCount);
    state.currentPlayer = state.firstPlayer;
    state.phase = Phase::ChooseCivilization;
    GameEvent firstTurn{EventKind::TurnStarted};
    firstTurn.player = state.firstPlayer;
    firstTurn.amount = state.round;
    record(events, firstTurn);

    const int length = options.victoryTarget > 0 ? options.victoryTarget
                                                 : defaultGameLength(options, *state.board);
    if (rules.gameEnd == GameEnd::FixedRounds) {
        state.roundLimit = length;
        state.lastRound = state.roundLimit <= 1;
        return state;
    }
    state.victoryTarget = length;
    return state;
}

std::optional<Rejection> checkAction(const GameState &state, const Action &action)
{
    if (state.phase == Phase::GameOver)
        return reject(RejectionCode::GameIsOver);
    switch (action.type) {
    case ActionType::ChooseCivilization:
        return checkChoose(state, action.value);
    case ActionType::Decline:
        return checkDecline(state);
    case ActionType::Expand:
        return checkExpand(state);
    case ActionType::Abandon:
        return checkAbandon(state, action.area);
    case ActionType::DeclarePeace:
        return checkPeace(state, action.value);
    case ActionType::Conquer:
        return checkConquer(state, action.area, action.espionage);
    case ActionType::EndConquest:
        return checkEndConquest(state);
    case ActionType::PlacePawn:
        return checkPlace(state, action.area);
    case ActionType::LiftPawn:
        return checkLift(state, action.area);
    case ActionType::KeepPart:
        return checkKeepPart(state, action.area);
    case ActionType::BuildFort:
        return checkBuildFort(state, action.area);
    case ActionType::EndReorganization:
        return checkEndReorganization(state);
    case ActionType::EndTurn:
        return checkEndTurn(state);
    case ActionType::Redeploy:
        return checkRedeploy(state, action.area);
    case ActionType::ReorganizeBeforeDecline:
        return checkReorganizeBeforeDecline(state);
    }
    return reject(RejectionCode::WrongPhase);
}

std::optional<Rejection> applyInPlace(GameState &state, const Action &action,
                                      std::vector<GameEvent> *events)
{
    if (auto refusal = checkAction(state, action))
        return refusal;
    switch (action.type) {
    case ActionType::ChooseCivilization:
        doChoose(state, action.value, events);
        break;
    case ActionType::Decline:
        doDecline(state, events);
        break;
    case ActionType::Expand:
        doExpand(state, events);
        break;
    case ActionType::Abandon:
        doAbandon(state, action.area, events);
        break;
    case ActionType::DeclarePeace:
        doPeace(state, action.value, events);
        break;
    case ActionType::Conquer:
        doConquer(state, action.area, action.espionage, events);
        break;
    case ActionType::EndConquest:
        doEndConquest(state, events);
        break;
    case ActionType::PlacePawn:
        doPlace(state, action.area, events);
        break;
    case ActionType::LiftPawn:
        doLift(state, action.area, events);
        break;
    case ActionType::KeepPart:
        doKeepPart(state, action.area, events);
        break;
    case ActionType::BuildFort:
        doBuildFort(state, action.area, events);
        break;
    case ActionType::EndReorganization:
        doEndReorganization(state, events);
        break;
    case ActionType::EndTurn:
        doEndTurn(state, events);
        break;
    case ActionType::Redeploy:
        doRedeploy(state, action.area, events);
        break;
    case ActionType::ReorganizeBeforeDecline:
        doReorganizeBeforeDecline(state, events);
        break;
    }
    return std::nullopt;
}

ApplyResult apply(const GameState &state, const Action &action)
{
    ApplyResult result{state, std::nullopt, {}};
    result.rejection = applyInPlace(result.state, action, &result.events);
    return result;
}

std::optional<GameState> replay(std::shared_ptr<const ProvinceGraph> board,
                                const GameOptions &options, const std::vector<Action> &actions,
                                QString *error, int *failedAction)
{
    auto state = newGame(std::move(board), options, error);
    if (!state)
        return std::nullopt;
    return replay(std::move(*state), actions, {}, error, failedAction);
}

std::optional<GameState> replay(GameState start, const std::vector<Action> &actions,
                                const ActionVisitor &visitor, QString *error, int *failedAction)
{
    GameState state = std::move(start);
    std::vector<GameEvent> events;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const int index = static_cast<int>(i);
        if (visitor.before)
            visitor.before(index, state);
        events.clear();
        if (const auto refusal =
                applyInPlace(state, actions[i], visitor.after ? &events : nullptr)) {
            if (error)
                *error = refusal->message;
            if (failedAction)
                *failedAction = index;
            return std::nullopt;
        }
        if (visitor.after)
            visitor.after(index, state, events);
    }
    return state;
}

} // namespace vinci
