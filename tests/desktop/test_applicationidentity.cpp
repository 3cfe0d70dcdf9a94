#include "applicationidentity.h"
#include "testfiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

bool writeFile(const QString &path, const QByteArray &contents)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(contents) == contents.size();
}

} // namespace

/** Both programs keep their settings and data under one folder, the editor's old one moved. */
class TestApplicationIdentity : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;

    QString config(const QString &path) const { return m_home.filePath(u"config/"_s + path); }
    QString data(const QString &path) const { return m_home.filePath(u"data/"_s + path); }

private slots:
    void init()
    {
        // QStandardPaths reads these on every call: the user's folders stay untouched.
        QVERIFY(m_home.isValid());
        QDir(m_home.path()).removeRecursively();
        QDir().mkpath(m_home.path());
        qputenv("XDG_CONFIG_HOME", config({}).toUtf8());
        qputenv("XDG_DATA_HOME", data({}).toUtf8());
    }

    void movesTheEditorsOldFoldersOnce()
    {
        QVERIFY(writeFile(config(u"Vinci/vinci-editor.conf"_s), "[recent]\nmaps=/maps/a\n"));
        QVERIFY(writeFile(data(u"Vinci/vinci-editor/autosave/map.json"_s), "{}"));

        QCOMPARE(ApplicationIdentity::migrateFromLegacyOrganization(u"vinci-editor"_s, u"Vinci"_s),
                 2);
        QCOMPARE(testing::fileContents(config(u"vinci/vinci-editor.conf"_s)),
                 "[recent]\nmaps=/maps/a\n");
        QCOMPARE(testing::fileContents(data(u"vinci/vinci-editor/autosave/map.json"_s)), "{}");
        // The old folders are gone, so nothing is left to move a second time.
        QVERIFY(!QFileInfo::exists(config(u"Vinci"_s)));
        QVERIFY(!QFileInfo::exists(data(u"Vinci"_s)));
        QCOMPARE(ApplicationIdentity::migrateFromLegacyOrganization(u"vinci-editor"_s, u"Vinci"_s),
                 0);
    }

    void keepsWhatTheSharedFolderHasAndWhatIsNotItsOwn()
    {
        QVERIFY(writeFile(config(u"Vinci/vinci-editor.conf"_s), "old"));
        QVERIFY(writeFile(config(u"vinci/vinci-editor.conf"_s), "new"));
        QVERIFY(writeFile(data(u"Vinci/other-program/file"_s), "theirs"));

        QCOMPARE(ApplicationIdentity::migrateFromLegacyOrganization(u"vinci-editor"_s, u"Vinci"_s),
                 0);
        QCOMPARE(testing::fileContents(config(u"vinci/vinci-editor.conf"_s)), "new");
        QCOMPARE(testing::fileContents(config(u"Vinci/vinci-editor.conf"_s)), "old");
        QCOMPARE(testing::fileContents(data(u"Vinci/other-program/file"_s)), "theirs");
    }

    void bothProgramsShareOneSettingsFolder()
    {
        QVERIFY(writeFile(config(u"Vinci/vinci-editor.conf"_s), "[recent]\nmaps=/maps/a\n"));
        ApplicationIdentity{u"vinci-editor"_s, u"Vinci Map Editor"_s,
                            u"org.vincigame.VinciEditor"_s, u"1.0"_s}
            .apply();
        QCOMPARE(QCoreApplication::organizationName(), ApplicationIdentity::organizationName());
        QCOMPARE(QCoreApplication::applicationName(), u"vinci-editor"_s);
        QSettings editor;
        QCOMPARE(QDir(QFileInfo(editor.fileName()).absolutePath()).canonicalPath(),
                 QDir(config(u"vinci"_s)).canonicalPath());
        QCOMPARE(editor.value(u"recent/maps"_s).toString(), u"/maps/a"_s);

        ApplicationIdentity{u"vinci"_s, u"Vinci"_s, u"org.vincigame.Vinci"_s, u"1.0"_s}.apply();
        QCOMPARE(QFileInfo(QSettings().fileName()).absolutePath(),
                 QFileInfo(editor.fileName()).absolutePath());
    }
};

QTEST_GUILESS_MAIN(TestApplicationIdentity)
#include "test_applicationidentity.moc"
