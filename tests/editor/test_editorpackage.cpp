// Map packages in the editor: the real vinci-editor's --package and --validate of a package
// (through the program), and File ▸ Export Map Package and File ▸ Open of a .vincimap through
// the window, as a designer does them.

#include "document/adjacencyproposals.h"
#include "document/mapdocument.h"
#include "document/mapvalidation.h"
#include "editortesting.h"
#include "editorwindow.h"
#include "mapformat/maploader.h"
#include "mapformat/mapreader.h"
#include "mappackage.h"
#include "panels/adjacencydock.h"
#include "panels/validationdock.h"
#include "programoutput.h"

#include <QApplication>
#include <QDesktopServices>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QImage>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>
#include <QUrl>

#include <functional>

using namespace vinci;
using namespace vinci::testing;
using namespace Qt::StringLiterals;

namespace {

QString shippedMap(const QString &id)
{
    return QStringLiteral(VINCI_SOURCE_DIR "/maps/") + id;
}

struct RunResult
{
    int exitCode = -1;
    QString out;
    QString errors;
};

/** Runs the real vinci-editor with `arguments` (headless modes need no display). */
RunResult runEditor(const QStringList &arguments)
{
    QProcess editor;
    editor.start(QStringLiteral(VINCI_EDITOR_EXECUTABLE), arguments);
    if (!editor.waitForFinished(60000))
        return {};
    return {editor.exitCode(), QString::fromUtf8(editor.readAllStandardOutput()),
            QString::fromUtf8(editor.readAllStandardError())};
}

/** Triggers `action` and hands the modal widget of type T it shows to `answer`. */
template<typename T>
bool answerModalOf(QAction *action, const std::function<void(T &)> &answer)
{
    if (!action)
        return false;
    bool came = false;
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &poll, [&] {
        auto *widget = qobject_cast<T *>(QApplication::activeModalWidget());
        if (!widget)
            return;
        poll.stop();
        came = true;
        answer(*widget);
    });
    poll.start(20);
    action->trigger();
    return came;
}

/** What QDesktopServices was asked to open (a folder shown in the file manager). */
class UrlsOpened : public QObject
{
    Q_OBJECT

public:
    QList<QUrl> urls;

public slots:
    void open(const QUrl &url) { urls << url; }
};

} // namespace

class TestEditorPackage : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("HOME", QFile::encodeName(m_dir.filePath(u"home"_s)));
        QVERIFY(QDir().mkpath(m_dir.filePath(u"home/Documents"_s)));
        QApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope,
                           m_dir.filePath(u"settings"_s));
    }

    void packageAndValidateThroughTheProgram()
    {
        const QString package = m_dir.filePath(u"med.vincimap"_s);
        const RunResult made =
            runEditor({u"--package"_s, shippedMap(u"mediterranean"_s), u"--out"_s, package});
        QVERIFY2(made.exitCode == 0, qPrintable(made.errors));
        QVERIFY2(made.out.contains(package + u": written"_s), qPrintable(made.out));
        const MapPackageCheck check = checkMapPackage(package);
        QVERIFY2(check.ok(), qPrintable(check.error));
        QVERIFY(!QImage::fromData(check.files->preview, "PNG").isNull());

        const RunResult valid = runEditor({u"--validate"_s, package});
        QCOMPARE(valid.exitCode, 0);
        QVERIFY2(valid.out.contains(package + u": valid"_s), qPrintable(valid.out));

        // A package whose map has an error: exit code 1, as for a folder.
        QTemporaryDir bad;
        const QString broken = bad.filePath(u"broken"_s);
        QVERIFY(QDir().mkpath(broken));
        QVERIFY(
            QFile::copy(shippedMap(u"mediterranean"_s) + u"/map.svg"_s, broken + u"/map.svg"_s));
        QFile json(broken + u"/map.json"_s);
        QVERIFY(json.open(QIODevice::WriteOnly));
        json.write(R"({"formatVersion": 1, "id": "broken", "names": {"en": "Broken"},
                       "provinces": []})");
        json.close();
        const QString brokenPackage = m_dir.filePath(u"broken.vincimap"_s);
        const RunResult refused = runEditor({u"--package"_s, broken, u"--out"_s, brokenPackage});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.out.contains(u"error [no-land-province]"_s), qPrintable(refused.out));
        QVERIFY(!QFile::exists(brokenPackage));

        // Not a package at all: refused with the file's name, exit code 1.
        const QString text = m_dir.filePath(u"notes.vincimap"_s);
        QFile notes(text);
        QVERIFY(notes.open(QIODevice::WriteOnly));
        notes.write("not a zip\n");
        notes.close();
        const RunResult notAPackage = runEditor({u"--validate"_s, text});
        QCOMPARE(notAPackage.exitCode, 1);
        QVERIFY2(notAPackage.out.contains(u"notes.vincimap: not a map package"_s),
                 qPrintable(notAPackage.out));

        QCOMPARE(runEditor({u"--package"_s, shippedMap(u"mediterranean"_s)}).exitCode, 2);
    }

    /**
     * `vinci-editor FILE.vincimap`, as its desktop entry runs it on a double-click or "Open
     * With": the real editor opens the package in its window.
     */
    void commandLinePackageOpensInTheWindow()
    {
        const QString package = m_dir.filePath(u"command-line.vincimap"_s);
        const RunResult made =
            runEditor({u"--package"_s, shippedMap(u"europe"_s), u"--out"_s, package});
        QVERIFY2(made.exitCode == 0, qPrintable(made.errors));
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        environment.insert(u"QT_LOGGING_RULES"_s, u"vinci.session.info=true"_s);
        environment.insert(u"HOME"_s, m_dir.filePath(u"command-line-home"_s));
        const QByteArray opened = "opened map package " + package.toUtf8();
        const QByteArray output = testing::outputUntil(QStringLiteral(VINCI_EDITOR_EXECUTABLE),
                                                       {package}, environment, opened);
        QVERIFY2(output.contains(opened), output.constData());
    }

    void exportFromTheWindowAndOpenAgain()
    {
        EditorWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.importDrawing(drawingPath()));
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            if (widget != &window && widget->isVisible())
                widget->close(); // the import report
        }
        window.adjacencyProposals()->waitForFinished();
        window.adjacencyProposals()->acceptTicked();
        // The designer signs the map in the inspector (nothing selected: the map's page).
        auto *author = window.findChild<QLineEdit *>(u"mapAuthor"_s);
        auto *licence = window.findChild<QLineEdit *>(u"mapLicence"_s);
        QVERIFY(author && licence);
        QTest::keyClicks(author, u"Ada Designer"_s);
        QTest::keyClicks(licence, u"CC BY 4.0"_s);
        QCOMPARE(window.document()->map().author, u"Ada Designer"_s);
        QCOMPARE(window.document()->map().licence, u"CC BY 4.0"_s);

        // File ▸ Export Map Package…: the map was never saved, so the editor asks first;
        // "Export Without Saving", then a name typed without the suffix.
        const QString typed = m_dir.filePath(u"exported"_s);
        bool asked = false;
        answerNextMessageBox(QMessageBox::Discard, &asked);
        QVERIFY(answerModalOf<QFileDialog>(
            actionFor(window, u"&Export Map Package…"_s), [&](QFileDialog &dialog) {
                auto *name = dialog.findChild<QLineEdit *>(u"fileNameEdit"_s);
                QVERIFY(name);
                name->setText(typed);
                QTest::keyClick(name, Qt::Key_Return);
            }));
        QVERIFY(asked);
        const QString package = typed + u".vincimap"_s;
        QVERIFY(QFile::exists(package));
        const MapPackageCheck check = checkMapPackage(package);
        QVERIFY2(check.ok(), qPrintable(check.error));
        QCOMPARE(check.files->map.author, u"Ada Designer"_s);
        QCOMPARE(check.files->map.links, window.document()->map().links);
        QCOMPARE(QImage::fromData(check.files->preview, "PNG").width(), 640);
        // It says where the package went (the s44 walk saw nothing): in the status bar, and in
        // a note whose Show in Folder opens the folder holding it.
        const QString shown = QDir::toNativeSeparators(QFileInfo(package).absoluteFilePath());
        QVERIFY2(window.statusBar()->currentMessage().contains(shown),
                 qPrintable(window.statusBar()->currentMessage()));
        auto *note = window.findChild<QMessageBox *>(u"exportedNote"_s);
        QVERIFY(note);
        QTRY_VERIFY(note->isVisible());
        QVERIFY2(note->text().contains(shown), qPrintable(note->text()));
        auto *showInFolder = note->findChild<QPushButton *>(u"showInFolder"_s);
        QVERIFY(showInFolder);
        UrlsOpened opened;
        QDesktopServices::setUrlHandler(u"file"_s, &opened, "open");
        showInFolder->click();
        QDesktopServices::unsetUrlHandler(u"file"_s);
        QCOMPARE(opened.urls, QList{QUrl::fromLocalFile(QFileInfo(package).absolutePath())});
        QTRY_VERIFY(!window.findChild<QMessageBox *>(u"exportedNote"_s));
        // Unsaved: exporting did not save the map or clear its edits.
        QVERIFY(window.document()->folder().isEmpty());
        QVERIFY(!window.document()->undoStack()->isClean());
        // The next Undo makes the report old: the s51 walk still read it over the undone map.
        QVERIFY(window.statusBar()->currentMessage().contains(shown));
        window.document()->undoStack()->undo();
        QCOMPARE(window.statusBar()->currentMessage(), QString());
        window.document()->undoStack()->redo();

        // File ▸ Open of the package: the same map, no folder until the designer saves it.
        EditorWindow other;
        QVERIFY(other.openMap(package));
        QCOMPARE(other.document()->map(), check.files->map);
        QCOMPARE(other.document()->svg(), check.files->svg);
        QVERIFY(other.document()->folder().isEmpty());
        QVERIFY(other.document()->undoStack()->isClean());
        const QString saved = m_dir.filePath(u"home/Documents/drawing"_s);
        QVERIFY(other.saveTo(saved));
        const MapLoadResult loaded = MapLoader::load(saved);
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorString()));
        QCOMPARE(loaded.map->data.licence, u"CC BY 4.0"_s);
        window.document()->undoStack()->setClean();
    }

    /**
     * The second walk exported a map with a `*` in the title: the package held the edits, the
     * folder on disk did not, without a sign. Export now asks to save first: Cancel stops
     * before anything is written, Save saves the folder and exports the same map beside it.
     */
    void exportAsksToSaveUnsavedEdits()
    {
        EditorWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openMap(shippedMap(u"europe"_s)));
        const QString folder = m_dir.filePath(u"designs/europe"_s);
        QVERIFY(window.saveTo(folder));
        auto *author = window.findChild<QLineEdit *>(u"mapAuthor"_s);
        QVERIFY(author);
        author->selectAll();
        QTest::keyClicks(author, u"Edited Author"_s);
        auto *licence = window.findChild<QLineEdit *>(u"mapLicence"_s);
        QVERIFY(licence);
        licence->selectAll();
        QTest::keyClicks(licence, u"CC BY 4.0"_s); // signed: no question about that
        QVERIFY(!window.document()->undoStack()->isClean());
        QVERIFY(window.isWindowModified()); // the title's *
        QAction *exportAction = actionFor(window, u"&Export Map Package…"_s);
        QVERIFY(exportAction);

        bool asked = false;
        QString question;
        answerNextMessageBox(QMessageBox::Cancel, &asked, &question);
        // Cancelled: no file dialog comes (one that came is closed, not answered).
        QVERIFY(!answerModalOf<QFileDialog>(
            exportAction, [](QFileDialog &dialog) { static_cast<QDialog &>(dialog).reject(); }));
        QVERIFY(asked);
        QVERIFY2(question.contains(u"Save the map before exporting?"_s), qPrintable(question));
        QVERIFY(!window.document()->undoStack()->isClean());
        QVERIFY(QDir(QFileInfo(folder).absolutePath()).entryList({u"*.vincimap"_s}).isEmpty());

        asked = false;
        answerNextMessageBox(QMessageBox::Save, &asked);
        QString proposed;
        QVERIFY(answerModalOf<QFileDialog>(exportAction, [&](QFileDialog &dialog) {
            proposed = dialog.selectedFiles().value(0);
            static_cast<QDialog &>(dialog).accept(); // QFileDialog's own is protected
        }));
        QVERIFY(asked);
        // Saved, then proposed beside the map's folder.
        QVERIFY(window.document()->undoStack()->isClean());
        QVERIFY(!window.isWindowModified());
        QCOMPARE(proposed, m_dir.filePath(u"designs/europe.vincimap"_s));
        MapReader reader;
        const auto saved = reader.readFolder(folder);
        QVERIFY(saved);
        QCOMPARE(saved->author, u"Edited Author"_s);
        const MapPackageCheck check = checkMapPackage(proposed);
        QVERIFY2(check.ok(), qPrintable(check.error));
        QCOMPARE(check.files->map, *saved);
    }

    void mapWithErrorsIsNotExported()
    {
        EditorWindow window;
        window.show();
        QVERIFY(window.importDrawing(drawingPath()));
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            if (widget != &window && widget->isVisible())
                widget->close();
        }
        // No links accepted yet: the map has errors (isolated, unreachable provinces).
        QString shown;
        QTimer::singleShot(0, [&] {
            for (QWidget *widget : QApplication::topLevelWidgets()) {
                if (auto *box = qobject_cast<QMessageBox *>(widget); box && box->isVisible()) {
                    shown = box->text();
                    box->accept();
                }
            }
        });
        const QString package = m_dir.filePath(u"refused.vincimap"_s);
        QVERIFY(!window.exportPackageTo(package));
        QVERIFY2(shown.contains(u"the game would refuse it"_s), qPrintable(shown));
        QVERIFY2(shown.contains(u"unreachable"_s) || shown.contains(u"no province"_s),
                 qPrintable(shown));
        QVERIFY(!QFile::exists(package));
        window.document()->undoStack()->setClean();
    }

    void unsignedMapAsksBeforeExport()
    {
        // The second walk: a map without author or licence was exported without a word.
        EditorWindow window;
        window.show();
        QVERIFY(window.importDrawing(drawingPath()));
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            if (widget != &window && widget->isVisible())
                widget->close();
        }
        window.adjacencyProposals()->waitForFinished();
        window.adjacencyProposals()->acceptTicked();
        QVERIFY(window.document()->map().author.isEmpty());
        // The s45 walk: Issues said 0 errors and nothing else about it; Export was the first to
        // say. Issues list each missing field as a warning before, and a double-click on one
        // puts the keyboard in its field on the map's page.
        window.mapValidation()->validateNow();
        auto *issues = window.validationDock()->findChild<QTreeWidget *>();
        QVERIFY(issues);
        const auto issueAbout = [issues](const QString &start) -> QTreeWidgetItem * {
            for (int i = 0; i < issues->topLevelItemCount(); ++i) {
                if (issues->topLevelItem(i)->text(0).startsWith(start))
                    return issues->topLevelItem(i);
            }
            return nullptr;
        };
        QTreeWidgetItem *authorIssue = issueAbout(u"Author: not given"_s);
        QVERIFY(authorIssue && issueAbout(u"Licence: not given"_s));
        QCOMPARE(window.mapValidation()->errorCount(), 0);
        QVERIFY(QTest::qWaitForWindowExposed(issues));
        window.document()->selectIds({window.document()->map().areas.front().id});
        const QPoint line = issues->visualItemRect(authorIssue).center();
        QTest::mouseClick(issues->viewport(), Qt::LeftButton, {}, line);
        QTest::mouseDClick(issues->viewport(), Qt::LeftButton, {}, line);
        auto *author = window.findChild<QLineEdit *>(u"mapAuthor"_s);
        QVERIFY(author);
        QTRY_COMPARE(window.focusWidget(), author);
        QVERIFY(window.document()->selectedAreas().empty());
        const QString package = m_dir.filePath(u"unsigned.vincimap"_s);
        // Export asks, answered as `button`; what it said.
        const auto exportAnswering = [&](QMessageBox::StandardButton button) {
            QString shown;
            QTimer::singleShot(0, [&] {
                for (QWidget *widget : QApplication::topLevelWidgets()) {
                    if (auto *box = qobject_cast<QMessageBox *>(widget); box && box->isVisible()) {
                        shown = box->text();
                        box->button(button)->click();
                    }
                }
            });
            const bool exported = window.exportPackageTo(package);
            return exported == (button == QMessageBox::Yes) ? shown
                                                            : u"exported: %1"_s.arg(exported);
        };
        QString shown = exportAnswering(QMessageBox::No);
        QVERIFY2(shown.contains(u"no author and no licence"_s), qPrintable(shown));
        QVERIFY(!QFile::exists(package));
        // An author given, the licence not: the question names the licence only (the s52 walk
        // read "no author or no licence" with its author given).
        QTest::keyClicks(author, u"Ada Designer"_s);
        shown = exportAnswering(QMessageBox::Yes);
        QVERIFY2(shown.contains(u"no licence"_s) && !shown.contains(u"author"_s),
                 qPrintable(shown));
        QVERIFY(QFile::exists(package));
        // Signed: the warnings go.
        QTest::keyClicks(window.findChild<QLineEdit *>(u"mapLicence"_s), u"CC BY 4.0"_s);
        window.mapValidation()->validateNow();
        QVERIFY(!issueAbout(u"Author"_s) && !issueAbout(u"Licence"_s));
        window.document()->undoStack()->setClean();
    }

    void refusedPackageIsNotOpened()
    {
        const QString path = m_dir.filePath(u"hostile.vincimap"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("PK\x05\x06 a zip that ends before it begins");
        file.close();
        EditorWindow window;
        const MapDocument *before = window.document();
        QString shown;
        QTimer::singleShot(0, [&] {
            for (QWidget *widget : QApplication::topLevelWidgets()) {
                if (auto *box = qobject_cast<QMessageBox *>(widget); box && box->isVisible()) {
                    shown = box->text();
                    box->accept();
                }
            }
        });
        QVERIFY(!window.openMap(path));
        QVERIFY2(shown.contains(u"hostile.vincimap"_s), qPrintable(shown));
        QCOMPARE(window.document(), before); // whatever was open stays open
    }
};

QTEST_MAIN(TestEditorPackage)
#include "test_editorpackage.moc"
