#include "mainwindow.h"

#include "accessibility/announcer.h"
#include "accessibility/mapaccessible.h"
#include "accessibility/provincewords.h"
#include "board/gamemapview.h"
#include "board/gamescene.h"
#include "board/keyboarduse.h"
#include "board/playerinput.h"
#include "board/provincetooltip.h"
#include "dialogfolder.h"
#include "dialogs/aboutdialog.h"
#include "dialogs/continuedialog.h"
#include "dialogs/endofgamedialog.h"
#include "dialogs/howtoplaydialog.h"
#include "dialogs/keyboarddialog.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/quickreferenceactions.h"
#include "dialogs/tilehelpdialog.h"
#include "dockcolumnsplit.h"
#include "elidingstatusbar.h"
#include "guide/guidepanel.h"
#include "guide/guiderunner.h"
#include "guide/guidesession.h"
#include "guide/guidestep.h"
#include "guide/guidestore.h"
#include "io/savegame.h"
#include "languageswitcher.h"
#include "mapart.h"
#include "mapformat/mapcatalog.h"
#include "mapformat/mapdirectories.h"
#include "mapinstaller.h"
#include "mappackageprompt.h"
#include "menubarescape.h"
#include "narrowdocks.h"
#include "panels/catchupbar.h"
#include "panels/civilizationtrackpanel.h"
#include "panels/gamelogpanel.h"
#include "panels/panelscrollarea.h"
#include "panels/playerspanel.h"
#include "panels/replaybar.h"
#include "panels/tileart.h"
#include "panels/trackslotbutton.h"
#include "panels/turnbar.h"
#include "panels/turnguidance.h"
#include "recentfiles.h"
#include "rules/ruleset.h"
#include "rules/rulesetname.h"
#include "session/autosavedview.h"
#include "session/autosavestore.h"
#include "session/catchup.h"
#include "session/hintadvisor.h"
#include "session/missedturns.h"
#include "session/replaysession.h"
#include "session/savedgamedescription.h"
#include "session/seatkind.h"
#include "session/turnmessage.h"
#include "sessionlog.h"
#include "standardkeys.h"
#include "startview.h"
#include "textsize.h"
#include "windowplacement.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QScopeGuard>
#include <QScreen>
#include <QSettings>
#include <QShortcut>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

const QString windowSettingsGroup = u"window"_s;
/** In windowSettingsGroup: the frame's margins last drawn around a normal window. */
const QString frameKey = u"frame"_s;

QDockWidget *makeDock(const QString &objectName, QWidget *content, QMainWindow *window, bool scroll)
{
    auto *dock = new QDockWidget(window);
    dock->setObjectName(objectName);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    // The panels carry their own titles; the View menu shows and hides them.
    dock->setTitleBarWidget(new QWidget(dock));
    if (scroll) {
        dock->setWidget(new PanelScrollArea(content, dock));
    } else {
        dock->setWidget(content);
    }
    return dock;
}

} // namespace

MainWindow::MainWindow(MapCatalog *catalog, LanguageSwitcher *language, QWidget *parent)
    : QMainWindow(parent)
    , m_catalog(catalog)
    , m_language(language ? language : new LanguageSwitcher(this))
    , m_controller(new GameController(this))
    , m_recent(new RecentFiles(this))
{
    setObjectName(u"mainWindow"_s);
    setWindowIcon(QIcon(u":/icons/vinci.svg"_s));
    // Saved games and map packages dropped anywhere on the window (the map view passes what it
    // does not take on to its parents).
    setAcceptDrops(true);
    // Which game each recent file holds, read from its summary (no replay).
    m_recent->setDescriber(&SavedGameDescription::ofFile);
    m_recent->setNamer([this](const QString &file) { return gameName(file); });
    m_stack = new QStackedWidget(this);
    m_start = new StartView(catalog, m_recent);
    m_start->setPreviewMap(NewGameDialog::rememberedSetup().mapId);
    // Its card, the map's picture and four recent games need more than 512 pixels' height (a
    // 1366x768 screen at the scale factor 1.5): the window grew past the screen (s42).
    m_startPage = new PanelScrollArea(m_start, m_stack);
    m_startPage->setObjectName(u"startPage"_s);
    m_scene = new GameScene(this);
    m_view = new GameMapView(m_scene, m_stack);
    // The map's zoom and centre go with the autosave of the game played (not a lesson's, not a
    // game watched), to be shown again after a crash.
    m_autosavedView = new AutosavedView(m_view, [this](const QJsonObject &shown) {
        if (m_autosave && m_controller->hasGame() && !m_controller->isWatching() &&
            !m_guide->isActive())
            m_autosave->setView(shown);
    });
    m_keyboardUse = new KeyboardUse(this);
    m_stack->addWidget(m_startPage);
    m_stack->addWidget(m_view);
    setCentralWidget(m_stack);
    // The turn bar spans the window over the map and the panels: its buttons and words have
    // the whole width, so they fit beside panels as wide as their content at 1024 pixels.
    m_turnBarHost = new QToolBar(this);
    m_turnBarHost->setObjectName(u"turnBarHost"_s);
    m_turnBarHost->setMovable(false);
    m_turnBarHost->setFloatable(false);
    m_turnBarHost->toggleViewAction()->setVisible(false);
    m_turnBarHost->setStyleSheet(
        u"QToolBar#turnBarHost { border: none; padding: 0px; spacing: 0px; }"_s);
    m_turnBar = new TurnBar(m_turnBarHost);
    m_turnBarHost->addWidget(m_turnBar);
    addToolBar(Qt::TopToolBarArea, m_turnBarHost);
    // The guided first game's bar, under the turn bar (Game > Learn to Play).
    m_guide = new GuideRunner(this, catalog);
    addToolBarBreak(Qt::TopToolBarArea);
    addToolBar(Qt::TopToolBarArea, m_guide->host());
    connect(m_guide, &GuideRunner::learnRequested, this,
            [this](const GuideScript *script) { learnToPlay(*script); });
    connect(m_guide, &GuideRunner::leaveRequested, m_controller, &GameController::closeGame);
    connect(m_guide, &GuideRunner::startAgainRequested, this,
            [this](const GuideScript *script) { learnToPlay(*script, true); });
    // A wrong move answered in the words of the key or the click that made it.
    m_guide->session()->setKeysInUse([this] { return m_keyboardUse->inUse(); });
    connect(m_guide, &GuideRunner::stepShown, this, &MainWindow::refresh);
    // Left or finished, the game's autosave is the crash autosave's again; a finished lesson's
    // game is the person's from now on, kept at once (its lesson's copy is gone).
    connect(m_guide->session(), &GuideSession::ended, this,
            [this] { m_controller->setAutosaveStore(m_autosave); });
    connect(m_guide->session(), &GuideSession::finished, this, [this] {
        if (m_autosave && m_controller->hasGame())
            m_autosave->autosave(saveGameToJson(m_controller->state(), m_controller->savedGame()));
    });
    // The turns a person missed: a bar over the top of the map while they are shown (the
    // window's layout stays as it is: the map does not move when it comes and goes).
    m_catchUp = new CatchUp(this);
    // A child of the pages' stack, not of the map view: the view claims Space and Escape
    // (its cursor keys) from the widgets inside it, and Skip must have them.
    m_catchUpBar = new CatchUpBar(m_catchUp, m_controller, m_stack);
    addAction(m_catchUpBar->skipAction());
    connect(m_catchUpBar, &CatchUpBar::skipRequested, m_catchUp, &CatchUp::skip);
    connect(m_catchUp, &CatchUp::shown, this, &MainWindow::showCatchUp);
    connect(m_catchUp, &CatchUp::finished, this, &MainWindow::endCatchUp);
    // The replay viewer's bar, under the map and the panels, while a game is watched.
    m_replayBarHost = new QToolBar(this);
    m_replayBarHost->setObjectName(u"replayBarHost"_s);
    m_replayBarHost->setMovable(false);
    m_replayBarHost->setFloatable(false);
    m_replayBarHost->toggleViewAction()->setVisible(false);
    m_replayBarHost->setStyleSheet(
        u"QToolBar#replayBarHost { border: none; padding: 0px; spacing: 0px; }"_s);
    m_replayBar = new ReplayBar(m_replayBarHost);
    m_replayBarHost->addWidget(m_replayBar);
    addToolBar(Qt::BottomToolBarArea, m_replayBarHost);
    m_replayBarHost->hide();
    // Its keys work wherever the keyboard is in the window (they are enabled only while watching).
    addActions(m_replayBar->shortcutActions());
    connect(m_replayBar, &ReplayBar::stopRequested, this, &MainWindow::stopWatching);
    connect(m_replayBar, &ReplayBar::continueRequested, this, &MainWindow::continueFromHere,
            Qt::QueuedConnection);

    m_track = new CivilizationTrackPanel;
    m_players = new PlayersPanel;
    m_log = new GameLogPanel;
    m_input = new PlayerInput(m_controller, m_view, m_turnBar, m_track, this);
    m_hints = new HintAdvisor(m_controller, this);

    createActions();
    createMenus();
    createDocks();
    retranslate();
    // A message too long for the bar is cut, and whole in its tooltip (ElidingStatusBar).
    setStatusBar(new ElidingStatusBar(this));
    // The least height is event()'s to keep, within the screen: one set here is left to it by
    // the layout (a height of 0 would not count as set).
    setMinimumHeight(1);

    // The map's provinces and the announcer as assistive technology sees them (once for the
    // application; every window, the program's and the tests', has them).
    installAccessibleInterfaces();
    m_view->setProvinceWordsProvider([this](AreaIndex area) {
        if (!m_controller->hasGame())
            return ProvinceWords{};
        return ProvinceWordsBuilder::of(m_controller->state(), m_controller->seats(), area,
                                        uiLanguage(), *m_input);
    });
    // What happens, told to a screen reader: the log's new lines, a move refused, a hint.
    m_announcer = new Announcer(this);
    connect(m_log, &GameLogPanel::linesAdded, m_announcer, &Announcer::tellLog);
    // The guide's answer to a move its step did not ask for: shown in its bar, read out here.
    connect(m_guide->session(), &GuideSession::wrongMove, m_announcer, &Announcer::announce);
    // A message of the step before (a map clicked before choosing: "First choose a
    // civilization on the track.") is not this step's, nor the welcome page's after Leave.
    for (const auto changed : {&GuideSession::stepChanged, &GuideSession::ended})
        connect(m_guide->session(), changed, statusBar(), &QStatusBar::clearMessage);
    m_view->setTooltipProvider([this](AreaIndex area, ProvinceTooltip::Opened opened) {
        if (!m_controller->hasGame())
            return QString();
        // What the province is worth and costs is said to the person whose turn it is only;
        // in a lesson, a move its step would refuse is not offered: the step's answer is said.
        const bool keys = opened == ProvinceTooltip::Opened::ByKeyboard;
        return ProvinceTooltip::html(m_controller->state(), m_controller->seats(), area,
                                     uiLanguage(), m_input->modes().espionage,
                                     m_controller->isHumanToAct()
                                         ? ProvinceTooltip::Reader::ActingPlayer
                                         : ProvinceTooltip::Reader::Anyone,
                                     opened, [this, keys](const Action &action) {
                                         return m_guide->session()->answerTo(action, keys);
                                     });
    });

    connect(m_controller, &GameController::gameReset, this, &MainWindow::onGameReset);
    connect(m_controller, &GameController::seatsChanged, this, [this] {
        m_track->setSeats(m_controller->seats());
        m_players->setSeats(m_controller->seats());
        m_log->setSeats(m_controller->seats());
    });
    connect(m_controller, &GameController::stateChanged, this, &MainWindow::onStateChanged);
    connect(m_controller, &GameController::logExtended, this,
            [this](const std::vector<LoggedEvent> &added) {
                // While catching up the log reads up to the action shown (the turn that began
                // adds its lines after the catch-up has started).
                if (!m_catchUp->isActive())
                    m_log->appendEntries(added);
            });
    connect(m_controller, &GameController::thinkingChanged, this, [this](int seat) {
        m_turnBar->setThinking(seat >= 0 ? m_controller->seat(seat).name : QString());
    });
    connect(m_controller, &GameController::logReset, this, &MainWindow::reloadLog);
    connect(m_controller, &GameController::undone, this, &MainWindow::sayUndone);
    connect(m_controller, &GameController::undoAvailableChanged, this, [this](bool available) {
        m_undoAction->setEnabled(available || m_input->pendingChoice());
    });
    connect(m_controller, &GameController::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_controller, &GameController::rejected, this, [this](const QString &message) {
        m_announcer->announce(message);
        m_turnBar->showMessage(message);
        sayUntilTheTurnIsOver(*statusBar(), *m_controller, message, 6000);
    });
    connect(m_controller, &GameController::gameOver, this, &MainWindow::showEndOfGame);
    connect(m_input, &PlayerInput::modesChanged, this, &MainWindow::refresh);
    // The step's words say keys or clicks as the person plays (queued: after the key's own
    // action, whose refresh comes first).
    connect(m_keyboardUse, &KeyboardUse::changed, this, &MainWindow::refresh, Qt::QueuedConnection);
    // A guided game's step answers a move it does not ask for as the move is begun.
    m_input->setBeginGate([this](const std::vector<Action> &actions) {
        return m_guide->session()->answerMoveBegun(actions);
    });
    connect(m_input, &PlayerInput::hint, this, [this](const QString &message) {
        m_announcer->announce(message);
        m_turnBar->showMessage(message);
        sayUntilTheTurnIsOver(*statusBar(), *m_controller, message, 4000);
    });
    connect(m_input, &PlayerInput::noted, this, [this](const QString &message) {
        m_announcer->announce(message);
        sayUntilTheTurnIsOver(*statusBar(), *m_controller, message, 10000);
    });
    connect(m_hints, &HintAdvisor::changed, this, &MainWindow::refresh);
    connect(m_turnBar, &TurnBar::keyboardLeft, m_view, &GameMapView::takeKeyboard);
    connect(m_turnBar, &TurnBar::hintRequested, this, &MainWindow::askHint);
    connect(m_turnBar, &TurnBar::cancelHintRequested, m_hints, &HintAdvisor::cancel);
    connect(m_turnBar, &TurnBar::dismissHintRequested, m_hints, &HintAdvisor::dismiss);
    connect(m_turnBar, &TurnBar::applyHintRequested, m_hints, &HintAdvisor::apply);
    connect(m_start, &StartView::newGameRequested, this, &MainWindow::showNewGame);
    connect(m_start, &StartView::openRequested, this, &MainWindow::open);
    connect(m_start, &StartView::learnRequested, this, [this] { learnToPlay(classicGuide()); });
    connect(m_start, &StartView::learnDismissed, this, [this] {
        GuideStore::setOffered();
        showLessonOffers();
    });
    connect(m_start, &StartView::resumeRequested, this, [this](int index) {
        const std::vector<GuideRunner::Kept> kept = m_guide->keptGames();
        if (index >= 0 && index < static_cast<int>(kept.size()))
            learnToPlay(*kept[static_cast<std::size_t>(index)].script);
    });
    connect(m_guide, &GuideRunner::keptChanged, this, &MainWindow::showLessonOffers);
    showLessonOffers();
    connect(m_start, &StartView::openFileRequested, this, &MainWindow::openRecent);
    connect(m_recent, &RecentFiles::openRequested, this, &MainWindow::openRecent);

    // The computer's speed stays as the player last chose it.
    const QString aiDelayKey = u"game/aiDelay"_s;
    m_controller->setAiDelay(QSettings().value(aiDelayKey, m_controller->aiDelay()).toInt());
    connect(m_turnBar, &TurnBar::aiDelayChanged, this,
            [aiDelayKey](int milliseconds) { QSettings().setValue(aiDelayKey, milliseconds); });
    m_turnBar->setAiDelay(m_controller->aiDelay());
    if (const QScreen *screen = this->screen())
        resize(defaultWindowPlacement(screen->availableGeometry()).geometry.size());
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
    m_watchAction = new QAction(this);
    m_watchAction->setObjectName(u"watchAction"_s);
    connect(m_watchAction, &QAction::triggered, this, &MainWindow::watchGame);
    m_saveAction = new QAction(this);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);
    m_saveAsAction = new QAction(this);
    m_saveAsAction->setShortcuts(standardKeys(QKeySequence::SaveAs));
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);
    m_undoAction = new QAction(this);
    m_undoAction->setObjectName(u"undoAction"_s);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setEnabled(false);
    connect(m_undoAction, &QAction::triggered, this, &MainWindow::undo);
    // Ctrl+Z with nothing to undo said nothing anywhere (the s53 walk): a greyed action's key
    // is not heard, so this key, on only while Undo is greyed, says why.
    auto *undoRefused = new QShortcut(QKeySequence::Undo, this);
    undoRefused->setObjectName(u"undoRefusedShortcut"_s);
    connect(m_undoAction, &QAction::enabledChanged, undoRefused,
            [undoRefused](bool enabled) { undoRefused->setEnabled(!enabled); });
    connect(undoRefused, &QShortcut::activated, this, &MainWindow::sayWhyNoUndo);
    m_hintAction = new QAction(this);
    m_hintAction->setObjectName(u"hintAction"_s);
    m_hintAction->setShortcut(QKeySequence(Qt::Key_H));
    m_hintAction->setEnabled(false);
    connect(m_hintAction, &QAction::triggered, this, &MainWindow::askHint);
    // The end-of-game page again, once closed, for the game over on the table (a finished
    // game opened from a save shows it at once).
    m_resultsAction = new QAction(this);
    m_resultsAction->setObjectName(u"resultsAction"_s);
    m_resultsAction->setEnabled(false);
    connect(m_resultsAction, &QAction::triggered, this, &MainWindow::showResults);
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
    m_fullScreenAction = new QAction(this);
    m_fullScreenAction->setCheckable(true);
    // F11 everywhere, besides the platform's own keys (Ctrl+Meta+F on macOS).
    QList<QKeySequence> fullScreenKeys = QKeySequence::keyBindings(QKeySequence::FullScreen);
    if (!fullScreenKeys.contains(QKeySequence(Qt::Key_F11)))
        fullScreenKeys.prepend(QKeySequence(Qt::Key_F11));
    m_fullScreenAction->setShortcuts(fullScreenKeys);
    connect(m_fullScreenAction, &QAction::toggled, this, [this](bool on) {
        setWindowState(on ? windowState() | Qt::WindowFullScreen
                          : windowState() & ~Qt::WindowFullScreen);
    });

    m_howToPlayAction = new QAction(this);
    m_howToPlayAction->setShortcut(QKeySequence::HelpContents);
    connect(m_howToPlayAction, &QAction::triggered, this, [this] {
        auto *dialog = new HowToPlayDialog(this, helpRules());
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    m_keyboardAction = new QAction(this);
    m_keyboardAction->setObjectName(u"keyboardAction"_s);
    connect(m_keyboardAction, &QAction::triggered, this, [this] {
        auto *dialog = new KeyboardDialog(keyboardSections(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    m_quickReference = new QuickReferenceActions(this, [this] { return helpRules(); });
    m_tilesAction = new QAction(this);
    connect(m_tilesAction, &QAction::triggered, this, [this] {
        // The tiles of the game on the table; Classic when there is none.
        auto *dialog =
            new TileHelpDialog(this, m_controller->hasGame() ? m_controller->state().options.ruleSet
                                                             : RuleSetId::Classic);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    m_aboutAction = new QAction(this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, [this] {
        AboutDialog dialog(this);
        dialog.exec();
    });
    m_languageGroup = m_language->createActions(this);
}

void MainWindow::createMenus()
{
    m_gameMenu = menuBar()->addMenu(QString());
    m_gameMenu->addAction(m_newAction);
    m_gameMenu->addAction(m_openAction);
    m_recentMenu = m_gameMenu->addMenu(QString());
    m_recent->attachTo(m_recentMenu);
    m_gameMenu->addAction(m_watchAction);
    m_gameMenu->addMenu(m_guide->menu());
    m_gameMenu->addAction(m_saveAction);
    m_gameMenu->addAction(m_saveAsAction);
    m_gameMenu->addSeparator();
    m_gameMenu->addActions(m_quickReference->actions());
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_resultsAction);
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_quitAction);
    // The turn's steps, as the turn bar's buttons and the track's cards offer them, with their
    // keys: a menu of their own. In the Game menu they made it taller than a 1366x768 screen at
    // the scale factor 1.5, Quit in a second column (the s43 walk).
    m_turnMenu = menuBar()->addMenu(QString());
    m_chooseMenu = m_turnMenu->addMenu(QString());
    m_chooseMenu->addActions(m_track->slotActions());
    // The submenu is there when one of its places may be taken, as each entry follows its
    // place: with no game it opened on six disabled entries (the s43 walk).
    const auto followPlaces = [this] {
        const QList<QAction *> places = m_track->slotActions();
        m_chooseMenu->menuAction()->setEnabled(std::any_of(
            places.begin(), places.end(), [](const QAction *place) { return place->isEnabled(); }));
    };
    for (QAction *place : m_track->slotActions())
        connect(place, &QAction::changed, this, followPlaces);
    followPlaces();
    m_turnMenu->addActions(m_turnBar->stepActions());
    m_turnMenu->addSeparator();
    m_turnMenu->addAction(m_undoAction);
    m_turnMenu->addAction(m_hintAction);
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_zoomInAction);
    m_viewMenu->addAction(m_zoomOutAction);
    m_viewMenu->addAction(m_fitAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_fullScreenAction);
    createTextSizeMenu();
    m_viewMenu->addSeparator();
    createCatchUpMenu();
    m_viewMenu->addSeparator();
    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->addActions(m_languageGroup->actions());
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_howToPlayAction);
    m_helpMenu->addAction(m_keyboardAction);
    m_helpMenu->addAction(m_tilesAction);
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_aboutAction);
    // One Escape closes a menu and gives the keyboard back (Qt left the bar holding it).
    new MenuBarEscape(menuBar());
}

std::vector<KeyboardSection> MainWindow::keyboardSections() const
{
    return {keyboardSectionOf(tr("Game menu"), m_gameMenu->actions()),
            keyboardSectionOf(tr("Turn menu"), m_turnMenu->actions()),
            keyboardSectionOf(tr("View menu"), m_viewMenu->actions()),
            keyboardSectionOf(tr("Help menu"), m_helpMenu->actions()),
            menuKeys(),
            mapKeys(),
            trackKeys(),
            hintKeys(),
            keyboardSectionOf(tr("While watching a game"), m_replayBar->shortcutActions()),
            keyboardSectionOf(tr("While the turns you missed are shown"),
                              {m_catchUpBar->skipAction()})};
}

void MainWindow::createDocks()
{
    setDockOptions(AnimatedDocks | AllowNestedDocks);
    m_trackDock = makeDock(u"civilizationDock"_s, m_track, this, true);
    m_playersDock = makeDock(u"playersDock"_s, m_players, this, true);
    // Each panel's title and caption over its scroll area: in sight whichever card is (a track
    // card picked was scrolled into sight with the title's top, the s46 walk).
    for (auto [dock, header] : {std::pair{m_trackDock, m_track->takeHeader()},
                                {m_playersDock, m_players->takeHeader()}}) {
        auto *column = new QWidget(dock);
        auto *layout = new QVBoxLayout(column);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->setSpacing(0);
        layout->addWidget(header);
        layout->addWidget(dock->widget(), 1);
        dock->setWidget(column);
    }
    m_logDock = makeDock(u"logDock"_s, m_log, this, false);
    addDockWidget(Qt::LeftDockWidgetArea, m_trackDock);
    addDockWidget(Qt::RightDockWidgetArea, m_playersDock);
    addDockWidget(Qt::RightDockWidgetArea, m_logDock);
    splitDockWidget(m_playersDock, m_logDock, Qt::Vertical);
    m_playersAndLog = new DockColumnSplit(this, m_playersDock, m_logDock);
    m_playersAndLog->setUpperTightening(
        [this](int lacking) { return m_players->savingFor(lacking); });
    // On a narrow window the track is a tab beside the players: the map keeps its share.
    m_narrowDocks = new NarrowDocks(this, m_trackDock, m_playersDock);
    // The track leaving or joining the players' column changes its height: the players and the
    // log share it as before.
    // Among tabs, the tab names each panel: their titles give the cards the room.
    connect(m_narrowDocks, &NarrowDocks::tabbedChanged, this, [this](bool tabbed) {
        m_track->setTitleShown(!tabbed);
        m_players->titleLabel()->setVisible(!tabbed);
        m_playersAndLog->restore();
    });
    // The docks start as wide as their panels need (PanelScrollArea), the map takes the rest.
    for (QDockWidget *dock : {m_trackDock, m_playersDock, m_logDock})
        m_viewMenu->addAction(dock->toggleViewAction());
}

RuleSetId MainWindow::helpRules() const
{
    return m_controller->hasGame() ? m_controller->state().options.ruleSet
                                   : NewGameDialog::rememberedSetup().options.ruleSet;
}

void MainWindow::retranslate()
{
    m_gameMenu->setTitle(tr("&Game"));
    m_turnMenu->setTitle(tr("&Turn"));
    m_newAction->setText(tr("&New Game..."));
    m_openAction->setText(tr("&Open..."));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_chooseMenu->setTitle(tr("Choose a &Civilization"));
    m_watchAction->setText(tr("&Watch a Game..."));
    m_watchAction->setToolTip(tr("Watch a saved or finished game again, action by action"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As..."));
    m_undoAction->setText(tr("&Undo"));
    m_hintAction->setText(tr("&Hint"));
    m_resultsAction->setText(tr("Scores and S&tatistics..."));
    m_quitAction->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    m_zoomInAction->setText(tr("Zoom &In"));
    m_zoomOutAction->setText(tr("Zoom &Out"));
    m_fitAction->setText(tr("&Fit to Window"));
    m_fullScreenAction->setText(tr("F&ull Screen"));
    m_textSizeMenu->setTitle(tr("Text Si&ze"));
    m_textSizeMenu->setToolTip(tr("How large the panels' text and the map's names are drawn"));
    for (QAction *action : m_textSizeGroup->actions())
        action->setText(TextSize::nameOf(static_cast<TextSize::Level>(action->data().toInt())));
    m_catchUpMenu->setTitle(tr("&Turns You Missed"));
    // Said in the status bar, on the entry and on each pace: the menu's tooltip covered the next
    // pace while the pointer went down the menu (the s50 walk).
    const QString missedWhy =
        tr("Before a person plays, show on the map what the other seats did since their turn");
    m_catchUpMenu->menuAction()->setStatusTip(missedWhy);
    for (QAction *action : m_catchUpGroup->actions()) {
        action->setStatusTip(missedWhy);
        switch (static_cast<CatchUp::Pace>(action->data().toInt())) {
        case CatchUp::Pace::Off:
            action->setText(tr("&Off"));
            break;
        case CatchUp::Pace::Slow:
            action->setText(tr("&Slow"));
            break;
        case CatchUp::Pace::Normal:
            action->setText(tr("&Normal"));
            break;
        case CatchUp::Pace::Fast:
            action->setText(tr("&Fast"));
            break;
        }
    }
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_howToPlayAction->setText(tr("&How to Play"));
    m_keyboardAction->setText(tr("&Keyboard"));
    m_keyboardAction->setToolTip(tr("Every key of the game window"));
    m_quickReference->retranslate();
    m_guide->retranslate();
    m_tilesAction->setText(tr("&Civilization Tiles"));
    m_aboutAction->setText(tr("&About Vinci"));
    m_trackDock->setWindowTitle(tr("Civilizations"));
    m_playersDock->setWindowTitle(tr("Players"));
    m_logDock->setWindowTitle(tr("Game Log"));
    updateTitle();
}

bool MainWindow::event(QEvent *event)
{
    // After the layout has laid the window out (QLayout::widgetEvent() comes first); a least
    // height set here is one the layout leaves as it is (set from the constructor on).
    if (event->type() == QEvent::LayoutRequest && layout()) {
        const QSize total = layout()->totalMinimumSize();
        const int least = std::min(total.height(), roomOnScreen(*this).height());
        if (minimumHeight() != least)
            setMinimumHeight(least);
        // As narrow as the docks tabbed allow: made narrower, they are (NarrowDocks).
        const int leastWidth =
            total.width() - (m_narrowDocks ? m_narrowDocks->widthSavedByTabbing() : 0);
        if (minimumWidth() != leastWidth)
            setMinimumWidth(leastWidth);
    }
    return QMainWindow::event(event);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::WindowStateChange) {
        // F11, the menu or the window manager: the menu's tick follows the window.
        const QSignalBlocker blocker(m_fullScreenAction);
        m_fullScreenAction->setChecked(isFullScreen());
    }
    if (event->type() == QEvent::LanguageChange) {
        m_controller->retranslateSeatNames();
        retranslate();
        // The map's names are in map.json in every language: the labels follow at once.
        m_scene->setLanguage(uiLanguage());
        m_scene->setZoom(m_view->zoom());
        refresh();
        // The panels' needs follow the words; the arrangement the person had stays.
        m_narrowDocks->followNewWords();
    }
    QMainWindow::changeEvent(event);
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
    m_scene->setLanguage(uiLanguage());
    // Before the map: its areas are painted as they are made (a flat drawing's terrain).
    m_scene->setTerrainPainted(map->data.paintTerrain);
    m_scene->setGameMap(art, map->data.areas);
    m_view->fitToWindow();
    m_shownMapId = id;
    return true;
}

void MainWindow::restoreWindowState()
{
    QSettings settings;
    settings.beginGroup(windowSettingsGroup);
    const bool placed = restoreGeometry(settings.value(u"geometry"_s).toByteArray());
    m_placeRestored = placed;
    // The docks' sizes were saved beside the map and the turn bar: they are given back when a
    // game shows them again in a window of its final size (showPage()).
    m_dockState = settings.value(u"state"_s).toByteArray();
    const QVariantList frame = settings.value(frameKey).toList();
    m_frame =
        frame.size() == 4
            ? QMargins(frame[0].toInt(), frame[1].toInt(), frame[2].toInt(), frame[3].toInt())
            : QMargins(0, style()->pixelMetric(QStyle::PM_TitleBarHeight, nullptr, this), 0, 0);
    settings.endGroup();
    const QScreen *screen = this->screen();
    if (!screen) {
        if (m_controller->hasGame())
            showPage(m_view);
        return;
    }
    const QRect available = screen->availableGeometry();
    // A maximized window's normal place is where un-maximizing puts it: the whole screen was
    // its own rectangle, and un-maximized its title bar went above the screen (the s47 walk).
    if (placed && isMaximized() && !available.contains(geometry().marginsAdded(windowFrame()))) {
        // Qt gives a maximized window back below the title bar it assumes (0,20 for 0,0), and a
        // desktop with no window manager (Xvfb) maximizes nothing: it came back with its bottom
        // off the screen (the s43 walk). Where nobody maximizes it, it covers the screen. (A
        // new geometry ends the maximized state of a window not yet shown: set again.)
        setGeometry(framedOnScreen(available, windowFrame(), available));
        setWindowState(windowState() | Qt::WindowMaximized);
    }
    if (placed && !isMaximized() && !isFullScreen())
        setGeometry(framedOnScreen(geometry(), windowFrame(), available));
    if (!placed) {
        const WindowPlacement placement = defaultWindowPlacement(available);
        setGeometry(framedOnScreen(placement.geometry, windowFrame(), available));
        if (placement.maximized)
            setWindowState(windowState() | Qt::WindowMaximized);
    }
    if (m_controller->hasGame())
        showPage(m_view);
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (m_shownOnce || (windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen)))
        return;
    m_shownOnce = true;
    // Qt keeps room over a restored window for a title bar: with no window manager to draw one
    // (Xvfb), a window left at 0,0 as large as the screen came back at 0,20, its bottom off the
    // screen (the s42 walk). A window quit wider than its screen (a computer's turn at Larger
    // text made it 1,282 px wide on a 1024x768 screen, the s43 walk) came back as wide: Qt
    // gives a saved size back as it was. Made no larger than the screen's room, its frame
    // included (as drawn, else as remembered), and moved onto it.
    const QScreen *screen = this->screen();
    const QRect available = screen ? screen->availableGeometry() : QRect();
    if (!available.isValid())
        return;
    if (m_placeRestored) {
        setGeometry(framedOnScreen(geometry(), windowFrame(), available));
        return;
    }
    // A window the program sized (not a place remembered) keeps its size: moved up only.
    const QRect frame = geometry().marginsAdded(windowFrame());
    const int up = std::min(frame.bottom() - available.bottom(), frame.top() - available.top());
    if (up > 0)
        move(pos() - QPoint(0, up));
}

QMargins MainWindow::windowFrame() const
{
    const QMargins drawn = drawnFrame(*this);
    return wholeFrame(drawn.isNull() ? m_frame : drawn, devicePixelRatioF());
}

void MainWindow::saveWindowState() const
{
    QSettings settings;
    settings.beginGroup(windowSettingsGroup);
    settings.setValue(u"geometry"_s, saveGeometry());
    // A session that showed no game keeps the docks as the last game left them.
    settings.setValue(u"state"_s, m_dockState.isEmpty() ? saveState() : m_dockState);
    // The frame of a normal window (a maximized one has no borders, and a shorter title bar):
    // the next start leaves room for it before the window manager has drawn it.
    if (isVisible() &&
        !(windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen | Qt::WindowMinimized))) {
        const QMargins frame = drawnFrame(*this);
        settings.setValue(frameKey,
                          QVariantList{frame.left(), frame.top(), frame.right(), frame.bottom()});
    }
    settings.endGroup();
}

void MainWindow::showPage(QWidget *page)
{
    // A stack asks for the room of its largest page, shown or not: the welcome page, which
    // wants a wide card, would make the game's window wider than a small screen. Hidden, it
    // asks for nothing.
    const bool game = page != m_start;
    // The map's names are cleared once, at the size the page ends at, not for each bar and
    // dock shown on the way.
    m_view->holdNames(true);
    const auto release = qScopeGuard([this] { m_view->holdNames(false); });
    if (!game) {
        // The game's bars and docks go before the welcome page asks for its room: else the
        // window must hold both for a moment, grows past the screen and is no longer maximized
        // (1024 px wide became 1330 after Stop Watching).
        m_turnBarHost->hide();
        m_replayBarHost->hide();
        for (QDockWidget *dock : {m_trackDock, m_playersDock, m_logDock})
            dock->hide();
    }
    const auto welcome = page == m_start ? QSizePolicy::Preferred : QSizePolicy::Ignored;
    m_startPage->setSizePolicy(welcome, welcome);
    m_stack->setCurrentWidget(page == m_start ? m_startPage : page);
    if (game && !m_dockState.isEmpty()) {
        // First, since the state holds the bars' visibility too, as the last session left them
        // (the turn bar shown, or the replay bar when it ended watching): which bar shows is the
        // game's, below.
        restoreState(m_dockState);
        m_narrowDocks->keepRestoredTabs();
        m_dockState.clear();
        m_docksSplit = true; // as the player left them
        m_playersAndLog->rememberSoon();
    }
    m_turnBarHost->setVisible(game && !m_controller->isWatching());
    m_replayBarHost->setVisible(game && m_controller->isWatching());
    for (QDockWidget *dock : {m_trackDock, m_playersDock, m_logDock})
        dock->setVisible(game);
    // The stack hands the keyboard to the map, which had it last, when it leaves the welcome
    // page: while watching the replay bar holds it (the map's arrows are its cursor's, and took
    // the first replay's Right keys).
    if (game && m_controller->isWatching()) {
        m_view->clearFocus();
        m_replayBar->setFocus();
    }
    if (game)
        m_narrowDocks->chooseAnew();
}

void MainWindow::onGameReset()
{
    // A game started, opened or watched: nothing of the one before is shown to catch up on.
    if (m_catchUp->isActive()) {
        const QSignalBlocker quiet(m_catchUp);
        m_catchUp->skip();
        leaveCatchUp();
    }
    m_lastActing = m_controller->actingSeat();
    // Nothing of a game started, opened or watched was seen being played here.
    m_seenLive.assign(m_controller->actions().size(), false);
    m_input->resetModes();
    m_log->clear();
    if (m_endDialog)
        m_endDialog->close();
    showWatching();
    if (!m_controller->hasGame()) {
        showPage(m_start);
        m_turnBar->clear();
        updateTitle();
        refresh(); // the actions that need a game (Save, Save As...) are off
        return;
    }
    QString error;
    if (!showMapOf(m_controller->state(), &error)) {
        QMessageBox::warning(this, tr("Vinci"), error);
        m_controller->closeGame();
        return;
    }
    const GameState &state = m_controller->state();
    m_track->setSeats(m_controller->seats());
    m_players->setSeats(m_controller->seats());
    m_log->setBoard(state.board, state.options.ruleSet);
    m_log->setSeats(m_controller->seats());
    const auto history =
        ScoreHistory::fromGame(state.board, m_controller->options(), m_controller->actions());
    m_history = history ? *history : ScoreHistory();
    showPage(m_view);
    m_view->fitToWindow();
    refresh();
    // Once the new cards are shown (a widget added to a shown panel shows from the event loop).
    if (!m_docksSplit)
        QTimer::singleShot(0, this, &MainWindow::splitPlayersAndLog);
}

void MainWindow::splitPlayersAndLog()
{
    // Once, for the first game of a session the docks do not remember: the players as tall as
    // their cards (compact where in full they do not fit; at most two thirds of the column,
    // unless the log can give them more down to its least: DockColumnSplit), the log the rest.
    if (m_docksSplit || !m_playersDock->isVisible())
        return;
    m_docksSplit = true;
    const int column = m_playersDock->height() + m_logDock->height();
    const int players = std::min(m_playersAndLog->upperNeedsIn(column), column * 2 / 3);
    m_playersAndLog->split(players);
}

void MainWindow::onStateChanged()
{
    if (m_controller->hasGame())
        m_history.record(m_controller->state());
    // A program seat's step played at the computer's pace in the window shown was watched as it
    // happened: not missed. (An undo takes steps back: their entries go with them.)
    const bool watched = m_controller->lastStepWasPaced() && isVisible() && !isMinimized();
    m_seenLive.resize(m_controller->actions().size(), watched);
    // The game moved on (nothing the window lets the person do while catching up): what the
    // catch-up shows is out of date.
    if (m_catchUp->isActive())
        m_catchUp->skip();
    catchUpIfMissed();
    refresh();
    m_lastActing = m_controller->actingSeat();
}

void MainWindow::createCatchUpMenu()
{
    m_catchUpMenu = m_viewMenu->addMenu(QString());
    m_catchUpGroup = new QActionGroup(this);
    const QString paceKey = u"game/catchUp"_s;
    m_catchUp->setPace(CatchUp::paceOf(QSettings().value(paceKey).toString()));
    for (const auto pace :
         {CatchUp::Pace::Off, CatchUp::Pace::Slow, CatchUp::Pace::Normal, CatchUp::Pace::Fast}) {
        QAction *action = m_catchUpGroup->addAction(QString());
        action->setObjectName(u"catchUpPace-"_s + CatchUp::keyOf(pace));
        action->setCheckable(true);
        action->setChecked(pace == m_catchUp->pace());
        action->setData(static_cast<int>(pace));
        connect(action, &QAction::triggered, this, [this, pace, paceKey] {
            m_catchUp->setPace(pace);
            QSettings().setValue(paceKey, CatchUp::keyOf(pace));
        });
    }
    m_catchUpMenu->addActions(m_catchUpGroup->actions());
}

void MainWindow::createTextSizeMenu()
{
    m_textSize = new TextSize(this);
    m_textSizeMenu = m_viewMenu->addMenu(QString());
    m_textSizeMenu->setObjectName(u"textSizeMenu"_s);
    m_textSizeGroup = m_textSize->createActions(this);
    m_textSizeMenu->addActions(m_textSizeGroup->actions());
    connect(m_textSize, &TextSize::changed, this, &MainWindow::applyTextSize);
    m_textSize->setLevel(TextSize::preferredLevel(), false);
    applyTextSize(TextSize::factor());
}

void MainWindow::applyTextSize(qreal factor)
{
    m_scene->setTextScale(factor);
    m_turnBar->followTextSize();
    m_start->followTextSize();
    m_guide->panel()->followTextSize();
    // The panels' needs grow with their words: they may no more fit side by side.
    if (m_narrowDocks)
        m_narrowDocks->chooseAnew();
}

void MainWindow::catchUpIfMissed()
{
    // Only as a person's turn begins: not while they play it, nor after an undo in it.
    const int acting = m_controller->actingSeat();
    if (m_catchUp->isActive() || !m_controller->isHumanToAct() || acting == m_lastActing ||
        m_catchUp->pace() == CatchUp::Pace::Off)
        return;
    const GameState &state = m_controller->state();
    std::vector<bool> people;
    for (const SeatSetup &seat : m_controller->seats())
        people.push_back(!isProgramSeat(seat.controller));
    m_catchUp->start(missedActions(state.board, m_controller->options(), m_controller->actions(),
                                   m_controller->eventLog(), acting, people, m_seenLive),
                     acting);
}

void MainWindow::showCatchUp()
{
    m_input->setHeld(tr("Showing the turns you missed — Space to skip"));
    // The log up to the action shown, its lines marked.
    m_log->setLastStepMarked(true);
    reloadLog();
    m_catchUpBar->showCurrent();
    // Space and Escape skip wherever the keyboard is: the map does not take them meanwhile.
    m_view->setFocusPolicy(Qt::NoFocus);
    m_view->clearFocus();
    m_catchUpBar->setFocus();
    refresh();
}

void MainWindow::leaveCatchUp()
{
    m_input->setHeld(QString());
    m_log->setLastStepMarked(false);
    m_scene->clearActionHighlight();
    m_catchUpBar->showCurrent();
    m_view->setFocusPolicy(Qt::StrongFocus);
}

void MainWindow::endCatchUp()
{
    leaveCatchUp();
    if (!m_controller->hasGame())
        return;
    reloadLog();
    refresh();
    m_view->setFocus();
}

void MainWindow::reloadLog()
{
    // After an undo or a load the log is told again from the controller's record; while
    // catching up, up to the action shown.
    const std::vector<LoggedEvent> &log = m_controller->eventLog();
    if (!m_catchUp->isActive()) {
        m_log->setEntries(log);
        return;
    }
    const std::size_t end = std::min(m_catchUp->current().logEnd, log.size());
    m_log->setEntries({log.begin(), log.begin() + static_cast<std::ptrdiff_t>(end)});
}

void MainWindow::showWatching()
{
    const bool watching = m_controller->isWatching();
    m_replayBar->setSession(m_controller->replay());
    // The current action's lines marked in the log while watching.
    m_log->setLastStepMarked(watching);
    if (!watching) {
        m_watchedFile.clear();
        m_watchReturn.reset();
        m_scene->clearActionHighlight();
    }
    // The map's cursor keys (arrows, Space) are the viewer's while watching: the map does not
    // take the keyboard then, the bar holds it.
    m_view->setFocusPolicy(watching ? Qt::NoFocus : Qt::StrongFocus);
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
    if (const auto &hint = m_hints->hint()) {
        hints.advised = hint->areas;
        hints.advisedFrom = hint->liftedFrom;
        // "Reorganize in 13 steps as shown": the numbers of those steps on the map.
        if (hint->actions.size() > 1)
            hints.advisedChanges = hintPawnChanges(state, *hint);
    }
    m_guide->addToHints(hints);
    // The province a person is asked about abandoning, ringed as where pawns are taken up.
    if (const std::optional<AreaIndex> abandon = m_input->pendingAbandon())
        hints.advisedFrom.push_back(*abandon);
    // The province asked about for the last survivor, ringed as where it would go.
    if (const std::optional<AreaIndex> last = m_input->pendingLastSurvivor())
        hints.advised.push_back(*last);
    if (state.phase == Phase::Reorganization && hints.parts.empty())
        hints.editablePlayer = state.currentPlayer;
    if (state.phase == Phase::Conquest || state.phase == Phase::Reorganization ||
        state.phase == Phase::RebirthDecision) {
        // The defenders' survivors of this turn, waiting where they were beaten.
        for (const LoggedEvent &entry : m_controller->eventLog()) {
            const GameEvent *event = entry.event();
            if (event && entry.turnNumber == state.turnNumber &&
                event->kind == EventKind::Conquered && event->other >= 0 && event->amount2 > 0)
                hints.survivors[event->area] = {event->other, event->amount2};
        }
    }
    return hints;
}

void MainWindow::refresh()
{
    const std::optional<int> pending = m_input->pendingChoice();
    const bool watching = m_controller->isWatching();
    const bool catchingUp = m_catchUp->isActive();
    m_undoAction->setEnabled((m_controller->canUndo() || pending || m_input->pendingAbandon() ||
                              m_input->pendingLastSurvivor()) &&
                             !catchingUp);
    // A watched game is not saved (Continue from Here makes it a game of its own).
    m_saveAction->setEnabled(m_controller->hasGame() && !watching);
    m_saveAsAction->setEnabled(m_controller->hasGame() && !watching);
    m_hintAction->setEnabled(m_hints->canAsk() && !watching);
    // While watching, the recorded game's whole statistics once it was finished, whatever
    // moment is shown.
    m_resultsAction->setEnabled(
        m_controller->hasGame() &&
        (watching ? m_controller->replay()->lastState().isOver() : m_controller->state().isOver()));
    m_guide->panel()->setKeyboardWords(m_keyboardUse->inUse());
    m_guide->refresh(m_stack->currentWidget() == m_view);
    if (!m_controller->hasGame()) {
        // No place to take (and no key 1 to 6) once the game is closed: the track kept the last
        // game's, and Turn > Choose a Civilization stayed enabled on the welcome page.
        m_track->setInteractive(false);
        return;
    }
    // While catching up, the game as it was after the missed action shown.
    const GameState &state = catchingUp ? m_catchUp->current().after : m_controller->state();
    const bool human = m_controller->isHumanToAct() && !catchingUp;
    m_scene->showState(state, m_controller->seats(), catchingUp ? BoardHints{} : currentHints());
    // The keyboard's cursor and its card are the person's: away through the computers' turns,
    // and put away when the turn passes.
    m_view->setTurn(state.turnNumber, human ? state.currentPlayer : -1);
    m_view->setPersonPlaying(human);
    m_view->setChoicePending(pending && human);
    m_view->refreshKeyboardCursor();
    m_turnBar->setKeyboardWords(m_keyboardUse->inUse());
    m_turnBar->showState(state, m_controller->seats(), m_input->modes(), human || state.isOver(),
                         m_controller->canUndo(), m_controller->undoRefusal());
    if (pending)
        m_turnBar->showPendingChoice(TurnGuidance::confirmChoice(state, m_controller->seats(),
                                                                 *pending, m_keyboardUse->inUse()));
    else if (const std::optional<AreaIndex> abandon = m_input->pendingAbandon(); abandon && human)
        m_turnBar->showPendingAbandon(
            TurnGuidance::confirmAbandon(state, m_controller->seats(), *abandon, uiLanguage()));
    else if (const std::optional<AreaIndex> last = m_input->pendingLastSurvivor(); last && human)
        m_turnBar->showPendingLastSurvivor(TurnGuidance::confirmLastSurvivor(
            state, m_controller->seats(), state.board->area(*last).names.in(uiLanguage())));
    if (catchingUp)
        m_turnBar->showMissedTurns(m_controller->seat(m_catchUp->current().highlight.player).name,
                                   m_controller->seat(m_controller->actingSeat()).name);
    showHint();
    m_track->setState(state);
    const int acting =
        catchingUp ? m_catchUp->current().highlight.player : m_controller->actingSeat();
    const QString actingName = acting >= 0 ? m_controller->seat(acting).name : QString();
    m_track->setInteractive(human, watching     ? tr("Watching — nothing can be played.")
                                   : catchingUp ? tr("Showing the turns you missed — Space to skip")
                                                : tr("%1 is playing.").arg(actingName));
    m_players->setState(state);
    m_narrowDocks->setChoosing(human && state.phase == Phase::ChooseCivilization);
    if (watching) {
        // What the last action shown did, each player in their colour.
        m_scene->showActionHighlight(m_controller->replay()->model().highlight(),
                                     m_controller->seats());
    } else if (catchingUp) {
        m_scene->showActionHighlight(m_catchUp->current().highlight, m_controller->seats());
    }
    // A person's choice begins with civilization I in sight (the free one): after a decline
    // the track stayed scrolled down, place I out of view (the s42 walk).
    const bool choosing = human && state.phase == Phase::ChooseCivilization;
    if (choosing && !m_shownChoosing) {
        if (auto *scroll = m_trackDock->findChild<PanelScrollArea *>())
            scroll->keepInSight(m_track->slotButton(0));
    }
    m_shownChoosing = choosing;
    // The acting player's card in sight: with four players on a laptop's screen the fourth card
    // is below the fold, and it stayed there while that player played. A lesson's step that
    // points at a card keeps that one ("your score is on your card" showed the computers'
    // cards at Larger text: the s44 walk).
    QWidget *guided = m_guide->stepTarget();
    const bool guidedCard = guided && m_players->isAncestorOf(guided);
    if (guidedCard ? guided != m_keptCard : (acting >= 0 && acting != m_shownActor)) {
        m_keptCard = guidedCard ? guided : m_players->card(acting);
        if (auto *scroll = m_playersDock->findChild<PanelScrollArea *>())
            scroll->keepInSight(m_keptCard);
    }
    m_shownActor = acting;
    if (acting >= 0)
        m_view->setDragPixmap(
            TileArt::pawn(m_controller->seat(acting).colour, 32, false, devicePixelRatioF()));
    updateTitle();
}

void MainWindow::sayWhyNoUndo()
{
    if (!m_controller->hasGame() || m_controller->isWatching() || m_catchUp->isActive())
        return;
    sayUntilTheTurnIsOver(*statusBar(), *m_controller,
                          tr("Not now: %1").arg(m_controller->undoRefusal()), 6000);
}

void MainWindow::sayUndone(const std::vector<GameEvent> &events)
{
    QStringList said;
    for (const GameEvent &event : events)
        said << describeEvent(event, *m_controller->state().board, m_controller->playerNames(),
                              uiLanguage(), m_controller->state().options.ruleSet);
    const QString message = said.isEmpty() ? tr("Undone.") : tr("Undone: %1").arg(said.join(u' '));
    m_announcer->announce(message);
    statusBar()->showMessage(message, 8000);
}

void MainWindow::askHint()
{
    // A civilization clicked and not taken yet: the hint is for the choice itself.
    m_input->cancelPendingChoice();
    m_hints->ask();
}

void MainWindow::showHint()
{
    const std::optional<int> pending = m_input->pendingChoice();
    m_hintAction->setEnabled(m_hints->canAsk());
    const auto &hint = m_hints->hint();
    // The place on the track the hint takes is marked as a place clicked is.
    m_track->setPendingSlot(pending                   ? pending
                            : hint && hint->slot >= 0 ? std::optional<int>(hint->slot)
                                                      : std::nullopt);
    if (m_hints->isThinking())
        m_turnBar->showHint(HintWords::thinking((m_hints->budgetMs() + 999) / 1000), true);
    else if (hint)
        m_turnBar->showHint(
            HintWords::describe(*hint, m_controller->state(), m_controller->seats(), uiLanguage()),
            false);
}

void MainWindow::showEndOfGame()
{
    refresh();
    showResults();
    emit gameEnded();
}

void MainWindow::showResults()
{
    if (!m_controller->hasGame())
        return;
    // Watching, the recorded game's end and all its actions, not the moment shown.
    const ReplaySession *replay = m_controller->replay();
    const GameState &state = replay ? replay->lastState() : m_controller->state();
    if (!state.isOver())
        return;
    const std::vector<Action> &actions = replay ? replay->saved().actions : m_controller->actions();
    const GameOptions &options = replay ? replay->saved().options : m_controller->options();
    if (m_endDialog)
        m_endDialog->close();
    // Replayed from the actions, as the score history is: the engine's own scoring, counted.
    const auto statistics = GameStatistics::fromGame(state.board, options, actions);
    std::optional<ScoreHistory> watchedHistory;
    if (replay)
        watchedHistory = ScoreHistory::fromGame(state.board, options, actions);
    const std::vector<SeatSetup> &seats = replay ? replay->seats() : m_controller->seats();
    m_endDialog = new EndOfGameDialog(state, seats, watchedHistory ? *watchedHistory : m_history,
                                      statistics, this);
    m_endDialog->setAttribute(Qt::WA_DeleteOnClose);
    nameEndOfGamePage();
    // Watching already: the page's Watch Again would have nothing to start.
    m_endDialog->watchAgainButton()->setVisible(!replay);
    connect(m_endDialog, &EndOfGameDialog::newGameRequested, this, &MainWindow::showNewGame,
            Qt::QueuedConnection);
    connect(m_endDialog, &EndOfGameDialog::watchAgainRequested, this, &MainWindow::watchAgain,
            Qt::QueuedConnection);
    connect(m_endDialog, &QObject::destroyed, this, [this] { m_endDialog = nullptr; });
    m_endDialog->open();
}

void MainWindow::nameEndOfGamePage()
{
    if (!m_endDialog || !m_controller->hasGame())
        return;
    const std::shared_ptr<const LoadedMap> map =
        m_catalog->mapOfBoard(m_controller->state().board.get());
    const bool watched = m_controller->isWatching() && !m_watchedFile.isEmpty();
    m_endDialog->setGameNames(map ? map->data.names.in(uiLanguage()) : QString(),
                              watched ? m_watchedFile : m_file);
}

void MainWindow::updateTitle()
{
    // "New game — Round 3 * — Vinci": the application's display name ends the title, so that X11
    // and Windows do not add it a second time; Qt shows the [*] while the game is unsaved. One
    // separator throughout: "walk1.vinci - Round 5* — Vinci" mixed two (the walk of 2026-11-27).
    const QString application = QGuiApplication::applicationDisplayName();
    if (!m_controller->hasGame()) {
        setWindowTitle(application);
    } else if (m_controller->isWatching()) {
        const QString file = !m_watchedFile.isEmpty() ? m_watchedFile : m_file;
        // Whole sentences: a name put into "Watching %1" read "Watching The game just played".
        const QString watching = !file.isEmpty() ? tr("Watching %1").arg(gameName(file))
                                                 : tr("Watching the game just played");
        setWindowTitle(u"%1[*] — %2"_s.arg(watching, application));
    } else if (const GuideSession *guide = m_guide->session(); guide->isActive()) {
        // A lesson is named as one: "New game — Round 2*" read as a game of one's own left
        // unsaved, and Leave keeps the lesson anyway (the walk of s41).
        const QString rules = ruleSetName(guide->script()->rules);
        const QString lesson = tr("Learn to play: %1, step %2 of %3")
                                   .arg(rules)
                                   .arg(guide->stepIndex() + 1)
                                   .arg(guide->stepCount());
        setWindowTitle(u"%1[*] — %2"_s.arg(lesson, application));
    } else {
        const QString file = !m_file.isEmpty() ? gameName(m_file)
                             : m_resumed       ? tr("Resumed game")
                                               : tr("New game");
        // A finished game says so: "Round 3" read as a game still going on.
        const QString where = m_controller->state().isOver()
                                  ? tr("%1 — Game over").arg(file)
                                  : tr("%1 — Round %2").arg(file).arg(m_controller->state().round);
        setWindowTitle(u"%1[*] — %2"_s.arg(where, application));
    }
    setWindowModified(m_controller->hasGame() && m_controller->isModified() &&
                      !m_guide->isActive());
}

bool MainWindow::learnToPlay(const GuideScript &script, bool fromTheStart)
{
    // The lesson taken again from step 1 drops its own game; another lesson under way is left
    // once asked (and kept), a game of one's own once asked.
    if (fromTheStart && m_guide->isActive())
        m_guide->session()->end();
    else if (!m_guide->mayLeaveFor(script) || !confirmLeavingGame())
        return false;
    QString error;
    if (!m_guide->learn(script, &error, fromTheStart)) {
        QMessageBox::warning(this, tr("Vinci"), error);
        return false;
    }
    // The lesson keeps itself at every step (GuideRunner): the crash autosave stays out of it,
    // or the next start would offer its game as one of the person's, without the guide.
    m_controller->setAutosaveStore(nullptr);
    // A lesson begun: the welcome page offers a first one no more (a left one, to resume).
    GuideStore::setOffered();
    showLessonOffers();
    m_file.clear();
    m_resumed = false;
    updateTitle();
    return true;
}

void MainWindow::showLessonOffers()
{
    m_start->setLearnOffered(GuideStore::offerOnWelcome());
    QStringList labels;
    for (const GuideRunner::Kept &kept : m_guide->keptGames())
        labels << kept.label;
    m_start->setLessonsToResume(labels);
}

bool MainWindow::startGame(const NewGameSetup &setup, QString *error)
{
    const auto map =
        m_catalog->load(setup.mapFolder.isEmpty() ? setup.mapId : setup.mapFolder, error);
    if (!map)
        return false;
    if (!m_controller->startGame(GameSetup{map->graph, setup.options, setup.seats}, error))
        return false;
    setFile({});
    m_resumed = false;
    // A map no catalogue lists (the editor's Test Play) is shown from its folder.
    m_start->setPreviewMap(setup.mapFolder.isEmpty() ? setup.mapId : setup.mapFolder);
    updateTitle();
    return true;
}

void MainWindow::showNewGame()
{
    showNewGameOn({});
}

void MainWindow::showNewGameOn(const QString &map)
{
    // A lesson is left once the new game starts (newGameOn()): a Cancel goes back to it (the s45
    // walk: Ctrl+N, Cancel, and the lesson's panel was gone, its game played on unguided).
    if (m_guide->isActive() || confirmLeavingGame())
        newGameOn(map);
}

QString MainWindow::installMapPackage(const QString &packageFile)
{
    QString id = MapPackagePrompt::install(packageFile, MapDirectories::userMapsFolder(),
                                           m_catalog->directories(), this);
    if (id.isEmpty())
        return {};
    // A map of that id loaded before is read again from the new copy; a game in progress on it
    // keeps its board and its picture.
    m_catalog->forget(id);
    if (!m_controller->hasGame() || m_controller->state().board->mapId() != id) {
        m_art.erase(id);
        if (m_shownMapId == id)
            m_shownMapId.clear();
    }
    const auto installed = MapDirectories::find(id, {MapDirectories::userMapsFolder()});
    statusBar()->showMessage(
        tr("The map \"%1\" is installed.").arg(installed ? installed->name(uiLanguage()) : id),
        6000);
    return id;
}

void MainWindow::newGameOn(QString map)
{
    // The editor's Test Play: New Game after a Cancel stays on the map being tested (the s43
    // walk found Europe offered instead), while the folder is there.
    if (map.isEmpty() && QFileInfo(m_givenMapFolder).isDir())
        map = m_givenMapFolder;
    else if (QFileInfo(map).isDir())
        m_givenMapFolder = map;
    // A package is installed first, then chosen by its id like any map the game finds.
    if (QFileInfo(map).isFile()) {
        map = installMapPackage(map);
        if (map.isEmpty())
            return;
    }
    // A folder is listed first, so that it wins over a shipped map of the same id.
    QStringList paths = m_catalog->directories();
    NewGameSetup setup = NewGameDialog::rememberedSetup();
    if (!map.isEmpty()) {
        const QFileInfo folder(map);
        const bool isFolder = folder.isDir();
        if (isFolder) {
            paths.prepend(folder.absoluteFilePath());
            // The welcome page shows the map given, not the one remembered, a Cancel after
            // (the s44 walk: Test Play, Cancel, and Europe in the picture).
            m_start->setPreviewMap(folder.absoluteFilePath());
        }
        setup.mapId = isFolder ? folder.fileName() : map;
    }
    NewGameDialog dialog(this, paths);
    dialog.setSetup(setup);
    const NewGameSetup shown = dialog.setup();
    if (!map.isEmpty() && shown.mapId != setup.mapId) {
        // Not listed: say why in the loader's words (a missing folder, a map that lies...).
        QString error = tr("No map \"%1\" was found.").arg(QDir::toNativeSeparators(map));
        if (QFileInfo(map).isDir())
            MapCatalog({}).load(QFileInfo(map).absoluteFilePath(), &error);
        QMessageBox::warning(this, tr("New Game"), error);
    }
    qCInfo(sessionLog).noquote() << "new game dialog on map" << shown.mapId << "from"
                                 << QDir::toNativeSeparators(shown.mapFolder);
    // Over the welcome page, its card would show around the dialog (a strip of its buttons
    // below it): the page's background alone stays behind. The page is shown in its scroll
    // area, which is what the stack holds.
    const bool overWelcome = m_stack->currentWidget() == m_startPage;
    m_start->setCardShown(!overWelcome);
    const int answer = dialog.exec();
    m_start->setCardShown(true);
    if (answer != QDialog::Accepted)
        return;
    m_guide->keepForLater();
    QString error;
    if (!startGame(dialog.setup(), &error))
        QMessageBox::warning(this, tr("New Game"), error);
}

bool MainWindow::openFile(const QString &fileName, QString *error)
{
    QString message;
    const auto loaded = readSaveGame(fileName, m_catalog->boardResolver(), &message);
    if (!loaded || !m_controller->loadGame(*loaded, &message)) {
        if (error)
            *error = message;
        return false;
    }
    setFile(fileName);
    m_resumed = false;
    m_recent->add(fileName);
    // Not the program's own folder: the next Save As opened in "interrupted games" (the s53
    // walk), beside the program's files.
    if (!isKeptByTheProgram(fileName))
        DialogFolder::remember(fileName);
    // A finished game's page opened while it was loaded, before the file was its.
    nameEndOfGamePage();
    updateTitle();
    return true;
}

bool MainWindow::openData(const QByteArray &saveJson, const QString &origin, QString *error,
                          const QString &gameFile)
{
    QString message;
    const auto loaded = readSaveGame(saveJson, origin, m_catalog->boardResolver(), &message);
    // Nothing played since its file was saved (a crash or a logout right after a Save): the file
    // holds the whole game, which is then that saved game, not an unsaved one (the s41 walk saw
    // "Round 6*" with nothing changed since it saved).
    const bool asInItsFile = loaded && holdsTheGame(gameFile, *loaded);
    if (!loaded || !(asInItsFile ? m_controller->loadGame(*loaded, &message)
                                 : m_controller->resumeGame(*loaded, &message))) {
        if (error)
            *error = message;
        return false;
    }
    // The game's own file, as its autosave kept it: Save writes it again, without asking. The
    // turns played since it was saved are in the autosave only: the game stays unsaved.
    setFile(gameFile);
    m_resumed = !asInItsFile;
    if (!gameFile.isEmpty() && QFileInfo::exists(gameFile))
        m_recent->add(gameFile);
    nameEndOfGamePage();
    updateTitle();
    return true;
}

void MainWindow::showMapAs(const QJsonObject &shown)
{
    m_autosavedView->resume(shown);
}

bool MainWindow::holdsTheGame(const QString &file, const LoadedGame &game) const
{
    if (file.isEmpty() || !QFileInfo::exists(file))
        return false;
    QString ignored;
    const auto saved = readSaveGame(file, m_catalog->boardResolver(), &ignored);
    return saved && saved->saved.options == game.saved.options &&
           saved->saved.actions == game.saved.actions &&
           saved->saved.metadata == game.saved.metadata;
}

void MainWindow::takeKeyboard()
{
    raise();
    activateWindow();
    if (m_catchUp->isActive())
        m_catchUpBar->setFocus();
    else if (m_stack->currentWidget() == m_view && m_view->focusPolicy() != Qt::NoFocus)
        m_view->setFocus();
}

void MainWindow::open()
{
    // A lesson is left once a file is chosen: a Cancel goes back to it, as New Game's does.
    const bool guided = m_guide->isActive();
    if (!guided && !confirmLeavingGame())
        return;
    const QString fileName = QFileDialog::getOpenFileName(
        this, tr("Open Game"), DialogFolder::start(),
        tr("Vinci games and maps (*.vinci *.vincimap);;Vinci games (*.vinci);;Vinci map packages "
           "(*.vincimap);;All files (*)"));
    if (fileName.isEmpty())
        return;
    m_guide->keepForLater();
    if (MapInstaller::isPackageFile(fileName)) {
        DialogFolder::remember(fileName);
        newGameOn(fileName);
        return;
    }
    QString error;
    if (!openFile(fileName, &error))
        QMessageBox::warning(this, tr("Open Game"), error);
}

void MainWindow::openAnyFile(const QString &fileName)
{
    if (MapInstaller::isPackageFile(fileName))
        showNewGameOn(fileName);
    else
        openRecent(fileName);
}

namespace {

/** The local file a drag brings, when it brings one the window opens. */
QString droppedFile(const QMimeData *data)
{
    if (!data || !data->hasUrls() || data->urls().size() != 1)
        return {};
    const QString file = data->urls().front().toLocalFile();
    const QString suffix = QFileInfo(file).suffix();
    const bool opened =
        MapInstaller::isPackageFile(file) || suffix.compare(u"vinci"_s, Qt::CaseInsensitive) == 0;
    return opened && QFileInfo(file).isFile() ? file : QString();
}

} // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!droppedFile(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dragMoveEvent(QDragMoveEvent *event)
{
    if (!droppedFile(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QString file = droppedFile(event->mimeData());
    if (file.isEmpty())
        return;
    event->acceptProposedAction();
    // Opened from the event loop: the drag's source waits for the drop to return, and opening
    // may ask questions (unsaved turns, replacing a map) in dialogs of their own.
    QTimer::singleShot(0, this, [this, file] { openAnyFile(file); });
}

void MainWindow::openRecent(const QString &fileName)
{
    if (!confirmLeavingGame())
        return;
    QString error;
    if (!openFile(fileName, &error))
        QMessageBox::warning(this, tr("Open Game"), error);
}

bool MainWindow::watchFile(const QString &fileName, QString *error)
{
    QString message;
    const auto loaded = readSaveGame(fileName, m_catalog->boardResolver(), &message);
    if (!loaded || !m_controller->watchGame(*loaded, &message)) {
        if (error)
            *error = message;
        return false;
    }
    // The file stays as it is: the window saves nothing of a watched game.
    setFile({});
    m_resumed = false;
    m_watchedFile = fileName;
    // A game only watched is not one the person plays: it stays out of the recent games
    // ("Continue a recent game" listed the corpus's games as "Finished game · 3 computers"),
    // and out of where the next Open and Save As start.
    DialogFolder::rememberWatched(fileName);
    qCInfo(sessionLog).noquote() << "watching" << QDir::toNativeSeparators(fileName);
    updateTitle();
    return true;
}

void MainWindow::watchGame()
{
    if (!confirmLeavingGame())
        return;
    const QString fileName =
        QFileDialog::getOpenFileName(this, tr("Watch a Game"), DialogFolder::watchStart(),
                                     tr("Vinci games (*.vinci);;All files (*)"));
    if (fileName.isEmpty())
        return;
    QString error;
    if (!watchFile(fileName, &error))
        QMessageBox::warning(this, tr("Watch a Game"), error);
}

void MainWindow::watchAgain()
{
    if (!m_controller->hasGame() || m_controller->isWatching())
        return;
    // The game as it stands (finished): watched from its start, gone back to on Stop Watching.
    LoadedGame game{m_controller->savedGame(), m_controller->state()};
    const QString file = m_file;
    const bool unsaved = m_controller->isModified();
    QString error;
    if (!m_controller->watchGame(game, &error)) {
        QMessageBox::warning(this, tr("Watch Again"), error);
        return;
    }
    m_watchReturn = std::move(game);
    m_watchReturnFile = file;
    m_watchReturnUnsaved = unsaved;
    updateTitle();
}

void MainWindow::stopWatching()
{
    if (!m_controller->isWatching())
        return;
    std::optional<LoadedGame> back = std::move(m_watchReturn);
    const QString backFile = m_watchReturnFile;
    m_watchReturn.reset();
    QString error;
    // Back as it was left: a game with unsaved turns is still unsaved (Quit, New and Open ask).
    const bool backed = back && (m_watchReturnUnsaved ? m_controller->resumeGame(*back, &error)
                                                      : m_controller->loadGame(*back, &error));
    if (backed) {
        setFile(backFile);
    } else {
        m_controller->closeGame();
        setFile({});
    }
    m_resumed = false;
    updateTitle();
}

void MainWindow::continueFromHere()
{
    ReplaySession *replay = m_controller->replay();
    if (!replay)
        return;
    replay->setPlaying(false);
    ContinueDialog dialog(m_controller->seats(), m_replayBar->whereText(), this);
    if (dialog.exec() != QDialog::Accepted || !m_controller->isWatching())
        return;
    QString error;
    if (!m_controller->continueFromHere(dialog.seats(), &error)) {
        QMessageBox::warning(this, tr("Continue from Here"), error);
        return;
    }
    setFile({});
    m_resumed = false;
    updateTitle();
}

void MainWindow::setFile(const QString &file)
{
    m_file = file;
    // Kept with every autosave: a game resumed after a crash comes back with its file.
    if (m_autosave)
        m_autosave->setGameFile(file.isEmpty() ? file : QFileInfo(file).absoluteFilePath());
}

bool MainWindow::saveFile(const QString &fileName, QString *error)
{
    if (!m_controller->saveTo(fileName, error))
        return false;
    // A game the program kept, saved by the person under a name of their own: that file holds
    // the kept one's turns and those played since, and the kept copy, left among the recent
    // games, listed the same game twice, once out of date (the s53 walk).
    if (isKeptByTheProgram(m_file) && QFileInfo(m_file) != QFileInfo(fileName)) {
        m_recent->remove(m_file);
        QFile::remove(m_file);
    }
    setFile(fileName);
    m_recent->add(fileName);
    DialogFolder::rememberSaved(fileName);
    nameEndOfGamePage();
    updateTitle();
    statusBar()->showMessage(tr("Saved to %1.").arg(QFileInfo(fileName).fileName()), 4000);
    return true;
}

bool MainWindow::save()
{
    // A game the program kept in its own folder (the crash prompt's Not now) has no place the
    // person chose: Save asks for one, as for a game in no file (the s42 walk's Save on Quit
    // wrote into "interrupted games" without a word).
    if (m_file.isEmpty() || isKeptByTheProgram(m_file))
        return saveAs();
    QString error;
    if (!saveFile(m_file, &error)) {
        QMessageBox::warning(this, tr("Save Game"), error);
        return false;
    }
    return true;
}

QString MainWindow::gameName(const QString &file) const
{
    return SavedGameDescription::nameOf(file,
                                        m_autosave ? m_autosave->keptGamesFolder() : QString());
}

bool MainWindow::isKeptByTheProgram(const QString &file) const
{
    const QString folder = m_autosave ? m_autosave->keptGamesFolder() : QString();
    return !folder.isEmpty() && !file.isEmpty() &&
           QDir::cleanPath(QFileInfo(file).absolutePath()) ==
               QDir::cleanPath(QDir(folder).absolutePath());
}

bool MainWindow::saveAs()
{
    if (!m_controller->hasGame())
        return false;
    // The game's own file, else where the person last saved one (under its name, for a game
    // the program kept).
    const QString proposed = m_file.isEmpty() ? DialogFolder::suggestSave(tr("game.vinci"))
                             : isKeptByTheProgram(m_file)
                                 ? DialogFolder::suggestSave(gameName(m_file) + u".vinci"_s)
                                 : m_file;
    // The file dialog adds the suffix itself, so that its own "replace it?" asks about the file
    // written (a name typed without it replaced game.vinci unasked).
    QFileDialog dialog(this, tr("Save Game"), proposed, tr("Vinci games (*.vinci)"));
    dialog.setObjectName(u"saveGameDialog"_s);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(u"vinci"_s);
    const QString fileName = dialog.exec() == QDialog::Accepted && !dialog.selectedFiles().isEmpty()
                                 ? dialog.selectedFiles().constFirst()
                                 : QString();
    if (fileName.isEmpty()) {
        // Said where "Saved to" would be: a person who answered the dialog's "replace it?" with
        // its default (No) and left it took the game for saved.
        statusBar()->showMessage(m_controller->isModified()
                                     ? tr("Not saved: the game still has unsaved turns.")
                                     : tr("Not saved."),
                                 8000);
        return false;
    }
    QString error;
    if (!saveFile(fileName, &error)) {
        QMessageBox::warning(this, tr("Save Game"), error);
        return false;
    }
    return true;
}

void MainWindow::undo()
{
    m_input->undo();
}

bool MainWindow::confirmLeavingGame()
{
    // A finished game asks too: its last turns, unsaved, are lost as surely as a game in
    // progress's (the walk saved mid-game, played to the end, and Quit left without a word,
    // the file and the recent list still at round 3). Nothing writes the file unasked: a save
    // made mid-game may be kept on purpose, to go back to.
    // A guided game is kept where it is, for Learn to Play to resume: before its first move too
    // (quit at step 1 or 2, a game not yet modified, it was not kept: the s43 walk).
    if (m_guide->isActive()) {
        m_guide->keepForLater();
        return true;
    }
    if (!m_controller->hasGame() || !m_controller->isModified())
        return true;
    // A test play is a try-out of the map: nobody asked for its turns to be kept (the s45 walk
    // quit one and was asked to save a game it never wanted), and its autosave goes with the
    // trial's settings. A test game the designer saved is theirs: its later turns are asked
    // about as any game's.
    if (m_testPlay && m_file.isEmpty())
        return true;
    // The computer seats wait for the answer (and for the save's file dialog): behind the box
    // they would play on, to the end of the game, and the game asked about would not be the one
    // saved or left.
    const bool wasPaused = m_controller->isPaused();
    m_controller->setPaused(true);
    // So do the turns missed being shown: they are the computer seats' moves too.
    const bool wasHeld = m_catchUp->isHeld();
    m_catchUp->setHeld(true);
    // Discarding discards the autosave too (docs/game-window.md, "Leaving a game"): a person
    // who counts on the autosave is told before, not at the next start. The box names the game
    // it asks about, its file and where it stands (the walk could not tell which game). The
    // name in quotes: the suggested "partie" read as part of the sentence (the s49 walk).
    const bool over = m_controller->state().isOver();
    const QString name = gameName(m_file);
    const QString question =
        over ? (name.isEmpty()
                    ? tr("The finished game has unsaved turns. Save it first?")
                    : tr("The finished game “%1” has unsaved turns. Save it first?").arg(name))
             : (name.isEmpty()
                    ? tr("The game in progress has unsaved turns. Save it first?")
                    : tr("The game in progress “%1” has unsaved turns. Save it first?").arg(name));
    QMessageBox box(QMessageBox::Question, tr("Vinci"), question,
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(u"leaveGameBox"_s);
    box.setDefaultButton(QMessageBox::Save);
    // The program's own word, said as the text below says it: Qt's French "Ne pas tenir
    // compte" (ignore) did not read as the deleting the text speaks of (the s42 walk).
    box.button(QMessageBox::Discard)->setText(tr("Discard", "leave a game without saving it"));
    // Which game: "Round 6 · Anna, Bruno and 2 computers", as the recent games say it.
    SaveSummary summary;
    summary.playerCount = m_controller->state().playerCount();
    summary.round = m_controller->state().round;
    summary.over = over;
    summary.metadata = m_controller->savedGame().metadata;
    QString info = SavedGameDescription::of(summary);
    // A finished game's autosave is kept too, until it is left (GameController::playAll).
    // What goes is the unsaved turns: a saved file of the game stays, as it was saved (the
    // s44 walk read "the game cannot be resumed later" above its file in Open Recent).
    if (m_autosave)
        info += u"\n\n"_s +
                (name.isEmpty()
                     ? tr("Discard deletes its autosave as well: these unsaved turns cannot be "
                          "resumed later. Saved games stay in Game > Open Recent.")
                     : tr("Discard deletes its autosave as well: the turns played since “%1” "
                          "was saved are lost; the file stays as it was saved.")
                           .arg(name));
    box.setInformativeText(info);
    const auto answer = static_cast<QMessageBox::StandardButton>(box.exec());
    const bool leave = answer == QMessageBox::Discard || (answer == QMessageBox::Save && save());
    m_controller->setPaused(wasPaused);
    m_catchUp->setHeld(wasHeld);
    return leave;
}

void MainWindow::quitAskingNothing()
{
    if (m_quittingAskingNothing)
        return;
    m_quittingAskingNothing = true;
    m_controller->setPaused(true);
    if (m_guide->isActive()) {
        // A lesson is kept where it is, as Quit keeps it.
        m_guide->keepForLater();
    } else if (m_autosave) {
        if (m_controller->hasGame() && !m_controller->isWatching() && m_controller->isModified()) {
            // Its unsaved turns as they stand (a turn begun and not confirmed is not a turn).
            m_autosave->autosave(saveGameToJson(m_controller->state(), m_controller->savedGame()));
            m_autosave->keepForNextStart();
        } else if (m_controller->hasGame()) {
            // Saved, or only watched: nothing is lost.
            m_autosave->discard();
        } else {
            // No game on the table: a crash's game still to be answered stays.
            m_autosave->keepForNextStart();
        }
    }
    qCInfo(sessionLog).noquote() << "quitting without asking"
                                 << (m_controller->isModified() ? "(unsaved turns kept)" : "");
    saveWindowState();
    // Every event loop ends, a question's included; main() ends the autosave session.
    QCoreApplication::exit(0);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Quitting without asking: everything was decided in quitAskingNothing().
    if (m_quittingAskingNothing) {
        event->accept();
        return;
    }
    if (!confirmLeavingGame()) {
        event->ignore();
        return;
    }
    // Leaving: the computer plays no more (nothing ends the game, nor opens its end page, as the
    // program quits), and the end page goes with the window (a dialog left open keeps the
    // program from quitting).
    m_controller->setPaused(true);
    if (m_endDialog)
        m_endDialog->close();
    // The game closed on purpose: nothing to offer after a restart. (Without a game, the
    // autosave is a crash's game the player put off: it stays for the next start.)
    if (m_autosave && m_controller->hasGame())
        m_autosave->discard();
    saveWindowState();
    event->accept();
}

} // namespace vinci
