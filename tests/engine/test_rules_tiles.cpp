// The 26 civilization tile kinds, with the errata: each test quotes the sentence it checks
// (the 1999 rules' Civilization Tiles, the errata). Pawn numbers are never pinned here (see
// test_rules_setup).

#include "positions.h"
#include "rules/cohesion.h"
#include "rules/conquestcost.h"
#include "rules/scoring.h"

#include <QTest>

using namespace vinci;
using namespace vinci::positions;
using namespace Qt::StringLiterals;

namespace {

/** Ends the conquests and the reorganization, every pawn placed, empty provinces first. */
void placeAllAndEnd(GameState &state)
{
    if (state.phase == Phase::Conquest)
        QVERIFY(!applyInPlace(state, Action::endConquest()));
    const int me = state.currentPlayer;
    const auto own = provincesOf(state, me, Holder::Active);
    std::size_t next = 0;
    while (state.player(me).active->hand > 0 && !own.empty()) {
        AreaIndex target = own[next++ % own.size()];
        for (AreaIndex area : own) {
            if (state.at(area).pawns == 0)
                target = area;
        }
        QVERIFY(!applyInPlace(state, Action::place(target)));
    }
    const auto refusal = applyInPlace(state, Action::endReorganization());
    QVERIFY2(!refusal, qPrintable(refusal ? refusal->message : QString()));
}

int costOf(const GameState &state, const char *target, bool espionage = false)
{
    const auto cost = cheapestConquest(state, state.currentPlayer, area(state, target), espionage);
    return cost ? cost->total : -1;
}

} // namespace

/** Every tile kind's effect. */
class TestRulesTiles : public QObject
{
    Q_OBJECT

private slots:
    // ---- Yellow: victory points ---------------------------------------------------------

    void yellowBonuses_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("province");
        QTest::addColumn<int>("points");
        // "Agriculture. Farmland provinces (yellow) earn +1 victory point."
        QTest::addRow("Agriculture, farmland") << int(TileKind::Agriculture) << u"france"_s << 2;
        QTest::addRow("Agriculture, prairie") << int(TileKind::Agriculture) << u"brittany"_s << 1;
        QTest::addRow("Agriculture (decline), farmland")
            << int(TileKind::AgricultureDecline) << u"france"_s << 2;
        // "Livestock Breeding. Prairie land provinces (light green) earn +1 victory point."
        QTest::addRow("Livestock Breeding, prairie")
            << int(TileKind::LivestockBreeding) << u"scotland"_s << 2;
        QTest::addRow("Livestock Breeding, farmland")
            << int(TileKind::LivestockBreeding) << u"france"_s << 1;
        QTest::addRow("Livestock Breeding (decline), prairie")
            << int(TileKind::LivestockBreedingDecline) << u"scotland"_s << 2;
        // "Mining. Mining provinces (with a pickaxe) earn +2 victory points." "Mining produces 2
        // extra VPs in each province with a pickaxe." (errata)
        QTest::addRow("Mining, mine on a mountain") << int(TileKind::Mining) << u"alps"_s << 2;
        QTest::addRow("Mining, mine in a forest") << int(TileKind::Mining) << u"norway"_s << 3;
        QTest::addRow("Mining, no mine") << int(TileKind::Mining) << u"france"_s << 1;
        QTest::addRow("Mining (decline), mine") << int(TileKind::MiningDecline) << u"norway"_s << 3;
        // "Port Building. Port provinces (with an anchor) earn +1 victory point."
        QTest::addRow("Port Building, port") << int(TileKind::PortBuilding) << u"ireland"_s << 2;
        QTest::addRow("Port Building, no port")
            << int(TileKind::PortBuilding) << u"scotland"_s << 1;
        QTest::addRow("Port Building (decline), port")
            << int(TileKind::PortBuildingDecline) << u"england"_s << 2;
        // "Currency. Each province in the empire earns +1 victory point (including the
        // mountains)."
        QTest::addRow("Currency, farmland") << int(TileKind::Currency) << u"france"_s << 2;
        QTest::addRow("Currency, mountain") << int(TileKind::Currency) << u"alps"_s << 1;
        // "Mountaineering. ... These provinces also earn +1 victory point."
        QTest::addRow("Mountaineering, mountain")
            << int(TileKind::Mountaineering) << u"apennines"_s << 1;
        QTest::addRow("Mountaineering, forest")
            << int(TileKind::Mountaineering) << u"provence"_s << 1;
        // "Barbarians. No special abilities, but there are a lot of them."
        QTest::addRow("Barbarians, farmland") << int(TileKind::Barbarians) << u"france"_s << 1;
        QTest::addRow("Barbarians, mountain") << int(TileKind::Barbarians) << u"alps"_s << 0;
    }
    void yellowBonuses()
    {
        // "Yellow tiles and tiles marked with a yellow and black circle are abilities that
        // affect victory points." (1999 rules, English); the sentence of each tile is quoted
        // in the data rows.
        QFETCH(int, kind);
        QFETCH(QString, province);
        QFETCH(int, points);
        GameState state = civ(static_cast<TileKind>(kind), TileKind::Militia, 0);
        const AreaIndex held = state.board->indexOf(province).value();
        state.at(held) = ProvinceState{Holder::Active, 0, 2, false};
        startTurn(state, 0);
        QCOMPARE(provincePoints(state, held, state.player(0).active->tiles), points);
        PLAY(state, Action::expand());
        placeAllAndEnd(state);
        QCOMPARE(state.player(0).score, 10 + points);
    }

    void slavery()
    {
        // "Slavery. Each enemy or neutral token eliminated from a province (except
        // Fortification tokens) earns +1 victory point. Only tokens that are removed from the
        // board, and returned to the player's (or the neutral) stock pile are counted, not those
        // that are relocated. This modifier applies to enemy tokens from civilizations in
        // decline as well." (1999 rules, English)
        GameState state = civ(TileKind::Slavery, TileKind::Barbarians, 20);
        giveActive(state, 1, TileKind::Barbarians, TileKind::Weapons);
        giveDeclining(state, 2);
        active(state, "england", 0, 1);
        active(state, "france", 1, 3, true); // 1 eliminated, 2 relocated, the fort not counted
        active(state, "alps", 1, 1);
        neutral(state, "scotland");      // 1 eliminated
        declining(state, "brittany", 2); // 1 eliminated (a declining enemy)
        empty(state, "ireland");         // nobody eliminated
        giveDeclining(state, 0);
        declining(state, "provence", 0); // own pawns cleared by contact: not counted
        startTurn(state, 0);
        PLAY(state, Action::expand());
        for (const char *target : {"france", "scotland", "brittany", "ireland"})
            PLAY(state, Action::conquer(area(state, target)));
        QCOMPARE(holderAt(state, "provence"), Holder::Empty);
        QCOMPARE(state.turn.slaveryPawns, 3);
        const ScoreBreakdown preview = expansionScore(state, 0);
        QCOMPARE(preview.slavery, 3);
        placeAllAndEnd(state);
        // Five provinces + 3 for Slavery.
        QCOMPARE(state.player(0).score, 10 + 5 + 3);
    }

    void slaverySpecialized()
    {
        // "all yellow and pink counters can be doubled" (1999 errata)
        GameState state = civ(TileKind::Slavery, TileKind::Specialization, 20);
        active(state, "england", 0, 1);
        neutral(state, "scotland");
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "scotland")));
        placeAllAndEnd(state);
        QCOMPARE(state.player(0).score, 10 + 2 + 2);
    }

    // ---- Pink: combat ---------------------------------------------------------------------

    void espionage()
    {
        // "Espionage. Once per turn, a province can be conquered at the cost of two tokens,
        // regardless of how heavily it is defended. All other modifiers are ignored (including
        // province type, other civilization tiles, etc.). This ability may only be used once per
        // turn, and does not affect any other conquests." (1999 rules, English) "La conquête
        // d'une nouvelle province coûte, une fois par tour, exactement deux pions"
        // (1999 rules, French)
        GameState state = civ(TileKind::Espionage, TileKind::Barbarians, 20);
        giveActive(state, 1, TileKind::Militia, TileKind::Weapons);
        active(state, "france", 0, 1);
        active(state, "alps", 1, 5, true);
        neutral(state, "provence", 2);
        neutral(state, "brittany");
        startTurn(state, 0);
        PLAY(state, Action::expand());
        // A mountain, 5 defenders, a fort, Militia: normally 3 + 5 + 1 + 1 = 10.
        QCOMPARE(costOf(state, "alps"), 10);
        QCOMPARE(costOf(state, "alps", true), 2);
        const int hand = state.player(0).active->hand;
        PLAY(state, Action::conquer(area(state, "alps"), true));
        QCOMPARE(state.player(0).active->hand, hand - 2);
        QCOMPARE(pawnsAt(state, "alps"), 2);
        REFUSED(state, Action::conquer(area(state, "provence"), true),
                RejectionCode::EspionageUsed);
        // Other conquests are normal: a forest with 2 neutrals, from the Alps (-1) = 4.
        QCOMPARE(costOf(state, "provence"), 4);
        PLAY(state, Action::conquer(area(state, "provence")));
        // Still reachable only: Norway is across the sea.
        GameState next = civ(TileKind::Espionage, TileKind::Barbarians, 20);
        active(next, "england", 0, 1);
        startTurn(next, 0);
        PLAY(next, Action::expand());
        REFUSED(next, Action::conquer(area(next, "norway"), true), RejectionCode::NotAdjacent);
    }

    void espionageIgnoresBonusesToo()
    {
        // "All other modifiers are ignored (including province type, other civilization tiles,
        // etc.)." (1999 rules, English): a conquest cheaper than 2 costs exactly 2 with spies.
        GameState state = civ(TileKind::Espionage, TileKind::Barbarians, 20);
        active(state, "alps", 0, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        QCOMPARE(costOf(state, "north-italy"), 1);
        QCOMPARE(costOf(state, "north-italy", true), 2);
        const auto refusal = checkAction(state, Action::conquer(area(state, "north-italy"), true));
        QVERIFY(!refusal);
        GameState without = civ(TileKind::Weapons, TileKind::Barbarians, 20);
        active(without, "alps", 0, 1);
        startTurn(without, 0);
        PLAY(without, Action::expand());
        REFUSED(without, Action::conquer(area(without, "north-italy"), true),
                RejectionCode::NoEspionage);
    }

    void espionageSpecializedTwicePerTurn()
    {
        // "all yellow and pink counters can be doubled" (1999 errata)
        GameState state = civ(TileKind::Espionage, TileKind::Specialization, 20);
        active(state, "france", 0, 1);
        neutral(state, "alps", 4);
        neutral(state, "provence", 4);
        neutral(state, "brittany", 4);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "alps"), true));
        PLAY(state, Action::conquer(area(state, "provence"), true));
        REFUSED(state, Action::conquer(area(state, "brittany"), true),
                RejectionCode::EspionageUsed);
    }

    void fieldGeneral()
    {
        // "Field General. The civilization receives 7 extra tokens at the beginning of the turn,
        // but loses 7 at the end of the turn (they can be used only for expansion, but not for
        // defense). These 7 tokens are removed before counting victory points and before
        // checking for cohesion." (1999 rules, English)
        GameState state = civ(TileKind::FieldGeneral, TileKind::Barbarians, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        QCOMPARE(state.player(0).active->hand, 8);
        PLAY(state, Action::conquer(area(state, "ireland")));
        PLAY(state, Action::conquer(area(state, "scotland")));
        PLAY(state, Action::conquer(area(state, "england")));
        QCOMPARE(state.player(0).active->hand, 2);
        PLAY(state, Action::endConquest());
        // Seven pawns gone: 2 from the hand, 5 from the provinces; one pawn is left.
        QCOMPARE(activePawns(state, 0), 1);
        QCOMPARE(state.player(0).pawnsRemoved, 7);
        QCOMPARE(state.player(0).pawnsReceived, 8);
        placeAllAndEnd(state);
        // Only one province can be kept and scored.
        QCOMPARE(provincesOf(state, 0, Holder::Active).size(), std::size_t(1));
        QCOMPARE(state.player(0).score, 11);
    }

    void fieldGeneralIsRemovedBeforeCohesion()
    {
        // "These 7 tokens are removed before counting victory points and before checking for
        // cohesion." (1999 rules, English): the pawns that could have joined two parts are
        // gone when cohesion is checked.
        GameState state = civ(TileKind::FieldGeneral, TileKind::Barbarians, 0);
        giveActive(state, 1, TileKind::Barbarians, TileKind::Weapons);
        active(state, "scotland", 0, 1);
        active(state, "france", 0, 1);
        active(state, "england", 1, 2);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        QCOMPARE(state.player(0).active->hand, 7);
        // England: 2 + 2 defenders = 4, joining the two parts with Field General pawns only.
        PLAY(state, Action::conquer(area(state, "england")));
        PLAY(state, Action::endConquest());
        QCOMPARE(activePawns(state, 0), 2);
        // Two pawns for Scotland - England - France: the two ends alone are not cohesive.
        for (AreaIndex own : provincesOf(state, 0, Holder::Active)) {
            while (state.at(own).pawns > 0)
                PLAY(state, Action::lift(own));
        }
        PLAY(state, Action::place(area(state, "scotland")));
        PLAY(state, Action::place(area(state, "france")));
        REFUSED(state, Action::endReorganization(), RejectionCode::EmpireNotCohesive);
        PLAY(state, Action::lift(area(state, "france")));
        PLAY(state, Action::place(area(state, "england")));
        PLAY(state, Action::endReorganization());
        QCOMPARE(holderAt(state, "france"), Holder::Empty);
        QCOMPARE(state.player(0).score, 12);
    }

    void fieldGeneralSpecialized()
    {
        // "all yellow and pink counters can be doubled" (1999 errata)
        GameState state = civ(TileKind::FieldGeneral, TileKind::Specialization, 0);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        QCOMPARE(state.player(0).active->hand, 14);
    }

    void fortification()
    {
        // "Fortification. At the end of each turn, the player may place a fortress (brown token)
        // in any province in their active civilization. Only one fortress may be placed per turn
        // and only one fortress per province is allowed." (1999 rules, English) "On peut
        // placer un fort sur une montagne." (1999 rules, French)
        GameState state = civ(TileKind::Fortification, TileKind::Barbarians, 0);
        active(state, "france", 0, 2);
        active(state, "alps", 0, 1);
        active(state, "brittany", 0, 1, true);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        REFUSED(state, Action::buildFort(area(state, "france")), RejectionCode::WrongPhase);
        PLAY(state, Action::endConquest());
        REFUSED(state, Action::buildFort(area(state, "brittany")), RejectionCode::FortAlreadyThere);
        REFUSED(state, Action::buildFort(area(state, "ireland")), RejectionCode::NotYourProvince);
        PLAY(state, Action::buildFort(area(state, "alps")));
        REFUSED(state, Action::buildFort(area(state, "france")), RejectionCode::FortLimitReached);
        placeAllAndEnd(state);
        QVERIFY(state.at(area(state, "alps")).fort);
        QVERIFY(!state.at(area(state, "france")).fort);
        // Without the tile, no fort.
        GameState without = civ(TileKind::Barbarians, TileKind::Militia, 0);
        active(without, "france", 0, 1);
        startTurn(without, 0);
        PLAY(without, Action::expand());
        PLAY(without, Action::endConquest());
        REFUSED(without, Action::buildFort(area(without, "france")),
                RejectionCode::NoFortification);
    }

    void fortificationSpecialized()
    {
        // "Specialized Fortification allows an empire to build two forts per turn (not in the
        // same province, as the restriction of one fort per province still holds)."
        // (1999 errata)
        GameState state = civ(TileKind::Fortification, TileKind::Specialization, 0);
        active(state, "france", 0, 1);
        active(state, "brittany", 0, 1);
        active(state, "provence", 0, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::endConquest());
        PLAY(state, Action::buildFort(area(state, "france")));
        REFUSED(state, Action::buildFort(area(state, "france")), RejectionCode::FortAlreadyThere);
        PLAY(state, Action::buildFort(area(state, "brittany")));
        REFUSED(state, Action::buildFort(area(state, "provence")), RejectionCode::FortLimitReached);
    }

    void fortCosts()
    {
        // "A province with a fortress costs +1 token to conquer, and attacks made from this
        // province cost -1 token." (1999 rules, English) "un fort a le même effet qu'une
        // montagne" (1999 rules, French)
        GameState state = civ(TileKind::Barbarians, TileKind::Militia, 20);
        giveActive(state, 1, TileKind::Fortification, TileKind::Barbarians);
        active(state, "england", 0, 1);
        active(state, "france", 0, 1, true);
        active(state, "brittany", 1, 1, true);
        neutral(state, "provence");
        startTurn(state, 0);
        PLAY(state, Action::expand());
        // Brittany: prairie 2 + 1 defender + 1 fort - 1 from the fort in France = 3.
        QCOMPARE(costOf(state, "brittany"), 3);
        // Provence: forest 3 + 1 neutral - 1 from the fort in France = 3.
        QCOMPARE(costOf(state, "provence"), 3);
        // Scotland is attacked from England, no fort: prairie 2.
        QCOMPARE(costOf(state, "scotland"), 2);
        PLAY(state, Action::conquer(area(state, "brittany")));
        // "The fortress disappears if the province is conquered"
        QVERIFY(!state.at(area(state, "brittany")).fort);
    }

    void fortsStayInDeclineButNoNewOnes()
    {
        // "The fortress remains during the decline of this empire, but new fortresses may not be
        // added to an empire in decline. The fortress disappears if the province is conquered or
        // abandoned in any way." (1999 rules, English) "For Fortification, the icon is there
        // to indicate that the forts remain when the empire goes into Decline (but it can build
        // no new ones)." (1999 errata)
        GameState state = civ(TileKind::Fortification, TileKind::Barbarians, 0);
        active(state, "france", 0, 2, true);
        active(state, "brittany", 0, 1);
        startTurn(state, 0);
        PLAY(state, Action::decline());
        QVERIFY(state.at(area(state, "france")).fort);
        QCOMPARE(holderAt(state, "france"), Holder::Declining);
        QVERIFY(!state.player(0).declining->tiles.has(TileKind::Fortification));
        // The declining fort still defends: farmland 2 + 1 pawn + 1 fort.
        giveActive(state, 1, TileKind::Barbarians, TileKind::Weapons, 10);
        active(state, "england", 1, 1);
        startTurn(state, 1);
        PLAY(state, Action::expand());
        QCOMPARE(costOf(state, "france"), 4 - 1); // Weapons
        // The player's next empire cannot build on the declining provinces.
        GameState later = civ(TileKind::Fortification, TileKind::Barbarians, 0);
        giveDeclining(later, 0);
        declining(later, "france", 0, 1, false);
        active(later, "south-italy", 0, 1);
        startTurn(later, 0);
        PLAY(later, Action::expand());
        PLAY(later, Action::endConquest());
        REFUSED(later, Action::buildFort(area(later, "france")), RejectionCode::NotYourProvince);
    }

    void fortDisappearsWhenAbandoned()
    {
        // "The fortress disappears if the province is conquered or abandoned in any way."
        // (1999 rules, English)
        GameState state = civ(TileKind::Fortification, TileKind::Barbarians, 0);
        active(state, "france", 0, 2, true);
        active(state, "brittany", 0, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::abandon(area(state, "france")));
        QVERIFY(state.at(area(state, "france")) == ProvinceState{});
    }

    void militia_data()
    {
        QTest::addColumn<int>("second");
        QTest::addColumn<bool>("inDecline");
        QTest::addColumn<int>("cost");
        QTest::addRow("Militia") << int(TileKind::Barbarians) << false << 4;
        QTest::addRow("Militia specialized") << int(TileKind::Specialization) << false << 5;
        QTest::addRow("Militia in decline") << int(TileKind::Barbarians) << true << 3;
    }
    void militia()
    {
        // "Militia. Each time another player wishes to conquer a province of a civilization with
        // militia, it costs one extra token." (1999 rules, English) The tile leaves when the
        // civilization declines ("Civilization tiles for the civilization are removed from the
        // board").
        QFETCH(int, second);
        QFETCH(bool, inDecline);
        QFETCH(int, cost);
        GameState state = civ(TileKind::Barbarians, TileKind::Currency, 20);
        active(state, "england", 0, 1);
        if (inDecline) {
            giveDeclining(state, 1);
            declining(state, "france", 1, 1);
        } else {
            giveActive(state, 1, TileKind::Militia, static_cast<TileKind>(second));
            active(state, "france", 1, 1);
        }
        startTurn(state, 0);
        PLAY(state, Action::expand());
        QCOMPARE(costOf(state, "france"), cost);
    }

    void mountaineering_data()
    {
        QTest::addColumn<int>("second");
        QTest::addColumn<QString>("target");
        QTest::addColumn<int>("cost");
        QTest::addRow("mountain") << int(TileKind::Barbarians) << u"alps"_s << 2;
        QTest::addRow("mountain, specialized") << int(TileKind::Specialization) << u"alps"_s << 1;
        QTest::addRow("forest") << int(TileKind::Barbarians) << u"provence"_s << 3;
    }
    void mountaineering()
    {
        // "Mountaineering. Conquering a mountain province (gray) costs one token less. These
        // provinces also earn +1 victory point." (1999 rules, English)
        QFETCH(int, second);
        QFETCH(QString, target);
        QFETCH(int, cost);
        GameState state = civ(TileKind::Mountaineering, static_cast<TileKind>(second), 20);
        active(state, "france", 0, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        QCOMPARE(costOf(state, qPrintable(target)), cost);
        PLAY(state, Action::conquer(state.board->indexOf(target).value()));
        placeAllAndEnd(state);
        const int level = second == int(TileKind::Specialization) ? 2 : 1;
        QCOMPARE(state.player(0).score, 10 + 1 + (target == u"alps"_s ? level : 1));
    }

    void shipBuilding_data()
    {
        QTest::addColumn<int>("second");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("target");
        QTest::addColumn<int>("cost");
        // D7: the -1 goes along a shared coast (a coast link, or a white border between two
        // shores of one sea zone), across the sea with Astronomy, and when entering by sea.
        QTest::addRow("over a shared coast")
            << int(TileKind::Barbarians) << u"ireland"_s << u"scotland"_s << 1;
        QTest::addRow("over a white border along the same coast")
            << int(TileKind::Barbarians) << u"scotland"_s << u"england"_s << 1;
        QTest::addRow("over a white border to another sea's shore")
            << int(TileKind::Barbarians) << u"provence"_s << u"north-italy"_s << 2;
        QTest::addRow("over a white border to an inland province")
            << int(TileKind::Barbarians) << u"north-italy"_s << u"alps"_s << 3;
        QTest::addRow("Northern to Southern Italy")
            << int(TileKind::Barbarians) << u"north-italy"_s << u"south-italy"_s << 1;
        QTest::addRow("entering by sea")
            << int(TileKind::Barbarians) << QString() << u"brittany"_s << 1;
        QTest::addRow("across the sea with Astronomy")
            << int(TileKind::Astronomy) << u"ireland"_s << u"norway"_s << 2;
        QTest::addRow("specialized, over a coast")
            << int(TileKind::Specialization) << u"england"_s << u"france"_s << 0;
        QTest::addRow("specialized, along the same coast")
            << int(TileKind::Specialization) << u"scotland"_s << u"england"_s << 0;
        QTest::addRow("Revolutionaries entering inland")
            << int(TileKind::Revolutionaries) << QString() << u"alps"_s << 3;
        QTest::addRow("Revolutionaries entering on a coast")
            << int(TileKind::Revolutionaries) << QString() << u"north-italy"_s << 1;
        QTest::addRow("Revolutionaries entering on a coast without a sea zone")
            << int(TileKind::Revolutionaries) << QString() << u"france"_s << 2;
    }
    void shipBuilding()
    {
        // "Galères. Absorber une province coûte un pion de moins si la province de départ et la
        // province absorbée ont une côte commune (partagent une même zone bleu clair). Exemples :
        // Italie du nord et du sud, Angleterre et Irlande. Les Galères sont utilisables en
        // conjonction avec Astronomie, ainsi que lors de l'entrée en jeu d'un peuple, si
        // celle-ci se fait par mer." (1999 rules, French) "Galeeren: Für jede Küstenprovinz, die
        // entlang der selben Küste übernommen wird, benötigt der Angreifer einen Spielstein
        // weniger." (1999 rules, German) "Revolutionaries. ... Bonuses from the civilization's
        // second tile, such as Mountaineering and Ship Building, Astronomy, etc. are still
        // applied where appropriate." (1999 rules, English)
        QFETCH(int, second);
        QFETCH(QString, from);
        QFETCH(QString, target);
        QFETCH(int, cost);
        GameState state = civ(TileKind::ShipBuilding, static_cast<TileKind>(second), 20);
        if (!from.isEmpty())
            state.at(state.board->indexOf(from).value()) =
                ProvinceState{Holder::Active, 0, 1, false};
        startTurn(state, 0);
        PLAY(state, Action::expand());
        QCOMPARE(costOf(state, qPrintable(target)), cost);
        const int hand = state.player(0).active->hand;
        PLAY(state, Action::conquer(state.board->indexOf(target).value()));
        QCOMPARE(state.player(0).active->hand, hand - cost);
    }

    void shipBuildingEnteringOverLand()
    {
        // "Les Galères sont utilisables ... lors de l'entrée en jeu d'un peuple, si celle-ci se
        // fait par mer." (1999 rules, French) A start province on the land edge whose only
        // water is a lake (a sea zone away from the edge) is not entered by sea; one on a sea
        // zone at the board's edge is.
        const auto board = BoardBuilder()
                               .land("lakeshore", Terrain::Prairie, true)
                               .land("seashore", Terrain::Prairie)
                               .sea("lake", false)
                               .sea("ocean", true)
                               .link("lakeshore", "lake", LinkKind::Sea)
                               .link("seashore", "ocean", LinkKind::Sea)
                               .link("lakeshore", "seashore", LinkKind::Land)
                               .build();
        GameState state = newPosition(3, board);
        clearBoard(state);
        giveActive(state, 0, TileKind::ShipBuilding, TileKind::Barbarians, 10);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        QVERIFY(board->isCoastal(area(state, "lakeshore")));
        QCOMPARE(costOf(state, "lakeshore"), 2);
        QCOMPARE(costOf(state, "seashore"), 1);
        PLAY(state, Action::conquer(area(state, "lakeshore")));
        QCOMPARE(state.player(0).active->hand, 8);
    }

    void shipBuildingOnTheEuropeMap()
    {
        // "Galeeren: Für jede Küstenprovinz, die entlang der selben Küste übernommen wird,
        // benötigt der Angreifer einen Spielstein weniger." (1999 rules, German) On the board
        // the game ships with: Brittany and Aquitaine, neighbours on the Bay of Biscay, share a
        // coast; France (on the Channel) and Aquitaine (on the Bay) do not, their border lies
        // inland behind Brittany; Northern and Southern Italy, the French text's example, do.
        GameState state = newPosition(3, europeBoard());
        clearBoard(state);
        giveActive(state, 0, TileKind::ShipBuilding, TileKind::Barbarians, 20);
        active(state, "brittany", 0, 1);
        active(state, "france", 0, 1);
        active(state, "north-italy", 0, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        // Aquitaine is a forest: 3, -1 along the coast from Brittany.
        const ConquestCost aquitaine = *cheapestConquest(state, 0, area(state, "aquitaine"), false);
        QCOMPARE(aquitaine.total, 2);
        QCOMPARE(aquitaine.approach.from, area(state, "brittany"));
        QCOMPARE(aquitaine.approach.kind, ApproachKind::OverCoast);
        QVERIFY(!state.board->shareCoast(area(state, "france"), area(state, "aquitaine")));
        QCOMPARE(costOf(state, "south-italy"), 1);

        // "si celle-ci se fait par mer" (1999 rules, French): Ireland, on the Atlantic, is
        // entered by sea; Novgorod, on the land edge, only touches the Baltic, two seas away
        // from the edge, so a civilization entering there comes over land.
        GameState entering = newPosition(3, europeBoard());
        clearBoard(entering);
        giveActive(entering, 0, TileKind::ShipBuilding, TileKind::Barbarians, 20);
        startTurn(entering, 0);
        PLAY(entering, Action::expand());
        QCOMPARE(costOf(entering, "ireland"), 2 - 1);
        QCOMPARE(costOf(entering, "novgorod"), 3);
    }

    void weapons_data()
    {
        QTest::addColumn<int>("second");
        QTest::addColumn<int>("discount");
        QTest::addRow("Weapons") << int(TileKind::Barbarians) << 1;
        QTest::addRow("Weapons specialized") << int(TileKind::Specialization) << 2;
        QTest::addRow("two Weapons tiles") << int(TileKind::Weapons) << 2;
    }
    void weapons()
    {
        // "Weapons. Each expansion into a new province costs one token less."
        // (1999 rules, English) Specialization "is considered to have two identical
        // Civilization tiles" (1999 rules, English), so two Weapons tiles double too
        // (docs/rules-decisions.md D15).
        QFETCH(int, second);
        QFETCH(int, discount);
        GameState state = civ(TileKind::Weapons, static_cast<TileKind>(second), 20);
        neutral(state, "ireland", 2);
        neutral(state, "scotland");
        startTurn(state, 0);
        PLAY(state, Action::expand());
        // Every conquest: the start province too.
        QCOMPARE(costOf(state, "ireland"), 4 - discount);
        PLAY(state, Action::conquer(area(state, "ireland")));
        QCOMPARE(costOf(state, "scotland"), 3 - discount);
        QCOMPARE(costOf(state, "england"), 2 - discount);
    }

    // ---- Blue: special ------------------------------------------------------------------

    void astronomyExample()
    {
        // "Astronomy. Expansion may take place across one or more sea (dark blue) regions.
        // Example: Ireland to Norway, then to Southern Italy. Two provinces of an empire with
        // Astronomy are considered adjacent (for the rule of cohesion) if they are connected by
        // one or more sea regions." (1999 rules, English)
        GameState state = civ(TileKind::Astronomy, TileKind::Barbarians, 10);
        active(state, "ireland", 0, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "norway")));
        PLAY(state, Action::conquer(area(state, "south-italy")));
        // Cohesive across the seas: no part to choose.
        PLAY(state, Action::endConquest());
        QVERIFY(isCohesive(*state.board, provincesOf(state, 0, Holder::Active), true));
        QVERIFY(!isCohesive(*state.board, provincesOf(state, 0, Holder::Active), false));
        placeAllAndEnd(state);
        QCOMPARE(provincesOf(state, 0, Holder::Active).size(), std::size_t(3));
    }

    void astronomyExampleOnTheEuropeMap()
    {
        // "Example: Ireland to Norway, then to Southern Italy." (1999 rules, English), on the
        // board the game ships with.
        GameState state = newPosition(3, europeBoard());
        clearBoard(state);
        giveActive(state, 0, TileKind::Astronomy, TileKind::Barbarians, 20);
        active(state, "ireland", 0, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "norway")));
        PLAY(state, Action::conquer(area(state, "south-italy")));
        placeAllAndEnd(state);
        QCOMPARE(provincesOf(state, 0, Holder::Active).size(), std::size_t(3));
    }

    void astronomyAcrossTheSea()
    {
        // "If applicable, bonuses for attacking from a fort or from a mountain are NOT applied
        // if attacking across a sea, but bonuses from Ship Building are counted."
        // (1999 rules, English) "Les bonus dus à une montagne ou un fort ne sont néanmoins
        // applicables que si les provinces sont réellement adjacentes." (1999 rules, French)
        const auto board = BoardBuilder()
                               .land("peak", Terrain::Mountain, true)
                               .land("shore", Terrain::Farmland)
                               .sea("strait")
                               .link("peak", "strait", LinkKind::Sea)
                               .link("shore", "strait", LinkKind::Sea)
                               .build();
        for (const TileKind second : {TileKind::Barbarians, TileKind::ShipBuilding}) {
            GameState state = newPosition(3, board);
            clearBoard(state);
            giveActive(state, 0, TileKind::Astronomy, second, 5);
            active(state, "peak", 0, 1, true);
            startTurn(state, 0);
            PLAY(state, Action::expand());
            const ConquestCost cost = *cheapestConquest(state, 0, area(state, "shore"), false);
            QCOMPARE(cost.approach.kind, ApproachKind::AcrossSea);
            QCOMPARE(cost.total, second == TileKind::ShipBuilding ? 1 : 2);
        }
    }

    void astronomyDoesNotWidenTheStart()
    {
        // "Astronomy. Expansion may take place across one or more sea (dark blue) regions."
        // (1999 rules, English): expansion, not the start (docs/rules-decisions.md D6).
        GameState state = civ(TileKind::Astronomy, TileKind::Barbarians, 20);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        REFUSED(state, Action::conquer(area(state, "england")), RejectionCode::NotAStartProvince);
    }

    void barbarians()
    {
        // "Barbarians. No special abilities, but there are a lot of them."
        // (1999 rules, English)
        const CivilizationTiles tiles =
            CivilizationTiles::pair(TileKind::Barbarians, TileKind::Barbarians);
        for (int k = 0; k < tileKindCount; ++k) {
            if (static_cast<TileKind>(k) != TileKind::Barbarians)
                QCOMPARE(tiles.level(static_cast<TileKind>(k)), 0);
        }
        QVERIFY(!tileInfo(TileKind::Barbarians).doubledBySpecialization);
        QVERIFY(!tileInfo(TileKind::Barbarians).staysInDecline);
        GameState state = civ(TileKind::Barbarians, TileKind::Barbarians, 20);
        active(state, "alps", 0, 1);
        neutral(state, "provence");
        startTurn(state, 0);
        PLAY(state, Action::expand());
        QCOMPARE(costOf(state, "provence"), 3 + 1 - 1);
    }

    void diplomacyPeaceBothWays()
    {
        // "Diplomacy. At the start of a turn, this player may choose one opponent with whom they
        // are at peace. Neither player may attack the other until the start of the Diplomacy
        // player's next turn. This applies only to active empires; declining empires may still
        // be attacked normally." (1999 rules, English)
        GameState state = civ(TileKind::Diplomacy, TileKind::Barbarians, 20);
        giveActive(state, 1, TileKind::Barbarians, TileKind::Weapons, 10);
        giveActive(state, 2, TileKind::Barbarians, TileKind::Currency);
        giveDeclining(state, 0);
        active(state, "england", 0, 1);
        declining(state, "brittany", 0);
        active(state, "france", 1, 2);
        active(state, "scotland", 2, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        REFUSED(state, Action::peace(0), RejectionCode::PeaceWithSelf);
        REFUSED(state, Action::peace(3), RejectionCode::NoSuchPlayer);
        PLAY(state, Action::peace(1));
        REFUSED(state, Action::peace(2), RejectionCode::PeaceAlreadyDeclared);
        REFUSED(state, Action::conquer(area(state, "france")), RejectionCode::AtPeace);
        PLAY(state, Action::conquer(area(state, "scotland")));
        placeAllAndEnd(state);
        // Player 2 has no province left; now player 1: may not attack England, may attack the
        // declining Brittany.
        QCOMPARE(state.currentPlayer, 1);
        PLAY(state, Action::expand());
        REFUSED(state, Action::conquer(area(state, "england")), RejectionCode::AtPeace);
        PLAY(state, Action::conquer(area(state, "brittany")));
        placeAllAndEnd(state);
        // Player 2 enters; then player 0's next turn: the peace is over.
        QCOMPARE(state.currentPlayer, 2);
        PLAY(state, Action::expand());
        PLAY(state, Action::endConquest());
        PLAY(state, Action::endReorganization());
        QCOMPARE(state.currentPlayer, 0);
        PLAY(state, Action::expand());
        QVERIFY(state.player(0).peaceWith.empty());
        QVERIFY(!checkAction(state, Action::conquer(area(state, "france"))));
    }

    void diplomacyBeforeTheFirstConquest()
    {
        // "At the start of a turn, this player may choose one opponent" (1999 rules, English);
        // "Avant de jouer son tour, on choisit un adversaire." (1999 rules, French). Choosing
        // nobody is allowed: "you may choose no player if you wish."
        GameState state = civ(TileKind::Diplomacy, TileKind::Barbarians, 20);
        active(state, "england", 0, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "scotland")));
        REFUSED(state, Action::peace(1), RejectionCode::TooLateForPeace);
        GameState without = civ(TileKind::Barbarians, TileKind::Militia, 20);
        active(without, "england", 0, 1);
        startTurn(without, 0);
        PLAY(without, Action::expand());
        REFUSED(without, Action::peace(1), RejectionCode::NoDiplomacy);
    }

    void diplomacyWithAPlayerOffTheBoard()
    {
        // "You may also choose to be at peace with a player who is not currently on the board."
        // (1999 rules, English) "Diplomacy may be used against a player without an Active
        // empire on the board - this will prevent him or her from attacking you with a new
        // Active empire on his or her turn." (1999 errata)
        GameState state = civ(TileKind::Diplomacy, TileKind::Barbarians, 20);
        giveActive(state, 1, TileKind::Barbarians, TileKind::Weapons, 10);
        active(state, "scotland", 0, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::peace(1));
        placeAllAndEnd(state);
        QCOMPARE(state.currentPlayer, 1);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "ireland")));
        REFUSED(state, Action::conquer(area(state, "scotland")), RejectionCode::AtPeace);
    }

    void diplomacySpecializedTwoOpponents()
    {
        // "all blue counters except Medicine and Diplomacy - these and all yellow and pink
        // counters can be doubled" (1999 errata)
        GameState state = civ(TileKind::Diplomacy, TileKind::Specialization, 20);
        active(state, "england", 0, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::peace(1));
        PLAY(state, Action::peace(2));
        QCOMPARE(state.player(0).peaceWith.size(), std::size_t(2));
    }

    void heritage()
    {
        // "Heritage. The active empire (with Heritage) may expand into provinces adjacent to the
        // player's own declining empire without removing tokens from the declining empire. If
        // the player wishes, they may expand into their own declining empire's province
        // following the normal rules of conquest." (1999 rules, English) "If an Active empire
        // has Heritage, and is next to the player's Declining empire, it may attack it."
        // (1999 errata)
        GameState state = civ(TileKind::Heritage, TileKind::Barbarians, 20);
        giveDeclining(state, 0);
        active(state, "france", 0, 1);
        declining(state, "alps", 0);
        declining(state, "brittany", 0);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "provence")));
        QCOMPARE(holderAt(state, "alps"), Holder::Declining);
        QCOMPARE(holderAt(state, "brittany"), Holder::Declining);
        // Its own declining province, by the normal rules: prairie 2 + 1 pawn.
        QCOMPARE(costOf(state, "brittany"), 3);
        PLAY(state, Action::conquer(area(state, "brittany")));
        QCOMPARE(holderAt(state, "brittany"), Holder::Active);
        QCOMPARE(state.player(0).pawnsRemoved, 1);
        // Without Heritage, its own declining province may not be attacked.
        GameState without = civ(TileKind::Barbarians, TileKind::Militia, 20);
        giveDeclining(without, 0);
        active(without, "france", 0, 1);
        declining(without, "brittany", 0);
        startTurn(without, 0);
        PLAY(without, Action::expand());
        REFUSED(without, Action::conquer(area(without, "brittany")),
                RejectionCode::OwnDecliningNeedsHeritage);
    }

    void medicine_data()
    {
        QTest::addColumn<int>("second");
        QTest::addColumn<int>("extra");
        QTest::addRow("Medicine") << int(TileKind::Barbarians) << 1;
        QTest::addRow("Medicine specialized") << int(TileKind::Specialization) << 2;
    }
    void medicine()
    {
        // "Medicine. The civilization receives an extra token at the beginning of each turn,
        // including the turn in which it enters the board." (1999 rules, English) "it should
        // instead have a +1 with a piece icon next to it, to indicate the extra piece you get
        // each turn" (1999 errata)
        QFETCH(int, second);
        QFETCH(int, extra);
        GameState state = civ(TileKind::Medicine, static_cast<TileKind>(second), 5);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        QCOMPARE(state.player(0).active->hand, 5 + extra);
        PLAY(state, Action::conquer(area(state, "ireland")));
        placeAllAndEnd(state);
        QCOMPARE(pawnsAt(state, "ireland"), 5 + extra);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        QCOMPARE(state.player(0).active->hand, 4 + 2 * extra);
        QCOMPARE(state.player(0).pawnsReceived, 5 + 2 * extra);
    }

    void messengers()
    {
        // "Messengers. This civilization can ignore the rule of cohesion." (1999 rules, English)
        GameState state = civ(TileKind::Messengers, TileKind::Barbarians, 0);
        giveActive(state, 1, TileKind::Barbarians, TileKind::Weapons);
        active(state, "scotland", 0, 2);
        active(state, "france", 0, 2);
        active(state, "england", 1, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::endConquest());
        QVERIFY(!isLegal(state, Action::endReorganization()));
        PLAY(state, Action::place(area(state, "scotland")));
        PLAY(state, Action::place(area(state, "france")));
        PLAY(state, Action::endReorganization());
        QCOMPARE(provincesOf(state, 0, Holder::Active).size(), std::size_t(2));
        QCOMPARE(state.player(0).score, 12);
    }

    void rebirth()
    {
        // "Rebirth. The decline for this civilization is declared at the end of a normal game
        // turn, after counting victory points (instead of at the beginning of the next).
        // However, the victory points are counted only once. The player therefore does not
        // spend an entire turn choosing his next civilization." (1999 rules, English)
        GameState state = civ(TileKind::Rebirth, TileKind::Barbarians, 0);
        active(state, "france", 0, 3);
        active(state, "brittany", 0, 1);
        startTurn(state, 0);
        REFUSED(state, Action::decline(), RejectionCode::RebirthDeclinesAtEndOfTurn);
        QVERIFY(legalActions(state) == std::vector<Action>{Action::expand()});
        PLAY(state, Action::expand());
        placeAllAndEnd(state);
        QCOMPARE(state.player(0).score, 12);
        QCOMPARE(state.phase, Phase::RebirthDecision);
        QCOMPARE(legalActions(state).size(), std::size_t(2));
        PLAY(state, Action::decline());
        // Counted once: no second scoring of the newly declining empire.
        QCOMPARE(state.player(0).score, 12);
        QCOMPARE(holderAt(state, "france"), Holder::Declining);
        QCOMPARE(pawnsAt(state, "france"), 1);
        QCOMPARE(state.phase, Phase::ChooseCivilization);
        QCOMPARE(state.currentPlayer, 0);
        PLAY(state, Action::choose(0));
        QCOMPARE(state.currentPlayer, 1);
    }

    void rebirthMayAlsoCarryOn()
    {
        // "The decline for this civilization is declared at the end of a normal game turn"
        // (1999 rules, English): declaring it is the player's choice.
        GameState state = civ(TileKind::Rebirth, TileKind::Barbarians, 0);
        active(state, "france", 0, 2);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        placeAllAndEnd(state);
        PLAY(state, Action::endTurn());
        QCOMPARE(state.currentPlayer, 1);
        QVERIFY(state.player(0).active.has_value());
        QCOMPARE(holderAt(state, "france"), Holder::Active);
    }

    void revolutionaries_data()
    {
        QTest::addColumn<int>("second");
        QTest::addColumn<QString>("start");
        QTest::addColumn<int>("cost");
        QTest::addRow("inland farmland") << int(TileKind::Barbarians) << u"france"_s << 3;
        QTest::addRow("inland mountain") << int(TileKind::Barbarians) << u"alps"_s << 3;
        QTest::addRow("with Mountaineering")
            << int(TileKind::Mountaineering) << u"apennines"_s << 2;
    }
    void revolutionaries()
    {
        // "Revolutionaries. This civilization may appear in any province, not just on the edge
        // of the board. This starting province must be conquered normally. Bonuses from the
        // civilization's second tile, such as Mountaineering and Ship Building, Astronomy, etc.
        // are still applied where appropriate." (1999 rules, English)
        QFETCH(int, second);
        QFETCH(QString, start);
        QFETCH(int, cost);
        GameState state = civ(TileKind::Revolutionaries, static_cast<TileKind>(second), 20);
        neutral(state, "france");
        startTurn(state, 0);
        PLAY(state, Action::expand());
        const int hand = state.player(0).active->hand;
        PLAY(state, Action::conquer(state.board->indexOf(start).value()));
        QCOMPARE(state.player(0).active->hand, hand - cost);
    }

    void specializationDoubles_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("level");
        for (int k = 0; k < tileKindCount; ++k) {
            const auto kind = static_cast<TileKind>(k);
            if (kind == TileKind::Specialization)
                continue;
            const TileGroup group = tileInfo(kind).group;
            const bool doubled = group != TileGroup::Special || kind == TileKind::Medicine ||
                                 kind == TileKind::Diplomacy;
            QTest::addRow("%s", tileInfo(kind).name) << k << (doubled ? 2 : 1);
        }
    }
    void specializationDoubles()
    {
        // "Specialization. This civilization is considered to have two identical Civilization
        // tiles." (1999 rules, English) "If an empire has Specialization and a counter the
        // effects of which cannot be doubled (all blue counters except Medicine and Diplomacy -
        // these and all yellow and pink counters can be doubled), the empire just gets the
        // normal effect of the other counter and the number of pawns doubled plus 1."
        // (1999 errata)
        QFETCH(int, kind);
        QFETCH(int, level);
        const auto other = static_cast<TileKind>(kind);
        QCOMPARE(CivilizationTiles::pair(other, TileKind::Specialization).level(other), level);
        QCOMPARE(CivilizationTiles::pair(TileKind::Specialization, other).level(other), level);
        // One tile alone is never doubled.
        QCOMPARE(CivilizationTiles::pair(other, TileKind::Barbarians).level(other), 1);
        QCOMPARE(pairPawns(other, TileKind::Specialization), 2 * tileInfo(other).pawns + 1);
    }

    void specializationDoublesScoring()
    {
        // "This civilization is considered to have two identical Civilization tiles."
        // (1999 rules, English): Agriculture twice gives +2 on farmland, Mining twice +4.
        GameState state = civ(TileKind::Mining, TileKind::Specialization, 0);
        active(state, "norway", 0, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        placeAllAndEnd(state);
        QCOMPARE(state.player(0).score, 10 + 1 + 4);
    }

    void specializationWithAnUndoubledTile()
    {
        // "the empire just gets the normal effect of the other counter and the number of pawns
        // doubled plus 1" (1999 errata): Astronomy still crosses the sea,
        // nothing more.
        GameState state = civ(TileKind::Astronomy, TileKind::Specialization, 10);
        active(state, "ireland", 0, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        QCOMPARE(costOf(state, "norway"), 3);
        PLAY(state, Action::conquer(area(state, "norway")));
    }
};

QTEST_APPLESS_MAIN(TestRulesTiles)
#include "test_rules_tiles.moc"
