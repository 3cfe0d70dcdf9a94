// The hint on demand: in seeded positions of every kind of decision a person makes, under both
// rule sets, the hint is the hard Strategist's own decision (same seed, a count-only budget), and
// playing the hint gives the state the Strategist's moves give.

#include "ai/hint.h"
#include "ai/strategist.h"
#include "europegames.h"
#include "game/play.h"

#include <QTest>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

/** Look-aheads of the hint's search in these tests: small, so that each hint takes a moment. */
constexpr int Samples = 2;

/** The decision a position asks for. */
enum class Decision
{
    Civilization, ///< which civilization
    TurnStart,    ///< expand or decline
    Conquest,     ///< which province next (or peace, or the end of the conquests)
    Reorganization,
    Redeploy, ///< where a defender's survivors go
};

bool asks(const GameState &state, Decision decision)
{
    switch (decision) {
    case Decision::Civilization:
        return state.phase == Phase::ChooseCivilization;
    case Decision::TurnStart:
        return state.phase == Phase::TurnStart;
    case Decision::Conquest:
        // Beyond the first turn's entry, a conquest from an empire on the board, with a choice.
        if (state.phase != Phase::Conquest || state.round < 2)
            return false;
        {
            const std::vector<Action> legal = legalActions(state);
            return std::count_if(legal.begin(), legal.end(), [](const Action &action) {
                       return action.type == ActionType::Conquer;
                   }) >= 2;
        }
    case Decision::Reorganization:
        return state.phase == Phase::Reorganization && state.round >= 2;
    case Decision::Redeploy:
        return state.phase == Phase::Redeploy;
    }
    return false;
}

/**
 * The first position of a seeded random game (defenders placing their own survivors) that asks
 * `decision`.
 */
std::optional<GameState> positionAsking(Decision decision, RuleSetId rules, quint64 seed)
{
    GameOptions options;
    options.ruleSet = rules;
    options.playerCount = 3;
    options.seed = seed;
    options.autoRedeploy = false;
    auto state = newGame(europegames::europe(), options);
    if (!state)
        return std::nullopt;
    RandomPlayer player(seed + 17);
    for (int step = 0; step < 4000 && !state->isOver(); ++step) {
        if (asks(*state, decision))
            return state;
        if (applyInPlace(*state, player.chooseAction(*state)))
            return std::nullopt;
    }
    return std::nullopt;
}

} // namespace

class TestHint : public QObject
{
    Q_OBJECT

private slots:
    void isTheHardStrategistsDecision_data()
    {
        QTest::addColumn<Decision>("decision");
        QTest::addColumn<RuleSetId>("rules");
        const std::pair<const char *, Decision> decisions[] = {
            {"civilization", Decision::Civilization},
            {"expand or decline", Decision::TurnStart},
            {"conquest", Decision::Conquest},
            {"reorganization", Decision::Reorganization},
            {"defender's redeploy", Decision::Redeploy}};
        for (const auto &[name, decision] : decisions) {
            QTest::addRow("classic, %s", name) << decision << RuleSetId::Classic;
            // Online 2013's defenders redeploy automatically: there is no such decision there.
            if (decision != Decision::Redeploy)
                QTest::addRow("online 2013, %s", name) << decision << RuleSetId::Online2013;
        }
    }

    /**
     * The hint's first action is the one a hard Strategist of the same seed decides; a
     * reorganization's or a redeploy's hint is the whole of the Strategist's moves to the end of
     * it (the reorganization confirmed by the player); playing the hint's actions gives exactly
     * the state the Strategist's moves give; and it comes with a reason.
     */
    void isTheHardStrategistsDecision()
    {
        QFETCH(Decision, decision);
        QFETCH(RuleSetId, rules);
        const auto position = positionAsking(decision, rules, 29);
        QVERIFY(position);
        const GameState &state = *position;
        const quint64 seed = hintSeed(state.options.seed, 40);

        const Hint hint = strategistHint(state, seed, Samples, 0);
        QCOMPARE(hint.player, state.actingPlayer());
        QVERIFY(!hint.actions.empty());
        QVERIFY(!hint.reason.empty());

        Strategist strategist(seed, StrategistLevel::Hard);
        strategist.setSearchBudget(Samples, 0);
        GameState expected = state;
        std::vector<Action> played;
        do {
            const AiDecision next = strategist.decide(expected);
            if (next.action.type == ActionType::EndReorganization && !played.empty())
                break;
            QVERIFY(!applyInPlace(expected, next.action));
            played.push_back(next.action);
        } while ((decision == Decision::Reorganization || decision == Decision::Redeploy) &&
                 !expected.isOver() && expected.actingPlayer() == state.actingPlayer() &&
                 expected.phase == state.phase);
        QCOMPARE(hint.actions.front(), played.front());
        QCOMPARE(hint.actions.size(), played.size());

        GameState after = state;
        for (const Action &action : hint.actions)
            QVERIFY(!applyInPlace(after, action));
        QVERIFY(after == expected);

        // The hard level compares its options by the lead over the best rival at the game's
        // end: its "expects more" must say so, never speak of points over the next turns (a
        // hint once read "about 176 more points than with I").
        for (const ReasonPart &part : hint.reason.parts) {
            if (part.kind == ReasonKind::ExpectsMore)
                QCOMPARE(part.numbers[3], 1);
        }
        if (decision == Decision::Civilization)
            QCOMPARE(hint.slot, hint.actions.front().value);
        if (decision == Decision::Reorganization || decision == Decision::Redeploy)
            QVERIFY(!hint.areas.empty() || !hint.liftedFrom.empty());
    }

    /** The same position of the same game gets the same hint; another position another seed. */
    void sameHintForTheSamePosition()
    {
        const auto position = positionAsking(Decision::Conquest, RuleSetId::Classic, 31);
        QVERIFY(position);
        const quint64 seed = hintSeed(position->options.seed, 12);
        QCOMPARE(seed, hintSeed(position->options.seed, 12));
        QVERIFY(seed != hintSeed(position->options.seed, 13));
        const Hint first = strategistHint(*position, seed, Samples, 0);
        const Hint second = strategistHint(*position, seed, Samples, 0);
        QVERIFY(first.actions == second.actions);
        QVERIFY(first.reason == second.reason);
    }

    void nothingForAGameOver()
    {
        auto position = positionAsking(Decision::Civilization, RuleSetId::Classic, 3);
        QVERIFY(position);
        position->phase = Phase::GameOver;
        QVERIFY(strategistHint(*position, 1, Samples, 0).empty());
    }
};

QTEST_GUILESS_MAIN(TestHint)
#include "test_hint.moc"
