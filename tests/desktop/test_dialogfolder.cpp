// Where the file dialogs of both programs open, and the settings a test play leaves alone.

#include "dialogfolder.h"
#include "scratchsettings.h"
#include "testfiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace vinci;
using namespace Qt::StringLiterals;

class TestDialogFolder : public QObject
{
    Q_OBJECT

    /** A home of the test's own, with no documents folder yet; settings under it. */
    QTemporaryDir m_home;
    /** The folder the program "was started from": never where a dialog opens. */
    QTemporaryDir m_started;

    QString documents() const { return m_home.filePath(u"Documents"_s); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid() && m_started.isValid());
        // Before anything asks QStandardPaths or QSettings: the person's folders are the test's.
        qputenv("HOME", QFile::encodeName(m_home.path()));
        qunsetenv("XDG_CONFIG_HOME");
        qunsetenv("XDG_DOCUMENTS_DIR");
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"vinci-test-dialogfolder"_s);
        QCoreApplication::setApplicationName(u"test_dialogfolder"_s);
        QVERIFY(QDir::setCurrent(m_started.path()));
    }

    void init() { QSettings().clear(); }

    void startsInTheDocumentsFolderThenTheLastOneUsed()
    {
        // No documents folder yet (a fresh account): made, and the dialog opens in it; not the
        // home (the third walk's chart was saved loose there) nor the working folder.
        QVERIFY(QDir(documents()).removeRecursively());
        QCOMPARE(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation), documents());
        QCOMPARE(DialogFolder::start(), documents());
        QVERIFY(QFileInfo(documents()).isDir());
        QCOMPARE(DialogFolder::suggest(u"game.vinci"_s), documents() + u"/game.vinci"_s);
        QVERIFY(DialogFolder::start() != QDir::currentPath());

        // A file chosen somewhere: its folder is where the next dialog opens, this run and the
        // next (QSettings).
        QTemporaryDir elsewhere;
        const QString saved = elsewhere.filePath(u"europe.vinci"_s);
        DialogFolder::remember(saved);
        QCOMPARE(DialogFolder::start(), elsewhere.path());
        QCOMPARE(QSettings().value(u"lastDirectory"_s).toString(), elsewhere.path());
        QCOMPARE(DialogFolder::suggest(u"game.vinci"_s), elsewhere.filePath(u"game.vinci"_s));
        // A map folder is remembered by the folder holding it (Save Map As proposes beside it).
        QVERIFY(QDir().mkpath(elsewhere.filePath(u"maps/alps"_s)));
        DialogFolder::remember(elsewhere.filePath(u"maps/alps"_s));
        QCOMPARE(DialogFolder::start(), elsewhere.filePath(u"maps"_s));

        // The folder gone: the documents folder again.
        QVERIFY(elsewhere.remove());
        QCOMPARE(DialogFolder::start(), documents());
    }

    /**
     * Where maps are kept: Save Map As starts in "Vinci maps" in the documents folder, made with
     * the documents folder on a fresh account (the second walk's dialog opened in the home),
     * then beside the map saved last; a package is proposed beside its map's folder.
     */
    void mapsAreKeptTogether()
    {
        QVERIFY(QDir(documents()).removeRecursively());
        const QString maps = documents() + u"/Vinci maps"_s;
        QCOMPARE(DialogFolder::mapsStart(), maps);
        QVERIFY(QFileInfo(maps).isDir());
        QCOMPARE(DialogFolder::suggestMapFolder(u"alps"_s), maps + u"/alps"_s);
        QCOMPARE(DialogFolder::suggestBesideMap({}, u"alps.vincimap"_s),
                 maps + u"/alps.vincimap"_s);
        // The files' dialogs keep their own folder: a drawing chosen elsewhere does not move it.
        QTemporaryDir drawings;
        DialogFolder::remember(drawings.filePath(u"alps.svg"_s));
        QCOMPARE(DialogFolder::mapsStart(), maps);

        QTemporaryDir designs;
        const QString folder = designs.filePath(u"alps"_s);
        QVERIFY(QDir().mkpath(folder));
        DialogFolder::rememberMapSaved(folder);
        QCOMPARE(DialogFolder::mapsStart(), designs.path());
        // Its own folder taken: the dialog opens beside it, for the designer to name another.
        QCOMPARE(DialogFolder::suggestMapFolder(u"alps"_s), designs.path());
        QCOMPARE(DialogFolder::suggestMapFolder(u"andes"_s), designs.filePath(u"andes"_s));
        QCOMPARE(DialogFolder::suggestBesideMap(folder, u"alps.vincimap"_s),
                 designs.filePath(u"alps.vincimap"_s));
    }

    void scratchSettingsLeaveTheOwnOnesAsTheyWere()
    {
        {
            QSettings own;
            own.setValue(u"language"_s, u"fr"_s);
            own.setValue(u"newGame/map"_s, u"mediterranean"_s);
            own.setValue(u"recentFiles"_s, QStringList{u"/games/a.vinci"_s});
        }
        const QString ownFile = QSettings().fileName();
        const QByteArray before = testing::fileContents(ownFile);
        QVERIFY(!before.isEmpty());
        {
            ScratchSettings scratch;
            QVERIFY(scratch.isValid());
            QVERIFY(scratch.fileName() != ownFile);
            QVERIFY(scratch.fileName().startsWith(scratch.folder()));
            // The run starts with the person's settings...
            QSettings settings;
            QCOMPARE(settings.fileName(), scratch.fileName());
            QCOMPARE(settings.value(u"language"_s).toString(), u"fr"_s);
            QCOMPARE(settings.value(u"newGame/map"_s).toString(), u"mediterranean"_s);
            QCOMPARE(settings.value(u"recentFiles"_s).toStringList(),
                     QStringList{u"/games/a.vinci"_s});
            // ...and what it changes stays in the copy.
            settings.setValue(u"newGame/map"_s, u"test-map"_s);
            settings.remove(u"recentFiles"_s);
            settings.setValue(u"lastDirectory"_s, u"/tmp"_s);
            settings.sync();
            QCOMPARE(QSettings().value(u"newGame/map"_s).toString(), u"test-map"_s);
            QCOMPARE(testing::fileContents(ownFile), before);
        }
        // Afterwards the program's settings are the person's again, untouched.
        QCOMPARE(QSettings().fileName(), ownFile);
        QCOMPARE(testing::fileContents(ownFile), before);
        QCOMPARE(QSettings().value(u"newGame/map"_s).toString(), u"mediterranean"_s);
    }
};

QTEST_GUILESS_MAIN(TestDialogFolder)
#include "test_dialogfolder.moc"
