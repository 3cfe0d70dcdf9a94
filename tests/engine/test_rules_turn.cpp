// Rule clauses of the expansion turn's frame: collecting and abandoning, adjacency, the
// reorganization and the rule of cohesion. Each test quotes the sentence it checks, naming the
// text and its section (the 1999 rules, the errata).

#include "positions.h"
#include "rules/cohesion.h"
#include "rules/conquestcost.h"

#include <QTest>

using namespace vinci;
using namespace vinci::positions;
using namespace Qt::StringLiterals;

namespace {

/** Three players on the empty example board; player 0 holds the given provinces. */
GameState holding(std::initializer_list<std::pair<const char *, int>> provinces, int hand = 0,
                  TileKind first = TileKind::Barbarians, TileKind second = TileKind::Militia)
{
    GameState state = newPosition(3);
    clearBoard(state);
    giveActive(state, 0, first, second, hand);
    for (const auto &[id, pawns] : provinces)
        active(state, id, 0, pawns);
    startTurn(state, 0);
    return state;
}

} // namespace

/** The expansion turn: collecting, abandoning, adjacency, reorganization, cohesion. */
class TestRulesTurn : public QObject
{
    Q_OBJECT

private slots:
    void turnStartsWithExpandOrDecline()
    {
        // "On each turn, the player must choose between two options: whether to expand the
        // current empire, or put it into decline and choose a new civilization to start on the
        // next turn." (1999 rules, English)
        GameState state = holding({{"ireland", 2}});
        const auto legal = legalActions(state);
        QCOMPARE(legal.size(), std::size_t(2));
        QVERIFY(isLegal(state, Action::expand()));
        QVERIFY(isLegal(state, Action::decline()));
        REFUSED(state, Action::conquer(area(state, "scotland")), RejectionCode::WrongPhase);
        REFUSED(state, Action::choose(0), RejectionCode::WrongPhase);
    }

    void collectingLeavesOnePawnPerProvince()
    {
        // "At the start of each turn, the player collects tokens from each of the occupied
        // provinces of their active empire, leaving one token behind in each province."
        // (1999 rules, English)
        GameState state = holding({{"ireland", 3}, {"scotland", 1}, {"england", 2}});
        PLAY(state, Action::expand());
        QCOMPARE(state.phase, Phase::Conquest);
        QCOMPARE(state.player(0).active->hand, 3);
        QCOMPARE(pawnsAt(state, "ireland"), 1);
        QCOMPARE(pawnsAt(state, "scotland"), 1);
        QCOMPARE(pawnsAt(state, "england"), 1);
    }

    void abandoningGivesUpTheProvince()
    {
        // "The player may remove all of the tokens from a province, but in doing so gives up
        // control of the province. A province thus vacated will belong to nobody and will cost
        // its normal amount to re-conquer it." (1999 rules, English) "you may leave a province
        // empty at the beginning of your turn, in which case you no longer own it"
        // (1999 errata)
        GameState state = holding({{"ireland", 3}, {"scotland", 1}, {"england", 2}});
        PLAY(state, Action::expand());
        PLAY(state, Action::abandon(area(state, "england")));
        QCOMPARE(holderAt(state, "england"), Holder::Empty);
        QCOMPARE(pawnsAt(state, "england"), 0);
        QCOMPARE(state.player(0).active->hand, 4);
        // Farmland, nobody in it: the normal 2 pawns.
        const auto cost = cheapestConquest(state, 0, area(state, "england"), false);
        QVERIFY(cost);
        QCOMPARE(cost->total, 2);
        REFUSED(state, Action::abandon(area(state, "france")), RejectionCode::NotYourProvince);
    }

    void abandonOnlyBeforeFirstConquest()
    {
        // "the player may abandon some or all of the provinces when collecting tokens at the
        // start of the turn" (1999 rules, English): collecting is phase 1, expanding phase 2
        // (docs/rules-decisions.md D5).
        GameState state = holding({{"ireland", 3}, {"scotland", 1}});
        PLAY(state, Action::expand());
        PLAY(state, Action::abandon(area(state, "scotland")));
        PLAY(state, Action::conquer(area(state, "england")));
        REFUSED(state, Action::abandon(area(state, "ireland")), RejectionCode::TooLateToAbandon);
        REFUSED(state, Action::abandon(area(state, "england")), RejectionCode::TooLateToAbandon);
    }

    void abandoningEverythingReentersAtOnce()
    {
        // "If you remove all the pieces from ALL your provinces, you may re-enter the board
        // immediately as if you had a new empire." (1999 errata)
        GameState state = holding({{"england", 3}, {"france", 2}});
        PLAY(state, Action::expand());
        PLAY(state, Action::abandon(area(state, "england")));
        PLAY(state, Action::abandon(area(state, "france")));
        QCOMPARE(state.player(0).active->hand, 5);
        QVERIFY(isEntering(state, 0));
        // France is no longer a base, and not a start province.
        REFUSED(state, Action::conquer(area(state, "france")), RejectionCode::NotAStartProvince);
        PLAY(state, Action::conquer(area(state, "brittany")));
        QCOMPARE(holderAt(state, "brittany"), Holder::Active);
    }

    void newCivilizationHasAllItsPawns()
    {
        // "When a player is entering a new civilization onto the board, all of the starting
        // tokens for that empire are available to expand." (1999 rules, English)
        GameState state = newPosition(3);
        putOnTrack(state, 0, TileKind::Barbarians, TileKind::Weapons);
        PLAY(state, Action::choose(0));
        const int received = state.player(0).active->hand;
        startTurn(state, 0);
        PLAY(state, Action::expand());
        QCOMPARE(state.player(0).active->hand, received);
    }

    void expansionIsIntoAdjacentProvinces()
    {
        // "Once the starting province is conquered, the civilization can expand into adjacent
        // provinces, and then keep expanding from the newly-conquered provinces. Any province
        // that has been conquered can immediately be used as a base for new expansion."
        // (1999 rules, English)
        GameState state = holding({{"ireland", 1}}, 12);
        PLAY(state, Action::expand());
        REFUSED(state, Action::conquer(area(state, "france")), RejectionCode::NotAdjacent);
        PLAY(state, Action::conquer(area(state, "england")));
        PLAY(state, Action::conquer(area(state, "france")));
        PLAY(state, Action::conquer(area(state, "alps")));
        QCOMPARE(holderAt(state, "alps"), Holder::Active);
        REFUSED(state, Action::conquer(area(state, "ireland")), RejectionCode::OwnProvince);
    }

    void sharedCoastIsAdjacent()
    {
        // "Note: Two provinces are adjacent if they share a common white border, or share an
        // adjacent coastline. For example, Ireland is adjacent to Scotland."
        // (1999 rules, English) "You may attack across coastal boundaries (black lines)
        // without having Astronomy. ... Provinces separated by black lines are considered
        // 'adjacent' for all purposes." (1999 errata) "deux provinces sont
        // adjacentes si elles ont une frontière commune, on ne tient pas compte des côtes :
        // l'Écosse est ainsi adjacente à l'Irlande." (1999 rules, French)
        GameState state = holding({{"ireland", 1}}, 6);
        QCOMPARE(state.board->linkKind(area(state, "ireland"), area(state, "scotland")),
                 LinkKind::Coast);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "scotland")));
        QCOMPARE(holderAt(state, "scotland"), Holder::Active);
    }

    void seaZonesAreImpassable()
    {
        // "The sea regions (dark blue) are never occupied. They can be crossed in order to start
        // a new civilization, but are otherwise impassable (exception: see the Astronomy
        // civilization tile.)" (1999 rules, English)
        GameState state = holding({{"scotland", 1}}, 12);
        PLAY(state, Action::expand());
        // Norway is one sea zone (the North Sea) away from Scotland.
        QVERIFY(!state.board->areNeighbours(area(state, "scotland"), area(state, "norway")));
        REFUSED(state, Action::conquer(area(state, "norway")), RejectionCode::NotAdjacent);
        REFUSED(state, Action::conquer(area(state, "north-sea")), RejectionCode::NotAProvince);
        QVERIFY(!isLegal(state, Action::conquer(area(state, "north-sea"))));
    }

    void pawnsStayWhereTheyConquer()
    {
        // "Tokens are not moved around on the board. ... The placed tokens must remain in the
        // province until the reorganization phase of the turn." (1999 rules, English)
        GameState state = holding({{"ireland", 3}}, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "scotland")));
        QCOMPARE(pawnsAt(state, "scotland"), 2);
        REFUSED(state, Action::lift(area(state, "scotland")), RejectionCode::WrongPhase);
        REFUSED(state, Action::place(area(state, "ireland")), RejectionCode::WrongPhase);
        PLAY(state, Action::endConquest());
        PLAY(state, Action::lift(area(state, "scotland")));
        PLAY(state, Action::place(area(state, "ireland")));
        QCOMPARE(pawnsAt(state, "ireland"), 2);
        QCOMPARE(pawnsAt(state, "scotland"), 1);
    }

    void reorganizationRules()
    {
        // "Once a player finishes conquering, the player may freely redistribute all of the
        // tokens of the active civilization among the provinces controlled by that
        // civilization. ... All of the tokens of a civilization must be placed on the board,
        // including any leftovers which were not used for expansion ... If possible, the player
        // must leave at least one token in each province." (1999 rules, English)
        GameState state = holding({{"ireland", 2}, {"scotland", 1}, {"england", 1}}, 3);
        PLAY(state, Action::expand());
        QCOMPARE(state.player(0).active->hand, 4);
        PLAY(state, Action::endConquest());
        QCOMPARE(state.phase, Phase::Reorganization);
        REFUSED(state, Action::endReorganization(), RejectionCode::PawnsLeftInHand);
        for (int i = 0; i < 4; ++i)
            PLAY(state, Action::place(area(state, "england")));
        REFUSED(state, Action::place(area(state, "england")), RejectionCode::HandEmpty);
        REFUSED(state, Action::place(area(state, "france")), RejectionCode::NotYourProvince);
        PLAY(state, Action::lift(area(state, "scotland")));
        PLAY(state, Action::place(area(state, "england")));
        REFUSED(state, Action::lift(area(state, "scotland")), RejectionCode::NoPawnToLift);
        // Scotland empty while there are pawns enough for every province.
        REFUSED(state, Action::endReorganization(), RejectionCode::ProvinceLeftEmpty);
        PLAY(state, Action::lift(area(state, "england")));
        PLAY(state, Action::place(area(state, "scotland")));
        PLAY(state, Action::endReorganization());
        QCOMPARE(pawnsAt(state, "england"), 5);
        QCOMPARE(pawnsAt(state, "scotland"), 1);
        QCOMPARE(pawnsAt(state, "ireland"), 1);
    }

    void fewerPawnsThanProvinces()
    {
        // "If possible, the player must leave at least one token in each province. Otherwise
        // the player chooses which provinces to preserve and which to abandon, following the
        // rule of cohesion (above). Empty provinces belong to no player." (1999 rules, English)
        // "You may NOT leave a province empty during the Reorganization phase at the END of your
        // turn, unless you have more provinces than pieces" (1999 errata)
        // Weapons doubled by Specialization: England (empty farmland) costs 2 - 2 = 0.
        GameState state = holding({{"ireland", 1}, {"scotland", 1}}, 0, TileKind::Weapons,
                                  TileKind::Specialization);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "england")));
        QCOMPARE(pawnsAt(state, "england"), 0);
        PLAY(state, Action::endConquest());
        // Two pawns, three provinces: one pawn in each of two (D13), never two in one.
        PLAY(state, Action::lift(area(state, "ireland")));
        PLAY(state, Action::place(area(state, "scotland")));
        REFUSED(state, Action::endReorganization(), RejectionCode::TwoPawnsWhileOneIsEmpty);
        PLAY(state, Action::lift(area(state, "scotland")));
        PLAY(state, Action::place(area(state, "england")));
        PLAY(state, Action::endReorganization());
        QCOMPARE(holderAt(state, "ireland"), Holder::Empty);
        QCOMPARE(holderAt(state, "scotland"), Holder::Active);
        QCOMPARE(holderAt(state, "england"), Holder::Active);
    }

    void cohesionKeepsThePartChosen_data()
    {
        QTest::addColumn<QString>("kept");
        QTest::addColumn<QString>("lost");
        QTest::addRow("keep Scotland") << u"scotland"_s << u"france"_s;
        QTest::addRow("keep France") << u"france"_s << u"scotland"_s;
    }
    void cohesionKeepsThePartChosen()
    {
        // "If after expanding an empire, it is not cohesive, the owning player must reorganize
        // their tokens in such a way that cohesion is reestablished. Players must choose which
        // portion of their non-cohesive empire to abandon, remove the tokens from that portion,
        // and place them back anywhere in a cohesive portion." (1999 rules, English)
        QFETCH(QString, kept);
        QFETCH(QString, lost);
        GameState state = holding({{"scotland", 2}, {"france", 2}});
        giveActive(state, 1, TileKind::Barbarians, TileKind::Weapons);
        active(state, "england", 1, 3);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::endConquest());
        PLAY(state, Action::place(area(state, "scotland")));
        PLAY(state, Action::place(area(state, "france")));
        REFUSED(state, Action::endReorganization(), RejectionCode::EmpireNotCohesive);
        const AreaIndex keep = state.board->indexOf(kept).value();
        const AreaIndex drop = state.board->indexOf(lost).value();
        QVERIFY(isLegal(state, Action::keepPart(keep)));
        QVERIFY(isLegal(state, Action::keepPart(drop)));
        PLAY(state, Action::keepPart(keep));
        QCOMPARE(state.at(drop).pawns, 0);
        QCOMPARE(state.player(0).active->hand, 2);
        // The portion is abandoned at once, not at the end of the reorganization: the window
        // showed it held with no pawn until the turn was confirmed, and a pawn could go back.
        QCOMPARE(state.at(drop).holder, Holder::Empty);
        REFUSED(state, Action::place(drop), RejectionCode::NotYourProvince);
        PLAY(state, Action::place(keep));
        PLAY(state, Action::place(keep));
        PLAY(state, Action::endReorganization());
        QCOMPARE(state.at(drop).holder, Holder::Empty);
        QCOMPARE(state.at(keep).pawns, 4);
        // The abandoned part does not score: one farmland or prairie province, 1 point.
        QCOMPARE(state.player(0).score, 11);
    }

    void cohesionAppliesOnlyAtTheEndOfTheTurn()
    {
        // "This rule is only applied at the end of a player's turn. If a civilization is split
        // by attacks from the other players, the controlling player of the split empire gets a
        // chance to reunite the civilization when it is once again their turn."
        // (1999 rules, English)
        GameState state = holding({{"scotland", 3}, {"france", 3}});
        giveActive(state, 1, TileKind::Barbarians, TileKind::Weapons);
        active(state, "england", 1, 1);
        startTurn(state, 0);
        QVERIFY(!isCohesive(*state.board, provincesOf(state, 0, Holder::Active), false));
        PLAY(state, Action::expand());
        // England: farmland 2 + 1 defender = 3; the empire is whole again.
        PLAY(state, Action::conquer(area(state, "england")));
        PLAY(state, Action::endConquest());
        PLAY(state, Action::place(area(state, "england")));
        QCOMPARE(state.player(0).active->hand, 0);
        QVERIFY(!isLegal(state, Action::keepPart(area(state, "france"))));
        PLAY(state, Action::endReorganization());
        QCOMPARE(provincesOf(state, 0, Holder::Active).size(), std::size_t(3));
    }

    void virtualPlayersIgnoreCohesion()
    {
        // "Virtual players are not subject to the rule of cohesion." (1999 rules, English)
        GameOptions options;
        options.virtualSeats = {true, false, false};
        GameState state = newPosition(3, exampleBoard(), options);
        clearBoard(state);
        giveActive(state, 0, TileKind::Barbarians, TileKind::Militia);
        active(state, "scotland", 0, 2);
        active(state, "france", 0, 2);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::endConquest());
        PLAY(state, Action::place(area(state, "scotland")));
        PLAY(state, Action::place(area(state, "france")));
        PLAY(state, Action::endReorganization());
        QCOMPARE(holderAt(state, "scotland"), Holder::Active);
        QCOMPARE(holderAt(state, "france"), Holder::Active);
    }

    void decliningEmpiresMayBeSplit()
    {
        // "The rule of cohesion does not apply to civilizations in decline, which may be broken
        // up into several parts." (1999 rules, English)
        GameState state = holding({{"south-italy", 2}});
        giveDeclining(state, 0);
        declining(state, "ireland", 0);
        declining(state, "brittany", 0);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::endConquest());
        PLAY(state, Action::place(area(state, "south-italy")));
        PLAY(state, Action::endReorganization());
        QCOMPARE(holderAt(state, "ireland"), Holder::Declining);
        QCOMPARE(holderAt(state, "brittany"), Holder::Declining);
        // Both parts score: 1 (active) + 2 (declining).
        QCOMPARE(state.player(0).score, 13);
    }
};

QTEST_APPLESS_MAIN(TestRulesTurn)
#include "test_rules_turn.moc"
