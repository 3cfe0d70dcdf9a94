#include "areaitem.h"
#include "canvas/linkitem.h"
#include "canvas/mapcanvas.h"
#include "cli/importcommand.h"
#include "cli/validatecommand.h"
#include "dialogfolder.h"
#include "document/adjacencyproposals.h"
#include "document/autosaver.h"
#include "document/editactions.h"
#include "document/mapdocument.h"
#include "document/mapvalidation.h"
#include "editortesting.h"
#include "editorwindow.h"
#include "labellayout.h"
#include "mapartitem.h"
#include "mapformat/maploader.h"
#include "mapformat/mapwriter.h"
#include "mapscene.h"
#include "panels/adjacencydock.h"
#include "panels/inspectordock.h"
#include "panels/validationdock.h"
#include "programoutput.h"
#include "recentfiles.h"
#include "startupmap.h"
#include "testplay.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QCommandLineParser>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QTimer>
#include <QTreeView>
#include <QTreeWidget>
#include <QUndoStack>

#include <functional>
#include <type_traits>

using namespace vinci;
using namespace vinci::testing;
using namespace Qt::StringLiterals;

namespace {

std::vector<AreaIndex> areaIndices(const MapDocument &document, const QStringList &ids)
{
    std::vector<AreaIndex> result;
    for (const QString &id : ids)
        result.push_back(*document.indexOf(id));
    return result;
}

/** A point inside an area (its deepest), in the canvas viewport's coordinates. */
QPoint insidePointOf(const MapCanvas &canvas, const QString &id)
{
    const AreaIndex index = *canvas.document()->indexOf(id);
    // The deepest point: inside the province wherever its name is drawn (or, for a small one,
    // not drawn at this zoom).
    return canvas.mapFromScene(canvas.mapScene()->labelLayout(index)->pole.centre);
}

/**
 * Clicks the button whose text (without its mnemonic) is `text` on the next message box, after
 * noting the texts of all its buttons in `offered`.
 */
void answerRecoveryWith(const QString &text, QStringList *offered)
{
    QTimer::singleShot(0, [text, offered] {
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            auto *box = qobject_cast<QMessageBox *>(widget);
            if (!box || !box->isVisible())
                continue;
            QAbstractButton *chosen = nullptr;
            for (QAbstractButton *button : box->buttons()) {
                const QString shown = button->text().remove(u'&');
                offered->append(shown);
                if (shown == text)
                    chosen = button;
            }
            if (chosen)
                chosen->click();
            else
                box->reject();
            return;
        }
    });
}

/** The adjacency dock's line for a pair: the one whose tooltip names both ids, or null. */
QTreeWidgetItem *adjacencyLine(AdjacencyDock *dock, const LinkPair &pair)
{
    const QString ids = u"(%1 – %2)"_s.arg(pair.a, pair.b);
    for (QTreeWidgetItemIterator it(dock->findChild<QTreeWidget *>()); *it; ++it) {
        if ((*it)->parent() && (*it)->toolTip(0).contains(ids))
            return *it;
    }
    return nullptr;
}

struct CommandOutcome
{
    int exitCode;
    QString out;
    QString errors;
};

template<typename Command>
CommandOutcome runCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    // --import and --package share --out, as main.cpp gives it them.
    const QCommandLineOption outOption(u"out"_s, {}, u"path"_s);
    parser.addOption(outOption);
    auto command = [&] {
        if constexpr (std::is_constructible_v<Command, QCommandLineParser &,
                                              const QCommandLineOption &>)
            return Command(parser, outOption);
        else
            return Command(parser);
    }();
    parser.addPositionalArgument(u"map"_s, {});
    if (!parser.parse(QStringList(u"vinci-editor"_s) + arguments))
        return {-1, {}, parser.errorText()};
    QString out;
    QString errors;
    QTextStream outStream(&out);
    QTextStream errorStream(&errors);
    const int code = command.run(outStream, errorStream);
    outStream.flush();
    errorStream.flush();
    return {code, out, errors};
}

} // namespace

/** The editor's window driven as a designer would: import, inspect, link, validate, save. */
class TestEditorWindow : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    /** Where the editor was started from: never where a file dialog opens. */
    QTemporaryDir m_started;
    std::unique_ptr<EditorWindow> m_window;

    MapDocument *document() const { return m_window->document(); }

    /** How many corner-only touches are listed to decide. */
    static int cornersListed(const AdjacencyProposals &proposals)
    {
        return static_cast<int>(
            std::count_if(proposals.proposals().begin(), proposals.proposals().end(),
                          [](const AdjacencyProposal &proposal) {
                              return proposal.state == AdjacencyProposal::State::Corner;
                          }));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid() && m_started.isValid());
        // The designer's home and documents folder are the test's.
        qputenv("HOME", QFile::encodeName(m_dir.filePath(u"home"_s)));
        qunsetenv("XDG_CONFIG_HOME");
        QVERIFY(QDir().mkpath(m_dir.filePath(u"home/Documents"_s)));
        QVERIFY(QDir::setCurrent(m_started.path()));
        QApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
        QStandardPaths::setTestModeEnabled(true);
        // Window layout and recent maps go to the test's folder, not the user's settings.
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope,
                           m_dir.filePath(u"settings"_s));
    }

    void init()
    {
        m_window = std::make_unique<EditorWindow>();
        m_window->resize(1400, 900);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->importDrawing(drawingPath()));
        // The search runs off the GUI thread: its proposals come a moment later.
        QTRY_COMPARE(m_window->adjacencyProposals()->status(), AdjacencyProposals::Status::Ready);
        // The import report opened; it is not what these tests look at.
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            if (widget != m_window.get() && widget->isVisible())
                widget->close();
        }
    }

    void cleanup()
    {
        document()->undoStack()->setClean();
        m_window.reset();
    }

    void importProposesTheAdjacency()
    {
        QCOMPARE(document()->areaCount(), 7);
        QVERIFY(document()->map().links.empty());
        AdjacencyProposals *proposals = m_window->adjacencyProposals();
        QVERIFY(!proposals->plan().steps.empty());
        QCOMPARE(proposals->plan().corners.size(), std::size_t(2));
        proposals->acceptTicked();
        QCOMPARE(document()->map().links.size(), std::size_t(11));
        QVERIFY(proposals->plan().steps.empty());
        QCOMPARE(proposals->plan().confirmed, 11);
        // One undo step takes every accepted link back.
        document()->undoStack()->undo();
        QVERIFY(document()->map().links.empty());
    }

    void anUnlinkedLinkIsNotAcceptedAgain()
    {
        AdjacencyDock *dock = m_window->adjacencyDock();
        QPushButton *accept = buttonNamed(dock, u"Accept checked"_s);
        QVERIFY(accept);
        QTest::mouseClick(accept, Qt::LeftButton);
        const LinkPair pair(u"fra"_s, u"alps"_s);
        QVERIFY(document()->linkIndex(pair) >= 0);

        // France selected, Alps picked in the inspector's links, Unlink.
        document()->setSelectedAreas(areaIndices(*document(), {u"fra"_s}));
        auto *links = m_window->inspectorDock()->findChild<QListWidget *>(u"links"_s);
        QVERIFY(links);
        for (int row = 0; row < links->count(); ++row) {
            if (links->item(row)->data(Qt::UserRole).toString() == u"alps"_s)
                links->setCurrentRow(row);
        }
        QVERIFY(links->currentItem());
        QTest::mouseClick(buttonNamed(m_window->inspectorDock(), u"Unlink"_s), Qt::LeftButton);
        QVERIFY(document()->linkIndex(pair) < 0);

        // Listed as rejected, unchecked; Accept checked leaves it out.
        QTreeWidgetItem *line = adjacencyLine(dock, pair);
        QVERIFY(line);
        QCOMPARE(line->checkState(0), Qt::Unchecked);
        QVERIFY(line->parent()->text(0).startsWith(u"Rejected"_s));
        QTest::mouseClick(accept, Qt::LeftButton);
        QVERIFY(document()->linkIndex(pair) < 0);

        // Undo the Unlink: the link is back and nothing is rejected any more.
        document()->undoStack()->undo();
        QVERIFY(document()->linkIndex(pair) >= 0);
        QVERIFY(!adjacencyLine(dock, pair));
        QVERIFY(!buttonNamed(dock, u"Forget rejections"_s)->isEnabled());
    }

    /**
     * The s52 walk ticked a corner touch ("meet in a corner: check to link them") and accepted
     * it: a shared coast came, which it never asked for. The line says the kind it makes, and
     * accepting makes that: two provinces meeting at a point, a land border, set by hand.
     */
    void acceptingACornerTouchMakesTheKindItSays()
    {
        AdjacencyDock *dock = m_window->adjacencyDock();
        const auto &proposals = m_window->adjacencyProposals()->proposals();
        const auto corner = std::ranges::find_if(proposals, [](const AdjacencyProposal &p) {
            return p.state == AdjacencyProposal::State::Corner;
        });
        QVERIFY(corner != proposals.end());
        const LinkPair pair = corner->pair;
        QCOMPARE(document()->area(*document()->indexOf(pair.a)).kind, AreaKind::Land);
        QCOMPARE(document()->area(*document()->indexOf(pair.b)).kind, AreaKind::Land);
        QTreeWidgetItem *line = adjacencyLine(dock, pair);
        QVERIFY(line);
        QVERIFY2(line->text(1).contains(u"land border"_s), qPrintable(line->text(1)));
        QVERIFY(!line->icon(1).isNull());
        // Only the corner ticked (as a click on its box does), then Accept checked.
        for (QTreeWidgetItemIterator it(dock->findChild<QTreeWidget *>()); *it; ++it) {
            if ((*it)->flags() & Qt::ItemIsUserCheckable)
                (*it)->setCheckState(0, *it == line ? Qt::Checked : Qt::Unchecked);
        }
        QTest::mouseClick(buttonNamed(dock, u"Accept checked"_s), Qt::LeftButton);
        const int link = document()->linkIndex(pair);
        QVERIFY(link >= 0);
        QCOMPARE(document()->map().links.size(), std::size_t(1));
        QCOMPARE(document()->map().links[static_cast<std::size_t>(link)].kind, LinkKind::Land);
        QVERIFY(document()->map().links[static_cast<std::size_t>(link)].manual);
    }

    /**
     * The s52 walk renamed a province's id in the inspector: the link search's findings went,
     * "The map's shapes changed: find links again". An id is no shape: the findings stay,
     * under the new id, ticks and all.
     */
    void renamingAnAreaKeepsTheFindings()
    {
        AdjacencyProposals *proposals = m_window->adjacencyProposals();
        const auto described = [&](const QString &oldId, const QString &newId) {
            QStringList lines;
            for (const AdjacencyProposal &p : proposals->proposals()) {
                const LinkPair pair(p.pair.a == oldId ? newId : p.pair.a,
                                    p.pair.b == oldId ? newId : p.pair.b);
                lines << u"%1-%2 %3 %4 %5"_s.arg(pair.a, pair.b)
                             .arg(static_cast<int>(p.state))
                             .arg(static_cast<int>(p.kind))
                             .arg(p.ticked);
            }
            lines.sort();
            return lines;
        };
        // One line unticked by the designer: it stays unticked.
        const auto unticked = std::ranges::find_if(proposals->proposals(), [](const auto &p) {
            return p.pair.contains(u"fra"_s) && p.ticked;
        });
        QVERIFY(unticked != proposals->proposals().end());
        proposals->setTicked(static_cast<std::size_t>(unticked - proposals->proposals().begin()),
                             false);
        const QStringList before = described(u"fra"_s, u"fra"_s);

        document()->selectIds({u"fra"_s});
        auto *id = m_window->inspectorDock()->findChild<QLineEdit *>(u"areaId"_s);
        QVERIFY(id && id->isVisible());
        id->selectAll();
        QTest::keyClicks(id, u"gaul"_s);
        QTest::keyClick(id, Qt::Key_Return);
        QVERIFY(document()->indexOf(u"gaul"_s));

        QCOMPARE(proposals->status(), AdjacencyProposals::Status::Ready);
        QCOMPARE(described(u"gaul"_s, u"fra"_s), before);
        // Undone, the old id again, the findings still there.
        document()->undoStack()->undo();
        QCOMPARE(proposals->status(), AdjacencyProposals::Status::Ready);
        QCOMPARE(described(u"fra"_s, u"fra"_s), before);
        // A shape that changes still asks for a new search.
        QVERIFY(EditActions::removeAreas(document(), {*document()->indexOf(u"norway"_s)}));
        QCOMPARE(proposals->status(), AdjacencyProposals::Status::ShapesChanged);
    }

    void aShippedMapOpenedAnywhereProposesNothingNew_data()
    {
        QTest::addColumn<QString>("map");
        QTest::newRow("europe") << u"europe"_s;
        QTest::newRow("mediterranean") << u"mediterranean"_s;
    }

    /**
     * The s52 walk copied maps/europe to another folder and opened the copy: 10 new links were
     * proposed at once, ticked, on a finished map. A shipped map, opened from its own folder or
     * a copy, proposes nothing: the links its designer did not take are listed as rejected.
     */
    void aShippedMapOpenedAnywhereProposesNothingNew()
    {
        QFETCH(QString, map);
        const QString copy = m_dir.filePath(u"copies/x-"_s + map);
        QVERIFY(QDir().mkpath(copy));
        for (const QString &file : {u"map.json"_s, u"map.svg"_s}) {
            QFile::remove(copy + u'/' + file);
            QVERIFY(QFile::copy(QStringLiteral(VINCI_SOURCE_DIR "/maps/") + map + u'/' + file,
                                copy + u'/' + file));
        }
        const AdjacencyProposals *proposals = nullptr;
        const auto proposed = [&] {
            QStringList lines;
            for (const AdjacencyProposal &p : proposals->proposals()) {
                if (p.state != AdjacencyProposal::State::Rejected)
                    lines << u"%1-%2 (%3)"_s.arg(p.pair.a, p.pair.b).arg(static_cast<int>(p.state));
            }
            return lines;
        };
        // (In its own folder it proposed the same: the search reads the shapes and the links,
        // not the folder.)
        document()->undoStack()->setClean();
        QVERIFY(m_window->openMap(copy));
        proposals = m_window->adjacencyProposals();
        QTRY_COMPARE_WITH_TIMEOUT(proposals->status(), AdjacencyProposals::Status::Ready, 120000);
        QVERIFY2(proposed().isEmpty(), qPrintable(proposed().join(u", ")));
    }

    void aSearchShowsItsProgressAndCanBeCancelled()
    {
        QVERIFY(m_window->openMap(QStringLiteral(VINCI_SOURCE_DIR "/maps/europe")));
        const MapData before = document()->map();
        AdjacencyDock *dock = m_window->adjacencyDock();
        AdjacencyProposals *proposals = m_window->adjacencyProposals();
        auto *dockProgress = dock->findChild<QProgressBar *>();
        auto *statusProgress = m_window->statusBar()->findChild<QProgressBar *>();
        QPushButton *find = buttonNamed(dock, u"Find links"_s);
        QPushButton *cancel = buttonNamed(dock, u"Cancel"_s);
        QVERIFY(dockProgress && statusProgress && find && cancel);
        // The search the opened map starts by itself (its corner touches) ends first.
        QTRY_VERIFY_WITH_TIMEOUT(!proposals->isRunning(), 120000);
        QVERIFY(!dockProgress->isVisible() && !cancel->isVisible());

        // Started, then cancelled: the map is as it was, nothing proposed.
        QTest::mouseClick(find, Qt::LeftButton);
        QVERIFY(proposals->isRunning());
        QVERIFY(dockProgress->isVisible() && statusProgress->isVisible() && cancel->isVisible());
        QTest::mouseClick(cancel, Qt::LeftButton);
        QCOMPARE(proposals->status(), AdjacencyProposals::Status::Cancelled);
        QVERIFY(!dockProgress->isVisible() && !statusProgress->isVisible());
        QTest::qWait(100);
        QCOMPARE(proposals->status(), AdjacencyProposals::Status::Cancelled);
        QCOMPARE(document()->map(), before);
        QCOMPARE(document()->undoStack()->count(), 0);

        // Started again and left to run: the window keeps handling events, the answer arrives.
        int turnsWhileRunning = 0;
        QTimer turn;
        connect(&turn, &QTimer::timeout, this,
                [&] { turnsWhileRunning += proposals->isRunning(); });
        turn.start(0);
        QTest::mouseClick(find, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!proposals->isRunning(), 120000);
        QVERIFY(turnsWhileRunning > 0);
        QCOMPARE(proposals->status(), AdjacencyProposals::Status::Ready);
        QVERIFY(!dockProgress->isVisible() && !statusProgress->isVisible());
        QVERIFY(proposals->plan().confirmed > 0);
        QCOMPARE(document()->map(), before);
    }

    void setsTerrainOnSeveralProvincesAtOnce()
    {
        const auto provinces = areaIndices(*document(), {u"fra"_s, u"alps"_s, u"italy"_s});
        document()->setSelectedAreas(provinces);
        auto *terrain = m_window->inspectorDock()->findChild<QComboBox *>(u"terrain"_s);
        QVERIFY(terrain && terrain->isVisible());
        terrain->setCurrentIndex(static_cast<int>(Terrain::Forest));
        emit terrain->activated(static_cast<int>(Terrain::Forest));
        for (AreaIndex index : provinces)
            QCOMPARE(document()->area(index).terrain, Terrain::Forest);
        QCOMPARE(document()->undoStack()->count(), 1);

        // A selection with differing values shows them as mixed.
        document()->setSelectedAreas(areaIndices(*document(), {u"fra"_s, u"norway"_s}));
        QCOMPARE(terrain->currentIndex(), -1);
        document()->undoStack()->undo();
        for (AreaIndex index : provinces)
            QCOMPARE(document()->area(index).terrain, Terrain::Farmland);
    }

    /**
     * An imported drawing's colours are not its terrain: the game paints the terrain, until the
     * designer unticks it in the map's properties (one undo step). That is the game's setting:
     * the canvas paints the terrain either way (the s53 walk set forest with it unticked and saw
     * nothing), and View ▸ Show Terrain shows the drawing as drawn.
     */
    void importedMapPaintsTerrainUntilUnticked()
    {
        QVERIFY(document()->map().paintTerrain);
        const MapScene *scene = m_window->findChild<MapCanvas *>()->mapScene();
        const AreaIndex fra = *document()->indexOf(u"fra"_s);
        QVERIFY(scene->isTerrainPainted());
        QVERIFY(scene->areaItem(fra)->terrainFill().style() != Qt::NoBrush);
        document()->setSelectedAreas({});
        auto *paint = m_window->inspectorDock()->findChild<QCheckBox *>(u"paintTerrain"_s);
        QVERIFY(paint && paint->isVisible());
        QVERIFY(paint->isChecked());
        const int steps = document()->undoStack()->count();
        QTest::mouseClick(paint, Qt::LeftButton, {}, QPoint(8, paint->height() / 2));
        QVERIFY(!document()->map().paintTerrain);
        QCOMPARE(document()->undoStack()->count(), steps + 1);
        // Forest set with the game's painting unticked shows as forest on the canvas.
        const QBrush farmland = scene->areaItem(fra)->terrainFill();
        QVERIFY(farmland.style() != Qt::NoBrush);
        document()->setSelectedAreas({fra});
        auto *terrain = m_window->inspectorDock()->findChild<QComboBox *>(u"terrain"_s);
        QVERIFY(terrain);
        terrain->setCurrentIndex(static_cast<int>(Terrain::Forest));
        emit terrain->activated(static_cast<int>(Terrain::Forest));
        QCOMPARE(document()->area(fra).terrain, Terrain::Forest);
        QVERIFY(scene->isTerrainPainted());
        QVERIFY(scene->areaItem(fra)->terrainFill().style() != Qt::NoBrush);
        QVERIFY(scene->areaItem(fra)->terrainFill() != farmland);
        // The View menu's toggle, on by default: off shows the drawing as drawn, on paints again.
        QAction *show = actionFor(*m_window, u"Show &Terrain"_s);
        QVERIFY(show && show->isChecked());
        show->trigger();
        QCOMPARE(scene->areaItem(fra)->terrainFill().style(), Qt::NoBrush);
        show->trigger();
        QVERIFY(scene->areaItem(fra)->terrainFill().style() != Qt::NoBrush);
        document()->undoStack()->undo();
        document()->undoStack()->undo();
        document()->setSelectedAreas({});
        QVERIFY(document()->map().paintTerrain);
        QVERIFY(paint->isChecked());
        QVERIFY(scene->areaItem(fra)->terrainFill().style() != Qt::NoBrush);
    }

    void mixedFlagsAndNamesOnSeveralAreas()
    {
        document()->setSelectedAreas(areaIndices(*document(), {u"sea"_s, u"fra"_s}));
        auto *edge = m_window->inspectorDock()->findChild<QCheckBox *>(u"boardEdge"_s);
        auto *mine = m_window->inspectorDock()->findChild<QCheckBox *>(u"mine"_s);
        QCOMPARE(edge->checkState(), Qt::PartiallyChecked); // the sea is on the edge, fra not
        edge->click();
        QVERIFY(document()->area(*document()->indexOf(u"fra"_s)).boardEdge);
        QVERIFY(document()->area(*document()->indexOf(u"sea"_s)).boardEdge);
        mine->click(); // only the province can have a mine
        QVERIFY(document()->area(*document()->indexOf(u"fra"_s)).mine);
        QVERIFY(!document()->area(*document()->indexOf(u"sea"_s)).mine);

        auto *french = m_window->inspectorDock()->findChild<QLineEdit *>(u"nameFr"_s);
        document()->setSelectedAreas(areaIndices(*document(), {u"fra"_s}));
        french->setFocus();
        QTest::keyClicks(french, u"France"_s);
        QCOMPARE(document()->area(*document()->indexOf(u"fra"_s)).names.fr, u"France"_s);
        // Typing is one undo step.
        const int steps = document()->undoStack()->count();
        document()->undoStack()->undo();
        QCOMPARE(document()->area(*document()->indexOf(u"fra"_s)).names.fr, QString());
        QCOMPARE(steps, 3);
    }

    void dragFromOneAreaToAnotherLinksThem()
    {
        MapCanvas *canvas = m_window->canvas();
        canvas->setTool(MapCanvas::Tool::Link);
        const QPoint from = insidePointOf(*canvas, u"norway"_s);
        const QPoint to = insidePointOf(*canvas, u"fra"_s);
        QTest::mousePress(canvas->viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(canvas->viewport(), (from + to) / 2);
        QTest::mouseMove(canvas->viewport(), to);
        QTest::mouseRelease(canvas->viewport(), Qt::LeftButton, {}, to);
        const int position = document()->linkIndex(LinkPair(u"norway"_s, u"fra"_s));
        QVERIFY(position >= 0);
        const LinkData &link = document()->map().links[static_cast<std::size_t>(position)];
        QCOMPARE(link.kind, LinkKind::Coast); // they do not touch: neighbours across water
        QVERIFY(link.manual);
        QCOMPARE(document()->selectedLink(), LinkPair(u"norway"_s, u"fra"_s));
        // The line is on the canvas; clicking it in the select tool selects it.
        canvas->setTool(MapCanvas::Tool::Select);
        document()->setSelectedAreas({});
        // Zoomed out on this small map the names cover the short line, and a click on a name
        // selects its province: zoomed in, as a designer would, the line is clear of them.
        canvas->zoomTo(canvas->zoom() * 6, (from + to) / 2);
        const QPoint a = insidePointOf(*canvas, u"norway"_s);
        const QPoint b = insidePointOf(*canvas, u"fra"_s);
        QPoint middle;
        for (int step = 1; step < 40 && !canvas->linkAtViewPoint(middle); ++step)
            middle = a + (b - a) * step / 40;
        QVERIFY(canvas->linkAtViewPoint(middle));
        QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, middle);
        QCOMPARE(document()->selectedLink(), LinkPair(u"norway"_s, u"fra"_s));
    }

    void clickCtrlClickAndRubberBandSelect()
    {
        MapCanvas *canvas = m_window->canvas();
        const QPoint fra = insidePointOf(*canvas, u"fra"_s);
        const QPoint alps = insidePointOf(*canvas, u"alps"_s);
        QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, fra);
        QCOMPARE(document()->selectedAreas(), areaIndices(*document(), {u"fra"_s}));
        QTest::mouseClick(canvas->viewport(), Qt::LeftButton, Qt::ControlModifier, alps);
        std::vector<AreaIndex> both = areaIndices(*document(), {u"fra"_s, u"alps"_s});
        std::sort(both.begin(), both.end());
        QCOMPARE(document()->selectedAreas(), both);
        // A rectangle over the four western provinces (the seas are larger than it).
        const QPoint italy = insidePointOf(*canvas, u"italy"_s);
        const QPoint ile = insidePointOf(*canvas, u"ile-de-france"_s);
        const QPoint topLeft(std::min(fra.x(), alps.x()) - 5, std::min(fra.y(), ile.y()) - 5);
        const QPoint bottomRight(std::max(ile.x(), italy.x()) + 5,
                                 std::max(alps.y(), italy.y()) + 5);
        QTest::mousePress(canvas->viewport(), Qt::LeftButton, {}, topLeft);
        QTest::mouseMove(canvas->viewport(), topLeft + QPoint(20, 20));
        QTest::mouseMove(canvas->viewport(), bottomRight);
        QTest::mouseRelease(canvas->viewport(), Qt::LeftButton, {}, bottomRight);
        std::vector<AreaIndex> four =
            areaIndices(*document(), {u"fra"_s, u"alps"_s, u"italy"_s, u"ile-de-france"_s});
        std::sort(four.begin(), four.end());
        QCOMPARE(document()->selectedAreas(), four);
    }

    /** Edit > Select All Areas selects every area, in index order; Select None none. */
    void selectAllAndNone()
    {
        const auto action = [this](const QKeySequence &keys) -> QAction * {
            for (QAction *candidate : m_window->findChildren<QAction *>()) {
                if (candidate->shortcut() == keys)
                    return candidate;
            }
            return nullptr;
        };
        QAction *all = action(QKeySequence::SelectAll);
        QAction *none = action(QKeySequence(Qt::Key_Escape));
        QVERIFY(all && none);
        all->trigger();
        const std::vector<AreaIndex> &selected = document()->selectedAreas();
        QCOMPARE(selected.size(), std::size_t(document()->areaCount()));
        for (std::size_t i = 0; i < selected.size(); ++i)
            QCOMPARE(selected[i], AreaIndex(i));
        none->trigger();
        QVERIFY(document()->selectedAreas().empty());
    }

    void validationFollowsEditsAndSelects()
    {
        MapValidation *validation = m_window->mapValidation();
        m_window->adjacencyProposals()->acceptTicked();
        validation->validateNow();
        QVERIFY(!hasErrors(validation->findings()));
        // Norway loses its links: isolated and unreachable, named in the findings.
        std::vector<LinkPair> norway;
        for (const LinkData &link : document()->map().links) {
            if (LinkPair::of(link).contains(u"norway"_s))
                norway.push_back(LinkPair::of(link));
        }
        QVERIFY(EditActions::removeLinks(document(), norway));
        QTRY_VERIFY(hasErrors(validation->findings())); // re-validated after the edit, on its own
        auto *list = m_window->validationDock()->findChild<QTreeWidget *>();
        QTreeWidgetItem *isolated = nullptr;
        for (int i = 0; i < list->topLevelItemCount(); ++i) {
            if (list->topLevelItem(i)->data(0, Qt::UserRole).toStringList() ==
                QStringList{u"norway"_s})
                isolated = list->topLevelItem(i);
        }
        QVERIFY(isolated);
        document()->setSelectedAreas({});
        emit list->itemActivated(isolated, 0);
        QCOMPARE(document()->selectedAreas(), areaIndices(*document(), {u"norway"_s}));
        document()->undoStack()->undo();
        QTRY_VERIFY(!hasErrors(validation->findings()));
    }

    void savingAMapWithErrorsAsksFirst()
    {
        // No links at all: every province is isolated and unreachable.
        const QString folder = m_dir.filePath(u"test-lands"_s);
        bool asked = false;
        answerNextMessageBox(QMessageBox::Cancel, &asked);
        QVERIFY(!m_window->saveTo(folder));
        QVERIFY(asked);
        QVERIFY(!QFile::exists(QDir(folder).filePath(u"map.json"_s)));
        QVERIFY(!document()->undoStack()->isClean());

        asked = false;
        answerNextMessageBox(QMessageBox::Save, &asked);
        QVERIFY(m_window->saveTo(folder));
        QVERIFY(asked);
        QVERIFY(document()->undoStack()->isClean());
        QCOMPARE(MapLoader::load(folder).ok(), false); // saved as it is, errors and all

        // A clean map saves without a question.
        m_window->adjacencyProposals()->acceptTicked();
        asked = false;
        answerNextMessageBox(QMessageBox::Cancel, &asked);
        QVERIFY(m_window->saveTo(folder));
        QApplication::processEvents();
        QVERIFY(!asked);
        QVERIFY(MapLoader::load(folder).ok());
    }

    /**
     * Open Map, New Map from SVG and Replace Art start in the documents folder, then in the
     * folder last chosen, and Save As where maps are kept: never in the folder the editor was
     * started from.
     */
    void fileDialogsStartInTheDocumentsFolderThenTheLastOneUsed()
    {
        QSettings().remove(u"lastDirectory"_s);
        const QString documents = m_dir.filePath(u"home/Documents"_s);
        QString shown;
        QVERIFY(answerFileDialog(actionFor(*m_window, u"Replace Art from SVG…"_s),
                                 [&](QFileDialog &dialog) {
                                     shown = dialog.directory().absolutePath();
                                     // The drawing's path typed in the file name box, then Open.
                                     auto *name = dialog.findChild<QLineEdit *>(u"fileNameEdit"_s);
                                     QVERIFY(name);
                                     name->setText(drawingPath());
                                     QTest::keyClick(name, Qt::Key_Return);
                                 }));
        QCOMPARE(shown, documents);
        QVERIFY(shown != QDir::currentPath());

        // The drawing's folder is where the next dialogs start; Save As proposes the map's
        // folder where maps are kept instead, never among the drawings (DialogFolder; where that
        // is, test_editorwalk checks).
        const QString drawings = QFileInfo(drawingPath()).absolutePath();
        QString proposed;
        QVERIFY(answerFileDialog(actionFor(*m_window, u"Save &As…"_s), [&](QFileDialog &dialog) {
            proposed = dialog.selectedFiles().value(0);
            dialog.reject();
        }));
        QCOMPARE(proposed, DialogFolder::suggestMapFolder(document()->map().id));
        QVERIFY2(!proposed.startsWith(drawings), qPrintable(proposed));
        document()->undoStack()->setClean(); // no question about the edits before opening
        QVERIFY(answerFileDialog(actionFor(*m_window, u"&Open Map…"_s), [&](QFileDialog &dialog) {
            shown = dialog.directory().absolutePath();
            dialog.reject();
        }));
        QCOMPARE(shown, drawings);
    }

    /**
     * Open Map takes a map's folder: its path typed in the file name box and Return opens the
     * map (the final walk: Return only went into the folder, a second one was needed for
     * map.json). The walk's drawing, saved, then opens on a canvas that draws it as the game
     * does: its terrain painted and the lake kept as Northmark's art over it.
     */
    void openMapTakesAMapsFolder()
    {
        QVERIFY(m_window->importDrawing(
            QStringLiteral(VINCI_TEST_DATA "/editor/walk-clone-lake-labels.svg")));
        QTRY_COMPARE(m_window->adjacencyProposals()->status(), AdjacencyProposals::Status::Ready);
        m_window->setAskBeforeSavingErrors(false);
        const QString folder = m_dir.filePath(u"maps/walk-clone-lake-labels"_s);
        QVERIFY(m_window->saveTo(folder));
        QVERIFY(m_window->importDrawing(drawingPath()));
        QTRY_COMPARE(m_window->adjacencyProposals()->status(), AdjacencyProposals::Status::Ready);
        document()->undoStack()->setClean();

        bool stillOpen = false;
        QVERIFY(answerFileDialog(actionFor(*m_window, u"&Open Map…"_s), [&](QFileDialog &dialog) {
            auto *name = dialog.findChild<QLineEdit *>(u"fileNameEdit"_s);
            QVERIFY(name);
            name->setText(folder);
            QTest::keyClick(name, Qt::Key_Return);
            stillOpen = dialog.isVisible();
            if (stillOpen)
                dialog.reject();
        }));
        QVERIFY2(!stillOpen, "Return went into the map's folder instead of opening it");
        QCOMPARE(document()->folder(), QDir(folder).absolutePath());
        QCOMPARE(document()->map().id, u"walk-clone-lake-labels"_s);

        const MapScene *scene = m_window->findChild<MapCanvas *>()->mapScene();
        QVERIFY(scene->isTerrainPainted());
        QVERIFY(scene->artAboveAreasItem() && scene->artAboveAreasItem()->isVisible());
        QVERIFY(scene->artAboveAreasItem()->zValue() >
                scene->areaItem(*document()->indexOf(u"northmark"_s))->zValue());
    }

    /**
     * The s50 walk: after Open Map the corner touches to decide were not listed until Find
     * links was run (after Recover they were). A map opened lists them as it comes.
     */
    void openMapListsTheCornerTouches()
    {
        QVERIFY(m_window->adjacencyProposals()->acceptTicked());
        QCOMPARE(cornersListed(*m_window->adjacencyProposals()), 2);
        const QString folder = m_dir.filePath(u"maps/corner-touches"_s);
        m_window->setAskBeforeSavingErrors(false);
        QVERIFY(m_window->saveTo(folder));
        QVERIFY(m_window->openMap(folder));
        QCOMPARE(document()->folder(), QDir(folder).absolutePath());
        QTRY_COMPARE(cornersListed(*m_window->adjacencyProposals()), 2);
        // Nothing else to decide: every link the shapes show is the map's already.
        for (const AdjacencyProposal &proposal : m_window->adjacencyProposals()->proposals())
            QCOMPARE(proposal.state, AdjacencyProposal::State::Corner);
    }

    /**
     * The s50 walk opened Open Map's details on a map's folder and read "81....KiB" for
     * map.svg's size: the Size column shows each size whole.
     */
    void openMapShowsWholeSizes()
    {
        // A folder of packages, one of them 81.5 KiB as the walk's.
        const QString folder = m_dir.filePath(u"packages"_s);
        QVERIFY(QDir().mkpath(folder));
        QFile package(folder + u"/europe.vincimap"_s);
        QVERIFY(package.open(QIODevice::WriteOnly));
        package.write(QByteArray(83456, 'x'));
        package.close();
        document()->undoStack()->setClean(); // nothing to save first
        QStringList sizes;
        int room = 0;
        QStringList cut;
        QVERIFY(answerFileDialog(actionFor(*m_window, u"&Open Map…"_s), [&](QFileDialog &dialog) {
            dialog.setViewMode(QFileDialog::Detail);
            dialog.setDirectory(folder);
            auto *details = dialog.findChild<QTreeView *>(u"treeView"_s);
            const auto sizesShown = [&] {
                QStringList found;
                for (int row = 0; details && row < details->model()->rowCount(details->rootIndex());
                     ++row) {
                    const QModelIndex size = details->model()->index(row, 1, details->rootIndex());
                    if (!size.data().toString().isEmpty())
                        found << size.data().toString();
                }
                return found;
            };
            const bool listed = QTest::qWaitFor([&] { return !sizesShown().isEmpty(); });
            Q_UNUSED(listed) // checked below, once the dialog is closed
            QCoreApplication::processEvents();
            sizes = sizesShown();
            if (details) {
                // What the column shows of each, its padding aside.
                room = details->columnWidth(1) -
                       2 * (details->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1);
                for (const QString &size : sizes) {
                    const QString shown =
                        details->fontMetrics().elidedText(size, details->textElideMode(), room);
                    if (shown != size)
                        cut << size + u" as "_s + shown;
                }
            }
            dialog.reject();
        }));
        QCOMPARE(sizes, QStringList{u"81.50 KiB"_s});
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(u", ") + u" in %1 px"_s.arg(room)));
    }

    /**
     * The canvas keeps its share of a narrow window. From 1366x768 to 1024x700 the links and the
     * history join the other docks' tabs (the final walk: both side columns kept their width and
     * left the canvas about 340 pixels), and go back to their column at 1366. A window opened at
     * 1024x768 with the layout saved at 1366 starts so too.
     */
    void oneEscapeLeavesTheMenus()
    {
        // As in the game (test_turnactions): Alt+F then one Escape gives the keys back to the
        // canvas; Qt would leave the menu bar holding them, so Tab walked the menus' titles.
        m_window->activateWindow();
        QTRY_VERIFY(m_window->isActiveWindow());
        auto *canvas = m_window->findChild<MapCanvas *>();
        canvas->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), canvas);
        QTest::keyClick(m_window.get(), Qt::Key_F, Qt::AltModifier);
        QTRY_VERIFY(qobject_cast<QMenu *>(QApplication::activePopupWidget()));
        QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_Escape);
        QTRY_VERIFY(!QApplication::activePopupWidget());
        QVERIFY(!m_window->menuBar()->hasFocus());
        QCOMPARE(QApplication::focusWidget(), canvas);
    }

    void narrowWindowGivesTheCanvasItsShare()
    {
        const auto *canvas = m_window->findChild<MapCanvas *>();
        QDockWidget *links = m_window->adjacencyDock();
        QDockWidget *inspector = m_window->inspectorDock();
        const auto sideBySide = [&] {
            return m_window->dockWidgetArea(links) == Qt::LeftDockWidgetArea &&
                   !m_window->tabifiedDockWidgets(links).contains(inspector);
        };
        const auto canvasShare = [&](const char *when) {
            QTRY_VERIFY2(
                canvas->width() >= m_window->width() * 2 / 5,
                qPrintable(u"%1: the canvas is %2 of %3 pixels"_s.arg(QString::fromLatin1(when))
                               .arg(canvas->width())
                               .arg(m_window->width())));
            // The links are a tab beside the inspector, one click away.
            QVERIFY(m_window->tabifiedDockWidgets(links).contains(inspector));
        };
        m_window->resize(1366, 768);
        QTRY_VERIFY(sideBySide());
        const int linksWidth = links->width();
        m_window->resize(1024, 700);
        canvasShare("shrunk to 1024x700");
        m_window->resize(1366, 768);
        QTRY_VERIFY(sideBySide());
        QVERIFY2(
            std::abs(links->width() - linksWidth) <= 2,
            qPrintable(
                u"the links' column is %1 wide, was %2"_s.arg(links->width()).arg(linksWidth)));

        // Saved at 1366, opened on a 1024x768 screen.
        document()->undoStack()->setClean();
        QVERIFY(m_window->close());
        m_window = std::make_unique<EditorWindow>();
        m_window->resize(1024, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        canvas = m_window->findChild<MapCanvas *>();
        links = m_window->adjacencyDock();
        inspector = m_window->inspectorDock();
        canvasShare("opened at 1024x768");
        // The next tests' windows start from the usual layout.
        QSettings().remove(u"window/state"_s);
    }

    void aNarrowStartAfterTabbingTheLinksWithTheHistory()
    {
        // The final walk's crash: at 1366x768 the designer had the links and the history as
        // tabs of one column; the editor, started on a 1024x768 screen, folded the links away
        // from that tab group and Qt 6.4 crashed laying out what was left. The window's
        // settings are the walk's own.
        const QSettings walk(QStringLiteral(VINCI_TEST_DATA "/editor/walk-1366-layout.conf"),
                             QSettings::IniFormat);
        QVERIFY(walk.contains(u"window/state"_s));
        document()->undoStack()->setClean();
        m_window.reset();
        QSettings settings;
        for (const QString &key : {u"window/geometry"_s, u"window/state"_s})
            settings.setValue(key, walk.value(key));
        settings.remove(u"window/stateWidth"_s); // the walk's editor saved none
        m_window = std::make_unique<EditorWindow>();
        m_window->resize(1024, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QTest::qWait(100);
        QVERIFY(m_window->isVisible());
        // Saved by an editor that kept no width beside its layout (the s39 walk): the width of
        // the saved window tells the layout is a wider screen's, and the canvas keeps its share
        // (it had 200 of 1024 pixels beside both restored columns).
        const auto *canvas = m_window->findChild<MapCanvas *>();
        QTRY_VERIFY2(
            canvas->width() >= m_window->width() * 2 / 5,
            qPrintable(
                u"the canvas is %1 of %2 pixels"_s.arg(canvas->width()).arg(m_window->width())));
        QVERIFY(m_window->tabifiedDockWidgets(m_window->adjacencyDock())
                    .contains(m_window->inspectorDock()));
        // The next tests' windows start from the usual layout.
        QSettings().remove(u"window/state"_s);
        QSettings().remove(u"window/geometry"_s);
    }

    void testPlayHandsTheGameASavedFolder()
    {
        m_window->adjacencyProposals()->acceptTicked();
        QTemporaryDir scratch;
        QString error;
        const auto folder = TestPlay::folderToPlay(*document(), scratch, &error);
        QVERIFY2(folder, qPrintable(error));
        QVERIFY(folder->startsWith(scratch.path()));
        QCOMPARE(QFileInfo(*folder).fileName(), u"drawing"_s); // the map id, from the file name
        QVERIFY(MapLoader::load(*folder).ok());
        QCOMPARE(TestPlay::arguments(*folder),
                 (QStringList{u"--map"_s, *folder, u"--test-play"_s}));
        // Saved and unchanged: the game gets the designer's own folder.
        m_window->setAskBeforeSavingErrors(false);
        QVERIFY(m_window->saveTo(m_dir.filePath(u"played"_s)));
        QCOMPARE(*TestPlay::folderToPlay(*document(), scratch, &error),
                 QDir(m_dir.filePath(u"played"_s)).absolutePath());
        qputenv("VINCI_GAME", "/bin/true");
        QCOMPARE(TestPlay::gameExecutable(), u"/bin/true"_s);
        qunsetenv("VINCI_GAME");
    }

    void testPlayOpensTheGameOnTheEditedMap()
    {
        // Through the real programs: the game the editor finds (build/app/vinci beside
        // build/tests/, as beside an installed editor), started with Test Play's command line on
        // the edited map (not Europe), opens its new game dialog on that map.
        m_window->adjacencyProposals()->acceptTicked();
        QTemporaryDir scratch;
        QTemporaryDir home;
        QString error;
        const auto folder = TestPlay::folderToPlay(*document(), scratch, &error);
        QVERIFY2(folder, qPrintable(error));
        const QString game = TestPlay::gameExecutable();
        QVERIFY2(QFileInfo(game).fileName() == u"vinci"_s, qPrintable(game));

        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        environment.insert(u"QT_LOGGING_RULES"_s, u"vinci.session.info=true"_s);
        // Settings and autosaves of its own, so that no earlier game or crash is offered.
        environment.insert(u"HOME"_s, home.path());
        environment.insert(u"XDG_CONFIG_HOME"_s, home.filePath(u"config"_s));
        environment.insert(u"XDG_DATA_HOME"_s, home.filePath(u"data"_s));
        const QByteArray expected =
            "new game dialog on map drawing from " + QDir::toNativeSeparators(*folder).toUtf8();
        const QByteArray output =
            outputUntil(game, TestPlay::arguments(*folder), environment, expected);
        QVERIFY2(output.contains(expected), output.constData());
        // It plays on a copy of the player's settings, not in their own folder.
        const qsizetype at = output.indexOf("test play: settings in ");
        QVERIFY2(at >= 0, output.constData());
        const QByteArray settings = output.mid(at + 23, output.indexOf('\n', at) - at - 23);
        QVERIFY2(settings.endsWith(".conf") || settings.endsWith(".ini"), settings.constData());
        QVERIFY2(!settings.startsWith(QFile::encodeName(home.path())), settings.constData());
    }

    /**
     * A first start, nothing remembered: the window fits the screen (it opened at 1400x900 on a
     * 1366x768 laptop, the Inspector's fields and the window's edges off the screen).
     */
    void firstWindowFitsTheScreen()
    {
        QSettings().remove(u"window"_s);
        EditorWindow first;
        first.show();
        QVERIFY(QTest::qWaitForWindowExposed(&first));
        const QRect available = first.screen()->availableGeometry();
        QVERIFY2(available.contains(first.frameGeometry()),
                 qPrintable(u"%1x%2 on a %3x%4 screen"_s.arg(first.width())
                                .arg(first.height())
                                .arg(available.width())
                                .arg(available.height())));
    }

    void recoversAfterACrash()
    {
        EditActions::addLink(document(), u"norway"_s, u"fra"_s);
        // The autosave a crash would leave behind.
        Autosaver crashed(document());
        crashed.saveNow();
        const MapData edited = document()->map();

        EditorWindow next;
        QStringList offered;
        answerRecoveryWith(u"Recover"_s, &offered);
        next.offerRecovery();
        // The buttons say what they do to the copy ("Yes / Ignore / Discard" did not).
        offered.sort();
        QCOMPARE(offered, (QStringList{u"Discard the Copy"_s, u"Not Now"_s, u"Recover"_s}));
        QCOMPARE(next.document()->map(), MapWriter::canonical(edited));
        QVERIFY(!next.document()->undoStack()->isClean());
        // The drawing's two corner touches are listed to decide again, as before the crash,
        // without Find links (the s50 walk found the list empty).
        QCOMPARE(cornersListed(*m_window->adjacencyProposals()), 2);
        QTRY_COMPARE(cornersListed(*next.adjacencyProposals()), 2);
        // Offered once: the crash's autosave is gone, the recovered map has its own.
        const std::vector<RecoverableMap> left = Autosaver::recoverable();
        QCOMPARE(left.size(), std::size_t(1));
        QVERIFY(left.front().autosaveFolder != QDir(crashed.folder()).absolutePath());
        next.document()->undoStack()->setClean();
    }

    /**
     * The s52 walk: `vinci-editor /tmp/x/europe` started again after a crash, Recover, and the
     * folder of the command line was opened over the recovered map, deleting its copy: the
     * edits were lost for good. The recovered map stays, and the status bar says which map was
     * not opened.
     */
    void recoveryWinsOverTheCommandLinesMap()
    {
        EditActions::addLink(document(), u"norway"_s, u"fra"_s);
        Autosaver crashed(document());
        crashed.saveNow();
        const MapData edited = document()->map();

        EditorWindow next;
        QStringList offered;
        answerRecoveryWith(u"Recover"_s, &offered);
        const QString europe = QStringLiteral(VINCI_SOURCE_DIR "/maps/europe/");
        QCOMPARE(openStartupMap(next, {europe}), StartupMap::Recovered);
        QVERIFY(!offered.isEmpty());
        QCOMPARE(next.document()->map(), MapWriter::canonical(edited));
        QVERIFY(!next.document()->undoStack()->isClean());
        const QString said = next.statusBar()->currentMessage();
        QVERIFY2(said.startsWith(u"europe was not opened: the recovered map was opened instead. "
                                 u"Recovered."_s),
                 qPrintable(said));
        // The recovered map's own copy is kept for a crash to come.
        QCOMPARE(Autosaver::recoverable().size(), std::size_t(1));
        next.document()->undoStack()->setClean();
    }

    /**
     * `vinci-editor FOLDER`: a folder that is not a map is refused (the designer is told) and
     * not offered in File ▸ Open Recent, where it would fail again; a map that opened is.
     */
    void onlyAMapOpenedFromTheCommandLineIsRecent()
    {
        document()->undoStack()->setClean();
        const QString notAMap = m_dir.filePath(u"not-a-map"_s);
        QVERIFY(QDir().mkpath(notAMap));
        const QString europe = QStringLiteral(VINCI_SOURCE_DIR "/maps/europe");
        const auto recent = [] { return RecentFiles(nullptr, 8, RecentFiles::Kind::Maps).files(); };
        RecentFiles(nullptr, 8, RecentFiles::Kind::Maps).clear();

        EditorWindow next;
        bool told = false;
        answerNextMessageBox(QMessageBox::Ok, &told);
        QCOMPARE(openStartupMap(next, {notAMap}), StartupMap::None);
        QVERIFY(told);
        QVERIFY2(recent().isEmpty(), qPrintable(recent().join(u", "_s)));

        QCOMPARE(openStartupMap(next, {europe}), StartupMap::Opened);
        QCOMPARE(recent(), QStringList{QDir(europe).absolutePath()});
    }

    /** "Not Now" keeps the autosaved copy for the next start; "Discard the Copy" deletes it. */
    void recoveryCanWaitOrBeDiscarded()
    {
        EditActions::addLink(document(), u"norway"_s, u"fra"_s);
        Autosaver crashed(document());
        crashed.saveNow();
        const QString session = QDir(crashed.folder()).absolutePath();

        EditorWindow later;
        const MapData empty = later.document()->map();
        QStringList offered;
        answerRecoveryWith(u"Not Now"_s, &offered);
        later.offerRecovery();
        QVERIFY(!offered.isEmpty());
        QCOMPARE(later.document()->map(), empty);
        std::vector<RecoverableMap> left = Autosaver::recoverable();
        QCOMPARE(left.size(), std::size_t(1));
        const QString copy = left.front().autosaveFolder;
        QVERIFY2(copy.startsWith(session), qPrintable(copy));

        EditorWindow again;
        offered.clear();
        answerRecoveryWith(u"Discard the Copy"_s, &offered);
        again.offerRecovery();
        QVERIFY(!offered.isEmpty());
        QCOMPARE(again.document()->map(), empty);
        QVERIFY(Autosaver::recoverable().empty());
        QVERIFY(!QDir(copy).exists());
    }

    void validateCommand_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("output");
        QTest::newRow("europe") << QStringList{u"--validate"_s,
                                               QStringLiteral(VINCI_SOURCE_DIR "/maps/europe")}
                                << 0 << u"europe: valid"_s;
        QTest::newRow("a bad map")
            << QStringList{u"--validate"_s,
                           QStringLiteral(VINCI_TEST_DATA "/maps/bad/area-missing-from-svg")}
            << 1 << u"error [area-missing-from-svg]"_s;
        QTest::newRow("no folder") << QStringList{u"--validate"_s} << 2 << QString();
    }

    void validateCommand()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, output);
        const CommandOutcome outcome = runCommand<ValidateCommand>(arguments);
        QCOMPARE(outcome.exitCode, exitCode);
        QVERIFY2(outcome.out.contains(output), qPrintable(outcome.out));
    }

    void importCommand()
    {
        const QString folder = m_dir.filePath(u"from-cli"_s);
        const CommandOutcome outcome =
            runCommand<ImportCommand>({u"--import"_s, drawingPath(), u"--out"_s, folder});
        QVERIFY2(outcome.exitCode == 0, qPrintable(outcome.errors));
        QVERIFY(outcome.out.contains(u"corner-only touch (not linked): alps – ile-de-france"_s));
        QVERIFY(outcome.out.contains(u"corner-only touch (not linked): fra – italy"_s));
        QVERIFY(outcome.out.contains(u"clip-path"_s));
        const MapLoadResult loaded = MapLoader::load(folder);
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.map->data.id, u"from-cli"_s);
        QCOMPARE(loaded.map->data.links.size(), std::size_t(11));
        // A second import does not overwrite the map unless told to.
        QCOMPARE(
            runCommand<ImportCommand>({u"--import"_s, drawingPath(), u"--out"_s, folder}).exitCode,
            1);
        QCOMPARE(runCommand<ImportCommand>(
                     {u"--import"_s, drawingPath(), u"--out"_s, folder, u"--force"_s})
                     .exitCode,
                 0);
        QCOMPARE(runCommand<ImportCommand>(
                     {u"--import"_s, drawingPath(), u"--out"_s, m_dir.filePath(u"Not An Id"_s)})
                     .exitCode,
                 2);
        // An --id other than the folder's name is refused before anything is written, saying
        // which folder that id asks for: the s50 walk's --id made a map the game refuses
        // (map-id-mismatch).
        const QString named = m_dir.filePath(u"named-by-folder"_s);
        const CommandOutcome other = runCommand<ImportCommand>(
            {u"--import"_s, drawingPath(), u"--out"_s, named, u"--id"_s, u"my-map"_s});
        QCOMPARE(other.exitCode, 2);
        QVERIFY2(other.errors.contains(QDir::toNativeSeparators(m_dir.filePath(u"my-map"_s))),
                 qPrintable(other.errors));
        QVERIFY(!QFileInfo::exists(named));
        // The folder's own name as --id, the folder typed with a shell's trailing slash: a map
        // the game loads.
        const CommandOutcome same =
            runCommand<ImportCommand>({u"--import"_s, drawingPath(), u"--out"_s, named + u'/',
                                       u"--id"_s, u"named-by-folder"_s});
        QVERIFY2(same.exitCode == 0, qPrintable(same.errors));
        QVERIFY(MapLoader::load(named).ok());
    }
};

QTEST_MAIN(TestEditorWindow)
#include "test_editorwindow.moc"
