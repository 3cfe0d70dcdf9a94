#include "strategist.h"

#include "choicereason.h"
#include "conquestoption.h"
#include "die.h"
#include "game/civilizationtrack.h"
#include "game/play.h"
#include "rolloutpolicy.h"
#include "rulebookplayer.h"
#include "rules/firstturn.h"
#include "rules/tiletable.h"
#include "threatmap.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>

namespace vinci {

namespace {

/** The preferred of two lines: a search's finalist, then the greater worth. */
template<class Line>
bool preferred(const Line &a, const Line &b)
{
    if (a.finalist != b.finalist)
        return a.finalist;
    return a.worth > b.worth;
}

/**
 * "It expects about 10 more points than by declining for ...": `chosen` against `other`.
 * `atTheEnd`: the worths are leads over the best rival at the game's end (the hard level's
 * playouts), not points over the next turns, and the words must say so.
 */
template<class Line>
ReasonPart expectsMore(const Line &chosen, const Line &other, bool atTheEnd)
{
    ReasonPart part = other.alternative;
    part.numbers[0] = qRound(chosen.worth - other.worth);
    part.numbers[3] = atTheEnd ? 1 : 0;
    return part;
}

/** How a line is named as the alternative of another's reason. */
ReasonPart alternativeOf(ReasonAlternative kind, int conquests = 0, int slot = -1,
                         const CivilizationTiles &tiles = {})
{
    ReasonPart part(ReasonKind::ExpectsMore);
    part.numbers[1] = static_cast<int>(kind);
    part.numbers[2] = conquests;
    part.slot = slot;
    part.tiles = tiles;
    return part;
}

/**
 * Words the choice of civilization in `chosen` (taken from `atChoice`): what the civilization
 * brings, and what it expects against the best line that takes another one.
 */
template<class Line>
void explainChoice(const GameState &atChoice, Line &chosen, const std::vector<Line> &lines,
                   bool atTheEnd)
{
    for (std::size_t step = 0; step < chosen.actions.size() && step < chosen.reasons.size();
         ++step) {
        const Action &choice = chosen.actions[step];
        if (choice.type != ActionType::ChooseCivilization)
            continue;
        AiReason reason;
        reason.parts.push_back(choiceReason(civilizationFacts(atChoice, choice.value)));
        // Online 2013's first turn: the choice is judged with the conquests it makes at once.
        if (choiceStartsConquestAtOnce(atChoice))
            reason.add(ReasonKind::ConquersAtOnce).numbers[0] = chosen.alternative.numbers[2];
        const Line *runnerUp = nullptr;
        for (const Line &line : lines) {
            if (line.actions.size() > step &&
                line.actions[step].type == ActionType::ChooseCivilization &&
                line.actions[step].value != choice.value &&
                (!runnerUp || preferred(line, *runnerUp)))
                runnerUp = &line;
        }
        if (runnerUp) {
            ReasonPart against = expectsMore(chosen, *runnerUp, atTheEnd);
            against.numbers[1] = static_cast<int>(ReasonAlternative::OtherCivilization);
            reason.parts.push_back(against);
        }
        chosen.reasons[step] = std::move(reason);
        return;
    }
}

/** The most dangerous rival of `player`: the most points plus holdings. */
int rivalOf(const GameState &state, int player)
{
    int rival = -1;
    for (int other = 0; other < state.playerCount(); ++other) {
        if (other == player)
            continue;
        if (rival < 0 || state.player(other).score + holdingPoints(state, other) >
                             state.player(rival).score + holdingPoints(state, rival))
            rival = other;
    }
    return rival;
}

/** `player`'s lead over the best other seat: scores, plus the points held if the game goes on. */
double leadOf(const GameState &state, int player)
{
    auto standing = [&](int p) {
        return state.player(p).score + (state.isOver() ? 0.0 : holdingPoints(state, p));
    };
    double best = -1e9;
    for (int other = 0; other < state.playerCount(); ++other) {
        if (other != player)
            best = std::max(best, standing(other));
    }
    return standing(player) - best;
}

/**
 * Look-aheads per decision of the hard level's search with one planned seat in its playouts
 * (its own); fewer when the other real seats are planned too (`searchWorths`).
 */
constexpr int HardSearchSamples = 48;

/** Playout rounds enough to reach the game's end (a Classic game lasts about 11 rounds). */
constexpr int PlayoutToTheEnd = 100;

enum Salt : quint64
{
    ExpandSalt = 11,
    DeclineSalt,
    SlotSalt,
    RebirthSalt,
    PlanSalt,
    NoiseSalt,
};

/** Ends the Strategist's own turn in a look-ahead: stop conquering, reorganize, end. */
void finishOwnTurn(GameState &state, int me, RolloutPolicy &policy)
{
    const int turn = state.turnNumber;
    for (int guard = 0; guard < 4000 && !state.isOver() && state.turnNumber == turn; ++guard) {
        if (state.currentPlayer == me && state.phase == Phase::Conquest) {
            if (!applyInPlace(state, Action::endConquest()))
                continue;
        } else if (state.currentPlayer == me && state.phase == Phase::Reorganization) {
            if (applyStrategistReorganization(state))
                continue;
        } else if (state.currentPlayer == me && state.phase == Phase::RebirthDecision) {
            if (!applyInPlace(state, Action::endTurn()))
                continue;
        }
        if (!policy.step(state))
            return;
    }
}

} // namespace

StrategistSettings StrategistSettings::forLevel(StrategistLevel level)
{
    StrategistSettings settings;
    switch (level) {
    case StrategistLevel::Easy:
        settings.planner = {2, 4, 8, 1.5};
        settings.candidatePlans = 1;
        settings.slotCandidates = 2;
        settings.rollouts = 1;
        settings.civilizationRollouts = 1;
        settings.horizon = 1;
        settings.soloTurns = 2;
        settings.plannedRollouts = false;
        settings.judgementNoise = 3.0;
        break;
    case StrategistLevel::Normal:
        settings.planner = {4, 6, 12, 0.0};
        settings.candidatePlans = 2;
        settings.slotCandidates = 3;
        settings.rollouts = 2;
        settings.civilizationRollouts = 2;
        settings.horizon = 1;
        settings.soloTurns = 3;
        settings.plannedRollouts = true;
        settings.rolloutPlanner = {2, 4, 8, 0.0};
        break;
    case StrategistLevel::Hard:
        settings.planner = {6, 8, 14, 0.0};
        settings.candidatePlans = 4;
        settings.slotCandidates = 5;
        settings.rollouts = 3;
        settings.civilizationRollouts = 4;
        settings.horizon = 1;
        settings.soloTurns = 3;
        settings.plannedRollouts = true;
        settings.rolloutPlanner = {3, 6, 10, 0.0};
        settings.search = true;
        settings.searchSamples = HardSearchSamples;
        settings.playoutRounds = PlayoutToTheEnd;
        break;
    }
    return settings;
}

void Strategist::setThinkingTime(int milliseconds)
{
    // A time budget replaces the level's count of look-aheads; only the search uses either.
    if (milliseconds > 0 && m_settings.search)
        setSearchBudget(0, milliseconds);
}

void Strategist::setSearchBudget(int samples, int milliseconds)
{
    m_settings.searchSamples = samples;
    m_settings.thinkMs = milliseconds;
}

Strategist::Strategist(quint64 seed, StrategistLevel level, QString name)
    : m_seed(seed)
    , m_settings(StrategistSettings::forLevel(level))
    , m_name(name.isEmpty() ? QStringLiteral("strategist") : std::move(name))
{}

AiDecision Strategist::decide(const GameState &state)
{
    // The rest of this turn's plan, when the game is where the plan expects it.
    if (!m_plan.empty() && m_expected && *m_expected == state) {
        AiDecision decision;
        decision.action = m_plan.front();
        decision.reason = m_planReasons.front();
        m_plan.erase(m_plan.begin());
        m_planReasons.erase(m_planReasons.begin());
        ApplyResult next = apply(state, decision.action);
        if (next.accepted()) {
            m_expected = std::move(next.state);
            return decision;
        }
    }
    m_plan.clear();
    m_planReasons.clear();
    m_expected.reset();
    return decideByPhase(*this, state);
}

AiDecision Strategist::follow(const GameState &state, const Line &line)
{
    AiDecision decision;
    decision.action = line.actions.front();
    decision.reason = line.reasons.front();
    decision.value = qRound(line.worth);
    m_plan.assign(line.actions.begin() + 1, line.actions.end());
    m_planReasons.assign(line.reasons.begin() + 1, line.reasons.end());
    ApplyResult next = apply(state, decision.action);
    if (next.accepted() && !m_plan.empty())
        m_expected = std::move(next.state);
    else
        m_plan.clear();
    return decision;
}

double Strategist::noise(quint64 salt) const
{
    if (m_settings.judgementNoise <= 0.0)
        return 0.0;
    Rng rng(decisionSeed(m_seed, {NoiseSalt, salt}));
    double sum = 0.0;
    for (int i = 0; i < 3; ++i)
        sum += rng.below(2001) / 1000.0 - 1.0;
    return sum * m_settings.judgementNoise;
}

double Strategist::lookAhead(const GameState &state, int player, quint64 salt, int samples) const
{
    const int rival = rivalOf(state, player);
    double total = 0.0;
    for (int sample = 0; sample < samples; ++sample)
        total += lookAheadSample(state, player, rival, sample);
    if (m_settings.playoutRounds > 0)
        total -= samples * leadOf(state, player);
    return total / samples + noise(salt);
}

double Strategist::lookAheadSample(const GameState &state, int player, int rival, int sample) const
{
    // The same samples for every option of one decision: options are compared on the same
    // draws of the unknown bag and dice.
    const quint64 seed = decisionSeed(
        m_seed, {static_cast<quint64>(state.turnNumber), static_cast<quint64>(sample)});
    GameState future = RolloutPolicy::publicCopy(state, seed);
    // The search also forgets the bag's order: only what is in it is known.
    if (m_settings.search)
        std::sort(future.bag.begin(), future.bag.end());
    RolloutPolicy policy(seed);
    if (m_settings.plannedRollouts)
        policy.planFor(player, m_settings.rolloutPlanner);
    // Playouts plan every real seat from the first round on: the next round, where the rivals'
    // attacks on this decision's conquests fall, is the one that most needs them played well.
    if (m_settings.playoutRounds > 0)
        policy.planAllSeats(true);
    finishOwnTurn(future, player, policy);
    policy.playUntilTurnOf(future, player);
    for (int turn = 0; turn < m_settings.horizon && !future.isOver(); ++turn) {
        policy.finishTurn(future);
        policy.playUntilTurnOf(future, player);
    }
    if (m_settings.playoutRounds > 0) {
        // Every seat plays on: its empire is attacked, its rivals grow, dice and draws differ.
        for (int round = 0; round < m_settings.playoutRounds && !future.isOver(); ++round) {
            policy.finishTurn(future);
            policy.playUntilTurnOf(future, player);
        }
        return leadOf(future, player);
    }
    double worth = future.player(player).score - state.player(player).score;
    if (rival >= 0)
        worth -= m_settings.rivalWeight * (future.player(rival).score - state.player(rival).score);
    // Beyond the look-ahead, the player's own next turns as if the others stood still.
    const int later = std::min(m_settings.soloTurns, turnsLeft(future, player));
    if (!future.isOver() && later > 0)
        worth += policy.soloFuture(future, player, later, m_settings.soloDecay);
    return worth;
}

void Strategist::valueLine(Line &line, const GameState &after, int player, quint64 salt,
                           int samples) const
{
    if (m_settings.search)
        line.root = after;
    else
        line.worth = lookAhead(after, player, salt, samples);
}

void Strategist::searchWorths(std::vector<Line> &lines, const GameState &state, quint64 salt) const
{
    if (!m_settings.search || lines.size() < 2)
        return;
    QElapsedTimer clock;
    clock.start();
    const int player = state.currentPlayer;
    // One rival for every line: the most dangerous before the decision. (A line that attacks
    // that rival would otherwise be measured against another player's gains.)
    const int rival = rivalOf(state, player);
    // A playout that plans every real seat costs about (2 + planned seats) / 3 times one that
    // plans only its own (bench_ai): the count shrinks so that a decision takes about as long.
    int samples = m_settings.searchSamples;
    if (m_settings.playoutRounds > 0) {
        int planned = 0;
        for (int p = 0; p < state.playerCount(); ++p)
            planned += state.player(p).virtualPlayer ? 0 : 1;
        samples = samples * 3 / (2 + planned);
    }
    std::vector<double> sums(lines.size(), 0.0);
    std::vector<double> lowest(lines.size(), 0.0);
    std::vector<double> highest(lines.size(), 0.0);
    int played = 0;
    auto sample = [&](std::size_t i) {
        Line &line = lines[i];
        const double worth = lookAheadSample(*line.root, player, rival, line.samples);
        sums[i] += worth;
        lowest[i] = line.samples == 0 ? worth : std::min(lowest[i], worth);
        highest[i] = line.samples == 0 ? worth : std::max(highest[i], worth);
        ++line.samples;
        ++played;
    };
    // Most look-aheads are games without chance (no tile drawn, no die rolled before they end):
    // two draws that agree show the line's worth, more would only repeat it.
    auto settled = [&](std::size_t i) {
        return lines[i].samples >= 2 && highest[i] - lowest[i] < 1e-9;
    };
    auto spent = [&] {
        return (samples > 0 && played >= samples) ||
               (m_settings.thinkMs > 0 && clock.elapsed() >= m_settings.thinkMs);
    };
    auto mean = [&](std::size_t i) {
        return lines[i].samples > 0 ? sums[i] / lines[i].samples : 0.0;
    };
    // Every option gets one look-ahead whatever the budget, then successive halving: each round
    // gives the options still in the race (and not settled) the same new draws, twice as many
    // as the round before, and drops the worse half.
    std::vector<std::size_t> alive;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        sample(i);
        alive.push_back(i);
    }
    bool out = spent();
    for (int perRound = 2; alive.size() > 1 && !out; perRound *= 2) {
        for (std::size_t i : alive) {
            for (int k = 0; k < perRound && !out && !settled(i); ++k) {
                sample(i);
                out = spent();
            }
            if (out)
                break;
        }
        std::stable_sort(alive.begin(), alive.end(),
                         [&](std::size_t a, std::size_t b) { return mean(a) > mean(b); });
        // A round cut short still drops the worse half: the finalists are compared on the
        // draws they had.
        alive.resize((alive.size() + 1) / 2);
    }
    // Playouts value the lead at their end: shown as the lead gained from the decision's.
    const double base = m_settings.playoutRounds > 0 ? leadOf(state, player) : 0.0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        lines[i].worth = mean(i) - base + noise(salt + i);
        lines[i].finalist = std::find(alive.begin(), alive.end(), i) != alive.end();
    }
}

std::vector<Strategist::Line> Strategist::expansionLines(const GameState &state, int keep,
                                                         quint64 salt, int samples)
{
    const int me = state.currentPlayer;
    std::vector<Line> lines;
    GameState start = state;
    std::vector<Action> prefix;
    std::vector<AiReason> prefixReasons;
    Rng plannerNoise(decisionSeed(m_seed, {PlanSalt, static_cast<quint64>(state.turnNumber)}));
    const ValueWeights weights = valueWeights(state, me);
    std::vector<ConquestPlan> plans =
        planConquests(start, m_settings.planner, weights, plannerNoise, keep);

    // Diplomacy: peace with whoever threatens its provinces most, among the players its best
    // plan does not attack.
    const PlayerState &seat = state.player(me);
    const int level = seat.active->tiles.level(TileKind::Diplomacy);
    for (int slot = static_cast<int>(seat.peaceWith.size()); slot < level; ++slot) {
        if (state.turn.conquests > 0)
            break;
        std::vector<bool> attacked(static_cast<std::size_t>(state.playerCount()), false);
        if (!plans.empty()) {
            for (const Action &action : plans.front().actions) {
                const ProvinceState &target = start.at(action.area);
                if (target.holder == Holder::Active && target.player >= 0)
                    attacked[static_cast<std::size_t>(target.player)] = true;
            }
        }
        const std::vector<double> risk = ThreatMap(start, me).pointsAtRiskBy(start);
        int partner = -1;
        for (int other = 0; other < start.playerCount(); ++other) {
            if (other == me || attacked[static_cast<std::size_t>(other)] ||
                checkAction(start, Action::peace(other)))
                continue;
            if (partner < 0 ||
                risk[static_cast<std::size_t>(other)] > risk[static_cast<std::size_t>(partner)])
                partner = other;
        }
        if (partner < 0)
            break;
        applyInPlace(start, Action::peace(partner));
        prefix.push_back(Action::peace(partner));
        AiReason peace;
        if (explaining())
            peace.add(ReasonKind::PeaceWithGreatestThreat).player = partner;
        prefixReasons.push_back(std::move(peace));
        plans = planConquests(start, m_settings.planner, weights, plannerNoise, keep);
    }

    for (std::size_t i = 0; i < plans.size(); ++i) {
        const ConquestPlan &plan = plans[i];
        Line line;
        line.actions = prefix;
        line.reasons = prefixReasons;
        GameState after = start;
        for (const Action &action : plan.actions) {
            if (!explaining()) {
                applyInPlace(after, action);
                line.actions.push_back(action);
                line.reasons.emplace_back();
                continue;
            }
            const auto options = conquestOptions(after, me);
            const auto option =
                std::find_if(options.begin(), options.end(),
                             [&](const ConquestOption &o) { return o.area == action.area; });
            AiReason reason;
            ReasonPart &conquest = reason.add(ReasonKind::ConquersPlanned);
            conquest.area = action.area;
            conquest.numbers = {option != options.end() ? option->cost : 0,
                                option != options.end() ? option->points : 0,
                                static_cast<int>(line.actions.size() - prefix.size() + 1),
                                static_cast<int>(plan.actions.size()),
                                0,
                                0};
            if (action.espionage)
                reason.add(ReasonKind::EspionageCostsTwo);
            applyInPlace(after, action);
            line.actions.push_back(action);
            line.reasons.push_back(reason);
        }
        line.actions.push_back(Action::endConquest());
        AiReason done;
        if (explaining())
            done.add(ReasonKind::PlanDone);
        line.reasons.push_back(std::move(done));
        valueLine(line, after, me, salt + 100 * i, samples);
        line.alternative =
            alternativeOf(ReasonAlternative::Expanding, static_cast<int>(plan.actions.size()));
        lines.push_back(std::move(line));
    }
    return lines;
}

std::vector<Strategist::Line> Strategist::civilizationLines(const GameState &state)
{
    const int me = state.currentPlayer;
    const RuleSet &rules = state.rules();
    // The civilizations worth a look: the best by a quick guess (pawns, tiles, points paid or
    // collected); civilization I always among them.
    std::vector<std::pair<double, int>> candidates;
    for (int slot = 0; slot < static_cast<int>(state.track.size()); ++slot) {
        if (checkAction(state, Action::choose(slot)))
            continue;
        const TrackSlot &offer = state.track[static_cast<std::size_t>(slot)];
        const int net = choosingScoreChange(state, slot);
        const double guess = rules.pairPawns(offer.tiles.kinds[0], offer.tiles.kinds[1]) +
                             quickTileWorth(offer.tiles) + net + (slot == 0 ? 100.0 : 0.0);
        candidates.emplace_back(guess, slot);
    }
    std::sort(candidates.begin(), candidates.end(), std::greater<>());
    if (static_cast<int>(candidates.size()) > m_settings.slotCandidates)
        candidates.resize(static_cast<std::size_t>(m_settings.slotCandidates));

    std::vector<Line> lines;
    for (const auto &[guess, slot] : candidates) {
        (void)guess;
        const TrackSlot &offer = state.track[static_cast<std::size_t>(slot)];
        GameState after = state;
        if (applyInPlace(after, Action::choose(slot)))
            continue;
        Line line;
        line.actions.push_back(Action::choose(slot));
        // Worded once the choice is made (explainChoice): the worths are not all known here.
        line.reasons.emplace_back();
        const quint64 salt = SlotSalt + 100 * static_cast<quint64>(slot);
        int conquests = 0;
        // Online 2013's first turn goes on into the conquests (choiceStartsConquestAtOnce()):
        // the civilization is worth what it conquers at once, so the line plays its best plan
        // and is valued after it, as an expansion is.
        std::vector<Line> entries =
            after.phase == Phase::Conquest && after.currentPlayer == me
                ? expansionLines(after, 1, salt, m_settings.civilizationRollouts)
                : std::vector<Line>{};
        if (!entries.empty()) {
            Line &entry = entries.front();
            line.actions.insert(line.actions.end(), entry.actions.begin(), entry.actions.end());
            line.reasons.insert(line.reasons.end(), entry.reasons.begin(), entry.reasons.end());
            line.worth = entry.worth;
            line.root = std::move(entry.root);
            conquests = entry.alternative.numbers[2];
        } else {
            valueLine(line, after, me, salt, m_settings.civilizationRollouts);
        }
        line.alternative =
            alternativeOf(ReasonAlternative::OtherCivilization, conquests, slot, offer.tiles);
        lines.push_back(std::move(line));
    }
    return lines;
}

AiDecision Strategist::chooseCivilization(const GameState &state)
{
    std::vector<Line> lines = civilizationLines(state);
    if (lines.empty()) {
        const auto legal = legalActions(state);
        AiDecision decision;
        decision.action = legal.empty() ? Action::choose(0) : legal.front();
        decision.reason.add(ReasonKind::OnlyCivilization);
        return decision;
    }
    searchWorths(lines, state, SlotSalt);
    const auto best = std::max_element(
        lines.begin(), lines.end(), [](const Line &a, const Line &b) { return preferred(b, a); });
    if (explaining())
        explainChoice(state, *best, lines, m_settings.playoutRounds > 0);
    return follow(state, *best);
}

AiDecision Strategist::turnStart(const GameState &state)
{
    const int me = state.currentPlayer;
    std::vector<Line> lines;
    GameState expanded = state;
    if (!applyInPlace(expanded, Action::expand())) {
        for (Line &line :
             expansionLines(expanded, m_settings.candidatePlans, ExpandSalt, m_settings.rollouts)) {
            line.actions.insert(line.actions.begin(), Action::expand());
            line.reasons.insert(line.reasons.begin(), AiReason());
            lines.push_back(std::move(line));
        }
    }
    // A civilization that never reached the board (or was wiped out keeping a strong hand)
    // has everything still to give: declining it would throw that away for nothing.
    const bool offBoard =
        provincesOf(state, me, Holder::Active).empty() && state.player(me).active->hand >= 5;
    GameState declined = state;
    if (!offBoard && !applyInPlace(declined, Action::decline())) {
        for (Line &line : civilizationLines(declined)) {
            line.actions.insert(line.actions.begin(), Action::decline());
            line.reasons.insert(line.reasons.begin(), AiReason());
            line.alternative.numbers[1] = static_cast<int>(ReasonAlternative::Declining);
            lines.push_back(std::move(line));
        }
    }
    if (lines.empty()) {
        AiDecision decision;
        decision.action = Action::expand();
        if (explaining())
            decision.reason.add(ReasonKind::Expands).numbers[0] = -1;
        return decision;
    }
    searchWorths(lines, state, ExpandSalt);
    std::stable_sort(lines.begin(), lines.end(), preferred<Line>);
    Line &best = lines.front();
    if (!explaining())
        return follow(state, best);
    const bool declining = best.actions.front().type == ActionType::Decline;
    if (declining)
        explainChoice(declined, best, lines, m_settings.playoutRounds > 0);
    // The first step says why: this line against the best of the other kind.
    const auto other = std::find_if(lines.begin(), lines.end(), [&](const Line &line) {
        return (line.actions.front().type == ActionType::Decline) != declining;
    });
    AiReason why;
    if (declining)
        why.parts.push_back(declineReason(declineFacts(state)));
    else
        why.add(ReasonKind::Expands).numbers[0] = best.alternative.numbers[2];
    if (other != lines.end())
        why.parts.push_back(expectsMore(best, *other, m_settings.playoutRounds > 0));
    best.reasons.front() = std::move(why);
    return follow(state, best);
}

AiDecision Strategist::conquest(const GameState &state)
{
    // Thinking again in the middle of the conquests (after an undo, or a plan run out).
    std::vector<Line> lines = expansionLines(state, 1, ExpandSalt, m_settings.rollouts);
    if (lines.empty() || lines.front().actions.empty()) {
        AiDecision decision;
        decision.action = Action::endConquest();
        decision.reason.add(ReasonKind::ConquestsEnd);
        return decision;
    }
    return follow(state, lines.front());
}

AiDecision Strategist::rebirthDecision(const GameState &state)
{
    const int me = state.currentPlayer;
    Line stay;
    stay.actions.push_back(Action::endTurn());
    stay.reasons.emplace_back();
    stay.alternative = alternativeOf(ReasonAlternative::KeepingEmpire);
    valueLine(stay, state, me, RebirthSalt, m_settings.civilizationRollouts);
    std::vector<Line> lines = {stay};
    // A civilization that never reached the board (or was wiped out keeping a strong hand)
    // has everything still to give: declining it would throw that away for nothing.
    const bool offBoard =
        provincesOf(state, me, Holder::Active).empty() && state.player(me).active->hand >= 5;
    GameState declined = state;
    if (!offBoard && !applyInPlace(declined, Action::decline())) {
        for (Line &line : civilizationLines(declined)) {
            line.actions.insert(line.actions.begin(), Action::decline());
            line.reasons.insert(line.reasons.begin(), AiReason());
            line.alternative.numbers[1] = static_cast<int>(ReasonAlternative::Declining);
            lines.push_back(std::move(line));
        }
    }
    searchWorths(lines, state, RebirthSalt);
    const auto best = std::max_element(
        lines.begin(), lines.end(), [](const Line &a, const Line &b) { return preferred(b, a); });
    Line chosen = *best;
    if (!explaining())
        return follow(state, chosen);
    const bool declining = chosen.actions.front().type == ActionType::Decline;
    if (declining)
        explainChoice(declined, chosen, lines, m_settings.playoutRounds > 0);
    // Declining is weighed against keeping the empire; keeping against the best decline.
    const Line *other = declining ? &lines.front() : nullptr;
    for (std::size_t i = 1; !declining && i < lines.size(); ++i) {
        if (!other || preferred(lines[i], *other))
            other = &lines[i];
    }
    AiReason why;
    why.add(declining ? ReasonKind::RebirthDeclines : ReasonKind::RebirthKeeps);
    if (other)
        why.parts.push_back(expectsMore(chosen, *other, m_settings.playoutRounds > 0));
    chosen.reasons.front() = std::move(why);
    return follow(state, chosen);
}

} // namespace vinci
