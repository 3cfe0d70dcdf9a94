// docs/protocol.schema.json against real answers: seeded games played through the engine
// protocol under both rule sets, every request and every answer checked against the schema,
// until every kind of event has been seen. The schema closes every object
// (additionalProperties: false), so a field the engine writes and the schema (and
// docs/protocol.md) does not describe fails here.

#include "jsonschemasubset.h"
#include "protocol/enginesession.h"
#include "protocol/mapresolver.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

QJsonObject loadSchema()
{
    QFile file(QStringLiteral(VINCI_SOURCE_DIR "/docs/protocol.schema.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

/** Every kind of event the engine reports (EventKind). */
const std::set<QString> &allEventKinds()
{
    static const std::set<QString> kinds{u"turnStarted"_s,       u"civilizationChosen"_s,
                                         u"declined"_s,          u"oldDecliningRemoved"_s,
                                         u"pawnsCollected"_s,    u"reinforcements"_s,
                                         u"provinceAbandoned"_s, u"peaceDeclared"_s,
                                         u"conquered"_s,         u"decliningCleared"_s,
                                         u"fieldGeneralLeft"_s,  u"provinceLost"_s,
                                         u"fortBuilt"_s,         u"scored"_s,
                                         u"redeployed"_s,        u"survivorsToHand"_s,
                                         u"gameEnded"_s,         u"reorganizingBeforeDecline"_s,
                                         u"pawnsPlaced"_s,       u"pawnsLifted"_s};
    return kinds;
}

/** `count` seats, the last one virtual when `withVirtual` (the rulebook's virtual player). */
QJsonArray virtualSeats(int count, bool withVirtual)
{
    QJsonArray seats;
    for (int seat = 0; seat < count; ++seat)
        seats.append(withVirtual && seat == count - 1);
    return seats;
}

/** A session whose every request and answer is checked against the schema. */
class CheckedSession
{
public:
    explicit CheckedSession(const schema::SubsetValidator &validator)
        : m_validator(validator)
        , m_session(mapDirectoryResolver({QStringLiteral(VINCI_SOURCE_DIR "/maps")}))
    {}

    /** The answer to `request`; a schema fault of either fails the test (see failure()). */
    QJsonObject send(const QJsonObject &request)
    {
        const QString command = request.value(u"cmd"_s).toString();
        check(request, u"request"_s, command);
        QJsonObject reply =
            m_session.handleLine(QJsonDocument(request).toJson(QJsonDocument::Compact));
        const bool ok = reply.value(u"ok"_s).toBool();
        check(reply, ok ? command + u"Reply"_s : u"error"_s, command);
        for (const auto &event : reply.value(u"events"_s).toArray())
            m_kinds.insert(event.toObject().value(u"kind"_s).toString());
        return reply;
    }

    const QString &failure() const { return m_failure; }
    const std::set<QString> &kindsSeen() const { return m_kinds; }

private:
    void check(const QJsonObject &value, const QString &definition, const QString &command)
    {
        if (!m_failure.isEmpty())
            return;
        const QString fault = m_validator.check(value, definition);
        if (!fault.isEmpty())
            m_failure = u"%1 (%2): %3 in %4"_s.arg(
                definition, command, fault,
                QString::fromUtf8(QJsonDocument(value).toJson(QJsonDocument::Compact)));
    }

    const schema::SubsetValidator &m_validator;
    EngineSession m_session;
    std::set<QString> m_kinds;
    QString m_failure;
};

/** Whether every object schema in `schema` is closed (additionalProperties: false). */
QString openObject(const QJsonValue &schema, const QString &path)
{
    if (schema.isArray()) {
        const QJsonArray items = schema.toArray();
        for (qsizetype i = 0; i < items.size(); ++i) {
            if (QString found = openObject(items.at(i), path + u'/' + QString::number(i));
                !found.isEmpty())
                return found;
        }
        return {};
    }
    if (!schema.isObject())
        return {};
    const QJsonObject object = schema.toObject();
    if (object.value(u"type"_s) == u"object"_s &&
        object.value(u"additionalProperties"_s) != QJsonValue(false))
        return path;
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.key() == u"const" || it.key() == u"enum")
            continue;
        if (QString found = openObject(it.value(), path + u'/' + it.key()); !found.isEmpty())
            return found;
    }
    return {};
}

} // namespace

class TestProtocolSchema : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        m_schema = loadSchema();
        QVERIFY2(!m_schema.isEmpty(), "docs/protocol.schema.json cannot be read");
    }

    void everyObjectIsClosed()
    {
        const QString open = openObject(m_schema, u"#"_s);
        QVERIFY2(open.isEmpty(), qPrintable(u"an open object schema at "_s + open));
    }

    void theValidatorRefusesWhatTheSchemaDoesNotSay()
    {
        // The check itself: an undocumented field, a wrong type, a missing field, an unknown
        // event kind are faults.
        const schema::SubsetValidator validator(m_schema);
        const QJsonObject event{
            {u"kind"_s, u"scored"_s}, {u"text"_s, u"x"_s}, {u"player"_s, 0}, {u"amount"_s, 3}};
        QCOMPARE(validator.check(event, u"event"_s), QString());
        QJsonObject extra = event;
        extra.insert(u"bonus"_s, 1);
        QVERIFY(!validator.check(extra, u"event"_s).isEmpty());
        QJsonObject wrongType = event;
        wrongType.insert(u"amount"_s, u"3"_s);
        QVERIFY(!validator.check(wrongType, u"event"_s).isEmpty());
        QJsonObject missing = event;
        missing.remove(u"player"_s);
        QVERIFY(!validator.check(missing, u"event"_s).isEmpty());
        QJsonObject unknownKind = event;
        unknownKind.insert(u"kind"_s, u"scoredTwice"_s);
        QVERIFY(!validator.check(unknownKind, u"event"_s).isEmpty());
    }

    void realAnswersMatchTheSchema()
    {
        const schema::SubsetValidator validator(m_schema);
        CheckedSession session(validator);
        session.send({{u"id"_s, 1}, {u"cmd"_s, u"hello"_s}});
        // Faults are answers too.
        session.send({{u"cmd"_s, u"legal"_s}});
        session.send({{u"cmd"_s, u"new"_s}, {u"map"_s, u"atlantis"_s}});

        // Random players try every kind of action; short games under both rule sets, Classic
        // with a virtual player and six seats (Diplomacy, Field General), Online 2013 on both
        // maps with Philosophy's reorganization before the decline.
        struct Game
        {
            QString map;
            QJsonObject options;
        };
        std::vector<Game> games;
        for (int seed = 1; seed <= 40; ++seed) {
            games.push_back({u"europe"_s,
                             {{u"playerCount"_s, 3 + seed % 4},
                              {u"seed"_s, seed},
                              {u"victoryTarget"_s, 45},
                              {u"virtualSeats"_s, virtualSeats(3 + seed % 4, seed % 3 == 0)}}});
            games.push_back({seed % 2 ? u"mediterranean"_s : u"europe"_s,
                             {{u"ruleSet"_s, u"online2013"_s},
                              {u"playerCount"_s, 2 + seed % 4},
                              {u"seed"_s, seed},
                              {u"victoryTarget"_s, 5}}});
        }
        for (const Game &game : games) {
            if (session.kindsSeen() == allEventKinds())
                break;
            playOneGame(session, game.map, game.options);
            QVERIFY2(session.failure().isEmpty(), qPrintable(session.failure()));
        }
        // The file commands' answers, and quit's.
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const QString file = folder.filePath(u"game.vinci"_s);
        session.send({{u"cmd"_s, u"new"_s}, {u"map"_s, u"europe"_s}});
        session.send({{u"cmd"_s, u"ai"_s}, {u"kind"_s, u"random"_s}, {u"apply"_s, true}});
        QVERIFY(session.send({{u"cmd"_s, u"save"_s}, {u"file"_s, file}}).value(u"ok"_s).toBool());
        QVERIFY(session.send({{u"cmd"_s, u"load"_s}, {u"file"_s, file}}).value(u"ok"_s).toBool());
        session.send({{u"cmd"_s, u"load"_s}, {u"file"_s, folder.filePath(u"none.vinci"_s)}});
        session.send({{u"cmd"_s, u"quit"_s}});
        QVERIFY2(session.failure().isEmpty(), qPrintable(session.failure()));
        std::set<QString> missing;
        std::set_difference(allEventKinds().begin(), allEventKinds().end(),
                            session.kindsSeen().begin(), session.kindsSeen().end(),
                            std::inserter(missing, missing.end()));
        QVERIFY2(missing.empty(),
                 qPrintable(u"never seen: "_s +
                            QStringList(missing.begin(), missing.end()).join(u", "_s)));
    }

private:
    void playOneGame(CheckedSession &session, const QString &map, const QJsonObject &options)
    {
        QJsonObject reply =
            session.send({{u"cmd"_s, u"new"_s}, {u"map"_s, map}, {u"options"_s, options}});
        QVERIFY2(reply.value(u"ok"_s).toBool(), QJsonDocument(reply).toJson().constData());
        for (int step = 0; step < 4000 && !reply.value(u"over"_s).toBool(); ++step) {
            // Now and then the other commands, whose answers are checked too.
            if (step % 97 == 0) {
                session.send({{u"cmd"_s, u"legal"_s}});
                session.send({{u"cmd"_s, u"state"_s}});
                const QJsonObject full = session.send({{u"cmd"_s, u"state"_s}, {u"full"_s, true}});
                // The state is a position "setup" takes back.
                session.send({{u"cmd"_s, u"setup"_s},
                              {u"map"_s, map},
                              {u"options"_s, options},
                              {u"state"_s, full.value(u"state"_s)}});
            }
            if (step % 211 == 5) {
                session.send({{u"cmd"_s, u"ai"_s}, {u"kind"_s, u"rulebook"_s}});
                session.send({{u"cmd"_s, u"undo"_s}});
            }
            reply = session.send({{u"cmd"_s, u"ai"_s},
                                  {u"kind"_s, u"random"_s},
                                  // A seed of each step's own: one fixed seed draws alike
                                  // every time and leaves whole kinds of action untried.
                                  {u"seed"_s, step + 1},
                                  {u"apply"_s, true}});
            if (!session.failure().isEmpty())
                return;
            QVERIFY2(reply.value(u"ok"_s).toBool(), QJsonDocument(reply).toJson().constData());
        }
        session.send({{u"cmd"_s, u"state"_s}});
    }

    QJsonObject m_schema;
};

QTEST_APPLESS_MAIN(TestProtocolSchema)
#include "test_protocolschema.moc"
