// Rule clauses of the Online 2013 tiles ("Vinci II"): the Classic tiles with their online
// wording and the ten online tiles, with the interactions of the text's "Additional notes". Each
// test quotes the sentence it checks from the online text, naming its section.

#include "onlinepositions.h"
#include "rules/scoring.h"

#include <QTest>

using namespace vinci;
using namespace vinci::positions;
using namespace vinci::online;

namespace {

/** Player 0 active with these tiles and `hand` pawns, holding `home`, at the start of its turn. */
GameState onlineCiv(TileKind first, TileKind second, int hand, const char *home, int homePawns = 1)
{
    GameState state = onlineGame(3);
    clearBoard(state);
    giveActive(state, 0, first, second, hand);
    active(state, home, 0, homePawns);
    return state;
}

/** Player 1 active with these tiles, no province yet. */
void opponent(GameState &state, TileKind first, TileKind second)
{
    giveActive(state, 1, first, second);
}

} // namespace

class TestRulesOnlineTiles : public QObject
{
    Q_OBJECT

private slots:
    void medicineOnlyInReorganization()
    {
        // "Civilization token Medicine gives an extra pawn only in the reorganization phase."
        // (Online 2013, Changes) "Medicine. The civilization receives an extra pawn during
        // reorganization phase." (Civilization Tiles)
        GameState state = onlineCiv(TileKind::Medicine, TileKind::Barbarians, 0, "plain", 3);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        QCOMPARE(state.player(0).active->hand, 2);
        PLAY(state, Action::endConquest());
        QCOMPARE(state.player(0).active->hand, 3);
    }

    void legionsNeedOneOwnPawnAndLeave()
    {
        // "Legions brings its additional 7 pieces only for the expansion phase, and you need to
        // use at least one player token." (Online 2013, Changes) "Legions. The civilization
        // receives 7 extra pawns at the beginning of the turn, that may be used in addition of
        // at least one normal pawn, and are removed from board after get control of the
        // province." (Civilization Tiles)
        GameState state = onlineCiv(TileKind::FieldGeneral, TileKind::Barbarians, 0, "plain", 2);
        neutral(state, "meadow", 2);
        neutral(state, "forest", 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        QCOMPARE(state.player(0).active->hand, 8);
        PLAY(state, Action::conquer(area(state, "meadow"))); // 4: 3 legions + 1 own
        QCOMPARE(pawnsAt(state, "meadow"), 1);
        QCOMPARE(state.player(0).active->hand, 4);
        QCOMPARE(state.turn.fieldGeneralPawns, 4);
        // Only legions left in hand: no conquest without an own pawn.
        REFUSED(state, Action::conquer(area(state, "normal")), RejectionCode::NotEnoughPawns);
        PLAY(state, Action::endConquest());
        QCOMPARE(state.player(0).active->hand, 0);
    }

    void armyWithLegionsOnlyOnce()
    {
        // "Army + Legions: The 7 extra armies are only available once, not for each expansion."
        // "Army. Player can play a second conquest phase each turn, don't score twice."
        // (Online 2013, Additional notes; Civilization Tiles)
        GameState state = onlineCiv(TileKind::Army, TileKind::FieldGeneral, 0, "plain", 3);
        startTurn(state, 0);
        const int before = state.player(0).score;
        PLAY(state, Action::expand());
        QCOMPARE(state.player(0).active->hand, 2 + 7);
        PLAY(state, Action::endConquest());
        finishReorganization(state);
        QCOMPARE(state.phase, Phase::Conquest);
        QCOMPARE(state.player(0).score, before);
        QCOMPARE(state.player(0).active->hand, 2);
        PLAY(state, Action::endConquest());
        finishReorganization(state);
        QCOMPARE(state.player(0).score, before + 1);
        QCOMPARE(state.currentPlayer, 1);
    }

    void armyPicksUpOnlyInTheFirstExpansion()
    {
        // "Army: You are only able to pick up tokens leaving a province empty at the start of
        // the first expansion." (Online 2013, Additional notes)
        GameState state = onlineCiv(TileKind::Army, TileKind::Barbarians, 0, "plain", 2);
        active(state, "meadow", 0, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::endConquest());
        finishReorganization(state);
        QCOMPARE(state.phase, Phase::Conquest);
        REFUSED(state, Action::abandon(area(state, "meadow")), RejectionCode::TooLateToAbandon);
    }

    void fortificationFortsStayInDecline()
    {
        // "Fortification. Place a fort token (white disc) on each non-river province that remain
        // on decline. Fort tokens give +1 Defense." (Online 2013, Civilization Tiles)
        GameState state = onlineCiv(TileKind::Fortification, TileKind::Barbarians, 0, "plain", 2);
        active(state, "river", 0, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::endConquest());
        REFUSED(state, Action::buildFort(area(state, "plain")), RejectionCode::NoFortification);
        finishReorganization(state);
        QVERIFY(state.at(area(state, "plain")).fort);
        QVERIFY(!state.at(area(state, "river")).fort);
        startTurn(state, 0);
        PLAY(state, Action::decline());
        QVERIFY(state.at(area(state, "plain")).fort);
    }

    void militiaFortsLeaveWithDecline()
    {
        // "Militia. Place a fort token (white disc) on each non-river province that will be
        // removed when civilization become declined." (Online 2013, Civilization Tiles)
        GameState state = onlineCiv(TileKind::Militia, TileKind::Barbarians, 0, "plain", 2);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::endConquest());
        finishReorganization(state);
        QVERIFY(state.at(area(state, "plain")).fort);
        giveActive(state, 1, TileKind::Barbarians, TileKind::Heritage, 10);
        active(state, "meadow", 1, 1);
        startTurn(state, 1);
        PLAY(state, Action::expand());
        // 2 + 2 pawns + 1 fort; no Militia surcharge besides the fort.
        QCOMPARE(costOf(state, 1, "plain"), 5);
        startTurn(state, 0);
        PLAY(state, Action::decline());
        QVERIFY(!state.at(area(state, "plain")).fort);
    }

    void galleysNextToRiverOrSea()
    {
        // "Galleys. Expanding into a province next to a river or a sea costs one pawn less."
        // (Online 2013, Civilization Tiles)
        GameState state = onlineCiv(TileKind::ShipBuilding, TileKind::Barbarians, 10, "meadow");
        startTurn(state, 0);
        PLAY(state, Action::expand());
        QCOMPARE(costOf(state, 0, "plain"), 2 - 1); // next to the river
        QCOMPARE(costOf(state, 0, "normal"), 2);    // not next to water
    }

    void nomadicLosesNoPawn()
    {
        // "Nomadic. No pawn lost when conquered." "Slavery v Nomadic: When the slavery player
        // attacks the nomadic player, no pawn is removed so the slavery player does not earn the
        // victory point from slavery." (Online 2013, Civilization Tiles; Additional notes)
        GameState state = onlineCiv(TileKind::Slavery, TileKind::Barbarians, 10, "coast");
        opponent(state, TileKind::Nomadic, TileKind::Barbarians);
        active(state, "plain", 1, 2);
        active(state, "meadow", 1, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "plain")));
        QCOMPARE(state.turn.slaveryPawns, 0);
        QCOMPARE(state.player(1).pawnsRemoved, 0);
        QCOMPARE(state.player(1).active->pendingRedeploy, 2);
    }

    void cultureTwoEnemyPawnsOneNewPawn()
    {
        // "Culture. One new pawn (at start of reorganization) for every two enemy pawns
        // eliminated (rounded down)." (Online 2013, Civilization Tiles)
        GameState state = onlineCiv(TileKind::Culture, TileKind::Barbarians, 20, "coast");
        opponent(state, TileKind::Barbarians, TileKind::Heritage);
        active(state, "plain", 1, 1);
        active(state, "meadow", 1, 1);
        active(state, "normal", 1, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        for (const char *id : {"plain", "meadow", "normal"})
            PLAY(state, Action::conquer(area(state, id)));
        const int hand = state.player(0).active->hand;
        PLAY(state, Action::endConquest());
        QCOMPARE(state.player(0).active->hand, hand + 1);
    }

    void cultureAgainstNomadic()
    {
        // "Culture v Nomadic: When the culture player attacks the nomadic player, no pawn is
        // removed so the culture player does not get any culture bonus." (Online 2013,
        // Additional notes)
        GameState state = onlineCiv(TileKind::Culture, TileKind::Barbarians, 20, "coast");
        opponent(state, TileKind::Nomadic, TileKind::Barbarians);
        active(state, "plain", 1, 1);
        active(state, "meadow", 1, 1);
        active(state, "normal", 1, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "plain")));
        PLAY(state, Action::conquer(area(state, "meadow")));
        QCOMPARE(state.turn.culturePawns, 0);
    }

    void religionConvertsALonePawn()
    {
        // "Religion. Conquer a province for 0 pawns, place a new pawn of your color in it (taken
        // from the bag). Province must meet next conditions: enemy active, alone and in reach,
        // only once a turn against each other player. Forts do not prevent a pawn of being
        // "alone"." (Online 2013, Civilization Tiles)
        GameState state = onlineCiv(TileKind::Religion, TileKind::Barbarians, 0, "coast", 3);
        opponent(state, TileKind::Barbarians, TileKind::Heritage);
        active(state, "plain", 1, 1, true);
        active(state, "meadow", 1, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        QCOMPARE(costOf(state, 0, "plain"), 0);
        PLAY(state, Action::conquer(area(state, "plain")));
        QCOMPARE(holderAt(state, "plain"), Holder::Active);
        QCOMPARE(state.at(area(state, "plain")).player, 0);
        QCOMPARE(pawnsAt(state, "plain"), 1);
        QCOMPARE(state.player(0).active->hand, 2);
        // Once a turn against player 1: the meadow now costs as usual.
        QCOMPARE(costOf(state, 0, "meadow"), 3);
    }

    void religionConversionIsAnEventOfItsOwn()
    {
        // "place a new pawn of your color in it" (Online 2013, Civilization Tiles, Religion):
        // the event says it was a conversion, and the converted pawn is the defender's loss, no
        // survivor to redeploy. Spies asked for where Religion converts are refused.
        GameState state = onlineCiv(TileKind::Religion, TileKind::Espionage, 0, "coast", 3);
        opponent(state, TileKind::Barbarians, TileKind::Heritage);
        active(state, "plain", 1, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        REFUSED(state, Action::conquer(area(state, "plain"), true),
                RejectionCode::EspionageOnConversion);
        std::vector<GameEvent> events;
        QVERIFY(!applyInPlace(state, Action::conquer(area(state, "plain")), &events));
        const auto conquered = std::find_if(events.begin(), events.end(), [](const GameEvent &e) {
            return e.kind == EventKind::Conquered;
        });
        QVERIFY(conquered != events.end());
        QVERIFY(conquered->conversion);
        QCOMPARE(conquered->amount2, 0);
        QCOMPARE(conquered->value, 1);
        QCOMPARE(state.turn.espionageUsed, 0);
    }

    void religionNotAgainstTwoPawnsOrDeclining()
    {
        // "enemy active, alone and in reach" (Online 2013, Civilization Tiles, Religion)
        GameState state = onlineCiv(TileKind::Religion, TileKind::Barbarians, 10, "plain");
        opponent(state, TileKind::Barbarians, TileKind::Heritage);
        giveDeclining(state, 2);
        active(state, "meadow", 1, 2);
        declining(state, "coast", 2);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        QCOMPARE(costOf(state, 0, "meadow"), 4);
        QCOMPARE(costOf(state, 0, "coast"), 3);
        QCOMPARE(costOf(state, 0, "normal"), -1);
    }

    void religionWithCultureAndSlavery()
    {
        // "Religion + Culture: When this player converts a pawn using religion, it does not
        // count towards the culture bonus." "Religion + Slavery: When this player converts a pawn
        // using religion, they do not earn the victory point from slavery." (Online 2013,
        // Additional notes)
        for (TileKind partner : {TileKind::Culture, TileKind::Slavery}) {
            GameState state = onlineCiv(TileKind::Religion, partner, 0, "coast", 2);
            opponent(state, TileKind::Barbarians, TileKind::Heritage);
            active(state, "plain", 1, 1);
            startTurn(state, 0);
            PLAY(state, Action::expand());
            PLAY(state, Action::conquer(area(state, "plain")));
            QCOMPARE(state.turn.culturePawns, 0);
            QCOMPARE(state.turn.slaveryPawns, 0);
        }
    }

    void religionAgainstDiplomacy()
    {
        // "Religion v Diplomacy: A player with religion is able to convert the pawn of a player
        // with Diplomacy who has declared them to be at peace." (Online 2013, Additional notes)
        GameState state = onlineCiv(TileKind::Religion, TileKind::Barbarians, 5, "coast");
        opponent(state, TileKind::Diplomacy, TileKind::Barbarians);
        active(state, "plain", 1, 1);
        active(state, "meadow", 1, 1);
        state.player(1).peaceWith = {0};
        startTurn(state, 0);
        state.player(1).peaceWith = {0};
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "plain")));
        // The second province is not alone any more for Religion this turn: peace holds.
        REFUSED(state, Action::conquer(area(state, "meadow")), RejectionCode::AtPeace);
    }

    void religionAgainstNomadic()
    {
        // "Religion v Nomadic: The religion attack converts the pawn, so the nomadic player does
        // lose a pawn." (Online 2013, Additional notes)
        GameState state = onlineCiv(TileKind::Religion, TileKind::Barbarians, 0, "coast", 2);
        opponent(state, TileKind::Nomadic, TileKind::Barbarians);
        active(state, "plain", 1, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "plain")));
        QCOMPARE(state.player(1).pawnsRemoved, 1);
        QCOMPARE(state.player(1).active->pendingRedeploy, 0);
    }

    void drakkarOnRivers()
    {
        // "Drakkar. Each expansion into a new river province costs one pawn less. No pawn lost
        // when conquered on a river province." (Online 2013, Civilization Tiles)
        GameState state = onlineCiv(TileKind::Drakkar, TileKind::Barbarians, 10, "plain");
        opponent(state, TileKind::Drakkar, TileKind::Heritage);
        active(state, "river", 1, 2);
        active(state, "lake", 1, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        QCOMPARE(costOf(state, 0, "river"), 1 + 2 - 1);
        PLAY(state, Action::conquer(area(state, "river")));
        QCOMPARE(state.player(1).pawnsRemoved, 0);
        QCOMPARE(state.player(1).active->pendingRedeploy, 2);
    }

    void philosophyKeepsEveryPawn()
    {
        // "Philosophy. Keep all pawns on the board when going in decline (may reorganize before
        // going to decline)." (Online 2013, Civilization Tiles)
        GameState state = onlineCiv(TileKind::Philosophy, TileKind::Barbarians, 0, "plain", 4);
        active(state, "meadow", 0, 3);
        startTurn(state, 0);
        PLAY(state, Action::decline());
        QCOMPARE(pawnsAt(state, "plain"), 4);
        QCOMPARE(pawnsAt(state, "meadow"), 3);
        QCOMPARE(holderAt(state, "plain"), Holder::Declining);
    }

    void philosophyMayReorganizeBeforeDeclining()
    {
        // "Philosophy. Keep all pawns on the board when going in decline (may reorganize before
        // going to decline)." (Online 2013, Civilization Tiles) At the start of the turn the
        // pawns are moved as in a reorganization; the decline ends it and keeps them all.
        GameState state = onlineCiv(TileKind::Philosophy, TileKind::Barbarians, 0, "plain", 4);
        active(state, "meadow", 0, 1);
        active(state, "normal", 0, 1);
        startTurn(state, 0);
        const auto legal = legalActions(state);
        QVERIFY(std::find(legal.begin(), legal.end(), Action::reorganizeBeforeDecline()) !=
                legal.end());
        std::vector<GameEvent> events;
        QVERIFY(!applyInPlace(state, Action::reorganizeBeforeDecline(), &events));
        QCOMPARE(state.phase, Phase::Reorganization);
        QCOMPARE(events.size(), std::size_t(1));
        QCOMPARE(events.front().kind, EventKind::ReorganizingBeforeDecline);
        // Two pawns from the plain to the border with the normal province.
        PLAY(state, Action::lift(area(state, "plain")));
        PLAY(state, Action::lift(area(state, "plain")));
        // Not over until every pawn is on the board, and only the decline ends it.
        REFUSED(state, Action::decline(), RejectionCode::PawnsLeftInHand);
        REFUSED(state, Action::endReorganization(), RejectionCode::DeclineEndsThisReorganization);
        PLAY(state, Action::place(area(state, "normal")));
        PLAY(state, Action::place(area(state, "normal")));
        const int scoreBefore = state.player(0).score;
        PLAY(state, Action::decline());
        QCOMPARE(state.phase, Phase::ChooseCivilization);
        QCOMPARE(pawnsAt(state, "plain"), 2);
        QCOMPARE(pawnsAt(state, "meadow"), 1);
        QCOMPARE(pawnsAt(state, "normal"), 3);
        QCOMPARE(holderAt(state, "normal"), Holder::Declining);
        // The decline scores as a decline always does: the three provinces.
        QCOMPARE(state.player(0).score, scoreBefore + 3);
        QVERIFY(!state.turn.reorganizingBeforeDecline);
    }

    void philosophyReorganizationRules()
    {
        // "(may reorganize before going to decline)" (Online 2013, Civilization Tiles, Philosophy)
        // A reorganization: "If possible, the player must leave at least one token in each
        // province." (1999 rules, English) A declining empire need not be in one piece.
        GameState state = onlineCiv(TileKind::Philosophy, TileKind::Barbarians, 0, "coast", 2);
        active(state, "normal", 0, 1); // not joined to the coast: a split empire
        startTurn(state, 0);
        PLAY(state, Action::reorganizeBeforeDecline());
        REFUSED(state, Action::keepPart(area(state, "coast")), RejectionCode::WrongPhase);
        PLAY(state, Action::lift(area(state, "normal")));
        PLAY(state, Action::place(area(state, "coast")));
        REFUSED(state, Action::decline(), RejectionCode::ProvinceLeftEmpty);
        PLAY(state, Action::lift(area(state, "coast")));
        // "Keep all pawns on the board when going in decline": not with a pawn in hand.
        REFUSED(state, Action::decline(), RejectionCode::PawnsLeftInHand);
        PLAY(state, Action::place(area(state, "normal")));
        PLAY(state, Action::decline());
        QCOMPARE(holderAt(state, "coast"), Holder::Declining);
        QCOMPARE(holderAt(state, "normal"), Holder::Declining);
        QCOMPARE(pawnsAt(state, "coast"), 2);
    }

    void onlyPhilosophyReorganizesBeforeDeclining()
    {
        // "Philosophy. Keep all pawns on the board when going in decline (may reorganize before
        // going to decline)." (Online 2013, Civilization Tiles): no other tile may, and not
        // once the turn has begun.
        GameState state = onlineCiv(TileKind::Barbarians, TileKind::Weapons, 0, "plain", 3);
        startTurn(state, 0);
        REFUSED(state, Action::reorganizeBeforeDecline(), RejectionCode::NoPhilosophy);
        GameState wise = onlineCiv(TileKind::Philosophy, TileKind::Barbarians, 0, "plain", 3);
        startTurn(wise, 0);
        PLAY(wise, Action::expand());
        REFUSED(wise, Action::reorganizeBeforeDecline(), RejectionCode::WrongPhase);
        // Rebirth "declares" the decline "at the end of a normal game turn".
        GameState reborn = onlineCiv(TileKind::Philosophy, TileKind::Rebirth, 0, "plain", 3);
        startTurn(reborn, 0);
        REFUSED(reborn, Action::reorganizeBeforeDecline(),
                RejectionCode::RebirthDeclinesAtEndOfTurn);
    }

    void fishingHalfAPointNextToWater()
    {
        // "Fishing. VP+0.5 (rounded down) on provinces next to river and seas." (Online 2013,
        // Civilization Tiles)
        GameState state = onlineCiv(TileKind::Fishing, TileKind::Barbarians, 0, "coast");
        active(state, "plain", 0, 1);
        active(state, "meadow", 0, 1);
        // coast (sea) and plain (river): 2 halves = 1; meadow: none.
        QCOMPARE(expansionScore(state, 0).total, 3 + 1);
        active(state, "mount", 0, 1); // next to the river: a third half, rounded down
        QCOMPARE(expansionScore(state, 0).total, 3 + 1);
    }

    void warbandLeavesOnePawnPerProvince()
    {
        // "Warband. Player leaves only one pawn in each province during reorganization, the
        // other pawns are off board until next turn." (Online 2013, Civilization Tiles)
        GameState state = onlineCiv(TileKind::Warband, TileKind::Barbarians, 0, "plain", 5);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::endConquest());
        finishReorganization(state);
        QCOMPARE(pawnsAt(state, "plain"), 1);
        QCOMPARE(state.player(0).active->hand, 4);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        QCOMPARE(state.player(0).active->hand, 4);
    }

    void cavalryOnOpenGround()
    {
        // "Cavalry. Each expansion into new Plain, Meadow and Normal provinces costs one pawn
        // less." (Online 2013, Civilization Tiles)
        GameState state = onlineCiv(TileKind::Cavalry, TileKind::Barbarians, 10, "meadow");
        startTurn(state, 0);
        PLAY(state, Action::expand());
        QCOMPARE(costOf(state, 0, "plain"), 1);
        QCOMPARE(costOf(state, 0, "normal"), 1);
        QCOMPARE(costOf(state, 0, "mount"), 3);
    }

    void camelsInTheDesert()
    {
        // "Camels. Each expansion into new Desert provinces costs one pawn less. Get 1 Victory
        // Point for each desert province." (Online 2013, Civilization Tiles)
        GameState state = onlineCiv(TileKind::Camels, TileKind::Barbarians, 10, "mount");
        startTurn(state, 0);
        PLAY(state, Action::expand());
        QCOMPARE(costOf(state, 0, "desert"), 1); // 2 - 1 mountain - 1 Camels, at least 1
        empty(state, "mount");
        active(state, "forest", 0, 1);
        QCOMPARE(costOf(state, 0, "desert"), 2 - 1);
        active(state, "desert", 0, 1);
        // The forest 1, the desert 0 + 1 for Camels.
        QCOMPARE(expansionScore(state, 0).total, 2);
    }

    void currencyNotOnRivers()
    {
        // "Currency. Each province in the empire earns +1 victory point (including the mountains
        // and deserts, but no rivers)." (Online 2013, Civilization Tiles)
        GameState state = onlineCiv(TileKind::Currency, TileKind::Barbarians, 0, "mount");
        active(state, "desert", 0, 1);
        active(state, "river", 0, 1);
        QCOMPARE(expansionScore(state, 0).total, 2);
    }

    void onlineNamesOfClassicTiles()
    {
        // "Legions. The civilization receives 7 extra pawns" "Galleys. Expanding into a province
        // next to a river or a sea" (Online 2013, Civilization Tiles): the Classic Field General
        // and Ship Building tiles under their online names; Classic keeps its own.
        QCOMPARE(tileName(TileKind::FieldGeneral, RuleSetId::Online2013), u"Legions"_qs);
        QCOMPARE(tileName(TileKind::ShipBuilding, RuleSetId::Online2013), u"Galleys"_qs);
        QCOMPARE(tileName(TileKind::ShipBuilding, RuleSetId::Classic), u"Ship Building"_qs);
        QCOMPARE(tileName(TileKind::Camels, RuleSetId::Online2013), u"Camels"_qs);
        QVERIFY(tileEffect(TileKind::Medicine, RuleSetId::Online2013) !=
                tileEffect(TileKind::Medicine, RuleSetId::Classic));
    }
};

QTEST_GUILESS_MAIN(TestRulesOnlineTiles)
#include "test_rules_online_tiles.moc"
