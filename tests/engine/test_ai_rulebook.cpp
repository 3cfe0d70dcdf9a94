// The rulebook's virtual player ("VINCI with One or Two Players"), rule by rule, on constructed
// positions. Each test quotes the clause it checks (1999 rules, English unless marked FR).

#include "ai/aiplayer.h"
#include "ai/autoplay.h"
#include "ai/opensea.h"
#include "ai/rolloutpolicy.h"
#include "ai/rulebookplayer.h"
#include "aitestboards.h"
#include "game/play.h"
#include "testmaps.h"

#include <QTest>

#include <set>

using namespace vinci;
using namespace vinci::aitest;

namespace {

/** A virtual player's empire in "home" with neighbours n1..n4 (their terrains given). */
std::shared_ptr<const ProvinceGraph> starBoard(Terrain n1, Terrain n2, Terrain n3, Terrain n4)
{
    return AiBoardBuilder()
        .land("home", Terrain::Farmland, true)
        .land("n1", n1)
        .land("n2", n2)
        .land("n3", n3)
        .land("n4", n4)
        .land("far", Terrain::Farmland)
        .link("home", "n1")
        .link("home", "n2")
        .link("home", "n3")
        .link("home", "n4")
        .link("n4", "far")
        .build();
}

AreaIndex conquered(const AiDecision &decision)
{
    return decision.action.type == ActionType::Conquer ? decision.action.area : -1;
}

/** The provinces chosen over many seeds (dice) for the same position. */
std::set<AreaIndex> choicesOverSeeds(const GameState &state, RulebookVariant variant = {})
{
    std::set<AreaIndex> chosen;
    for (quint64 seed = 1; seed <= 40; ++seed)
        chosen.insert(RulebookPlayer(seed, variant).decide(state).action.area);
    return chosen;
}

/**
 * A virtual player entering a board of four edge provinces: a (neutral, dearer), b and c (equal,
 * cheapest), d (forest, dearer).
 */
GameState twoEqualEntries()
{
    const auto board = AiBoardBuilder()
                           .land("a", Terrain::Farmland, true)
                           .land("b", Terrain::Farmland, true)
                           .land("c", Terrain::Farmland, true)
                           .land("d", Terrain::Forest, true)
                           .build();
    GameState state =
        position(board, 1, Phase::Conquest, tiles(TileKind::Barbarians, TileKind::Barbarians), 10);
    hold(state, "a", Holder::Neutral, -1, 1);
    return state;
}

/** The province `player` holds in `after` and did not in `before` (-1: none). */
AreaIndex newlyHeld(const GameState &before, const GameState &after, int player)
{
    for (const AreaIndex area : after.provinces.areas()) {
        const ProvinceState &now = after.at(area);
        const ProvinceState &was = before.at(area);
        if (now.holder == Holder::Active && now.player == player &&
            !(was.holder == Holder::Active && was.player == player))
            return area;
    }
    return -1;
}

} // namespace

/** The virtual player's rules, one clause per test. */
class TestAiRulebook : public QObject
{
    Q_OBJECT

private slots:
    void choosesCivilizationOne()
    {
        // "A virtual player always chooses the first civilization available."
        const auto board = testmaps::rulesExampleBoard();
        GameState state = position(board, 1, Phase::ChooseCivilization, {}, 0);
        state.player(1).active.reset();
        const AiDecision decision = RulebookPlayer(3).decide(state);
        QCOMPARE(decision.action.type, ActionType::ChooseCivilization);
        QCOMPARE(decision.action.value, 0);
        QVERIFY(!decision.reason.empty());
    }

    void declineTest_data()
    {
        QTest::addColumn<int>("farmlands");
        QTest::addColumn<int>("pawnsEach");
        QTest::addColumn<int>("hand");
        QTest::addColumn<bool>("fieldGeneral");
        QTest::addColumn<bool>("considered");
        // 10 provinces of 1 point: "fewer than 10 points" fails.
        QTest::newRow("10 points, 0 pawns") << 10 << 1 << 0 << false << false;
        // 3 provinces, 2 extra pawns each: 6 pawns available.
        QTest::newRow("3 points, 6 pawns") << 3 << 3 << 0 << false << false;
        QTest::newRow("3 points, 5 pawns") << 3 << 2 << 2 << false << false;
        QTest::newRow("3 points, 4 pawns") << 3 << 2 << 1 << false << true;
        QTest::newRow("9 points, 0 pawns") << 9 << 1 << 0 << false << true;
        // Field General: "only when there are fewer than 3 tokens available for conquest".
        QTest::newRow("general, 3 pawns") << 3 << 2 << 0 << true << false;
        QTest::newRow("general, 2 pawns") << 2 << 2 << 0 << true << true;
    }

    void declineTest()
    {
        // "A virtual player may decide to declare an empire to be in decline only if the empire
        // would score fewer than 10 points before expansion AND the empire has fewer than 5
        // tokens available to expand. If both of these conditions are met, roll a die: the
        // civilization goes into decline if the result is greater than the number of tokens
        // available for expansion."
        // Field General: "subtract 2 from the die roll to see if the empire actually goes into
        // decline."
        QFETCH(int, farmlands);
        QFETCH(int, pawnsEach);
        QFETCH(int, hand);
        QFETCH(bool, fieldGeneral);
        QFETCH(bool, considered);
        AiBoardBuilder builder;
        const char *ids[] = {"p0", "p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", "p9"};
        for (const char *id : ids)
            builder.land(id, Terrain::Farmland, true);
        const CivilizationTiles civ = tiles(
            fieldGeneral ? TileKind::FieldGeneral : TileKind::Barbarians, TileKind::Barbarians);
        GameState state = position(builder.build(), 1, Phase::TurnStart, civ, hand);
        for (int i = 0; i < farmlands; ++i)
            hold(state, ids[i], Holder::Active, 1, pawnsEach);
        const int available = hand + farmlands * (pawnsEach - 1);

        std::set<bool> outcomes;
        for (quint64 seed = 1; seed <= 60; ++seed) {
            const AiDecision decision = RulebookPlayer(seed).decide(state);
            if (!considered) {
                QCOMPARE(decision.action.type, ActionType::Expand);
                QVERIFY(decision.dice.empty());
                continue;
            }
            QCOMPARE(decision.dice.size(), std::size_t(1));
            const int die = decision.dice.front() - (fieldGeneral ? 2 : 0);
            const bool declines = decision.action.type == ActionType::Decline;
            QCOMPARE(declines, die > available);
            outcomes.insert(declines);
        }
        // The die decides, both ways; with no pawn at all every face is greater.
        if (considered)
            QCOMPARE(outcomes.size(), std::size_t(available == 0 ? 1 : 2));
    }

    void entersWhereItEarnsMost()
    {
        // "A virtual player chooses the province which earns it the most victory points."
        const auto board = AiBoardBuilder()
                               .land("farm", Terrain::Farmland, true)
                               .land("meadow", Terrain::Prairie, true)
                               .land("hills", Terrain::Mountain, true, true)
                               .build();
        GameState state = position(board, 1, Phase::Conquest,
                                   tiles(TileKind::Agriculture, TileKind::Barbarians), 10);
        const AiDecision decision = RulebookPlayer(1).decide(state);
        QCOMPARE(conquered(decision), areaNamed(state, "farm")); // 1 + 1 Agriculture
        QCOMPARE(decision.value, 2);
        QVERIFY(decision.dice.empty());
        // With Mining the mountain's pickaxe (+2) is worth most.
        state.player(1).active->tiles = tiles(TileKind::Mining, TileKind::Barbarians);
        QCOMPARE(conquered(RulebookPlayer(1).decide(state)), areaNamed(state, "hills"));
    }

    void entersWhereEasiestThenByDie()
    {
        // "If there are several candidates, choose the province that is easiest to conquer. If
        // there are still equal provinces, roll a die to determine where the civilization
        // begins."
        const GameState state = twoEqualEntries();
        const AiDecision decision = RulebookPlayer(1).decide(state);
        QVERIFY(conquered(decision) == areaNamed(state, "b") ||
                conquered(decision) == areaNamed(state, "c"));
        QCOMPARE(decision.cost, 2);
        QVERIFY(!decision.dice.empty()); // b and c are equal: the die chose
        const std::set<AreaIndex> expected{areaNamed(state, "b"), areaNamed(state, "c")};
        QCOMPARE(choicesOverSeeds(state), expected);
    }

    void expandsByValueMinusDecliningLoss()
    {
        // "the one that is worth the most victory points (including subtracting points for
        // moving adjacent to the virtual player's declining civilization), then the cheapest
        // province to take, and finally by rolling a die."
        const auto board = AiBoardBuilder()
                               .land("home", Terrain::Farmland, true)
                               .land("n1", Terrain::Farmland)
                               .land("n2", Terrain::Farmland)
                               .land("n3", Terrain::Prairie)
                               .land("old", Terrain::Farmland)
                               .link("home", "n1")
                               .link("home", "n2")
                               .link("home", "n3")
                               .link("n1", "old")
                               .build();
        GameState state = position(board, 1, Phase::Conquest,
                                   tiles(TileKind::Agriculture, TileKind::Barbarians), 10);
        hold(state, "home", Holder::Active, 1, 1);
        hold(state, "n2", Holder::Neutral, -1, 2);
        // By value: the farmlands (2 points with Agriculture) before the prairie (1); between
        // them the cheaper n1 (2 pawns, n2 costs 4).
        const AiDecision cheaper = RulebookPlayer(1).decide(state);
        QCOMPARE(conquered(cheaper), areaNamed(state, "n1"));
        QCOMPARE(cheaper.cost, 2);
        QVERIFY(cheaper.dice.empty());
        // With its declining empire in "old", n1 is worth 2 - 1 (old's point is lost): n2 now.
        hold(state, "old", Holder::Declining, 1, 1);
        state.player(1).declining = DecliningCivilization{};
        const AiDecision decision = RulebookPlayer(1).decide(state);
        QCOMPARE(conquered(decision), areaNamed(state, "n2"));
        QCOMPARE(decision.value, 2);
        QCOMPARE(decision.cost, 4);
    }

    void takesNextBestWhenPreferredIsTooDear()
    {
        // "If the player does not have enough tokens to take the preferred province, they will
        // instead try to take the best possible province."
        const auto board =
            starBoard(Terrain::Farmland, Terrain::Prairie, Terrain::Mountain, Terrain::Mountain);
        GameState state = position(board, 1, Phase::Conquest,
                                   tiles(TileKind::Agriculture, TileKind::Barbarians), 3);
        hold(state, "home", Holder::Active, 1, 1);
        hold(state, "n1", Holder::Neutral, -1, 4); // worth 2, costs 6
        hold(state, "n2", Holder::Neutral, -1, 1); // worth 1, costs 3
        hold(state, "n3", Holder::Neutral, -1, 1); // worth 0, costs 4
        hold(state, "n4", Holder::Neutral, -1, 1);
        const AiDecision decision = RulebookPlayer(1).decide(state);
        QCOMPARE(conquered(decision), areaNamed(state, "n2"));
        QVERIFY(std::any_of(decision.reason.parts.begin(), decision.reason.parts.end(),
                            [&](const ReasonPart &part) {
                                return part.kind == ReasonKind::PreferredTooDear &&
                                       part.area == areaNamed(state, "n1");
                            }));
        QVERIFY(describeReason(decision.reason, *state.board, {}, u"en", state.options.ruleSet)
                    .contains(QStringLiteral("would be preferred")));
        // With no affordable province the conquests end.
        state.player(1).active->hand = 2;
        QCOMPARE(RulebookPlayer(1).decide(state).action.type, ActionType::EndConquest);
    }

    void neverEmptiesAProvince()
    {
        // "However, virtual players never empty an existing province for extra tokens." (FR:
        // "Un peuple fictif s'étend tant qu'il dispose de pions pour le faire et ne vide jamais
        // de province.") It never abandons, and it keeps a pawn for every province it holds.
        const auto board =
            starBoard(Terrain::Farmland, Terrain::Farmland, Terrain::Farmland, Terrain::Farmland);
        GameState state = position(board, 1, Phase::Conquest,
                                   tiles(TileKind::Barbarians, TileKind::Barbarians), 0);
        hold(state, "home", Holder::Active, 1, 4);
        hold(state, "n1", Holder::Neutral, -1, 1);
        hold(state, "n2", Holder::Neutral, -1, 1);
        hold(state, "n3", Holder::Neutral, -1, 1);
        hold(state, "n4", Holder::Neutral, -1, 1);
        // Abandoning "home" would give 4 pawns for a conquest: it does not.
        const AiDecision decision = RulebookPlayer(1).decide(state);
        QCOMPARE(decision.action.type, ActionType::EndConquest);
        for (const Action &action : legalActions(state))
            QVERIFY(action.type != ActionType::Abandon || decision.action != action);

        // Field General's 7 pawns leave at the end of the conquests: it stops conquering while
        // it still has a pawn for each province afterwards.
        GameState general = position(board, 1, Phase::Conquest,
                                     tiles(TileKind::FieldGeneral, TileKind::Weapons), 9);
        hold(general, "home", Holder::Active, 1, 1);
        general.turn.fieldGeneralPawns = 7;
        // 10 pawns, 7 leave: 3 provinces at most. n1..n4 cost 1 each with Weapons.
        for (const char *id : {"n1", "n2", "n3", "n4"})
            hold(general, id, Holder::Empty, -1, 0);
        int conquests = 0;
        RulebookPlayer player(5);
        while (general.phase == Phase::Conquest) {
            const AiDecision step = player.decide(general);
            if (step.action.type == ActionType::Conquer)
                ++conquests;
            QVERIFY(!applyInPlace(general, step.action));
        }
        QCOMPARE(conquests, 2);
        int emptied = 0;
        for (AreaIndex held : provincesOf(general, 1, Holder::Active))
            emptied += general.at(held).pawns == 0 ? 1 : 0;
        QCOMPARE(emptied, 0);
    }

    void formulaVariant()
    {
        // Variant: "(Cost in tokens to take the province) - ( 2 x the value of the province in
        // victory points). ... This will make an unoccupied mountain province preferable to a
        // farmland province defended by 6 tokens. (3 - ( 2 x 0) =3 which is less than 8 - ( 2 x
        // 2) = 4."
        const auto board =
            starBoard(Terrain::Mountain, Terrain::Farmland, Terrain::Forest, Terrain::Forest);
        GameState state = position(board, 1, Phase::Conquest,
                                   tiles(TileKind::Agriculture, TileKind::Barbarians), 10);
        hold(state, "home", Holder::Active, 1, 1);
        hold(state, "n2", Holder::Neutral, -1, 6);
        hold(state, "n3", Holder::Neutral, -1, 5);
        hold(state, "n4", Holder::Neutral, -1, 5);
        QCOMPARE(conquered(RulebookPlayer(1).decide(state)), areaNamed(state, "n2")); // value first
        RulebookVariant formula;
        formula.costMinusTwiceValue = true;
        const AiDecision decision = RulebookPlayer(1, formula).decide(state);
        QCOMPARE(conquered(decision), areaNamed(state, "n1"));
        QCOMPARE(decision.cost, 3);
        QCOMPARE(decision.value, 0);
    }

    void attackRealPlayerVariant()
    {
        // Variant: "instead of rolling a die to select which province a virtual player will
        // attack, whenever possible, choose a province that will invade one of the real
        // player's civilizations."
        const auto board =
            starBoard(Terrain::Farmland, Terrain::Farmland, Terrain::Farmland, Terrain::Farmland);
        GameState state = position(board, 1, Phase::Conquest,
                                   tiles(TileKind::Barbarians, TileKind::Barbarians), 10);
        state.player(0).active = ActiveCivilization{};
        state.player(2).active = ActiveCivilization{};
        hold(state, "home", Holder::Active, 1, 1);
        hold(state, "n1", Holder::Active, 2, 1); // a virtual player's
        hold(state, "n2", Holder::Active, 0, 1); // the real player's
        hold(state, "n3", Holder::Neutral, -1, 1);
        hold(state, "n4", Holder::Neutral, -1, 1);
        QCOMPARE(choicesOverSeeds(state).size(), std::size_t(4)); // the die, without the variant
        RulebookVariant attack;
        attack.attackRealPlayers = true;
        const std::set<AreaIndex> expected{areaNamed(state, "n2")};
        QCOMPARE(choicesOverSeeds(state, attack), expected);
    }

    void heritageProtectsDecliningEmpire()
    {
        // Heritage: "If there are equally valued provinces during expansion, a virtual player
        // will prefer attacking enemy-occupied provinces adjacent to their declining empire in
        // order to protect it. Apply this rule just before rolling the die."
        const auto board = AiBoardBuilder()
                               .land("home", Terrain::Farmland, true)
                               .land("n1", Terrain::Farmland)
                               .land("n2", Terrain::Farmland)
                               .land("old", Terrain::Farmland)
                               .link("home", "n1")
                               .link("home", "n2")
                               .link("n2", "old")
                               .build();
        GameState state = position(board, 1, Phase::Conquest,
                                   tiles(TileKind::Heritage, TileKind::Barbarians), 10);
        state.player(2).active = ActiveCivilization{};
        state.player(1).declining = DecliningCivilization{};
        hold(state, "home", Holder::Active, 1, 1);
        hold(state, "n1", Holder::Active, 2, 1);
        hold(state, "n2", Holder::Active, 2, 1);
        hold(state, "old", Holder::Declining, 1, 1);
        const std::set<AreaIndex> expected{areaNamed(state, "n2")};
        QCOMPARE(choicesOverSeeds(state), expected);
    }

    void slaveryAndSpiesCounted()
    {
        // Slavery: "Take Slavery into account when evaluating the value of a province to
        // conquer." Spies: "On tient compte de cette possibilité quand on compare les coûts de
        // provinces de même valeur." (FR)
        const auto board =
            starBoard(Terrain::Farmland, Terrain::Farmland, Terrain::Mountain, Terrain::Mountain);
        GameState state =
            position(board, 1, Phase::Conquest, tiles(TileKind::Slavery, TileKind::Barbarians), 10);
        hold(state, "home", Holder::Active, 1, 1);
        hold(state, "n2", Holder::Neutral, -1, 1);
        const AiDecision slave = RulebookPlayer(1).decide(state);
        QCOMPARE(conquered(slave), areaNamed(state, "n2")); // 1 point + 1 Slavery beats n1's 1
        QCOMPARE(slave.value, 2);

        GameState spies = position(board, 1, Phase::Conquest,
                                   tiles(TileKind::Espionage, TileKind::Barbarians), 10);
        hold(spies, "home", Holder::Active, 1, 1);
        hold(spies, "n1", Holder::Neutral, -1, 2); // 4 pawns, or 2 by Espionage
        hold(spies, "n2", Holder::Neutral, -1, 1); // 3 pawns
        const AiDecision spy = RulebookPlayer(1).decide(spies);
        QCOMPARE(conquered(spy), areaNamed(spies, "n1"));
        QVERIFY(spy.action.espionage);
        QCOMPARE(spy.cost, 2);
    }

    void astronomyReachesAcrossTheSea()
    {
        // Astronomy: "All of the provinces accessible through Sea Zones must be considered when
        // choosing a province to invade."
        const auto board = AiBoardBuilder()
                               .land("home", Terrain::Prairie, true)
                               .land("near", Terrain::Prairie)
                               .land("island", Terrain::Farmland)
                               .sea("water", true)
                               .link("home", "near")
                               .link("home", "water", LinkKind::Sea)
                               .link("island", "water", LinkKind::Sea)
                               .build();
        GameState state = position(board, 1, Phase::Conquest,
                                   tiles(TileKind::Astronomy, TileKind::Agriculture), 10);
        hold(state, "home", Holder::Active, 1, 1);
        QCOMPARE(conquered(RulebookPlayer(1).decide(state)), areaNamed(state, "island"));
    }

    void shipBuildingSettlesOnOpenSea()
    {
        // Ship Building: "On its first turn, a civilization with Ship Building will always
        // settle along a coastline that is not part of an inland sea." An inland sea: sea zones
        // joined together none of which touches the board's edge.
        const auto board = AiBoardBuilder()
                               .land("plain", Terrain::Farmland, true)
                               .land("lakeshore", Terrain::Prairie, true)
                               .land("seashore", Terrain::Prairie)
                               .sea("lake", false)
                               .sea("lake-east", false)
                               .sea("ocean", true)
                               .link("lakeshore", "lake", LinkKind::Sea)
                               .link("lake", "lake-east", LinkKind::Sea)
                               .link("seashore", "ocean", LinkKind::Sea)
                               .build();
        const AreaVector<bool> open = openSeaCoasts(*board);
        QVERIFY(!open[*board->indexOf(QStringLiteral("plain"))]);
        QVERIFY(!open[*board->indexOf(QStringLiteral("lakeshore"))]);
        QVERIFY(open[*board->indexOf(QStringLiteral("seashore"))]);

        GameState state = position(board, 1, Phase::Conquest,
                                   tiles(TileKind::ShipBuilding, TileKind::Agriculture), 10);
        // Without Ship Building the farmland (2 points) would be taken.
        GameState plain = state;
        plain.player(1).active->tiles = tiles(TileKind::Barbarians, TileKind::Agriculture);
        QCOMPARE(conquered(RulebookPlayer(1).decide(plain)), areaNamed(plain, "plain"));
        const AiDecision decision = RulebookPlayer(1).decide(state);
        QCOMPARE(conquered(decision), areaNamed(state, "seashore"));
    }

    void revolutionariesConsiderEveryProvince()
    {
        // Revolutionaries: "Consider all of the provinces as candidates for the starting
        // province."
        const auto board = AiBoardBuilder()
                               .land("edge", Terrain::Prairie, true)
                               .land("heart", Terrain::Farmland)
                               .link("edge", "heart")
                               .build();
        GameState state = position(board, 1, Phase::Conquest,
                                   tiles(TileKind::Revolutionaries, TileKind::Agriculture), 10);
        QCOMPARE(conquered(RulebookPlayer(1).decide(state)), areaNamed(state, "heart"));
        state.player(1).active->tiles = tiles(TileKind::Barbarians, TileKind::Agriculture);
        QCOMPARE(conquered(RulebookPlayer(1).decide(state)), areaNamed(state, "edge"));
    }

    void diplomacyWithARealPlayer()
    {
        // Diplomacy: "An imaginary empire always declares peace with a real player. (If two are
        // playing, roll a die to determine who is chosen.)"
        const auto board = testmaps::rulesExampleBoard();
        GameState solo = position(board, 2, Phase::Conquest,
                                  tiles(TileKind::Diplomacy, TileKind::Barbarians), 10);
        const AiDecision decision = RulebookPlayer(1).decide(solo);
        QCOMPARE(decision.action.type, ActionType::DeclarePeace);
        QCOMPARE(decision.action.value, 0);
        QVERIFY(decision.dice.empty());

        GameState duo =
            position(board, 2, Phase::Conquest, tiles(TileKind::Diplomacy, TileKind::Barbarians),
                     10, {false, false, true, true});
        std::set<int> partners;
        for (quint64 seed = 1; seed <= 30; ++seed) {
            const AiDecision choice = RulebookPlayer(seed).decide(duo);
            QCOMPARE(choice.action.type, ActionType::DeclarePeace);
            QCOMPARE(choice.dice.empty(), false);
            partners.insert(choice.action.value);
        }
        QCOMPARE(partners, (std::set<int>{0, 1}));
    }

    void fortPlacedOffensively()
    {
        // Forts: "A virtual player only plays its fortresses offensively. The Fort will always
        // be placed in the province which is adjacent to the most opposing or neutral
        // civilizations." FR: "départage par la somme des valeurs des provinces voisines puis
        // par jet de dé".
        const auto board = AiBoardBuilder()
                               .land("a", Terrain::Farmland, true)
                               .land("b", Terrain::Farmland)
                               .land("c", Terrain::Farmland)
                               .land("x1", Terrain::Farmland)
                               .land("x2", Terrain::Mountain)
                               .land("y1", Terrain::Farmland)
                               .land("y2", Terrain::Farmland)
                               .land("z1", Terrain::Farmland)
                               .link("a", "b")
                               .link("b", "c")
                               .link("a", "x1")
                               .link("b", "x2")
                               .link("b", "y1")
                               .link("c", "y2")
                               .link("c", "z1")
                               .build();
        GameState state = position(board, 1, Phase::Reorganization,
                                   tiles(TileKind::Fortification, TileKind::Barbarians), 0);
        state.player(2).active = ActiveCivilization{};
        for (const char *id : {"a", "b", "c"})
            hold(state, id, Holder::Active, 1, 2);
        // b: x2 (neutral mountain, 0 points) and y1 (neutral): 2 opposing, worth 1.
        // c: y2 (player 2) and z1 (neutral): 2 opposing, worth 2 -> c wins the tie.
        hold(state, "x1", Holder::Neutral, -1, 1);
        hold(state, "x2", Holder::Neutral, -1, 1);
        hold(state, "y1", Holder::Neutral, -1, 1);
        hold(state, "y2", Holder::Active, 2, 1);
        hold(state, "z1", Holder::Neutral, -1, 1);
        const AiDecision decision = RulebookPlayer(1).decide(state);
        QCOMPARE(decision.action.type, ActionType::BuildFort);
        QCOMPARE(decision.action.area, areaNamed(state, "c"));
    }

    void homogeneousBorderDefence()
    {
        // "A virtual player distributes tokens so as to have a homogeneous defense along their
        // borders (taking into account mountains, forests, and fortresses)."
        const auto board = AiBoardBuilder()
                               .land("inner", Terrain::Farmland, true)
                               .land("farm", Terrain::Farmland)
                               .land("wood", Terrain::Forest)
                               .land("fort", Terrain::Farmland)
                               .land("o1", Terrain::Farmland)
                               .land("o2", Terrain::Farmland)
                               .land("o3", Terrain::Farmland)
                               .link("inner", "farm")
                               .link("inner", "wood")
                               .link("inner", "fort")
                               .link("farm", "o1")
                               .link("wood", "o2")
                               .link("fort", "o3")
                               .build();
        GameState state = position(board, 1, Phase::Reorganization,
                                   tiles(TileKind::Barbarians, TileKind::Barbarians), 4);
        hold(state, "inner", Holder::Active, 1, 1);
        hold(state, "farm", Holder::Active, 1, 1);
        hold(state, "wood", Holder::Active, 1, 1);
        hold(state, "fort", Holder::Active, 1, 1, true);
        for (const char *id : {"o1", "o2", "o3"})
            hold(state, id, Holder::Neutral, -1, 1);
        // 8 pawns: one in each province, the 4 others on the border until every border
        // province defends at 3: farm 3 pawns, the forest 2 (+1), the fort's province 2 (+1).
        const ReorganizationPlan plan = RulebookPlayer(1).reorganizationPlan(state);
        auto target = [&](const char *id) { return plan.target[areaNamed(state, id)]; };
        QCOMPARE(target("inner"), 1);
        QCOMPARE(target("farm"), 3);
        QCOMPARE(target("wood"), 2);
        QCOMPARE(target("fort"), 2);
        // Playing the plan out ends in exactly that placement, legally.
        RulebookPlayer player(1);
        while (state.phase == Phase::Reorganization)
            QVERIFY(!applyInPlace(state, player.decide(state).action));
        QCOMPARE(state.at(areaNamed(state, "farm")).pawns, 3);
        QCOMPARE(state.at(areaNamed(state, "wood")).pawns, 2);
        QCOMPARE(state.at(areaNamed(state, "fort")).pawns, 2);
        QCOMPARE(state.at(areaNamed(state, "inner")).pawns, 1);
    }

    void leftoverPawnsByPreference()
    {
        // "Any leftover tokens are distributed with the following preferences: 1. Provinces on
        // the edge of the board if new empires are entering this round. 2. Provinces adjacent to
        // an active empire. If there is a tie, tokens are placed in provinces that are worth more
        // victory points. If still tied, roll a die."
        const auto board = AiBoardBuilder()
                               .land("edge", Terrain::Prairie, true)
                               .land("front", Terrain::Prairie)
                               .land("rich", Terrain::Farmland)
                               .land("plain", Terrain::Prairie)
                               .land("enemy", Terrain::Prairie)
                               .land("wild1", Terrain::Prairie)
                               .land("wild2", Terrain::Prairie)
                               .land("wild3", Terrain::Prairie)
                               .link("edge", "front")
                               .link("front", "rich")
                               .link("rich", "plain")
                               .link("edge", "wild1")
                               .link("front", "enemy")
                               .link("rich", "wild2")
                               .link("plain", "wild3")
                               .build();
        GameState state = position(board, 1, Phase::Reorganization,
                                   tiles(TileKind::Agriculture, TileKind::Barbarians), 1);
        state.player(2).active = ActiveCivilization{};
        for (const char *id : {"edge", "front", "rich", "plain"})
            hold(state, id, Holder::Active, 1, 1);
        hold(state, "enemy", Holder::Active, 2, 1);
        auto leftoverGoesTo = [&](const GameState &position) {
            const ReorganizationPlan plan = RulebookPlayer(1).reorganizationPlan(position);
            for (const char *id : {"edge", "front", "rich", "plain"}) {
                if (plan.target[areaNamed(position, id)] == 2)
                    return QString::fromLatin1(id);
            }
            return QString();
        };
        // Player 3 has chosen a civilization that has not entered yet: the board's edge first.
        GameState entering = state;
        entering.player(3).active =
            ActiveCivilization{tiles(TileKind::Barbarians, TileKind::Weapons), 12, 0};
        QCOMPARE(leftoverGoesTo(entering), QStringLiteral("edge"));
        // No one entering: next to an active empire.
        QCOMPARE(leftoverGoesTo(state), QStringLiteral("front"));
        // No active empire around: the province worth more (farmland + Agriculture).
        GameState calm = state;
        hold(calm, "enemy", Holder::Neutral, -1, 1);
        calm.player(2).active.reset();
        QCOMPARE(leftoverGoesTo(calm), QStringLiteral("rich"));
    }

    void notBoundByCohesion()
    {
        // "Virtual players are not subject to the rule of cohesion."
        const auto board = AiBoardBuilder()
                               .land("west", Terrain::Farmland, true)
                               .land("gap", Terrain::Farmland)
                               .land("east", Terrain::Farmland)
                               .link("west", "gap")
                               .link("gap", "east")
                               .build();
        GameState state = position(board, 1, Phase::Reorganization,
                                   tiles(TileKind::Barbarians, TileKind::Barbarians), 2);
        hold(state, "west", Holder::Active, 1, 1);
        hold(state, "east", Holder::Active, 1, 1);
        hold(state, "gap", Holder::Neutral, -1, 1);
        RulebookPlayer player(1);
        while (state.phase == Phase::Reorganization) {
            const AiDecision decision = player.decide(state);
            QVERIFY(decision.action.type != ActionType::KeepPart);
            QVERIFY(!applyInPlace(state, decision.action));
        }
        QCOMPARE(state.at(areaNamed(state, "west")).holder, Holder::Active);
        QCOMPARE(state.at(areaNamed(state, "east")).holder, Holder::Active);
    }

    void rebirthConsidersDeclineAtTurnEnd()
    {
        // Rebirth: "Have the virtual player 'consider' putting the empire into decline at the
        // end of each turn, using the decline guidelines given above."
        const auto board =
            starBoard(Terrain::Farmland, Terrain::Farmland, Terrain::Farmland, Terrain::Farmland);
        GameState state =
            position(board, 1, Phase::TurnStart, tiles(TileKind::Rebirth, TileKind::Barbarians), 0);
        hold(state, "home", Holder::Active, 1, 1);
        // At the start of the turn it expands: Rebirth declines at the end.
        const AiDecision start = RulebookPlayer(1).decide(state);
        QCOMPARE(start.action.type, ActionType::Expand);
        QVERIFY(start.dice.empty());
        // After scoring: 1 point, 0 pawns to expand: the die (always > 0) sends it into decline.
        state.phase = Phase::RebirthDecision;
        const AiDecision end = RulebookPlayer(1).decide(state);
        QCOMPARE(end.action.type, ActionType::Decline);
        QCOMPARE(end.dice.size(), std::size_t(1));
        // A strong empire stays.
        for (const char *id : {"n1", "n2", "n3", "n4"})
            hold(state, id, Holder::Active, 1, 4);
        QCOMPARE(RulebookPlayer(1).decide(state).action.type, ActionType::EndTurn);
    }

    void lookAheadsPlayTheVirtualPlayersConquests()
    {
        // The Strategist's look-ahead (RolloutPolicy) plays a virtual seat as this player does,
        // with dice of its own: between equal provinces "roll a die to determine where the
        // civilization begins", and Ship Building "will always settle along a coastline that is
        // not part of an inland sea".
        const GameState tie = twoEqualEntries();
        const auto coasts = AiBoardBuilder()
                                .land("plain", Terrain::Farmland, true)
                                .land("seashore", Terrain::Prairie)
                                .sea("ocean", true)
                                .link("seashore", "ocean", LinkKind::Sea)
                                .build();
        const GameState shipBuilding = position(
            coasts, 1, Phase::Conquest, tiles(TileKind::ShipBuilding, TileKind::Agriculture), 10);
        std::set<AreaIndex> played;
        for (quint64 seed = 1; seed <= 40; ++seed) {
            GameState after = tie;
            RolloutPolicy(seed).step(after);
            played.insert(newlyHeld(tie, after, 1));
            after = shipBuilding;
            RolloutPolicy(seed).step(after);
            QCOMPARE(newlyHeld(shipBuilding, after, 1), areaNamed(shipBuilding, "seashore"));
        }
        // Both equal provinces, as the player's own die chooses them over as many seeds.
        QCOMPARE(played, choicesOverSeeds(tie));
    }

    void decisionsAreReproducibleAndOwnDice()
    {
        // The die is the player's own: the same seed and state give the same decision, and the
        // game's random state is never touched (decide takes the state as const).
        const auto board = testmaps::gridBoard(6, 5);
        GameOptions options;
        options.playerCount = 4;
        options.virtualSeats = {true, true, true, true};
        options.seed = 11;
        GameState state = *newGame(board, options);
        RulebookPlayer a(99);
        RulebookPlayer b(99);
        for (int step = 0; step < 400 && !state.isOver(); ++step) {
            const AiDecision first = a.decide(state);
            const AiDecision second = b.decide(state);
            QCOMPARE(first.action, second.action);
            QCOMPARE(first.dice, second.dice);
            const Rng before = state.rng;
            (void)a.decide(state);
            QCOMPARE(state.rng, before);
            QVERIFY(!applyInPlace(state, first.action));
        }
    }

    void playsWholeGames_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("rulebook") << QStringLiteral("rulebook");
        QTest::newRow("rulebook-variant") << QStringLiteral("rulebook-variant");
    }

    void playsWholeGames()
    {
        // Solo ("one player takes on three imaginary opponents") and the two-player table, to
        // the end at 150 points, every move legal, every move explained.
        QFETCH(QString, kind);
        const auto board = testmaps::gridBoard(7, 6);
        for (quint64 seed = 1; seed <= 6; ++seed) {
            GameOptions options;
            options.playerCount = 4;
            options.virtualSeats = seed % 2 ? std::vector<bool>{false, true, true, true}
                                            : std::vector<bool>{false, false, true, true};
            options.seed = seed;
            GameState state = *newGame(board, options);
            QCOMPARE(state.victoryTarget, 150);
            std::vector<std::unique_ptr<AiPlayer>> players;
            std::vector<AiPlayer *> seats;
            for (int seat = 0; seat < 4; ++seat) {
                players.push_back(
                    makeAiPlayer(options.isVirtual(seat) ? kind : QStringLiteral("random"),
                                 seed * 10 + static_cast<quint64>(seat)));
                seats.push_back(players.back().get());
            }
            int steps = 0;
            while (!state.isOver() && steps < 60000) {
                const AiDecision decision =
                    seats[static_cast<std::size_t>(state.actingPlayer())]->decide(state);
                if (options.isVirtual(state.actingPlayer()))
                    QVERIFY2(!decision.reason.empty(),
                             qPrintable(describeAction(decision.action, *board, u"en")));
                const auto refusal = applyInPlace(state, decision.action);
                QVERIFY2(!refusal, qPrintable(refusal ? refusal->message : QString()));
                ++steps;
            }
            QVERIFY(state.isOver());
        }
    }
};

QTEST_APPLESS_MAIN(TestAiRulebook)
#include "test_ai_rulebook.moc"
