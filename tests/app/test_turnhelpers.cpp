// The window's words for the engine's queries, without widgets: the hover text's cost breakdown
// and the guidance (the queries themselves are tested in tests/engine/test_boardqueries.cpp).

#include "ai/randomplayer.h"
#include "board/provincetooltip.h"
#include "engine/europegames.h"
#include "game/play.h"
#include "mapformat/maploader.h"
#include "panels/playercolours.h"
#include "panels/turnguidance.h"
#include "queries/boardqueries.h"
#include "rules/conquestcost.h"
#include "rules/tiletable.h"
#include "session/newgamesetup.h"

#include <QTest>

#include <functional>
#include <set>

using namespace vinci;
using namespace Qt::StringLiterals;

using namespace vinci::europegames;

namespace {

std::vector<SeatSetup> defaultSeats(int players)
{
    std::vector<SeatSetup> seats;
    seats.reserve(static_cast<std::size_t>(players));
    for (int i = 0; i < players; ++i)
        seats.push_back({defaultSeatName(i), playerColour(i), QStringLiteral("human")});
    return seats;
}

} // namespace

class TestTurnHelpers : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(europe()); }

    /** The hover text gives the cost line by line, as cheapestConquest() computes it. */
    void tooltipGivesTheCostBreakdown()
    {
        int checked = 0;
        const std::vector<SeatSetup> seats = defaultSeats(3);
        playRandomGame(21, 3, [&](const GameState &state) {
            if (state.phase != Phase::Conquest || checked > 40)
                return;
            for (const ConquestTarget &target : conquestTargets(state, false)) {
                const auto cost = cheapestConquest(state, state.currentPlayer, target.area, false);
                QVERIFY(cost);
                QCOMPARE(cost->total, target.cost);
                const QString html = ProvinceTooltip::html(state, seats, target.area, u"en", false);
                QVERIFY(html.contains(state.board->area(target.area).names.en.toHtmlEscaped()));
                for (const CostPart &part : cost->parts)
                    QVERIFY2(html.contains(costTermName(part.term).toHtmlEscaped()),
                             qPrintable(html));
                QVERIFY(html.contains(QString::number(cost->total)));
                ++checked;
            }
        });
        QVERIFY(checked > 10);
    }

    /** Every phase has words; a reorganization that cannot end says why. */
    void guidanceNamesTheStepAndTheBlocker()
    {
        const std::vector<SeatSetup> seats = defaultSeats(3);
        std::set<Phase> phases;
        playRandomGame(31, 3, [&](const GameState &state) {
            const TurnGuidance guidance = TurnGuidance::describe(state, seats, {}, false);
            QVERIFY(!guidance.title.isEmpty());
            QVERIFY(!guidance.detail.isEmpty());
            phases.insert(state.phase);
            // Choosing the part to keep comes first; the blocker is the end of the placing.
            if (state.phase == Phase::Reorganization && partsToChooseFrom(state).empty()) {
                // Philosophy's reorganization is ended by the decline it comes before.
                const Action ending = state.turn.reorganizingBeforeDecline
                                          ? Action::decline()
                                          : Action::endReorganization();
                const auto refusal = checkAction(state, ending);
                QCOMPARE(guidance.blocker, refusal ? refusal->message : QString());
            }
            if (state.phase == Phase::Redeploy)
                QVERIFY(guidance.title.contains(
                    seats[static_cast<std::size_t>(state.redeployPlayer)].name));
        });
        QVERIFY(phases.contains(Phase::Conquest) && phases.contains(Phase::Reorganization) &&
                phases.contains(Phase::TurnStart) && phases.contains(Phase::ChooseCivilization));
    }

    /**
     * Online 2013's Army: "Player can play a second conquest phase each turn, don't score
     * twice." After the reorganization the pawns come back to the hand; the third walk read
     * that as the turn starting over, with no word why. The conquest's words say it.
     */
    void armysSecondConquestIsSaid()
    {
        const std::vector<SeatSetup> seats = defaultSeats(3);
        const QString army = tileName(TileKind::Army, RuleSetId::Online2013);
        int second = 0;
        for (quint64 seed = 1; seed <= 12 && second == 0; ++seed) {
            playRandomGame(
                seed, 3,
                [&](const GameState &state) {
                    if (state.phase != Phase::Conquest || isEntering(state, state.currentPlayer))
                        return;
                    const QString detail = TurnGuidance::describe(state, seats, {}, false).detail;
                    const bool said = detail.contains(army) && detail.contains(u"second"_s);
                    QCOMPARE(said, state.turn.secondConquest);
                    second += state.turn.secondConquest ? 1 : 0;
                },
                RuleSetId::Online2013);
        }
        QVERIFY(second > 0);
    }

    /**
     * The sixth walk declined by mistake and was told only that taking the next civilization
     * "cannot be taken back": it did not say the decline went with it (Undo brings a decline
     * back until then). Every question before a civilization is taken says so after a decline
     * of the same turn, and only then.
     */
    void takingAfterADeclineSaysTheDeclineBecomesFinal()
    {
        const std::vector<SeatSetup> seats = defaultSeats(3);
        int afterDecline = 0;
        int otherwise = 0;
        for (const RuleSetId rules : {RuleSetId::Classic, RuleSetId::Online2013}) {
            for (quint64 seed = 1; seed <= 4; ++seed) {
                playRandomGame(
                    seed, 3,
                    [&](const GameState &state) {
                        if (state.phase != Phase::ChooseCivilization)
                            return;
                        const QString detail = TurnGuidance::confirmChoice(state, seats, 0).detail;
                        QCOMPARE(detail.contains(u"decline becomes final"_s), state.turn.declined);
                        ++(state.turn.declined ? afterDecline : otherwise);
                    },
                    rules);
            }
        }
        QVERIFY(afterDecline > 0 && otherwise > 0);
    }
};

QTEST_APPLESS_MAIN(TestTurnHelpers)
#include "test_turnhelpers.moc"
