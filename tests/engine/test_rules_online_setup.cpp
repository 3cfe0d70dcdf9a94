// Rule clauses of the Online 2013 rules ("Vinci II"): players, points, rounds, terrain, defence,
// scoring, the automatic redeploy and decline. Each test quotes the sentence it checks from the
// online text, naming its section.

#include "onlinepositions.h"
#include "rules/scoring.h"

#include <QTest>

using namespace vinci;
using namespace vinci::positions;
using namespace vinci::online;

namespace {

/** Plays to the end choosing civilization I, conquering nothing; returns the turns played. */
int playQuietly(GameState &state)
{
    int turns = 1;
    for (int step = 0; step < 100000 && !state.isOver(); ++step) {
        const auto legal = legalActions(state);
        auto pick = [&](ActionType type) -> const Action * {
            for (const Action &action : legal) {
                if (action.type == type &&
                    (type != ActionType::ChooseCivilization || action.value == 0))
                    return &action;
            }
            return nullptr;
        };
        const Action *chosen = nullptr;
        for (ActionType type :
             {ActionType::ChooseCivilization, ActionType::Expand, ActionType::EndConquest,
              ActionType::PlacePawn, ActionType::EndReorganization, ActionType::EndTurn,
              ActionType::Redeploy}) {
            if ((chosen = pick(type)))
                break;
        }
        if (!chosen)
            return -1;
        std::vector<GameEvent> events;
        if (applyInPlace(state, *chosen, &events))
            return -1;
        for (const GameEvent &event : events)
            turns += event.kind == EventKind::TurnStarted ? 1 : 0;
    }
    return turns;
}

} // namespace

class TestRulesOnlineSetup : public QObject
{
    Q_OBJECT

private slots:
    void twoToFivePlayers_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<bool>("allowed");
        QTest::addRow("1") << 1 << false;
        QTest::addRow("2") << 2 << true;
        QTest::addRow("5") << 5 << true;
        QTest::addRow("6") << 6 << false;
    }
    void twoToFivePlayers()
    {
        // "2-5 players, 90 minutes, 14 years and older" (Online 2013, heading)
        QFETCH(int, players);
        QFETCH(bool, allowed);
        GameOptions options;
        options.ruleSet = RuleSetId::Online2013;
        options.playerCount = players;
        QCOMPARE(!checkOptions(options, *onlineBoard()), allowed);
    }

    void noVirtualPlayers()
    {
        // The online rules have no virtual players: "2-5 players" play, each for themselves
        // (docs/rules-decisions.md O1).
        GameOptions options;
        options.ruleSet = RuleSetId::Online2013;
        options.playerCount = 3;
        options.virtualSeats = {false, true, true};
        QVERIFY(checkOptions(options, *onlineBoard()));
    }

    void startWithFivePoints()
    {
        // "Each player chooses a color and starts with 5 victory points." (Online 2013, Setting
        // Up)
        const GameState state = onlineGame(4);
        for (const PlayerState &player : state.players)
            QCOMPARE(player.score, 5);
    }

    void passingOverCostsOnePoint()
    {
        // "If instead the player passes over the first civilization, and chooses the second
        // civilization (space 'II'), the player must pay one victory point." "so civilization
        // 'III' costs 2 points, civilization 'IV' costs 3 points" (Online 2013, Choose a new
        // Civilization)
        GameState state = onlineGame(3);
        PLAY(state, Action::choose(3));
        QCOMPARE(state.player(0).score, 2);
        for (int slot = 0; slot < 3; ++slot)
            QCOMPARE(state.track[static_cast<std::size_t>(slot)].coins, 1);
    }

    void coinsAreWorthOnePoint()
    {
        // "When a player chooses a civilization with one or more coin tokens on it, the player
        // gains 1 victory point for each token on the civilization." (Online 2013, Choose a new
        // Civilization)
        GameState state = onlineGame(3);
        state.track[2].coins = 3;
        PLAY(state, Action::choose(2));
        QCOMPARE(state.player(0).score, 5 - 2 + 3);
    }

    void extraPawnsFromTheMapExample_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("pawns");
        QTest::addRow("3 players") << 3 << 18;
        QTest::addRow("4 players") << 4 << 14;
    }
    void extraPawnsFromTheMapExample()
    {
        // "4 for Galleys + 4 for Mountaineering + 10 because there are 3 players." "In a 4
        // player game, the civilization would start with 14 pawns." (Online 2013, Pawns of a new
        // Civilization) On the original map, whose table says so.
        QFETCH(int, players);
        QFETCH(int, pawns);
        GameState state = onlineGame(players, europeBoard());
        putOnTrack(state, 0, TileKind::ShipBuilding, TileKind::Mountaineering);
        PLAY(state, Action::choose(0));
        QCOMPARE(state.player(0).active->hand, pawns);
    }

    void specializationRemovedDiplomacyFromThree()
    {
        // "Civilization token Specialization has been removed. Diplomacy is used with 3 or more
        // players. With 2 players, there is no diplomatic token." (Online 2013, Changes)
        for (int players : {2, 3}) {
            const GameState state = onlineGame(players);
            std::vector<TileKind> all = state.bag;
            for (const TrackSlot &slot : state.track)
                for (TileKind kind : slot.tiles.tiles())
                    all.push_back(kind);
            QCOMPARE(std::count(all.begin(), all.end(), TileKind::Specialization), 0);
            QCOMPARE(std::count(all.begin(), all.end(), TileKind::Diplomacy), players >= 3 ? 1 : 0);
            QCOMPARE(std::count(all.begin(), all.end(), TileKind::Religion), 1);
            QCOMPARE(static_cast<int>(all.size()), players >= 3 ? 35 : 34);
        }
    }

    void fixedRounds_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("rounds");
        QTest::addRow("2 Players.....13 rounds") << 2 << 13;
        QTest::addRow("3 Players.....12 rounds") << 3 << 12;
        QTest::addRow("4 Players.....11 rounds") << 4 << 11;
        QTest::addRow("5 Players.....10 rounds") << 5 << 10;
    }
    void fixedRounds()
    {
        // "The game ends when the game reaches a fixed number of rounds:" (Online 2013, End of
        // the Game) "2 Players.....13 rounds" "3 Players.....12 rounds" "4 Players.....11
        // rounds" "5 Players.....10 rounds"
        QFETCH(int, players);
        QFETCH(int, rounds);
        GameState state = onlineGame(players);
        QCOMPARE(state.roundLimit, rounds);
        const int turns = playQuietly(state);
        QVERIFY(state.isOver());
        QCOMPARE(state.round, rounds);
        QCOMPARE(turns, rounds * players);
    }

    void mostPointsWinTiesStay()
    {
        // "The player with the most points wins the game. If you finish on equal points, it is a
        // tie. There are no tiebreakers." (Online 2013, End of the Game)
        GameState state = onlineGame(3);
        state.roundLimit = 1;
        playQuietly(state);
        QVERIFY(state.isOver());
        // Everyone took civilization I for nothing and holds no province: 5 points each.
        QCOMPARE(state.winners, (std::vector<int>{0, 1, 2}));
        GameState lead = onlineGame(3);
        lead.roundLimit = 1;
        lead.player(2).score = 6;
        playQuietly(lead);
        QCOMPARE(lead.winners, (std::vector<int>{2}));
    }

    void brownPawnsNotOnMountainsDesertsWater()
    {
        // "A brown pawn is placed in every province on the game board, except the gray mountain
        // provinces, yellow desert provinces and in the blue water zones (rivers and seas)."
        // (Online 2013, Setting Up)
        const GameState state = onlineGame(3);
        for (const char *id : {"coast", "plain", "meadow", "normal", "forest", "inland"})
            QCOMPARE(holderAt(state, id), Holder::Neutral);
        for (const char *id : {"mount", "desert", "river", "lake"})
            QCOMPARE(holderAt(state, id), Holder::Empty);
    }

    void terrainDefence_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<int>("cost");
        QTest::addRow("Plains (yellow)..........2") << u"plain"_qs << 2;
        QTest::addRow("Meadow (green)...........2") << u"meadow"_qs << 2;
        QTest::addRow("Normal (brown)...........2") << u"normal"_qs << 2;
        QTest::addRow("Forest (dark green)......3") << u"forest"_qs << 3;
        QTest::addRow("Mountains (grey).........3") << u"mount"_qs << 3;
        QTest::addRow("Deserts (light yellow)...2") << u"desert"_qs << 2;
        QTest::addRow("Rivers (light blue)......1") << u"river"_qs << 1;
    }
    void terrainDefence()
    {
        // "To get the control of a Province the player need to use as many pawns as the defense
        // of the province." (Online 2013, Cost of a new Province) "Plains (yellow)..........2"
        // "Meadow (green)...........2" "Normal (brown)...........2" "Forest (dark
        // green)......3" "Mountains (grey).........3" "Deserts (light yellow)...2" "Rivers
        // (light blue)......1"
        QFETCH(QString, target);
        QFETCH(int, cost);
        GameState state = onlineGame(3);
        clearBoard(state);
        giveActive(state, 0, TileKind::Barbarians, TileKind::Heritage, 10);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        // Revolutionaries aside, reach every province from a neighbour held by player 0.
        for (AreaIndex neighbour : state.board->neighbours(area(state, qPrintable(target)))) {
            if (state.board->area(neighbour).terrain != Terrain::Mountain)
                state.at(neighbour) = ProvinceState{Holder::Active, 0, 1, false};
        }
        state.at(area(state, qPrintable(target))) = ProvinceState{};
        QCOMPARE(costOf(state, 0, qPrintable(target)), cost);
    }

    void controllableSeasAsRivers()
    {
        // "Note: On some maps there are light blue regions that represent controllable seas.
        // They have the same defence and rules as the rivers." (Online 2013, Cost of a new
        // Province)
        GameState state = onlineGame(3);
        clearBoard(state);
        giveActive(state, 0, TileKind::Barbarians, TileKind::Heritage, 10);
        active(state, "river", 0, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        QCOMPARE(costOf(state, 0, "lake"), 1);
        QCOMPARE(provincePoints(state, area(state, "lake"), {}), 0);
    }

    void defendersFortAndMountain()
    {
        // "+1 pawn for every neutral or enemy pawn currently residing in the province." "+1 if
        // the province has a Fort (white disc)." "-1 if the expanding player controls a mountain
        // province adjacent to the target province." (Online 2013, Cost of a new Province)
        GameState state = onlineGame(3);
        clearBoard(state);
        giveActive(state, 0, TileKind::Barbarians, TileKind::Heritage, 20);
        giveActive(state, 1, TileKind::Barbarians, TileKind::Rebirth);
        active(state, "plain", 0, 1);
        active(state, "meadow", 1, 2, true);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        QCOMPARE(costOf(state, 0, "meadow"), 2 + 2 + 1);
        active(state, "mount", 0, 1);
        QCOMPARE(costOf(state, 0, "meadow"), 2 + 2 + 1 - 1);
    }

    void defenceNeverBelowOne()
    {
        // "The Defense of the province is calculated as follows (defense can never be less than
        // 1):" "The conquest of regions now always need at least one pawn (originally possible
        // with zero pawns)" (Online 2013, Cost of a new Province; Changes)
        GameState state = onlineGame(3);
        clearBoard(state);
        giveActive(state, 0, TileKind::Weapons, TileKind::Drakkar, 10);
        active(state, "mount", 0, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        // River 1, -1 mountain, -1 Weapons, -1 Drakkar: still 1.
        QCOMPARE(costOf(state, 0, "river"), 1);
    }

    void mountainsDesertsRiversScoreZero()
    {
        // "Mountain, desert and river provinces, however, score 0 points." (Online 2013,
        // Counting Victory Points)
        GameState state = onlineGame(3);
        clearBoard(state);
        giveActive(state, 0, TileKind::Barbarians, TileKind::Heritage);
        for (const char *id : {"mount", "desert", "river", "plain"})
            active(state, id, 0, 1);
        QCOMPARE(expansionScore(state, 0).total, 1);
    }

    void conquestNeedsOnePawnLeftInHand()
    {
        // "Attacking civilizations never lose pawns." The pawns paid stay in the province.
        // (Online 2013, Expansion)
        GameState state = onlineGame(3);
        clearBoard(state);
        giveActive(state, 0, TileKind::Barbarians, TileKind::Heritage, 5);
        active(state, "river", 0, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "lake")));
        QCOMPARE(pawnsAt(state, "lake"), 1);
        QCOMPARE(state.player(0).active->hand, 4);
    }

    void survivorsGoWhereFewestPawns()
    {
        // "To speed up the game, pawns sent to the defender's stock are distributed
        // automatically by the game to provinces with less pawns at the end of the expanding
        // player's turn." "In each conquered province, the defending civilization loses just one
        // pawn permanently." (Online 2013, Cost of a new Province)
        GameState state = onlineGame(3);
        clearBoard(state);
        giveActive(state, 0, TileKind::Barbarians, TileKind::Heritage, 20);
        giveActive(state, 1, TileKind::Barbarians, TileKind::Rebirth);
        active(state, "coast", 0, 1);
        active(state, "plain", 1, 4);
        active(state, "meadow", 1, 3);
        active(state, "normal", 1, 1);
        active(state, "forest", 1, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "plain")));
        PLAY(state, Action::endConquest());
        finishReorganization(state);
        // 3 survivors: normal and forest have 1 each (normal first in the map's order), then
        // forest, then normal again.
        QCOMPARE(state.phase, Phase::TurnStart);
        QCOMPARE(state.currentPlayer, 1);
        QCOMPARE(pawnsAt(state, "normal"), 3);
        QCOMPARE(pawnsAt(state, "forest"), 2);
        QCOMPARE(pawnsAt(state, "meadow"), 3);
        QCOMPARE(state.player(1).pawnsRemoved, 1);
    }

    void decliningKeepsItsTiles()
    {
        // "All tiles from the declining civilization are maintained until the new civilization
        // is declined, but only certain tiles will have an effect for the declining
        // civilization." (Online 2013, Declining Turn)
        GameState state = onlineGame(3);
        clearBoard(state);
        giveActive(state, 0, TileKind::Currency, TileKind::AgricultureDecline);
        active(state, "plain", 0, 2);
        active(state, "coast", 0, 1);
        startTurn(state, 0);
        const auto inBag = [&](TileKind kind) {
            return std::count(state.bag.begin(), state.bag.end(), kind);
        };
        PLAY(state, Action::decline());
        QCOMPARE(inBag(TileKind::Currency), 0);
        QVERIFY(state.player(0).declinedTilesKept.has(TileKind::Currency));
        QVERIFY(!state.player(0).declining->tiles.has(TileKind::Currency));
        // Agriculture acts in decline, Currency does not: 2 plains, 1 point each + 1.
        QCOMPARE(declineScore(state, 0).total, 4);
        PLAY(state, Action::choose(0));
        giveActive(state, 0, TileKind::Barbarians, TileKind::Heritage);
        active(state, "forest", 0, 1);
        startTurn(state, 0);
        PLAY(state, Action::decline());
        QCOMPARE(inBag(TileKind::Currency), 1);
        QCOMPARE(inBag(TileKind::AgricultureDecline), 1);
    }

    void riverExceptionToContact()
    {
        // "THIS IS ONLY APPLIED TO NON-RIVER PROVINCES. You can be adjacent to your declined
        // provinces as long as any of the provinces (active or decline) is a river." (Online
        // 2013, Declining Turn)
        GameState state = onlineGame(3);
        clearBoard(state);
        giveActive(state, 0, TileKind::Barbarians, TileKind::Rebirth, 10);
        giveDeclining(state, 0);
        active(state, "lake", 0, 1);
        declining(state, "plain", 0);
        declining(state, "meadow", 0);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "river")));
        QCOMPARE(holderAt(state, "plain"), Holder::Declining);
        PLAY(state, Action::conquer(area(state, "mount")));
        // A mountain next to the declining meadow: the meadow is cleared.
        QCOMPARE(holderAt(state, "meadow"), Holder::Empty);
    }
};

QTEST_GUILESS_MAIN(TestRulesOnlineSetup)
#include "test_rules_online_setup.moc"
