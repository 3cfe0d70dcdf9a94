#include "recentfiles.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace vinci;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(RecentFiles::Kind)

namespace {

/** A game file or a map folder (with its map.json) under `root`, as the kind remembers it. */
QString makeEntry(const QTemporaryDir &root, RecentFiles::Kind kind, const QString &name)
{
    if (kind == RecentFiles::Kind::Games) {
        QFile file(root.filePath(name + u".vinci"_s));
        file.open(QIODevice::WriteOnly);
        return QFileInfo(file.fileName()).absoluteFilePath();
    }
    const QString folder = root.filePath(name);
    QDir().mkpath(folder);
    QFile json(QDir(folder).filePath(u"map.json"_s));
    json.open(QIODevice::WriteOnly);
    return QDir(folder).absolutePath();
}

QStringList menuTexts(QMenu &menu)
{
    QStringList texts;
    for (QAction *action : menu.actions()) {
        if (!action->isSeparator())
            texts << action->text();
    }
    return texts;
}

} // namespace

/**
 * The recent files of both programs are one class: the game's saved games and the editor's map
 * folders are remembered, ordered, capped, filtered and cleared the same way.
 */
class TestRecentFiles : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"vinci-test-recent"_s);
        QCoreApplication::setApplicationName(u"test_recentfiles"_s);
    }

    void init() { QSettings().clear(); }

    void bothKindsBehaveAlike_data()
    {
        QTest::addColumn<RecentFiles::Kind>("kind");
        QTest::newRow("games (the game)") << RecentFiles::Kind::Games;
        QTest::newRow("map folders (the editor)") << RecentFiles::Kind::Maps;
    }

    void bothKindsBehaveAlike()
    {
        QFETCH(RecentFiles::Kind, kind);
        QTemporaryDir root;
        QVERIFY(root.isValid());
        const QString a = makeEntry(root, kind, u"alpha"_s);
        const QString b = makeEntry(root, kind, u"beta"_s);
        const QString c = makeEntry(root, kind, u"gamma"_s);
        const QString d = makeEntry(root, kind, u"delta"_s);

        RecentFiles recent(nullptr, 3, kind);
        QSignalSpy changed(&recent, &RecentFiles::changed);
        for (const QString &path : {a, b, c, d})
            recent.add(path);
        // Newest first, the oldest dropped beyond the maximum.
        QCOMPARE(recent.files(), (QStringList{d, c, b}));
        // Adding again moves to the front without a second copy.
        recent.add(b);
        QCOMPARE(recent.files(), (QStringList{b, d, c}));
        QCOMPARE(changed.count(), 5);
        // A second list of the same kind (another window, the next start) sees the same.
        QCOMPARE(RecentFiles(nullptr, 8, kind).files(), (QStringList{b, d, c}));

        // What no longer exists stays remembered but leaves the menu.
        if (kind == RecentFiles::Kind::Games)
            QVERIFY(QFile::remove(d));
        else
            QVERIFY(QDir(d).removeRecursively());
        QMenu menu;
        recent.attachTo(&menu);
        const QStringList texts = menuTexts(menu);
        QCOMPARE(texts.size(), 3); // two entries and "Clear the list"
        QVERIFY(texts[0].startsWith(u"&1  "_s));
        QVERIFY(texts[1].startsWith(u"&2  "_s));
        // A game by its name, without ".vinci" (the s47 walk read "Partie interrompue.vinci").
        QVERIFY(texts[0].contains(QFileInfo(b).completeBaseName()));
        QVERIFY(texts[1].contains(QFileInfo(c).completeBaseName()));
        QVERIFY2(!texts[0].contains(u".vinci"_s), qPrintable(texts[0]));

        QSignalSpy opened(&recent, &RecentFiles::openRequested);
        menu.actions().constFirst()->trigger();
        QCOMPARE(opened.count(), 1);
        QCOMPARE(opened.constFirst().constFirst().toString(), b);

        recent.remove(c);
        QCOMPARE(recent.files(), (QStringList{b, d}));
        menu.actions().constLast()->trigger(); // Clear the list
        QVERIFY(recent.files().isEmpty());
        emit menu.aboutToShow();
        QCOMPARE(menu.actions().size(), 1);
        QVERIFY(!menu.actions().constFirst()->isEnabled());
    }

    /**
     * A program that knows its files says what each holds, after the name; an "&" of a name or
     * a description is shown, not taken for a keyboard accelerator.
     */
    void describedEntriesShowWhatTheyHold()
    {
        QTemporaryDir root;
        const QString game = makeEntry(root, RecentFiles::Kind::Games, u"Tom & Jerry"_s);
        RecentFiles recent;
        QCOMPARE(recent.description(game), QString());
        recent.setDescriber([](const QString &path) {
            return u"Round 2 · "_s + QFileInfo(path).completeBaseName();
        });
        recent.add(game);
        QCOMPARE(recent.description(game), u"Round 2 · Tom & Jerry"_s);
        QMenu menu;
        recent.attachTo(&menu);
        QCOMPARE(menuTexts(menu).constFirst(), u"&1  Tom && Jerry — Round 2 · Tom && Jerry"_s);
    }

    /** The two kinds are kept apart: a game is not offered as a map, nor a map as a game. */
    void kindsAreKeptApart()
    {
        QTemporaryDir root;
        const QString game = makeEntry(root, RecentFiles::Kind::Games, u"game"_s);
        const QString map = makeEntry(root, RecentFiles::Kind::Maps, u"map"_s);
        RecentFiles games(nullptr, 8, RecentFiles::Kind::Games);
        RecentFiles maps(nullptr, 8, RecentFiles::Kind::Maps);
        games.add(game);
        maps.add(map);
        QCOMPARE(games.files(), QStringList{game});
        QCOMPARE(maps.files(), QStringList{map});
    }
};

QTEST_MAIN(TestRecentFiles)
#include "test_recentfiles.moc"
