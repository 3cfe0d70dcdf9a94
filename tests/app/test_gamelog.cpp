// The game log through the real window, as a person meets it: computer seats play and say why,
// the person undoes a step, switches language mid-game, starts a game: every line stays, and
// every line is in the language chosen.

#include "../programoutput.h"
#include "ai/randomplayer.h"
#include "app/gamefixture.h"
#include "game/play.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "mapformat/mapcatalog.h"
#include "panels/gamelogpanel.h"
#include "panels/playercolours.h"
#include "panels/turnbar.h"
#include "session/gamecontroller.h"
#include "session/seatkind.h"

#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <memory>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

/**
 * A Europe game: Anna (a person, whose name begins with a vowel), a Strategist and a rulebook
 * virtual player, the two computers under their default names.
 */
NewGameSetup setupWithComputers(quint64 seed)
{
    return testing::setupOf({{u"Anna"_s, playerColour(0), u"human"_s},
                             {defaultSeatName(1), playerColour(1), u"strategist-easy"_s},
                             {defaultSeatName(2), playerColour(2), u"rulebook"_s}},
                            seed);
}

/** The lines of the log that give a computer's reason (they begin with an arrow). */
QStringList reasonLines(const QStringList &lines)
{
    QStringList reasons;
    for (const QString &line : lines) {
        if (line.startsWith(u'\u2192'))
            reasons << line;
    }
    return reasons;
}

/** The pawns of `player`'s active empire, by province. */
std::map<AreaIndex, int> activePawns(const GameState &state, int player)
{
    std::map<AreaIndex, int> pawns;
    for (AreaIndex area = 0; area < state.board->areaCount(); ++area) {
        if (isActiveOf(state.at(area), player))
            pawns[area] = state.at(area).pawns;
    }
    return pawns;
}

/** A computer seat's reorganization as the board showed it: its pawns before and after. */
struct SeenReorganization
{
    int seat = -1;
    int turn = -1;
    std::map<AreaIndex, int> before;
    std::map<AreaIndex, int> after;

    /** The net pawns it put into (positive) or took from (negative) each province. */
    std::map<AreaIndex, int> moves() const
    {
        std::map<AreaIndex, int> net;
        for (const auto &[area, pawns] : after)
            net[area] += pawns;
        for (const auto &[area, pawns] : before)
            net[area] -= pawns;
        std::erase_if(net, [](const auto &entry) { return entry.second == 0; });
        return net;
    }
};

} // namespace

class TestGameLog : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<MapCatalog> m_catalog;
    std::unique_ptr<LanguageSwitcher> m_language;
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;

    GameController &controller() { return *m_window->controller(); }
    const GameState &state() { return m_window->controller()->state(); }
    QStringList logLines() { return m_window->logPanel()->plainText().split(u'\n'); }

    /** The Language menu's action for `language`. */
    QAction *languageAction(const QString &language)
    {
        for (QAction *menu : m_window->menuBar()->actions()) {
            if (!menu->menu())
                continue;
            for (QAction *action : menu->menu()->actions()) {
                if (action->isCheckable() && action->data().toString() == language)
                    return action;
            }
        }
        return nullptr;
    }

    void switchTo(const QString &language)
    {
        QAction *action = languageAction(language);
        QVERIFY(action);
        action->trigger();
        QCOMPARE(uiLanguage(), language);
        testing::grabIfAsked(*m_window->logPanel(), u"log-"_s + language);
    }

    /**
     * Plays the game (Anna at random, the computers by themselves) until Anna starts a turn of
     * `round` with a civilization on the board: she may expand or decline, and undo that.
     */
    void playUntilAnnasTurnStart(int round)
    {
        RandomPlayer anna(5);
        for (int step = 0; step < 5000; ++step) {
            QVERIFY(!state().isOver());
            if (!controller().isHumanToAct()) {
                QTRY_VERIFY_WITH_TIMEOUT(controller().isHumanToAct() || state().isOver(), 30000);
                continue;
            }
            if (state().phase == Phase::TurnStart && state().round >= round)
                return;
            QVERIFY(!controller().play(anna.chooseAction(state())));
        }
        QFAIL("Anna's turn never came");
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        testing::keepSettingsIn(m_dir);
        m_catalog = testing::shippedMaps();
        m_language = std::make_unique<LanguageSwitcher>();
    }

    void init()
    {
        QVERIFY(m_language->setLanguage(u"en"_s, false));
        m_window = std::make_unique<MainWindow>(m_catalog.get(), m_language.get());
        m_window->controller()->setAiDelay(0);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup() { m_window.reset(); }

    /** Every game's log begins with its first turn, as every later turn's does. */
    void firstTurnHasItsLine()
    {
        NewGameSetup setup = setupWithComputers(21);
        for (SeatSetup &seat : setup.seats)
            seat.controller = u"human"_s;
        setup.syncOptions();
        QString error;
        QVERIFY2(m_window->startGame(setup, &error), qPrintable(error));
        const int first = state().firstPlayer;
        const QString name = controller().seat(first).name;
        const QString firstLine = logLines().constFirst();
        QVERIFY2(firstLine.endsWith(u"Round 1: %1's turn."_s.arg(name)), qPrintable(firstLine));
    }

    /**
     * Anna expands, then takes it back with the turn bar's Undo: the computers' reasons of the
     * turns before hers are all still there, and still after the game is saved and opened again.
     */
    void undoKeepsTheComputersReasons()
    {
        QString error;
        QVERIFY2(m_window->startGame(setupWithComputers(21), &error), qPrintable(error));
        playUntilAnnasTurnStart(2);
        const QStringList before = logLines();
        QVERIFY2(reasonLines(before).size() >= 4, qPrintable(before.join(u'\n')));

        QPushButton *expand = m_window->turnBar()->expandButton();
        QVERIFY(expand->isVisible() && expand->isEnabled());
        QTest::mouseClick(expand, Qt::LeftButton);
        QCOMPARE(state().phase, Phase::Conquest);
        QPushButton *undo = m_window->turnBar()->undoButton();
        QVERIFY(undo->isVisible() && undo->isEnabled());
        QTest::mouseClick(undo, Qt::LeftButton);
        QCOMPARE(state().phase, Phase::TurnStart);

        QCOMPARE(reasonLines(logLines()), reasonLines(before));
        QCOMPARE(logLines(), before);

        // The s42 walk: after a reopen (or a resume) the "thinks:" lines were gone. The saved
        // game, opened again, reads the same log.
        const QString file = m_dir.filePath(u"reasons.vinci"_s);
        QVERIFY2(m_window->saveFile(file, &error), qPrintable(error));
        QVERIFY2(m_window->openFile(file, &error), qPrintable(error));
        QCOMPARE(reasonLines(logLines()), reasonLines(before));
        QCOMPARE(logLines(), before);
    }

    /**
     * Mid-game, French, then German, then English again from the Language menu: every line of
     * the log is reworded each time (the computers' reasons and the default seat names too),
     * and English again gives back the same log.
     */
    void logFollowsEveryLanguageSwitch()
    {
        QString error;
        QVERIFY2(m_window->startGame(setupWithComputers(21), &error), qPrintable(error));
        playUntilAnnasTurnStart(3);
        const QStringList english = logLines();
        QVERIFY(reasonLines(english).size() >= 6);
        QVERIFY(english.join(u'\n').contains(u"Player 2"_s));

        switchTo(u"fr"_s);
        const QStringList french = logLines();
        switchTo(u"de"_s);
        const QStringList german = logLines();
        for (const QStringList *other : {&french, &german}) {
            QCOMPARE(other->size(), english.size());
            for (int i = 0; i < english.size(); ++i)
                QVERIFY2(other->at(i) != english.at(i), qPrintable(other->at(i)));
            // No English left: the default names and the reasons' words are translated.
            const QString text = other->join(u'\n');
            for (const QString &word : {u"Player"_s, u"thinks"_s, u"pawn"_s, u" the "_s})
                QVERIFY2(!text.contains(word), qPrintable(word + u" in: "_s + text));
        }
        for (int i = 0; i < english.size(); ++i)
            QVERIFY2(german.at(i) != french.at(i), qPrintable(german.at(i)));
        QVERIFY(french.join(u'\n').contains(u"Joueur 2"_s));
        QVERIFY(german.join(u'\n').contains(u"Spieler 2"_s));
        // French elides before a vowel: "d'Anna", never "de Anna".
        static const QRegularExpression unelided(u"\\b(de|que|le|la) Anna\\b"_s);
        QVERIFY2(!french.join(u'\n').contains(unelided), qPrintable(french.join(u'\n')));

        switchTo(u"en"_s);
        QCOMPARE(logLines(), english);
    }

    /**
     * The computers play three rounds, their reorganizations and redeploys pawn by pawn: the
     * log never says the same line twice in a row (one identical reason per pawn did), and each
     * reorganization's line names every province whose pawns it changed, with the count.
     */
    void computersMovesReadAsAWhole()
    {
        QString error;
        QVERIFY2(m_window->startGame(setupWithComputers(21), &error), qPrintable(error));
        std::vector<SeenReorganization> seen;
        connect(&controller(), &GameController::stateChanged, this, [&] {
            const GameState &now = state();
            const int seat = now.currentPlayer;
            if (now.phase != Phase::Reorganization ||
                !isProgramSeat(controller().seat(seat).controller))
                return;
            const auto pawns = activePawns(now, seat);
            if (seen.empty() || seen.back().turn != now.turnNumber)
                seen.push_back({seat, now.turnNumber, pawns, pawns});
            seen.back().after = pawns;
        });
        playUntilAnnasTurnStart(3);
        disconnect(&controller(), &GameController::stateChanged, this, nullptr);
        const QStringList lines = logLines();
        // Within a turn, a seat's next reason is never its last one again, nor its next event
        // line its last one (a pawn's event lines may come between one reason and the next).
        QStringList seats;
        for (int seat = 0; seat < state().playerCount(); ++seat)
            seats << controller().seat(seat).name;
        std::map<std::pair<QString, bool>, QString> lastOf;
        for (const QString &line : lines) {
            if (line.contains(u"'s turn."_s))
                lastOf.clear();
            const bool reason = line.startsWith(u'\u2192');
            const QString text = line.mid(2);
            for (const QString &seat : seats) {
                if (!text.startsWith(seat + u' ') && !text.startsWith(seat + u"'s"_s))
                    continue;
                QString &last = lastOf[{seat, reason}];
                QVERIFY2(line != last, qPrintable(line));
                last = line;
            }
        }

        bool severalInOneProvince = false;
        int checked = 0;
        for (const SeenReorganization &reorganization : seen) {
            const auto moves = reorganization.moves();
            if (moves.empty())
                continue;
            const QString who = controller().seat(reorganization.seat).name;
            QStringList fragments;
            for (const auto &[area, pawns] : moves) {
                severalInOneProvince = severalInOneProvince || std::abs(pawns) > 1;
                fragments << u"\\b%1 (pawns? )?%2 %3\\b"_s.arg(std::abs(pawns))
                                 .arg(pawns > 0 ? u"in"_s : u"from"_s,
                                      QRegularExpression::escape(
                                          state().board->area(area).names.in(u"en")));
            }
            const bool said = std::any_of(lines.begin(), lines.end(), [&](const QString &line) {
                if (line.startsWith(u'\u2192') || !line.contains(who))
                    return false;
                return std::all_of(fragments.begin(), fragments.end(), [&](const QString &f) {
                    return line.contains(QRegularExpression(f));
                });
            });
            QVERIFY2(said, qPrintable(who + u": "_s + fragments.join(u", "_s)));
            ++checked;
        }
        QVERIFY(checked >= 2);
        // Otherwise the old log had nothing to repeat.
        QVERIFY(severalInOneProvince);

        // The lines made of many entries follow a language switch as the others do.
        for (const QString &language : {u"fr"_s, u"de"_s}) {
            switchTo(language);
            testing::grabIfAsked(*m_window, u"log-moves-"_s + language);
            const QStringList translated = logLines();
            QCOMPARE(translated.size(), lines.size());
            QVERIFY(!translated.join(u'\n').contains(u"reorganizes"_s));
        }
        switchTo(u"en"_s);
        testing::grabIfAsked(*m_window, u"log-moves-en"_s);
        QCOMPARE(logLines(), lines);
    }

    /**
     * `vinci --language de game.vinci`, with French the Language menu's choice: the real game
     * opens the file in German, and French stays the choice for the next start.
     */
    void languageOptionOpensAGameInIt()
    {
        QString error;
        QVERIFY2(m_window->startGame(setupWithComputers(21), &error), qPrintable(error));
        const QString file = m_dir.filePath(u"game.vinci"_s);
        QVERIFY2(m_window->saveFile(file, &error), qPrintable(error));
        const QString config = m_dir.filePath(u"process-config"_s);
        QVERIFY(QDir().mkpath(config + u"/vinci"_s));
        const QString settings = config + u"/vinci/vinci.conf"_s;
        {
            QFile written(settings);
            QVERIFY(written.open(QIODevice::WriteOnly));
            written.write("[General]\nlanguage=fr\n");
        }
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        environment.insert(u"QT_LOGGING_RULES"_s, u"vinci.session.info=true"_s);
        environment.insert(u"XDG_CONFIG_HOME"_s, config);
        environment.insert(u"XDG_DATA_HOME"_s, m_dir.filePath(u"process-data"_s));
        const QString output = QString::fromUtf8(
            testing::outputUntil(QStringLiteral(VINCI_GAME_EXECUTABLE),
                                 {u"--language"_s, u"de"_s, file}, environment, "opened"));
        QVERIFY2(output.contains(u"opened"_s), qPrintable(output));
        // Every language the program switched to before the game was open: German only.
        const QString start = output.left(output.indexOf(u"opened"_s));
        static const QRegularExpression switched(u"\\blanguage (\\w+)"_s);
        QStringList languages;
        for (const QRegularExpressionMatch &match : switched.globalMatch(start))
            languages << match.captured(1);
        QCOMPARE(languages, QStringList{u"de"_s});
        QSettings remembered(settings, QSettings::IniFormat);
        QCOMPARE(remembered.value(u"language"_s).toString(), u"fr"_s);
    }
};

QTEST_MAIN(TestGameLog)
#include "test_gamelog.moc"
