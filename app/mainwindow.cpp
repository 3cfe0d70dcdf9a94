#include "mainwindow.h"

#include "autosavestore.h"
#include "civilizationlist.h"
#include "eventloglist.h"
#include "gamemapview.h"
#include "gamescene.h"
#include "mapart.h"
#include "mapcatalog.h"
#include "pawnart.h"
#include "playerinput.h"
#include "playerlist.h"
#include "provincetooltip.h"
#include "startview.h"
#include "turnbar.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QVBoxLayout>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

constexpr int maxRecentFiles = 8;
const QString recentFilesKey = u"recentFiles"_s;
const QString languageKey = u"language"_s;

QDockWidget *makeDock(const QString &objectName, QWidget *content, QMainWindow *window, bool scroll)
{
    auto *dock = new QDockWidget(window);
    dock->setObjectName(objectName);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    if (scroll) {
        auto *area = new QScrollArea(dock);
        area->setWidgetResizable(true);
        area->setFrameShape(QFrame::NoFrame);
        area->setWidget(content);
        area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        dock->setWidget(area);
    } else {
        dock->setWidget(content);
    }
    return dock;
}

} // namespace

MainWindow::MainWindow(MapCatalog *catalog, QWidget *parent)
    : QMainWindow(parent)
    , m_catalog(catalog)
    , m_controller(new GameController(this))
{
    setObjectName(u"mainWindow"_s);
    setWindowIcon(QIcon(u":/icons/vinci.svg"_s));
    m_stack = new QStackedWidget(this);
    m_start = new StartView(catalog, m_stack);
    m_gamePage = new QWidget(m_stack);
    m_turnBar = new TurnBar(m_gamePage);
    m_scene = new GameScene(this);
    m_view = new GameMapView(m_gamePage);
    m_view->setGameScene(m_scene);
    auto *pageLayout = new QVBoxLayout(m_gamePage);
    pageLayout->setContentsMargins(0, 0, 0, 0);
    pageLayout->setSpacing(0);
    pageLayout->addWidget(m_turnBar);
    pageLayout->addWidget(m_view, 1);
    m_stack->addWidget(m_start);
    m_stack->addWidget(m_gamePage);
    setCentralWidget(m_stack);

    m_track = new CivilizationList;
    m_players = new PlayerList;
    m_log = new EventLogList(m_controller);
    m_input = new PlayerInput(m_controller, m_view, m_turnBar, m_track, this);

    createActions();
    createMenus();
    createDocks();
    retranslate();
    statusBar();

    m_view->setTooltipProvider([this](AreaIndex area) {
        if (!m_controller->hasGame())
            return QString();
        return ProvinceTooltip::html(m_controller->state(), m_controller->seats(), area,
                                     currentLanguage(), m_input->modes().espionage);
    });

    connect(m_controller, &GameController::gameReset, this, &MainWindow::onGameReset);
    connect(m_controller, &GameController::stateChanged, this, &MainWindow::refresh);
    connect(m_controller, &GameController::undoAvailableChanged, m_undoAction,
            &QAction::setEnabled);
    connect(m_controller, &GameController::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_controller, &GameController::rejected, this, [this](const QString &message) {
        m_turnBar->showMessage(message);
        statusBar()->showMessage(message, 6000);
    });
    connect(m_controller, &GameController::gameOver, this, [this] {
        refresh();
        emit gameEnded();
    });
    connect(m_input, &PlayerInput::modesChanged, this, &MainWindow::refresh);
    connect(m_input, &PlayerInput::hint, this, [this](const QString &message) {
        m_turnBar->showMessage(message);
        statusBar()->showMessage(message, 4000);
    });
    connect(m_start, &StartView::startRequested, this, &MainWindow::onStartRequested);
    connect(m_start, &StartView::openRequested, this, &MainWindow::open);

    m_turnBar->setAiDelay(m_controller->aiDelay());
    resize(1600, 1000);
    onGameReset();
}

MainWindow::~MainWindow() = default;

void MainWindow::setAutosaveStore(AutosaveStore *store)
{
    m_autosave = store;
    m_controller->setAutosaveStore(store);
}

void MainWindow::createActions()
{
    m_newAction = new QAction(this);
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &MainWindow::showNewGame);
    m_openAction = new QAction(this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::open);
    m_saveAction = new QAction(this);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);
    m_saveAsAction = new QAction(this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);
    m_undoAction = new QAction(this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setEnabled(false);
    connect(m_undoAction, &QAction::triggered, this, &MainWindow::undo);
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_zoomInAction = new QAction(this);
    m_zoomInAction->setShortcuts({QKeySequence::ZoomIn, QKeySequence(u"Ctrl+="_s)});
    connect(m_zoomInAction, &QAction::triggered, m_view, &GameMapView::zoomIn);
    m_zoomOutAction = new QAction(this);
    m_zoomOutAction->setShortcut(QKeySequence::ZoomOut);
    connect(m_zoomOutAction, &QAction::triggered, m_view, &GameMapView::zoomOut);
    m_fitAction = new QAction(this);
    m_fitAction->setShortcut(QKeySequence(u"Ctrl+0"_s));
    connect(m_fitAction, &QAction::triggered, m_view, &GameMapView::fitToWindow);

    m_howToPlayAction = new QAction(this);
    m_howToPlayAction->setShortcut(QKeySequence::HelpContents);
    connect(m_howToPlayAction, &QAction::triggered, this, [this] {
        QMessageBox::information(
            this, tr("How to play"),
            tr("<p>On your first turn, choose a civilization on the track. On each later turn, "
               "choose Expand or Decline in the bar above the map.</p>"
               "<p><b>Expand</b>: click provinces to conquer them; the cost in pawns is on each "
               "one, and hovering shows why. Then End conquest, place your pawns (left click "
               "adds, right click removes, or drag them) and Confirm to score.</p>"
               "<p><b>Decline</b>: your empire stops growing but keeps scoring; you choose a new "
               "civilization, which enters the board next turn.</p>"
               "<p>Ctrl+Z takes back any step of your turn until the next player acts.</p>"));
    });
    m_aboutAction = new QAction(this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About Vinci"),
                           tr("<h3>Vinci %1</h3><p>The Rise and Fall of Civilizations: a "
                              "computer version of Philippe Keyaerts' board game (1999), for "
                              "3 to 6 players at one computer.</p>")
                               .arg(QApplication::applicationVersion()));
    });

    m_languageGroup = new QActionGroup(this);
    for (const QString &code : {u"en"_s, u"fr"_s, u"de"_s}) {
        auto *action = new QAction(m_languageGroup);
        action->setData(code);
        action->setCheckable(true);
        action->setChecked(code == currentLanguage());
        connect(action, &QAction::triggered, this, [this, code] {
            applyLanguage(code);
            emit languageRequested(code);
        });
    }
}

void MainWindow::createMenus()
{
    m_gameMenu = menuBar()->addMenu(QString());
    m_gameMenu->addAction(m_newAction);
    m_gameMenu->addAction(m_openAction);
    m_recentMenu = m_gameMenu->addMenu(QString());
    m_gameMenu->addAction(m_saveAction);
    m_gameMenu->addAction(m_saveAsAction);
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_undoAction);
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_quitAction);
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_zoomInAction);
    m_viewMenu->addAction(m_zoomOutAction);
    m_viewMenu->addAction(m_fitAction);
    m_viewMenu->addSeparator();
    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->addActions(m_languageGroup->actions());
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_howToPlayAction);
    m_helpMenu->addAction(m_aboutAction);
    updateRecentMenu();
}

void MainWindow::createDocks()
{
    setDockOptions(AnimatedDocks | AllowNestedDocks);
    m_trackDock = makeDock(u"civilizationDock"_s, m_track, this, true);
    m_playersDock = makeDock(u"playersDock"_s, m_players, this, true);
    m_logDock = makeDock(u"logDock"_s, m_log, this, false);
    addDockWidget(Qt::LeftDockWidgetArea, m_trackDock);
    addDockWidget(Qt::RightDockWidgetArea, m_playersDock);
    addDockWidget(Qt::RightDockWidgetArea, m_logDock);
    splitDockWidget(m_playersDock, m_logDock, Qt::Vertical);
    resizeDocks({m_trackDock, m_playersDock}, {370, 340}, Qt::Horizontal);
    resizeDocks({m_playersDock, m_logDock}, {560, 440}, Qt::Vertical);
    for (QDockWidget *dock : {m_trackDock, m_playersDock, m_logDock})
        m_viewMenu->addAction(dock->toggleViewAction());
}

void MainWindow::retranslate()
{
    m_gameMenu->setTitle(tr("&Game"));
    m_newAction->setText(tr("&New Game..."));
    m_openAction->setText(tr("&Open..."));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As..."));
    m_undoAction->setText(tr("&Undo"));
    m_quitAction->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    m_zoomInAction->setText(tr("Zoom &In"));
    m_zoomOutAction->setText(tr("Zoom &Out"));
    m_fitAction->setText(tr("&Fit to Window"));
    m_languageMenu->setTitle(tr("&Language"));
    const QStringList languages{u"English"_s, u"Français"_s, u"Deutsch"_s};
    for (int i = 0; i < m_languageGroup->actions().size(); ++i)
        m_languageGroup->actions().at(i)->setText(languages.value(i));
    m_helpMenu->setTitle(tr("&Help"));
    m_howToPlayAction->setText(tr("&How to Play"));
    m_aboutAction->setText(tr("&About Vinci"));
    m_trackDock->setWindowTitle(tr("Civilizations"));
    m_playersDock->setWindowTitle(tr("Players"));
    m_logDock->setWindowTitle(tr("Game Log"));
    updateRecentMenu();
    updateTitle();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        m_scene->setLanguage(currentLanguage());
        m_scene->setZoom(m_view->zoom());
        refresh();
    }
    QMainWindow::changeEvent(event);
}

QString MainWindow::currentLanguage()
{
    const QString name = QLocale().name().left(2);
    return name == u"fr" || name == u"de" ? name : u"en"_s;
}

void MainWindow::applyLanguage(const QString &language)
{
    QLocale::setDefault(QLocale(language));
    QSettings().setValue(languageKey, language);
    for (QAction *action : m_languageGroup->actions())
        action->setChecked(action->data().toString() == language);
    // Names from map.json and the engine's messages follow QLocale at once; the program's
    // translators send the same event when they are installed.
    QEvent change(QEvent::LanguageChange);
    QApplication::sendEvent(this, &change);
    for (QWidget *widget : findChildren<QWidget *>())
        QApplication::sendEvent(widget, &change);
}

bool MainWindow::showMapOf(const GameState &state, QString *error)
{
    const QString id = state.board->mapId();
    if (id == m_shownMapId && m_scene->areaCount() == state.board->areaCount())
        return true;
    std::shared_ptr<const LoadedMap> map = m_catalog->mapOfBoard(state.board.get());
    if (!map)
        map = m_catalog->load(id, error);
    if (!map)
        return false;
    auto &art = m_art[id];
    if (!art)
        art = MapArt::load(map->svgPath, map->data, error);
    if (!art)
        return false;
    m_scene->setLanguage(currentLanguage());
    m_scene->setGameMap(art, map->data.areas);
    m_view->setGameScene(m_scene);
    m_shownMapId = id;
    return true;
}

void MainWindow::onGameReset()
{
    m_input->resetModes();
    if (!m_controller->hasGame()) {
        m_stack->setCurrentWidget(m_start);
        for (QDockWidget *dock : {m_trackDock, m_playersDock, m_logDock})
            dock->hide();
        m_track->clear();
        m_players->clear();
        m_turnBar->clear();
        updateTitle();
        return;
    }
    QString error;
    if (!showMapOf(m_controller->state(), &error)) {
        QMessageBox::warning(this, tr("Vinci"), error);
        m_controller->closeGame();
        return;
    }
    m_stack->setCurrentWidget(m_gamePage);
    for (QDockWidget *dock : {m_trackDock, m_playersDock, m_logDock})
        dock->show();
    m_view->fitToWindow();
    refresh();
}

BoardHints MainWindow::currentHints() const
{
    BoardHints hints;
    const GameState &state = m_controller->state();
    if (!m_controller->isHumanToAct())
        return hints;
    hints.targets = conquestTargets(state, m_input->modes().espionage);
    hints.parts = partsToChooseFrom(state);
    hints.redeployTargets = redeployTargets(state);
    if (state.phase == Phase::Reorganization && hints.parts.empty())
        hints.editablePlayer = state.currentPlayer;
    if (state.phase == Phase::Conquest || state.phase == Phase::Reorganization ||
        state.phase == Phase::RebirthDecision) {
        // The defenders' survivors of this turn, waiting where they were beaten.
        for (const LoggedEvent &entry : m_controller->eventLog()) {
            if (entry.turnNumber == state.turnNumber && entry.event.kind == EventKind::Conquered &&
                entry.event.other >= 0 && entry.event.amount2 > 0)
                hints.survivors[entry.event.area] = {entry.event.other, entry.event.amount2};
        }
    }
    return hints;
}

void MainWindow::refresh()
{
    m_undoAction->setEnabled(m_controller->canUndo());
    m_saveAction->setEnabled(m_controller->hasGame());
    m_saveAsAction->setEnabled(m_controller->hasGame());
    if (!m_controller->hasGame())
        return;
    const GameState &state = m_controller->state();
    const bool human = m_controller->isHumanToAct();
    m_scene->showState(state, m_controller->seats(), currentHints());
    m_turnBar->showState(state, m_controller->seats(), m_input->modes(), human || state.isOver(),
                         m_controller->canUndo());
    m_track->showState(state, human && state.phase == Phase::ChooseCivilization);
    m_players->showState(state, m_controller->seats());
    const int acting = m_controller->actingSeat();
    if (acting >= 0)
        m_view->setDragPixmap(PawnArt::pawn(PawnSide::Active, m_controller->seat(acting).colour, 32,
                                            devicePixelRatioF()));
    updateTitle();
}

void MainWindow::updateTitle()
{
    QString title = tr("Vinci");
    if (m_controller->hasGame()) {
        const QString file = m_file.isEmpty() ? tr("New game") : QFileInfo(m_file).fileName();
        title = tr("%1 - Round %2 - Vinci").arg(file).arg(m_controller->state().round);
    }
    setWindowTitle(title + (m_controller->isModified() ? u" *"_s : QString()));
}

bool MainWindow::startGame(const StartRequest &request, QString *error)
{
    const auto map = m_catalog->load(request.mapId, error);
    if (!map)
        return false;
    GameSetup setup{map->graph, request.options, request.seats};
    m_file.clear();
    return m_controller->startGame(setup, error);
}

void MainWindow::onStartRequested()
{
    QString error;
    if (!startGame(m_start->request(), &error))
        QMessageBox::warning(this, tr("New Game"), error);
}

void MainWindow::showNewGame()
{
    if (!confirmLeavingGame())
        return;
    if (m_autosave)
        m_autosave->discard();
    m_controller->closeGame();
    m_start->refreshMaps();
}

bool MainWindow::openFile(const QString &fileName, QString *error)
{
    QString message;
    const auto loaded = readSaveGame(fileName, m_catalog->boardResolver(), &message);
    if (!loaded) {
        if (error)
            *error = message;
        return false;
    }
    QString warning;
    if (!m_controller->loadGame(*loaded, &message, &warning)) {
        if (error)
            *error = message;
        return false;
    }
    m_file = fileName;
    addRecentFile(fileName);
    updateTitle();
    if (!warning.isEmpty())
        statusBar()->showMessage(warning, 8000);
    return true;
}

bool MainWindow::openData(const QByteArray &saveJson, const QString &origin, QString *error)
{
    QString message;
    const auto loaded = readSaveGame(saveJson, origin, m_catalog->boardResolver(), &message);
    QString warning;
    if (!loaded || !m_controller->loadGame(*loaded, &message, &warning)) {
        if (error)
            *error = message;
        return false;
    }
    m_file.clear();
    updateTitle();
    if (!warning.isEmpty())
        statusBar()->showMessage(warning, 8000);
    return true;
}

void MainWindow::open()
{
    if (!confirmLeavingGame())
        return;
    const QString fileName =
        QFileDialog::getOpenFileName(this, tr("Open Game"), QFileInfo(m_file).absolutePath(),
                                     tr("Vinci games (*.vinci);;All files (*)"));
    if (fileName.isEmpty())
        return;
    QString error;
    if (!openFile(fileName, &error))
        QMessageBox::warning(this, tr("Open Game"), error);
}

bool MainWindow::saveFile(const QString &fileName, QString *error)
{
    if (!m_controller->saveTo(fileName, error))
        return false;
    m_file = fileName;
    addRecentFile(fileName);
    updateTitle();
    statusBar()->showMessage(tr("Saved to %1.").arg(QFileInfo(fileName).fileName()), 4000);
    return true;
}

bool MainWindow::save()
{
    if (m_file.isEmpty())
        return saveAs();
    QString error;
    if (!saveFile(m_file, &error)) {
        QMessageBox::warning(this, tr("Save Game"), error);
        return false;
    }
    return true;
}

bool MainWindow::saveAs()
{
    if (!m_controller->hasGame())
        return false;
    QString fileName = QFileDialog::getSaveFileName(this, tr("Save Game"),
                                                    m_file.isEmpty() ? tr("game.vinci") : m_file,
                                                    tr("Vinci games (*.vinci)"));
    if (fileName.isEmpty())
        return false;
    if (QFileInfo(fileName).suffix().isEmpty())
        fileName += u".vinci"_s;
    QString error;
    if (!saveFile(fileName, &error)) {
        QMessageBox::warning(this, tr("Save Game"), error);
        return false;
    }
    return true;
}

void MainWindow::undo()
{
    m_controller->undo();
}

bool MainWindow::confirmLeavingGame()
{
    if (!m_controller->hasGame() || !m_controller->isModified() || m_controller->state().isOver())
        return true;
    const auto answer = QMessageBox::question(
        this, tr("Vinci"), tr("The game in progress has unsaved turns. Save it first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    return answer == QMessageBox::Discard || save();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!confirmLeavingGame()) {
        event->ignore();
        return;
    }
    // Closed on purpose: nothing to offer after a restart.
    if (m_autosave)
        m_autosave->discard();
    event->accept();
}

void MainWindow::addRecentFile(const QString &fileName)
{
    QSettings settings;
    QStringList files = settings.value(recentFilesKey).toStringList();
    const QString path = QFileInfo(fileName).absoluteFilePath();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > maxRecentFiles)
        files.removeLast();
    settings.setValue(recentFilesKey, files);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList files = QSettings().value(recentFilesKey).toStringList();
    for (const QString &file : files) {
        QAction *action = m_recentMenu->addAction(QFileInfo(file).fileName());
        action->setToolTip(file);
        connect(action, &QAction::triggered, this, [this, file] {
            if (!confirmLeavingGame())
                return;
            QString error;
            if (!openFile(file, &error))
                QMessageBox::warning(this, tr("Open Game"), error);
        });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

} // namespace vinci
