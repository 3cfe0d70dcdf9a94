// kill -9 of the editor: a child process (this test's own program, running the editor's real
// document and Autosaver under the editor's names) edits a map without end, each edit moving
// Ireland between the provinces and the sea zones (map.json and the SVG both change), and is killed
// with SIGKILL at random moments, also in the middle of an autosave. Every time, the real
// vinci-editor started again offers to recover, and what it offers is whole (map.json and SVG
// agree) and exactly the last copy the child logged. (The editor's program has no way to edit
// without a person, hence the child.)

#include "applicationidentity.h"
#include "document/autosaver.h"
#include "document/editactions.h"
#include "document/mapdocument.h"
#include "mapformat/svgelementindex.h"
#include "programoutput.h"

#include <QApplication>
#include <QDir>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cstdlib>

using namespace vinci;
using namespace vinci::testing;
using namespace Qt::StringLiterals;

namespace {

const char childVariable[] = "VINCI_TEST_EDIT_UNTIL_KILLED";

/** The editor's own names, in folders of the test's own: its autosaves are the editor's. */
void useOwnFolders(const QString &home)
{
    qputenv("XDG_DATA_HOME", QFile::encodeName(QDir(home).filePath(u"data"_s)));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(QDir(home).filePath(u"config"_s)));
    ApplicationIdentity{u"vinci-editor"_s, u"Vinci Map Editor"_s, u"org.vincigame.VinciEditor"_s,
                        u"test"_s}
        .apply();
}

/** Ireland's kind after `edits` edits of the child: it starts as a province. */
AreaKind irelandAfter(int edits)
{
    return edits % 2 == 0 ? AreaKind::Land : AreaKind::Sea;
}

/**
 * The child: edit Europe until killed, with a copy every 7 edits (so that the copies alternate
 * between Ireland the province and Ireland the sea zone).
 */
[[noreturn]] void editUntilKilled()
{
    QString error;
    const auto document =
        MapDocument::open(QStringLiteral(VINCI_SOURCE_DIR "/maps/europe"), &error);
    if (!document)
        qFatal("%s", qPrintable(error));
    Autosaver autosaver(document.get());
    const AreaIndex ireland = *document->indexOf(u"ireland"_s);
    for (int edit = 1;; ++edit) {
        if (!EditActions::setAreaKind(document.get(), {ireland}, irelandAfter(edit), &error))
            qFatal("%s", qPrintable(error));
        if (edit % 7 == 0)
            autosaver.saveNow();
    }
}

} // namespace

class TestEditorCrash : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        useOwnFolders(m_home.path());
    }

    void killedAtRandomMomentsLeavesTheLastWholeCopy()
    {
        QRandomGenerator random(20261124); // seeded: a failure can be run again as it was
        const QRegularExpression autosaved(u"autosaved copy \\d+ after (\\d+) edits"_s);
        int checked = 0;
        for (int run = 1; run <= 5; ++run) {
            QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
            environment.insert(QString::fromLatin1(childVariable), m_home.path());
            environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
            environment.insert(u"QT_LOGGING_RULES"_s, u"vinci.session.info=true"_s);
            const KilledRun killed = killAfter(QCoreApplication::applicationFilePath(), {},
                                               environment, random.bounded(1500, 4000));
            QVERIFY2(killed.wasRunning, killed.output.constData());
            const QByteArray &output = killed.output;

            int logged = 0;
            for (auto match = autosaved.globalMatch(QString::fromUtf8(output)); match.hasNext();)
                logged = match.next().captured(1).toInt();
            const std::vector<RecoverableMap> offered = Autosaver::recoverable();
            if (logged == 0) {
                QVERIFY(offered.empty()); // killed before its first copy: nothing half-made
                continue;
            }
            QCOMPARE(offered.size(), std::size_t(1));
            // The real editor, started again, offers exactly that copy.
            QProcessEnvironment editor = QProcessEnvironment::systemEnvironment();
            editor.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
            editor.insert(u"QT_LOGGING_RULES"_s, u"vinci.session.info=true"_s);
            editor.insert(u"XDG_DATA_HOME"_s, qEnvironmentVariable("XDG_DATA_HOME"));
            editor.insert(u"XDG_CONFIG_HOME"_s, qEnvironmentVariable("XDG_CONFIG_HOME"));
            const QByteArray offer =
                "offering to recover " + offered.front().autosaveFolder.toUtf8();
            const QByteArray restarted =
                outputUntil(QStringLiteral(VINCI_EDITOR_EXECUTABLE), {}, editor, offer);
            QVERIFY2(restarted.contains(offer), restarted.constData());
            QString error;
            std::unique_ptr<MapDocument> recovered(Autosaver::recover(offered.front(), &error));
            QVERIFY2(recovered, qPrintable(error));
            // Exactly the last copy logged: Ireland as that many edits left it ...
            const AreaKind kind = recovered->area(*recovered->indexOf(u"ireland"_s)).kind;
            QCOMPARE(kind, irelandAfter(logged));
            // ... in map.json and in the SVG alike.
            MapFileError svgError;
            const auto svg = SvgElementIndex::fromData(recovered->svg(), u"map.svg"_s, &svgError);
            QVERIFY2(svg, qPrintable(svgError.fault));
            QCOMPARE(svg->find(u"ireland")->layer,
                     kind == AreaKind::Land ? SvgAreaLayer::Provinces : SvgAreaLayer::Seas);
            qInfo("run %d: killed after copy of %d edits; recovered it whole", run, logged);
            Autosaver::remove(offered.front());
            QVERIFY(Autosaver::recoverable().empty());
            ++checked;
        }
        QVERIFY2(checked >= 3, "most runs lived long enough to autosave");
    }
};

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsSet(childVariable)) {
        QApplication app(argc, argv);
        useOwnFolders(qEnvironmentVariable(childVariable));
        editUntilKilled();
    }
    QApplication app(argc, argv);
    TestEditorCrash test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_editorcrash.moc"
