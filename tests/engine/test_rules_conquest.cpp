// Rule clauses of conquest: start provinces, the cost of a province, zero-cost conquests, the
// defender's losses and survivors. Each test quotes the sentence it checks, naming the text
// and its section (the 1999 rules in English, French or German; the designer's errata).

#include "positions.h"
#include "rules/conquestcost.h"

#include <QTest>

using namespace vinci;
using namespace vinci::positions;
using namespace Qt::StringLiterals;

namespace {

/** Three players on the empty example board, player 0 to play with the given civilization. */
GameState attacker(TileKind first = TileKind::Barbarians, TileKind second = TileKind::Militia,
                   int hand = 20, GameOptions options = {})
{
    GameState state = newPosition(3, exampleBoard(), options);
    clearBoard(state);
    giveActive(state, 0, first, second, hand);
    return state;
}

int pawnsPaidFor(GameState &state, AreaIndex target)
{
    const int before = state.player(state.currentPlayer).active->hand;
    if (applyInPlace(state, Action::conquer(target)))
        return -1;
    return before - state.player(state.currentPlayer).active->hand;
}

} // namespace

/** Conquest: where a civilization may enter, what a province costs, what the defender loses. */
class TestRulesConquest : public QObject
{
    Q_OBJECT

private slots:
    void entering_data()
    {
        QTest::addColumn<QString>("province");
        QTest::addColumn<bool>("allowed");
        QTest::addRow("Ireland (board edge)") << u"ireland"_s << true;
        QTest::addRow("Scotland (one sea zone from the edge)") << u"scotland"_s << true;
        QTest::addRow("France (inland)") << u"france"_s << false;
        QTest::addRow("Northern Italy (an inner sea only)") << u"north-italy"_s << false;
        QTest::addRow("England (an inner sea only)") << u"england"_s << false;
        QTest::addRow("Brittany (on an edge sea)") << u"brittany"_s << true;
        QTest::addRow("Southern Italy (on an edge sea)") << u"south-italy"_s << true;
        QTest::addRow("Alps (inland mountain)") << u"alps"_s << false;
    }
    void entering()
    {
        // "A new civilization enters from the edge of the board. ... The starting province can
        // be a land province that touches any edge of the board, or a land province that can be
        // reached from the edge of the board by crossing only one sea (dark blue) region. Thus,
        // a player can start in Scotland or Ireland, but not in France or Northern Italy."
        // (1999 rules, English) "On peut ainsi commencer en Écosse ou en Irlande, mais pas en
        // France ni en Italie du Nord." (1999 rules, French)
        QFETCH(QString, province);
        QFETCH(bool, allowed);
        GameState state = attacker();
        startTurn(state, 0);
        PLAY(state, Action::expand());
        const AreaIndex target = state.board->indexOf(province).value();
        if (allowed) {
            PLAY(state, Action::conquer(target));
            QCOMPARE(state.at(target).holder, Holder::Active);
        } else {
            REFUSED(state, Action::conquer(target), RejectionCode::NotAStartProvince);
        }
    }

    void enteringOnTheEuropeMap_data()
    {
        QTest::addColumn<QString>("province");
        QTest::addColumn<bool>("allowed");
        QTest::addRow("Scotland") << u"scotland"_s << true;
        QTest::addRow("Ireland") << u"ireland"_s << true;
        QTest::addRow("France") << u"france"_s << false;
        QTest::addRow("Northern Italy") << u"north-italy"_s << false;
    }
    void enteringOnTheEuropeMap()
    {
        // "Thus, a player can start in Scotland or Ireland, but not in France or Northern
        // Italy." (1999 rules, English), on the board the game ships with.
        QFETCH(QString, province);
        QFETCH(bool, allowed);
        GameState state = newPosition(3, europeBoard());
        giveActive(state, 0, TileKind::Barbarians, TileKind::Militia, 20);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        const AreaIndex target = state.board->indexOf(province).value();
        if (allowed)
            PLAY(state, Action::conquer(target));
        else
            REFUSED(state, Action::conquer(target), RejectionCode::NotAStartProvince);
    }

    void startProvinceIsConqueredNormally()
    {
        // "Just as when expanding into any province, the player must commit several tokens
        // toward taking the starting province (see Expansion)." (1999 rules, English)
        GameState state = attacker();
        neutral(state, "ireland");
        startTurn(state, 0);
        PLAY(state, Action::expand());
        // Prairie 2 + one neutral pawn.
        QCOMPARE(pawnsPaidFor(state, area(state, "ireland")), 3);
        QCOMPARE(pawnsAt(state, "ireland"), 3);
        // Only the starting province comes from the edge; the next must be adjacent to it.
        REFUSED(state, Action::conquer(area(state, "brittany")), RejectionCode::NotAdjacent);
    }

    void costFormula_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("target");
        QTest::addColumn<int>("defenders");
        QTest::addColumn<bool>("enemy");
        QTest::addColumn<int>("cost");
        // "Cost of expanding into a province = 2 tokens (+1 for forest or mountain) +1 per
        // defending token -1 if attacking from an adjacent mountain province."
        QTest::addRow("farmland, empty") << u"brittany"_s << u"france"_s << 0 << false << 2;
        QTest::addRow("farmland, 1 neutral") << u"brittany"_s << u"france"_s << 1 << false << 3;
        QTest::addRow("farmland, 3 enemy") << u"brittany"_s << u"france"_s << 3 << true << 5;
        QTest::addRow("prairie, empty") << u"france"_s << u"brittany"_s << 0 << false << 2;
        QTest::addRow("prairie, 2 enemy") << u"france"_s << u"brittany"_s << 2 << true << 4;
        QTest::addRow("forest, empty") << u"france"_s << u"provence"_s << 0 << false << 3;
        QTest::addRow("forest, 1 neutral") << u"france"_s << u"provence"_s << 1 << false << 4;
        QTest::addRow("mountain, empty") << u"france"_s << u"alps"_s << 0 << false << 3;
        QTest::addRow("mountain, 2 enemy") << u"france"_s << u"alps"_s << 2 << true << 5;
        QTest::addRow("from a mountain: farmland")
            << u"alps"_s << u"north-italy"_s << 1 << false << 2;
        QTest::addRow("from a mountain: forest") << u"alps"_s << u"provence"_s << 0 << false << 2;
        QTest::addRow("from a mountain: 4 enemy") << u"alps"_s << u"france"_s << 4 << true << 5;
        QTest::addRow("from a mountain: farmland, empty")
            << u"apennines"_s << u"north-italy"_s << 0 << false << 1;
    }
    void costFormula()
    {
        // " Cost of a new Province: 2 tokens for all provinces. +1 token for a forest (dark
        // green) or mountain (gray) province. +1 token for every neutral or enemy token currently
        // residing in the province. -1 if the expanding player is attacking from a mountain
        // province adjacent to the target province." (1999 rules, English) "Coût de
        // l'absorption d'une province = 2 pions (3 pour forêt ou montagne) + 1 pion par défenseur
        // - 1 pion si l'on vient d'une montagne." (1999 rules, French)
        QFETCH(QString, from);
        QFETCH(QString, target);
        QFETCH(int, defenders);
        QFETCH(bool, enemy);
        QFETCH(int, cost);
        GameState state = attacker();
        const AreaIndex base = state.board->indexOf(from).value();
        const AreaIndex goal = state.board->indexOf(target).value();
        state.at(base) = ProvinceState{Holder::Active, 0, 1, false};
        if (defenders > 0) {
            if (enemy) {
                giveActive(state, 1, TileKind::Barbarians, TileKind::Weapons);
                state.at(goal) = ProvinceState{Holder::Active, 1, defenders, false};
            } else {
                state.at(goal) = ProvinceState{Holder::Neutral, -1, defenders, false};
            }
        }
        startTurn(state, 0);
        PLAY(state, Action::expand());
        const auto expected = cheapestConquest(state, 0, goal, false);
        QVERIFY(expected);
        QCOMPARE(expected->total, cost);
        QCOMPARE(pawnsPaidFor(state, goal), cost);
        QCOMPARE(state.at(goal).pawns, cost);
        QCOMPARE(state.at(goal).holder, Holder::Active);
    }

    void everyModifierAddsUp()
    {
        // "All of the modifiers on these tiles are cumulative." (1999 rules, English)
        // A forest with 2 pawns of a Militia empire and a fort, attacked by Weapons + Ship
        // Building from a fort on a mountain across a shared coast:
        // 2 +1 forest +2 defenders +1 fort +1 Militia -1 mountain -1 fort -1 Weapons -1 Ship = 3.
        const auto board = BoardBuilder()
                               .land("peak", Terrain::Mountain, true)
                               .land("woods", Terrain::Forest)
                               .link("peak", "woods", LinkKind::Coast)
                               .build();
        GameState state = newPosition(3, board);
        clearBoard(state);
        giveActive(state, 0, TileKind::Weapons, TileKind::ShipBuilding, 10);
        giveActive(state, 1, TileKind::Militia, TileKind::Barbarians);
        active(state, "peak", 0, 1, true);
        active(state, "woods", 1, 2, true);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        const ConquestCost cost = *cheapestConquest(state, 0, area(state, "woods"), false);
        QCOMPARE(cost.total, 3);
        QCOMPARE(cost.approach.kind, ApproachKind::OverCoast);
        QCOMPARE(cost.parts.size(), std::size_t(9));
        QCOMPARE(pawnsPaidFor(state, area(state, "woods")), 3);
    }

    void fromMountainAcrossACoast()
    {
        // "The +1 bonus given for attacking from a Mountain space applies when attack across
        // coastal boundaries. It does NOT apply when attacking across Sea spaces using
        // Astronomy." (1999 errata)
        const auto board = BoardBuilder()
                               .land("peak", Terrain::Mountain, true)
                               .land("shore", Terrain::Farmland)
                               .link("peak", "shore", LinkKind::Coast)
                               .build();
        GameState state = newPosition(3, board);
        clearBoard(state);
        giveActive(state, 0, TileKind::Barbarians, TileKind::Militia, 5);
        active(state, "peak", 0, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        QCOMPARE(pawnsPaidFor(state, area(state, "shore")), 1);
    }

    void theCheapestApproachIsUsed()
    {
        // "-1 if the expanding player is attacking from a mountain province adjacent to the
        // target province." (1999 rules, English): the cost depends on where the attack comes
        // from; the player attacks from the cheapest (docs/rules-decisions.md D8).
        GameState state = attacker();
        active(state, "france", 0, 1);
        active(state, "alps", 0, 1);
        neutral(state, "provence");
        startTurn(state, 0);
        PLAY(state, Action::expand());
        const ConquestCost cost = *cheapestConquest(state, 0, area(state, "provence"), false);
        QCOMPARE(cost.total, 3);
        QCOMPARE(cost.approach.from, area(state, "alps"));
        QCOMPARE(approachesTo(state, 0, area(state, "provence")).size(), std::size_t(2));
    }

    void neverBelowZero()
    {
        // "All of the modifiers on these tiles are cumulative. Exception: the cost of a conquest
        // and the number of lost tokens may never be negative (but can be 0)."
        // (1999 rules, English) Weapons doubled by Specialization, from a mountain, into
        // empty farmland: 2 - 1 - 2 = -1, so 0.
        GameState state = attacker(TileKind::Weapons, TileKind::Specialization, 0);
        active(state, "alps", 0, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        const ConquestCost cost = *cheapestConquest(state, 0, area(state, "north-italy"), false);
        QCOMPARE(cost.total, 0);
        QCOMPARE(cost.parts.back().term, CostTerm::NeverNegative);
        QCOMPARE(cost.parts.back().pawns, 1);
        QCOMPARE(pawnsPaidFor(state, area(state, "north-italy")), 0);
    }

    void zeroCostProvinceIsABaseAndNeedsAPawn()
    {
        // "Special Case: Because of some of the Civilization tile modifiers, it is possible that
        // expansion into a new province costs 0 tokens. The attacking player does not add a
        // token, and can use the province as a base for new expansions. However, the player must
        // ensure that there is at least one token in the province after Reorganization (see
        // Reorganization below) in order to keep and score this province at the end of the
        // turn." (1999 rules, English) "It is still possible to have an attack cost no pawns,
        // in which case you must move a piece into the conquered province during
        // Reorganization" (1999 errata)
        GameState state = attacker(TileKind::Weapons, TileKind::Specialization, 0);
        active(state, "alps", 0, 3);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "north-italy")));
        QCOMPARE(state.player(0).active->hand, 2);
        QCOMPARE(holderAt(state, "north-italy"), Holder::Active);
        QCOMPARE(pawnsAt(state, "north-italy"), 0);
        // Southern Italy is reachable only through Northern Italy.
        PLAY(state, Action::conquer(area(state, "south-italy")));
        QCOMPARE(pawnsAt(state, "south-italy"), 0);
        PLAY(state, Action::endConquest());
        PLAY(state, Action::place(area(state, "alps")));
        PLAY(state, Action::place(area(state, "alps")));
        // Three pawns for three provinces: the zero-cost ones must be filled.
        REFUSED(state, Action::endReorganization(), RejectionCode::ProvinceLeftEmpty);
        PLAY(state, Action::lift(area(state, "alps")));
        PLAY(state, Action::lift(area(state, "alps")));
        PLAY(state, Action::place(area(state, "north-italy")));
        PLAY(state, Action::place(area(state, "south-italy")));
        PLAY(state, Action::endReorganization());
        QCOMPARE(holderAt(state, "south-italy"), Holder::Active);
        // Scored: the Alps 0, two farmlands 1 each.
        QCOMPARE(state.player(0).score, 12);
    }

    void zeroCostProvinceWithoutPawnIsLost()
    {
        // "the player must ensure that there is at least one token in the province after
        // Reorganization ... in order to keep and score this province at the end of the turn."
        // (1999 rules, English)
        GameState state = attacker(TileKind::Weapons, TileKind::Specialization, 0);
        active(state, "alps", 0, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "north-italy")));
        PLAY(state, Action::endConquest());
        PLAY(state, Action::endReorganization());
        QCOMPARE(holderAt(state, "north-italy"), Holder::Empty);
        QCOMPARE(holderAt(state, "alps"), Holder::Active);
        QCOMPARE(state.player(0).score, 10);
    }

    void notEnoughPawns()
    {
        // "To take over a new province, a varying number of tokens is needed" (1999 rules,
        // English): without them, no conquest.
        GameState state = attacker(TileKind::Barbarians, TileKind::Militia, 0);
        active(state, "france", 0, 3);
        neutral(state, "provence");
        startTurn(state, 0);
        PLAY(state, Action::expand());
        REFUSED(state, Action::conquer(area(state, "provence")), RejectionCode::NotEnoughPawns);
        PLAY(state, Action::conquer(area(state, "brittany")));
    }

    void defenderLosesOnePawn()
    {
        // "In each conquered province, the defending civilization loses just one token
        // permanently. This token is removed from the board, and goes back into the appropriate
        // stock (brown token stock for neutral provinces, the defender's stock for all others)."
        // (1999 rules, English)
        GameState state = attacker();
        giveActive(state, 1, TileKind::Barbarians, TileKind::Weapons);
        active(state, "england", 0, 1);
        active(state, "france", 1, 3);
        active(state, "brittany", 1, 1);
        neutral(state, "scotland");
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "france")));
        QCOMPARE(state.player(1).pawnsRemoved, 1);
        QCOMPARE(state.player(1).active->pendingRedeploy, 2);
        QCOMPARE(pawnsAt(state, "france"), 5);
        PLAY(state, Action::conquer(area(state, "scotland")));
        QCOMPARE(state.neutralPawnsRemoved, 1);
    }

    void attackersNeverLosePawns()
    {
        // "Attacking civilizations never lose tokens." (1999 rules, English) "L'attaquant ne
        // perd pas de pion." (1999 rules, French)
        GameState state = attacker();
        giveActive(state, 1, TileKind::Militia, TileKind::Weapons);
        active(state, "england", 0, 1);
        active(state, "france", 1, 4, true);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        const int before = activePawns(state, 0);
        PLAY(state, Action::conquer(area(state, "france")));
        QCOMPARE(activePawns(state, 0), before);
        QCOMPARE(state.player(0).pawnsRemoved, 0);
        // Farmland 2 + 4 defenders + fort + Militia, all of them now in France.
        QCOMPARE(pawnsAt(state, "france"), 8);
    }

    void defenderRedeploysAtTheEndOfTheTurn()
    {
        // "Any additional tokens of the vanquished civilization are moved by the defender to
        // other provinces controlled by the defender's civilization at the end of the expanding
        // player's turn." (1999 rules, English) The engine asks the defender
        // (docs/rules-decisions.md D10).
        GameState state = attacker();
        giveActive(state, 1, TileKind::Barbarians, TileKind::Weapons);
        active(state, "england", 0, 1);
        active(state, "france", 1, 3);
        active(state, "brittany", 1, 1);
        active(state, "provence", 1, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "france")));
        // Still the attacker's turn: the survivors wait off the board.
        QCOMPARE(pawnsAt(state, "brittany"), 1);
        PLAY(state, Action::endConquest());
        PLAY(state, Action::place(area(state, "france")));
        PLAY(state, Action::place(area(state, "france")));
        while (state.player(0).active->hand > 0)
            PLAY(state, Action::place(area(state, "england")));
        PLAY(state, Action::endReorganization());
        // The attacker has scored; now the defender acts.
        QCOMPARE(state.player(0).score, 12);
        QCOMPARE(state.phase, Phase::Redeploy);
        QCOMPARE(state.actingPlayer(), 1);
        QCOMPARE(state.currentPlayer, 0);
        const auto legal = legalActions(state);
        QCOMPARE(legal.size(), std::size_t(2));
        REFUSED(state, Action::redeploy(area(state, "france")), RejectionCode::NothingToRedeploy);
        REFUSED(state, Action::redeploy(area(state, "ireland")), RejectionCode::NothingToRedeploy);
        PLAY(state, Action::redeploy(area(state, "brittany")));
        QCOMPARE(state.phase, Phase::Redeploy);
        PLAY(state, Action::redeploy(area(state, "brittany")));
        QCOMPARE(pawnsAt(state, "brittany"), 3);
        QCOMPARE(state.phase, Phase::TurnStart);
        QCOMPARE(state.currentPlayer, 1);
    }

    void defendersRedeployInTurnOrder()
    {
        // "at the end of the expanding player's turn" (1999 rules, English): each defender in
        // turn, starting after the attacker (docs/rules-decisions.md D10).
        GameState state = attacker();
        giveActive(state, 1, TileKind::Barbarians, TileKind::Weapons);
        giveActive(state, 2, TileKind::Barbarians, TileKind::Currency);
        active(state, "alps", 0, 1);
        active(state, "france", 2, 2);
        active(state, "brittany", 2, 1);
        active(state, "provence", 1, 2);
        active(state, "south-italy", 1, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "france")));
        PLAY(state, Action::conquer(area(state, "provence")));
        PLAY(state, Action::endConquest());
        while (state.player(0).active->hand > 0)
            PLAY(state, Action::place(area(state, "alps")));
        PLAY(state, Action::endReorganization());
        QCOMPARE(state.actingPlayer(), 1);
        PLAY(state, Action::redeploy(area(state, "south-italy")));
        QCOMPARE(state.actingPlayer(), 2);
        PLAY(state, Action::redeploy(area(state, "brittany")));
        QCOMPARE(state.phase, Phase::TurnStart);
        QCOMPARE(state.currentPlayer, 1);
    }

    void automaticRedeploy()
    {
        // "Any additional tokens of the vanquished civilization are moved by the defender to
        // other provinces" (1999 rules, English); option: the program places each on the
        // province with the fewest pawns (docs/rules-decisions.md D10).
        GameOptions options;
        options.autoRedeploy = true;
        GameState state = attacker(TileKind::Barbarians, TileKind::Militia, 20, options);
        giveActive(state, 1, TileKind::Barbarians, TileKind::Weapons);
        active(state, "england", 0, 1);
        active(state, "france", 1, 3);
        active(state, "brittany", 1, 1);
        active(state, "provence", 1, 4);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "france")));
        PLAY(state, Action::endConquest());
        while (state.player(0).active->hand > 0)
            PLAY(state, Action::place(area(state, "england")));
        PLAY(state, Action::endReorganization());
        QCOMPARE(state.phase, Phase::TurnStart);
        QCOMPARE(state.currentPlayer, 1);
        QCOMPARE(pawnsAt(state, "brittany"), 3);
        QCOMPARE(pawnsAt(state, "provence"), 4);
    }

    void wipedOutEmpireReentersWithItsSurvivors()
    {
        // "If a defending civilization loses all of its provinces, any surviving tokens are
        // removed from the board and may be used at the start of the player's next turn to enter
        // the board. These tokens enter the board as if the player were starting a new
        // civilization. However, no additional tokens are added to this re-entering
        // civilization." (1999 rules, English)
        GameState state = attacker();
        giveActive(state, 1, TileKind::Barbarians, TileKind::Currency);
        active(state, "england", 0, 1);
        active(state, "france", 1, 3);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "france")));
        PLAY(state, Action::endConquest());
        while (state.player(0).active->hand > 0)
            PLAY(state, Action::place(area(state, "england")));
        PLAY(state, Action::endReorganization());
        // Nothing to ask: the survivors wait in hand.
        QCOMPARE(state.currentPlayer, 1);
        QCOMPARE(state.phase, Phase::TurnStart);
        QCOMPARE(state.player(1).active->hand, 2);
        PLAY(state, Action::expand());
        QCOMPARE(state.player(1).active->hand, 2);
        REFUSED(state, Action::conquer(area(state, "alps")), RejectionCode::NotAStartProvince);
        PLAY(state, Action::conquer(area(state, "ireland")));
        QCOMPARE(state.player(1).active->hand, 0);
    }

    void reenteringKeepsItsPerTurnTiles()
    {
        // "However, no additional tokens are added to this re-entering civilization."
        // (1999 rules, English): no new allotment, but Medicine's "extra token at the
        // beginning of each turn" still comes (docs/rules-decisions.md D10).
        GameState state = attacker();
        giveActive(state, 1, TileKind::Medicine, TileKind::Barbarians);
        active(state, "england", 0, 1);
        active(state, "france", 1, 3);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "france")));
        PLAY(state, Action::endConquest());
        while (state.player(0).active->hand > 0)
            PLAY(state, Action::place(area(state, "england")));
        PLAY(state, Action::endReorganization());
        QCOMPARE(state.currentPlayer, 1);
        const int received = state.player(1).pawnsReceived;
        PLAY(state, Action::expand());
        QCOMPARE(state.player(1).active->hand, 2 + 1);
        QCOMPARE(state.player(1).pawnsReceived, received + 1);
    }
};

QTEST_APPLESS_MAIN(TestRulesConquest)
#include "test_rules_conquest.moc"
