// Autosave and crash recovery of both programs are one AutosaveSession: the same checks run
// with the game's payload (one saved game) and the editor's (a map folder of two files).

#include "autosavesession.h"
#include "programoutput.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSaveFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QThread>

#include <cstdlib>
#include <map>

using namespace vinci;
using namespace vinci::testing;
using namespace Qt::StringLiterals;

namespace {

/** The files one program writes into a copy, by name. */
using Payload = std::map<QString, QByteArray>;

/** What the game or the editor keeps in a copy, numbered by `version`. */
Payload payloadOf(const QString &program, int version)
{
    const QByteArray number = QByteArray::number(version);
    if (program == u"game"_s)
        return {{u"autosave.vinci"_s, "{\"actions\": " + number + "}"}};
    return {{u"map.json"_s, "{\"version\": " + number + "}"},
            {u"map.svg"_s, "<svg id=\"" + number + "\"/>"}};
}

/** Writes `payload` as the programs do, every file with QSaveFile. */
AutosaveSession::WritePayload writerOf(const Payload &payload)
{
    return [payload](const QString &copy, QString *error) {
        for (const auto &[name, bytes] : payload) {
            QSaveFile file(QDir(copy).filePath(name));
            if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() ||
                !file.commit()) {
                *error = file.fileName();
                return false;
            }
        }
        return true;
    };
}

/** A write killed half-way: the first file written, then nothing more. */
AutosaveSession::WritePayload killedHalfWay(const Payload &payload)
{
    return [payload](const QString &copy, QString *error) {
        QFile file(QDir(copy).filePath(payload.begin()->first));
        if (file.open(QIODevice::WriteOnly))
            file.write(payload.begin()->second.left(3));
        *error = u"killed"_s;
        return false;
    };
}

Payload readPayload(const QString &copy, const Payload &like)
{
    Payload read;
    for (const auto &[name, bytes] : like) {
        QFile file(QDir(copy).filePath(name));
        read[name] = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }
    return read;
}

/** The session folder each program uses: the game's one, or one of the editor's per map. */
QString sessionFolder(const QTemporaryDir &data, const QString &program)
{
    return program == u"game"_s ? data.filePath(u"autosave"_s)
                                : data.filePath(u"autosave/0b7a4c1e-editor-session"_s);
}

constexpr const char *childVariable = "VINCI_TEST_SESSION_CHILD";

/**
 * Starts this test as a child that begins the session in `folder`, writes a copy and then either
 * dies at once ("crash") or waits to be killed ("hold").
 */
bool startChild(QProcess &child, const QString &folder, const QString &program, const QString &mode)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QString::fromLatin1(childVariable), mode + u'|' + program + u'|' + folder);
    child.setProcessEnvironment(environment);
    child.setProcessChannelMode(QProcess::MergedChannels);
    child.start(QCoreApplication::applicationFilePath(), {});
    return child.waitForStarted();
}

int runChild(const QString &what)
{
    const QStringList parts = what.split(u'|');
    AutosaveSession session(parts.at(2));
    if (session.begin() != AutosaveSession::Start::Clean)
        return 4;
    if (!session.writeCopy(writerOf(payloadOf(parts.at(1), 1)), {}))
        return 5;
    if (parts.at(0) == u"crash"_s)
        std::_Exit(3);
    // "hold": say so, then keep the session until killed.
    QTextStream(stdout) << "holding the session" << Qt::endl;
    QThread::sleep(60);
    return 6;
}

} // namespace

class TestAutosaveSession : public QObject
{
    Q_OBJECT

    static void bothPrograms()
    {
        QTest::addColumn<QString>("program");
        QTest::newRow("a saved game (the game)") << u"game"_s;
        QTest::newRow("a map folder (the editor)") << u"editor"_s;
    }

private slots:
    /** Ended cleanly: nothing is left over, and the next session starts clean. */
    void cleanEndOffersNothing_data() { bothPrograms(); }
    void cleanEndOffersNothing()
    {
        QFETCH(QString, program);
        QTemporaryDir data;
        const QString folder = sessionFolder(data, program);
        {
            AutosaveSession session(folder);
            QCOMPARE(session.begin(), AutosaveSession::Start::Clean);
            QVERIFY(QFileInfo::exists(session.markerPath()));
            QVERIFY(session.writeCopy(writerOf(payloadOf(program, 1)), {}));
            session.end();
            QVERIFY(!QFileInfo::exists(session.markerPath()));
        }
        QVERIFY(!AutosaveSession::isLeftOver(folder));
        AutosaveSession next(folder);
        QCOMPARE(next.begin(), AutosaveSession::Start::Clean);
        next.end();
    }

    /**
     * Ended keeping its copies (a quit without questions, SIGTERM): offered at the next start,
     * which says Kept, not AfterCrash; that session's own end is clean again.
     */
    void keptSessionIsOfferedNotAsACrash_data() { bothPrograms(); }
    void keptSessionIsOfferedNotAsACrash()
    {
        QFETCH(QString, program);
        QTemporaryDir data;
        const QString folder = sessionFolder(data, program);
        {
            AutosaveSession session(folder);
            QCOMPARE(session.begin(), AutosaveSession::Start::Clean);
            QVERIFY(session.writeCopy(writerOf(payloadOf(program, 1)), {}));
            session.endKeeping();
            QVERIFY(!session.owns());
            QVERIFY(!QFileInfo::exists(session.markerPath()));
        }
        QVERIFY(AutosaveSession::isLeftOver(folder));
        QVERIFY(AutosaveSession::wasKept(folder));
        AutosaveSession next(folder);
        QCOMPARE(next.begin(), AutosaveSession::Start::Kept);
        // While it runs, it is its session: a crash from now on is a crash.
        QVERIFY(!AutosaveSession::wasKept(folder));
        QCOMPARE(readPayload(*AutosaveSession::newestWholeCopy(folder), payloadOf(program, 1)),
                 payloadOf(program, 1));
        next.end();
        QVERIFY(!AutosaveSession::isLeftOver(folder));
        AutosaveSession after(folder);
        QCOMPARE(after.begin(), AutosaveSession::Start::Clean);
        after.end();
    }

    /** Gone without ending (the object destroyed, as in an exit that skipped end()). */
    void leftMarkerIsACrash_data() { bothPrograms(); }
    void leftMarkerIsACrash()
    {
        QFETCH(QString, program);
        QTemporaryDir data;
        const QString folder = sessionFolder(data, program);
        {
            AutosaveSession session(folder);
            session.begin();
            QVERIFY(session.writeCopy(writerOf(payloadOf(program, 1)), {{u"name"_s, u"Europe"_s}}));
        }
        QVERIFY(AutosaveSession::isLeftOver(folder));
        const auto copy = AutosaveSession::newestWholeCopy(folder);
        QVERIFY(copy);
        QCOMPARE(readPayload(*copy, payloadOf(program, 1)), payloadOf(program, 1));
        QCOMPARE(AutosaveSession::about(*copy).value(u"name"_s).toString(), u"Europe"_s);
        QVERIFY(AutosaveSession::savedAt(*copy).isValid());
        AutosaveSession next(folder);
        QCOMPARE(next.begin(), AutosaveSession::Start::AfterCrash);
        next.endAndRemove();
        QVERIFY(!QFileInfo::exists(folder));
    }

    /** A real crash: a child process begins the session, writes a copy and dies at once. */
    void realCrashIsDetected_data() { bothPrograms(); }
    void realCrashIsDetected()
    {
        QFETCH(QString, program);
        QTemporaryDir data;
        const QString folder = sessionFolder(data, program);
        QProcess child;
        QVERIFY(startChild(child, folder, program, u"crash"_s));
        QVERIFY(child.waitForFinished(30000));
        QCOMPARE(child.exitCode(), 3);
        QVERIFY(AutosaveSession::isLeftOver(folder));
        const auto copy = AutosaveSession::newestWholeCopy(folder);
        QVERIFY(copy);
        QCOMPARE(readPayload(*copy, payloadOf(program, 1)), payloadOf(program, 1));
        AutosaveSession next(folder);
        QCOMPARE(next.begin(), AutosaveSession::Start::AfterCrash);
        next.end();
    }

    /** A session another living program holds is never taken for a crash, nor shared. */
    void livingProgramKeepsItsSession_data() { bothPrograms(); }
    void livingProgramKeepsItsSession()
    {
        QFETCH(QString, program);
        QTemporaryDir data;
        const QString folder = sessionFolder(data, program);
        QProcess child;
        QVERIFY(startChild(child, folder, program, u"hold"_s));
        const QByteArray said =
            readOutput(child, QDeadlineTimer(std::chrono::seconds(30)), "holding the session");
        QVERIFY2(said.contains("holding the session"), said.constData());
        QVERIFY(!AutosaveSession::isLeftOver(folder));
        AutosaveSession second(folder);
        QCOMPARE(second.begin(), AutosaveSession::Start::OtherInstanceRunning);
        QVERIFY(!second.owns());
        QVERIFY(!second.writeCopy(writerOf(payloadOf(program, 2)), {}));
        QCOMPARE(readPayload(*AutosaveSession::newestWholeCopy(folder), payloadOf(program, 1)),
                 payloadOf(program, 1));
        // Killed: now it is a crash's session.
        child.kill();
        child.waitForFinished();
        QVERIFY(AutosaveSession::isLeftOver(folder));
        QCOMPARE(second.begin(), AutosaveSession::Start::AfterCrash);
        second.end();
    }

    /**
     * A copy is whole only once its autosave.json is written: a write killed half-way is never
     * offered, the copy before it is; the next write is whole again, and the older copies go.
     */
    void halfWrittenCopyIsNeverOffered_data() { bothPrograms(); }
    void halfWrittenCopyIsNeverOffered()
    {
        QFETCH(QString, program);
        QTemporaryDir data;
        const QString folder = sessionFolder(data, program);
        AutosaveSession session(folder);
        session.begin();
        const auto first = session.writeCopy(writerOf(payloadOf(program, 1)), {});
        QVERIFY(first);
        QCOMPARE(session.lastCopyNumber(), 1);
        QString error;
        QVERIFY(!session.writeCopy(killedHalfWay(payloadOf(program, 2)), {}, &error));
        QCOMPARE(error, u"killed"_s);
        QCOMPARE(AutosaveSession::newestWholeCopy(folder), first);
        QCOMPARE(readPayload(*first, payloadOf(program, 1)), payloadOf(program, 1));

        const auto second = session.writeCopy(writerOf(payloadOf(program, 2)), {});
        QVERIFY(second);
        QCOMPARE(AutosaveSession::newestWholeCopy(folder), second);
        QCOMPARE(readPayload(*second, payloadOf(program, 2)), payloadOf(program, 2));
        QVERIFY(!QFileInfo::exists(*first));
        const auto third = session.writeCopy(writerOf(payloadOf(program, 3)), {});
        QVERIFY(third);
        QCOMPARE(QDir(folder).entryList(QDir::Dirs | QDir::NoDotAndDotDot),
                 QStringList{QFileInfo(*third).fileName()});

        // Declined or saved: the copies go, the session stays.
        session.discardCopies();
        QVERIFY(!AutosaveSession::newestWholeCopy(folder));
        QVERIFY(session.owns());
        session.end();
    }

    /** A new session in a folder with copies numbers its next copy after them. */
    void nextSessionWritesAfterTheCopiesItFinds_data() { bothPrograms(); }
    void nextSessionWritesAfterTheCopiesItFinds()
    {
        QFETCH(QString, program);
        QTemporaryDir data;
        const QString folder = sessionFolder(data, program);
        {
            AutosaveSession session(folder);
            session.begin();
            for (int version = 1; version <= 3; ++version)
                QVERIFY(session.writeCopy(writerOf(payloadOf(program, version)), {}));
        }
        AutosaveSession next(folder);
        QCOMPARE(next.begin(), AutosaveSession::Start::AfterCrash);
        QCOMPARE(next.lastCopyNumber(), 3);
        const auto copy = next.writeCopy(writerOf(payloadOf(program, 4)), {});
        QVERIFY(copy);
        QCOMPARE(QFileInfo(*copy).fileName(), u"4"_s);
        QCOMPARE(readPayload(*AutosaveSession::newestWholeCopy(folder), payloadOf(program, 4)),
                 payloadOf(program, 4));
        next.end();
    }
};

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (qEnvironmentVariableIsSet(childVariable))
        return runChild(qEnvironmentVariable(childVariable));
    TestAutosaveSession test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_autosavesession.moc"
