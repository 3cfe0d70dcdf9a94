// The panels and dialogs around the game window, built from real engine states.

#include "ai/randomplayer.h"
#include "ai/rulebookplayer.h"
#include "dialogs/aboutdialog.h"
#include "dialogs/endofgamedialog.h"
#include "dialogs/howtoplaydialog.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/tilehelpdialog.h"
#include "game/pawnmoves.h"
#include "game/play.h"
#include "gamefixture.h"
#include "languageswitcher.h"
#include "panels/civilizationtrackpanel.h"
#include "panels/gamelogpanel.h"
#include "panels/paintedtext.h"
#include "panels/panelscrollarea.h"
#include "panels/playercard.h"
#include "panels/playerspanel.h"
#include "panels/scorechartview.h"
#include "panels/tilebadge.h"
#include "panels/trackslotbutton.h"
#include "panels/turnbar.h"
#include "panels/turnguidance.h"
#include "protocol/enginesession.h"
#include "rules/conquestcost.h"
#include "rules/tiletable.h"
#include "session/scorehistory.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QHelpEvent>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QToolTip>
#include <QTreeWidget>
#include <QtTest>

using namespace vinci;
using namespace vinci::testing;
using namespace Qt::StringLiterals;

class TestGamePanels : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void trackShowsSixPairsWithPawnsAndPrices();
    void trackChoosesOnlyWhenAllowed();
    void onlyCivilizationIIsFree();
    void playersShowScoresCivilizationsAndTurn();
    void playersShowPeaceOnBothCards();
    void nothingToConquerIsSaidWithWhy();
    void aRefusalKeepsTheTurnBarsHeight();
    void anEmpireLeftWithNothingIsAskedToKeepOrDecline();
    void playerCardCountsTheLeadersPawns();
    void aDecliningEmpireWithNoProvinceLeftSaysSo();
    void playerCardsSayTheStrengthChosen();
    void playersCountRoundsUnderOnline();
    void aCompactCardGrowsWithItsWords();
    void logWordsEventsWithTurnHeaders();
    void logSaysWhereAutomaticRedeploysWent();
    void scoreHistoryFollowsTurnsAndReplays();
    void endOfGameShowsRankingAndChart();
    void endOfGameSaysHowTheGameWasSetToEnd();
    void tileHelpListsEveryTile();
    void tileHelpListsTheOnlineTiles();
    void onlineTextsComeFromTheRuleSet();
    void turnBarOffersPhilosophysReorganization();
    void howToPlayAndAboutSayWhatTheyMust();
    void switchingLanguageRetranslatesAtOnce_data();
    void switchingLanguageRetranslatesAtOnce();
    void languageChoiceIsRemembered();
    void engineTextsFollowTheLanguage();

private:
    QTemporaryDir m_settings;
    /** English installed for the whole run, as the program does (counts' plural forms). */
    LanguageSwitcher m_english;
};

void TestGamePanels::initTestCase()
{
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
    QCoreApplication::setOrganizationName(QStringLiteral("vinci-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("test_gamepanels"));
    QVERIFY(m_english.setLanguage(QStringLiteral("en"), false));
}

void TestGamePanels::cleanup()
{
    // Each test starts in English.
    LanguageSwitcher english;
    english.setLanguage(QStringLiteral("en"));
}

void TestGamePanels::trackShowsSixPairsWithPawnsAndPrices()
{
    GameState state = newEuropeGame(3);
    CivilizationTrackPanel panel;
    panel.setSeats(defaultSeats(3));
    panel.setState(state);
    panel.resize(340, 560);
    grabIfAsked(panel, QStringLiteral("track"));
    for (int slot = 0; slot < 6; ++slot) {
        const TrackSlotView &view = panel.slotButton(slot)->view();
        const TrackSlot &place = state.track[static_cast<std::size_t>(slot)];
        QCOMPARE(view.tiles, place.tiles);
        // "the sum of the two red numbers ... plus extra tokens": 8 with 3 players on Europe.
        QCOMPARE(view.pawns, pairPawns(place.tiles.kinds[0], place.tiles.kinds[1]) + 8);
        QCOMPARE(view.pawnParts.tiles, pairPawns(place.tiles.kinds[0], place.tiles.kinds[1]));
        QCOMPARE(view.pawnParts.extra, 8);
        QCOMPARE(view.scoreChange, -2 * slot);
        QVERIFY(panel.slotButton(slot)->isEnabled());
    }
}

void TestGamePanels::trackChoosesOnlyWhenAllowed()
{
    GameState state = newEuropeGame(3);
    CivilizationTrackPanel panel;
    panel.setState(state);
    QSignalSpy spy(&panel, &CivilizationTrackPanel::chooseRequested);
    QTest::mouseClick(panel.slotButton(2), Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toInt(), 2);

    // Another seat acting: nothing can be chosen, and the card says why.
    panel.setInteractive(false, QStringLiteral("A virtual player is choosing."));
    QVERIFY(!panel.slotButton(0)->isEnabled());
    QCOMPARE(panel.slotButton(0)->view().refusal, QStringLiteral("A virtual player is choosing."));
    QTest::mouseClick(panel.slotButton(0), Qt::LeftButton);
    QCOMPARE(spy.count(), 1);

    // After everyone chose, the phase is no longer a choice.
    panel.setInteractive(true);
    playRandomly(state, 3);
    QVERIFY(state.phase != Phase::ChooseCivilization);
    panel.setState(state);
    for (int slot = 0; slot < 6; ++slot)
        QVERIFY(!panel.slotButton(slot)->isEnabled());
    // Coins show up where players passed civilizations over.
    int coins = 0;
    for (const TrackSlot &place : state.track)
        coins += place.coins;
    int shown = 0;
    for (int slot = 0; slot < 6; ++slot)
        shown += panel.slotButton(slot)->view().coins;
    QCOMPARE(shown, coins);
    grabIfAsked(panel, QStringLiteral("track-after-choosing"));
}

void TestGamePanels::onlyCivilizationIIsFree()
{
    // The s42 walk: card II said "free" where its coin paid back its price, while the bar said
    // "Civilization I is free". The rule: "the player must pay 2 victory points ... gains 2
    // victory points for each token". Card II says the sum (±0) and its tooltip both halves.
    GameState state = newEuropeGame(3);
    QVERIFY(!applyInPlace(state, Action::choose(2))); // a coin on I and on II
    QCOMPARE(state.track[1].coins, 1);
    CivilizationTrackPanel panel;
    panel.setSeats(defaultSeats(3));
    panel.setState(state);
    panel.resize(340, 560);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const auto said = [&panel](int slot) {
        QStringList texts;
        for (const PaintedText &text : panel.slotButton(slot)->texts())
            texts << text.text;
        return texts;
    };
    QVERIFY2(said(0).contains(u"+2 VP"_s), qPrintable(said(0).join(u'|')));
    QCOMPARE(panel.slotButton(1)->view().scoreChange, 0);
    QVERIFY2(!said(1).contains(u"free"_s) && said(1).contains(u"\u00b10 VP"_s),
             qPrintable(said(1).join(u'|')));
    TrackSlotButton *second = panel.slotButton(1);
    const QPoint at(second->width() - 4, second->height() / 2);
    QHelpEvent help(QEvent::ToolTip, at, second->mapToGlobal(at));
    QApplication::sendEvent(second, &help);
    QVERIFY2(QToolTip::text().contains(u"costs 2 victory points, which its coins give back"_s),
             qPrintable(QToolTip::text()));
    QToolTip::hideText();
    // The question before it is taken says so too.
    const QString question = TurnGuidance::confirmChoice(state, defaultSeats(3), 1).detail;
    QVERIFY2(!question.contains(u"free"_s) && question.contains(u"give back"_s),
             qPrintable(question));
    // A fresh track: I alone is free.
    const GameState fresh = newEuropeGame(3);
    panel.setState(fresh);
    QVERIFY2(said(0).contains(u"free"_s), qPrintable(said(0).join(u'|')));
    QVERIFY(!said(1).contains(u"free"_s));
}

void TestGamePanels::playersShowScoresCivilizationsAndTurn()
{
    GameState state = newEuropeGame(4, 11);
    playUntilTurn(state, 14);
    PlayersPanel panel;
    std::vector<SeatSetup> seats = defaultSeats(4);
    seats[2].controller = QStringLiteral("strategist-hard");
    panel.setSeats(seats);
    panel.setState(state);
    panel.resize(360, 520);
    grabIfAsked(panel, QStringLiteral("players"));
    QCOMPARE(panel.cardCount(), 4);
    for (int seat = 0; seat < 4; ++seat) {
        const PlayerView &view = panel.card(seat)->view();
        const PlayerState &player = state.player(seat);
        QCOMPARE(view.name, seats[static_cast<std::size_t>(seat)].name);
        QCOMPARE(view.colour, seats[static_cast<std::size_t>(seat)].colour);
        QCOMPARE(view.score, player.score);
        QCOMPARE(view.acting, state.actingPlayer() == seat);
        QCOMPARE(view.active.has_value(), player.active.has_value());
        if (player.active) {
            QCOMPARE(*view.active, player.active->tiles);
            QCOMPARE(view.hand, player.active->hand);
        }
        QCOMPARE(view.declining.has_value(), player.declining.has_value());
        QCOMPARE(view.activePawns, pawnsOnBoard(state, seat, Holder::Active));
        QCOMPARE(view.decliningProvinces,
                 static_cast<int>(provincesOf(state, seat, Holder::Declining).size()));
    }
    QCOMPARE(panel.card(2)->view().controller, QStringLiteral("strategist-hard"));

    // Fewer seats: the panel follows.
    GameState three = newEuropeGame(3);
    panel.setState(three);
    QCOMPARE(panel.cardCount(), 3);
}

/**
 * Player 3 takes Île-de-France, the last province of the person's empire, defended by one pawn:
 * no province and no pawn is left, and the person's older empire in decline still holds
 * Scotland. The walk read "expand or decline?" and "your 0 pawns enter the board from its edge".
 * The rules keep the question and say what each answer does: "Special Case: It is possible that
 * an active civilization can lose all of its tokens through enemy attacks. The empire can be
 * preserved (perhaps to keep an existing declining empire intact) or declared in decline. ...
 * If placed in decline, the previous declining empire is still removed from the board"
 * (1999 rules, English; the French original the same, docs/rules-decisions.md D26).
 */
void TestGamePanels::anEmpireLeftWithNothingIsAskedToKeepOrDecline()
{
    GameState state = newEuropeGame(3);
    const auto at = [&state](const char16_t *id) { return *state.board->indexOf(QStringView(id)); };
    state.player(0).active =
        ActiveCivilization{CivilizationTiles::pair(TileKind::Mining, TileKind::Currency), 0, 0};
    state.player(0).declining =
        DecliningCivilization{CivilizationTiles::pair(TileKind::Agriculture, TileKind::Slavery), 0};
    state.at(at(u"france")) = ProvinceState{Holder::Active, 0, 1, false};
    state.at(at(u"scotland")) = ProvinceState{Holder::Declining, 0, 1, false};
    state.player(2).active = ActiveCivilization{
        CivilizationTiles::pair(TileKind::Agriculture, TileKind::Currency), 10, 0};
    state.at(at(u"brittany")) = ProvinceState{Holder::Active, 2, 2, false};
    state.currentPlayer = 2;
    state.phase = Phase::Conquest;
    QVERIFY(!applyInPlace(state, Action::conquer(at(u"france"))));
    QVERIFY(!applyInPlace(state, Action::endConquest()));
    while (state.player(2).active->hand > 0)
        QVERIFY(!applyInPlace(state, Action::place(at(u"brittany"))));
    QVERIFY(!applyInPlace(state, Action::endReorganization()));
    QCOMPARE(state.currentPlayer, 0);
    QCOMPARE(state.phase, Phase::TurnStart);
    QVERIFY(provincesOf(state, 0, Holder::Active).empty());

    const std::vector<SeatSetup> seats = defaultSeats(3);
    TurnBar bar;
    bar.resize(1366, 90);
    bar.showState(state, seats, {}, true, false);
    QCOMPARE(bar.titleLabel()->text(), u"%1, keep your empire or decline it?"_s.arg(seats[0].name));
    const QString detail = bar.detailLabel()->text();
    QVERIFY2(!detail.contains(u"0 pawns"_s) && !detail.contains(u"enter the board"_s),
             qPrintable(detail));
    QVERIFY2(detail.contains(u"Your empire has no province and no pawn left. Expand keeps it as "
                             u"it is: it has nothing to do this turn."_s) &&
                 detail.contains(u"Your older empire in decline then leaves the board "
                                 u"(1 province"_s),
             qPrintable(detail));
    QVERIFY(bar.expandButton()->isEnabled() && bar.declineButton()->isEnabled());
    grabIfAsked(bar, u"turnbar-empty-empire"_s);
}

/**
 * Player 3 takes Aquitaine, the last province of the person's empire in decline. The card read
 * "In decline: 0 provinces", as if the empire were still there to score: "The provinces still
 * held by the civilization in decline continue to score points for the player, until the
 * provinces are conquered by other players" (1999 rules, English). It says that none is left.
 */
void TestGamePanels::playerCardCountsTheLeadersPawns()
{
    // The s53 walk: at the start of a turn the turn bar said "your 16 pawns (9 + 7 Field
    // General) enter the board" and the player's card "9 in hand". The card counts the pawns
    // the bar does, with where they come from where there is room: brief, compact, full and in
    // its tooltip.
    GameState state = newEuropeGame(3);
    state.player(0).active = ActiveCivilization{
        CivilizationTiles::pair(TileKind::FieldGeneral, TileKind::Agriculture), 9, 0};
    state.currentPlayer = 0;
    state.phase = Phase::TurnStart;
    const std::vector<SeatSetup> seats = defaultSeats(3);
    TurnBar bar;
    bar.resize(1366, 90);
    bar.showState(state, seats, {}, true, false);
    QVERIFY2(bar.detailLabel()->text().contains(u"16 pawns (9 + 7 Field General)"_s),
             qPrintable(bar.detailLabel()->text()));

    PlayerCard card;
    card.setView(PlayersPanel::viewOf(state, seats, 0));
    card.resize(card.minimumSizeHint());
    card.show();
    QVERIFY(QTest::qWaitForWindowExposed(&card));
    const QString counted = u"16 in hand (9 + 7 Field General)"_s;
    QVERIFY2(card.accessibleDescription().contains(counted),
             qPrintable(card.accessibleDescription()));
    for (const auto density :
         {PlayerCard::Density::Full, PlayerCard::Density::Compact, PlayerCard::Density::Brief}) {
        card.setDensity(density);
        card.resize(card.minimumSizeHint().width(), card.heightAt(density));
        QStringList said;
        for (const PaintedText &text : card.texts()) {
            QVERIFY2(text.fits(), qPrintable(text.text));
            said << text.text;
        }
        const QString words = said.join(u'|');
        const bool brief = density == PlayerCard::Density::Brief;
        QVERIFY2(words.contains(brief ? u"16 in hand"_s : counted) &&
                     !words.contains(u"9 in hand"_s),
                 qPrintable(words));

        grabIfAsked(card, u"player-card-leader-%1"_s.arg(static_cast<int>(density)));
    }
    // Once expanded, the hand holds them: no sources any more.
    QVERIFY(!applyInPlace(state, Action::expand()));
    card.setView(PlayersPanel::viewOf(state, seats, 0));
    card.setDensity(PlayerCard::Density::Full);
    QVERIFY2(card.accessibleDescription().contains(u"16 in hand \u00b7"_s),
             qPrintable(card.accessibleDescription()));
}

void TestGamePanels::aDecliningEmpireWithNoProvinceLeftSaysSo()
{
    GameState state = newEuropeGame(3);
    const AreaIndex aquitaine = *state.board->indexOf(u"aquitaine");
    const AreaIndex brittany = *state.board->indexOf(u"brittany");
    state.player(0).declining =
        DecliningCivilization{CivilizationTiles::pair(TileKind::Agriculture, TileKind::Slavery), 0};
    state.at(aquitaine) = ProvinceState{Holder::Declining, 0, 1, false};
    state.player(2).active = ActiveCivilization{
        CivilizationTiles::pair(TileKind::Agriculture, TileKind::Currency), 10, 0};
    state.at(brittany) = ProvinceState{Holder::Active, 2, 2, false};
    state.currentPlayer = 2;
    state.phase = Phase::Conquest;
    const std::vector<SeatSetup> seats = defaultSeats(3);
    PlayersPanel panel;
    panel.setSeats(seats);
    panel.setState(state);
    panel.resize(360, 520);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const auto cardSays = [&panel](const QString &words) {
        const std::vector<PaintedText> texts = panel.card(0)->texts();
        return std::any_of(texts.begin(), texts.end(),
                           [&words](const PaintedText &text) { return text.text.contains(words); });
    };
    QVERIFY(cardSays(u"In decline: 1 province"_s));

    QVERIFY(!applyInPlace(state, Action::conquer(aquitaine)));
    panel.setState(state);
    QVERIFY(!cardSays(u"0 provinces"_s));
    QVERIFY(cardSays(u"In decline: no province left"_s));
    QVERIFY2(panel.card(0)->accessibleDescription().contains(u"In decline: no province left"_s),
             qPrintable(panel.card(0)->accessibleDescription()));
    grabIfAsked(panel, u"players-decline-gone"_s);

    // In French the line, whole, was wider than the card's counts: every card kept its room
    // from the game's start and the board's scale left the Eastern Desert unnamed at 1366x768
    // (test_mapnames, s53). At the panel's narrowest it wraps between its words, never before
    // its colon, and says it all.
    LanguageSwitcher french;
    QVERIFY(french.setLanguage(u"fr"_s, false));
    panel.setState(state);
    panel.resize(panel.minimumSizeHint().width(), 520);
    QStringList lines;
    for (const PaintedText &text : panel.card(0)->texts()) {
        QVERIFY2(text.fits(), qPrintable(text.text));
        if (text.text.startsWith(u"En d"_s) || !lines.isEmpty())
            lines << text.text;
    }
    QVERIFY2(lines.join(u' ') == u"En d\u00e9clin : plus aucune province"_s &&
                 std::none_of(lines.begin(), lines.end(),
                              [](const QString &line) { return line.startsWith(u':'); }),
             qPrintable(lines.join(u'|')));
    grabIfAsked(panel, u"players-decline-gone-fr"_s);
}

void TestGamePanels::playerCardsSayTheStrengthChosen()
{
    // The s42 walk: the cards said "Computer" of every computer, not the strength the person
    // chose for each in New Game. Each card's tag says it, whole, in English and in French.
    GameState state = newEuropeGame(4, 11);
    std::vector<SeatSetup> seats = defaultSeats(4);
    seats[1].controller = u"strategist-easy"_s;
    seats[2].controller = u"strategist-hard"_s;
    seats[3].controller = u"rulebook"_s;
    PlayersPanel panel;
    panel.setSeats(seats);
    panel.setState(state);
    panel.resize(360, 520);
    panel.show();
    const auto tags = [&panel] {
        QStringList said;
        for (int seat = 0; seat < panel.cardCount(); ++seat) {
            QStringList card;
            for (const PaintedText &text : panel.card(seat)->texts()) {
                card << text.text;
                if (!text.fits())
                    return QStringList{u"cut: "_s + text.text};
            }
            said << card.join(u'|');
        }
        return said;
    };
    QStringList said = tags();
    QCOMPARE(said.size(), 4);
    QVERIFY2(!said[0].contains(u"Computer"_s), qPrintable(said[0]));
    QVERIFY2(said[1].contains(u"Computer, easy"_s), qPrintable(said[1]));
    QVERIFY2(said[2].contains(u"Computer, hard"_s), qPrintable(said[2]));
    QVERIFY2(said[3].contains(u"Virtual player"_s), qPrintable(said[3]));
    LanguageSwitcher french;
    QVERIFY(french.setLanguage(u"fr"_s, false));
    panel.setSeats(seats);
    said = tags();
    QVERIFY2(said[1].contains(u"Ordinateur, facile"_s), qPrintable(said.join(u'\n')));
    QVERIFY2(said[2].contains(u"Ordinateur, difficile"_s), qPrintable(said.join(u'\n')));
}

void TestGamePanels::playersShowPeaceOnBothCards()
{
    GameState state = newEuropeGame(3);
    state.player(0).peaceWith = {2};
    const std::vector<SeatSetup> seats = defaultSeats(3);
    QCOMPARE(PlayersPanel::viewOf(state, seats, 0).peaceWith, QStringList{seats[2].name});
    QCOMPARE(PlayersPanel::viewOf(state, seats, 2).peaceWith, QStringList{seats[0].name});
    QVERIFY(PlayersPanel::viewOf(state, seats, 1).peaceWith.isEmpty());

    // The s51 walk: "· 3 to place again" and the dove sat on the card's line about the decline,
    // matters of the active empire and of the table. Each row says one thing: the survivors of
    // the active empire on its row, the peace on a row of its own under the decline's.
    state.player(0).active =
        ActiveCivilization{CivilizationTiles::pair(TileKind::Agriculture, TileKind::Slavery), 2, 3};
    state.player(0).declining =
        DecliningCivilization{CivilizationTiles::pair(TileKind::Currency, TileKind::Medicine), 0};
    PlayersPanel panel;
    panel.setSeats(seats);
    panel.setState(state);
    panel.resize(360, 520);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const PlayerCard *card = panel.card(0);
    std::vector<QPoint> doves;
    const std::vector<PaintedText> texts = card->texts(&doves);
    const auto find = [&texts](const QString &words) {
        const auto it = std::find_if(texts.begin(), texts.end(), [&words](const PaintedText &t) {
            return t.text.contains(words);
        });
        return it == texts.end() ? QRect() : it->rect;
    };
    const QRect inHand = find(u"2 in hand"_s);
    const QRect again = find(u"3 to place again"_s);
    const QRect decline = find(u"In decline"_s);
    const QRect name = find(seats[2].name);
    QVERIFY(!inHand.isNull() && !again.isNull() && !decline.isNull() && !name.isNull());
    QCOMPARE(doves.size(), std::size_t(1));
    // The s52 walk: "0 provinces · 3 to place again" on one line read as one count. The pawns
    // to place again have a line of their own, under the provinces', at any width of the card.
    for (const int width : {360, panel.minimumSizeHint().width()}) {
        panel.resize(width, 520);
        const std::vector<PaintedText> shown = panel.card(0)->texts();
        const auto own = std::find_if(shown.begin(), shown.end(), [](const PaintedText &t) {
            return t.text.contains(u"3 to place again"_s);
        });
        QVERIFY(own != shown.end());
        for (const PaintedText &other : shown) {
            const bool sameLine =
                other.rect.top() <= own->rect.bottom() && own->rect.top() <= other.rect.bottom();
            QVERIFY2(
                &other == &*own || !sameLine,
                qPrintable(
                    u"\"%1\" beside \"%2\" at width %3"_s.arg(other.text, own->text).arg(width)));
        }
    }
    panel.resize(360, 520);
    // The active row's lines are above the decline's; the peace's row is under it.
    QVERIFY2(
        again.bottom() < decline.top(),
        qPrintable(
            u"to place again at y %1, the decline at %2"_s.arg(again.top()).arg(decline.top())));
    QVERIFY2(doves.front().y() > decline.bottom() && name.top() > decline.bottom(),
             qPrintable(u"the dove at y %1, the names at %2, the decline's bottom at %3"_s
                            .arg(doves.front().y())
                            .arg(name.top())
                            .arg(decline.bottom())));
    // Nothing cut: the card is as high as its rows.
    for (const PaintedText &text : texts)
        QVERIFY2(text.fits() && card->rect().contains(text.rect), qPrintable(text.text));
    grabIfAsked(panel, u"players-survivors-and-peace"_s);
}

/**
 * The s54 walk in German: a refusal's words took three lines beside the buttons, and the turn
 * bar grew; the map under it moved down. At every width the bar keeps its height, and the
 * refusal is said whole, or cut with its whole words in the tooltip.
 */
void TestGamePanels::aRefusalKeepsTheTurnBarsHeight()
{
    LanguageSwitcher german;
    QVERIFY(german.setLanguage(u"de"_s, false));
    GameState state = newEuropeGame(3);
    RandomPlayer player(5);
    while (!(state.round >= 3 && state.phase == Phase::Conquest &&
             state.player(state.currentPlayer).active &&
             state.player(state.currentPlayer).active->hand > 0)) {
        QVERIFY(!state.isOver());
        QVERIFY(!applyInPlace(state, player.chooseAction(state)));
    }
    const std::vector<SeatSetup> seats = defaultSeats(3);
    const QString refusal = u"Diese Provinz kann nicht übernommen werden: Sie grenzt weder an Ihr "
                            u"Reich noch an den Rand des Spielplans, und Ihre Spielsteine auf der "
                            u"Hand reichen nicht für ihre Kosten."_s;
    for (int width = 640; width <= 1400; width += 40) {
        TurnBar bar;
        bar.resize(width, 90);
        bar.showState(state, seats, {}, true, false);
        bar.resize(width, bar.sizeHint().height());
        const int height = bar.sizeHint().height();
        const QString where = u" at %1 px"_s.arg(width);
        bar.showMessage(refusal);
        QVERIFY2(
            bar.sizeHint().height() == height,
            qPrintable(u"the refusal made the bar %1 px tall, not %2"_s.arg(bar.sizeHint().height())
                           .arg(height) +
                       where));
        bool said = false;
        for (const QLabel *label : bar.findChildren<QLabel *>()) {
            if (label->isVisibleTo(&bar) &&
                (label->text() == refusal ||
                 (label->text().endsWith(QChar(0x2026)) && label->toolTip() == refusal)))
                said = true;
        }
        QVERIFY2(said, qPrintable(u"the refusal is not in the bar"_s + where));
        if (width == 640 || width == 1000)
            grabIfAsked(bar, u"turnbar-refusal-de-%1"_s.arg(width));
    }
}

void TestGamePanels::nothingToConquerIsSaidWithWhy()
{
    // The s47 walk at 1920 in English: Player 2 (Diplomacy) made peace with the person, whose
    // empire bordered only Player 2's. Every turn the turn bar said "Click a highlighted
    // province..." with nothing highlighted, and the dove beside "Player 2" on the card said
    // nothing of itself.
    GameState state = newEuropeGame(3);
    // Every other province Player 2's.
    for (AreaIndex area : state.board->landAreas())
        state.at(area) = ProvinceState{Holder::Active, 1, 1, false};
    const AreaIndex france = *state.board->indexOf(u"france");
    state.at(france) = ProvinceState{Holder::Active, 0, 5, false};
    state.player(0).active =
        ActiveCivilization{CivilizationTiles::pair(TileKind::Agriculture, TileKind::Slavery), 0, 0};
    state.player(1).active =
        ActiveCivilization{CivilizationTiles::pair(TileKind::Diplomacy, TileKind::Currency), 0, 0};
    state.player(1).peaceWith = {0};
    state.currentPlayer = 0;
    state.phase = Phase::TurnStart;
    const std::vector<SeatSetup> seats = defaultSeats(3);

    TurnBar bar;
    bar.resize(1400, 90);
    // Before Expand: expanding would find nothing to conquer, and why.
    bar.showState(state, seats, {}, true, false);
    const QString other = seats[1].name;
    QVERIFY2(bar.detailLabel()->text().contains(u"But nothing could be conquered: the provinces "
                                                u"in reach belong to %1, at peace with you "
                                                u"through Diplomacy."_s.arg(other)),
             qPrintable(bar.detailLabel()->text()));
    QVERIFY(!applyInPlace(state, Action::expand()));
    bar.showState(state, seats, {}, true, false);
    QCOMPARE(bar.titleLabel()->text(), u"%1, nothing to conquer"_s.arg(seats[0].name));
    const QString detail = bar.detailLabel()->text();
    QVERIFY2(!detail.contains(u"highlighted"_s), qPrintable(detail));
    QVERIFY2(detail.contains(u"No province can be conquered now: those in reach belong to "
                             u"%1, at peace with you through Diplomacy."_s.arg(other)) &&
                 detail.contains(u"Click End conquest"_s) && detail.contains(u"decline"_s),
             qPrintable(detail));
    QVERIFY(!bar.endConquestButton()->isHidden() && bar.endConquestButton()->isEnabled());
    grabIfAsked(bar, u"turnbar-nothing-to-conquer"_s);

    // The dove on the person's card: its tooltip and the card's description say what it means.
    PlayersPanel panel;
    panel.setSeats(seats);
    panel.setState(state);
    panel.resize(360, 520);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    PlayerCard *card = panel.card(0);
    std::vector<QPoint> doves;
    card->texts(&doves);
    QCOMPARE(doves.size(), std::size_t(1));
    const QPoint dove = doves.front() + QPoint(4, 4);
    QHelpEvent help(QEvent::ToolTip, dove, card->mapToGlobal(dove));
    QApplication::sendEvent(card, &help);
    const QString meaning = u"At peace with %1 through Diplomacy (the dove): neither may "
                            u"attack the other's active empire"_s.arg(other);
    QVERIFY2(QToolTip::text().contains(meaning), qPrintable(QToolTip::text()));
    grabIfAsked(panel, u"players-at-peace"_s);
    QToolTip::hideText();
    QVERIFY2(card->accessibleDescription().contains(meaning),
             qPrintable(card->accessibleDescription()));

    // The s49 walk: Player 2 held Diplomacy, and the turn bar never said that a peace could be
    // declared; Declare peace was a button among others. Said while it is open (before the
    // first conquest), with the way to it by the keys for a keyboard player.
    GameState second = state;
    second.player(1).peaceWith.clear();
    second.currentPlayer = 1;
    second.phase = Phase::TurnStart;
    second.turn = {};
    for (AreaIndex area : second.board->landAreas()) {
        if (area != france)
            second.at(area).pawns = 2; // a pawn each to conquer with
    }
    QVERIFY(!applyInPlace(second, Action::expand()));
    QCOMPARE(second.phase, Phase::Conquest);
    QVERIFY(!checkAction(second, Action::peace(0)));
    const QString peace = u"Diplomacy: before your first conquest you may declare peace with an "
                          u"opponent"_s;
    bar.showState(second, seats, {}, true, false);
    QVERIFY2(bar.detailLabel()->text().contains(peace + u" (Declare peace)"_s),
             qPrintable(bar.detailLabel()->text()));
    QVERIFY(!bar.peaceButton()->isHidden() && bar.peaceButton()->isEnabled());
    bar.setKeyboardWords(true);
    bar.showState(second, seats, {}, true, false);
    QVERIFY2(bar.detailLabel()->text().contains(peace + u" (Tab to Declare peace, then Space)"_s),
             qPrintable(bar.detailLabel()->text()));
    // A conquest made: too late for peace, and not said.
    QVERIFY(!applyInPlace(second, Action::conquer(france)));
    bar.showState(second, seats, {}, true, false);
    QVERIFY2(!bar.detailLabel()->text().contains(u"peace"_s),
             qPrintable(bar.detailLabel()->text()));
    // The s50 walk: the button greyed then, its tooltip only about Diplomacy in general. It
    // says why, in the engine's words.
    QVERIFY(!bar.peaceButton()->isEnabled());
    const auto why = checkAction(second, Action::peace(0));
    QVERIFY(why);
    QVERIFY2(bar.peaceButton()->toolTip().contains(why->message),
             qPrintable(bar.peaceButton()->toolTip()));
}

void TestGamePanels::aCompactCardGrowsWithItsWords()
{
    // The s49 walk, German at Larger text: a decline put "Im Niedergang: 3 Provinzen" on a
    // compact card's second line, and the card kept the height of one: the line went under the
    // next card. A compact card whose words take another line grows, as in the window's dock.
    GameState state = newEuropeGame(4, 11);
    std::vector<SeatSetup> seats = defaultSeats(4);
    seats[1].name = u"Bartholomew"_s;
    seats[2].name = u"Clementine"_s;
    seats[3].name = u"Maximilian"_s;
    auto *panel = new PlayersPanel;
    panel->setSeats(seats);
    panel->setState(state);
    PanelScrollArea scroll(panel);
    QFont larger = scroll.font(); // View > Text Size > Larger
    larger.setPointSizeF(larger.pointSizeF() * 1.5);
    scroll.setFont(larger);
    scroll.resize(480, 600);
    scroll.show();
    QVERIFY(QTest::qWaitForWindowExposed(&scroll));
    // A pixel lower than the four full cards need: compact, a row on a line (far lower, as the
    // 300 pixels this test had, they are brief since s52).
    scroll.resize(480, panel->sizeHint().height() - 1);
    PlayerCard *card = panel->card(0);
    QTRY_VERIFY(card->isCompact());
    QTRY_COMPARE(card->height(), card->compactHeight());
    const int before = card->height();
    // At peace with the three others: their names take a row of their own.
    state.player(0).peaceWith = {1, 2, 3};
    panel->setState(state);
    QVERIFY2(
        card->compactHeight() > before,
        qPrintable(u"the words take no other line: %1 px, %2 px wide"_s.arg(card->compactHeight())
                       .arg(card->width())));
    QTRY_COMPARE(card->height(), card->compactHeight());
}

void TestGamePanels::playersCountRoundsUnderOnline()
{
    // "The game ends when the game reaches a fixed number of rounds": the caption counts them
    // from the engine's round limit (Europe's table: 2 players 13) instead of a point target.
    GameState state = newEuropeGame(2, 7, RuleSetId::Online2013);
    QCOMPARE(state.roundLimit, 13);
    PlayersPanel panel;
    panel.setSeats(defaultSeats(2));
    panel.setState(state);
    QCOMPARE(panel.caption(), QStringLiteral("Round 1 of 13"));
    QCOMPARE(panel.card(0)->view().victoryTarget, 0);
    while (!state.isOver() && state.round < 7)
        playRandomly(state, 1);
    panel.setState(state);
    QCOMPARE(panel.caption(), QStringLiteral("Round 7 of 13"));

    GameState classic = newEuropeGame(3);
    panel.setSeats(defaultSeats(3));
    panel.setState(classic);
    QVERIFY(panel.caption().contains(QStringLiteral("150 victory points")));
}

void TestGamePanels::logSaysWhereAutomaticRedeploysWent()
{
    // "The defender's surviving pawns are placed automatically" (Online 2013): the log names
    // the province each went to.
    GameState state = newEuropeGame(2, 11, RuleSetId::Online2013);
    std::vector<GameEvent> events;
    const auto automatic = [](const GameEvent &event) {
        return event.kind == EventKind::Redeployed && event.value == 1;
    };
    for (int batch = 0; batch < 400 && !state.isOver(); ++batch) {
        const std::vector<GameEvent> more = playRandomly(state, 5, 100 + batch);
        events.insert(events.end(), more.begin(), more.end());
        if (std::any_of(events.begin(), events.end(), automatic))
            break;
    }
    const auto redeploy = std::find_if(events.begin(), events.end(), automatic);
    QVERIFY2(redeploy != events.end(), "no automatic redeploy in the random game");
    const std::vector<SeatSetup> seats = defaultSeats(2);
    GameLogPanel panel;
    panel.setBoard(state.board, state.options.ruleSet);
    panel.setSeats(seats);
    panel.appendEvents(events);
    const QString province = state.board->area(redeploy->area).names.in(u"en");
    // One pawn: "A surviving pawn of Bruno is placed automatically in Sweden."; several, said
    // together: "5 surviving pawns of Bruno placed automatically: 2 pawns in Sweden, ...".
    const QString name = seats[static_cast<std::size_t>(redeploy->player)].name;
    const QStringList lines =
        panel.plainText().split(u'\n').filter(QStringLiteral("placed automatically"));
    QVERIFY2(std::any_of(lines.begin(), lines.end(),
                         [&](const QString &line) {
                             return line.contains(name) && line.contains(province);
                         }),
             qPrintable(lines.join(u'\n')));
}

void TestGamePanels::logWordsEventsWithTurnHeaders()
{
    GameState state = newEuropeGame(3);
    const std::vector<GameEvent> events = playUntilTurn(state, 8);
    const std::vector<SeatSetup> seats = defaultSeats(3);
    GameLogPanel panel;
    panel.setBoard(state.board, state.options.ruleSet);
    panel.setSeats(seats);
    panel.appendEvents(events);
    // A program seat's reason, worded from its data.
    AiReason reason;
    reason.add(ReasonKind::KeepsPart).area = *state.board->indexOf(u"scotland");
    panel.appendEntries({{LoggedReason{1, reason}, state.round, state.turnNumber}});
    panel.resize(380, 420);
    grabIfAsked(panel, QStringLiteral("log"));

    QCOMPARE(panel.entryCount(), static_cast<int>(events.size()) + 1);
    const QStringList lines = panel.plainText().split(QLatin1Char('\n'));
    QStringList names;
    for (const SeatSetup &seat : seats)
        names << seat.name;
    // Every event is there, in order, worded by the engine; the newest at the bottom. A step's
    // pawn moves (a reorganization's placements and lifts) are said as a whole, in one line.
    int line = 0;
    int movesSaid = 0;
    for (std::size_t i = 0; i < events.size(); ++i) {
        QString text = describeEvent(events[i], *state.board, names, u"en");
        if (const auto step = PawnMoves::stepOf(events[i])) {
            PawnMoves moves;
            for (; i < events.size() && PawnMoves::stepOf(events[i]) == step &&
                   (moves.eventCount() == 0 || events[i].player == moves.player());
                 ++i)
                moves.add(events[i]);
            --i;
            if (moves.eventCount() > 1) {
                text = moves.describe(*state.board, names, u"en");
                ++movesSaid;
            }
            if (text.isEmpty())
                continue;
        }
        while (line < lines.size() && !lines.at(line).endsWith(text))
            ++line;
        QVERIFY2(line < lines.size(), qPrintable(text));
    }
    QVERIFY(movesSaid > 0);
    QVERIFY(lines.last().contains(
        QStringLiteral("Keeps the part of its split empire with Scotland, worth most.")));
    QVERIFY(lines.last().contains(seats[1].name));
    const auto turns = std::count_if(events.begin(), events.end(), [](const GameEvent &event) {
        return event.kind == EventKind::TurnStarted;
    });
    QVERIFY(turns >= 6);

    panel.clear();
    QCOMPARE(panel.entryCount(), 0);
    QVERIFY(panel.plainText().isEmpty());
}

namespace {

/** A whole random game: its actions, and the history recorded along the way. */
struct PlayedGame
{
    GameState start;
    GameState end;
    std::vector<Action> actions;
    ScoreHistory history;
};

PlayedGame playWholeGame(int players, quint64 seed, RuleSetId rules = RuleSetId::Classic)
{
    PlayedGame game{newEuropeGame(players, seed, rules), {}, {}, {}};
    game.end = game.start;
    game.history.reset(game.start);
    RandomPlayer player(seed + 1);
    while (!game.end.isOver()) {
        const Action action = player.chooseAction(game.end);
        if (applyInPlace(game.end, action))
            qFatal("illegal random move");
        game.actions.push_back(action);
        game.history.record(game.end);
    }
    return game;
}

} // namespace

void TestGamePanels::scoreHistoryFollowsTurnsAndReplays()
{
    const PlayedGame game = playWholeGame(3, 21);
    const ScoreHistory &history = game.history;
    // One point at the start and one after every turn.
    QCOMPARE(history.points().front().turnsPlayed, 0);
    QCOMPARE(history.points().front().scores, (std::vector<int>{10, 10, 10}));
    QCOMPARE(static_cast<int>(history.points().size()), game.end.turnNumber + 1);
    for (std::size_t i = 1; i < history.points().size(); ++i)
        QCOMPARE(history.points()[i].turnsPlayed, static_cast<int>(i));
    for (int seat = 0; seat < 3; ++seat)
        QCOMPARE(history.scoresOf(seat).back(), game.end.player(seat).score);
    // Recording the same state again adds nothing.
    ScoreHistory again = history;
    again.record(game.end);
    QCOMPARE(again, history);
    // A saved game's actions rebuild the same history.
    const auto rebuilt = ScoreHistory::fromGame(game.start.board, game.start.options, game.actions);
    QVERIFY(rebuilt);
    QCOMPARE(*rebuilt, history);
}

void TestGamePanels::endOfGameShowsRankingAndChart()
{
    const PlayedGame game = playWholeGame(3, 5);
    const std::vector<SeatSetup> seats = defaultSeats(3);
    EndOfGameDialog dialog(game.end, seats, game.history);
    dialog.resize(640, 660);
    grabIfAsked(dialog, QStringLiteral("end-of-game"));

    const std::vector<RankRow> rows = finalRanking(game.end);
    QCOMPARE(dialog.rankingView()->topLevelItemCount(), 3);
    for (int i = 0; i < 3; ++i) {
        const QTreeWidgetItem *item = dialog.rankingView()->topLevelItem(i);
        QCOMPARE(item->text(1),
                 seats[static_cast<std::size_t>(rows[static_cast<std::size_t>(i)].player)].name);
        QCOMPARE(item->text(2), QString::number(rows[static_cast<std::size_t>(i)].score));
    }
    for (int winner : game.end.winners)
        QVERIFY(dialog.headline().contains(seats[static_cast<std::size_t>(winner)].name));

    // One line per player in the seat's colour, ending on the final score.
    const QList<QLineSeries *> series = dialog.chartView()->playerSeries();
    QCOMPARE(series.size(), 3);
    for (int seat = 0; seat < 3; ++seat) {
        QLineSeries *line = series.at(seat);
        QCOMPARE(line->name(), seats[static_cast<std::size_t>(seat)].name);
        QCOMPARE(line->pen().color(), seats[static_cast<std::size_t>(seat)].colour);
        QCOMPARE(line->count(), static_cast<int>(game.history.points().size()));
        QCOMPARE(line->at(line->count() - 1).y(), qreal(game.end.player(seat).score));
        QCOMPARE(line->at(line->count() - 1).x(), qreal(game.end.turnNumber) / 3);
    }

    QSignalSpy spy(&dialog, &EndOfGameDialog::newGameRequested);
    const auto buttons = dialog.findChildren<QPushButton *>();
    for (QPushButton *button : buttons) {
        if (button->text() == QStringLiteral("New game"))
            button->click();
    }
    QCOMPARE(spy.count(), 1);
}

/**
 * The third walk: an Online 2013 game ended on "After 3 rounds; the target was 0 victory
 * points." (fr: "l'objectif était de 0 point de victoire"): those rules have no points target,
 * the game was set to a number of rounds. A Classic game still gives its target.
 */
void TestGamePanels::endOfGameSaysHowTheGameWasSetToEnd()
{
    const PlayedGame online = playWholeGame(3, 5, RuleSetId::Online2013);
    QVERIFY(online.end.roundLimit > 0);
    QCOMPARE(online.end.victoryTarget, 0);
    EndOfGameDialog onlineEnd(online.end, defaultSeats(3), online.history);
    QCOMPARE(onlineEnd.subtitleLabel()->text(),
             QStringLiteral("After the %1 rounds set for this game.").arg(online.end.roundLimit));
    LanguageSwitcher french;
    QVERIFY(french.setLanguage(QStringLiteral("fr"), false));
    QVERIFY2(!onlineEnd.subtitleLabel()->text().contains(QStringLiteral("objectif")),
             qPrintable(onlineEnd.subtitleLabel()->text()));
    QVERIFY2(onlineEnd.subtitleLabel()->text().contains(QString::number(online.end.roundLimit)),
             qPrintable(onlineEnd.subtitleLabel()->text()));
    grabIfAsked(onlineEnd, QStringLiteral("end-of-game-online-fr"));
    QVERIFY(french.setLanguage(QStringLiteral("en"), false));

    const PlayedGame classic = playWholeGame(3, 5);
    EndOfGameDialog classicEnd(classic.end, defaultSeats(3), classic.history);
    QVERIFY(classic.end.victoryTarget > 0);
    QVERIFY2(
        classicEnd.subtitleLabel()->text().endsWith(
            QStringLiteral("the target was %1 victory points.").arg(classic.end.victoryTarget)),
        qPrintable(classicEnd.subtitleLabel()->text()));
}

void TestGamePanels::tileHelpListsEveryTile()
{
    TileHelpDialog dialog;
    dialog.resize(620, 720);
    grabIfAsked(dialog, QStringLiteral("tile-help"));
    QCOMPARE(dialog.shownTileCount(), tileKindCount);
    const QString text = dialog.plainText();
    for (int k = 0; k < tileKindCount; ++k) {
        const auto kind = static_cast<TileKind>(k);
        QVERIFY2(text.contains(tileName(kind)), qPrintable(tileName(kind)));
        QVERIFY2(text.contains(tileEffect(kind)), qPrintable(tileEffect(kind)));
    }
    // Where each number comes from is said: Astronomy's 5 is in the rules' example.
    QVERIFY(text.contains(QStringLiteral("Pawns: 5 (number from the rules)")));
    QVERIFY(text.contains(QStringLiteral("stays in decline")));

    dialog.setFilter(QStringLiteral("mountain"));
    QVERIFY(dialog.shownTileCount() >= 1);
    QVERIFY(dialog.shownTileCount() < tileKindCount);
    QVERIFY(dialog.plainText().contains(tileName(TileKind::Mountaineering)));
    QVERIFY(!dialog.plainText().contains(tileName(TileKind::Barbarians)));
    dialog.setFilter(QStringLiteral("no tile has this"));
    QCOMPARE(dialog.shownTileCount(), 0);
}

void TestGamePanels::tileHelpListsTheOnlineTiles()
{
    // "35 civilization tiles": Specialization is out, the ten new ones are in, each in the
    // online text's name and wording.
    TileHelpDialog dialog(nullptr, RuleSetId::Online2013);
    dialog.resize(620, 720);
    grabIfAsked(dialog, QStringLiteral("tile-help-online"));
    QCOMPARE(dialog.shownTileCount(), 35);
    const QString text = dialog.plainText();
    for (int k = 0; k < allTileKindCount; ++k) {
        const auto kind = static_cast<TileKind>(k);
        if (kind == TileKind::Specialization)
            continue;
        const QString name = tileName(kind, RuleSetId::Online2013);
        QVERIFY2(text.contains(name), qPrintable(name));
        QVERIFY2(text.contains(tileEffect(kind, RuleSetId::Online2013)), qPrintable(name));
    }
    QVERIFY(!text.contains(tileName(TileKind::Specialization)));
    QVERIFY(text.contains(QStringLiteral("Legions")));
    QVERIFY(!text.contains(QStringLiteral("Field General")));
    // "4 for Galleys + 4 for Mountaineering": the text's own number, said to be the text's.
    QCOMPARE(tilePawnNumber(TileKind::ShipBuilding, RuleSetId::Online2013), 4);
    dialog.setFilter(tileName(TileKind::ShipBuilding, RuleSetId::Online2013));
    QVERIFY2(dialog.plainText().contains(QStringLiteral("Pawns: 4 (number from the rules)")),
             qPrintable(dialog.plainText()));
    // "With 2 players, there is no diplomatic token."
    dialog.setFilter(tileName(TileKind::Diplomacy));
    QVERIFY(dialog.plainText().contains(QStringLiteral("not with 2 players")));
}

void TestGamePanels::onlineTextsComeFromTheRuleSet()
{
    // Under Online 2013 every tile text, number and tooltip comes from the game's rule set:
    // "4 for Galleys + 4 for Mountaineering" (Online 2013), the Classic estimate for Ship
    // Building being 5.
    const CivilizationTiles pair =
        CivilizationTiles::pair(TileKind::ShipBuilding, TileKind::Mountaineering);
    QCOMPARE(tilePawns(pair, 0, RuleSetId::Online2013), 4);
    QCOMPARE(tilePawns(pair, 0, RuleSetId::Classic), tileInfo(TileKind::ShipBuilding).pawns);
    QCOMPARE(tilePawns(pair, 1, RuleSetId::Online2013), 4);
    QCOMPARE(costTermName(CostTerm::ShipBuilding, RuleSetId::Online2013), u"Galleys"_s);
    QCOMPARE(costTermName(CostTerm::ShipBuilding, RuleSetId::Classic), u"Ship Building"_s);

    // The log names Field General "Legions" in an online game.
    const auto board = europeBoard();
    GameEvent chosen{EventKind::CivilizationChosen};
    chosen.player = 0;
    chosen.tiles = CivilizationTiles::pair(TileKind::FieldGeneral, TileKind::Barbarians);
    const QString online = describeEvent(chosen, *board, {u"Ada"_s}, u"en", RuleSetId::Online2013);
    QVERIFY2(online.contains(u"Legions"_s), qPrintable(online));
    QVERIFY(!online.contains(u"Field General"_s));
    QVERIFY(describeEvent(chosen, *board, {u"Ada"_s}, u"en").contains(u"Field General"_s));

    // "Fortification. Place a fort token (white disc) on each non-river province that remain on
    // decline." (Online 2013): the tile help says the forts remain, in the online wording.
    TileHelpDialog dialog(nullptr, RuleSetId::Online2013);
    dialog.setFilter(tileName(TileKind::Fortification, RuleSetId::Online2013));
    QVERIFY2(dialog.plainText().contains(u"its forts remain in decline"_s),
             qPrintable(dialog.plainText()));
    QVERIFY(!dialog.plainText().contains(u"idle"_s));
    // "Mountaineering. ... These provinces also earn +1 victory point." (Online 2013)
    dialog.setFilter(tileName(TileKind::Mountaineering, RuleSetId::Online2013));
    QVERIFY2(dialog.plainText().contains(u"which otherwise score nothing, earn 1 victory point"_s),
             qPrintable(dialog.plainText()));
}

void TestGamePanels::turnBarOffersPhilosophysReorganization()
{
    // "Philosophy. Keep all pawns on the board when going in decline (may reorganize before
    // going to decline)." (Online 2013, Civilization Tiles): the turn bar offers it at the start
    // of the turn, then ends that reorganization with the decline.
    GameState state = newEuropeGame(3, 7, RuleSetId::Online2013);
    for (ProvinceState &province : state.provinces)
        province = ProvinceState{};
    state.player(0).active = ActiveCivilization{
        CivilizationTiles::pair(TileKind::Philosophy, TileKind::Barbarians), 0, 0};
    state.at(*state.board->indexOf(u"france")) = ProvinceState{Holder::Active, 0, 3, false};
    state.at(*state.board->indexOf(u"brittany")) = ProvinceState{Holder::Active, 0, 1, false};
    state.currentPlayer = 0;
    state.phase = Phase::TurnStart;

    TurnBar bar;
    bar.resize(1400, 90);
    QSignalSpy asked(&bar, &TurnBar::reorganizeBeforeDeclineRequested);
    bar.showState(state, defaultSeats(3), {}, true, false);
    QVERIFY(!bar.reorganizeFirstButton()->isHidden());
    QVERIFY(bar.reorganizeFirstButton()->isEnabled());
    QVERIFY(bar.detailLabel()->text().contains(u"Philosophy"_s));
    bar.reorganizeFirstButton()->click();
    QCOMPARE(asked.count(), 1);

    QVERIFY(!applyInPlace(state, Action::reorganizeBeforeDecline()));
    bar.showState(state, defaultSeats(3), {}, true, true);
    QVERIFY(bar.confirmButton()->isHidden());
    QVERIFY(!bar.declineButton()->isHidden());
    QVERIFY(bar.declineButton()->isEnabled());
    QVERIFY2(bar.titleLabel()->text().contains(u"before the decline"_s),
             qPrintable(bar.titleLabel()->text()));
    // A pawn lifted must be placed again before the decline.
    QVERIFY(!applyInPlace(state, Action::lift(*state.board->indexOf(u"france"))));
    bar.showState(state, defaultSeats(3), {}, true, true);
    QVERIFY(!bar.declineButton()->isEnabled());

    // Without Philosophy the button is not there.
    GameState plain = newEuropeGame(3, 7, RuleSetId::Online2013);
    plain.player(0).active =
        ActiveCivilization{CivilizationTiles::pair(TileKind::Weapons, TileKind::Barbarians), 0, 0};
    plain.currentPlayer = 0;
    plain.phase = Phase::TurnStart;
    bar.showState(plain, defaultSeats(3), {}, true, false);
    QVERIFY(bar.reorganizeFirstButton()->isHidden());
}

void TestGamePanels::howToPlayAndAboutSayWhatTheyMust()
{
    HowToPlayDialog howTo;
    howTo.resize(820, 680);
    grabIfAsked(howTo, QStringLiteral("how-to-play"));
    howTo.show();
    QVERIFY(QTest::qWaitForWindowExposed(&howTo));
    howTo.showSection(5);
    grabIfAsked(howTo, QStringLiteral("how-to-play-conquest"));
    const QString rules = howTo.plainText();
    for (const QString &title : howTo.sectionTitles())
        QVERIFY(rules.contains(title));
    for (const char *term : {"cohesion", "decline", "reorganize", "victory points", "pawns"})
        QVERIFY2(rules.contains(QLatin1String(term), Qt::CaseInsensitive), term);

    AboutDialog about;
    grabIfAsked(about, QStringLiteral("about"));
    const QString text = about.text();
    QVERIFY(text.contains(QStringLiteral("Philippe Keyaerts")));
    QVERIFY(text.contains(QStringLiteral("unofficial")));
    QVERIFY(text.contains(QStringLiteral("Natural Earth")));
}

void TestGamePanels::switchingLanguageRetranslatesAtOnce_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("tracksTitle");
    QTest::addColumn<QString>("playersTitle");
    QTest::addColumn<QString>("logTitle");
    QTest::addColumn<QString>("province");
    QTest::addColumn<QString>("barbarians");
    QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("Peuples")
                        << QStringLiteral("Joueurs") << QStringLiteral("Journal de la partie")
                        << QStringLiteral("Écosse") << QStringLiteral("Barbares");
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Zivilisationen")
                        << QStringLiteral("Spieler") << QStringLiteral("Spielprotokoll")
                        << QStringLiteral("Schottland") << QStringLiteral("Barbaren");
}

void TestGamePanels::switchingLanguageRetranslatesAtOnce()
{
    QFETCH(QString, language);
    QFETCH(QString, tracksTitle);
    QFETCH(QString, playersTitle);
    QFETCH(QString, logTitle);
    QFETCH(QString, province);
    QFETCH(QString, barbarians);

    GameState state = newEuropeGame(3);
    const std::vector<SeatSetup> seats = defaultSeats(3);
    CivilizationTrackPanel track;
    track.setState(state);
    PlayersPanel players;
    players.setSeats(seats);
    players.setState(state);
    GameLogPanel log;
    log.setBoard(state.board, state.options.ruleSet);
    log.setSeats(seats);
    GameEvent conquest(EventKind::Conquered);
    conquest.player = 0;
    conquest.area = *state.board->indexOf(u"scotland");
    conquest.amount = 3;
    log.appendEvents({conquest});
    auto title = [](QWidget &panel) {
        return panel.findChild<QLabel *>(QStringLiteral("panelTitle"))->text();
    };
    QCOMPARE(title(track), QStringLiteral("Civilizations"));
    QVERIFY(log.plainText().contains(QStringLiteral("Scotland")));
    LanguageSwitcher switcher;
    QSignalSpy changed(&switcher, &LanguageSwitcher::languageChanged);
    QVERIFY(switcher.setLanguage(language));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(switcher.currentLanguage(), language);
    QCOMPARE(uiLanguage(), language);
    // The open widgets follow at once, engine texts included.
    QCOMPARE(title(track), tracksTitle);
    QCOMPARE(title(players), playersTitle);
    QCOMPARE(title(log), logTitle);
    QVERIFY2(log.plainText().contains(province), qPrintable(log.plainText()));
    QVERIFY(!log.plainText().contains(QStringLiteral("conquers")));
    QCOMPARE(tileName(TileKind::Barbarians), barbarians);
    grabIfAsked(track, QStringLiteral("track-") + language);
    players.resize(360, 400);
    grabIfAsked(players, QStringLiteral("players-") + language);
    if (!qEnvironmentVariableIsEmpty("VINCI_GRAB_DIR")) {
        // Pictures of the dialogs in this language, for a person to look at.
        TileHelpDialog tiles;
        grabIfAsked(tiles, QStringLiteral("tile-help-") + language);
        NewGameDialog newGame(nullptr, {QStringLiteral(VINCI_SOURCE_DIR "/maps")});
        newGame.applySoloPreset(2);
        newGame.resize(newGame.sizeHint());
        grabIfAsked(newGame, QStringLiteral("new-game-") + language);
        HowToPlayDialog howTo;
        grabIfAsked(howTo, QStringLiteral("how-to-play-") + language);
    }

    QVERIFY(switcher.setLanguage(QStringLiteral("en")));
    QCOMPARE(title(track), QStringLiteral("Civilizations"));
    QVERIFY(log.plainText().contains(QStringLiteral("Scotland")));
}

void TestGamePanels::languageChoiceIsRemembered()
{
    LanguageSwitcher switcher;
    QVERIFY(!switcher.setLanguage(QStringLiteral("xx")));
    QVERIFY(switcher.setLanguage(QStringLiteral("de")));
    QCOMPARE(LanguageSwitcher::preferredLanguage(), QStringLiteral("de"));
    QObject owner;
    QActionGroup *actions = switcher.createActions(&owner);
    QCOMPARE(actions->actions().size(), 3);
    QCOMPARE(actions->checkedAction()->data().toString(), QStringLiteral("de"));
    actions->actions().at(1)->trigger();
    QCOMPARE(switcher.currentLanguage(), QStringLiteral("fr"));
    QCOMPARE(actions->checkedAction()->data().toString(), QStringLiteral("fr"));
    LanguageSwitcher later;
    later.restorePreferredLanguage();
    QCOMPARE(later.currentLanguage(), QStringLiteral("fr"));
}

void TestGamePanels::engineTextsFollowTheLanguage()
{
    // The AI's reasons and the engine protocol's errors are looked up at run time under the
    // context lupdate filed them in: a mismatch would leave them English in every language.
    GameState state = newEuropeGame(3);
    EngineSession session(
        [](const QString &, QString *) { return std::shared_ptr<const ProvinceGraph>(); });
    const auto explanation = [&] {
        return describeReason(RulebookPlayer(1).decide(state).reason, *state.board, {},
                              uiLanguage(), state.options.ruleSet);
    };
    const auto protocolError = [&] {
        return session.handleLine("[1]")
            .value(u"error"_s)
            .toObject()
            .value(u"message"_s)
            .toString();
    };
    const QString english = explanation();
    const QString englishError = protocolError();
    QVERIFY(!english.isEmpty() && !englishError.isEmpty());
    LanguageSwitcher switcher;
    for (const QString &language : {u"fr"_s, u"de"_s}) {
        QVERIFY(switcher.setLanguage(language));
        QVERIFY2(explanation() != english, qPrintable(explanation()));
        QVERIFY2(protocolError() != englishError, qPrintable(protocolError()));
    }
}

QTEST_MAIN(TestGamePanels)
#include "test_gamepanels.moc"
