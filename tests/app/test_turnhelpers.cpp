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
        QVERIFY(phases.count(Phase::Conquest) && phases.count(Phase::Reorganization) &&
                phases.count(Phase::TurnStart) && phases.count(Phase::ChooseCivilization));
    }
};

QTEST_APPLESS_MAIN(TestTurnHelpers)
#include "test_turnhelpers.moc"
