// The JSON-lines engine protocol (docs/protocol.md): a scripted game in-process through
// QBuffer, faulty lines, save/load/undo, and the real `vinci --engine` through QProcess; and
// simulations (`vinci --simulate`) on one thread and on two.

#include "europegames.h"
#include "io/statejson.h"
#include "onlinepositions.h"
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

#include <functional>

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
        if (name == u"online-test")
            return online::onlineBoard();
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

QString errorMessage(const QJsonObject &reply)
{
    return reply.value(u"error"_s).toObject().value(u"message"_s).toString();
}

/** A "setup" request for `state` on the test board `map`, with the state's own options. */
QJsonObject setupRequest(const GameState &state, const QString &map)
{
    return {{u"cmd"_s, u"setup"_s},
            {u"map"_s, map},
            {u"options"_s, optionsToJson(state.options)},
            {u"state"_s, stateToJson(state)}};
}

/**
 * Online 2013 on the online test board: player 0 with `first` + `second` and `hand` pawns in
 * "coast" (2 pawns), player 1 with a lone pawn in "plain" and two in "meadow"; player 0 to move,
 * its conquest begun.
 */
QJsonObject onlineConquest(EngineSession &session, TileKind first, TileKind second, int hand)
{
    using namespace positions;
    GameState state = online::onlineGame(3);
    clearBoard(state);
    giveActive(state, 0, first, second, hand);
    giveActive(state, 1, TileKind::Heritage, TileKind::Messengers);
    active(state, "coast", 0, 2);
    active(state, "plain", 1, 1);
    active(state, "meadow", 1, 2);
    neutral(state, "river", 2);
    startTurn(state, 0);
    QJsonObject reply = send(session, setupRequest(state, u"online-test"_s));
    if (!reply.value(u"ok"_s).toBool())
        return reply;
    return send(session,
                {{u"cmd"_s, u"apply"_s}, {u"action"_s, QJsonObject{{u"type"_s, u"expand"_s}}}});
}

QJsonObject conquer(EngineSession &session, const QString &province, bool espionage = false)
{
    QJsonObject action{{u"type"_s, u"conquer"_s}, {u"province"_s, province}};
    if (espionage)
        action.insert(u"espionage"_s, true);
    return send(session, {{u"cmd"_s, u"apply"_s}, {u"action"_s, action}});
}

/** The one event of `kind` in a reply. */
QJsonObject eventOf(const QJsonObject &reply, const QString &kind)
{
    QJsonObject found;
    for (const auto &event : reply.value(u"events"_s).toArray()) {
        if (event.toObject().value(u"kind"_s).toString() == kind)
            found = event.toObject();
    }
    return found;
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
        // A field that cannot apply is refused, never ignored.
        QTest::newRow("field of another command")
            << QByteArray(R"({"cmd":"legal","full":true})") << u"unknown-field"_s;
        QTest::newRow("seed outside the options")
            << QByteArray(R"({"cmd":"new","map":"rules-example","seed":3})") << u"unknown-field"_s;
        QTest::newRow("full not a flag")
            << QByteArray(R"({"cmd":"state","full":"yes"})") << u"bad-field"_s;
        QTest::newRow("ai apply not a flag")
            << QByteArray(R"({"cmd":"ai","kind":"random","apply":1})") << u"bad-field"_s;
        QTest::newRow("ai kind not a string")
            << QByteArray(R"({"cmd":"ai","kind":3})") << u"bad-field"_s;
        QTest::newRow("province on an action without one")
            << QByteArray(R"({"cmd":"apply","action":{"type":"choose","slot":0,"province":"a"}})")
            << u"bad-action"_s;
        QTest::newRow("espionage on an action that is no conquest")
            << QByteArray(R"({"cmd":"apply","action":{"type":"expand","espionage":true}})")
            << u"bad-action"_s;
        QTest::newRow("virtual pawns without a virtual player")
            << QByteArray(
                   R"({"cmd":"new","map":"rules-example","options":{"virtualExtraPawns":9}})")
            << u"bad-options"_s;
        QTest::newRow("virtual score without a virtual player")
            << QByteArray(
                   R"({"cmd":"new","map":"rules-example","options":{"virtualStartingScore":15}})")
            << u"bad-options"_s;
        QTest::newRow("redraw under the online rules")
            << QByteArray(R"({"cmd":"new","map":"grid-7x6","options":{"ruleSet":"online2013",)"
                          R"("redrawIdenticalPairs":true}})")
            << u"bad-options"_s;
        QTest::newRow("the box's mix under the online rules")
            << QByteArray(R"({"cmd":"new","map":"grid-7x6","options":{"ruleSet":"online2013",)"
                          R"("tileMix":"printedBox"}})")
            << u"bad-options"_s;
        QTest::newRow("setup without a state")
            << QByteArray(R"({"cmd":"setup","map":"rules-example"})") << u"missing-field"_s;
        QTest::newRow("setup of an empty state")
            << QByteArray(R"({"cmd":"setup","map":"rules-example","state":{}})") << u"bad-state"_s;
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

    void religionConversionIsReportedAsOne()
    {
        // "Religion. Conquer a province for 0 pawns, place a new pawn of your color in it (taken
        // from the bag)." (Online 2013, Civilization Tiles): a conversion, with the attacker's
        // pawn placed and no survivor of the defender's left to redeploy.
        EngineSession session(testBoards());
        const QJsonObject started =
            onlineConquest(session, TileKind::Religion, TileKind::Barbarians, 3);
        QVERIFY2(started.value(u"ok"_s).toBool(), qPrintable(errorMessage(started)));
        const QJsonObject converted = eventOf(conquer(session, u"plain"_s), u"conquered"_s);
        QCOMPARE(converted.value(u"conversion"_s), QJsonValue(true));
        QCOMPARE(converted.value(u"amount"_s).toInt(), 0);
        QCOMPARE(converted.value(u"pawnsPlaced"_s).toInt(), 1);
        QCOMPARE(converted.value(u"defender"_s).toInt(), 1);
        QCOMPARE(converted.value(u"defenderLost"_s).toInt(), 1);
        QCOMPARE(converted.value(u"survivors"_s).toInt(), 0);
        QVERIFY2(converted.value(u"text"_s).toString().contains(u"converts"_s),
                 qPrintable(converted.value(u"text"_s).toString()));
        // A conquest by force says it is none.
        const QJsonObject fought = eventOf(conquer(session, u"meadow"_s), u"conquered"_s);
        QCOMPARE(fought.value(u"conversion"_s), QJsonValue(false));
        QCOMPARE(fought.value(u"survivors"_s).toInt(), 1);
        QCOMPARE(fought.value(u"pawnsPlaced"_s).toInt(), fought.value(u"amount"_s).toInt());
    }

    void legionsAreCountedInTheConquest()
    {
        // "Legions. The civilization receives 7 extra pawns at the beginning of the turn, that
        // may be used in addition of at least one normal pawn, and are removed from board after
        // get control of the province." (Online 2013, Civilization Tiles)
        EngineSession session(testBoards());
        const QJsonObject started =
            onlineConquest(session, TileKind::FieldGeneral, TileKind::Barbarians, 0);
        QVERIFY2(started.value(u"ok"_s).toBool(), qPrintable(errorMessage(started)));
        // The plain's lone enemy pawn: Legions pay all but the one own pawn the rule needs.
        const QJsonObject conquered = eventOf(conquer(session, u"plain"_s), u"conquered"_s);
        const int cost = conquered.value(u"amount"_s).toInt();
        QVERIFY2(cost >= 2, qPrintable(QString::number(cost)));
        QCOMPARE(conquered.value(u"legions"_s).toInt(), cost - 1);
        QCOMPARE(conquered.value(u"pawnsPlaced"_s).toInt(), 1);
        const QJsonObject state = send(session, {{u"cmd"_s, u"state"_s}});
        for (const auto &province :
             state.value(u"state"_s).toObject().value(u"provinces"_s).toArray()) {
            if (province.toObject().value(u"id"_s) == u"plain"_s)
                QCOMPARE(province.toObject().value(u"pawns"_s).toInt(), 1);
        }
    }

    void espionageWhereReligionConvertsIsRefused()
    {
        // Religion converts whenever it can, so spies could not be used there: the flag is
        // refused with the reason, never silently dropped.
        EngineSession session(testBoards());
        const QJsonObject started =
            onlineConquest(session, TileKind::Religion, TileKind::Espionage, 3);
        QVERIFY2(started.value(u"ok"_s).toBool(), qPrintable(errorMessage(started)));
        const QJsonObject refused = conquer(session, u"plain"_s, true);
        QCOMPARE(errorCode(refused), u"illegal-action"_s);
        QVERIFY2(errorMessage(refused).contains(u"Religion"_s), qPrintable(errorMessage(refused)));
        // Nothing changed: the conversion is still there to make, and spies elsewhere work.
        QCOMPARE(eventOf(conquer(session, u"plain"_s), u"conquered"_s).value(u"conversion"_s),
                 QJsonValue(true));
        QVERIFY(conquer(session, u"meadow"_s, true).value(u"ok"_s).toBool());
    }

    void setupRoundTrips_data()
    {
        QTest::addColumn<bool>("online");
        QTest::addColumn<bool>("full");
        QTest::newRow("classic, as a player sees it") << false << false;
        QTest::newRow("classic, full") << false << true;
        QTest::newRow("online, as a player sees it") << true << false;
        QTest::newRow("online, full") << true << true;
    }

    void setupRoundTrips()
    {
        // Positions from a game played a while: what "state" gives, "setup" takes back whole.
        QFETCH(bool, online);
        QFETCH(bool, full);
        EngineSession played(testBoards());
        QJsonObject options{{u"playerCount"_s, 3}, {u"seed"_s, u"5"_s}};
        if (online)
            options.insert(u"ruleSet"_s, u"online2013"_s);
        QVERIFY(
            send(played, {{u"cmd"_s, u"new"_s}, {u"map"_s, u"grid-7x6"_s}, {u"options"_s, options}})
                .value(u"ok"_s)
                .toBool());
        EngineSession copy(testBoards());
        for (int step = 0; step < 60; ++step) {
            QVERIFY(
                send(played, {{u"cmd"_s, u"ai"_s}, {u"kind"_s, u"rulebook"_s}, {u"apply"_s, true}})
                    .value(u"ok"_s)
                    .toBool());
            if (step % 15 != 14)
                continue;
            const QJsonObject state = send(played, {{u"cmd"_s, u"state"_s}, {u"full"_s, full}})
                                          .value(u"state"_s)
                                          .toObject();
            const QJsonObject setUp = send(copy, {{u"cmd"_s, u"setup"_s},
                                                  {u"map"_s, u"grid-7x6"_s},
                                                  {u"options"_s, options},
                                                  {u"state"_s, state}});
            QVERIFY2(setUp.value(u"ok"_s).toBool(), qPrintable(errorMessage(setUp)));
            QCOMPARE(send(copy, {{u"cmd"_s, u"state"_s}, {u"full"_s, full}})
                         .value(u"state"_s)
                         .toObject(),
                     state);
            QCOMPARE(send(copy, {{u"cmd"_s, u"legal"_s}}), send(played, {{u"cmd"_s, u"legal"_s}}));
        }
    }

    void setupUndoStaysInThePositionAndSaveIsRefused()
    {
        EngineSession session(testBoards());
        QVERIFY(onlineConquest(session, TileKind::Religion, TileKind::Barbarians, 3)
                    .value(u"ok"_s)
                    .toBool());
        const QJsonObject afterExpand = send(session, {{u"cmd"_s, u"state"_s}, {u"full"_s, true}});
        QVERIFY(conquer(session, u"plain"_s).value(u"ok"_s).toBool());
        QVERIFY(send(session, {{u"cmd"_s, u"undo"_s}}).value(u"ok"_s).toBool());
        QCOMPARE(send(session, {{u"cmd"_s, u"state"_s}, {u"full"_s, true}}), afterExpand);
        // Back to the set-up position, and no further.
        QVERIFY(send(session, {{u"cmd"_s, u"undo"_s}}).value(u"ok"_s).toBool());
        QCOMPARE(
            send(session, {{u"cmd"_s, u"state"_s}}).value(u"state"_s).toObject().value(u"phase"_s),
            QJsonValue(u"turnStart"_s));
        QCOMPARE(errorCode(send(session, {{u"cmd"_s, u"undo"_s}})), u"nothing-to-undo"_s);
        QTemporaryDir folder;
        QCOMPARE(errorCode(send(
                     session, {{u"cmd"_s, u"save"_s}, {u"file"_s, folder.filePath(u"x.vinci"_s)}})),
                 u"not-saveable"_s);
    }

    void setupRefusesBadPositions_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("named");
        // A field of the wrong type, an unknown field, an unknown key: named by its path.
        QTest::newRow("hand not a number")
            << u"players/0/active/hand"_s << QJsonValue(u"3"_s) << u"players[0].active.hand"_s;
        QTest::newRow("unknown field")
            << u"players/1/gold"_s << QJsonValue(3) << u"players[1].gold"_s;
        QTest::newRow("unknown tile") << u"bag/0"_s << QJsonValue(u"gunpowder"_s) << u"gunpowder"_s;
        QTest::newRow("unknown phase") << u"phase"_s << QJsonValue(u"lunch"_s) << u"lunch"_s;
        QTest::newRow("missing province") << u"provinces/-"_s << QJsonValue() << u"missing"_s;
        // Consistent in form, impossible in fact: named by what does not add up.
        QTest::newRow("a pawn from nowhere")
            << u"players/0/active/hand"_s << QJsonValue(4) << u"players[0]"_s;
        QTest::newRow("a tile twice") << u"bag/0"_s << QJsonValue(u"religion"_s) << u"tiles"_s;
        QTest::newRow("a province of a civilization that is not there")
            << u"provinces/3/player"_s << QJsonValue(2) << u"\"normal\""_s;
        QTest::newRow("more players than the options") << u"players/+"_s << QJsonValue() << u"3"_s;
        QTest::newRow("a winner before the end") << u"winners/+"_s << QJsonValue(0) << u"winners"_s;
    }

    void setupRefusesBadPositions()
    {
        QFETCH(QString, path);
        QFETCH(QJsonValue, value);
        QFETCH(QString, named);
        using namespace positions;
        GameState position = online::onlineGame(3);
        clearBoard(position);
        giveActive(position, 0, TileKind::Religion, TileKind::Barbarians, 3);
        active(position, "coast", 0, 2);
        startTurn(position, 0);
        EngineSession session(testBoards());
        QJsonObject request = setupRequest(position, u"online-test"_s);
        QVERIFY(send(session, request).value(u"ok"_s).toBool());
        const QJsonObject before = send(session, {{u"cmd"_s, u"state"_s}, {u"full"_s, true}});

        // Changes the state at `path` ("a/0/b"; "-" removes the last item, "+" appends one).
        QJsonObject state = request.value(u"state"_s).toObject();
        std::function<QJsonValue(const QJsonValue &, QStringList)> edit = [&](const QJsonValue &at,
                                                                              QStringList keys) {
            const QString key = keys.takeFirst();
            if (at.isArray()) {
                QJsonArray array = at.toArray();
                if (key == u"-")
                    array.removeLast();
                else if (key == u"+")
                    array.append(value.isUndefined() || value.isNull() ? array.last() : value);
                else if (keys.isEmpty())
                    array[key.toInt()] = value;
                else
                    array[key.toInt()] = edit(array.at(key.toInt()), keys);
                return QJsonValue(array);
            }
            QJsonObject object = at.toObject();
            object.insert(key, keys.isEmpty() ? value : edit(object.value(key), keys));
            return QJsonValue(object);
        };
        request.insert(u"state"_s, edit(state, path.split(u'/')));
        const QJsonObject refused = send(session, request);
        QCOMPARE(errorCode(refused), u"bad-state"_s);
        QVERIFY2(errorMessage(refused).contains(named), qPrintable(errorMessage(refused)));
        // The game before the request goes on unchanged.
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
