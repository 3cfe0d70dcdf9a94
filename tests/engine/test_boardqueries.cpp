// The engine's queries for the window, one test per question: what a click means, the reachable
// targets with their costs, the parts of a split empire, where survivors go (and the helpers that
// place them), the price of a track slot, the guidance for the phase.

#include "ai/randomplayer.h"
#include "engine/europegames.h"
#include "engine/positions.h"
#include "game/civilizationtrack.h"
#include "game/play.h"
#include "mapformat/maploader.h"
#include "queries/boardqueries.h"
#include "queries/pawndistribution.h"
#include "queries/phaseguidance.h"
#include "queries/ranking.h"
#include "rules/cohesion.h"
#include "rules/conquestcost.h"

#include <QTest>

#include <functional>
#include <iterator>
#include <set>

using namespace vinci;
using namespace Qt::StringLiterals;

using namespace vinci::europegames;

namespace {

/** Whether `area` is in one of the parts a split empire must choose from. */
bool inSomePart(const GameState &state, AreaIndex area)
{
    for (const auto &part : partsToChooseFrom(state)) {
        if (std::find(part.begin(), part.end(), area) != part.end())
            return true;
    }
    return false;
}

} // namespace

class TestBoardQueries : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(europe()); }

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

    /**
     * Every reachable target carries cheapestConquest()'s breakdown, is legal exactly when the
     * engine accepts the conquest, and the preview of a province agrees with the list; a
     * province left out of the list is previewed with the reason it is no target.
     */
    void targetsCarryTheirCostAndLegality()
    {
        int checked = 0;
        int refused = 0;
        playRandomGame(21, 3, [&](const GameState &state) {
            if (state.phase != Phase::Conquest || checked > 200)
                return;
            const int me = state.currentPlayer;
            const auto targets = conquestTargets(state, false);
            std::set<AreaIndex> listed;
            for (const ConquestTarget &target : targets) {
                listed.insert(target.area);
                const auto cost = cheapestConquest(state, me, target.area, false);
                QVERIFY(cost);
                QCOMPARE(target.cost, cost->total);
                QCOMPARE(target.breakdown.total, cost->total);
                QCOMPARE(target.breakdown.parts.size(), cost->parts.size());
                QCOMPARE(target.legal, !checkAction(state, Action::conquer(target.area, false)));
                const ConquestPreview preview = conquestPreview(state, target.area, false);
                QVERIFY(!preview.refusal && preview.cost);
                QCOMPARE(preview.cost->total, target.cost);
                QCOMPARE(preview.hand, state.player(me).active->hand);
                ++checked;
            }
            for (AreaIndex area : state.board->landAreas()) {
                if (listed.contains(area))
                    continue;
                const ConquestPreview preview = conquestPreview(state, area, false);
                QVERIFY(preview.refusal && !preview.cost);
                ++refused;
            }
        });
        QVERIFY(checked > 10 && refused > 10);
    }

    /**
     * "If [the empire] is split in several parts ... the player chooses one part" (1999 rules,
     * English, Reorganization): parts are offered only when pawns stand in more than one part,
     * they cover the empire, and each is connected (empireParts of it is itself).
     */
    void partsCoverASplitEmpire()
    {
        int split = 0;
        for (quint64 seed = 1; seed <= 8 && split < 3; ++seed) {
            playRandomGame(seed, 4, [&](const GameState &state) {
                const auto parts = partsToChooseFrom(state);
                if (parts.empty())
                    return;
                QCOMPARE(state.phase, Phase::Reorganization);
                QVERIFY(parts.size() > 1);
                std::size_t covered = 0;
                int withPawns = 0;
                for (const auto &part : parts) {
                    covered += part.size();
                    withPawns += std::any_of(part.begin(), part.end(), [&](AreaIndex area) {
                        return state.at(area).pawns > 0;
                    });
                }
                QCOMPARE(covered, provincesOf(state, state.currentPlayer, Holder::Active).size());
                QVERIFY(withPawns > 1);
                ++split;
            });
        }
        QVERIFY(split > 0);
    }

    /**
     * The survivors belong to the defender's active civilization while it has some waiting,
     * else to its declining one; they go only where the engine accepts them.
     */
    void survivorsGoWhereTheEngineAccepts()
    {
        int checked = 0;
        for (quint64 seed = 1; seed <= 6 && checked < 3; ++seed) {
            playRandomGame(seed, 4, [&](const GameState &state) {
                const auto civilization = redeployingCivilization(state);
                if (state.phase != Phase::Redeploy) {
                    QVERIFY(!civilization);
                    QCOMPARE(survivorsToPlace(state), 0);
                    QVERIFY(redeployTargets(state).empty());
                    return;
                }
                QVERIFY(civilization);
                QCOMPARE(civilization->player, state.redeployPlayer);
                const PlayerState &seat = state.player(state.redeployPlayer);
                const bool active = seat.active && seat.active->pendingRedeploy > 0;
                QCOMPARE(civilization->holder, active ? Holder::Active : Holder::Declining);
                QCOMPARE(survivorsToPlace(state), civilization->pending);
                const std::vector<AreaIndex> targets = redeployTargets(state);
                for (AreaIndex area : state.board->landAreas()) {
                    const bool target =
                        std::find(targets.begin(), targets.end(), area) != targets.end();
                    QCOMPARE(target, !checkAction(state, Action::redeploy(area)));
                }
                ++checked;
            });
        }
        QVERIFY(checked > 0);
    }

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

    /**
     * "If the player passes over the first civilization, and chooses the second civilization
     * (space 'II'), the player must pay 2 victory points ... the player gains 2 victory points
     * for each token on the civilization" (1999 rules, English, Choosing a civilization): the
     * price of a slot is what choosing it does to the score.
     */
    void trackSlotPriceIsWhatChoosingScores()
    {
        int checked = 0;
        playRandomGame(41, 4, [&](const GameState &state) {
            if (state.phase != Phase::ChooseCivilization)
                return;
            const int me = state.currentPlayer;
            for (int slot = 0; slot < static_cast<int>(state.track.size()); ++slot) {
                const ApplyResult result = apply(state, Action::choose(slot));
                if (!result.accepted())
                    continue;
                QCOMPARE(result.state.player(me).score - state.player(me).score,
                         choosingScoreChange(state, slot));
                const int coins = state.track[static_cast<std::size_t>(slot)].coins;
                QCOMPARE(choosingScoreChange(state, slot), 2 * coins - 2 * slot);
                ++checked;
            }
        });
        QVERIFY(checked > 10);
    }

    /**
     * "The player with the most points then wins the game." (1999 rules, English, End of the
     * Game; D25 in docs/rules-decisions.md): the top score is the first place, shared by every
     * player on it, and a tied player shares the place of the first with that score (1, 2, 2, 4).
     */
    void rankingSharesPlacesOnTies()
    {
        GameOptions options;
        options.playerCount = 4;
        auto state = newGame(europe(), options);
        QVERIFY(state);
        const int scores[] = {120, 131, 120, 90};
        for (int seat = 0; seat < 4; ++seat)
            state->player(seat).score = scores[seat];
        const std::vector<RankRow> rows = finalRanking(*state);
        const std::vector<RankRow> expected = {
            {1, false, 1, 131}, {2, true, 0, 120}, {2, true, 2, 120}, {4, false, 3, 90}};
        QCOMPARE(rows, expected);

        state->player(1).score = 120;
        state->player(3).score = 120;
        for (const RankRow &row : finalRanking(*state)) {
            QCOMPARE(row.place, 1);
            QVERIFY(row.shared);
        }
    }

    /**
     * The guidance names the step of every phase with the engine's numbers: the rule set's
     * prices on the track, the look-aheads of Expand, Decline and the end of the
     * reorganization, the blocker, the parts and the survivors.
     */
    void guidanceGivesTheEnginesNumbers()
    {
        std::set<GuidanceStep> steps;
        playRandomGame(31, 3, [&](const GameState &state) {
            const PhaseGuidance guidance = phaseGuidance(state, false);
            steps.insert(guidance.step);
            QCOMPARE(guidance.actor, state.actingPlayer());
            QCOMPARE(phaseGuidance(state, true).step, GuidanceStep::ComputerPlays);
            switch (state.phase) {
            case Phase::ChooseCivilization:
                QCOMPARE(guidance.step, GuidanceStep::ChooseCivilization);
                QCOMPARE(guidance.pointsPerSlotPassed, state.rules().skipCost);
                QCOMPARE(guidance.pointsPerCoin, state.rules().coinValue);
                break;
            case Phase::TurnStart: {
                QCOMPARE(guidance.step, GuidanceStep::ExpandOrDecline);
                const ApplyResult expand = apply(state, Action::expand());
                QCOMPARE(guidance.expandPawns,
                         expand.state.player(state.currentPlayer).active->hand);
                // With Rebirth too: the Decline button says what declining now scores.
                QCOMPARE(guidance.declineScore, declineScorePreview(state));
                // "A player may not have more than one civilization in decline. Any remaining
                // tokens from an earlier declining civilization owned by the player are removed
                // from the board" (1999 rules, English): the older empire's provinces, all.
                QCOMPARE(
                    guidance.decliningCleared,
                    checkAction(state, Action::decline())
                        ? 0
                        : static_cast<int>(
                              provincesOf(state, state.currentPlayer, Holder::Declining).size()));
                break;
            }
            case Phase::Conquest:
                QCOMPARE(guidance.step, isEntering(state, state.currentPlayer)
                                            ? GuidanceStep::EnterBoard
                                            : GuidanceStep::Conquer);
                QCOMPARE(guidance.hand, state.player(state.currentPlayer).active->hand);
                QCOMPARE(guidance.secondConquest, state.turn.secondConquest);
                break;
            case Phase::Reorganization:
                if (guidance.step == GuidanceStep::KeepPart) {
                    QCOMPARE(guidance.parts, static_cast<int>(partsToChooseFrom(state).size()));
                } else {
                    QCOMPARE(guidance.step, GuidanceStep::Reorganize);
                    const auto refusal = checkAction(state, Action::endReorganization());
                    QCOMPARE(guidance.blocker.has_value(), refusal.has_value());
                    QCOMPARE(guidance.reorganizationScore.has_value(), !refusal.has_value());
                }
                break;
            case Phase::Redeploy:
                QCOMPARE(guidance.step, GuidanceStep::PlaceSurvivors);
                QCOMPARE(guidance.survivors, survivorsToPlace(state));
                break;
            case Phase::RebirthDecision:
                QCOMPARE(guidance.step, GuidanceStep::RebirthDecision);
                break;
            case Phase::GameOver:
                break;
            }
        });
        QVERIFY(steps.contains(GuidanceStep::Conquer) && steps.contains(GuidanceStep::Reorganize) &&
                steps.contains(GuidanceStep::ExpandOrDecline) &&
                steps.contains(GuidanceStep::ChooseCivilization));
    }

    /**
     * The s47 walk: at peace (Diplomacy) with its only neighbour, the person's empire had
     * nothing to conquer and the turn bar said "Click a highlighted province" every turn. The
     * guidance says why nothing can be conquered, from the engine's checks: the neighbour at
     * peace, too few pawns, none in hand, nothing in reach; and before Expand, what Expand
     * would find.
     */
    void guidanceSaysWhyNothingCanBeConquered()
    {
        using namespace vinci::positions;
        const auto board = BoardBuilder()
                               .land("home", Terrain::Farmland, true)
                               .land("next", Terrain::Farmland)
                               .land("far", Terrain::Farmland)
                               .link("home", "next", LinkKind::Land)
                               .link("next", "far", LinkKind::Land)
                               .build();
        GameState state = newPosition(3, board);
        clearBoard(state);
        giveActive(state, 0, TileKind::Agriculture, TileKind::Slavery, 0);
        giveActive(state, 1, TileKind::Diplomacy, TileKind::Currency, 0);
        active(state, "home", 0, 4);
        active(state, "next", 1, 1);
        active(state, "far", 1, 1);
        // Player 2 (seat 1) made peace with the person on its turn.
        state.player(1).peaceWith = {0};
        startTurn(state, 0);
        const PhaseGuidance before = phaseGuidance(state, false);
        QCOMPARE(before.step, GuidanceStep::ExpandOrDecline);
        QCOMPARE(before.afterExpand.reason, NoConquest::AtPeace);
        QCOMPARE(before.afterExpand.atPeaceWith, std::vector<int>{1});
        PLAY(state, Action::expand());
        PhaseGuidance guidance = phaseGuidance(state, false);
        QCOMPARE(guidance.step, GuidanceStep::Conquer);
        QCOMPARE(guidance.outlook.reason, NoConquest::AtPeace);
        QCOMPARE(guidance.outlook.atPeaceWith, std::vector<int>{1});
        QVERIFY(conquestTargets(state, false).empty());

        // Without the peace the neighbour can be conquered: nothing to explain.
        GameState war = state;
        war.player(1).peaceWith.clear();
        QCOMPARE(phaseGuidance(war, false).outlook.reason, NoConquest::None);
        // Too dear: "next" costs 2 + 1 for its pawn, 3 pawns in hand after Expand.
        active(war, "next", 1, 3);
        guidance = phaseGuidance(war, false);
        QCOMPARE(guidance.outlook.reason, NoConquest::TooFewPawns);
        QCOMPARE(guidance.outlook.cheapest,
                 *cheapestConquestTotal(war, 0, area(war, "next"), false));
        QCOMPARE(guidance.outlook.hand, 3);
        QCOMPARE(checkAction(war, Action::conquer(area(war, "next")))->code,
                 RejectionCode::NotEnoughPawns);
        // No pawn in hand.
        war.player(0).active->hand = 0;
        QCOMPARE(phaseGuidance(war, false).outlook.reason, NoConquest::HandEmpty);
        // Its only neighbour its own declining province, without Heritage: nothing in reach.
        war.player(0).active->hand = 3;
        declining(war, "next", 0, 1);
        QCOMPARE(phaseGuidance(war, false).outlook.reason, NoConquest::NoneInReach);
    }

    void guidanceOffersWhatTheChecksAllow_data()
    {
        QTest::addColumn<bool>("online");
        QTest::newRow("Classic") << false;
        QTest::newRow("Online 2013") << true;
    }

    /**
     * The turn's options in the guidance (the turn bar's Espionage, Diplomacy, fort and
     * Philosophy buttons) say what the engine's checks then accept or refuse, through random
     * games until every case has come up: spies left or used up, forts left or all built, and
     * under Online 2013 Fortification with no fort to place by hand.
     */
    void guidanceOffersWhatTheChecksAllow()
    {
        QFETCH(bool, online);
        const RuleSetId rules = online ? RuleSetId::Online2013 : RuleSetId::Classic;
        std::set<QString> seen;
        const std::set<QString> wanted =
            rules == RuleSetId::Classic
                ? std::set<QString>{u"spy left"_s, u"spies used"_s, u"fort left"_s,
                                    u"forts built"_s, u"peace"_s}
                : std::set<QString>{u"spy left"_s, u"spies used"_s, u"forts by the game"_s,
                                    u"peace"_s, u"philosophy"_s};
        for (quint64 seed = 1; seed <= 60 && seen != wanted; ++seed) {
            GameOptions options;
            options.ruleSet = rules;
            options.playerCount = 4;
            options.seed = seed;
            auto state = newGame(europe(), options);
            QVERIFY(state);
            RandomPlayer player(seed + 5);
            for (int step = 0; step < 6000 && !state->isOver(); ++step) {
                checkOptionsAgainstChecks(*state, seen);
                if (QTest::currentTestFailed())
                    return;
                QVERIFY(!applyInPlace(*state, player.chooseAction(*state)));
            }
        }
        std::set<QString> missing;
        std::set_difference(wanted.begin(), wanted.end(), seen.begin(), seen.end(),
                            std::inserter(missing, missing.end()));
        QVERIFY2(missing.empty(),
                 qPrintable(QStringList(missing.begin(), missing.end()).join(u", "_s)));
    }

private:
    /** The guidance's options of `state` against the checks; `seen` collects the cases met. */
    static void checkOptionsAgainstChecks(const GameState &state, std::set<QString> &seen)
    {
        const PhaseGuidance guidance = phaseGuidance(state, false);
        const int me = state.currentPlayer;
        const auto &active = state.player(me).active;
        switch (state.phase) {
        case Phase::TurnStart:
            QCOMPARE(guidance.offersReorganizeFirst, currentHasTile(state, TileKind::Philosophy));
            if (guidance.offersReorganizeFirst)
                seen.insert(u"philosophy"_s);
            break;
        case Phase::Conquest: {
            QVERIFY(guidance.espionageLeft <= guidance.espionagePerTurn);
            for (AreaIndex area : state.board->landAreas()) {
                if (checkAction(state, Action::conquer(area)))
                    continue; // refused before the spies are asked
                const auto spies = checkAction(state, Action::conquer(area, true));
                const auto code = spies ? std::optional(spies->code) : std::nullopt;
                QCOMPARE(code == RejectionCode::NoEspionage, guidance.espionagePerTurn == 0);
                QCOMPARE(code == RejectionCode::EspionageUsed,
                         guidance.espionagePerTurn > 0 && guidance.espionageLeft == 0);
                if (guidance.espionageLeft > 0)
                    seen.insert(u"spy left"_s);
                else if (guidance.espionagePerTurn > 0)
                    seen.insert(u"spies used"_s);
            }
            std::vector<int> possible;
            bool diplomacy = false;
            for (int other = 0; other < state.playerCount(); ++other) {
                const auto refusal = checkAction(state, Action::peace(other));
                diplomacy = diplomacy || !refusal || refusal->code != RejectionCode::NoDiplomacy;
                if (!refusal)
                    possible.push_back(other);
            }
            QCOMPARE(guidance.offersPeace, diplomacy);
            QCOMPARE(guidance.peacePossible, possible);
            if (!possible.empty())
                seen.insert(u"peace"_s);
            break;
        }
        case Phase::Reorganization:
            if (state.turn.reorganizingBeforeDecline)
                break;
            QVERIFY(guidance.fortsLeft <= guidance.fortsPerTurn);
            if (active && active->tiles.has(TileKind::Fortification) && guidance.fortsPerTurn == 0)
                seen.insert(u"forts by the game"_s);
            for (AreaIndex area : provincesOf(state, me, Holder::Active)) {
                if (state.at(area).fort)
                    continue;
                const auto fort = checkAction(state, Action::buildFort(area));
                const auto code = fort ? std::optional(fort->code) : std::nullopt;
                QCOMPARE(code == RejectionCode::NoFortification, guidance.fortsPerTurn == 0);
                QCOMPARE(code == RejectionCode::FortLimitReached,
                         guidance.fortsPerTurn > 0 && guidance.fortsLeft == 0);
                QCOMPARE(!fort, guidance.fortsLeft > 0);
                if (guidance.fortsLeft > 0)
                    seen.insert(u"fort left"_s);
                else if (guidance.fortsPerTurn > 0)
                    seen.insert(u"forts built"_s);
            }
            break;
        default:
            break;
        }
    }
};

QTEST_APPLESS_MAIN(TestBoardQueries)
#include "test_boardqueries.moc"
