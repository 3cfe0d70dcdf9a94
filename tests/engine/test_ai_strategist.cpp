// The Strategist: it plays legal games at every level and in any seat, it sees only what a
// player sees, it defends where it is threatened, and it beats the rulebook's virtual players.

#include "ai/aiplayer.h"
#include "ai/autoplay.h"
#include "ai/strategist.h"
#include "aitestboards.h"
#include "europegames.h"
#include "game/play.h"
#include "protocol/mapresolver.h"
#include "protocol/simulation.h"
#include "testmaps.h"

#include <QTest>

#include <algorithm>
#include <array>

using namespace vinci;
using namespace vinci::aitest;
using namespace Qt::StringLiterals;

/** The Strategist. */
class TestAiStrategist : public QObject
{
    Q_OBJECT

private slots:
    void playsLegalGamesInAnySeat_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("players");
        QTest::addColumn<bool>("virtualSeat");
        QTest::newRow("easy, 3 players") << u"strategist-easy"_s << 3 << false;
        QTest::newRow("normal, 5 players") << u"strategist-normal"_s << 5 << false;
        QTest::newRow("hard, 4 players") << u"strategist-hard"_s << 4 << false;
        QTest::newRow("normal in a virtual seat") << u"strategist"_s << 4 << true;
    }

    void playsLegalGamesInAnySeat()
    {
        QFETCH(QString, kind);
        QFETCH(int, players);
        QFETCH(bool, virtualSeat);
        const auto board = testmaps::gridBoard(7, 6);
        for (quint64 seed = 1; seed <= 2; ++seed) {
            GameOptions options;
            options.playerCount = players;
            options.seed = seed;
            options.victoryTarget = 60;
            if (virtualSeat)
                options.virtualSeats = {true, true, false, false};
            std::vector<std::unique_ptr<AiPlayer>> owned;
            std::vector<AiPlayer *> seats;
            for (int seat = 0; seat < players; ++seat) {
                owned.push_back(makeAiPlayer(seat == 0 ? kind : u"rulebook"_s, seed + seat));
                seats.push_back(owned.back().get());
            }
            GameState state = *newGame(board, options);
            while (!state.isOver()) {
                const AiDecision decision =
                    seats[static_cast<std::size_t>(state.actingPlayer())]->decide(state);
                if (state.actingPlayer() == 0)
                    QVERIFY(!decision.reason.empty() || decision.action.type == ActionType::Expand);
                const auto refusal = applyInPlace(state, decision.action);
                QVERIFY2(!refusal, qPrintable(refusal ? refusal->message : QString()));
            }
        }
    }

    void seesOnlyPublicInformation()
    {
        // "It must use only information a human has": the order of the bag and the game's
        // random state are hidden. Two states that differ only there get the same decisions.
        const auto board = testmaps::gridBoard(7, 6);
        GameOptions options;
        options.playerCount = 4;
        options.virtualSeats = {false, true, true, true};
        options.seed = 21;
        GameState state = *newGame(board, options);
        std::vector<std::unique_ptr<AiPlayer>> rulebook;
        rulebook.reserve(4);
        for (int seat = 0; seat < 4; ++seat)
            rulebook.push_back(makeAiPlayer(u"rulebook"_s, 5 + seat));
        int compared = 0;
        for (int step = 0; step < 600 && !state.isOver(); ++step) {
            if (state.actingPlayer() == 0 &&
                (state.phase == Phase::TurnStart || state.phase == Phase::ChooseCivilization)) {
                GameState hidden = state;
                hidden.rng = Rng(12345 + static_cast<quint64>(step));
                std::reverse(hidden.bag.begin(), hidden.bag.end());
                Strategist a(8);
                Strategist b(8);
                QCOMPARE(a.decide(state).action, b.decide(hidden).action);
                ++compared;
            }
            const int acting = state.actingPlayer();
            AiDecision decision = acting == 0
                                      ? Strategist(8).decide(state)
                                      : rulebook[static_cast<std::size_t>(acting)]->decide(state);
            QVERIFY(!applyInPlace(state, decision.action));
        }
        QVERIFY(compared >= 3);
    }

    void defendsWhereThreatened()
    {
        // The province next to a strong active empire gets the spare pawns; the one nobody can
        // reach keeps one.
        const auto board = AiBoardBuilder()
                               .land("safe", Terrain::Farmland, false)
                               .land("front", Terrain::Farmland, false)
                               .land("enemy", Terrain::Farmland, true)
                               .link("safe", "front")
                               .link("front", "enemy")
                               .build();
        GameState state = position(board, 0, Phase::Reorganization,
                                   tiles(TileKind::Barbarians, TileKind::Barbarians), 4);
        state.player(1).active =
            ActiveCivilization{tiles(TileKind::Weapons, TileKind::Barbarians), 0, 0};
        hold(state, "safe", Holder::Active, 0, 1);
        hold(state, "front", Holder::Active, 0, 1);
        hold(state, "enemy", Holder::Active, 1, 8);
        const StrategistReorganization plan = Strategist::reorganizationFor(state);
        QCOMPARE(plan.target[areaNamed(state, "safe")], 1);
        QCOMPARE(plan.target[areaNamed(state, "front")], 5);
    }

    void beatsTheRulebookPlayers()
    {
        // One Strategist against three virtual players on the Europe map: par is 25%. A fixed
        // seed makes the run deterministic; the margin is generous.
#ifdef VINCI_SANITIZED
        QSKIP("A statistic about the release build; too slow under the sanitizers.");
#endif
        SimulationConfig config;
        QString error;
        config.board =
            mapDirectoryResolver({QStringLiteral(VINCI_SOURCE_DIR "/maps")})(u"europe"_s, &error);
        QVERIFY2(config.board, qPrintable(error));
        config.seats = {u"strategist"_s, u"rulebook"_s, u"rulebook"_s, u"rulebook"_s};
        config.games = 60;
        config.seed = 2024;
        const SimulationResult result = runSimulation(config);
        QVERIFY2(result.failures.isEmpty(), qPrintable(result.failures.join(u'\n')));
        QCOMPARE(result.gamesPlayed, 60);
        const double share = result.seats[0].wins / result.gamesPlayed;
        const ProportionInterval interval = vinci::wilsonInterval(result.seats[0].wins, 60);
        qInfo("Strategist win share %.1f%% [%.1f%%, %.1f%%]", 100 * share, 100 * interval.low,
              100 * interval.high);
        QVERIFY2(interval.low > 0.25, qPrintable(simulationReport(config, result)));
        for (std::size_t seat = 1; seat < 4; ++seat)
            QVERIFY(result.seats[0].meanScore > result.seats[seat].meanScore);
    }

    void largerBudgetDoesNotLose()
    {
        // The hard level's search turns look-aheads into strength: with many per decision it
        // does not do worse than with few. Each budget plays every seat in turn against a normal
        // Strategist; budgets are counts of look-aheads, not milliseconds, so the games are the
        // same on every machine.
#ifdef VINCI_SANITIZED
        QSKIP("A statistic about the release build; too slow under the sanitizers.");
#endif
        const auto board = testmaps::gridBoard(7, 6);
        constexpr int games = 12;
        double largeWins = 0.0;
        double smallWins = 0.0;
        int largeScore = 0;
        int smallScore = 0;
        for (int game = 0; game < games; ++game) {
            GameOptions options;
            options.playerCount = 3;
            options.seed = 100 + static_cast<quint64>(game);
            options.victoryTarget = 60;
            const int largeSeat = game % 3;
            const int smallSeat = (game + 1 + game / 3 % 2) % 3;
            const quint64 seed = 7 + static_cast<quint64>(game);
            std::vector<std::unique_ptr<AiPlayer>> owned;
            std::vector<AiPlayer *> seats;
            for (int seat = 0; seat < 3; ++seat) {
                if (seat == largeSeat || seat == smallSeat) {
                    auto hard = std::make_unique<Strategist>(seed, StrategistLevel::Hard);
                    hard->setSearchBudget(seat == largeSeat ? 48 : 2, 0);
                    owned.push_back(std::move(hard));
                } else {
                    owned.push_back(makeAiPlayer(u"strategist-normal"_s, seed + 1));
                }
                owned.back()->setExplaining(false);
                seats.push_back(owned.back().get());
            }
            QString error;
            const auto end = playToEnd(*newGame(board, options), seats, nullptr, &error);
            QVERIFY2(end, qPrintable(error));
            for (int winner : end->winners) {
                const double share = 1.0 / static_cast<double>(end->winners.size());
                largeWins += winner == largeSeat ? share : 0.0;
                smallWins += winner == smallSeat ? share : 0.0;
            }
            largeScore += end->player(largeSeat).score;
            smallScore += end->player(smallSeat).score;
        }
        qInfo("budget of 48 look-aheads: %.1f wins, %d points; budget of 2: %.1f wins, %d points",
              largeWins, largeScore, smallWins, smallScore);
        // A game is won or lost: the search maximizes the lead at the end, not the points, so
        // "does not lose" counts wins; the points are printed. Both budgets shrink alike when
        // every real seat's playout turns are planned (3 real seats here: 28 and 1
        // look-aheads). Against real seats, whose playout turns are only approximated, more
        // look-aheads no longer buy strength (#15, docs/ai.md "The seats played as they play"):
        // here 6.0 against 4.5 wins but 796 against 823 points; over 400 Europe games against
        // normal Strategists 46.0% with 24 look-aheads, 45.4% with 1. Against virtual seats
        // they do (the next test).
        QVERIFY(largeWins >= smallWins);
    }

    void largerBudgetDoesNotLoseAgainstTheRulebook()
    {
        // Against virtual seats the playouts play the opponents exactly as they play (the
        // rulebook's virtual player, its dice unknown), so more look-aheads measure the options
        // better: the same 8 seeded Europe games, the hard level in each seat twice against
        // three rulebook virtual players, once with 48 look-aheads and once with 2. The
        // strength itself is docs/ai.md's 1,000 games (84.0%); this is the tripwire for a
        // search that turns look-aheads into weakness. Over 40 such games 48 won 35.5 and 2 won
        // 29.5 (#15, docs/ai.md "The seats played as they play"); over the first 20, 16.5 and
        // 14.5, 3,153 and 3,102 points; over these 8, 8 and 6, 1,286 and 1,223 points (the
        // 20's margins, at 2/5 of the CPU: docs/build-times.md, "stop 46").
#ifdef VINCI_SANITIZED
        QSKIP("A statistic about the release build; too slow under the sanitizers.");
#endif
        constexpr int games = 8;
        constexpr std::array<int, 2> budgets{48, 2};
        std::array<double, 2> wins{};
        std::array<int, 2> scores{};
        for (int game = 0; game < games; ++game) {
            for (std::size_t budget = 0; budget < budgets.size(); ++budget) {
                GameOptions options;
                options.playerCount = 4;
                options.seed = 100 + static_cast<quint64>(game);
                const int hardSeat = game % 4;
                options.virtualSeats = {true, true, true, true};
                options.virtualSeats[static_cast<std::size_t>(hardSeat)] = false;
                const quint64 seed = 7 + static_cast<quint64>(game);
                std::vector<std::unique_ptr<AiPlayer>> owned;
                std::vector<AiPlayer *> seats;
                for (int seat = 0; seat < 4; ++seat) {
                    if (seat == hardSeat) {
                        auto hard = std::make_unique<Strategist>(seed, StrategistLevel::Hard);
                        hard->setSearchBudget(budgets[budget], 0);
                        owned.push_back(std::move(hard));
                    } else {
                        owned.push_back(
                            makeAiPlayer(u"rulebook"_s, seed + 1 + static_cast<quint64>(seat)));
                    }
                    owned.back()->setExplaining(false);
                    seats.push_back(owned.back().get());
                }
                QString error;
                const auto end =
                    playToEnd(*newGame(europegames::europe(), options), seats, nullptr, &error);
                QVERIFY2(end, qPrintable(error));
                double won = 0.0;
                for (int winner : end->winners) {
                    if (winner == hardSeat)
                        won += 1.0 / static_cast<double>(end->winners.size());
                }
                wins[budget] += won;
                scores[budget] += end->player(hardSeat).score;
                qInfo("game %d, budget %d: won %.2f, %d points", game, budgets[budget], won,
                      end->player(hardSeat).score);
            }
        }
        qInfo("against the rulebook, budget of 48 look-aheads: %.1f wins, %d points; budget of "
              "2: %.1f wins, %d points",
              wins[0], scores[0], wins[1], scores[1]);
        QVERIFY(wins[0] >= wins[1]);
        QVERIFY(scores[0] >= scores[1]);
    }

    void wilsonIntervalValues_data()
    {
        QTest::addColumn<double>("wins");
        QTest::addColumn<int>("games");
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("high");
        // Reference values (Wilson, z = 1.96).
        QTest::newRow("50 of 100") << 50.0 << 100 << 0.4038 << 0.5962;
        QTest::newRow("0 of 10") << 0.0 << 10 << 0.0 << 0.2775;
        QTest::newRow("250 of 1000") << 250.0 << 1000 << 0.2241 << 0.2779;
    }

    void wilsonIntervalValues()
    {
        QFETCH(double, wins);
        QFETCH(int, games);
        QFETCH(double, low);
        QFETCH(double, high);
        const ProportionInterval interval = vinci::wilsonInterval(wins, games);
        QVERIFY(qAbs(interval.low - low) < 5e-4);
        QVERIFY(qAbs(interval.high - high) < 5e-4);
    }
};

QTEST_APPLESS_MAIN(TestAiStrategist)
#include "test_ai_strategist.moc"
