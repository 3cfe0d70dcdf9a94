// The engine's answers about a game before it starts, which the New Game dialog, the command
// line and newGame() all ask: the game's length for given options, which rule sets a board
// suits and for how many players, and the civilization track's length.

#include "game/civilizationtrack.h"
#include "game/gameoptions.h"
#include "game/play.h"
#include "testmaps.h"

#include <QTest>

using namespace vinci;
using namespace vinci::testmaps;

namespace {

/** The rules' example board with these tables. */
ProvinceGraph boardWith(const RuleSetTable &classic, const RuleSetTable &online)
{
    MapData map = rulesExampleMapData();
    map.classic = classic;
    map.online2013 = online;
    return *ProvinceGraph::fromMapData(map);
}

GameOptions optionsFor(RuleSetId rules, int players, std::vector<bool> virtualSeats = {})
{
    GameOptions options;
    options.ruleSet = rules;
    options.playerCount = players;
    options.virtualSeats = std::move(virtualSeats);
    return options;
}

} // namespace

class TestGameOptions : public QObject
{
    Q_OBJECT

private slots:
    void virtualPlayersPlayToTheirTarget()
    {
        // "The game ends at 150 points." (1999 rules, English, VINCI with One or Two Players)
        QCOMPARE(virtualPlayersVictoryTarget(), 150);
        const auto board = rulesExampleBoard();
        for (int people : {1, 2}) {
            std::vector<bool> seats(4, true);
            std::fill_n(seats.begin(), people, false);
            const GameOptions options = optionsFor(RuleSetId::Classic, 4, seats);
            // Over the map's 120 for four: with or without a map, and as newGame() sets it.
            QCOMPARE(defaultGameLength(options, *board), virtualPlayersVictoryTarget());
            QCOMPARE(defaultGameLength(options), virtualPlayersVictoryTarget());
            QCOMPARE(newGame(board, options)->victoryTarget, virtualPlayersVictoryTarget());
        }
    }

    void lengthWithoutAMapIsTheRules()
    {
        // Before a map is chosen the rules' own numbers stand; a map may give others.
        for (RuleSetId id : {RuleSetId::Classic, RuleSetId::Online2013}) {
            const PlayerCountRange counts = rulesPlayerCounts(id);
            for (int players = counts.min; players <= counts.max; ++players) {
                const GameOptions options = optionsFor(id, players);
                QCOMPARE(defaultGameLength(options), ruleSet(id).defaultGameLength(players));
            }
        }
        RuleSetTable classic;
        classic.victoryPoints = {{3, 90}};
        const ProvinceGraph board = boardWith(classic, {});
        QCOMPARE(defaultGameLength(optionsFor(RuleSetId::Classic, 3), board), 90);
        QCOMPARE(defaultGameLength(optionsFor(RuleSetId::Classic, 4), board), 120);
    }

    void playerCountsOfTheRules()
    {
        // "The main game plays with 3 to 6 players" (1999 rules, English); "2-5 players"
        // (Online 2013).
        QCOMPARE(rulesPlayerCounts(RuleSetId::Classic), (PlayerCountRange{3, 6}));
        QCOMPARE(rulesPlayerCounts(RuleSetId::Online2013), (PlayerCountRange{2, 5}));
        // checkOptions() refuses exactly the counts outside them.
        const ProvinceGraph board = boardWith({}, {});
        for (RuleSetId id : {RuleSetId::Classic, RuleSetId::Online2013}) {
            for (int players = 1; players <= 7; ++players)
                QCOMPARE(!checkOptions(optionsFor(id, players), board),
                         rulesPlayerCounts(id).contains(players));
        }
    }

    void playerCountsOnABoard()
    {
        RuleSetTable classic;
        classic.playerCounts = {3, 5};
        RuleSetTable online;
        online.playerCounts = {2, 3, 4, 5};
        const ProvinceGraph board = boardWith(classic, online);
        // Narrowed to the fewest and the most the table lists; 4, left out, is refused.
        QCOMPARE(playerCountRange(board, RuleSetId::Classic), (PlayerCountRange{3, 5}));
        QVERIFY(checkOptions(optionsFor(RuleSetId::Classic, 4), board));
        QVERIFY(!checkOptions(optionsFor(RuleSetId::Classic, 5), board));
        QCOMPARE(playerCountRange(board, RuleSetId::Online2013), (PlayerCountRange{2, 5}));
        // No counts listed: the rules' own.
        const ProvinceGraph bare = boardWith({}, {});
        QCOMPARE(playerCountRange(bare, RuleSetId::Classic), rulesPlayerCounts(RuleSetId::Classic));
        // A table wider than the rules does not widen them.
        online.playerCounts = {1, 2, 3, 6};
        QCOMPARE(playerCountRange(boardWith({}, online), RuleSetId::Online2013),
                 (PlayerCountRange{2, 5}));
    }

    void boardsARuleSetSuits()
    {
        RuleSetTable classic;
        classic.playerCounts = {3, 4};
        RuleSetTable online;
        online.playerCounts = {2, 3};
        const ProvinceGraph both = boardWith(classic, online);
        const ProvinceGraph classicOnly = boardWith(classic, {});
        const ProvinceGraph onlineOnly = boardWith({}, online);
        const ProvinceGraph bare = boardWith({}, {});
        QCOMPARE(boardFit(both, RuleSetId::Classic), BoardFit::Suited);
        QCOMPARE(boardFit(both, RuleSetId::Online2013), BoardFit::Suited);
        QCOMPARE(boardFit(classicOnly, RuleSetId::Classic), BoardFit::Suited);
        QCOMPARE(boardFit(classicOnly, RuleSetId::Online2013), BoardFit::NoTable);
        QCOMPARE(boardFit(onlineOnly, RuleSetId::Classic), BoardFit::Unplayable);
        QCOMPARE(boardFit(onlineOnly, RuleSetId::Online2013), BoardFit::Suited);
        QCOMPARE(boardFit(bare, RuleSetId::Classic), BoardFit::Suited);
        QCOMPARE(boardFit(bare, RuleSetId::Online2013), BoardFit::NoTable);
        // checkOptions() refuses the unplayable one and only it.
        for (const ProvinceGraph *board : {&both, &classicOnly, &onlineOnly, &bare}) {
            for (RuleSetId id : {RuleSetId::Classic, RuleSetId::Online2013}) {
                const GameOptions options = optionsFor(id, 3);
                QCOMPARE(checkOptions(options, *board).has_value(),
                         boardFit(*board, id) == BoardFit::Unplayable);
            }
        }
    }

    void trackHoldsSixCivilizations()
    {
        // "Each of these pairs of tiles represents the special abilities of one of six
        // civilizations ready to enter the game." (1999 rules, English)
        QCOMPARE(civilizationTrackLength, 6);
        for (RuleSetId id : {RuleSetId::Classic, RuleSetId::Online2013}) {
            const auto state = newGame(rulesExampleBoard(), optionsFor(id, 3));
            QVERIFY(state);
            QCOMPARE(static_cast<int>(state->track.size()), civilizationTrackLength);
            // Taken, a civilization is replaced at the end of the track.
            const ApplyResult taken = apply(*state, Action::choose(2));
            QVERIFY(taken.accepted());
            QCOMPARE(static_cast<int>(taken.state.track.size()), civilizationTrackLength);
        }
    }
};

QTEST_APPLESS_MAIN(TestGameOptions)
#include "test_gameoptions.moc"
