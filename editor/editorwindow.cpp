#include "editorwindow.h"

#include "canvas/mapcanvas.h"
#include "document/autosaver.h"
#include "document/editactions.h"
#include "document/mapdocument.h"
#include "map/terrain.h"
#include "panels/adjacencydock.h"
#include "panels/inspectordock.h"
#include "panels/tablesdock.h"
#include "panels/validationdock.h"
#include "recentfiles.h"
#include "windowplacement.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoGroup>
#include <QUndoStack>
#include <QUndoView>

#include <numeric>

namespace vinci {

using namespace Qt::StringLiterals;

EditorWindow::EditorWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_canvas(new MapCanvas(this))
    , m_inspector(new InspectorDock(this))
    , m_tables(new TablesDock(this))
    , m_validation(new ValidationDock(this))
    , m_adjacency(new AdjacencyDock(this))
    , m_recent(new RecentFiles(this, 8, RecentFiles::Kind::Maps))
    , m_findingsLabel(new QLabel(this))
    , m_undoGroup(new QUndoGroup(this))
{
    setObjectName(u"mapEditor"_s);
    setCentralWidget(m_canvas);
    addDockWidget(Qt::RightDockWidgetArea, m_inspector);
    addDockWidget(Qt::RightDockWidgetArea, m_tables);
    tabifyDockWidget(m_inspector, m_tables);
    m_inspector->raise();
    addDockWidget(Qt::LeftDockWidgetArea, m_adjacency);
    addDockWidget(Qt::BottomDockWidgetArea, m_validation);
    statusBar()->addPermanentWidget(m_findingsLabel);

    auto *undoGroup = m_undoGroup;
    auto *history = new QDockWidget(tr("History"), this);
    history->setObjectName(u"history"_s);
    history->setWidget(new QUndoView(undoGroup, history));
    addDockWidget(Qt::LeftDockWidgetArea, history);
    tabifyDockWidget(m_adjacency, history);
    m_adjacency->raise();

    createActions();
    createMenus();
    connect(m_canvas, &MapCanvas::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, 5000); });
    connect(m_validation, &ValidationDock::findingsChanged, this,
            &EditorWindow::showFindingsSummary);
    auto showAreas = [this](const QStringList &ids) {
        std::vector<AreaIndex> areas;
        for (const QString &id : ids) {
            if (const auto index = m_document ? m_document->indexOf(id) : std::nullopt)
                areas.push_back(*index);
        }
        m_canvas->showAreas(areas);
    };
    connect(m_validation, &ValidationDock::showAreasRequested, this, showAreas);
    connect(m_adjacency, &AdjacencyDock::showAreasRequested, this, showAreas);
    connect(m_adjacency, &AdjacencyDock::proposalsChanged, m_canvas, &MapCanvas::setProposals);
    connect(m_recent, &RecentFiles::openRequested, this, [this](const QString &folder) {
        if (maybeSave())
            openMap(folder);
    });

    // Nothing remembered: the game's first placement (a laptop's whole screen, maximized; most
    // of a larger one), never a fixed size that a 1366x768 screen cannot hold.
    const QScreen *screen = this->screen();
    if (!restoreGeometry(QSettings().value(u"window/geometry"_s).toByteArray()) && screen) {
        const WindowPlacement placement = defaultWindowPlacement(screen->availableGeometry());
        setGeometry(placement.geometry);
        if (placement.maximized)
            setWindowState(windowState() | Qt::WindowMaximized);
    }
    resizeDocks({m_adjacency, m_inspector}, {360, 340}, Qt::Horizontal);
    resizeDocks({m_validation}, {150}, Qt::Vertical);
    restoreState(QSettings().value(u"window/state"_s).toByteArray());
    setDocument(std::make_unique<MapDocument>(MapData{}, QByteArray()));
}

EditorWindow::~EditorWindow()
{
    m_canvas->setDocument(nullptr);
}

void EditorWindow::createActions()
{
    m_tools = new QActionGroup(this);
    QAction *select = m_tools->addAction(tr("&Select"));
    select->setShortcut(Qt::Key_S);
    select->setCheckable(true);
    select->setChecked(true);
    select->setToolTip(tr("Select areas and links (S): click, Ctrl+click, drag a rectangle"));
    QAction *link = m_tools->addAction(tr("&Link"));
    link->setShortcut(Qt::Key_L);
    link->setCheckable(true);
    link->setToolTip(tr("Link two areas (L): drag from one to the other"));
    connect(select, &QAction::triggered, this,
            [this] { m_canvas->setTool(MapCanvas::Tool::Select); });
    connect(link, &QAction::triggered, this, [this] {
        m_canvas->setTool(MapCanvas::Tool::Link);
        statusBar()->showMessage(tr("Drag from one area to another to link them."), 5000);
    });
}

void EditorWindow::createAreaMenu()
{
    // Keys for the edits a designer repeats on province after province: select, then press.
    QMenu *area = menuBar()->addMenu(tr("&Area"));
    const auto selected = [this] { return m_document->selectedAreas(); };
    area->addAction(tr("Make &Provinces"), QKeySequence(Qt::Key_P), this, [this, selected] {
        EditActions::setAreaKind(m_document.get(), selected(), AreaKind::Land);
    });
    area->addAction(tr("Make Sea &Zones"), QKeySequence(Qt::Key_W), this, [this, selected] {
        EditActions::setAreaKind(m_document.get(), selected(), AreaKind::Sea);
    });
    QMenu *terrains = area->addMenu(tr("&Terrain"));
    for (int t = 0; t < terrainCount; ++t) {
        const auto terrain = static_cast<Terrain>(t);
        terrains->addAction(terrainName(terrain), QKeySequence(Qt::Key_1 + t), this,
                            [this, selected, terrain] {
                                EditActions::setTerrain(m_document.get(), selected(), terrain);
                            });
    }
}

void EditorWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New Map from SVG…"), QKeySequence::New, this, &EditorWindow::newFromSvg);
    file->addAction(tr("&Open Map…"), QKeySequence::Open, this, &EditorWindow::open);
    m_recent->attachTo(file->addMenu(tr("Open &Recent")));
    file->addSeparator();
    m_mapActions.push_back(
        file->addAction(tr("&Save"), QKeySequence::Save, this, &EditorWindow::save));
    m_mapActions.push_back(
        file->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, &EditorWindow::saveAs));
    m_mapActions.push_back(
        file->addAction(tr("&Export Map Package…"), this, &EditorWindow::exportPackage));
    file->addSeparator();
    m_mapActions.push_back(
        file->addAction(tr("Replace Art from SVG…"), this, &EditorWindow::replaceArt));
    m_testPlayAction =
        file->addAction(tr("&Test Play"), QKeySequence(Qt::Key_F5), this, &EditorWindow::testPlay);
    m_mapActions.push_back(m_testPlayAction);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undoLast = m_undoGroup->createUndoAction(this);
    QAction *redoNext = m_undoGroup->createRedoAction(this);
    undoLast->setShortcut(QKeySequence::Undo);
    redoNext->setShortcut(QKeySequence::Redo);
    edit->addAction(undoLast);
    edit->addAction(redoNext);
    edit->addSeparator();
    edit->addAction(tr("Select &All Areas"), QKeySequence::SelectAll, this, [this] {
        std::vector<AreaIndex> all(static_cast<std::size_t>(m_document->areaCount()));
        std::iota(all.begin(), all.end(), AreaIndex(0));
        m_document->setSelectedAreas(all);
    });
    edit->addAction(tr("Select &None"), QKeySequence(Qt::Key_Escape), this,
                    [this] { m_document->setSelectedAreas({}); });
    edit->addAction(tr("&Delete Link"), QKeySequence::Delete, this,
                    [this] { EditActions::deleteSelectedLink(m_document.get()); });

    createAreaMenu();

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(tr("Zoom &In"), QKeySequence::ZoomIn, this, [this] { m_canvas->zoomIn(); });
    view->addAction(tr("Zoom &Out"), QKeySequence::ZoomOut, this, [this] { m_canvas->zoomOut(); });
    view->addAction(tr("&Fit Map"), QKeySequence(Qt::CTRL | Qt::Key_0), this,
                    [this] { m_canvas->fitToWindow(); });
    view->addSeparator();
    auto toggle = [&](const QString &text, auto slot) {
        QAction *action = view->addAction(text);
        action->setCheckable(true);
        action->setChecked(true);
        connect(action, &QAction::toggled, m_canvas, slot);
        return action;
    };
    toggle(tr("Show &Links"), &MapCanvas::setLinksVisible);
    toggle(tr("&Terrain Colours"), &MapCanvas::setTerrainFill);
    toggle(tr("Show &Names"), &MapCanvas::setLabelsVisible);
    QMenu *language = view->addMenu(tr("Names &In"));
    auto *languages = new QActionGroup(this);
    const std::pair<QString, QString> choices[] = {
        {u"en"_s, tr("English")}, {u"fr"_s, tr("French")}, {u"de"_s, tr("German")}};
    // Names start in the editor's own language (EditorLanguage sets the default locale).
    const QString uiLanguage = QLocale().name().left(2);
    const bool known = uiLanguage == u"fr" || uiLanguage == u"de";
    const QString initial = known ? uiLanguage : u"en"_s;
    m_canvas->setLanguage(initial);
    for (const auto &[code, name] : choices) {
        QAction *action = languages->addAction(name);
        action->setCheckable(true);
        action->setChecked(code == initial);
        language->addAction(action);
        // Captured by a copy of its own: clang 14 (clang-tidy) cannot capture a structured binding.
        connect(action, &QAction::triggered, this,
                [this, code = code] { m_canvas->setLanguage(code); });
    }
    view->addSeparator();
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        view->addAction(dock->toggleViewAction());

    QMenu *tools = menuBar()->addMenu(tr("&Tools"));
    tools->addActions(m_tools->actions());
    tools->addSeparator();
    tools->addAction(tr("&Find Links from Shapes"), QKeySequence(Qt::CTRL | Qt::Key_L), this,
                     [this] {
                         m_adjacency->show();
                         m_adjacency->raise();
                         m_adjacency->findLinks();
                     });

    // The toolbar's undo and redo keep short names; the tooltip says what they would undo.
    auto *undo = new QAction(tr("Undo"), this);
    auto *redo = new QAction(tr("Redo"), this);
    undo->setEnabled(false);
    redo->setEnabled(false);
    connect(undo, &QAction::triggered, m_undoGroup, &QUndoGroup::undo);
    connect(redo, &QAction::triggered, m_undoGroup, &QUndoGroup::redo);
    connect(m_undoGroup, &QUndoGroup::canUndoChanged, undo, &QAction::setEnabled);
    connect(m_undoGroup, &QUndoGroup::canRedoChanged, redo, &QAction::setEnabled);
    connect(m_undoGroup, &QUndoGroup::undoTextChanged, undo,
            [undo](const QString &text) { undo->setToolTip(tr("Undo %1").arg(text)); });
    connect(m_undoGroup, &QUndoGroup::redoTextChanged, redo,
            [redo](const QString &text) { redo->setToolTip(tr("Redo %1").arg(text)); });

    QToolBar *bar = addToolBar(tr("Tools"));
    bar->setObjectName(u"toolbar"_s);
    bar->setMovable(false);
    bar->addAction(undo);
    bar->addAction(redo);
    bar->addSeparator();
    bar->addActions(m_tools->actions());
    bar->addSeparator();
    bar->addAction(m_testPlayAction);
}

void EditorWindow::setDocument(std::unique_ptr<MapDocument> document)
{
    QUndoGroup *undoGroup = m_undoGroup;
    m_autosaver.reset();
    m_canvas->setDocument(nullptr);
    if (m_document)
        undoGroup->removeStack(m_document->undoStack());
    m_document = std::move(document);
    undoGroup->addStack(m_document->undoStack());
    undoGroup->setActiveStack(m_document->undoStack());
    m_canvas->setDocument(m_document.get());
    m_inspector->setDocument(m_document.get());
    m_tables->setDocument(m_document.get());
    m_validation->setDocument(m_document.get());
    m_adjacency->setDocument(m_document.get());
    m_autosaver = std::make_unique<Autosaver>(m_document.get());
    connect(m_document->undoStack(), &QUndoStack::cleanChanged, this, &EditorWindow::updateTitle);
    connect(m_document.get(), &MapDocument::changed, this, &EditorWindow::updateTitle);
    connect(m_document.get(), &MapDocument::folderChanged, this, &EditorWindow::updateTitle);
    const bool hasMap = !m_document->isBlank();
    for (QAction *action : m_mapActions)
        action->setEnabled(hasMap);
    // Nothing to inspect or check before a map is open.
    for (QDockWidget *dock :
         {static_cast<QDockWidget *>(m_inspector), static_cast<QDockWidget *>(m_tables),
          static_cast<QDockWidget *>(m_adjacency), static_cast<QDockWidget *>(m_validation)})
        dock->widget()->setEnabled(hasMap);
    m_tools->setEnabled(hasMap);
    updateTitle();
}

void EditorWindow::updateTitle()
{
    QString title = m_document->displayName();
    if (!m_document->folder().isEmpty())
        title += u" (%1)"_s.arg(QDir::toNativeSeparators(m_document->folder()));
    // "Europe — Vinci Map Editor": the application's display name (EditorLanguage) ends the
    // title, so that X11 and Windows do not add it a second time.
    setWindowTitle(u"%1[*] — %2"_s.arg(title, QGuiApplication::applicationDisplayName()));
    setWindowModified(!m_document->undoStack()->isClean());
}

void EditorWindow::showFindingsSummary(int errors, int warnings)
{
    if (m_document && m_document->isBlank())
        m_findingsLabel->clear();
    else if (errors == 0 && warnings == 0)
        m_findingsLabel->setText(tr("Map valid"));
    else
        m_findingsLabel->setText(tr("%1, %2").arg(tr("%n error(s)", nullptr, errors),
                                                  tr("%n warning(s)", nullptr, warnings)));
    m_findingsLabel->setStyleSheet(errors > 0 ? u"color: #b3261e; font-weight: bold"_s : QString());
}

void EditorWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings().setValue(u"window/geometry"_s, saveGeometry());
    QSettings().setValue(u"window/state"_s, saveState());
    event->accept();
}

} // namespace vinci
