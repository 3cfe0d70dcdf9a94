// Rule clauses of the decline: the declining turn's steps, the tiles that stay, the contact rule
// between a player's two empires, and the empire with no pawns left. Each test quotes the
// sentence it checks, naming the text and its section (the 1999 rules, the errata).

#include "positions.h"
#include "rules/civilizationtiles.h"

#include <QTest>

#include <algorithm>

using namespace vinci;
using namespace vinci::positions;

namespace {

int inBag(const GameState &state, TileKind kind)
{
    return static_cast<int>(std::count(state.bag.begin(), state.bag.end(), kind));
}

/** Declines player 0's empire: at the start of the turn, or after scoring with Rebirth. */
void declineNow(GameState &state)
{
    if (state.player(0).active->tiles.has(TileKind::Rebirth)) {
        QVERIFY(!applyInPlace(state, Action::expand()));
        QVERIFY(!applyInPlace(state, Action::endConquest()));
        QVERIFY(!applyInPlace(state, Action::endReorganization()));
    }
    const auto refusal = applyInPlace(state, Action::decline());
    QVERIFY2(!refusal, qPrintable(refusal ? refusal->message : QString()));
}

} // namespace

/** The declining turn and the two empires of one player. */
class TestRulesDecline : public QObject
{
    Q_OBJECT

private slots:
    void declineTurnSteps()
    {
        // "A declining turn consists of these phases: 1. Removing tokens from the player's
        // previous empire in decline (if there is one). 2. Removing all but one token per
        // province in the newly declining empire. 3. Placing a 'declining' counter in each
        // province. 4. Returning the two civilization tiles back into the bag (with a few
        // exceptions). 5. Counting Victory Points. 6. Choosing a new civilization."
        // (1999 rules, English)
        GameState state = civ(TileKind::AgricultureDecline, TileKind::Currency, 0);
        giveDeclining(state, 0, CivilizationTiles{{TileKind::MiningDecline}, 1});
        active(state, "france", 0, 3);
        active(state, "brittany", 0, 2, true);
        declining(state, "norway", 0, 1, true);
        declining(state, "south-italy", 0, 1);
        startTurn(state, 0);
        const int currencyInBag = inBag(state, TileKind::Currency);
        const int miningInBag = inBag(state, TileKind::MiningDecline);
        PLAY(state, Action::decline());
        // 1. "A player may not have more than one civilization in decline. Any remaining tokens
        // from an earlier declining civilization owned by the player are removed from the board
        // (along with the decline counters.) and returned to the player's stock."
        QVERIFY(state.at(area(state, "norway")) == ProvinceState{});
        QVERIFY(state.at(area(state, "south-italy")) == ProvinceState{});
        QCOMPARE(inBag(state, TileKind::MiningDecline), miningInBag + 1);
        // 2., 3. "The player removes all but one token from each of the newly declining
        // empire's provinces and adds a 'Decline' counter". Forts remain (errata).
        QCOMPARE(holderAt(state, "france"), Holder::Declining);
        QCOMPARE(holderAt(state, "brittany"), Holder::Declining);
        QCOMPARE(pawnsAt(state, "france"), 1);
        QCOMPARE(pawnsAt(state, "brittany"), 1);
        QVERIFY(state.at(area(state, "brittany")).fort);
        QCOMPARE(state.player(0).pawnsRemoved, 2 + 3);
        // 4. "Civilization tiles for the civilization are removed from the board and go back in
        // the bag. (Exception: some yellow tiles remain on the board ...)"
        QVERIFY(!state.player(0).active);
        QCOMPARE(inBag(state, TileKind::Currency), currencyInBag + 1);
        QCOMPARE(state.player(0).declining->tiles.count, 1);
        QCOMPARE(state.player(0).declining->tiles.kinds[0], TileKind::AgricultureDecline);
        // 5. "The player scores points (without any of the advantages formerly given by the
        // removed civilization tiles)." France 1 + 1 Agriculture, Brittany 1; no Currency.
        QCOMPARE(state.player(0).score, 13);
        // 6. "As on the first turn, the player then chooses a new civilization. ... During a
        // declining turn, there is no expansion."
        QCOMPARE(state.phase, Phase::ChooseCivilization);
        QCOMPARE(state.currentPlayer, 0);
        QCOMPARE(legalActions(state).front().type, ActionType::ChooseCivilization);
        PLAY(state, Action::choose(0));
        QCOMPARE(state.currentPlayer, 1);
        QVERIFY(provincesOf(state, 0, Holder::Active).empty());
    }

    void declineOnlyAtTheStartOfATurn()
    {
        // "At the beginning of any turn, a player may abandon their current empire and declare
        // it to be in decline." (1999 rules, English)
        GameState state = civ(TileKind::Barbarians, TileKind::Militia, 0);
        active(state, "france", 0, 2);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        REFUSED(state, Action::decline(), RejectionCode::WrongPhase);
        PLAY(state, Action::endConquest());
        REFUSED(state, Action::decline(), RejectionCode::WrongPhase);
    }

    void tilesThatStay_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<bool>("stays");
        for (int k = 0; k < tileKindCount; ++k) {
            const auto kind = static_cast<TileKind>(k);
            if (kind == TileKind::Specialization)
                continue;
            const bool stays = kind == TileKind::AgricultureDecline ||
                               kind == TileKind::LivestockBreedingDecline ||
                               kind == TileKind::MiningDecline ||
                               kind == TileKind::PortBuildingDecline;
            QTest::addRow("%s", tileInfo(kind).name) << k << stays;
        }
    }
    void tilesThatStay()
    {
        // "If they are marked with the symbol of a broken column, the Agriculture, Livestock
        // Breeding, Mining and Port Building tiles remain active during an empire's decline."
        // "Specialization remains during decline if the other tile remains."
        // (1999 rules, English) "However, this is not true of the Heritage and Fortification
        // counters - they are removed when an empire goes into Decline (it's not true for
        // Rebirth, either" (1999 errata)
        QFETCH(int, kind);
        QFETCH(bool, stays);
        const auto tile = static_cast<TileKind>(kind);
        const TileKind partner =
            tile == TileKind::Barbarians ? TileKind::Militia : TileKind::Barbarians;
        GameState state = civ(tile, partner, 0);
        active(state, "france", 0, 1);
        startTurn(state, 0);
        declineNow(state);
        QCOMPARE(state.player(0).declining->tiles.has(tile), stays);
        QVERIFY(!state.player(0).declining->tiles.has(partner));
        // With Specialization: both stay, or both go.
        GameState special = civ(tile, TileKind::Specialization, 0);
        active(special, "france", 0, 1);
        startTurn(special, 0);
        declineNow(special);
        const CivilizationTiles &kept = special.player(0).declining->tiles;
        QCOMPARE(kept.has(tile), stays);
        QCOMPARE(kept.has(TileKind::Specialization), stays);
        if (stays)
            QCOMPARE(kept.level(tile), 2);
    }

    void contactClearsDeclining()
    {
        // "The active civilization and the declining civilization of the same player may not
        // come in contact. A player may conquer a province adjacent to his declining empire,
        // but the adjacent provinces of the declining empire must be immediately cleared (the
        // tokens removed from the board and returned to the player's stock). Note: This does
        // make it easier for the active empire to claim the old territory, as the province will
        // then be empty." (1999 rules, English) "You are allowed to enter a province with your
        // Active empire that is adjacent to a province occupied by your Declining empire, no
        // matter what. However, if the Active empire does not have Heritage, the Declining
        // empire's province is immediately emptied." (1999 errata)
        GameState state = civ(TileKind::Barbarians, TileKind::Militia, 10);
        giveDeclining(state, 0);
        active(state, "scotland", 0, 1);
        declining(state, "england", 0, 1, true);
        declining(state, "brittany", 0, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        // Ireland touches England by a shared coast.
        PLAY(state, Action::conquer(area(state, "ireland")));
        QVERIFY(state.at(area(state, "england")) == ProvinceState{});
        QCOMPARE(holderAt(state, "brittany"), Holder::Declining);
        QCOMPARE(state.player(0).pawnsRemoved, 1);
        // The old territory is now empty farmland: 2 pawns.
        const int hand = state.player(0).active->hand;
        PLAY(state, Action::conquer(area(state, "england")));
        QCOMPARE(state.player(0).active->hand, hand - 2);
    }

    void contactWhenEntering()
    {
        // "A player may conquer a province adjacent to his declining empire, but the adjacent
        // provinces of the declining empire must be immediately cleared" (1999 rules, English)
        // The starting province is a conquest too.
        GameState state = civ(TileKind::Barbarians, TileKind::Militia, 10);
        giveDeclining(state, 0);
        declining(state, "scotland", 0);
        declining(state, "france", 0);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "ireland")));
        QCOMPARE(holderAt(state, "scotland"), Holder::Empty);
        QCOMPARE(holderAt(state, "france"), Holder::Declining);
    }

    void contactIsNotAcrossTheSea()
    {
        // "Two provinces of an empire with Astronomy are considered adjacent (for the rule of
        // cohesion) if they are connected by one or more sea regions." (1999 rules, English)
        // "uniquement pour la règle de cohésion" (1999 rules, French): not for contact
        // (docs/rules-decisions.md D11).
        GameState state = civ(TileKind::Astronomy, TileKind::Barbarians, 10);
        giveDeclining(state, 0);
        declining(state, "norway", 0);
        active(state, "ireland", 0, 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "scotland")));
        QCOMPARE(holderAt(state, "norway"), Holder::Declining);
    }

    void emptyActiveEmpireMayBeKept()
    {
        // "Special Case: It is possible that an active civilization can lose all of its tokens
        // through enemy attacks. The empire can be preserved (perhaps to keep an existing
        // declining empire intact) or declared in decline." (1999 rules, English)
        GameState state = civ(TileKind::Barbarians, TileKind::Militia, 0);
        giveDeclining(state, 0);
        declining(state, "brittany", 0);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::endConquest());
        PLAY(state, Action::endReorganization());
        QCOMPARE(holderAt(state, "brittany"), Holder::Declining);
        QCOMPARE(state.player(0).score, 11);
        QVERIFY(state.player(0).active);
    }

    void emptyActiveEmpireDeclined()
    {
        // "It still takes, as usual, a complete turn to put the empire in decline. If placed in
        // decline, the previous declining empire is still removed from the board - even though
        // the new declining empire has no provinces. For one turn, the player will be completely
        // off the board." (1999 rules, English)
        GameState state = civ(TileKind::Barbarians, TileKind::Militia, 0);
        giveDeclining(state, 0);
        declining(state, "brittany", 0);
        startTurn(state, 0);
        PLAY(state, Action::decline());
        QCOMPARE(holderAt(state, "brittany"), Holder::Empty);
        QVERIFY(state.player(0).declining);
        QVERIFY(provincesOf(state, 0, Holder::Declining).empty());
        QCOMPARE(state.player(0).score, 10);
        PLAY(state, Action::choose(0));
        QVERIFY(provincesOf(state, 0, Holder::Active).empty());
        QCOMPARE(state.currentPlayer, 1);
    }

    void aCivilizationNotYetOnTheBoardMayBeDeclined()
    {
        // docs/rules-decisions.md D27. "Au *début* de n'importe lequel de ses tours de jeu, un
        // joueur peut abandonner le peuple qu'il contrôle et le déclarer en déclin." (1999 rules,
        // French, the reference) "... choisir un nouveau peuple qui n'entrera en jeu qu'au tour
        // suivant." (the same): the new people enters no earlier than the next turn, and at the
        // start of that turn, as of any, it may be declined; the special case declines an empire
        // with no province ("even though the new declining empire has no provinces", English).
        GameState state = newPosition(3);
        for (int player = 0; player < 3; ++player)
            PLAY(state, Action::choose(0));
        QCOMPARE(state.currentPlayer, 0);
        QCOMPARE(state.phase, Phase::TurnStart);
        QVERIFY(provincesOf(state, 0, Holder::Active).empty());
        const int hand = state.player(0).active->hand;
        QVERIFY(hand > 0);
        const int removed = state.player(0).pawnsRemoved;
        PLAY(state, Action::decline());
        // Its pawns leave the game with it, unplayed; a new civilization is chosen at once.
        QCOMPARE(state.player(0).pawnsRemoved, removed + hand);
        QVERIFY(provincesOf(state, 0, Holder::Declining).empty());
        QCOMPARE(state.phase, Phase::ChooseCivilization);
    }

    void decliningProvincesCanBeConquered()
    {
        // "The provinces still held by the civilization in decline continue to score points for
        // the player, until the provinces are conquered by other players." "In each conquered
        // province, the defending civilization loses just one token permanently."
        // (1999 rules, English)
        GameState state = civ(TileKind::Barbarians, TileKind::Militia, 10);
        giveDeclining(state, 1);
        active(state, "france", 0, 1);
        declining(state, "brittany", 1);
        startTurn(state, 0);
        PLAY(state, Action::expand());
        PLAY(state, Action::conquer(area(state, "brittany")));
        QCOMPARE(state.player(1).pawnsRemoved, 1);
        QCOMPARE(holderAt(state, "brittany"), Holder::Active);
    }
};

QTEST_APPLESS_MAIN(TestRulesDecline)
#include "test_rules_decline.moc"
