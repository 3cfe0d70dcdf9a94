// Counts in words, in the three languages: every text with a count takes its number's plural
// form ("1 pawn", "2 pawns"; "1 pion", "2 pions"; "1 Spielstein", "2 Spielsteine"), in the log's
// events, the computers' reasons, the engine's refusals, the turn's help and the panels.

#include "ai/aireason.h"
#include "ai/randomplayer.h"
#include "app/gamefixture.h"
#include "board/provincetooltip.h"
#include "game/gameevent.h"
#include "game/pawnmoves.h"
#include "game/play.h"
#include "languageswitcher.h"
#include "panels/playercolours.h"
#include "panels/turnguidance.h"
#include "queries/phaseguidance.h"
#include "session/newgamesetup.h"

#include <QRegularExpression>
#include <QTest>

#include <functional>

using namespace vinci;
using namespace vinci::testing;
using namespace Qt::StringLiterals;

namespace {

/** A text made with a count: what it says at `count`, with everything else the same. */
using Counted = std::function<QString(int count)>;

struct CountedText
{
    const char *name;
    Counted text;
};

/** Where the texts happen: the Europe board, three named seats. */
const ProvinceGraph &board()
{
    return *europeBoard();
}

AreaIndex scotland()
{
    return *board().indexOf(u"scotland");
}

QString eventText(EventKind kind, int amount, int amount2 = 0, int value = 0,
                  RuleSetId rules = RuleSetId::Classic)
{
    GameEvent happened(kind);
    happened.player = 0;
    happened.other = 1;
    happened.area = scotland();
    happened.amount = amount;
    happened.amount2 = amount2;
    happened.value = value;
    happened.tiles = CivilizationTiles::pair(TileKind::Medicine, TileKind::Weapons);
    return describeEvent(happened, board(), {u"Ada"_s, u"Bruno"_s}, uiLanguage(), rules);
}

QString reasonText(ReasonKind kind, std::array<int, 6> numbers, int times = 1)
{
    AiReason why;
    ReasonPart &part = why.add(kind);
    part.times = times;
    part.area = scotland();
    part.slot = 2;
    part.tiles = CivilizationTiles::pair(TileKind::Medicine, TileKind::Weapons);
    part.dice = {3};
    part.numbers = numbers;
    return describeReason(why, board(), {u"Ada"_s, u"Bruno"_s}, uiLanguage(), RuleSetId::Classic);
}

/** A step's `count` pawn moves of one kind into Scotland, said as a whole (the log's line). */
QString movesText(EventKind kind, int value, int count)
{
    PawnMoves moves;
    for (int i = 0; i < count; ++i) {
        GameEvent moved(kind);
        moved.player = 0;
        moved.area = scotland();
        moved.amount = 1;
        moved.value = value;
        moves.add(moved);
    }
    return moves.describe(board(), {u"Ada"_s, u"Bruno"_s}, uiLanguage());
}

/** Every counted text the log and the engine word, each count taken on its own. */
std::vector<CountedText> countedTexts()
{
    using K = ReasonKind;
    const int expanding = static_cast<int>(ReasonAlternative::Expanding);
    return {
        {"pawns chosen", [](int n) { return eventText(EventKind::CivilizationChosen, 0, n, 3); }},
        {"points chosen", [](int n) { return eventText(EventKind::CivilizationChosen, 0, 9, n); }},
        {"points paid", [](int n) { return eventText(EventKind::CivilizationChosen, 0, 9, -n); }},
        {"decline", [](int n) { return eventText(EventKind::Declined, n); }},
        {"collected", [](int n) { return eventText(EventKind::PawnsCollected, n); }},
        {"conquered", [](int n) { return eventText(EventKind::Conquered, n); }},
        {"field general", [](int n) { return eventText(EventKind::FieldGeneralLeft, n); }},
        {"legions",
         [](int n) {
             return eventText(EventKind::FieldGeneralLeft, n, 0, 0, RuleSetId::Online2013);
         }},
        {"scored", [](int n) { return eventText(EventKind::Scored, n); }},
        {"takes: pawns",
         [](int n) {
             return reasonText(K::TakesCivilization, {n, 0, 0, 0, 0, 0});
         }},
        {"takes: points",
         [](int n) {
             return reasonText(K::TakesCivilization, {9, n, 0, 0, 0, 0});
         }},
        {"takes: paid",
         [](int n) {
             return reasonText(K::TakesCivilization, {9, -n, 0, 0, 0, 0});
         }},
        {"takes: enter",
         [](int n) {
             return reasonText(K::TakesCivilization, {9, 0, n, 0, 0, 0});
         }},
        {"declines: provinces",
         [](int n) {
             return reasonText(K::Declines, {n, 5, 5, 0, 0, 0});
         }},
        {"declines: pawns",
         [](int n) {
             return reasonText(K::Declines, {5, n, 5, 0, 0, 0});
         }},
        {"declines: score",
         [](int n) {
             return reasonText(K::Declines, {5, 5, n, 0, 0, 0});
         }},
        {"expands",
         [](int n) {
             return reasonText(K::Expands, {n, 0, 0, 0, 0, 0});
         }},
        {"conquers at once",
         [](int n) {
             return reasonText(K::ConquersAtOnce, {n, 0, 0, 0, 0, 0});
         }},
        {"expects more",
         [=](int n) {
             return reasonText(K::ExpectsMore, {n, expanding, 3, 0, 0, 0});
         }},
        {"expects more at the end",
         [=](int n) {
             return reasonText(K::ExpectsMore, {n, expanding, 3, 1, 0, 0});
         }},
        {"expects, conquests",
         [=](int n) {
             return reasonText(K::ExpectsMore, {5, expanding, n, 0, 0, 0});
         }},
        {"planned: cost",
         [](int n) {
             return reasonText(K::ConquersPlanned, {n, 5, 1, 3, 0, 0});
         }},
        // "Conquers Scotland (cost 3, 1 points)" was the issue's.
        {"planned: points",
         [](int n) {
             return reasonText(K::ConquersPlanned, {3, n, 1, 3, 0, 0});
         }},
        {"enters: points",
         [](int n) {
             return reasonText(K::EntersBoard, {n, 3, 0, 0, 0, 0});
         }},
        {"enters: cost",
         [](int n) {
             return reasonText(K::EntersBoard, {3, n, 0, 0, 0, 0});
         }},
        {"declining loss",
         [](int n) {
             return reasonText(K::DecliningLossCounted, {n, 0, 0, 0, 0, 0});
         }},
        {"slavery",
         [](int n) {
             return reasonText(K::SlaveryBonus, {n, 0, 0, 0, 0, 0});
         }},
        {"too dear",
         [](int n) {
             return reasonText(K::PreferredTooDear, {n, 5, 0, 0, 0, 0});
         }},
        {"in hand",
         [](int n) {
             return reasonText(K::PreferredTooDear, {5, n, 0, 0, 0, 0});
         }},
        {"none affordable",
         [](int n) {
             return reasonText(K::NoneAffordable, {n, 0, 0, 0, 0, 0});
         }},
        {"lifts",
         [](int n) {
             return reasonText(K::LiftsSurplus, {n, 0, 0, 0, 0, 0});
         }},
        {"places",
         [](int n) {
             return reasonText(K::PlacesAgainstRisk, {n, 10, 0, 0, 0, 0});
         }},
        {"placed", [](int n) { return eventText(EventKind::PawnsPlaced, n); }},
        {"lifted", [](int n) { return eventText(EventKind::PawnsLifted, n); }},
        {"reorganizes: places", [](int n) { return movesText(EventKind::PawnsPlaced, 0, n); }},
        {"reorganizes: lifts", [](int n) { return movesText(EventKind::PawnsLifted, 0, n); }},
        {"redeploys", [](int n) { return movesText(EventKind::Redeployed, 0, n); }},
        {"redeployed automatically", [](int n) { return movesText(EventKind::Redeployed, 1, n); }},
        {"lifts: moved",
         [](int n) {
             return reasonText(K::LiftsSurplus, {2, 0, 0, 0, 0, 0}, n);
         }},
        {"gives up: moved",
         [](int n) {
             return reasonText(K::LiftsGivingUp, {0, 0, 0, 0, 0, 0}, n);
         }},
        {"evens out: moved",
         [](int n) {
             return reasonText(K::LiftsToEvenOut, {2, 0, 0, 0, 0, 0}, n);
         }},
        {"defence: moved",
         [](int n) {
             return reasonText(K::PlacesForDefence, {5, 0, 0, 0, 0, 0}, n);
         }},
        {"places: moved",
         [](int n) {
             return reasonText(K::PlacesAgainstRisk, {5, 10, 0, 0, 0, 0}, n);
         }},
        {"survivors: moved",
         [](int n) {
             return reasonText(K::SurvivorLowersRisk, {0, 0, 0, 0, 0, 0}, n);
         }},
        {"test: points",
         [](int n) {
             return reasonText(K::DeclineTestPoints, {n + 10, 0, 0, 0, 0, 0});
         }},
        {"test: pawns",
         [](int n) {
             return reasonText(K::DeclineTestPawns, {n, 5, 0, 0, 0, 0});
         }},
        {"refusal",
         [](int n) {
             return reject(RejectionCode::NotEnoughPawns, {rejectionPawns(n), rejectionPawns(5)})
                 .message;
         }},
    };
}

/**
 * The start of a turn of an empire with one pawn in each province and none in hand (nor any
 * from its tiles): Expand collects nothing.
 */
GameState spreadThin()
{
    for (quint64 seed = 1; seed <= 30; ++seed) {
        GameState state = newEuropeGame(3, seed);
        RandomPlayer player(seed);
        for (int step = 0; step < 600 && !state.isOver(); ++step) {
            const int me = state.currentPlayer;
            if (state.phase == Phase::TurnStart && state.player(me).active) {
                GameState thin = state;
                const std::vector<AreaIndex> held = provincesOf(thin, me, Holder::Active);
                for (const AreaIndex area : held)
                    thin.at(area).pawns = 1;
                thin.player(me).active->hand = 0;
                if (!held.empty() && expandPawnsPreview(thin) == 0)
                    return thin;
            }
            if (applyInPlace(state, player.chooseAction(state)))
                qFatal("the random player made an illegal move");
        }
    }
    qFatal("no empire spread thin");
}

/** The seats of a game started without names: "Player 1", "Joueur 1", "Spieler 1". */
std::vector<SeatSetup> seatsNamedByDefault(int players)
{
    std::vector<SeatSetup> seats;
    seats.reserve(static_cast<std::size_t>(players));
    for (int seat = 0; seat < players; ++seat)
        seats.push_back({defaultSeatName(seat), playerColour(seat), u"human"_s});
    return seats;
}

} // namespace

class TestPlurals : public QObject
{
    Q_OBJECT

    LanguageSwitcher m_language;

private slots:
    void countsTakeTheirPluralForm_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *language : {"en", "fr", "de"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }

    /**
     * At 1 and at 2 the same text differs by more than its digit (the noun, or its verb,
     * follows the number) and shows no "(s)" of an untranslated plural.
     */
    void countsTakeTheirPluralForm()
    {
        QFETCH(QString, language);
        QVERIFY(m_language.setLanguage(language, false));
        for (const CountedText &counted : countedTexts()) {
            const QString one = counted.text(1);
            const QString two = counted.text(2);
            QVERIFY2(!one.contains(u"(s)"_s) && !two.contains(u"(s)"_s), qPrintable(two));
            QString asIfTwo = one;
            asIfTwo.replace(u'1', u'2');
            QVERIFY2(asIfTwo != two, qPrintable(u"%1: \"%2\" / \"%3\""_s.arg(
                                         QString::fromLatin1(counted.name), one, two)));
        }
    }

    void aPriceTakesTheMinusSign_data() { countsTakeTheirPluralForm_data(); }

    /**
     * The s50 walk: the log wrote "Player 3 chooses Mining + Field General (15 pawns, -4
     * victory points)" with a hyphen, where the track's cards write "−4 VP": the minus sign
     * (U+2212), in every language.
     */
    void aPriceTakesTheMinusSign()
    {
        QFETCH(QString, language);
        QVERIFY(m_language.setLanguage(language, false));
        const QString paid = eventText(EventKind::CivilizationChosen, 0, 15, -4);
        QVERIFY2(paid.contains(u"\u22124 "_s) && !paid.contains(u"-4"_s), qPrintable(paid));
        const QString gained = eventText(EventKind::CivilizationChosen, 0, 15, 2);
        QVERIFY2(gained.contains(u"+2 "_s), qPrintable(gained));
    }

    /** A few of them word for word, as a person reads them. */
    void onePawnWordForWord()
    {
        QVERIFY(m_language.setLanguage(u"en"_s, false));
        QCOMPARE(eventText(EventKind::PawnsCollected, 1), u"Ada collects 1 pawn."_s);
        QVERIFY(reasonText(ReasonKind::ConquersPlanned, {3, 1, 1, 3, 0, 0})
                    .startsWith(u"Conquers Scotland for 3 pawns (worth 1 victory point)"_s));
        QVERIFY(eventText(EventKind::CivilizationChosen, 0, 9, 1)
                    .endsWith(u"(9 pawns, +1 victory point)."_s));
        QVERIFY(m_language.setLanguage(u"fr"_s, false));
        QCOMPARE(eventText(EventKind::PawnsCollected, 1), u"Ada reprend 1 pion en main."_s);
        // The tile the rule set names: Legions under Online 2013, not the Field General.
        QVERIFY(eventText(EventKind::FieldGeneralLeft, 7, 0, 0, RuleSetId::Online2013)
                    .contains(u"Légions"_s));
        QVERIFY(m_language.setLanguage(u"de"_s, false));
        QCOMPARE(eventText(EventKind::PawnsCollected, 1),
                 u"Ada nimmt 1 Spielstein auf die Hand."_s);
    }

    void noPawnToExpandWithIsSaidAsSuch_data() { countsTakeTheirPluralForm_data(); }

    /**
     * The walk of s41: with one pawn in each province and none in hand, the turn bar said
     * "conquer with the 0 pawns" ("avec le 0 pion"), and the province's worth went "à Joueur 1"
     * in French. Expand says that no pawn comes to the hand and what can still be done; the
     * default names are put where no article is missing (French), and apart from the count
     * (German: "Bringt Spieler 1 2 Siegpunkte").
     */
    void noPawnToExpandWithIsSaidAsSuch()
    {
        QFETCH(QString, language);
        QVERIFY(m_language.setLanguage(language, false));
        const GameState state = spreadThin();
        const std::vector<SeatSetup> seats = seatsNamedByDefault(state.playerCount());
        const QString detail = TurnGuidance::describe(state, seats, {}, false).detail;
        static const QRegularExpression none(u"\\b0 (pawn|pion|Spielstein)"_s);
        QVERIFY2(!detail.contains(none), qPrintable(detail));
        const QString abandon = language == u"fr"_s   ? u"abandonnez"_s
                                : language == u"de"_s ? u"räumen"_s
                                                      : u"abandon"_s;
        QVERIFY2(detail.contains(abandon), qPrintable(detail));

        const int me = state.currentPlayer;
        const AreaIndex area = provincesOf(state, me, Holder::Active).front();
        const QString tooltip = ProvinceTooltip::html(state, seats, area, language, false);
        QVERIFY2(tooltip.contains(seats[static_cast<std::size_t>(me)].name), qPrintable(tooltip));
        QVERIFY2(!tooltip.contains(u"à Joueur"_s) && !tooltip.contains(u"de Joueur"_s),
                 qPrintable(tooltip));
        static const QRegularExpression nameThenCount(u"Spieler \\d+ \\d"_s);
        QVERIFY2(!tooltip.contains(nameThenCount), qPrintable(tooltip));
    }

    /**
     * The s42 walk: "jede Münze auf der gewählten bringt Ihnen 2 Punkten zurück", a dative where
     * the sentence wants the accusative. A count that stands alone ("%n point(s)", put into
     * other sentences) is in the nominative/accusative; the sentence it goes into fits it.
     */
    void germanPointsTakeTheSentencesCase()
    {
        QVERIFY(m_language.setLanguage(u"de"_s, false));
        const GameState state = newEuropeGame(3);
        QCOMPARE(state.phase, Phase::ChooseCivilization);
        const QString detail =
            TurnGuidance::describe(state, seatsNamedByDefault(3), {}, false).detail;
        QVERIFY2(detail.contains(u"bringt Ihnen 2 Punkte zurück"_s), qPrintable(detail));
        QVERIFY2(!detail.contains(u"Punkten"_s), qPrintable(detail));
    }

    /** "Player 3" is the default name in every language, and follows a switch. */
    void defaultSeatNamesFollowTheLanguage()
    {
        QVERIFY(m_language.setLanguage(u"en"_s, false));
        const QString english = defaultSeatName(2);
        QCOMPARE(english, u"Player 3"_s);
        const QString virtualName = NewGameSetup::soloPreset(1).seats[2].name;
        QVERIFY(m_language.setLanguage(u"fr"_s, false));
        QCOMPARE(retranslatedSeatName(english), u"Joueur 3"_s);
        QCOMPARE(retranslatedSeatName(virtualName), NewGameSetup::soloPreset(1).seats[2].name);
        QVERIFY(m_language.setLanguage(u"de"_s, false));
        QCOMPARE(retranslatedSeatName(u"Joueur 3"_s), u"Spieler 3"_s);
        // A name a person typed stays as it is.
        QCOMPARE(retranslatedSeatName(u"Anna"_s), u"Anna"_s);
        QCOMPARE(retranslatedSeatName(u"Player 3b"_s), u"Player 3b"_s);
    }
};

QTEST_MAIN(TestPlurals)
#include "test_plurals.moc"
