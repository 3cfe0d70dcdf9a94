// kill -9 of the editor: the real vinci-editor runs on a virtual X display (Xvfb) with Europe
// open, and xdotool types at it as a designer would, key after key: select every area (Ctrl+A),
// then make them sea zones (W), provinces (P), forest (3), mountains (4), again and again, so
// that map.json and the SVG both change at every other key. The editor is killed with SIGKILL at
// random moments, also in the middle of an autosave. Every time, the real vinci-editor started
// again offers to recover, and what it offers is whole and is the newest copy, never older than
// the last one the killed editor logged; its map.json and SVG are exactly what the edits it holds
// make, replayed here. How many edits a copy holds is read from the copy itself (its
// autosave.json), and which edits from the editor's own log of them (a key lost or repeated on
// the way through X changes which edits the editor made, not whether its copies are whole): no
// timing is assumed, so the test is exact on any machine (docs/reliability.md, issue #31).

#include "applicationidentity.h"
#include "document/autosaver.h"
#include "document/editactions.h"
#include "document/mapdocument.h"
#include "map/terrain.h"
#include "map/terraininsentence.h"
#include "programoutput.h"
#include "testfiles.h"

#include <QApplication>
#include <QDir>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <array>
#include <functional>
#include <optional>

using namespace vinci;
using namespace vinci::testing;
using namespace Qt::StringLiterals;

namespace {

/** One key the designer presses after Ctrl+A, and the edit it makes (editorwindow.cpp). */
struct EditKey
{
    const char *key;
    std::function<bool(MapDocument *, const std::vector<AreaIndex> &)> edit;
};

const std::array<EditKey, 4> &editKeys()
{
    static const std::array<EditKey, 4> keys{{
        {"w", [](MapDocument *d,
                 const auto &areas) { return EditActions::setAreaKind(d, areas, AreaKind::Sea); }},
        {"p", [](MapDocument *d,
                 const auto &areas) { return EditActions::setAreaKind(d, areas, AreaKind::Land); }},
        {"3", [](MapDocument *d,
                 const auto &areas) { return EditActions::setTerrain(d, areas, Terrain::Forest); }},
        {"4",
         [](MapDocument *d, const auto &areas) {
             return EditActions::setTerrain(d, areas, Terrain::Mountain);
         }},
    }};
    return keys;
}

/** Europe after `edits`, each one of editKeys(), replayed through the edits the keys call. */
std::unique_ptr<MapDocument> europeAfter(const QString &folder, const std::vector<int> &edits)
{
    QString error;
    std::unique_ptr<MapDocument> document = MapDocument::open(folder, &error);
    if (!document)
        qFatal("%s", qPrintable(error));
    std::vector<AreaIndex> all;
    all.reserve(static_cast<std::size_t>(document->areaCount()));
    for (AreaIndex area = 0; area < document->areaCount(); ++area)
        all.push_back(area);
    for (int key : edits) {
        if (!editKeys()[std::size_t(key)].edit(document.get(), all))
            qFatal("the edit of key %s changed nothing", editKeys()[std::size_t(key)].key);
    }
    return document;
}

/**
 * Which of editKeys() the editor's logged edit made, from its undo text ("edit 7 Set the terrain
 * of 62 provinces to forest"; the editor runs in English); -1 for another edit.
 */
int keyOfEdit(const QString &text)
{
    // The terrain first: "Set the terrain of 62 provinces to forest" names provinces too.
    if (text.endsWith(terrainNameInSentence(Terrain::Forest)))
        return 2;
    if (text.endsWith(terrainNameInSentence(Terrain::Mountain)))
        return 3;
    if (text.contains(u"sea zone"_s))
        return 0;
    if (text.contains(u"provinces"_s))
        return 1;
    return -1;
}

/**
 * A copy that is not what its edits make: keeps it, with the editor's log, in a folder of its
 * own for a person to compare, and says after which of the logged edits its map.json and its
 * SVG were each what the document held.
 */
void keepEvidence(const QString &folder, const QString &copy, const std::vector<int> &edits,
                  const QByteArray &log)
{
    QTemporaryDir kept(QDir::temp().filePath(u"vinci-editorcrash-XXXXXX"_s));
    kept.setAutoRemove(false);
    for (const QString &file : {u"map.json"_s, u"map.svg"_s, u"autosave.json"_s})
        QFile::copy(QDir(copy).filePath(file), kept.filePath(u"copy-"_s + file));
    QFile output(kept.filePath(u"editor.log"_s));
    if (output.open(QIODevice::WriteOnly))
        output.write(log);
    const QByteArray json = fileContents(QDir(copy).filePath(u"map.json"_s));
    const QByteArray svg = fileContents(QDir(copy).filePath(u"map.svg"_s));
    QString error;
    std::unique_ptr<MapDocument> document = MapDocument::open(folder, &error);
    std::vector<AreaIndex> all;
    for (AreaIndex area = 0; document && area < document->areaCount(); ++area)
        all.push_back(area);
    QString matches;
    for (std::size_t edit = 0; document && edit <= edits.size(); ++edit) {
        if (edit > 0)
            editKeys()[std::size_t(edits[edit - 1])].edit(document.get(), all);
        QTemporaryDir state;
        document->writeCopy(state.path(), &error);
        if (json == fileContents(QDir(state.path()).filePath(u"map.json"_s)))
            matches += u" map.json after %1"_s.arg(edit);
        if (svg == fileContents(QDir(state.path()).filePath(u"map.svg"_s)))
            matches += u" map.svg after %1"_s.arg(edit);
    }
    qWarning("kept the copy and the editor's log in %s; of the %d logged edits:%s",
             qPrintable(kept.path()), int(edits.size()), qPrintable(matches));
}

/** The keys typed at the editor: far more than it can take before it is killed. */
QStringList typedKeys()
{
    QStringList keys{u"key"_s, u"--delay"_s, u"30"_s};
    for (int edit = 0; edit < 400; ++edit)
        keys << u"ctrl+a"_s << QString::fromLatin1(editKeys()[std::size_t(edit) % 4].key);
    return keys;
}

} // namespace

class TestEditorCrash : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    QProcess m_display;
    QString m_displayName;

    /**
     * A copy of the shipped Europe map in `maps`, opened in the real editor on the virtual
     * display, in English so that its log names the edits as keyOfEdit() reads them; `output`
     * is its log up to "opened map".
     */
    void openEuropeCopy(const QTemporaryDir &maps, QProcess &editor, QByteArray &output) const
    {
        const QString folder = maps.filePath(u"europe"_s);
        QVERIFY(QDir().mkpath(folder));
        for (const QString &file : {u"map.json"_s, u"map.svg"_s})
            QVERIFY(QFile::copy(QStringLiteral(VINCI_SOURCE_DIR "/maps/europe/") + file,
                                QDir(folder).filePath(file)));
        editor.setProcessEnvironment(environment(u"xcb"_s));
        editor.setProcessChannelMode(QProcess::MergedChannels);
        editor.start(QStringLiteral(VINCI_EDITOR_EXECUTABLE), {u"--language"_s, u"en"_s, folder});
        QVERIFY2(editor.waitForStarted(), qPrintable(editor.errorString()));
        output = readOutput(editor, QDeadlineTimer(std::chrono::minutes(1)), "opened map");
        QVERIFY2(output.contains("opened map"), output.constData());
    }

    /** The editor's window takes the keyboard, as when the designer clicks into it. */
    void focusWindowOf(const QProcess &editor) const
    {
        const auto windows = xdotool({u"search"_s, u"--sync"_s, u"--onlyvisible"_s, u"--pid"_s,
                                      QString::number(editor.processId())});
        QVERIFY2(windows && !windows->isEmpty(), "the editor's window is on the display");
        const QString window = QString::fromLatin1(windows->split('\n').constFirst());
        QVERIFY(xdotool({u"windowfocus"_s, u"--sync"_s, window}));
    }

    QProcessEnvironment environment(const QString &platform) const
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"QT_QPA_PLATFORM"_s, platform);
        environment.insert(u"DISPLAY"_s, m_displayName);
        environment.insert(u"QT_LOGGING_RULES"_s, u"vinci.session.info=true"_s);
        environment.insert(u"XDG_DATA_HOME"_s, m_home.filePath(u"data"_s));
        environment.insert(u"XDG_CONFIG_HOME"_s, m_home.filePath(u"config"_s));
        return environment;
    }

    /** Runs xdotool with `arguments` on the test's display; its output, nothing on failure. */
    std::optional<QByteArray> xdotool(const QStringList &arguments, int timeoutMs = 20000) const
    {
        QProcess tool;
        tool.setProcessEnvironment(environment(u"xcb"_s));
        tool.start(QStringLiteral(VINCI_XDOTOOL), arguments);
        if (!tool.waitForFinished(timeoutMs) || tool.exitCode() != 0) {
            tool.kill();
            tool.waitForFinished();
            return std::nullopt;
        }
        return tool.readAllStandardOutput();
    }

private slots:
    void initTestCase()
    {
        if (const auto missing = virtualDisplayToolsMissing(VINCI_XVFB, VINCI_XDOTOOL))
            QSKIP(missing->constData());
        QVERIFY(m_home.isValid());
        // The editor's own names in folders of the test's own: its autosaves are the editor's.
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_home.filePath(u"data"_s)));
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_home.filePath(u"config"_s)));
        ApplicationIdentity{u"vinci-editor"_s, u"Vinci Map Editor"_s,
                            u"org.vincigame.VinciEditor"_s, u"test"_s}
            .apply();
        QByteArray error;
        const auto name =
            startVirtualDisplay(m_display, QStringLiteral(VINCI_XVFB), u"1600x1000x24"_s, &error);
        QVERIFY2(name, error.constData());
        m_displayName = *name;
    }

    /** A test that failed midway leaves its copy; the next one starts with none to offer. */
    void cleanup()
    {
        for (const RecoverableMap &left : Autosaver::recoverable())
            Autosaver::remove(left);
    }

    void cleanupTestCase()
    {
        m_display.terminate();
        m_display.waitForFinished();
    }

    void killedAtRandomMomentsLeavesTheLastWholeCopy()
    {
        QRandomGenerator random(20261125); // seeded: a failure can be run again as it was
        const QRegularExpression autosaved(u"autosaved copy (\\d+) after (\\d+) edits"_s);
        // Whole lines only: the kill may cut the last one.
        const QRegularExpression editLine(u"(?:^|: )edit (\\d+) (.*)\n"_s,
                                          QRegularExpression::MultilineOption);
        for (int run = 1; run <= 4; ++run) {
            // A map of the designer's own, opened in the real editor on the virtual display.
            QTemporaryDir maps;
            QProcess editor;
            const QString folder = maps.filePath(u"europe"_s);
            QByteArray output;
            openEuropeCopy(maps, editor, output);
            focusWindowOf(editor);
            if (QTest::currentTestFailed())
                return;

            QProcess typist;
            typist.setProcessEnvironment(environment(u"xcb"_s));
            typist.start(QStringLiteral(VINCI_XDOTOOL), typedKeys());
            QVERIFY(typist.waitForStarted());
            // Killed at a random moment after its first copy (however slow the machine).
            output += readOutput(editor, QDeadlineTimer(std::chrono::minutes(1)), "autosaved");
            QVERIFY2(output.contains("autosaved"), output.constData());
            output += readOutput(editor, QDeadlineTimer(random.bounded(0, 4000)));
            QVERIFY2(editor.state() == QProcess::Running, output.constData());
            editor.kill();
            editor.waitForFinished();
            output += editor.readAll();
            typist.kill();
            typist.waitForFinished();

            int loggedCopy = 0;
            int logged = 0;
            for (auto matches = autosaved.globalMatch(QString::fromUtf8(output));
                 matches.hasNext();) {
                const QRegularExpressionMatch match = matches.next();
                loggedCopy = match.captured(1).toInt();
                logged = match.captured(2).toInt();
            }
            QVERIFY(logged > 0);
            // The editor's edits as it logged them, each before any copy that holds it.
            std::vector<int> edits;
            for (auto matches = editLine.globalMatch(QString::fromUtf8(output));
                 matches.hasNext();) {
                const QRegularExpressionMatch match = matches.next();
                QCOMPARE(match.captured(1).toInt(), int(edits.size()) + 1);
                edits.push_back(keyOfEdit(match.captured(2)));
                QVERIFY2(edits.back() >= 0, qPrintable(match.captured(2)));
            }
            const std::vector<RecoverableMap> offered = Autosaver::recoverable();
            QCOMPARE(offered.size(), std::size_t(1));
            // Never older than the last copy logged; newer only by the one written and not yet
            // logged when the kill fell between the two (copies are numbered folders).
            const int offeredCopy = QFileInfo(offered.front().autosaveFolder).fileName().toInt();
            QVERIFY2(offeredCopy == loggedCopy || offeredCopy == loggedCopy + 1,
                     qPrintable(u"run %1: copy %2 offered, %3 logged"_s.arg(run)
                                    .arg(offeredCopy)
                                    .arg(loggedCopy)));
            // The copy says how many edits it holds: the logged count for the logged copy, more
            // for a newer one, and never an edit the editor had not logged before writing it.
            const int held = offered.front().edits;
            QVERIFY2(offeredCopy == loggedCopy ? held == logged : held > logged,
                     qPrintable(u"run %1: copy %2 holds %3 edits, %4 logged"_s.arg(run)
                                    .arg(offeredCopy)
                                    .arg(held)
                                    .arg(logged)));
            QVERIFY2(held <= int(edits.size()),
                     qPrintable(u"run %1: %2 edits held, %3 logged"_s.arg(run).arg(held).arg(
                         edits.size())));
            const std::vector<int> allEdits = edits;
            edits.resize(std::size_t(held));
            // The real editor, started again, offers exactly that copy.
            const QByteArray offer =
                "offering to recover " + offered.front().autosaveFolder.toUtf8();
            const QByteArray restarted = outputUntil(QStringLiteral(VINCI_EDITOR_EXECUTABLE), {},
                                                     environment(u"offscreen"_s), offer);
            QVERIFY2(restarted.contains(offer), restarted.constData());
            QString error;
            std::unique_ptr<MapDocument> recovered(Autosaver::recover(offered.front(), &error));
            QVERIFY2(recovered, qPrintable(error));
            QCOMPARE(recovered->folder(), QFileInfo(folder).absoluteFilePath());
            // Exactly that copy: the files those edits make, byte for byte.
            const std::unique_ptr<MapDocument> expected = europeAfter(folder, edits);
            QTemporaryDir written;
            QVERIFY(expected->writeCopy(written.path(), &error));
            for (const QString &file : {u"map.json"_s, u"map.svg"_s}) {
                const QByteArray copy =
                    fileContents(QDir(offered.front().autosaveFolder).filePath(file));
                QVERIFY2(!copy.isEmpty(), qPrintable(file));
                if (copy != fileContents(QDir(written.path()).filePath(file)))
                    keepEvidence(folder, offered.front().autosaveFolder, allEdits, output);
                QVERIFY2(copy == fileContents(QDir(written.path()).filePath(file)),
                         qPrintable(file + u" as the edits it holds left it"_s));
            }
            // The keys typed ask for W, P, 3, 4 in turn; say so when the editor made other edits
            // (a key lost or repeated on the way through X on a loaded machine).
            for (std::size_t edit = 0; edit < edits.size(); ++edit) {
                if (edits[edit] != int(edit % editKeys().size())) {
                    qInfo("run %d: edit %d was key %s, not %s as typed", run, int(edit) + 1,
                          editKeys()[std::size_t(edits[edit])].key,
                          editKeys()[edit % editKeys().size()].key);
                    break;
                }
            }
            qInfo("run %d: killed; the copy of its first %d edits recovered whole%s", run, held,
                  offeredCopy == loggedCopy ? "" : " (written, killed before its log line)");
            Autosaver::remove(offered.front());
            QVERIFY(Autosaver::recoverable().empty());
        }
    }

    /**
     * SIGTERM (a logout, `kill PID`) is a request to quit, not a crash: the real editor, with
     * edits not yet saved (typed at it on the virtual display), quits by itself, its edits kept
     * for the next start, which offers them saying the editor was closed, not that it "did not
     * close properly". Without unsaved edits a SIGTERM leaves nothing to offer. (Killed by the
     * signal's default action, the next start called it a crash.)
     */
    void sigtermKeepsTheEditsWithoutACrash()
    {
        for (const bool edited : {true, false}) {
            QTemporaryDir maps;
            QProcess editor;
            QByteArray output;
            openEuropeCopy(maps, editor, output);
            if (QTest::currentTestFailed())
                return;
            if (edited) {
                focusWindowOf(editor);
                if (QTest::currentTestFailed())
                    return;
                // Every area a sea zone: one edit, unsaved.
                QVERIFY(xdotool({u"key"_s, u"--delay"_s, u"100"_s, u"ctrl+a"_s, u"w"_s}));
                output += readOutput(editor, QDeadlineTimer(std::chrono::minutes(1)), "edit 1 ");
                QVERIFY2(output.contains("edit 1 "), output.constData());
            }
            editor.terminate(); // SIGTERM
            QVERIFY2(editor.waitForFinished(60000), output.constData());
            output += editor.readAll();
            QCOMPARE(editor.exitStatus(), QProcess::NormalExit);
            QCOMPARE(editor.exitCode(), 0);
            QVERIFY2(output.contains("quitting without asking"), output.constData());
            const std::vector<RecoverableMap> offered = Autosaver::recoverable();
            if (!edited) {
                QVERIFY(offered.empty());
                continue;
            }
            QCOMPARE(offered.size(), std::size_t(1));
            QVERIFY(!offered.front().crashed);
            QCOMPARE(offered.front().edits, 1);
            // The real editor, started again, offers it as kept, not as a crash's.
            const QByteArray offer = "offering to recover " +
                                     offered.front().autosaveFolder.toUtf8() + " kept at a quit";
            const QByteArray restarted = outputUntil(QStringLiteral(VINCI_EDITOR_EXECUTABLE), {},
                                                     environment(u"offscreen"_s), offer);
            QVERIFY2(restarted.contains(offer), restarted.constData());
            Autosaver::remove(offered.front());
            QVERIFY(Autosaver::recoverable().empty());
        }
    }
};

QTEST_MAIN(TestEditorCrash)

#include "test_editorcrash.moc"
