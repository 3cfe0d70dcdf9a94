// The editor's docks, menus and files driven as a designer would: the inspector on sea zones,
// Save As under a new folder, the Online 2013 table, the Help and Language menus, and the
// headless --validate's output.
#include "canvas/linkitem.h"
#include "document/adjacencyproposals.h"
#include "document/editactions.h"
#include "document/mapvalidation.h"
#include "editorguide.h"
#include "editorlanguage.h"
#include "editortesting.h"
#include "mapformat/maploader.h"
#include "panels/adjacencydock.h"
#include "panels/inspectordock.h"
#include "panels/linkinspector.h"
#include "panels/tablesdock.h"
#include "panels/validationdock.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTreeWidget>
#include <QUndoStack>
#include <QUndoView>

using namespace vinci;
using namespace vinci::testing;
using namespace Qt::StringLiterals;

namespace {

/** What a Save As through the file dialog asked, if anything. */
struct SaveAsOutcome
{
    bool dialog = false; ///< the file dialog came
    bool asked = false;  ///< a question came after it
    QString question;
};

} // namespace

class TestEditorPanels : public QObject
{
    Q_OBJECT

private:
    /** The map inspector's `element` field, shown with the keyboard in it; null if it is not. */
    QLineEdit *focusedMapField(const QString &element, const QString &objectName)
    {
        m_window->activateWindow();
        if (!QTest::qWaitForWindowActive(m_window.get()))
            return nullptr;
        m_window->inspectorDock()->showMapField(element);
        auto *field = m_window->findChild<QLineEdit *>(objectName);
        if (!field || !QTest::qWaitFor([field] { return field->hasFocus(); }))
            return nullptr;
        return field;
    }

    QTemporaryDir m_dir;
    std::unique_ptr<EditorWindow> m_window;

    MapDocument *document() const { return m_window->document(); }
    AreaIndex index(const QString &id) const { return *document()->indexOf(id); }
    template<typename Widget>
    Widget *inspector(const QString &name) const
    {
        return m_window->inspectorDock()->findChild<Widget *>(name);
    }

    /** File ▸ Save As… to `folder`, answering the question that may follow with `answer`. */
    SaveAsOutcome saveAs(const QString &folder, QMessageBox::StandardButton answer)
    {
        SaveAsOutcome outcome;
        QTimer poll;
        connect(&poll, &QTimer::timeout, &poll, [&] {
            QWidget *modal = QApplication::activeModalWidget();
            if (auto *dialog = qobject_cast<QFileDialog *>(modal); dialog && !outcome.dialog) {
                outcome.dialog = true;
                // The folder typed in the file name box, then Save. Typed with the keyboard in
                // the box, the name unselects the map's folder the dialog offers (Qt does so
                // only with the box focused, which an offscreen test's is not).
                auto *name = dialog->findChild<QLineEdit *>(u"fileNameEdit"_s);
                dialog->findChild<QAbstractItemView *>(u"listView"_s)->clearSelection();
                name->setText(folder);
                QTest::keyClick(name, Qt::Key_Return);
            } else if (auto *box = qobject_cast<QMessageBox *>(modal)) {
                outcome.asked = true;
                outcome.question = box->text();
                box->button(answer)->click();
            }
        });
        poll.start(20);
        actionFor(*m_window, u"Save &As…"_s)->trigger();
        return outcome;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        isolateEditorTest(m_dir);
    }

    void init()
    {
        m_window = editorOn(drawingPath());
        QVERIFY(m_window);
    }

    void cleanup()
    {
        document()->undoStack()->setClean();
        m_window.reset();
    }

    /**
     * A sea zone has no terrain, mine or port: no such rows for it, and a line that says so;
     * with provinces selected too, the rows show the provinces' values alone.
     */
    void seaZoneInspectorShowsWhatApplies()
    {
        auto *terrain = inspector<QComboBox>(u"terrain"_s);
        auto *mine = inspector<QCheckBox>(u"mine"_s);
        auto *port = inspector<QCheckBox>(u"port"_s);
        auto *edge = inspector<QCheckBox>(u"boardEdge"_s);
        auto *note = inspector<QLabel>(u"provincesOnly"_s);
        QVERIFY(terrain && mine && port && edge && note);
        QWidget *page = m_window->inspectorDock();

        document()->setSelectedAreas({index(u"sea"_s)});
        QVERIFY(!terrain->isVisibleTo(page));
        QVERIFY(!mine->isVisibleTo(page));
        QVERIFY(!port->isVisibleTo(page));
        QVERIFY(edge->isVisibleTo(page));
        QVERIFY(note->isVisibleTo(page));
        QVERIFY(!note->text().isEmpty());

        document()->setSelectedAreas({index(u"sea"_s), index(u"fra"_s)});
        QVERIFY(terrain->isVisibleTo(page) && mine->isVisibleTo(page) && port->isVisibleTo(page));
        QCOMPARE(terrain->currentIndex(), int(document()->area(index(u"fra"_s)).terrain));
        QCOMPARE(mine->checkState(), Qt::Unchecked);
        QVERIFY(note->isVisibleTo(page));

        document()->setSelectedAreas({index(u"fra"_s)});
        QVERIFY(!note->isVisibleTo(page));
    }

    /**
     * Save As a valid map under a new folder saves it without a question (its id becomes the
     * folder's name); a save cancelled at the question leaves the document and its undo stack
     * as they were.
     */
    void saveAsChecksTheNewFolderAndCancelLeavesNothing()
    {
        m_window->adjacencyProposals()->waitForFinished();
        m_window->adjacencyProposals()->acceptTicked();
        m_window->mapValidation()->validateNow();
        QVERIFY(!hasErrors(m_window->mapValidation()->findings()));
        QVERIFY(document()->map().id != u"test-lands");

        // Saved once, then under a new folder: the id checked against the new folder's name.
        QVERIFY(m_window->saveTo(m_dir.filePath(u"first-lands"_s)));
        const QString folder = m_dir.filePath(u"test-lands"_s);
        SaveAsOutcome outcome = saveAs(folder, QMessageBox::Cancel);
        QVERIFY(outcome.dialog);
        QVERIFY2(!outcome.asked, qPrintable(outcome.question));
        QCOMPARE(document()->map().id, u"test-lands"_s);
        // The s53 walk: the id changed as an undoable step, and the status bar said only
        // "Saved". It says which id the file now holds, and which it had.
        const QString said = m_window->statusBar()->currentMessage();
        QVERIFY2(said.contains(u"“test-lands”"_s) && said.contains(u"“first-lands”"_s),
                 qPrintable(said));
        QCOMPARE(document()->folder(), folder);
        QVERIFY(document()->undoStack()->isClean());
        QVERIFY(MapLoader::load(folder).ok());

        // Norway unlinked: errors. Cancelled at the question: nothing changes.
        std::vector<LinkPair> norway;
        for (const LinkData &link : document()->map().links) {
            if (LinkPair::of(link).contains(u"norway"_s))
                norway.push_back(LinkPair::of(link));
        }
        QVERIFY(EditActions::removeLinks(document(), norway));
        const int steps = document()->undoStack()->count();
        const int current = document()->undoStack()->index();
        const QString other = m_dir.filePath(u"other-lands"_s);
        outcome = saveAs(other, QMessageBox::Cancel);
        QVERIFY(outcome.dialog);
        QVERIFY(outcome.asked);
        QCOMPARE(document()->undoStack()->count(), steps);
        QCOMPARE(document()->undoStack()->index(), current);
        QCOMPARE(document()->map().id, u"test-lands"_s);
        QVERIFY(!QFile::exists(QDir(other).filePath(u"map.json"_s)));
    }

    /**
     * The s50 walk: a link clicked on the map, then a click in the inspector where a name field
     * would be (the link's page has none), Ctrl+A, and a name typed: "w" made all 13 areas sea
     * zones, "l" took the Link tool, and nothing said so. Letters typed beside the inspector's
     * fields change nothing; on the map, the same key edits the selection and the status bar
     * says what it did and how to take it back.
     */
    void lettersTypedBesideTheInspectorEditNothing()
    {
        m_window->adjacencyProposals()->waitForFinished();
        m_window->adjacencyProposals()->acceptTicked();
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        MapCanvas *canvas = m_window->canvas();
        QVERIFY(!document()->map().links.empty());
        // As the click on the link leaves it: the link selected, the map with the keyboard.
        canvas->setFocus(Qt::MouseFocusReason);
        QTRY_VERIFY(canvas->hasFocus());
        document()->setSelectedLink(LinkPair::of(document()->map().links.front()));
        QWidget *page = m_window->inspectorDock()->findChild<LinkInspector *>();
        QVERIFY(page && page->isVisible());
        QTest::mouseClick(page, Qt::LeftButton, {}, QPoint(page->width() / 2, page->height() - 4));

        const auto seaZones = [this] {
            int count = 0;
            for (AreaIndex i = 0; i < document()->areaCount(); ++i)
                count += document()->area(i).kind == AreaKind::Sea;
            return count;
        };
        const int seas = seaZones();
        const int steps = document()->undoStack()->count();
        QTest::keySequence(QApplication::focusWidget(), QKeySequence::SelectAll);
        QCOMPARE(int(document()->selectedAreas().size()), document()->areaCount());
        QTest::keyClicks(QApplication::focusWidget(), u"Sallow"_s);
        QCOMPARE(seaZones(), seas);
        QCOMPARE(document()->undoStack()->count(), steps);
        QCOMPARE(canvas->tool(), MapCanvas::Tool::Select);

        // On the map the key is an edit, and said.
        document()->setSelectedAreas({index(u"fra"_s)});
        canvas->setFocus(Qt::MouseFocusReason);
        QTRY_VERIFY(canvas->hasFocus());
        QTest::keyClick(canvas->viewport(), Qt::Key_W);
        QCOMPARE(document()->area(index(u"fra"_s)).kind, AreaKind::Sea);
        const QString said = m_window->statusBar()->currentMessage();
        QVERIFY2(said.contains(document()->undoStack()->undoText()) && said.contains(u"Ctrl+Z"),
                 qPrintable(said));
        // Ctrl+Z takes it back, and the "done" goes with it (the s51 walk still read it).
        QTest::keySequence(canvas->viewport(), QKeySequence::Undo);
        QCOMPARE(document()->area(index(u"fra"_s)).kind, AreaKind::Land);
        QCOMPARE(m_window->statusBar()->currentMessage(), QString());
    }

    /**
     * The s47 walk's second Save As opened beside the map's folder with an empty name field.
     * It offers the map's folder by its name, in the folder it is in; Return saves there (it
     * does not go into the folder, as a file dialog does with a folder's name).
     */
    void aSecondSaveAsOffersTheMapsFolder()
    {
        m_window->adjacencyProposals()->waitForFinished();
        m_window->adjacencyProposals()->acceptTicked();
        const QString folder = m_dir.filePath(u"second-lands"_s);
        QVERIFY(m_window->saveTo(folder));
        QVERIFY(EditActions::setTerrain(document(), {index(u"fra"_s)}, Terrain::Mountain));
        QVERIFY(!document()->undoStack()->isClean());
        QString shownIn;
        QString offered;
        QString wentInto;
        QString button;
        QVERIFY(answerFileDialog(actionFor(*m_window, u"Save &As…"_s), [&](QFileDialog &dialog) {
            shownIn = dialog.directory().absolutePath();
            auto *name = dialog.findChild<QLineEdit *>(u"fileNameEdit"_s);
            offered = name->text();
            button = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save)->text();
            QTest::keyClick(name, Qt::Key_Return);
            if (dialog.isVisible()) {
                wentInto = dialog.directory().absolutePath();
                dialog.reject();
            }
        }));
        QCOMPARE(shownIn, QDir(m_dir.path()).absolutePath());
        QCOMPARE(offered, u"second-lands"_s);
        // The s49 walk: it read "Open", with the map's folder offered.
        QCOMPARE(button, u"&Save"_s);
        QVERIFY2(wentInto.isEmpty(), qPrintable(wentInto));
        QCOMPARE(document()->folder(), folder);
        QVERIFY(document()->undoStack()->isClean());

        // The s49 walk typed the name of a folder of other things: the dialog went into it.
        // Asked, the map goes into a new folder there; into an empty one, at once.
        const QString others = m_dir.filePath(u"my-things"_s);
        QVERIFY(QDir().mkpath(others));
        QFile note(QDir(others).filePath(u"notes.txt"_s));
        QVERIFY(note.open(QIODevice::WriteOnly));
        note.close();
        bool asked = false;
        QString question;
        QVERIFY(answerFileDialog(actionFor(*m_window, u"Save &As…"_s), [&](QFileDialog &dialog) {
            auto *name = dialog.findChild<QLineEdit *>(u"fileNameEdit"_s);
            dialog.findChild<QAbstractItemView *>(u"listView"_s)->clearSelection();
            name->setText(others);
            answerNextMessageBox(QMessageBox::Save, &asked, &question); // asked by the dialog
            QTest::keyClick(name, Qt::Key_Return);
        }));
        QVERIFY2(asked && question.contains(u"second-lands"_s), qPrintable(question));
        QCOMPARE(document()->folder(), QDir(others).filePath(u"second-lands"_s));
        QVERIFY(MapLoader::load(document()->folder()).ok());
        const QString empty = m_dir.filePath(u"empty-folder"_s);
        QVERIFY(QDir().mkpath(empty));
        const SaveAsOutcome outcome = saveAs(empty, QMessageBox::Cancel);
        QVERIFY2(!outcome.asked, qPrintable(outcome.question));
        QCOMPARE(document()->folder(), empty);
        QVERIFY(MapLoader::load(empty).ok());
    }

    /**
     * Ticking the Online 2013 rules gives a table the game accepts; the proposal button fills
     * it in one undo step, each value editable after.
     */
    void onlineTableIsProposed()
    {
        m_window->adjacencyProposals()->waitForFinished();
        m_window->adjacencyProposals()->acceptTicked();
        TablesDock *tables = m_window->tablesDock();
        QGroupBox *online = nullptr;
        for (QGroupBox *box : tables->findChildren<QGroupBox *>()) {
            if (box->title() == u"Online 2013 rules")
                online = box;
        }
        QVERIFY(online && !online->isChecked());
        tables->show();
        tables->raise();
        online->setFocus();
        QTest::keyClick(online, Qt::Key_Space);
        QVERIFY(online->isChecked());
        const RuleSetTable &table = document()->ruleTable(RuleSetId::Online2013);
        QVERIFY(!table.isEmpty());
        for (int players : table.playerCounts) {
            QVERIFY(table.extraPawns.contains(players));
            // "2 Players.....13 rounds ... 5 Players.....10 rounds" (Online 2013)
            QCOMPARE(table.rounds.at(players), 15 - players);
        }
        m_window->mapValidation()->validateNow();
        QVERIFY(!hasErrors(m_window->mapValidation()->findings()));

        // Edited, then proposed again: one step, undone in one.
        QList<QSpinBox *> spins = online->findChildren<QSpinBox *>();
        QVERIFY(!spins.isEmpty());
        const int proposed = spins.front()->value();
        spins.front()->setValue(proposed + 5);
        QCOMPARE(document()->ruleTable(RuleSetId::Online2013).extraPawns.begin()->second,
                 proposed + 5);
        // The History names the rule set whose table changed (the s50 walk read "Set the table
        // for 2 players", the same for either rule set).
        auto *history = m_window->findChild<QUndoView *>();
        QVERIFY(history);
        const QString step =
            history->model()->index(document()->undoStack()->count(), 0).data().toString();
        QCOMPARE(step, u"Online 2013 rules: set the table for %1 players"_s.arg(
                           document()->ruleTable(RuleSetId::Online2013).playerCounts.front()));
        auto *propose = tables->findChild<QPushButton *>(u"proposeOnline"_s);
        QVERIFY(propose);
        const int steps = document()->undoStack()->count();
        propose->click();
        QCOMPARE(document()->undoStack()->count(), steps + 1);
        QCOMPARE(spins.front()->value(), proposed);
        document()->undoStack()->undo();
        QCOMPARE(spins.front()->value(), proposed + 5);
    }

    /**
     * A Rule tables spin box has the keyboard focus, its value stepped with the keys (already a
     * document step): Ctrl+Z undoes that step, Ctrl+Shift+Z redoes it. The spin box's line edit
     * took the keys for itself and the map's Undo did nothing.
     */
    void undoKeysReachTheDocumentFromASpinBox()
    {
        TablesDock *tables = m_window->tablesDock();
        QGroupBox *classic = nullptr;
        for (QGroupBox *box : tables->findChildren<QGroupBox *>()) {
            if (box->title() == u"Classic rules")
                classic = box;
        }
        QVERIFY(classic && classic->isChecked());
        tables->show();
        tables->raise();
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QSpinBox *spin = nullptr;
        for (QSpinBox *candidate : classic->findChildren<QSpinBox *>()) {
            if (candidate->isEnabled() && !spin)
                spin = candidate;
        }
        QVERIFY(spin);
        spin->setFocus();
        QTRY_VERIFY(spin->hasFocus());
        const RuleSetTable before = document()->ruleTable(RuleSetId::Classic);
        QTest::keyClick(spin, Qt::Key_Up);
        QTest::keyClick(spin, Qt::Key_Up);
        const RuleSetTable edited = document()->ruleTable(RuleSetId::Classic);
        QVERIFY(edited != before);

        QTest::keySequence(spin, QKeySequence::Undo);
        QCOMPARE(document()->ruleTable(RuleSetId::Classic), before);
        QTest::keySequence(spin, QKeySequence::Redo);
        QCOMPARE(document()->ruleTable(RuleSetId::Classic), edited);
    }

    /**
     * The s46 walk: the licence typed in the map's page, then a terrain set; with the cursor
     * back in the licence field, Ctrl+Z emptied the licence (the field's own undo, recorded as
     * one more "Set map licence") and left the terrain. Undo must take back the terrain, the
     * person's last change, and Redo set it again, the licence untouched.
     */
    void undoKeysReachTheDocumentFromATextField()
    {
        QLineEdit *licence = focusedMapField(u"licence"_s, u"mapLicence"_s);
        QVERIFY(licence);
        QTest::keyClicks(licence, u"CC BY 4.0"_s);
        QCOMPARE(document()->map().licence, u"CC BY 4.0"_s);

        const Terrain before = document()->area(index(u"fra"_s)).terrain;
        const Terrain other = before == Terrain::Mountain ? Terrain::Forest : Terrain::Mountain;
        QVERIFY(EditActions::setTerrain(document(), {index(u"fra"_s)}, other));
        m_window->inspectorDock()->showMapField(u"licence"_s);
        QTRY_VERIFY(licence->hasFocus());

        QTest::keySequence(licence, QKeySequence::Undo);
        QCOMPARE(document()->area(index(u"fra"_s)).terrain, before);
        QCOMPARE(document()->map().licence, u"CC BY 4.0"_s);
        QCOMPARE(licence->text(), u"CC BY 4.0"_s);
        QTest::keySequence(licence, QKeySequence::Redo);
        QCOMPARE(document()->area(index(u"fra"_s)).terrain, other);
        QCOMPARE(document()->map().licence, u"CC BY 4.0"_s);
    }

    /**
     * The s47 walk typed in Licence, deleted what it typed, and the History kept a "Set map
     * licence" step that changed nothing. Typing taken back leaves no step, in the map's fields
     * as in an area's name.
     */
    void typingTakenBackLeavesNoStep()
    {
        QUndoStack *stack = document()->undoStack();
        stack->setClean(); // as saved
        const int steps = stack->count();
        QLineEdit *licence = focusedMapField(u"licence"_s, u"mapLicence"_s);
        QVERIFY(licence);
        QTest::keyClicks(licence, u"CC"_s);
        QCOMPARE(stack->count(), steps + 1);
        QTest::keyClick(licence, Qt::Key_Backspace);
        QTest::keyClick(licence, Qt::Key_Backspace);
        QCOMPARE(stack->count(), steps);
        QVERIFY(stack->isClean());

        document()->setSelectedAreas({index(u"fra"_s)});
        auto *german = inspector<QLineEdit>(u"nameDe"_s);
        german->setFocus();
        QTest::keyClicks(german, u"Fr"_s);
        QCOMPARE(stack->count(), steps + 1);
        QTest::keyClick(german, Qt::Key_Backspace);
        QTest::keyClick(german, Qt::Key_Backspace);
        QCOMPARE(stack->count(), steps);
        QVERIFY(stack->isClean());
    }

    /**
     * The s47 walk: Tab from the map's German name went to "Paint terrain in the game", so what
     * the person typed next for the author pressed the tools' one-letter keys. Tab goes down the
     * fields as they are shown: the names, the author, the licence, then the check box.
     */
    void tabGoesDownTheMapsFields()
    {
        QVERIFY(focusedMapField(u"names.de"_s, u"mapNameDe"_s));
        for (const QString &next : {u"mapAuthor"_s, u"mapLicence"_s, u"paintTerrain"_s}) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QTRY_COMPARE(QApplication::focusWidget()->objectName(), next);
        }
    }

    /**
     * Help ▸ Editor Guide and About; Language ▸ Français switches the whole window at once and
     * is remembered.
     */
    void helpAndLanguageMenus()
    {
        QAction *guide = actionFor(*m_window, u"Editor &Guide"_s);
        QVERIFY(guide);
        guide->trigger();
        auto *shown = m_window->findChild<EditorGuide *>();
        QVERIFY(shown && shown->isVisible());
        QVERIFY(shown->html().contains(u"New Map from SVG"_s));

        QString about;
        QVERIFY(
            answerModal([this] { actionFor(*m_window, u"&About Vinci Map Editor"_s)->trigger(); },
                        [] { return QApplication::activeModalWidget(); },
                        [&](QWidget &box) {
                            about = static_cast<QMessageBox &>(box).text();
                            static_cast<QMessageBox &>(box).accept();
                        }));
        QVERIFY2(about.contains(QStringLiteral(VINCI_VERSION)), qPrintable(about));
        QVERIFY(about.contains(u"LGPL"_s));

        QAction *french = actionFor(*m_window, u"Français"_s);
        QVERIFY(french);
        const QString guideTitle = shown->windowTitle();
        french->trigger();
        QCOMPARE(QSettings().value(u"language"_s).toString(), u"fr"_s);
        QStringList menus;
        for (QAction *menu : m_window->menuBar()->actions())
            menus << menu->text();
        QVERIFY2(menus.contains(u"&Fichier"_s), qPrintable(menus.join(u", ")));
        QVERIFY(shown->windowTitle() != guideTitle);
        QCOMPARE(m_window->tablesDock()->windowTitle(),
                 QCoreApplication::translate("vinci::TablesDock", "Rule tables"));
        QVERIFY(m_window->tablesDock()->windowTitle() != u"Rule tables");

        actionFor(*m_window, u"English"_s)->trigger();
        QCOMPARE(shown->windowTitle(), guideTitle);
        QCOMPARE(m_window->tablesDock()->windowTitle(), u"Rule tables"_s);
    }

    /**
     * The s46 walk: a double-click on a name not given (Issues) selected the area but left the
     * keyboard in the list, where the author's and licence's go to their field. It goes to that
     * language's name field, for an area as for the map's own name.
     */
    void aNameNotGivenTakesTheKeyboardToItsField()
    {
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        m_window->mapValidation()->validateNow();
        auto *issues = m_window->validationDock()->findChild<QTreeWidget *>();
        QVERIFY(issues);
        const auto issueEnding = [issues](const QString &end, bool area) -> QTreeWidgetItem * {
            for (QTreeWidgetItemIterator it(issues); *it; ++it) {
                const bool named = !(*it)->data(0, Qt::UserRole).toStringList().isEmpty();
                if ((*it)->text(0).contains(end) && named == area)
                    return *it;
            }
            return nullptr;
        };
        const auto doubleClick = [issues](QTreeWidgetItem *item) {
            if (item->parent())
                item->parent()->setExpanded(true); // the folded line, opened
            issues->scrollToItem(item);
            const QPoint line = issues->visualItemRect(item).center();
            QTest::mouseClick(issues->viewport(), Qt::LeftButton, {}, line);
            QTest::mouseDClick(issues->viewport(), Qt::LeftButton, {}, line);
        };
        QTreeWidgetItem *german = issueEnding(u"no name in German"_s, true);
        QVERIFY(german);
        QVERIFY2(german->text(0).endsWith(u"(double-click to fill it in)"_s),
                 qPrintable(german->text(0)));
        const QString id = german->data(0, Qt::UserRole).toStringList().front();
        doubleClick(german);
        QCOMPARE(document()->selectedAreas(), std::vector{index(id)});
        auto *field = inspector<QLineEdit>(u"nameDe"_s);
        QTRY_COMPARE(QApplication::focusWidget(), field);
        QTest::keyClicks(field, u"Nordland"_s);
        QCOMPARE(document()->area(index(id)).names.de, u"Nordland"_s);

        m_window->mapValidation()->validateNow();
        QTreeWidgetItem *french = issueEnding(u"no name in French"_s, false);
        QVERIFY(french);
        QVERIFY2(french->text(0).startsWith(u"Map name"_s), qPrintable(french->text(0)));
        // It says it is filled in from here, as the author's and licence's do (the s47 walk).
        QVERIFY2(french->text(0).endsWith(u"(double-click to fill it in)"_s),
                 qPrintable(french->text(0)));
        doubleClick(french);
        QTRY_COMPARE(QApplication::focusWidget(), inspector<QLineEdit>(u"mapNameFr"_s));
    }

    /**
     * The s49 walk: a name typed after a double-click on "no name in German" took its line out
     * of the Issues, and the lines moved under the pointer: the next double-click opened
     * another issue. Under the pointer the list keeps still (the line fixed struck out where it
     * was, opening nothing); once the pointer leaves, the line goes.
     */
    void theIssuesKeepStillUnderThePointer()
    {
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        m_window->mapValidation()->validateNow();
        auto *issues = m_window->validationDock()->findChild<QTreeWidget *>();
        QTreeWidgetItem *folded = issues->topLevelItem(issues->topLevelItemCount() - 1);
        QVERIFY(folded && folded->childCount() > 4);
        const int names = folded->childCount();
        folded->setExpanded(true);
        // A German name some way down, the list scrolled to it as a person scrolls.
        QTreeWidgetItem *german = nullptr;
        for (int i = folded->childCount() - 1; i >= 0 && !german; --i) {
            if (folded->child(i)->text(0).contains(u"no name in German"_s) &&
                !folded->child(i)->data(0, Qt::UserRole).toStringList().isEmpty())
                german = folded->child(i);
        }
        QVERIFY(german);
        issues->scrollToItem(german, QAbstractItemView::PositionAtCenter);
        const QString aimedAt = german->text(0);
        const QPoint at = issues->visualItemRect(german).center();
        // Every line as shown: its words at its place.
        const auto shown = [issues] {
            QStringList lines;
            for (int y = 0; y < issues->viewport()->height(); ++y) {
                if (const QTreeWidgetItem *item = issues->itemAt(5, y))
                    lines << u"%1: %2"_s.arg(y).arg(item->text(0));
            }
            return lines;
        };
        const QStringList before = shown();

        QTest::mouseClick(issues->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(issues->viewport(), Qt::LeftButton, {}, at);
        auto *field = inspector<QLineEdit>(u"nameDe"_s);
        QTRY_COMPARE(QApplication::focusWidget(), field);
        // The pointer is where it double-clicked (as the window system says: it entered).
        QCursor::setPos(issues->viewport()->mapToGlobal(at));
        QTest::keyClicks(field, u"Irgendwo"_s);
        m_window->mapValidation()->validateNow();
        // The folded line counts one name fewer; the other lines show what they showed.
        QStringList after = shown();
        QCOMPARE(after.size(), before.size());
        for (qsizetype i = 0; i < before.size(); ++i) {
            if (!before[i].contains(u"not given in every language"_s))
                QCOMPARE(after[i], before[i]);
        }
        QTreeWidgetItem *fixed = issues->itemAt(at);
        QCOMPARE(fixed->text(0), aimedAt);
        QVERIFY(fixed->font(0).strikeOut());
        // Double-clicked again: nothing opens.
        document()->setSelectedAreas({});
        QTest::mouseDClick(issues->viewport(), Qt::LeftButton, {}, at);
        QVERIFY(document()->selectedAreas().empty());

        // The pointer gone (the window system says so: offscreen, the test), the line goes; the
        // folded line stays open.
        QCursor::setPos(m_window->canvas()->viewport()->mapToGlobal(QPoint(20, 20)));
        QEvent leave(QEvent::Leave);
        QApplication::sendEvent(issues->viewport(), &leave);
        const auto stillShown = [&] {
            const QStringList lines = shown();
            return std::any_of(lines.begin(), lines.end(), [&](const QString &line) {
                return line.mid(line.indexOf(u": "_s) + 2) == aimedAt;
            });
        };
        QTRY_VERIFY(!stillShown());
        QTreeWidgetItem *stillFolded = issues->topLevelItem(issues->topLevelItemCount() - 1);
        QVERIFY(stillFolded->isExpanded());
        QCOMPARE(stillFolded->childCount(), names - 1);
    }

    /** The s46 walk: Edit ▸ Delete Link was offered with no link selected, and did nothing. */
    void deleteLinkOnlyWithALinkSelected()
    {
        QAction *deleteLink = actionFor(*m_window, u"&Delete Link"_s);
        QVERIFY(deleteLink);
        QVERIFY(!deleteLink->isEnabled());
        m_window->adjacencyProposals()->waitForFinished();
        m_window->adjacencyProposals()->acceptTicked();
        const LinkPair pair = LinkPair::of(document()->map().links.front());
        document()->setSelectedLink(pair);
        QVERIFY(deleteLink->isEnabled());
        deleteLink->trigger();
        QCOMPARE(document()->linkIndex(pair), -1);
        QVERIFY(!deleteLink->isEnabled());
        document()->setSelectedAreas({index(u"fra"_s)});
        QVERIFY(!deleteLink->isEnabled());
        document()->undoStack()->undo(); // the link back, selected again by nobody
        QVERIFY(!deleteLink->isEnabled());
    }

    /**
     * The s47 walk chose a link in a country's Links list: nothing lit up on the canvas and
     * Delete Link stayed greyed. A link chosen there (a click, then the arrow keys) is selected
     * as a click on the canvas would select it, the country's page staying open; Delete Link
     * deletes it and the country stays selected.
     */
    void aLinkChosenInTheListIsSelected()
    {
        m_window->adjacencyProposals()->waitForFinished();
        m_window->adjacencyProposals()->acceptTicked();
        document()->setSelectedAreas({index(u"fra"_s)});
        auto *links = inspector<QListWidget>(u"links"_s);
        QVERIFY(links && links->isVisible() && links->count() >= 2);
        QAction *deleteLink = actionFor(*m_window, u"&Delete Link"_s);
        QVERIFY(!deleteLink->isEnabled());
        const auto chosen = [links](int row) {
            return LinkPair(u"fra"_s, links->item(row)->data(Qt::UserRole).toString());
        };
        const auto drawnChosen = [this] {
            std::vector<LinkPair> pairs;
            for (QGraphicsItem *item : m_window->canvas()->scene()->items()) {
                if (item->type() == LinkItem::Type && static_cast<LinkItem *>(item)->isChosen())
                    pairs.push_back(static_cast<LinkItem *>(item)->pair());
            }
            return pairs;
        };
        QTest::mouseClick(links->viewport(), Qt::LeftButton, {},
                          links->visualItemRect(links->item(0)).center());
        QCOMPARE(document()->selectedLink(), std::optional(chosen(0)));
        QCOMPARE(document()->selectedAreas(), std::vector{index(u"fra"_s)});
        QCOMPARE(drawnChosen(), std::vector{chosen(0)});
        QVERIFY(deleteLink->isEnabled());
        QVERIFY(links->isVisible());
        QCOMPARE(links->currentRow(), 0);

        QTest::keyClick(links, Qt::Key_Down);
        QCOMPARE(links->currentRow(), 1);
        const LinkPair second = chosen(1);
        QCOMPARE(document()->selectedLink(), std::optional(second));
        QCOMPARE(drawnChosen(), std::vector{second});
        const int count = links->count();
        deleteLink->trigger();
        QCOMPARE(document()->linkIndex(second), -1);
        QCOMPARE(document()->selectedAreas(), std::vector{index(u"fra"_s)});
        QCOMPARE(links->count(), count - 1);
        QVERIFY(!deleteLink->isEnabled());
    }

    /**
     * The s46 walk, in German: France's French name set while it had no German name read
     * "Französischen Namen von France setzen" in the History; its German name given, the next
     * step read "Gelände von Gallien…". Every step names its area as it is called now.
     */
    void historyNamesAreasAsTheyAreCalledNow()
    {
        switchLanguage(*m_window, u"Deutsch"_s);
        const QString before = document()->areaName(u"fra"_s); // the English name, for now
        document()->setSelectedAreas({index(u"fra"_s)});
        QTest::keyClicks(inspector<QLineEdit>(u"nameFr"_s), u"Gaule"_s);
        QTest::keyClicks(inspector<QLineEdit>(u"nameDe"_s), u"Gallien"_s);
        QVERIFY(EditActions::setTerrain(document(), {index(u"fra"_s)}, Terrain::Forest));
        const QUndoStack *stack = document()->undoStack();
        QStringList steps;
        for (int i = stack->count() - 3; i < stack->count(); ++i)
            steps << stack->text(i);
        switchLanguage(*m_window, u"English"_s);
        for (const QString &step : steps) {
            QVERIFY2(step.contains(u"Gallien"_s) && !step.contains(before),
                     qPrintable(steps.join(u" | ")));
        }
    }

    /**
     * The s46 walk, in German: the title bar, which adds the program's name, cut Save As's
     * title ("Karte speichern unter (ein Ordner mit d…r Karte als Namen)") and the exported
     * package's note's ("Kartenpaket exportier…"). In each language they fit with the
     * program's name, in their window's width less the title bar's icon and buttons.
     */
    void saveAndExportTitlesFitInEachLanguage()
    {
        m_window->adjacencyProposals()->waitForFinished();
        m_window->adjacencyProposals()->acceptTicked();
        document()->setMapCredit(u"Ada Designer"_s, u"CC BY 4.0"_s);
        QVERIFY(m_window->saveTo(m_dir.filePath(u"titled-lands"_s)));
        QAction *saveAs = actionFor(*m_window, u"Save &As…"_s);
        QAction *exportPackage = actionFor(*m_window, u"&Export Map Package…"_s);
        QVERIFY(saveAs && exportPackage);
        EditorLanguage::nameApplication(); // as main() does
        QStringList cut;
        const auto check = [&cut](const QWidget &window) {
            QFont bold = window.font();
            bold.setBold(true);
            const QFontMetrics metrics(bold);
            const QString shown =
                window.windowTitle() + u" — "_s + QGuiApplication::applicationDisplayName();
            if (metrics.horizontalAdvance(shown) + 4 * metrics.height() > window.width())
                cut << u"%1 (%2 pixels wide)"_s.arg(shown).arg(window.width());
        };
        for (const QString &language : {u"English"_s, u"Français"_s, u"Deutsch"_s}) {
            switchLanguage(*m_window, language);
            for (QAction *action : {saveAs, exportPackage}) {
                QVERIFY(answerFileDialog(action, [&](QFileDialog &dialog) {
                    check(dialog);
                    dialog.reject();
                }));
            }
            QVERIFY(m_window->exportPackageTo(m_dir.filePath(u"titled.vincimap"_s)));
            auto *note = m_window->findChild<QMessageBox *>(u"exportedNote"_s);
            QVERIFY(note);
            QTRY_VERIFY(note->isVisible());
            check(*note);
            delete note;
        }
        switchLanguage(*m_window, u"English"_s);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(u'\n')));
    }

    /** `vinci-editor --validate` says nothing on stderr but its findings. */
    void validateWritesNoStrayWarning()
    {
        QProcess editor;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"XDG_RUNTIME_DIR"_s, m_dir.path());
        editor.setProcessEnvironment(environment);
        editor.start(QStringLiteral(VINCI_EDITOR_EXECUTABLE),
                     {u"--validate"_s, QStringLiteral(VINCI_SOURCE_DIR "/maps/europe")});
        QVERIFY(editor.waitForFinished(60000));
        QCOMPARE(editor.exitCode(), 0);
        const QByteArray errors = editor.readAllStandardError();
        QVERIFY2(!errors.contains("removeTranslator"), errors.constData());
        QVERIFY2(errors.trimmed().isEmpty(), errors.constData());
    }

    /**
     * `vinci-editor --help` says what --out is: the s50 walk read "Where --import writes the
     * new map folder" and gave the folder to put it in, not the new map's own folder. The s52
     * walk read --id's text end in "(checked)": it says what is checked.
     */
    void helpSaysWhatOutAndIdAre()
    {
        QProcess editor;
        editor.start(QStringLiteral(VINCI_EDITOR_EXECUTABLE), {u"--help"_s});
        QVERIFY(editor.waitForFinished(60000));
        QCOMPARE(editor.exitCode(), 0);
        // An option's paragraph: its line and the indented lines that go on with it.
        const QStringList lines = QString::fromUtf8(editor.readAllStandardOutput()).split(u'\n');
        const auto paragraph = [&](const QString &option) {
            QString text;
            for (const QString &line : lines) {
                if (line.trimmed().startsWith(option + u' '))
                    text = line;
                else if (!text.isEmpty() && !line.trimmed().startsWith(u'-') && !line.isEmpty())
                    text += line;
                else if (!text.isEmpty())
                    break;
            }
            return text.simplified();
        };
        const QString out = paragraph(u"--out"_s);
        QVERIFY2(out.contains(u"--import: the new map's folder, made by the import"_s),
                 qPrintable(out));
        QVERIFY2(out.contains(u"e.g. maps/my-map"_s), qPrintable(out));
        QVERIFY2(out.contains(u"--package: the package file to write"_s), qPrintable(out));
        const QString id = paragraph(u"--id"_s);
        QVERIFY2(id.contains(u"must be the name of the --out folder"_s), qPrintable(id));
        QVERIFY2(!id.contains(u"(checked)"_s), qPrintable(id));
    }
};

QTEST_MAIN(TestEditorPanels)
#include "test_editorpanels.moc"
