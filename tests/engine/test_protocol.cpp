// The JSON-lines engine protocol (docs/protocol.md): a scripted game in-process through
// QBuffer, faulty lines, save/load/undo, and the real `vinci --engine` through QProcess; and
// simulations (`vinci --simulate`) on one thread and on two.

#include "europegames.h"
#include "protocol/enginesession.h"
#include "protocol/mapresolver.h"
#include "protocol/simulation.h"
#include "testmaps.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

BoardResolver testBoards()
{
    return [](const QString &name, QString *error) -> std::shared_ptr<const ProvinceGraph> {
        static const auto example = testmaps::rulesExampleBoard();
        static const auto grid = testmaps::gridBoard(7, 6);
        if (name == u"rules-example")
            return example;
        if (name == u"grid-7x6")
            return grid;
        if (error)
            *error = u"no map %1"_s.arg(name);
        return nullptr;
    };
}

QJsonObject send(EngineSession &session, const QJsonObject &request)
{
    return session.handleLine(QJsonDocument(request).toJson(QJsonDocument::Compact));
}

QString errorCode(const QJsonObject &reply)
{
    return reply.value(u"error"_s).toObject().value(u"code"_s).toString();
}

} // namespace

/** The engine protocol. */
class TestProtocol : public QObject
{
    Q_OBJECT

private slots:
    void scriptedGameOverBuffers()
    {
        // A whole game as a script: new, then for every step ask the legal actions and a
        // Strategist's or a random player's choice, and apply it.
        QByteArray script;
        script += R"({"id":1,"cmd":"hello"})"
                  "\n";
        script +=
            R"({"id":2,"cmd":"new","map":"grid-7x6","options":{"playerCount":3,"seed":5,"victoryTarget":40}})"
            "\n";
        for (int i = 0; i < 3000; ++i)
            script += R"({"cmd":"ai","kind":"random","seed":3,"apply":true})"
                      "\n";
        script += R"({"id":"end","cmd":"state"})"
                  "\n";
        QBuffer in(&script);
        in.open(QIODevice::ReadOnly);
        QByteArray output;
        QBuffer out(&output);
        out.open(QIODevice::WriteOnly);
        const int answered = runEngineProtocol(in, out, testBoards());
        QCOMPARE(answered, 3003);

        const QList<QByteArray> lines = output.split('\n');
        QCOMPARE(lines.size(), 3004); // the last newline leaves an empty tail
        const QJsonObject hello = QJsonDocument::fromJson(lines[0]).object();
        QCOMPARE(hello.value(u"id"_s).toInt(), 1);
        QCOMPARE(hello.value(u"protocol"_s).toInt(), engineProtocolVersion);
        QVERIFY(hello.value(u"ai"_s).toArray().contains(u"strategist"_s));
        const QJsonObject created = QJsonDocument::fromJson(lines[1]).object();
        QVERIFY(created.value(u"ok"_s).toBool());
        QCOMPARE(created.value(u"state"_s).toObject().value(u"players"_s).toArray().size(), 3);
        // The public state hides the game's random state.
        QVERIFY(!created.value(u"state"_s).toObject().contains(u"rng"_s));
        bool over = false;
        for (int i = 2; i < 3002; ++i) {
            const QJsonObject reply = QJsonDocument::fromJson(lines[i]).object();
            if (!over) {
                QVERIFY2(reply.value(u"ok"_s).toBool(), lines[i].constData());
                QVERIFY(reply.contains(u"action"_s));
                QVERIFY(reply.contains(u"events"_s));
                over = reply.value(u"over"_s).toBool();
            } else {
                QCOMPARE(errorCode(reply), u"game-over"_s); // and it keeps answering
            }
        }
        QVERIFY(over);
        const QJsonObject last = QJsonDocument::fromJson(lines[3002]).object();
        QCOMPARE(last.value(u"id"_s).toString(), u"end"_s);
        QCOMPARE(last.value(u"state"_s).toObject().value(u"phase"_s).toString(), u"gameOver"_s);
    }

    void faultyLinesAreAnsweredAndTheSessionGoesOn_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("code");
        QTest::newRow("not json") << QByteArray("{\"cmd\": \"state\"") << u"malformed-json"_s;
        QTest::newRow("garbage") << QByteArray("\xff\xfe hello") << u"malformed-json"_s;
        QTest::newRow("array") << QByteArray("[1, 2]") << u"not-an-object"_s;
        QTest::newRow("no cmd") << QByteArray(R"({"command":"state"})") << u"missing-command"_s;
        QTest::newRow("cmd not a string") << QByteArray(R"({"cmd":3})") << u"missing-command"_s;
        QTest::newRow("unknown command") << QByteArray(R"({"cmd":"fly"})") << u"unknown-command"_s;
        QTest::newRow("no action") << QByteArray(R"({"cmd":"apply"})") << u"missing-field"_s;
        QTest::newRow("unknown action")
            << QByteArray(R"({"cmd":"apply","action":{"type":"fly"}})") << u"bad-action"_s;
        QTest::newRow("unknown province")
            << QByteArray(R"({"cmd":"apply","action":{"type":"conquer","province":"atlantis"}})")
            << u"bad-action"_s;
        QTest::newRow("illegal action")
            << QByteArray(R"({"cmd":"apply","action":{"type":"conquer","province":"france"}})")
            << u"illegal-action"_s;
        QTest::newRow("wrong phase")
            << QByteArray(R"({"cmd":"apply","action":{"type":"expand"}})") << u"illegal-action"_s;
        QTest::newRow("undo too far")
            << QByteArray(R"({"cmd":"undo","count":50})") << u"nothing-to-undo"_s;
        QTest::newRow("undo nonsense")
            << QByteArray(R"({"cmd":"undo","count":"two"})") << u"bad-field"_s;
        QTest::newRow("unknown map")
            << QByteArray(R"({"cmd":"new","map":"mars"})") << u"unknown-map"_s;
        QTest::newRow("bad option")
            << QByteArray(R"({"cmd":"new","map":"rules-example","options":{"players":3}})")
            << u"bad-field"_s;
        QTest::newRow("bad player count")
            << QByteArray(R"({"cmd":"new","map":"rules-example","options":{"playerCount":9}})")
            << u"bad-options"_s;
        QTest::newRow("unknown ai")
            << QByteArray(R"({"cmd":"ai","kind":"oracle"})") << u"unknown-ai"_s;
        QTest::newRow("unreadable save")
            << QByteArray(R"({"cmd":"load","file":"/nonexistent/x.vinci"})") << u"file-error"_s;
        QTest::newRow("unwritable save")
            << QByteArray(R"({"cmd":"save","file":"/nonexistent/dir/x.vinci"})") << u"file-error"_s;
    }

    void faultyLinesAreAnsweredAndTheSessionGoesOn()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, code);
        EngineSession session(testBoards());
        QVERIFY(send(session, {{u"cmd"_s, u"new"_s}, {u"map"_s, u"rules-example"_s}})
                    .value(u"ok"_s)
                    .toBool());
        const QJsonObject reply = session.handleLine(line);
        QCOMPARE(reply.value(u"ok"_s).toBool(true), false);
        QCOMPARE(errorCode(reply), code);
        QVERIFY(!reply.value(u"error"_s).toObject().value(u"message"_s).toString().isEmpty());
        // The session goes on, with its game unchanged.
        const QJsonObject state = send(session, {{u"cmd"_s, u"state"_s}});
        QVERIFY(state.value(u"ok"_s).toBool());
        QCOMPARE(state.value(u"state"_s).toObject().value(u"phase"_s).toString(),
                 u"chooseCivilization"_s);
    }

    void commandsBeforeAGame()
    {
        EngineSession session(testBoards());
        for (const char *command : {"state", "legal", "apply", "undo", "save", "ai"})
            QCOMPARE(errorCode(send(session, {{u"cmd"_s, QString::fromLatin1(command)}})),
                     u"no-game"_s);
        QVERIFY(send(session, {{u"cmd"_s, u"quit"_s}}).value(u"ok"_s).toBool());
        QVERIFY(session.quitRequested());
    }

    void legalApplyUndoSaveLoad()
    {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const QString file = folder.filePath(u"game.vinci"_s);
        EngineSession session(testBoards());
        send(session, {{u"cmd"_s, u"new"_s},
                       {u"map"_s, u"rules-example"_s},
                       {u"options"_s, QJsonObject{{u"playerCount"_s, 3}, {u"seed"_s, u"77"_s}}}});
        // Play the first legal action a dozen times.
        for (int i = 0; i < 12; ++i) {
            const QJsonObject legal = send(session, {{u"cmd"_s, u"legal"_s}});
            QVERIFY(legal.value(u"ok"_s).toBool());
            const QJsonArray actions = legal.value(u"actions"_s).toArray();
            QVERIFY(!actions.isEmpty());
            const QJsonObject applied =
                send(session, {{u"cmd"_s, u"apply"_s}, {u"action"_s, actions.first()}});
            QVERIFY(applied.value(u"ok"_s).toBool());
        }
        const QJsonObject before = send(session, {{u"cmd"_s, u"state"_s}, {u"full"_s, true}});
        QVERIFY(before.value(u"state"_s).toObject().contains(u"rng"_s));
        QVERIFY(send(session, {{u"cmd"_s, u"save"_s}, {u"file"_s, file}}).value(u"ok"_s).toBool());
        const QJsonObject undone = send(session, {{u"cmd"_s, u"undo"_s}, {u"count"_s, 5}});
        QCOMPARE(undone.value(u"undone"_s).toInt(), 5);
        QVERIFY(send(session, {{u"cmd"_s, u"state"_s}, {u"full"_s, true}}) != before);
        const QJsonObject loaded = send(session, {{u"cmd"_s, u"load"_s}, {u"file"_s, file}});
        QVERIFY2(loaded.value(u"ok"_s).toBool(), qPrintable(errorCode(loaded)));
        QCOMPARE(send(session, {{u"cmd"_s, u"state"_s}, {u"full"_s, true}}), before);
        // An AI's advice without applying it changes nothing.
        const QJsonObject advice =
            send(session, {{u"cmd"_s, u"ai"_s}, {u"kind"_s, u"strategist-easy"_s}, {u"seed"_s, 4}});
        QVERIFY(advice.value(u"ok"_s).toBool());
        QVERIFY(!advice.value(u"explanation"_s).toString().isEmpty());
        QCOMPARE(send(session, {{u"cmd"_s, u"state"_s}, {u"full"_s, true}}), before);
    }

    void mapsFromTheMapsFolder()
    {
        const BoardResolver resolve =
            mapDirectoryResolver({QStringLiteral(VINCI_SOURCE_DIR "/maps")});
        QString error;
        const auto europe = resolve(u"europe"_s, &error);
        QVERIFY2(europe, qPrintable(error));
        QCOMPARE(europe->mapId(), u"europe"_s);
        QVERIFY(!resolve(u"atlantis"_s, &error));
        QVERIFY(error.contains(u"atlantis"_s));
    }

    void simulationGivesTheSameResultsOnOneThreadAndOnTwo()
    {
        // runSimulation(): "Game i uses seed splitmix(seed, i) for the game and for each seat's
        // player, so a run gives the same results however many threads play it" (each thread
        // on its own copy of the board, the games handed out one at a time).
        SimulationConfig config;
        config.board = europegames::europe();
        QVERIFY(config.board);
        config.seats = {u"rulebook"_s, u"random"_s, u"rulebook-variant"_s, u"random"_s};
        config.games = 40;
        config.seed = 11;
        config.threads = 1;
        const SimulationResult one = runSimulation(config);
        config.threads = 2;
        const SimulationResult two = runSimulation(config);
        QVERIFY2(one.failures.isEmpty(), qPrintable(one.failures.join(u'\n')));
        QCOMPARE(one.threads, 1);
        QCOMPARE(two.threads, 2);
        QCOMPARE(two.gamesPlayed, 40);
        QCOMPARE(two.failures, one.failures);
        QCOMPARE(two.meanRounds, one.meanRounds);
        QCOMPARE(two.meanTurns, one.meanTurns);
        QCOMPARE(two.seats.size(), one.seats.size());
        for (std::size_t seat = 0; seat < one.seats.size(); ++seat) {
            QCOMPARE(two.seats[seat].kind, one.seats[seat].kind);
            QCOMPARE(two.seats[seat].wins, one.seats[seat].wins);
            QCOMPARE(two.seats[seat].outrightWins, one.seats[seat].outrightWins);
            QCOMPARE(two.seats[seat].meanScore, one.seats[seat].meanScore);
        }
    }

    /**
     * `vinci --simulate ... | cat`: into a pipe the progress is a line now and then, not a bar
     * redrawn with carriage returns (a file kept every redraw: 300 on one line for 300 games).
     */
    void simulationProgressIntoAPipeIsLines()
    {
#ifndef VINCI_BINARY
        QSKIP("The vinci executable is not part of this build.");
#else
        QProcess vinci;
        vinci.start(QStringLiteral(VINCI_BINARY),
                    {u"--simulate"_s, u"--ai"_s, u"random,random,random"_s, u"--games"_s, u"60"_s,
                     u"--seed"_s, u"4"_s, u"--threads"_s, u"1"_s});
        QVERIFY2(vinci.waitForFinished(120000), qPrintable(vinci.errorString()));
        QCOMPARE(vinci.exitCode(), 0);
        const QByteArray progress = vinci.readAllStandardError();
        QVERIFY2(!progress.contains('\r'), progress.constData());
        const QList<QByteArray> lines = progress.trimmed().split('\n');
        // At most a line per tenth of the way, the last one saying all were played.
        QVERIFY2(!lines.isEmpty() && lines.size() <= 10, progress.constData());
        QVERIFY2(lines.constLast().endsWith("60/60"), progress.constData());
        QVERIFY(vinci.readAllStandardOutput().contains("60 games on europe"));
#endif
    }

    void realBinary()
    {
#ifndef VINCI_BINARY
        QSKIP("The vinci executable is not part of this build.");
#else
        QProcess vinci;
        vinci.start(QStringLiteral(VINCI_BINARY), {u"--engine"_s});
        QVERIFY2(vinci.waitForStarted(), qPrintable(vinci.errorString()));
        auto ask = [&](const QByteArray &line) {
            vinci.write(line + '\n');
            while (!vinci.canReadLine()) {
                if (!vinci.waitForReadyRead(60000))
                    return QJsonObject{{u"timeout"_s, true}};
            }
            return QJsonDocument::fromJson(vinci.readLine()).object();
        };
        QVERIFY(ask(R"({"cmd":"hello"})").value(u"ok"_s).toBool());
        QCOMPARE(errorCode(ask("this is not json")), u"malformed-json"_s);
        const QJsonObject created = ask(
            R"({"cmd":"new","map":"europe","options":{"playerCount":4,"virtualSeats":[false,true,true,true],"seed":3}})");
        QVERIFY(created.value(u"ok"_s).toBool());
        QCOMPARE(errorCode(ask(R"({"cmd":"apply","action":{"type":"expand"}})")),
                 u"illegal-action"_s);
        // A round of AI moves: the real player's seat played by the Strategist.
        for (int i = 0; i < 40; ++i) {
            const QJsonObject state = ask(R"({"cmd":"legal"})");
            const int acting = state.value(u"actingPlayer"_s).toInt();
            const QByteArray kind = acting == 0 ? "strategist" : "rulebook";
            const QJsonObject moved = ask(R"({"cmd":"ai","apply":true,"kind":")" + kind +
                                          R"(","seed":)" + QByteArray::number(acting) + "}");
            QVERIFY2(moved.value(u"ok"_s).toBool(),
                     QJsonDocument(moved).toJson(QJsonDocument::Compact).constData());
        }
        QVERIFY(ask(R"({"cmd":"quit"})").value(u"ok"_s).toBool());
        QVERIFY(vinci.waitForFinished(10000));
        QCOMPARE(vinci.exitCode(), 0);
#endif
    }
};

QTEST_APPLESS_MAIN(TestProtocol)
#include "test_protocol.moc"
