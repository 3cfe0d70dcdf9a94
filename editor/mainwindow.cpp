#include "mainwindow.h"

#include "canvas/mapcanvas.h"
#include "document/adjacencyrun.h"
#include "document/autosaver.h"
#include "document/editactions.h"
#include "document/mapcommands.h"
#include "document/mapdocument.h"
#include "document/shapeedits.h"
#include "mapformat/mapid.h"
#include "mapformat/mapreader.h"
#include "panels/adjacencydock.h"
#include "panels/importreportdialog.h"
#include "panels/inspectordock.h"
#include "panels/tablesdock.h"
#include "panels/validationdock.h"
#include "recentmaps.h"
#include "svg/areaclassifier.h"
#include "svg/svgimporter.h"
#include "testplay.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoGroup>
#include <QUndoStack>
#include <QUndoView>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

QString lastDirectory()
{
    return QSettings().value(u"lastDirectory"_s).toString();
}

void rememberDirectory(const QString &path)
{
    QSettings().setValue(u"lastDirectory"_s, QFileInfo(path).absolutePath());
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_canvas(new MapCanvas(this))
    , m_inspector(new InspectorDock(this))
    , m_tables(new TablesDock(this))
    , m_validation(new ValidationDock(this))
    , m_adjacency(new AdjacencyDock(this))
    , m_recent(new RecentMaps(this))
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
    m_undoAction = undoGroup->createUndoAction(this);
    m_redoAction = undoGroup->createRedoAction(this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction->setShortcut(QKeySequence::Redo);

    createActions();
    createMenus();
    connect(m_canvas, &MapCanvas::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, 5000); });
    connect(m_validation, &ValidationDock::findingsChanged, this, &MainWindow::showFindingsSummary);
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
    connect(m_recent, &RecentMaps::openRequested, this, [this](const QString &folder) {
        if (maybeSave())
            openMap(folder);
    });

    resize(1400, 900);
    resizeDocks({m_adjacency, m_inspector}, {360, 340}, Qt::Horizontal);
    resizeDocks({m_validation}, {150}, Qt::Vertical);
    restoreGeometry(QSettings().value(u"window/geometry"_s).toByteArray());
    restoreState(QSettings().value(u"window/state"_s).toByteArray());
    setDocument(std::make_unique<MapDocument>(MapData{}, QByteArray()));
}

MainWindow::~MainWindow()
{
    m_canvas->setDocument(nullptr);
}

void MainWindow::createActions()
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

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New Map from SVG…"), QKeySequence::New, this, &MainWindow::newFromSvg);
    file->addAction(tr("&Open Map…"), QKeySequence::Open, this, &MainWindow::open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, [this] { m_recent->fillMenu(m_recentMenu); });
    file->addSeparator();
    m_saveAction = file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::save);
    m_saveAsAction =
        file->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, &MainWindow::saveAs);
    file->addSeparator();
    m_replaceArtAction =
        file->addAction(tr("Replace Art from SVG…"), this, &MainWindow::replaceArt);
    m_testPlayAction =
        file->addAction(tr("&Test Play"), QKeySequence(Qt::Key_F5), this, &MainWindow::testPlay);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    m_editMenu = menuBar()->addMenu(tr("&Edit"));
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(tr("Select &All Areas"), QKeySequence::SelectAll, this, [this] {
        std::vector<AreaIndex> all;
        for (int i = 0; i < m_document->areaCount(); ++i)
            all.push_back(i);
        m_document->setSelectedAreas(all);
    });
    m_editMenu->addAction(tr("Select &None"), QKeySequence(Qt::Key_Escape), this,
                          [this] { m_document->setSelectedAreas({}); });
    m_editMenu->addAction(tr("&Delete Link"), QKeySequence::Delete, this,
                          [this] { EditActions::deleteSelectedLink(m_document.get()); });

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(tr("Zoom &In"), QKeySequence::ZoomIn, this, [this] { m_canvas->zoomBy(1.25); });
    view->addAction(tr("Zoom &Out"), QKeySequence::ZoomOut, this,
                    [this] { m_canvas->zoomBy(0.8); });
    view->addAction(tr("&Fit Map"), QKeySequence(Qt::CTRL | Qt::Key_0), this,
                    [this] { m_canvas->zoomToFit(); });
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
    for (const auto &[code, name] : choices) {
        QAction *action = languages->addAction(name);
        action->setCheckable(true);
        action->setChecked(code == u"en");
        language->addAction(action);
        connect(action, &QAction::triggered, this, [this, code] { m_canvas->setLanguage(code); });
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

void MainWindow::setDocument(std::unique_ptr<MapDocument> document)
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
    connect(m_document->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(m_document.get(), &MapDocument::changed, this, &MainWindow::updateTitle);
    connect(m_document.get(), &MapDocument::folderChanged, this, &MainWindow::updateTitle);
    const bool hasMap = !m_document->isBlank();
    m_saveAction->setEnabled(hasMap);
    m_saveAsAction->setEnabled(hasMap);
    m_replaceArtAction->setEnabled(hasMap);
    m_testPlayAction->setEnabled(hasMap);
    // Nothing to inspect or check before a map is open.
    for (QDockWidget *dock :
         {static_cast<QDockWidget *>(m_inspector), static_cast<QDockWidget *>(m_tables),
          static_cast<QDockWidget *>(m_adjacency), static_cast<QDockWidget *>(m_validation)})
        dock->widget()->setEnabled(hasMap);
    m_tools->setEnabled(hasMap);
    updateTitle();
}

void MainWindow::updateTitle()
{
    QString title = m_document->displayName();
    if (!m_document->folder().isEmpty())
        title += u" (%1)"_s.arg(QDir::toNativeSeparators(m_document->folder()));
    setWindowTitle(tr("%1[*] — Vinci Map Editor").arg(title));
    setWindowModified(!m_document->undoStack()->isClean());
}

void MainWindow::showFindingsSummary(int errors, int warnings)
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

bool MainWindow::openMap(const QString &folderOrFile)
{
    const QFileInfo info(folderOrFile);
    const QString folder = info.isDir() ? info.absoluteFilePath() : info.absolutePath();
    QString error;
    std::unique_ptr<MapDocument> document = MapDocument::open(folder, &error);
    if (!document) {
        QMessageBox::warning(this, tr("Open Map"), tr("The map cannot be opened:\n%1").arg(error));
        return false;
    }
    setDocument(std::move(document));
    m_recent->add(folder);
    rememberDirectory(folder);
    if (!m_document->artError().isEmpty())
        statusBar()->showMessage(m_document->artError(), 10000);
    return true;
}

bool MainWindow::importDrawing(const QString &svgFile)
{
    QFile file(svgFile);
    if (!file.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(this, tr("New Map from SVG"),
                             tr("%1: cannot read the file: %2").arg(svgFile, file.errorString()));
        return false;
    }
    QString mapId = areaIdFromName(QFileInfo(svgFile).completeBaseName());
    if (mapId.isEmpty())
        mapId = u"new-map"_s;
    QString error;
    const std::optional<ImportedMap> imported =
        SvgImporter::import(file.readAll(), svgFile, mapId, &error);
    if (!imported) {
        QMessageBox::warning(this, tr("New Map from SVG"),
                             tr("The drawing cannot be imported:\n%1").arg(error));
        return false;
    }
    auto document = std::make_unique<MapDocument>(imported->map, imported->svg);
    // A new map is unsaved work from the first moment (autosaved, asked about on close).
    document->undoStack()->resetClean();
    setDocument(std::move(document));
    rememberDirectory(svgFile);
    m_adjacency->findLinks();
    auto *report = new ImportReportDialog(svgFile, *imported, m_document.get(), this);
    report->setAttribute(Qt::WA_DeleteOnClose);
    report->show();
    return true;
}

bool MainWindow::saveTo(const QString &folder)
{
    const QString name = QFileInfo(folder).fileName();
    if (!isValidMapId(name)) {
        QMessageBox::warning(this, tr("Save Map"),
                             tr("“%1” cannot be a map folder: its name is the map's id, made of "
                                "lower-case letters a-z, digits and dashes.")
                                 .arg(name));
        return false;
    }
    if (m_document->map().id != name) {
        m_document->undoStack()->push(new ChangeMapInfo(m_document.get(), name,
                                                        m_document->map().names,
                                                        tr("Set map id to its folder's name")));
    }
    m_validation->validateNow();
    const std::vector<MapFinding> findings =
        ValidationDock::validate(*m_document); // with the folder it is about to get
    int errors = 0;
    for (const MapFinding &finding : findings)
        errors += finding.isError() ? 1 : 0;
    if (errors > 0 && m_askBeforeSavingErrors) {
        const auto answer = QMessageBox::question(
            this, tr("Save Map"),
            tr("The map has %n error(s) (see Issues). The game will not load it until they are "
               "fixed. Save it anyway?",
               nullptr, errors),
            QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Save);
        if (answer != QMessageBox::Save)
            return false;
    }
    QString error;
    if (!m_document->save(folder, &error)) {
        // The edits stay in the document and in the autosave: nothing is lost.
        QMessageBox::critical(
            this, tr("Save Map"),
            tr("The map was not saved:\n%1\n\nYour edits are still here.").arg(error));
        return false;
    }
    m_recent->add(folder);
    rememberDirectory(folder);
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(folder)), 5000);
    return true;
}

bool MainWindow::save()
{
    if (m_document->folder().isEmpty())
        return saveAs();
    return saveTo(m_document->folder());
}

bool MainWindow::saveAs()
{
    const QString suggested =
        QDir(lastDirectory())
            .filePath(m_document->map().id.isEmpty() ? u"new-map"_s : m_document->map().id);
    const QString folder = QFileDialog::getSaveFileName(
        this, tr("Save Map As (a folder named after the map's id)"), suggested, QString(), nullptr,
        QFileDialog::DontConfirmOverwrite);
    if (folder.isEmpty())
        return false;
    const bool other = QDir(folder).absolutePath() != m_document->folder();
    if (other && QFileInfo::exists(QDir(folder).filePath(MapReader::jsonFileName()))) {
        const auto answer = QMessageBox::question(
            this, tr("Save Map As"),
            tr("%1 already holds a map. Replace it?").arg(QDir::toNativeSeparators(folder)));
        if (answer != QMessageBox::Yes)
            return false;
    }
    return saveTo(folder);
}

bool MainWindow::maybeSave()
{
    if (!m_document || m_document->undoStack()->isClean())
        return true;
    const auto answer = QMessageBox::question(
        this, tr("Vinci Map Editor"),
        tr("“%1” has unsaved edits. Save them?").arg(m_document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString file = QFileDialog::getOpenFileName(this, tr("Open Map"), lastDirectory(),
                                                      tr("Vinci maps (map.json)"));
    if (!file.isEmpty())
        openMap(file);
}

void MainWindow::newFromSvg()
{
    if (!maybeSave())
        return;
    const QString file = QFileDialog::getOpenFileName(this, tr("New Map from SVG"), lastDirectory(),
                                                      tr("SVG drawings (*.svg)"));
    if (!file.isEmpty())
        importDrawing(file);
}

void MainWindow::replaceArt()
{
    const QString file = QFileDialog::getOpenFileName(this, tr("Replace Art from SVG"),
                                                      lastDirectory(), tr("SVG drawings (*.svg)"));
    if (file.isEmpty())
        return;
    QFile drawing(file);
    QString error;
    std::optional<MapContent> content;
    if (drawing.open(QIODevice::ReadOnly)) {
        content = ShapeEdits::replaceArt({m_document->map(), m_document->svg()}, drawing.readAll(),
                                         file, &error);
    } else {
        error = drawing.errorString();
    }
    if (!content) {
        QMessageBox::warning(this, tr("Replace Art"),
                             tr("The art was not replaced:\n%1").arg(error));
        return;
    }
    m_document->undoStack()->push(
        new ReplaceContent(m_document.get(), content->map, content->svg, tr("Replace art")));
}

void MainWindow::testPlay()
{
    m_validation->validateNow();
    if (hasErrors(m_validation->findings())) {
        QMessageBox::information(this, tr("Test Play"),
                                 tr("The game refuses a map with errors. Fix the errors listed "
                                    "under Issues first."));
        return;
    }
    QString error;
    if (!TestPlay::start(*m_document, m_playFolder, &error))
        QMessageBox::warning(this, tr("Test Play"), error);
    else
        statusBar()->showMessage(tr("The game is starting on this map."), 5000);
}

void MainWindow::offerRecovery()
{
    for (const RecoverableMap &map : Autosaver::recoverable()) {
        const QString name = map.name.isEmpty() ? tr("an unnamed map") : map.name;
        const auto answer = QMessageBox::question(
            this, tr("Recover Map"),
            tr("The map editor did not close properly. Unsaved edits of %1 were autosaved on "
               "%2. Recover them?")
                .arg(name, QLocale().toString(map.savedAt.toLocalTime(), QLocale::ShortFormat)),
            QMessageBox::Yes | QMessageBox::Discard | QMessageBox::Ignore, QMessageBox::Yes);
        if (answer == QMessageBox::Ignore)
            continue;
        if (answer == QMessageBox::Discard) {
            Autosaver::remove(map);
            continue;
        }
        QString error;
        std::unique_ptr<MapDocument> document(Autosaver::recover(map, &error));
        if (!document) {
            QMessageBox::warning(this, tr("Recover Map"), error);
            continue;
        }
        setDocument(std::move(document));
        // The new autosave holds the edits now; the old one can go.
        m_autosaver->saveNow();
        Autosaver::remove(map);
        return;
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
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
