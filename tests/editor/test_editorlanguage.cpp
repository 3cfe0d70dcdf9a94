// The editor's Language menu as the walk used it: a map imported, a few edits, then Language ▸
// Français, ▸ Deutsch, ▸ English. Everything follows: the History's edits, the names in the
// inspector's lists, and the docks keep the width they had.
#include "document/adjacencyproposals.h"
#include "document/editactions.h"
#include "document/linkcommands.h"
#include "editortesting.h"
#include "map/terraininsentence.h"
#include "panels/adjacencydock.h"
#include "panels/inspectordock.h"
#include "panels/tablesdock.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QListWidget>
#include <QStyle>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QUndoStack>
#include <QUndoView>

using namespace vinci;
using namespace vinci::testing;
using namespace Qt::StringLiterals;

class TestEditorLanguage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<EditorWindow> m_window;

    MapDocument *document() const { return m_window->document(); }
    AreaIndex index(const QString &id) const { return *document()->indexOf(id); }

    /** Language ▸ `name` ("Français"), as a person picks it. */
    void switchTo(const QString &name) { switchLanguage(*m_window, name); }

    /** The History dock's rows, as they read now (the first is the empty state). */
    QStringList historyRows() const
    {
        auto *view = m_window->findChild<QUndoView *>(u"historyView"_s);
        QStringList rows;
        for (int row = 0; view && row < view->model()->rowCount(); ++row)
            rows << view->model()->index(row, 0).data().toString();
        return rows;
    }

    /** The edits a designer makes first: a mine ticked, a terrain, a link drawn and removed. */
    void makeEdits()
    {
        document()->setSelectedAreas({index(u"fra"_s)});
        auto *mine = m_window->inspectorDock()->findChild<QCheckBox *>(u"mine"_s);
        QVERIFY(mine);
        mine->click();
        QVERIFY(EditActions::setTerrain(document(), {index(u"fra"_s)}, Terrain::Forest));
        QVERIFY(EditActions::addLink(document(), u"fra"_s, u"norway"_s));
        QVERIFY(EditActions::removeLinks(document(), {LinkPair(u"fra"_s, u"norway"_s)}));
        QCOMPARE(document()->undoStack()->count(), 4);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        isolateEditorTest(m_dir);
    }

    void init()
    {
        m_window = editorOn(QStringLiteral(VINCI_TEST_DATA "/editor/drawing.svg"));
        QVERIFY(m_window);
    }

    void cleanup()
    {
        switchTo(u"English"_s);
        document()->undoStack()->setClean();
        m_window.reset();
    }

    /**
     * The s43 walk: after Language ▸ Français then ▸ English, the adjacency dock's tolerance still
     * read "1,2". Every number box writes its number as the language chosen last does.
     */
    void numbersFollowTheLanguage()
    {
        QVERIFY(!m_window->findChildren<QDoubleSpinBox *>().isEmpty());
        const auto written = [&](const QString &language) {
            QStringList wrong;
            for (const QDoubleSpinBox *box : m_window->findChildren<QDoubleSpinBox *>()) {
                if (!box->specialValueText().isEmpty() && box->value() == box->minimum())
                    continue; // "auto"
                const QString expected =
                    QLocale(language).toString(box->value(), 'f', box->decimals());
                if (box->cleanText() != expected)
                    wrong << box->cleanText() + u" not "_s + expected;
            }
            return wrong.join(u", ");
        };
        switchTo(u"Français"_s);
        QCOMPARE(written(u"fr"_s), QString());
        switchTo(u"English"_s);
        QCOMPARE(written(u"en"_s), QString());
        // The s44 walk at 1920x1080: Language ▸ Deutsch, then a map opened from Open Recent:
        // its tolerance read "2.2" and its coast across water "53.9".
        switchTo(u"Deutsch"_s);
        document()->undoStack()->setClean();
        QVERIFY(m_window->openMap(QStringLiteral(VINCI_SOURCE_DIR "/maps/europe")));
        QCoreApplication::processEvents();
        QCOMPARE(written(u"de"_s), QString());
    }

    /**
     * The s42 walk: Test Play from the editor in French started the game in English (the game's
     * own remembered language). The game is started in the editor's: `--language fr`. A stand-in
     * game (VINCI_GAME) writes down the command line it was given.
     */
    void testPlaySpeaksTheEditorsLanguage()
    {
        switchTo(u"Français"_s);
        m_window->adjacencyProposals()->acceptTicked();
        const QString said = m_dir.filePath(u"test-play-arguments.txt"_s);
        const QString game = m_dir.filePath(u"stand-in-vinci"_s);
        QFile script(game);
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write("#!/bin/sh\nprintf '%s\\n' \"$@\" > \"" + QFile::encodeName(said) + "\"\n");
        script.close();
        QVERIFY(script.setPermissions(script.permissions() | QFileDevice::ExeOwner));
        qputenv("VINCI_GAME", QFile::encodeName(game));
        QAction *play = nullptr;
        for (QAction *action : m_window->findChildren<QAction *>()) {
            if (action->shortcut() == QKeySequence(Qt::Key_F5))
                play = action;
        }
        QVERIFY(play);
        play->trigger();
        qunsetenv("VINCI_GAME");
        QTRY_VERIFY(QFileInfo(said).size() > 0);
        QFile arguments(said);
        QVERIFY(arguments.open(QIODevice::ReadOnly));
        const QStringList given = QString::fromUtf8(arguments.readAll()).split(u'\n');
        const qsizetype at = given.indexOf(u"--language"_s);
        QVERIFY2(at >= 0 && given.value(at + 1) == u"fr"_s, qPrintable(given.join(u' ')));
        QVERIFY(given.contains(u"--test-play"_s));
    }

    /**
     * The History shows every edit in the language of the moment, whichever it was made in:
     * French rows after Language ▸ Français, the English ones again after ▸ English.
     */
    void historyFollowsTheLanguage()
    {
        makeEdits();
        const QStringList english = historyRows();
        QCOMPARE(english.size(), 5);
        const QString france = document()->areaName(u"fra"_s);
        QVERIFY2(english.contains(u"Set the terrain of %1 to %2"_s.arg(
                     france, terrainNameInSentence(Terrain::Forest))),
                 qPrintable(english.join(u" | ")));
        // Each edit names its province (the s44 walk read "Set terrain to prairie", whose?).
        for (const QString &row : english.mid(1))
            QVERIFY2(row.contains(france), qPrintable(row));

        switchTo(u"Français"_s);
        const QStringList french = historyRows();
        QCOMPARE(french.size(), english.size());
        const QString inFrench = document()->areaName(u"fra"_s);
        const QString mine =
            QCoreApplication::translate("vinci::AreaInspector", "Add a mine to %1", nullptr, 1)
                .arg(inFrench);
        const auto terrainText = [&] {
            return QCoreApplication::translate("EditActions", "Set the terrain of %1 to %2",
                                               nullptr, 1)
                .arg(document()->areaName(u"fra"_s), terrainNameInSentence(Terrain::Forest));
        };
        const QString terrain = terrainText();
        const QString link =
            QCoreApplication::translate("AddLink", "Link %1 and %2")
                .arg(document()->areaName(u"fra"_s), document()->areaName(u"norway"_s));
        const QString unlink =
            QCoreApplication::translate("RemoveLink", "Unlink %1 and %2")
                .arg(document()->areaName(u"fra"_s), document()->areaName(u"norway"_s));
        QVERIFY(!mine.startsWith(u"Add a mine"_s)); // the French translation is loaded
        QCOMPARE(french.mid(1), (QStringList{mine, terrain, link, unlink}));
        for (int row = 1; row < french.size(); ++row)
            QVERIFY2(french[row] != english[row], qPrintable(french[row]));
        // Edit ▸ Undo names the last edit in French too.
        QCOMPARE(document()->undoStack()->undoText(), unlink);

        switchTo(u"Deutsch"_s);
        QCOMPARE(historyRows()[2], terrainText());
        QVERIFY(historyRows()[2] != french[2]);

        switchTo(u"English"_s);
        QCOMPARE(historyRows(), english);
        // And an edit made in French reads in English once back.
        switchTo(u"Français"_s);
        QVERIFY(EditActions::setTerrain(document(), {index(u"fra"_s)}, Terrain::Mountain));
        switchTo(u"English"_s);
        QCOMPARE(historyRows().last(), u"Set the terrain of %1 to %2"_s.arg(
                                           france, terrainNameInSentence(Terrain::Mountain)));
        // Two areas at once: both named, listed as the language lists them.
        QVERIFY(EditActions::setAreaKind(document(), {index(u"fra"_s), index(u"norway"_s)},
                                         AreaKind::Sea));
        QCOMPARE(historyRows().last(),
                 u"Make %1 and %2 sea zones"_s.arg(france, document()->areaName(u"norway"_s)));
        switchTo(u"Français"_s);
        QVERIFY2(historyRows().last().contains(u" et "_s), qPrintable(historyRows().last()));
    }

    /**
     * The s42 editor walk's wording, in French: a proposal's number says it is in the drawing's
     * units; a terrain inside a sentence is lower-case ("forêt", as the rulebook writes it); an
     * area's name set says whose; the map's French and German names are two steps, each saying
     * which language.
     */
    void historyAndProposalsSayWhatTheyMean()
    {
        switchTo(u"Français"_s);
        const QString unit = u"unité"_s; // "27 unités d'eau entre elles", "30 unités de long"
        auto *tree = m_window->adjacencyDock()->findChild<QTreeWidget *>();
        QVERIFY(tree);
        int measured = 0;
        for (QTreeWidgetItemIterator it(tree); *it; ++it) {
            const QString proposal = (*it)->text(1);
            for (const LinkKind kind : {LinkKind::Land, LinkKind::Coast}) {
                if (proposal.startsWith(linkKindName(kind))) {
                    ++measured;
                    QVERIFY2(proposal.contains(unit), qPrintable(proposal));
                }
            }
        }
        QVERIFY(measured > 0);

        QVERIFY(EditActions::setTerrain(document(), {index(u"fra"_s)}, Terrain::Forest));
        const QString terrain = document()->undoStack()->undoText();
        QVERIFY2(terrain.endsWith(u" forêt"_s), qPrintable(terrain));
        switchTo(u"Deutsch"_s);
        QVERIFY2(document()->undoStack()->undoText().endsWith(u" Wald setzen"_s),
                 qPrintable(document()->undoStack()->undoText()));
        switchTo(u"Français"_s);

        document()->setSelectedAreas({index(u"fra"_s)});
        auto *areaFrench = m_window->inspectorDock()->findChild<QLineEdit *>(u"nameFr"_s);
        QVERIFY(areaFrench);
        areaFrench->selectAll();
        QTest::keyClicks(areaFrench, u"Gaule"_s);
        // The area as it is called now, by the name just typed
        // (historyNamesAreasAsTheyAreCalledNow).
        const QString named = document()->undoStack()->undoText();
        QVERIFY2(named.contains(u"Gaule"_s), qPrintable(named));

        document()->setSelectedAreas({});
        const int before = document()->undoStack()->count();
        for (const QString &field : {u"mapNameFr"_s, u"mapNameDe"_s}) {
            auto *edit = m_window->inspectorDock()->findChild<QLineEdit *>(field);
            QVERIFY2(edit, qPrintable(field));
            edit->selectAll();
            QTest::keyClicks(edit, u"Ouest"_s);
        }
        QCOMPARE(document()->undoStack()->count(), before + 2);
        const QString french = document()->undoStack()->text(before);
        const QString german = document()->undoStack()->text(before + 1);
        QVERIFY2(french.contains(u"français"_s), qPrintable(french));
        QVERIFY2(german.contains(u"allemand"_s), qPrintable(german));
    }

    /**
     * The s44 walk, in German on Europe: the inspector's lines of a province's links ran on
     * behind the side scroll bar ("Östliches Mittelmeer — Meeresverbindung (automati…"). At
     * 1366x768 every line of every area's links shows whole, over two lines where one is short.
     */
    void linkListLinesShowWhole()
    {
        m_window->resize(1366, 768);
        document()->undoStack()->setClean();
        QVERIFY(m_window->openMap(QStringLiteral(VINCI_SOURCE_DIR "/maps/europe")));
        switchTo(u"Deutsch"_s);
        m_window->inspectorDock()->raise();
        auto *list = m_window->inspectorDock()->findChild<QListWidget *>(u"links"_s);
        QVERIFY(list);
        const int margin = 2 * (list->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1);
        QStringList cut;
        int lines = 0;
        for (AreaIndex area = 0; area < document()->areaCount(); ++area) {
            document()->setSelectedAreas({area});
            QCoreApplication::processEvents(); // laid out as shown
            QVERIFY(list->isVisible());
            const int shown = list->viewport()->width();
            for (int row = 0; row < list->count(); ++row) {
                const QListWidgetItem *item = list->item(row);
                const QRect rect = list->visualItemRect(item);
                const QRect needed = list->fontMetrics().boundingRect(
                    QRect(0, 0, rect.width() - margin, 100000), Qt::TextWordWrap, item->text());
                ++lines;
                if (rect.right() >= shown || needed.width() > rect.width() - margin ||
                    needed.height() > rect.height())
                    cut << item->text();
            }
        }
        QVERIFY(lines > 200);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(u'\n')));
    }

    /**
     * The inspector's list of an area's links names the other end in the interface's language:
     * the sea zone the import named "Sea" reads "Mer" in French, not "Sea".
     */
    void linkListNamesFollowTheLanguage()
    {
        // The walk's drawing: its sea is a background rectangle, which the import names "Sea",
        // "Mer", "Meer".
        QVERIFY(
            m_window->importDrawing(QStringLiteral(VINCI_TEST_DATA "/svg/europe-jittered.svg")));
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            if (widget != m_window.get() && widget->isVisible())
                widget->close();
        }
        // The sea the import named for want of a name ("Sea", "Mer", "Meer").
        QString sea;
        for (const AreaData &area : document()->map().areas) {
            if (area.kind == AreaKind::Sea && !area.names.fr.isEmpty() &&
                area.names.fr != area.names.en)
                sea = area.id;
        }
        QVERIFY2(!sea.isEmpty(), "no sea named in three languages");
        const AreaData &area = document()->area(index(sea));
        // A province linked to the sea.
        QString coastal;
        for (const LinkData &link : document()->map().links) {
            if (link.a == sea || link.b == sea)
                coastal = link.a == sea ? link.b : link.a;
        }
        if (coastal.isEmpty()) {
            coastal = document()->map().areas.front().id == sea
                          ? document()->map().areas.back().id
                          : document()->map().areas.front().id;
            QVERIFY(EditActions::addLink(document(), coastal, sea));
        }
        document()->setSelectedAreas({index(coastal)});
        auto *links = m_window->inspectorDock()->findChild<QListWidget *>(u"links"_s);
        QVERIFY(links);
        auto seaRow = [&]() -> QString {
            for (int row = 0; row < links->count(); ++row) {
                if (links->item(row)->data(Qt::UserRole).toString() == sea)
                    return links->item(row)->text();
            }
            return {};
        };
        QVERIFY2(seaRow().startsWith(area.names.en), qPrintable(seaRow()));

        switchTo(u"Français"_s);
        QVERIFY2(seaRow().startsWith(area.names.fr), qPrintable(seaRow()));
        switchTo(u"Deutsch"_s);
        QVERIFY2(seaRow().startsWith(area.names.in(u"de")), qPrintable(seaRow()));
        switchTo(u"English"_s);
        QVERIFY2(seaRow().startsWith(area.names.en), qPrintable(seaRow()));
    }

    /**
     * The left dock keeps its width through the switches: after English → French → German →
     * English it is as wide as before, and ten more switches do not widen it.
     */
    void leftDockKeepsItsWidth()
    {
        QWidget *left = m_window->adjacencyDock();
        QCoreApplication::processEvents();
        const int before = left->width();
        for (const QString &name : {u"Français"_s, u"Deutsch"_s, u"English"_s})
            switchTo(name);
        QVERIFY2(std::abs(left->width() - before) <= 4,
                 qPrintable(u"%1 px, then %2 px"_s.arg(before).arg(left->width())));
        for (int round = 0; round < 5; ++round) {
            switchTo(u"Deutsch"_s);
            switchTo(u"English"_s);
        }
        QVERIFY2(left->width() <= before + 4,
                 qPrintable(u"%1 px, then %2 px"_s.arg(before).arg(left->width())));
    }
};

QTEST_MAIN(TestEditorLanguage)
#include "test_editorlanguage.moc"
