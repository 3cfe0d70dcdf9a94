// The editor's window title as the desktop shows it: the real vinci-editor on a virtual X
// display (Xvfb), in each language, read back with xdotool. X11 adds the application's name to a
// title that does not already end with it, so the name must be the title's own, translated.

#include "programoutput.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

using namespace vinci::testing;
using namespace Qt::StringLiterals;

class TestEditorTitle : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    QProcess m_display;
    QString m_displayName;

    QProcessEnvironment environment() const
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"QT_QPA_PLATFORM"_s, u"xcb"_s);
        environment.insert(u"DISPLAY"_s, m_displayName);
        environment.insert(u"QT_LOGGING_RULES"_s, u"vinci.session.info=true"_s);
        environment.insert(u"XDG_DATA_HOME"_s, m_home.filePath(u"data"_s));
        environment.insert(u"XDG_CONFIG_HOME"_s, m_home.filePath(u"config"_s));
        return environment;
    }

    /** The name the display gives the visible windows of process `pid`, one per line. */
    std::optional<QString> windowNames(qint64 pid) const
    {
        QProcess tool;
        tool.setProcessEnvironment(environment());
        tool.start(QStringLiteral(VINCI_XDOTOOL),
                   {u"search"_s, u"--sync"_s, u"--onlyvisible"_s, u"--pid"_s, QString::number(pid),
                    u"."_s, u"getwindowname"_s, u"%@"_s});
        if (!tool.waitForFinished(20000) || tool.exitCode() != 0) {
            tool.kill();
            tool.waitForFinished();
            return std::nullopt;
        }
        return QString::fromUtf8(tool.readAllStandardOutput()).trimmed();
    }

private slots:
    void initTestCase()
    {
        if (const auto missing = virtualDisplayToolsMissing(VINCI_XVFB, VINCI_XDOTOOL))
            QSKIP(missing->constData());
        QVERIFY(m_home.isValid());
        QByteArray error;
        const auto name =
            startVirtualDisplay(m_display, QStringLiteral(VINCI_XVFB), u"1366x768x24"_s, &error);
        QVERIFY2(name, error.constData());
        m_displayName = *name;
    }

    void cleanupTestCase()
    {
        m_display.terminate();
        m_display.waitForFinished();
    }

    void namesTheEditorOnceInEveryLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("map"); // the map's own name in that language (map.json)
        QTest::newRow("en") << u"en"_s << u"Vinci Map Editor"_s << u"Europe"_s;
        QTest::newRow("fr") << u"fr"_s << u"Éditeur de cartes Vinci"_s << u"Europe"_s;
        QTest::newRow("de") << u"de"_s << u"Vinci-Karteneditor"_s << u"Europa"_s;
    }

    /**
     * "Europe (…/europe) — Éditeur de cartes Vinci": the map's name in the interface's
     * language, then the editor's name once.
     */
    void namesTheEditorOnceInEveryLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, name);
        QFETCH(QString, map);
        QProcess editor;
        editor.setProcessEnvironment(environment());
        editor.setProcessChannelMode(QProcess::MergedChannels);
        editor.start(QStringLiteral(VINCI_EDITOR_EXECUTABLE),
                     {u"--language"_s, language, QStringLiteral(VINCI_SOURCE_DIR "/maps/europe")});
        QVERIFY2(editor.waitForStarted(), qPrintable(editor.errorString()));
        const QByteArray output =
            readOutput(editor, QDeadlineTimer(std::chrono::minutes(1)), "opened map");
        const std::optional<QString> names = windowNames(editor.processId());
        editor.kill();
        editor.waitForFinished();
        QVERIFY2(output.contains("opened map"), output.constData());
        QVERIFY(names);
        const QString title = names->split(u'\n').constFirst();
        QVERIFY2(title.startsWith(map + u" ("_s), qPrintable(title));
        QVERIFY2(title.endsWith(u" — "_s + name), qPrintable(title));
        QCOMPARE(title.count(name), 1);
        // No other language's name either.
        for (const QString &other :
             {u"Vinci Map Editor"_s, u"Éditeur de cartes Vinci"_s, u"Vinci-Karteneditor"_s}) {
            if (other != name)
                QVERIFY2(!title.contains(other), qPrintable(title));
        }
    }
};

QTEST_GUILESS_MAIN(TestEditorTitle)
#include "test_editortitle.moc"
