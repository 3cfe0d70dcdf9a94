// The one line of reason a computer seat gives when it takes a civilization or declines: it
// names the civilization's tiles, and every number it quotes is the state's.

#include "ai/aiplayer.h"
#include "ai/choicereason.h"
#include "europegames.h"
#include "game/civilizationtrack.h"
#include "game/play.h"
#include "rules/conquestcost.h"
#include "rules/scoring.h"
#include "rules/tiletable.h"

#include <QTest>

#include <set>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

/** Plays a game of `kind` in every seat until `done()`, calling `visit` on every decision. */
void playDecisions(const QString &kind, RuleSetId rules, quint64 seed,
                   const std::function<void(const GameState &, const AiDecision &)> &visit,
                   const std::function<bool()> &done)
{
    GameOptions options;
    options.ruleSet = rules;
    options.playerCount = 3;
    options.seed = seed;
    auto state = newGame(europegames::europe(), options);
    QVERIFY(state);
    std::vector<std::unique_ptr<AiPlayer>> seats;
    for (int seat = 0; seat < options.playerCount; ++seat)
        seats.push_back(makeAiPlayer(kind, seed * 7 + static_cast<quint64>(seat)));
    for (int step = 0; step < 3000 && !state->isOver(); ++step) {
        const AiDecision decision =
            seats[static_cast<std::size_t>(state->actingPlayer())]->decide(*state);
        visit(*state, decision);
        if (done() || QTest::currentTestFailed())
            return;
        QVERIFY(!applyInPlace(*state, decision.action));
    }
}

/**
 * The provinces the current player's new civilization may conquer first once it has taken
 * `slot`, as the engine lists them: choosing ends the turn, so its turn is made to come at once
 * (on a copy, the board as it is now), it expands, and its legal conquests are read.
 */
std::set<AreaIndex> legalEntries(const GameState &state, int slot)
{
    std::set<AreaIndex> areas;
    const ApplyResult chosen = apply(state, Action::choose(slot));
    if (!chosen.accepted())
        return areas;
    GameState turn = chosen.state;
    turn.currentPlayer = state.currentPlayer;
    turn.phase = Phase::TurnStart;
    const ApplyResult expanded = apply(turn, Action::expand());
    if (!expanded.accepted() || expanded.state.phase != Phase::Conquest)
        return areas;
    for (const Action &action : legalActions(expanded.state)) {
        if (action.type == ActionType::Conquer && !action.espionage)
            areas.insert(action.area);
    }
    return areas;
}

/** Checks a civilization's reason against the state it was given in. */
void checkChoice(const GameState &state, const AiDecision &decision, RuleSetId rules)
{
    const int slot = decision.action.value;
    const int me = state.currentPlayer;
    const CivilizationTiles tiles = state.track[static_cast<std::size_t>(slot)].tiles;
    const CivilizationFacts facts = civilizationFacts(state, slot);
    QCOMPARE(facts.slot, slot);
    QVERIFY(facts.tiles == tiles);
    QCOMPARE(facts.pawns, civilizationPawns(state, me, tiles));
    QCOMPARE(facts.scoreChange, choosingScoreChange(state, slot));
    // The provinces it can enter are those the engine lets it conquer first (when it enters at
    // once), and its tiles' help is counted among them.
    const std::set<AreaIndex> entries = legalEntries(state, slot);
    if (!entries.empty())
        QCOMPARE(facts.enterable, static_cast<int>(entries.size()));
    QVERIFY(facts.worthMore <= facts.enterable && facts.cheaper <= facts.enterable);
    int worthMore = 0;
    for (AreaIndex area : entries) {
        if (provincePoints(state, area, tiles) > provincePoints(state, area, CivilizationTiles{}))
            ++worthMore;
    }
    if (!entries.empty())
        QCOMPARE(facts.worthMore, worthMore);
    // The line the log shows is these facts, naming every tile as the rule set does.
    QVERIFY(!decision.reason.empty());
    QVERIFY(decision.reason.parts.front() == choiceReason(facts));
    const QString text = describeReason(decision.reason, *state.board, {}, u"en", rules);
    for (TileKind kind : tiles.tiles())
        QVERIFY2(text.contains(tileName(kind, rules)), qPrintable(text));
    QVERIFY2(text.contains(u": %1 pawn"_s.arg(facts.pawns)), qPrintable(text));
}

/** The English reason of `decision`, as the log words it. */
QString englishReason(const GameState &state, const AiDecision &decision)
{
    return describeReason(decision.reason, *state.board, {}, u"en", state.options.ruleSet);
}

} // namespace

/** The reasons of the civilization choices and declines. */
class TestAiChoiceReason : public QObject
{
    Q_OBJECT

private slots:
    void strategistNamesTheCivilizationItTakes_data()
    {
        QTest::addColumn<int>("rules");
        QTest::newRow("Classic") << static_cast<int>(RuleSetId::Classic);
        QTest::newRow("Online 2013") << static_cast<int>(RuleSetId::Online2013);
    }

    /** Every civilization a Strategist takes is named with its tiles, pawns and provinces. */
    void strategistNamesTheCivilizationItTakes()
    {
        QFETCH(int, rules);
        const auto ruleSet = static_cast<RuleSetId>(rules);
        int choices = 0;
        int entering = 0;
        // The first choices of a game and those after a decline.
        for (quint64 seed = 5; seed < 10 && choices < 6 && !QTest::currentTestFailed(); ++seed)
            playDecisions(
                u"strategist-normal"_s, ruleSet, seed,
                [&](const GameState &state, const AiDecision &decision) {
                    if (decision.action.type != ActionType::ChooseCivilization)
                        return;
                    checkChoice(state, decision, ruleSet);
                    ++choices;
                    if (!legalEntries(state, decision.action.value).empty())
                        ++entering;
                },
                [&] { return choices >= 6; });
        QCOMPARE(choices, 6);
        QCOMPARE(entering, choices);
    }

    /**
     * "A virtual player always chooses the first civilization available." (VINCI with One or
     * Two Players) Its reason says so and names civilization I's tiles.
     */
    void rulebookNamesCivilizationOne()
    {
        int choices = 0;
        playDecisions(
            u"rulebook"_s, RuleSetId::Classic, 3,
            [&](const GameState &state, const AiDecision &decision) {
                if (decision.action.type != ActionType::ChooseCivilization)
                    return;
                ++choices;
                QCOMPARE(decision.action.value, 0);
                QCOMPARE(decision.reason.parts.size(), std::size_t(1));
                QVERIFY(decision.reason.parts.front() == rulebookChoiceReason(state, 0));
                const QString text = englishReason(state, decision);
                QVERIFY(text.startsWith(u"Takes I: "_s));
                for (TileKind kind : state.track[0].tiles.tiles())
                    QVERIFY(text.contains(tileName(kind)));
                QVERIFY(text.contains(u"always takes civilization I"_s));
            },
            [&] { return choices >= 4; });
        QCOMPARE(choices, 4);
    }

    /**
     * Under Online 2013 every tile a Strategist's reason names is named as that rule set names
     * it: the civilization it takes, the one it compares it with, the one it would decline for
     * ("Galleys", never "Ship Building"; "Legions", never "Field General").
     */
    void strategistNamesTilesAsTheRuleSetDoes()
    {
        int named = 0;
        int renamed = 0;
        for (quint64 seed = 5; seed < 9 && !QTest::currentTestFailed(); ++seed)
            playDecisions(
                u"strategist-normal"_s, RuleSetId::Online2013, seed,
                [&](const GameState &state, const AiDecision &decision) {
                    const QString text = englishReason(state, decision);
                    for (TileKind kind : {TileKind::ShipBuilding, TileKind::FieldGeneral}) {
                        QVERIFY2(!text.contains(tileName(kind)), qPrintable(text));
                        renamed += text.contains(tileName(kind, RuleSetId::Online2013)) ? 1 : 0;
                    }
                    for (const ReasonPart &part : decision.reason.parts)
                        named += part.tiles.count > 0 ? 1 : 0;
                },
                [&] { return renamed >= 2; });
        QVERIFY(named >= 10);
        QVERIFY(renamed >= 2);
    }

    /** A Strategist's decline quotes its provinces, the pawns expanding would give, the score. */
    void strategistDeclineQuotesItsEmpire()
    {
        int declines = 0;
        for (quint64 seed = 1; seed <= 4 && declines == 0; ++seed) {
            playDecisions(
                u"strategist-normal"_s, RuleSetId::Classic, seed,
                [&](const GameState &state, const AiDecision &decision) {
                    if (decision.action.type != ActionType::Decline ||
                        state.phase != Phase::TurnStart)
                        return;
                    ++declines;
                    const int me = state.currentPlayer;
                    const DeclineFacts facts = declineFacts(state);
                    QCOMPARE(facts.provinces,
                             static_cast<int>(provincesOf(state, me, Holder::Active).size()));
                    const ApplyResult expanded = apply(state, Action::expand());
                    QVERIFY(expanded.accepted());
                    QCOMPARE(facts.expandPawns, expanded.state.player(me).active->hand);
                    const ApplyResult declined = apply(state, Action::decline());
                    QVERIFY(declined.accepted());
                    QCOMPARE(facts.declineScore,
                             declined.state.player(me).score - state.player(me).score);
                    QVERIFY(!decision.reason.empty());
                    QVERIFY2(decision.reason.parts.front() == declineReason(facts),
                             qPrintable(englishReason(state, decision)));
                },
                [&] { return declines > 0; });
        }
        QCOMPARE(declines, 1);
    }
};

QTEST_APPLESS_MAIN(TestAiChoiceReason)
#include "test_ai_choicereason.moc"
