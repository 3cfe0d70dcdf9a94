// The rulebook's virtual player: the turn's decisions other than conquest and reorganization
// (rulebookconquest.cpp, rulebookreorganization.cpp).

#include "rulebookplayer.h"

#include "choicereason.h"
#include "game/play.h"
#include "queries/boardqueries.h"
#include "rules/scoring.h"

namespace vinci {

namespace {

// Each decision's die is salted by its step (rulebookconquest.cpp and rulebookreorganization.cpp
// use 2 and 3). Constants, not an enum with a base type: lupdate misreads "enum X : T" and
// would file this file's texts under a context the program never looks up.
constexpr quint64 TurnStartStep = 1;
constexpr quint64 RebirthStep = 4;
constexpr quint64 RedeployStep = 5;
constexpr quint64 PeaceStep = 6;

} // namespace

RulebookPlayer::RulebookPlayer(quint64 seed, RulebookVariant variant, QString name)
    : m_seed(seed)
    , m_variant(variant)
    , m_name(name.isEmpty() ? QStringLiteral("rulebook") : std::move(name))
{}

Die RulebookPlayer::dieFor(const GameState &state, std::initializer_list<quint64> step) const
{
    const quint64 moment = decisionSeed(m_seed, {static_cast<quint64>(state.turnNumber),
                                                 static_cast<quint64>(state.actingPlayer())});
    return Die(decisionSeed(moment, step));
}

AiDecision RulebookPlayer::decide(const GameState &state)
{
    return decideByPhase(*this, state);
}

AiDecision RulebookPlayer::chooseCivilization(const GameState &state) const
{
    // "A virtual player always chooses the first civilization available."
    AiDecision decision;
    decision.action = Action::choose(0);
    if (explaining())
        decision.reason.parts.push_back(rulebookChoiceReason(state, 0));
    if (checkAction(state, decision.action)) {
        // Only an empty track (an exhausted bag) refuses civilization I; take what is legal.
        const auto legal = legalActions(state);
        if (!legal.empty())
            decision.action = legal.front();
    }
    return decision;
}

DeclineTest RulebookPlayer::declineTest(const GameState &state, int player, Die &die)
{
    // "A virtual player may decide to declare an empire to be in decline only if the empire
    // would score fewer than 10 points before expansion AND the empire has fewer than 5 tokens
    // available to expand. If both of these conditions are met, roll a die: the civilization
    // goes into decline if the result is greater than the number of tokens available for
    // expansion."
    // Field General: "The empire is placed into decline only when there are fewer than 3 tokens
    // available for conquest. Also, subtract 2 from the die roll".
    DeclineTest test;
    const auto &active = state.player(player).active;
    if (!active)
        return test;
    const bool general = active->tiles.has(TileKind::FieldGeneral);
    test.points = activeEmpirePoints(state, player);
    test.pawns = pawnsAvailableToExpand(state, player);
    test.threshold = general ? 3 : 5;
    test.dieModifier = general ? -2 : 0;
    if (test.points >= 10 || test.pawns >= test.threshold)
        return test;
    test.die = die.roll();
    test.decline = test.die + test.dieModifier > test.pawns;
    return test;
}

namespace {

ReasonPart describeDeclineTest(const DeclineTest &test)
{
    if (test.points >= 10) {
        ReasonPart part(ReasonKind::DeclineTestPoints);
        part.numbers[0] = test.points;
        return part;
    }
    if (test.pawns >= test.threshold) {
        ReasonPart part(ReasonKind::DeclineTestPawns);
        part.numbers[0] = test.pawns;
        part.numbers[1] = test.threshold;
        return part;
    }
    ReasonPart part(ReasonKind::DeclineTestDie);
    part.numbers = {test.points, test.pawns,       test.threshold,
                    test.die,    test.dieModifier, test.decline ? 1 : 0};
    return part;
}

} // namespace

AiDecision RulebookPlayer::turnStart(const GameState &state) const
{
    const int me = state.currentPlayer;
    AiDecision decision;
    if (state.player(me).active->tiles.has(TileKind::Rebirth)) {
        // Rebirth: "Have the virtual player 'consider' putting the empire into decline at the
        // end of each turn" - not now.
        decision.action = Action::expand();
        if (explaining())
            decision.reason.add(ReasonKind::RebirthLater);
        return decision;
    }
    Die die = dieFor(state, {TurnStartStep});
    const DeclineTest test = declineTest(state, me, die);
    decision.action = test.decline ? Action::decline() : Action::expand();
    if (explaining())
        decision.reason.parts.push_back(describeDeclineTest(test));
    decision.value = test.points;
    decision.dice = die.rolls();
    return decision;
}

AiDecision RulebookPlayer::rebirthDecision(const GameState &state) const
{
    Die die = dieFor(state, {RebirthStep});
    const DeclineTest test = declineTest(state, state.currentPlayer, die);
    AiDecision decision;
    decision.action = test.decline ? Action::decline() : Action::endTurn();
    if (explaining()) {
        decision.reason.add(ReasonKind::RebirthPrefix);
        decision.reason.parts.push_back(describeDeclineTest(test));
    }
    decision.value = test.points;
    decision.dice = die.rolls();
    return decision;
}

AiDecision RulebookPlayer::conquest(const GameState &state) const
{
    if (auto peace = declarePeace(state))
        return *peace;
    return conquer(state);
}

std::optional<AiDecision> RulebookPlayer::declarePeace(const GameState &state) const
{
    // Diplomacy: "An imaginary empire always declares peace with a real player. (If two are
    // playing, roll a die to determine who is chosen.)"
    const int me = state.currentPlayer;
    const PlayerState &seat = state.player(me);
    const int level = seat.active->tiles.level(TileKind::Diplomacy);
    const int freeSlots = level - static_cast<int>(seat.peaceWith.size());
    if (freeSlots <= 0 || state.turn.conquests > 0)
        return std::nullopt;
    std::vector<int> realPlayers;
    for (int other = 0; other < state.playerCount(); ++other) {
        if (other != me && !state.player(other).virtualPlayer &&
            !checkAction(state, Action::peace(other)))
            realPlayers.push_back(other);
    }
    if (realPlayers.empty())
        return std::nullopt;
    AiDecision decision;
    Die die = dieFor(state, {PeaceStep, seat.peaceWith.size()});
    int chosen = realPlayers.front();
    if (static_cast<int>(realPlayers.size()) > freeSlots) {
        chosen = die.pick(realPlayers);
    }
    if (explaining()) {
        ReasonPart &part = decision.reason.add(ReasonKind::PeaceWithRealPlayer);
        part.player = chosen;
        part.dice = die.rolls();
    }
    decision.action = Action::peace(chosen);
    decision.dice = die.rolls();
    return decision;
}

AiDecision RulebookPlayer::redeploy(const GameState &state) const
{
    // The rules give the virtual player no clause for its survivors: each one strengthens the
    // weakest border province, as the homogeneous defence of its reorganization would
    // (docs/ai.md).
    const int me = state.redeployPlayer;
    const auto civilization = redeployingCivilization(state);
    const int pending = civilization ? civilization->pending : 0;
    const Holder holder = civilization ? civilization->holder : Holder::Active;
    const CivilizationTiles tiles = civilization ? civilization->tiles : CivilizationTiles{};
    const std::vector<AreaIndex> own =
        civilization ? provincesOf(state, me, holder) : std::vector<AreaIndex>{};
    std::vector<AreaIndex> candidates;
    for (AreaIndex area : own) {
        if (isBorderProvince(state, me, area))
            candidates.push_back(area);
    }
    if (candidates.empty())
        candidates = own;
    if (candidates.empty()) {
        // The engine asks only when there is a province to go to; never stall if it did not.
        const auto legal = legalActions(state);
        return {legal.empty() ? Action::endTurn() : legal.front(), {}, -1, -1, {}};
    }
    std::vector<AreaIndex> tied;
    highestScoring(
        candidates, [&](AreaIndex area) { return -defenceLevel(state, area); }, tied);
    const int weakest = defenceLevel(state, tied.front());
    // Ties as the leftover pawns of a reorganization: board edge while new empires are
    // entering, then the front, then the value, then the die.
    const bool entering = newEmpiresEntering(state, me);
    auto preference = [&](AreaIndex area) {
        return std::make_tuple(entering && state.board->isStartArea(area) ? 1 : 0,
                               touchesOtherActiveEmpire(state, me, area) ? 1 : 0,
                               provincePoints(state, area, tiles));
    };
    std::vector<AreaIndex> preferred;
    highestScoring(tied, preference, preferred);
    Die die =
        dieFor(state, {RedeployStep, static_cast<quint64>(pending), static_cast<quint64>(holder)});
    const AreaIndex chosen = die.pick(preferred);
    AiDecision decision;
    decision.action = Action::redeploy(chosen);
    decision.value = weakest;
    decision.dice = die.rolls();
    if (!explaining())
        return decision;
    ReasonPart &part = decision.reason.add(ReasonKind::SurvivorToWeakest);
    part.area = chosen;
    part.numbers[0] = weakest;
    part.numbers[1] = static_cast<int>(preferred.size());
    part.dice = decision.dice;
    return decision;
}

} // namespace vinci
