#include "editorwindow.h"

#include "canvas/mapcanvas.h"
#include "document/adjacencyproposals.h"
#include "document/autosaver.h"
#include "document/editactions.h"
#include "document/historytexts.h"
#include "document/mapdocument.h"
#include "document/mapvalidation.h"
#include "document/terrainchoice.h"
#include "editorguide.h"
#include "editorlanguage.h"
#include "languageswitcher.h"
#include "map/terrain.h"
#include "menubarescape.h"
#include "narrowcanvasdocks.h"
#include "panels/adjacencydock.h"
#include "panels/inspectordock.h"
#include "panels/tablesdock.h"
#include "panels/validationdock.h"
#include "recentfiles.h"
#include "sessionlog.h"
#include "standardkeys.h"
#include "textsize.h"
#include "windowplacement.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>
#include <QUndoGroup>
#include <QUndoStack>
#include <QUndoView>

#include <algorithm>
#include <numeric>

namespace vinci {

using namespace Qt::StringLiterals;

EditorWindow::EditorWindow(LanguageSwitcher *languages, QWidget *parent)
    : QMainWindow(parent)
    , m_texts(staticMetaObject.className())
    , m_languages(languages ? languages : new LanguageSwitcher(this))
    , m_canvas(new MapCanvas(this))
    , m_inspector(new InspectorDock(this))
    , m_tables(new TablesDock(this))
    , m_validation(new ValidationDock(this))
    , m_adjacency(new AdjacencyDock(this))
    , m_recent(new RecentFiles(this, 8, RecentFiles::Kind::Maps))
    , m_findingsLabel(new QLabel(this))
    , m_searchProgress(new QProgressBar(this))
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
    // The adjacency search, while it runs (the dock may be hidden behind the History tab).
    m_texts.add(QT_TR_NOOP("Finding links… %p%"),
                [this](const QString &text) { m_searchProgress->setFormat(text); });
    m_searchProgress->setMaximumWidth(220);
    m_searchProgress->setVisible(false);
    statusBar()->addPermanentWidget(m_searchProgress);

    auto *undoGroup = m_undoGroup;
    auto *history = new QDockWidget(this);
    m_texts.add(QT_TR_NOOP("History"),
                [history](const QString &text) { history->setWindowTitle(text); });
    history->setObjectName(u"history"_s);
    auto *historyView = new QUndoView(undoGroup, history);
    historyView->setObjectName(u"historyView"_s);
    m_texts.add(QT_TR_NOOP("<empty>"),
                [historyView](const QString &text) { historyView->setEmptyLabel(text); });
    history->setWidget(historyView);
    addDockWidget(Qt::LeftDockWidgetArea, history);
    tabifyDockWidget(m_adjacency, history);
    m_adjacency->raise();
    // On a narrow window the left column joins the others' tabs: the canvas keeps its share.
    m_narrowDocks = new NarrowCanvasDocks(this, m_adjacency, history, m_inspector, m_validation);

    createActions();
    createMenus();
    const auto showStatus = [this](QString message) {
        // A sentence ending in a name that ends in a full stop ends once (the s47 walk: "Linked
        // Italy and Bosnia and Herz.."); an ellipsis stays.
        if (message.endsWith(u".."_s) && !message.endsWith(u"..."_s))
            message.chop(1);
        statusBar()->showMessage(message, 5000);
    };
    connect(m_canvas, &MapCanvas::statusMessage, this, showStatus);
    connect(m_tables, &TablesDock::statusMessage, this, showStatus);
    auto showAreas = [this](const QStringList &ids) {
        std::vector<AreaIndex> areas;
        for (const QString &id : ids) {
            if (const auto index = m_document ? m_document->indexOf(id) : std::nullopt)
                areas.push_back(*index);
        }
        m_canvas->showAreas(areas);
    };
    connect(m_validation, &ValidationDock::showAreasRequested, this, showAreas);
    connect(m_validation, &ValidationDock::mapFieldRequested, m_inspector,
            &InspectorDock::showMapField);
    connect(m_validation, &ValidationDock::areaNameRequested, m_inspector,
            &InspectorDock::showAreaName);
    connect(m_adjacency, &AdjacencyDock::showAreasRequested, this, showAreas);
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
    // Laid out by the designer before, on a screen as wide: as they left it. Else fitted once
    // shown, at the size the window has then (not now: a test or a restored geometry may still
    // change it), as on a first start: columns saved on a wider screen leave the canvas a strip.
    // A layout saved before its width was (an older editor): the width of the saved window.
    const int savedWidth =
        QSettings()
            .value(u"window/stateWidth"_s,
                   savedWindowWidth(QSettings().value(u"window/geometry"_s).toByteArray()))
            .toInt();
    const bool narrower = screen && savedWidth > screen->availableGeometry().width();
    m_fitDocksWhenShown =
        narrower || !restoreState(QSettings().value(u"window/state"_s).toByteArray());
    m_narrowDocks->setRestoredLayout(!m_fitDocksWhenShown);
    setDocument(std::make_unique<MapDocument>(MapData{}, QByteArray()));
}

EditorWindow::~EditorWindow()
{
    m_canvas->setDocument(nullptr);
}

void EditorWindow::createActions()
{
    m_tools = new QActionGroup(this);
    QAction *select = m_tools->addAction(QString());
    m_texts.text(select, QT_TR_NOOP("&Select"));
    select->setShortcut(Qt::Key_S);
    select->setCheckable(true);
    select->setChecked(true);
    m_texts.toolTip(select,
                    QT_TR_NOOP("Select areas and links (S): click, Ctrl+click, drag a rectangle"));
    QAction *link = m_tools->addAction(QString());
    m_texts.text(link, QT_TR_NOOP("&Link"));
    link->setShortcut(Qt::Key_L);
    link->setCheckable(true);
    m_texts.toolTip(link, QT_TR_NOOP("Link two areas (L): drag from one to the other"));
    onTheMap(select);
    onTheMap(link);
    connect(select, &QAction::triggered, this,
            [this] { m_canvas->setTool(MapCanvas::Tool::Select); });
    connect(link, &QAction::triggered, this, [this] {
        m_canvas->setTool(MapCanvas::Tool::Link);
        statusBar()->showMessage(tr("Drag from one area to another to link them."), 5000);
    });
}

void EditorWindow::onTheMap(QAction *action)
{
    // A letter typed anywhere else (beside the inspector's fields, in the Issues list) is no
    // edit: the s50 walk typed a name there after Ctrl+A, and "w" made every area a sea zone.
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_canvas->addAction(action);
}

void EditorWindow::sayWhatTheKeyDid(bool done)
{
    if (!done || !m_document)
        return;
    statusBar()->showMessage(
        tr("%1: done. Undo (%2) takes it back.")
            .arg(m_document->undoStack()->undoText(),
                 QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)),
        8000);
}

QMenu *EditorWindow::addMenu(const char *title)
{
    QMenu *menu = menuBar()->addMenu(QString());
    m_texts.title(menu, title);
    return menu;
}

QAction *EditorWindow::addAction(QMenu *menu, const char *text, const QKeySequence &keys,
                                 const std::function<void()> &slot)
{
    QAction *action = menu->addAction(QString());
    m_texts.text(action, text);
    action->setShortcut(keys);
    connect(action, &QAction::triggered, this, slot);
    return action;
}

void EditorWindow::createAreaMenu()
{
    // Keys for the edits a designer repeats on province after province: select, then press.
    QMenu *area = addMenu(QT_TR_NOOP("&Area"));
    const auto selected = [this] { return m_document->selectedAreas(); };
    onTheMap(
        addAction(area, QT_TR_NOOP("Make &Provinces"), QKeySequence(Qt::Key_P), [this, selected] {
            sayWhatTheKeyDid(
                EditActions::setAreaKind(m_document.get(), selected(), AreaKind::Land));
        }));
    onTheMap(
        addAction(area, QT_TR_NOOP("Make Sea &Zones"), QKeySequence(Qt::Key_W), [this, selected] {
            sayWhatTheKeyDid(EditActions::setAreaKind(m_document.get(), selected(), AreaKind::Sea));
        }));
    QMenu *terrains = area->addMenu(QString());
    m_texts.title(terrains, QT_TR_NOOP("&Terrain"));
    terrains->setToolTipsVisible(true); // why a terrain is greyed (TerrainChoice::why)
    for (int t = 0; t < terrainCount; ++t) {
        const auto terrain = static_cast<Terrain>(t);
        QAction *action = terrains->addAction(QString());
        m_terrainActions.push_back(action);
        action->setShortcut(QKeySequence(Qt::Key_1 + t));
        onTheMap(action);
        connect(action, &QAction::triggered, this, [this, selected, terrain] {
            sayWhatTheKeyDid(EditActions::setTerrain(m_document.get(), selected(), terrain));
        });
    }
    m_texts.follow([this] { showTerrainChoices(); });
}

void EditorWindow::showSelectionActions()
{
    // The s46 walk found Delete Link offered with nothing selected, doing nothing.
    m_deleteLinkAction->setEnabled(m_document && m_document->selectedLink().has_value());
}

void EditorWindow::showTerrainChoices()
{
    const MapData empty;
    const MapData &map = m_document ? m_document->map() : empty;
    for (std::size_t t = 0; t < m_terrainActions.size(); ++t) {
        // As the inspector's list offers them: a Classic map's keys 5-8 do nothing.
        const TerrainChoice choice = TerrainChoice::of(map, static_cast<Terrain>(t));
        m_terrainActions[t]->setText(choice.text);
        m_terrainActions[t]->setToolTip(choice.why);
        m_terrainActions[t]->setEnabled(choice.allowed);
    }
}

void EditorWindow::createMenus()
{
    // One Escape leaves a menu and the bar, as in the game.
    new MenuBarEscape(menuBar());
    QMenu *file = addMenu(QT_TR_NOOP("&File"));
    addAction(file, QT_TR_NOOP("&New Map from SVG…"), QKeySequence::New, [this] { newFromSvg(); });
    addAction(file, QT_TR_NOOP("&Open Map…"), QKeySequence::Open, [this] { open(); });
    QMenu *recent = file->addMenu(QString());
    m_texts.title(recent, QT_TR_NOOP("Open &Recent"));
    m_recent->attachTo(recent);
    file->addSeparator();
    m_mapActions.push_back(
        addAction(file, QT_TR_NOOP("&Save"), QKeySequence::Save, [this] { save(); }));
    m_mapActions.push_back(addAction(file, QT_TR_NOOP("Save &As…"), {}, [this] { saveAs(); }));
    m_mapActions.back()->setShortcuts(standardKeys(QKeySequence::SaveAs));
    m_mapActions.push_back(
        addAction(file, QT_TR_NOOP("&Export Map Package…"), {}, [this] { exportPackage(); }));
    file->addSeparator();
    m_mapActions.push_back(
        addAction(file, QT_TR_NOOP("Replace Art from SVG…"), {}, [this] { replaceArt(); }));
    m_testPlayAction =
        addAction(file, QT_TR_NOOP("&Test Play"), QKeySequence(Qt::Key_F5), [this] { testPlay(); });
    m_mapActions.push_back(m_testPlayAction);
    file->addSeparator();
    addAction(file, QT_TR_NOOP("&Quit"), QKeySequence::Quit, [this] { close(); });

    QMenu *edit = addMenu(QT_TR_NOOP("&Edit"));
    QAction *undoLast = m_undoGroup->createUndoAction(this);
    QAction *redoNext = m_undoGroup->createRedoAction(this);
    undoLast->setShortcut(QKeySequence::Undo);
    redoNext->setShortcuts(standardKeys(QKeySequence::Redo));
    edit->addAction(undoLast);
    edit->addAction(redoNext);
    edit->addSeparator();
    addAction(edit, QT_TR_NOOP("Select &All Areas"), QKeySequence::SelectAll, [this] {
        std::vector<AreaIndex> all(static_cast<std::size_t>(m_document->areaCount()));
        std::iota(all.begin(), all.end(), AreaIndex(0));
        m_document->setSelectedAreas(all);
    });
    addAction(edit, QT_TR_NOOP("Select &None"), QKeySequence(Qt::Key_Escape),
              [this] { m_document->setSelectedAreas({}); });
    m_deleteLinkAction = addAction(edit, QT_TR_NOOP("&Delete Link"), QKeySequence::Delete,
                                   [this] { EditActions::deleteSelectedLink(m_document.get()); });

    createAreaMenu();

    QMenu *view = addMenu(QT_TR_NOOP("&View"));
    addAction(view, QT_TR_NOOP("Zoom &In"), QKeySequence::ZoomIn, [this] { m_canvas->zoomIn(); });
    addAction(view, QT_TR_NOOP("Zoom &Out"), QKeySequence::ZoomOut,
              [this] { m_canvas->zoomOut(); });
    addAction(view, QT_TR_NOOP("&Fit Map"), QKeySequence(Qt::CTRL | Qt::Key_0),
              [this] { m_canvas->fitToWindow(); });
    view->addSeparator();
    auto toggle = [&](const char *text, auto slot) {
        QAction *action = view->addAction(QString());
        m_texts.text(action, text);
        action->setCheckable(true);
        action->setChecked(true);
        connect(action, &QAction::toggled, m_canvas, slot);
        return action;
    };
    toggle(QT_TR_NOOP("Show &Links"), &MapCanvas::setLinksVisible);
    toggle(QT_TR_NOOP("Show &Names"), &MapCanvas::setLabelsVisible);
    toggle(QT_TR_NOOP("Show &Terrain"), &MapCanvas::setTerrainShown);
    QMenu *language = view->addMenu(QString());
    m_texts.title(language, QT_TR_NOOP("Names &In"));
    auto *languages = new QActionGroup(this);
    m_nameLanguages = languages;
    const std::pair<QString, const char *> choices[] = {{u"en"_s, QT_TR_NOOP("English")},
                                                        {u"fr"_s, QT_TR_NOOP("French")},
                                                        {u"de"_s, QT_TR_NOOP("German")}};
    // Names start in the editor's own language (EditorLanguage sets the default locale).
    const QString initial = uiLanguage();
    m_canvas->setLanguage(initial);
    for (const auto &[code, name] : choices) {
        QAction *action = languages->addAction(QString());
        m_texts.text(action, name);
        action->setCheckable(true);
        action->setChecked(code == initial);
        action->setData(code);
        language->addAction(action);
        // Captured by a copy of its own: clang 14 (clang-tidy) cannot capture a structured binding.
        connect(action, &QAction::triggered, this,
                [this, code = code] { m_canvas->setLanguage(code); });
    }
    // The panels' text size, the game's choice (one setting for both programs, #27); the
    // canvas's names stay the map's.
    QMenu *textSize = view->addMenu(QString());
    m_texts.title(textSize, QT_TR_NOOP("Text Si&ze"));
    auto *sizes = new TextSize(this);
    QActionGroup *sizeActions = sizes->createActions(this);
    textSize->addActions(sizeActions->actions());
    m_texts.follow([sizeActions] {
        for (QAction *action : sizeActions->actions())
            action->setText(TextSize::nameOf(static_cast<TextSize::Level>(action->data().toInt())));
    });
    sizes->setLevel(TextSize::preferredLevel(), false);
    view->addSeparator();
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        view->addAction(dock->toggleViewAction());

    QMenu *tools = addMenu(QT_TR_NOOP("&Tools"));
    tools->addActions(m_tools->actions());
    tools->addSeparator();
    addAction(tools, QT_TR_NOOP("&Find Links from Shapes"), QKeySequence(Qt::CTRL | Qt::Key_L),
              [this] {
                  m_adjacency->show();
                  m_adjacency->raise();
                  m_proposals->find();
              });

    // The interface's language, switched at once and remembered (the game's Language menu).
    QMenu *interfaceLanguage = addMenu(QT_TR_NOOP("&Language"));
    interfaceLanguage->setObjectName(u"languageMenu"_s);
    interfaceLanguage->addActions(m_languages->createActions(this)->actions());

    QMenu *help = addMenu(QT_TR_NOOP("&Help"));
    help->setObjectName(u"helpMenu"_s);
    addAction(help, QT_TR_NOOP("Editor &Guide"), QKeySequence::HelpContents,
              [this] { showGuide(); });
    QAction *about =
        addAction(help, QT_TR_NOOP("&About Vinci Map Editor"), {}, [this] { showAbout(); });
    about->setMenuRole(QAction::AboutRole);

    // The toolbar's undo and redo keep short names; the tooltip says what they would undo.
    auto *undo = new QAction(this);
    auto *redo = new QAction(this);
    m_texts.text(undo, QT_TR_NOOP("Undo"));
    m_texts.text(redo, QT_TR_NOOP("Redo"));
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

    QToolBar *bar = addToolBar(QString());
    m_texts.add(QT_TR_NOOP("Tools"), [bar](const QString &text) { bar->setWindowTitle(text); });
    bar->setObjectName(u"toolbar"_s);
    bar->setMovable(false);
    bar->addAction(undo);
    bar->addAction(redo);
    bar->addSeparator();
    bar->addActions(m_tools->actions());
    bar->addSeparator();
    bar->addAction(m_testPlayAction);
}

void EditorWindow::showGuide()
{
    if (!m_guide) {
        m_guide = new EditorGuide(this);
        m_guide->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_guide->show();
    m_guide->raise();
    m_guide->activateWindow();
}

void EditorWindow::showAbout()
{
    QMessageBox::about(this, tr("About Vinci Map Editor"), EditorGuide::aboutText());
}

void EditorWindow::fitDocks()
{
    // The usual widths (the links list, the inspector's form) while the canvas keeps at least
    // half of the window: at 1024x768 the docks took two thirds and left a 295-pixel map (the
    // second walk). A little narrower (1366x768), the docks shrink together, down to what their
    // content needs. On a small screen, where even the usual widths would leave the canvas less
    // than two fifths, the inspector, the rule tables and the links go to the right as tabs,
    // the history under the map beside the issues.
    const int usual[] = {360, 340};
    const int separators =
        2 * style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, this);
    const int room = width() / 2 - separators;
    const bool bothSides = dockWidgetArea(m_adjacency) != dockWidgetArea(m_inspector);
    const bool smallScreen = width() - usual[0] - usual[1] - separators < width() * 2 / 5;
    const int rightMinimum =
        std::max(m_inspector->minimumSizeHint().width(), m_tables->minimumSizeHint().width());
    if (bothSides && smallScreen) {
        tabifyDockWidget(m_tables, m_adjacency);
        // The history, a list as the issues are, under the map beside them: four tabs on the
        // right would cut their titles.
        if (auto *history = findChild<QDockWidget *>(u"history"_s))
            tabifyDockWidget(m_validation, history);
        m_validation->raise();
        m_inspector->raise();
        // Wide enough for the three tabs' titles, not cut, if the canvas keeps half.
        int titles = 0;
        for (const QDockWidget *dock :
             {static_cast<QDockWidget *>(m_inspector), static_cast<QDockWidget *>(m_tables),
              static_cast<QDockWidget *>(m_adjacency)})
            titles += fontMetrics().horizontalAdvance(dock->windowTitle()) +
                      7 * fontMetrics().averageCharWidth(); // the tab's frame and margins
        resizeDocks({m_inspector},
                    {std::max(std::min(std::max(usual[1], titles), room), rightMinimum)},
                    Qt::Horizontal);
    } else if (bothSides) {
        // The inspector cannot be narrower than its form; the links list gives up the rest.
        const double scale = std::min(1.0, room / double(usual[0] + usual[1]));
        const int inspector = std::max(qRound(usual[1] * scale), rightMinimum);
        const int adjacency = std::max(std::min(qRound(usual[0] * scale), room - inspector),
                                       m_adjacency->minimumSizeHint().width());
        resizeDocks({m_adjacency, m_inspector}, {adjacency, inspector}, Qt::Horizontal);
    }
    // The issues a fifth of the height at most: a few lines, the map above them.
    resizeDocks({m_validation}, {std::min(150, height() / 5)}, Qt::Vertical);
}

void EditorWindow::showEvent(QShowEvent *event)
{
    if (m_fitDocksWhenShown) {
        m_fitDocksWhenShown = false;
        fitDocks();
    }
    QMainWindow::showEvent(event);
}

void EditorWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_texts.retranslate();
        EditorLanguage::nameApplication(); // before the title, which ends with it
        updateTitle();
        m_mapValidation->validateNow(); // the status bar's count of findings
        // The History and Edit ▸ Undo: every edit's text again, in the new language; the undo
        // group gives the view and the actions the new texts when its stack is set again.
        m_document->history().retranslate();
        m_undoGroup->setActiveStack(nullptr);
        m_undoGroup->setActiveStack(m_document->undoStack());
        // The canvas's names follow too (View ▸ Names In still picks another language).
        const QString language = uiLanguage();
        for (QAction *action : m_nameLanguages->actions())
            action->setChecked(action->data().toString() == language);
        m_canvas->setLanguage(language);
    }
    QMainWindow::changeEvent(event);
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
    // The document owns its validation and proposals; the docks, canvas and status bar view them.
    m_mapValidation = new MapValidation(m_document.get());
    m_proposals = new AdjacencyProposals(m_document.get());
    m_validation->setValidation(m_mapValidation);
    m_adjacency->setProposals(m_proposals);
    m_inspector->setProposals(m_proposals);
    connect(m_mapValidation, &MapValidation::findingsChanged, this,
            &EditorWindow::showFindingsSummary);
    connect(m_proposals, &AdjacencyProposals::proposalsChanged, this,
            [this] { m_canvas->setProposals(m_proposals->proposedLinks()); });
    connect(m_proposals, &AdjacencyProposals::statusChanged, this,
            [this] { m_searchProgress->setVisible(m_proposals->isRunning()); });
    connect(m_proposals, &AdjacencyProposals::progressChanged, this, [this](int done, int total) {
        m_searchProgress->setRange(0, total);
        m_searchProgress->setValue(done);
    });
    m_canvas->setProposals({});
    m_searchProgress->setVisible(false);
    // What the search finds is not kept with the map: the corner touches to decide were listed
    // only after Find links, after Recover and after Open Map (the s50 walks).
    // Found for every map shown, off the GUI thread; the dock shows its progress.
    if (m_document->art())
        m_proposals->find();
    showFindingsSummary();
    m_autosaver = std::make_unique<Autosaver>(m_document.get());
    // What is selected shows in the Inspector: brought to the front of its tabs (the sixth walk
    // clicked areas and Issues lines with Rule tables in front, and saw nothing change).
    connect(m_document.get(), &MapDocument::selectionChanged, this, [this] {
        if (!m_document->selectedAreas().empty() || m_document->selectedLink())
            m_inspector->raise();
        showSelectionActions();
    });
    showSelectionActions();
    connect(m_document->undoStack(), &QUndoStack::cleanChanged, this, &EditorWindow::updateTitle);
    // A message says what was just done ("Linked Italy and France.", "<edit>: done. Undo takes
    // it back", "Recovered. Undo goes back…"): the next edit, an Undo or a Redo makes it untrue
    // (the s51 walk still read "done" over the undone edit). A message shown after an edit is
    // shown after its push, so this clears only older ones.
    connect(m_document->undoStack(), &QUndoStack::indexChanged, statusBar(),
            &QStatusBar::clearMessage);
    connect(m_document.get(), &MapDocument::changed, this, &EditorWindow::updateTitle);
    connect(m_document.get(), &MapDocument::changed, this, &EditorWindow::showTerrainChoices);
    showTerrainChoices();
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

void EditorWindow::showFindingsSummary()
{
    const int errors = m_mapValidation->errorCount();
    const int warnings = m_mapValidation->warningCount();
    if (m_document->isBlank())
        m_findingsLabel->clear();
    else if (errors == 0 && warnings == 0)
        m_findingsLabel->setText(tr("Map valid"));
    else
        m_findingsLabel->setText(tr("%1, %2").arg(tr("%n error(s)", nullptr, errors),
                                                  tr("%n warning(s)", nullptr, warnings)));
    m_findingsLabel->setStyleSheet(errors > 0 ? u"color: #b3261e; font-weight: bold"_s : QString());
}

void EditorWindow::quitAskingNothing()
{
    if (m_quittingAskingNothing)
        return;
    m_quittingAskingNothing = true;
    qCInfo(sessionLog) << "quitting without asking";
    if (m_autosaver)
        m_autosaver->keepForNextStart();
    QSettings().setValue(u"window/geometry"_s, saveGeometry());
    QSettings().setValue(u"window/state"_s, saveState());
    QSettings().setValue(u"window/stateWidth"_s, width());
    // Every event loop ends, a question's included.
    QCoreApplication::exit(0);
}

void EditorWindow::closeEvent(QCloseEvent *event)
{
    // Quitting without asking: the edits are kept (quitAskingNothing()).
    if (m_quittingAskingNothing) {
        event->accept();
        return;
    }
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings().setValue(u"window/geometry"_s, saveGeometry());
    QSettings().setValue(u"window/state"_s, saveState());
    QSettings().setValue(u"window/stateWidth"_s, width());
    event->accept();
}

} // namespace vinci
