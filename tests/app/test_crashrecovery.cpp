// kill -9: the real game executable, playing a game of computer seats as fast as it can, is
// killed with SIGKILL at a random moment after its first autosave of each run (also while it
// writes another), however slow the machine, and started again
// on what it left. Every time, the next start offers to resume (the same AppDataAutosave the
// game asks), and what it offers is whole, continues the game resumed, and holds at least the
// last turn the game confirmed: the game logs each autosave once written ("vinci.session"), and
// nothing logged is ever lost. A game that ends keeps its finished game (offered after a crash on
// its end page: test_autosave aFinishedGameOutlivesACrashOnItsEndPage).

#include "ai/randomplayer.h"
#include "app/gamefixture.h"
#include "autosavesession.h"
#include "game/play.h"
#include "io/savegame.h"
#include "mapformat/mapcatalog.h"
#include "panels/playercolours.h"
#include "programoutput.h"
#include "session/appdataautosave.h"
#include "session/newgamesetup.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace vinci;
using namespace vinci::testing;
using namespace Qt::StringLiterals;

class TestCrashRecovery : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    MapCatalog m_maps{{QStringLiteral(VINCI_SOURCE_DIR "/maps")}};

    /** The programs' one data folder (MapDirectories::dataFolder()). */
    QString dataFolder() const { return m_home.filePath(u"data/vinci"_s); }

    QProcessEnvironment environment() const { return environmentIn(m_home); }

    /** The game's environment with `home` as the player's home (settings, data). */
    static QProcessEnvironment environmentIn(const QTemporaryDir &home)
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        environment.insert(u"QT_LOGGING_RULES"_s, u"vinci.session.info=true"_s);
        environment.insert(u"HOME"_s, home.path());
        environment.insert(u"XDG_CONFIG_HOME"_s, home.filePath(u"config"_s));
        environment.insert(u"XDG_DATA_HOME"_s, home.filePath(u"data"_s));
        return environment;
    }

    /** A new game on Europe whose four seats are all Strategists. */
    QString writeStartingSave()
    {
        std::vector<SeatSetup> seats;
        seats.reserve(4);
        for (int i = 0; i < 4; ++i)
            seats.push_back({defaultSeatName(i), playerColour(i), u"strategist-hard"_s});
        NewGameSetup setup = testing::setupOf(std::move(seats), 2026);
        setup.options.victoryTarget = 300; // long enough to outlive the five kills
        QString error;
        const auto board = m_maps.load(u"europe"_s, &error);
        if (!board)
            return {};
        const auto state = newGame(board->graph, setup.options, &error);
        QString file = m_home.filePath(u"start.vinci"_s);
        if (!state || !writeSaveGame(file, *state, {setup.options, {}, setup.toMetadata()}, &error))
            return {};
        return file;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        // The computer's steps without delay, as the speed box's "fastest" leaves it.
        QVERIFY(QDir().mkpath(m_home.filePath(u"config/vinci"_s)));
        QFile settings(m_home.filePath(u"config/vinci/vinci.conf"_s));
        QVERIFY(settings.open(QIODevice::WriteOnly));
        settings.write("[game]\naiDelay=0\n");
    }

    void killedAtRandomMomentsResumesTheLastConfirmedTurn()
    {
        QString file = writeStartingSave();
        QVERIFY(!file.isEmpty());
        QRandomGenerator random(20261124); // seeded: a failure can be run again as it was
        const QRegularExpression autosaved(u"autosaved after action (\\d+)"_s);
        qsizetype kept = 0;
        std::vector<Action> keptActions;
        for (int run = 1; run <= 5; ++run) {
            // Killed at a random moment after its first autosave of this run, however slow the
            // machine (a fixed time from the start left a loaded machine no turn to keep).
            const KilledRun killed =
                killAfter(QStringLiteral(VINCI_GAME_EXECUTABLE), {file}, environment(),
                          "autosaved after action", random.bounded(0, 3200));
            QVERIFY2(killed.wasRunning, killed.output.constData());
            const QByteArray &output = killed.output;

            qsizetype logged = 0;
            for (auto match = autosaved.globalMatch(QString::fromUtf8(output)); match.hasNext();)
                logged = match.next().captured(1).toLongLong();
            const bool over = output.contains("game over after action");
            // What a start would find, without starting a session (which would end it).
            const QString session = QDir(dataFolder()).filePath(u"autosave"_s);
            if (!AutosaveSession::isLeftOver(session) ||
                !AutosaveSession::newestWholeCopy(session)) {
                // Nothing to offer: it was killed before its first autosave was written (then
                // none was logged), or its game ended and it left by itself. (Killed on the end
                // page, it offers the finished game, and the runs go on from there.)
                QVERIFY2(
                    over || (logged == 0 && kept == 0),
                    qPrintable(u"run %1: nothing offered, %2 actions logged, %3 kept"_s.arg(run)
                                   .arg(logged)
                                   .arg(kept)));
                if (over)
                    break;
                continue;
            }
            // The real program, started again with nothing to open, offers the resume (also of
            // a first autosave killed before its log line).
            const QByteArray restarted = outputUntil(QStringLiteral(VINCI_GAME_EXECUTABLE), {},
                                                     environment(), "offering to resume");
            QVERIFY2(restarted.contains("offering to resume"), restarted.constData());
            AppDataAutosave store(dataFolder());
            QCOMPARE(store.beginSession(), AppDataAutosave::SessionStart::AfterCrash);
            QVERIFY(store.shouldOfferRecovery());
            QString error;
            const auto offered = readSaveGame(store.autosavePath(), m_maps.boardResolver(), &error);
            // Whole (never a torn file), and exactly the game its actions replay to: the loader
            // compares the replay with the snapshot written at the confirmed turn.
            QVERIFY2(offered, qPrintable(error));
            const std::vector<Action> &actions = offered->saved.actions;
            const auto count = qsizetype(actions.size());
            // Nothing confirmed is lost: at least the last turn this run logged, or what earlier
            // runs kept when it logged none. The game logs each autosave just after writing it,
            // so a kill between the two leaves one turn more than logged, never less.
            const qsizetype confirmed = logged > 0 ? logged : kept;
            QVERIFY2(count >= confirmed,
                     qPrintable(u"run %1: offered %2 actions, logged %3, kept %4"_s.arg(run)
                                    .arg(count)
                                    .arg(logged)
                                    .arg(kept)));
            // And it continues the game this run resumed: what was kept is its beginning.
            QVERIFY2(
                actions.size() >= keptActions.size() &&
                    std::equal(keptActions.begin(), keptActions.end(), actions.begin()),
                qPrintable(u"run %1: the offered game does not continue the kept one"_s.arg(run)));
            qInfo("run %d: killed after %lld actions were logged; %lld offered%s", run,
                  static_cast<long long>(logged), static_cast<long long>(count),
                  count > confirmed ? " (written, killed before its log line)" : "");
            kept = count;
            keptActions = actions;
            // Resume from what was offered.
            file = m_home.filePath(u"resume-%1.vinci"_s.arg(run));
            QVERIFY(QFile::copy(store.autosavePath(), file));
            store.endSession();
        }
        QVERIFY2(kept > 0, "the game made progress and kept it");
    }

    /**
     * The prompt after a crash says which game it offers: the real program, started on an
     * autosave a crash of an earlier version left in round 3 of Anna and Bruno against two
     * computers, moves it to its data folder and names them.
     */
    void promptSaysWhichGame()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const NewGameSetup setup =
            testing::setupOf({{u"Anna"_s, playerColour(0), u"human"_s},
                              {u"Bruno"_s, playerColour(1), u"human"_s},
                              {u"Ada"_s, playerColour(2), u"strategist-easy"_s},
                              {u"Max"_s, playerColour(3), u"strategist-easy"_s}},
                             3);
        QString error;
        const auto board = m_maps.load(u"europe"_s, &error);
        QVERIFY2(board, qPrintable(error));
        auto state = newGame(board->graph, setup.options, &error);
        QVERIFY2(state, qPrintable(error));
        SavedGame saved{setup.options, {}, setup.toMetadata()};
        RandomPlayer player(8);
        while (state->round < 3) {
            saved.actions.push_back(player.chooseAction(*state));
            QVERIFY(!applyInPlace(*state, saved.actions.back()));
        }
        {
            // Left by a version that kept its autosave in the program's own folder
            // (~/.local/share/vinci/vinci): the update moves it, and it is still offered.
            AppDataAutosave crashed(home.filePath(u"data/vinci/vinci"_s));
            crashed.beginSession();
            QVERIFY(crashed.save(*state, saved, &error));
            // No endSession(): the program went away without closing.
        }
        const QByteArray output = outputUntil(QStringLiteral(VINCI_GAME_EXECUTABLE), {},
                                              environmentIn(home), "offering to resume");
        const qsizetype offer = output.indexOf("offering to resume");
        QVERIFY2(offer >= 0, output.constData());
        const QByteArray line = output.mid(offer, output.indexOf('\n', offer) - offer);
        for (const char *part : {"Round 3", "Anna", "Bruno", "2 computers"})
            QVERIFY2(line.contains(part), line.constData());
        QVERIFY(QFileInfo(home.filePath(u"data/vinci/autosave"_s)).isDir());
        QVERIFY(!QFileInfo::exists(home.filePath(u"data/vinci/vinci"_s)));
    }

    /**
     * SIGTERM (a logout, `kill PID`) is a request to quit, not a crash. The real game, its
     * computer seats playing (turns unsaved), quits by itself, exit code 0; the next start
     * offers the game, saying it was closed before it was saved ("kept at a quit"), never that
     * Vinci "did not close properly". A game with nothing unsaved leaves nothing to offer.
     * (Killed by the signal's default action, the next start called it a crash.)
     */
    void sigtermKeepsTheGameWithoutACrash()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QVERIFY(QDir().mkpath(home.filePath(u"config/vinci"_s)));
        QFile settings(home.filePath(u"config/vinci/vinci.conf"_s));
        QVERIFY(settings.open(QIODevice::WriteOnly));
        settings.write("[game]\naiDelay=0\n");
        settings.close();
        const QString session = home.filePath(u"data/vinci/autosave"_s);
        const QString playing = writeStartingSave();
        QVERIFY(!playing.isEmpty());
        // People only, nobody playing: opened, nothing changes.
        const NewGameSetup people = testing::setupOf({{u"Anna"_s, playerColour(0), u"human"_s},
                                                      {u"Bruno"_s, playerColour(1), u"human"_s},
                                                      {u"Clara"_s, playerColour(2), u"human"_s}},
                                                     5);
        QString error;
        const auto board = m_maps.load(u"europe"_s, &error);
        QVERIFY2(board, qPrintable(error));
        const auto state = newGame(board->graph, people.options, &error);
        QVERIFY2(state, qPrintable(error));
        const QString quiet = home.filePath(u"people.vinci"_s);
        QVERIFY(writeSaveGame(quiet, *state, {people.options, {}, people.toMetadata()}, &error));

        for (const bool unsaved : {true, false}) {
            QProcess game;
            game.setProcessEnvironment(environmentIn(home));
            game.setProcessChannelMode(QProcess::MergedChannels);
            game.start(QStringLiteral(VINCI_GAME_EXECUTABLE), {unsaved ? playing : quiet});
            QVERIFY2(game.waitForStarted(), qPrintable(game.errorString()));
            const QByteArray waitFor = unsaved ? "autosaved after action" : "opened";
            QByteArray output = readOutput(game, QDeadlineTimer(std::chrono::minutes(1)), waitFor);
            QVERIFY2(output.contains(waitFor), output.constData());
            game.terminate(); // SIGTERM
            QVERIFY2(game.waitForFinished(60000), output.constData());
            output += game.readAll();
            QCOMPARE(game.exitStatus(), QProcess::NormalExit);
            QCOMPARE(game.exitCode(), 0);
            QVERIFY2(output.contains("quitting without asking"), output.constData());
            if (!unsaved) {
                QVERIFY2(!AutosaveSession::isLeftOver(session) ||
                             !AutosaveSession::newestWholeCopy(session),
                         "a saved game leaves nothing to offer");
                continue;
            }
            QVERIFY(AutosaveSession::isLeftOver(session));
            QVERIFY(AutosaveSession::wasKept(session));
            QVERIFY(AutosaveSession::newestWholeCopy(session));
            const QByteArray restarted = outputUntil(QStringLiteral(VINCI_GAME_EXECUTABLE), {},
                                                     environmentIn(home), "offering to resume");
            const qsizetype offer = restarted.indexOf("offering to resume");
            QVERIFY2(offer >= 0, restarted.constData());
            const QByteArray line = restarted.mid(offer, restarted.indexOf('\n', offer) - offer);
            QVERIFY2(line.contains("kept at a quit"), line.constData());
            // That start was killed (outputUntil): the next offers the same game, as a crash's.
            AppDataAutosave store(home.filePath(u"data/vinci"_s));
            QCOMPARE(store.beginSession(), AppDataAutosave::SessionStart::AfterCrash);
            store.discardAutosave();
            store.endSession();
        }
    }
};

QTEST_GUILESS_MAIN(TestCrashRecovery)
#include "test_crashrecovery.moc"
