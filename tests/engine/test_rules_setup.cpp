// Rule clauses of the set-up and of choosing a civilization, each test quoting the sentence it
// checks, naming the text and its section (the 1999 rules, the errata).

#include "positions.h"
#include "rules/civilizationtiles.h"

#include <QTest>

#include <map>
#include <set>

using namespace vinci;
using namespace vinci::positions;

namespace {

std::map<TileKind, int> tilesInGame(const GameState &state)
{
    std::map<TileKind, int> count;
    for (TileKind kind : state.bag)
        ++count[kind];
    for (const TrackSlot &slot : state.track) {
        for (TileKind kind : slot.tiles.tiles())
            ++count[kind];
    }
    return count;
}

} // namespace

/** Set-up, the civilization track, and the pawns a new civilization receives. */
class TestRulesSetup : public QObject
{
    Q_OBJECT

private slots:
    void startingScoreIsTen_data()
    {
        QTest::addColumn<int>("players");
        for (int players = 3; players <= 6; ++players)
            QTest::addRow("%d players", players) << players;
    }
    void startingScoreIsTen()
    {
        // "Each player chooses a color and places the large token of this color on the 10 space
        // of the scoring track around the edge of the board." (1999 rules, English)
        QFETCH(int, players);
        const GameState state = newPosition(players);
        QCOMPARE(state.playerCount(), players);
        for (const PlayerState &player : state.players) {
            QCOMPARE(player.score, 10);
            QVERIFY(!player.active);
            QVERIFY(!player.declining);
        }
    }

    void neutralPawnOnEveryNonMountainProvince()
    {
        // "A brown token is placed in every province on the game board, except the gray mountain
        // provinces and in the dark blue water zones." (1999 rules, English)
        for (const auto &board : {exampleBoard(), testmaps::gridBoard(7, 6)}) {
            const GameState state = newPosition(4, board);
            int neutrals = 0;
            for (AreaIndex index = 0; index < board->areaCount(); ++index) {
                const Area &area = board->area(index);
                const ProvinceState &province = state.at(index);
                if (area.isSea() || area.terrain == Terrain::Mountain) {
                    QCOMPARE(province.holder, Holder::Empty);
                    QCOMPARE(province.pawns, 0);
                } else {
                    QCOMPARE(province.holder, Holder::Neutral);
                    QCOMPARE(province.pawns, 1);
                    ++neutrals;
                }
                QVERIFY(!province.fort);
            }
            QCOMPARE(state.neutralPawnsPlaced, neutrals);
        }
        // The example board has two mountains (the Alps, the Apennines) among 11 provinces.
        QCOMPARE(newPosition().neutralPawnsPlaced, 9);
    }

    void sixPairsDrawnOntoTheTrack()
    {
        // "Twelve of these tiles are then drawn at random in pairs. The first pair is placed on
        // the spaces marked 'I' on the top of the board, the second pair is placed on 'II', and
        // so forth." (1999 rules, English)
        for (quint64 seed = 1; seed <= 20; ++seed) {
            GameOptions options;
            options.seed = seed;
            const GameState state = newPosition(3, exampleBoard(), options);
            QCOMPARE(state.track.size(), std::size_t(6));
            for (const TrackSlot &slot : state.track) {
                QCOMPARE(slot.tiles.count, 2);
                QCOMPARE(slot.coins, 0);
            }
            QCOMPARE(state.bag.size(), std::size_t(52 - 12));
        }
        // At random: two seeds give two different tracks.
        GameOptions a;
        a.seed = 1;
        GameOptions b;
        b.seed = 2;
        QVERIFY(newPosition(3, exampleBoard(), a).track != newPosition(3, exampleBoard(), b).track);
    }

    void designerMixHas3Barbarians1Specialization()
    {
        // "There were supposed to be 3 Barbarian counters and 1 Specialization counter in the
        // mix, but due to a misunderstanding on the original graphic designer's part there are 2
        // of each." (1999 errata) "52 civilization tiles"
        // (1999 rules, English)
        GameOptions designer;
        const auto mix = tilesInGame(newPosition(3, exampleBoard(), designer));
        GameOptions printed;
        printed.tileMix = TileMix::PrintedBox;
        const auto box = tilesInGame(newPosition(3, exampleBoard(), printed));
        int total = 0;
        int boxTotal = 0;
        for (int k = 0; k < tileKindCount; ++k) {
            const auto kind = static_cast<TileKind>(k);
            const int designerCopies = mix.count(kind) ? mix.at(kind) : 0;
            const int boxCopies = box.count(kind) ? box.at(kind) : 0;
            total += designerCopies;
            boxTotal += boxCopies;
            if (kind == TileKind::Barbarians) {
                QCOMPARE(designerCopies, 3);
                QCOMPARE(boxCopies, 2);
            } else if (kind == TileKind::Specialization) {
                QCOMPARE(designerCopies, 1);
                QCOMPARE(boxCopies, 2);
            } else {
                QCOMPARE(designerCopies, 2);
                QCOMPARE(boxCopies, 2);
            }
        }
        QCOMPARE(total, 52);
        QCOMPARE(boxTotal, 52);
        QCOMPARE(GameOptions{}.tileMix, TileMix::Designer);
    }

    void neverTwoSpecializations()
    {
        // "Otherwise, if you draw both Specialization counters for the same empire, replace one
        // of them with a new one." (1999 errata)
        for (quint64 seed = 0; seed < 40; ++seed) {
            GameOptions options;
            options.seed = seed;
            options.tileMix = TileMix::PrintedBox;
            GameState state = newPosition(3, exampleBoard(), options);
            // A bag holding both Specializations and one other tile: the pair drawn for VI is
            // never the two Specializations.
            state.bag = {TileKind::Specialization, TileKind::Specialization, TileKind::Weapons};
            state.track.resize(6);
            for (TrackSlot &slot : state.track)
                slot = TrackSlot{CivilizationTiles::pair(TileKind::Militia, TileKind::Currency), 0};
            PLAY(state, Action::choose(0));
            const CivilizationTiles drawn = state.track.back().tiles;
            QCOMPARE(drawn.count, 2);
            QVERIFY(!(drawn.kinds[0] == TileKind::Specialization &&
                      drawn.kinds[1] == TileKind::Specialization));
            QCOMPARE(state.bag.size(), std::size_t(1));
        }
    }

    void identicalPairRedrawOption_data()
    {
        QTest::addColumn<bool>("redraw");
        QTest::addRow("redraw (German rules)") << true;
        QTest::addRow("keep (English rules)") << false;
    }
    void identicalPairRedrawOption()
    {
        // "if two identical Civilization counters are drawn together, put them back in the bag
        // and redraw (Declining and non-Declining Mining, Agriculture, Livestock Breeding, and
        // Port Building are NOT considered identical for this purpose)"
        // (1999 errata, house rule); "werden zwei gleiche Kärtchen gezogen,
        // legt man diese zurück und zieht noch einmal." (1999 rules, German)
        QFETCH(bool, redraw);
        QVERIFY(!GameOptions{}.redrawIdenticalPairs);
        int identical = 0;
        for (quint64 seed = 0; seed < 40; ++seed) {
            GameOptions options;
            options.seed = seed;
            options.redrawIdenticalPairs = redraw;
            GameState state = newPosition(3, exampleBoard(), options);
            state.bag = {TileKind::Weapons, TileKind::Weapons, TileKind::Militia};
            PLAY(state, Action::choose(0));
            const CivilizationTiles drawn = state.track.back().tiles;
            if (drawn.kinds[0] == drawn.kinds[1])
                ++identical;
            // Mining and Mining (decline) are not identical: kept even with the option.
            state.bag = {TileKind::Mining, TileKind::MiningDecline};
            state.currentPlayer = 1;
            state.phase = Phase::ChooseCivilization;
            PLAY(state, Action::choose(0));
            const CivilizationTiles mining = state.track.back().tiles;
            QVERIFY(mining.has(TileKind::Mining) && mining.has(TileKind::MiningDecline));
        }
        if (redraw)
            QCOMPARE(identical, 0);
        else
            QVERIFY(identical > 0);
    }

    void firstPlayerIsRandom()
    {
        // "The starting player is chosen at random (players will then take their turns in
        // clockwise order)." (1999 rules, English)
        std::set<int> firsts;
        for (quint64 seed = 0; seed < 60; ++seed) {
            GameOptions options;
            options.seed = seed;
            options.playerCount = 5;
            const auto state = newGame(exampleBoard(), options);
            QVERIFY(state);
            QCOMPARE(state->currentPlayer, state->firstPlayer);
            firsts.insert(state->firstPlayer);
        }
        QCOMPARE(firsts.size(), std::size_t(5));
    }

    void firstTurnIsChoosing()
    {
        // "Each player takes their first turn, which consists merely of choosing their first
        // civilization (see Choose a new Civilization below). The game can then begin."
        // (1999 rules, English)
        GameOptions options;
        options.seed = 7;
        options.playerCount = 4;
        GameState state = *newGame(exampleBoard(), options);
        const int first = state.firstPlayer;
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(state.phase, Phase::ChooseCivilization);
            QCOMPARE(state.currentPlayer, (first + i) % 4);
            for (const Action &action : legalActions(state))
                QCOMPARE(action.type, ActionType::ChooseCivilization);
            QCOMPARE(legalActions(state).size(), std::size_t(6));
            REFUSED(state, Action::expand(), RejectionCode::WrongPhase);
            REFUSED(state, Action::conquer(area(state, "ireland")), RejectionCode::WrongPhase);
            PLAY(state, Action::choose(0));
            // Choosing is the whole turn: no province taken, nothing scored.
            QCOMPARE(state.player((first + i) % 4).score, 10);
            QCOMPARE(provincesOf(state, (first + i) % 4, Holder::Active).size(), std::size_t(0));
        }
        QCOMPARE(state.phase, Phase::TurnStart);
        QCOMPARE(state.currentPlayer, first);
        QCOMPARE(state.round, 2);
    }

    void choosingCostsTwoPerPassedCivilization_data()
    {
        QTest::addColumn<int>("slot");
        QTest::addColumn<int>("cost");
        QTest::addRow("I") << 0 << 0;
        QTest::addRow("II") << 1 << 2;
        QTest::addRow("III") << 2 << 4;
        QTest::addRow("IV") << 3 << 6;
        QTest::addRow("V") << 4 << 8;
        QTest::addRow("VI") << 5 << 10;
    }
    void choosingCostsTwoPerPassedCivilization()
    {
        // "If the player chooses the first civilization (the pair of tiles in space 'I'), no
        // victory points are gained or lost. If instead the player passes over the first
        // civilization, and chooses the second civilization (space 'II'), the player must pay 2
        // victory points ... Each civilization further along the track costs an additional 2
        // points" (1999 rules, English)
        QFETCH(int, slot);
        QFETCH(int, cost);
        GameState state = newPosition();
        PLAY(state, Action::choose(slot));
        QCOMPARE(state.player(0).score, 10 - cost);
    }

    void choosingIVExample()
    {
        // "For example, if a player chooses civilization 'IV', the player pays 6 victory points
        // (move back the scoring marker), and places a token on civilizations 'I', 'II', and
        // 'III'." (1999 rules, English)
        GameState state = newPosition();
        const auto before = state.track;
        const CivilizationTiles fourth = before[3].tiles;
        PLAY(state, Action::choose(3));
        QCOMPARE(state.player(0).score, 4);
        QCOMPARE(state.player(0).active->tiles, fourth);
        for (int slot = 0; slot < 3; ++slot) {
            QCOMPARE(state.track[static_cast<std::size_t>(slot)].tiles,
                     before[static_cast<std::size_t>(slot)].tiles);
            QCOMPARE(state.track[static_cast<std::size_t>(slot)].coins, 1);
        }
        for (std::size_t slot = 3; slot < 6; ++slot)
            QCOMPARE(state.track[slot].coins, 0);
    }

    void coinsPayTwoPointsEach()
    {
        // "Each one of these tokens represents two victory points. ... There may be several
        // tokens on a civilization. When a player chooses a civilization with one or more tokens
        // on it, the player gains 2 victory points for each token on the civilization."
        // (1999 rules, English)
        GameState state = newPosition();
        state.track[0].coins = 2;
        state.track[2].coins = 3;
        PLAY(state, Action::choose(2));
        QCOMPARE(state.player(0).score, 10 + 2 * 3 - 4);
        // "removes any tokens that were on the civilization": the chosen pair leaves with its
        // coins; the passed ones gain one each.
        QCOMPARE(state.track[0].coins, 3);
        QCOMPARE(state.track[1].coins, 1);
        int coins = 0;
        for (const TrackSlot &slot : state.track)
            coins += slot.coins;
        QCOMPARE(coins, 4);
    }

    void shiftLeftAndRefillVI()
    {
        // "that player takes the two civilization tiles, removes any tokens that were on the
        // civilization, and shifts the higher-numbered civilization pairs (along with any tokens
        // placed with them) to the left to fill the vacant space. Two new civilization tiles are
        // drawn and placed on the 'VI' space (giving the next player a choice between 6
        // civilizations.)" (1999 rules, English)
        GameState state = newPosition();
        state.track[4].coins = 2;
        state.track[5].coins = 1;
        const auto before = state.track;
        const std::size_t bagBefore = state.bag.size();
        PLAY(state, Action::choose(1));
        QCOMPARE(state.track.size(), std::size_t(6));
        QCOMPARE(state.track[0].tiles, before[0].tiles);
        for (std::size_t slot = 1; slot < 5; ++slot) {
            QCOMPARE(state.track[slot].tiles, before[slot + 1].tiles);
            QCOMPARE(state.track[slot].coins, before[slot + 1].coins);
        }
        QCOMPARE(state.track[5].coins, 0);
        QCOMPARE(state.track[5].tiles.count, 2);
        QCOMPARE(state.bag.size(), bagBefore - 2);
        QCOMPARE(state.currentPlayer, 1);
        QCOMPARE(legalActions(state).size(), std::size_t(6));
    }

    void payingBelowZeroIsRefused()
    {
        // "the player must pay 2 victory points (move their scoring marker back two spaces)"
        // (1999 rules, English): the track has no space below 0 (docs/rules-decisions.md D1).
        GameState state = newPosition();
        state.player(0).score = 3;
        REFUSED(state, Action::choose(2), RejectionCode::NotEnoughPoints);
        QVERIFY(isLegal(state, Action::choose(1)));
        // Coins on the chosen pair are collected in the same move.
        state.track[2].coins = 1;
        PLAY(state, Action::choose(2));
        QCOMPARE(state.player(0).score, 1);
    }

    void pawnsAreRedNumbersPlusExtra_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("extra");
        // "Number of players / Extra tokens: 3 8, 4 6, 5 4, 6 3" (1999 rules, English)
        QTest::addRow("3 players") << 3 << 8;
        QTest::addRow("4 players") << 4 << 6;
        QTest::addRow("5 players") << 5 << 4;
        QTest::addRow("6 players") << 6 << 3;
    }
    void pawnsAreRedNumbersPlusExtra()
    {
        // "Each time a player chooses a new civilization, the player receives a number of tokens
        // in that player's color. This number is the sum of the two red numbers on the
        // civilization tiles for that civilization plus extra tokens depending on the number of
        // players." (1999 rules, English)
        QFETCH(int, players);
        QFETCH(int, extra);
        for (quint64 seed = 0; seed < 5; ++seed) {
            GameOptions options;
            options.seed = seed;
            GameState state = newPosition(players, exampleBoard(), options);
            const CivilizationTiles tiles = state.track[0].tiles;
            PLAY(state, Action::choose(0));
            const int red = pairPawns(tiles.kinds[0], tiles.kinds[1]);
            QCOMPARE(state.player(0).active->hand, red + extra);
            QCOMPARE(state.player(0).pawnsReceived, red + extra);
        }
    }

    void astronomyMountaineeringExample_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("pawns");
        QTest::addRow("5 players") << 5 << 13;
        QTest::addRow("4 players") << 4 << 15;
    }
    void astronomyMountaineeringExample()
    {
        // "Example: In a 5 player game, the civilization 'Astronomy + Mountaineering' will give
        // a player 13 tokens: 5 for Astronomy + 4 for Mountaineering + 4 because there are 5
        // players. In a 4 player game, the civilization would start with 15 tokens."
        // (1999 rules, English)
        QFETCH(int, players);
        QFETCH(int, pawns);
        GameState state = newPosition(players);
        putOnTrack(state, 0, TileKind::Astronomy, TileKind::Mountaineering);
        PLAY(state, Action::choose(0));
        QCOMPARE(state.player(0).active->hand, pawns);
        QCOMPARE(state.player(0).pawnsReceived, pawns);
    }

    void barbariansSpecializationExample()
    {
        // "Example: In a game with 5 players, 'Barbarians + Specialization' receives 17 tokens
        // (6 + 6 + 1 + 4)." (1999 rules, English); "un peuple possédant Barbares +
        // Spécialisation reçoit 17 pions (4 + 6 + 6 + 1)" (1999 rules, French)
        GameState state = newPosition(5);
        putOnTrack(state, 0, TileKind::Specialization, TileKind::Barbarians);
        PLAY(state, Action::choose(0));
        QCOMPARE(state.player(0).active->hand, 17);
    }

    void specializationIsOtherPlusOne_data()
    {
        QTest::addColumn<int>("kind");
        for (int k = 0; k < tileKindCount; ++k) {
            if (static_cast<TileKind>(k) != TileKind::Specialization)
                QTest::addRow("%s", tileInfo(static_cast<TileKind>(k)).name) << k;
        }
    }
    void specializationIsOtherPlusOne()
    {
        // "The number of tokens collected to start the empire is double the other tile plus 1
        // extra." (1999 rules, English) "Le nombre de pions donné par la carte Spécialisation
        // est le même que celui de l'autre carte, plus un." (1999 rules, French)
        // Only the relation is a rule: estimated numbers are never pinned.
        QFETCH(int, kind);
        const auto other = static_cast<TileKind>(kind);
        const int red = tileInfo(other).pawns;
        QCOMPARE(pairPawns(other, TileKind::Specialization), 2 * red + 1);
        QCOMPARE(pairPawns(TileKind::Specialization, other), 2 * red + 1);
        QVERIFY(red > 0);
    }

    void pawnNumbersFromTheTexts_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("pawns");
        QTest::addColumn<int>("source");
        // Text: the English example (Astronomy 5, Mountaineering 4) and the French example
        // (Barbares 6). Secondary: published reviews of the game.
        QTest::addRow("Astronomy") << int(TileKind::Astronomy) << 5 << int(PawnSource::Text);
        QTest::addRow("Mountaineering")
            << int(TileKind::Mountaineering) << 4 << int(PawnSource::Text);
        QTest::addRow("Barbarians") << int(TileKind::Barbarians) << 6 << int(PawnSource::Text);
        QTest::addRow("Weapons") << int(TileKind::Weapons) << 3 << int(PawnSource::Secondary);
        QTest::addRow("Field General")
            << int(TileKind::FieldGeneral) << 2 << int(PawnSource::Secondary);
    }
    void pawnNumbersFromTheTexts()
    {
        // "5 for Astronomy + 4 for Mountaineering" (1999 rules, English); "Barbares +
        // Spécialisation reçoit 17 pions (4 + 6 + 6 + 1)" (1999 rules, French)
        QFETCH(int, kind);
        QFETCH(int, pawns);
        QFETCH(int, source);
        QCOMPARE(tileInfo(static_cast<TileKind>(kind)).pawns, pawns);
        QCOMPARE(int(tileInfo(static_cast<TileKind>(kind)).pawnSource), source);
    }

    void virtualPlayerTakesTheFirstCivilization()
    {
        // "A virtual player always chooses the first civilization available. The virtual player
        // receives 8 extra tokens instead of the 6 tokens which a real player receives."
        // "Start of the game: Turn order is chosen at random. The game ends at 150 points."
        // (1999 rules, English, VINCI with One or Two Players)
        GameOptions options;
        options.virtualSeats = {true, false, true, true};
        GameState state = newPosition(4, exampleBoard(), options);
        QCOMPARE(state.victoryTarget, 150);
        REFUSED(state, Action::choose(1), RejectionCode::VirtualPlayerTakesFirst);
        QCOMPARE(legalActions(state).size(), std::size_t(1));
        const CivilizationTiles tiles = state.track[0].tiles;
        PLAY(state, Action::choose(0));
        QCOMPARE(state.player(0).active->hand, pairPawns(tiles.kinds[0], tiles.kinds[1]) + 8);
        // The real player at the same table gets the table's 6.
        const CivilizationTiles human = state.track[2].tiles;
        PLAY(state, Action::choose(2));
        QCOMPARE(state.player(1).active->hand, pairPawns(human.kinds[0], human.kinds[1]) + 6);
    }
};

QTEST_APPLESS_MAIN(TestRulesSetup)
#include "test_rules_setup.moc"
