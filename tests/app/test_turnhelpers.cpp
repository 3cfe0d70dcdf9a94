// The window's rule-facing helpers, without widgets: what a click means, the auto-distribute
// and redeploy helpers, the hover text's cost breakdown, the guidance, the seats' metadata.

#include "ai/randomplayer.h"
#include "boardinteraction.h"
#include "game/play.h"
#include "mapformat/maploader.h"
#include "newgamesetup.h"
#include "pawndistribution.h"
#include "playercolours.h"
#include "provincetooltip.h"
#include "rules/conquestcost.h"
#include "turnguidance.h"

#include <QTest>

#include <functional>
#include <set>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

std::shared_ptr<const ProvinceGraph> europe()
{
    static const auto board = [] {
        const MapLoadResult result =
            MapLoader::load(QStringLiteral(VINCI_SOURCE_DIR "/maps/europe"));
        return result.ok() ? result.map->graph : nullptr;
    }();
    return board;
}

/** Plays a random game of `players` from `seed`, calling `visit` before every action. */
void playRandomGame(quint64 seed, int players, const std::function<void(const GameState &)> &visit)
{
    GameOptions options;
    options.playerCount = players;
    options.seed = seed;
    options.victoryTarget = 60;
    auto state = newGame(europe(), options);
    QVERIFY(state);
    RandomPlayer player(seed + 17);
    for (int step = 0; step < 6000 && !state->isOver(); ++step) {
        visit(*state);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(!applyInPlace(*state, player.chooseAction(*state)));
    }
}

/** Whether `area` is in one of the parts a split empire must choose from. */
bool inSomePart(const GameState &state, AreaIndex area)
{
    for (const auto &part : partsToChooseFrom(state)) {
        if (std::find(part.begin(), part.end(), area) != part.end())
            return true;
    }
    return false;
}

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

    void distributionIsAlwaysAccepted_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<int>("players");
        for (quint64 seed : {1, 2, 3, 4, 5, 6})
            QTest::addRow("seed %llu, %d players", seed, 3 + static_cast<int>(seed % 4))
                << seed << 3 + static_cast<int>(seed % 4);
    }

    /** Auto-distribute leaves a reorganization the engine accepts, in every position met. */
    void distributionIsAlwaysAccepted()
    {
        QFETCH(quint64, seed);
        QFETCH(int, players);
        int checked = 0;
        playRandomGame(seed, players, [&](const GameState &state) {
            if (state.phase != Phase::Reorganization)
                return;
            GameState work = state;
            for (const Action &action : distributionActions(state)) {
                if (const auto refusal = applyInPlace(work, action))
                    QFAIL(qPrintable(refusal->message));
            }
            if (const auto refusal = checkAction(work, Action::endReorganization()))
                QFAIL(qPrintable(u"after auto-distribute: "_s + refusal->message));
            ++checked;
        });
        QVERIFY(checked > 5);
    }

    /** "Place them for me" places every survivor of the defender asked, on its provinces. */
    void redeployPlacesEverySurvivor()
    {
        int checked = 0;
        for (quint64 seed = 1; seed <= 6 && checked < 3; ++seed) {
            playRandomGame(seed, 4, [&](const GameState &state) {
                if (state.phase != Phase::Redeploy)
                    return;
                const int defender = state.redeployPlayer;
                const int waiting = survivorsToPlace(state);
                const int before = pawnsOnBoard(state, defender, Holder::Active) +
                                   pawnsOnBoard(state, defender, Holder::Declining);
                GameState work = state;
                const auto actions = redeployActions(state);
                for (const Action &action : actions)
                    QVERIFY(!applyInPlace(work, action));
                QVERIFY(work.phase != Phase::Redeploy || work.redeployPlayer != defender ||
                        work.turnNumber != state.turnNumber);
                QVERIFY(static_cast<int>(actions.size()) >= waiting);
                QVERIFY(pawnsOnBoard(work, defender, Holder::Active) +
                            pawnsOnBoard(work, defender, Holder::Declining) ==
                        before + static_cast<int>(actions.size()));
                ++checked;
            });
        }
        QVERIFY(checked > 0);
    }

    /** A click means the action of the phase; the engine still judges it. */
    void clickMeansThePhasesAction()
    {
        int conquests = 0;
        int reorganizations = 0;
        playRandomGame(11, 3, [&](const GameState &state) {
            const int me = state.currentPlayer;
            for (AreaIndex area : state.board->landAreas()) {
                const auto primary = actionForClick(state, area, ClickKind::Primary, {});
                const auto secondary = actionForClick(state, area, ClickKind::Secondary, {});
                switch (state.phase) {
                case Phase::Conquest:
                    QVERIFY(primary);
                    if (isActiveOf(state.at(area), me) && state.turn.conquests == 0)
                        QCOMPARE(primary->type, ActionType::Abandon);
                    else
                        QCOMPARE(primary->type, ActionType::Conquer);
                    QVERIFY(!secondary);
                    ++conquests;
                    break;
                case Phase::Reorganization:
                    QVERIFY(primary && secondary);
                    QCOMPARE(secondary->type, ActionType::LiftPawn);
                    QCOMPARE(primary->type, inSomePart(state, area) ? ActionType::KeepPart
                                                                    : ActionType::PlacePawn);
                    ++reorganizations;
                    break;
                case Phase::Redeploy:
                    QCOMPARE(primary->type, ActionType::Redeploy);
                    break;
                case Phase::ChooseCivilization:
                case Phase::TurnStart:
                case Phase::RebirthDecision:
                case Phase::GameOver:
                    QVERIFY(!primary && !secondary);
                    break;
                }
            }
        });
        QVERIFY(conquests > 0 && reorganizations > 0);
    }

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
            if (state.phase == Phase::Reorganization) {
                const auto refusal = checkAction(state, Action::endReorganization());
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
