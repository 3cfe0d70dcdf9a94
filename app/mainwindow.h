#pragma once

#include "session/gamecontroller.h"
#include "session/newgamesetup.h"
#include "session/scorehistory.h"

#include <QJsonObject>
#include <QMainWindow>
#include <QPointer>

#include <map>
#include <memory>
#include <optional>
#include <vector>

class QAction;
class QActionGroup;
class QDockWidget;
class QMenu;
class QScrollArea;
class QStackedWidget;
class QToolBar;

namespace vinci {

class AutosaveStore;
class CatchUp;
class CatchUpBar;
class QuickReferenceActions;
class CivilizationTrackPanel;
class DockColumnSplit;
class EndOfGameDialog;
class Announcer;
class GameLogPanel;
class AutosavedView;
class GameMapView;
class KeyboardUse;
class GameScene;
class GuideRunner;
struct GuideScript;
class HintAdvisor;
class LanguageSwitcher;
class TextSize;
class MapArt;
class MapCatalog;
class NarrowDocks;
class PlayerInput;
class PlayersPanel;
class ReplayBar;
class RecentFiles;
class StartView;
class TurnBar;
struct BoardHints;
struct KeyboardSection;

/**
 * The game window: the map in the middle with the turn bar above it, the civilization track,
 * the players and the game log in docks, the welcome page when no game is open, and the Game,
 * View, Language and Help menus. It turns the controller's changes into what the map and the
 * panels show; PlayerInput turns clicks into actions. It decides no rule itself.
 */
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    /**
     * `catalog` (not owned) finds the maps for new games and saves; `language` (not owned)
     * switches the translations, or the window makes its own when it is null.
     */
    explicit MainWindow(MapCatalog *catalog, LanguageSwitcher *language = nullptr,
                        QWidget *parent = nullptr);
    ~MainWindow() override;

    GameController *controller() const { return m_controller; }
    GameScene *scene() const { return m_scene; }
    GameMapView *mapView() const { return m_view; }
    TurnBar *turnBar() const { return m_turnBar; }
    CivilizationTrackPanel *civilizationPanel() const { return m_track; }
    PlayersPanel *playersPanel() const { return m_players; }
    GameLogPanel *logPanel() const { return m_log; }
    /** What a screen reader is told of the game (accessibility/announcer.h). */
    Announcer *announcer() const { return m_announcer; }
    StartView *startView() const { return m_start; }
    PlayerInput *input() const { return m_input; }
    /** The hint on demand (Game > Hint, H, the turn bar's Hint). */
    HintAdvisor *hintAdvisor() const { return m_hints; }
    QAction *hintAction() const { return m_hintAction; }
    LanguageSwitcher *languageSwitcher() const { return m_language; }
    /** Whether the track is tabbed with the players on a narrow window (tests). */
    const NarrowDocks *narrowDocks() const { return m_narrowDocks; }
    RecentFiles *recentFiles() const { return m_recent; }
    const ScoreHistory &scoreHistory() const { return m_history; }
    /** The end-of-game dialog while it is open, else null. */
    EndOfGameDialog *endOfGameDialog() const { return m_endDialog; }
    /** The save file the game was last saved to or opened from (empty: none). */
    QString currentFile() const { return m_file; }
    /**
     * A game's name as the window says it (title, questions, recent games): its file's, and a
     * game the program kept (the crash prompt's Not now) in the language of the moment
     * (SavedGameDescription::nameOf).
     */
    QString gameName(const QString &file) const;
    /** The replay viewer's bar under the map (shown while a game is watched). */
    ReplayBar *replayBar() const { return m_replayBar; }
    /** The turns a person missed, shown before that person plays (hot seat). */
    CatchUp *catchUp() const { return m_catchUp; }
    /** The bar over the map while they are shown, with Skip. */
    CatchUpBar *catchUpBar() const { return m_catchUpBar; }
    /** Game > Watch a Game... */
    QAction *watchAction() const { return m_watchAction; }
    /** Help > Keyboard. */
    QAction *keyboardAction() const { return m_keyboardAction; }
    /**
     * What Help > Keyboard lists: the menus' keys read from the menus themselves, the bars'
     * from their actions, the map's and the track's.
     */
    std::vector<KeyboardSection> keyboardSections() const;

    /**
     * Puts the window where it was left, with its docks and full screen, as the last close
     * remembered them (QSettings group "window"); the first time, where it suits the screen
     * (defaultWindowPlacement()). Call before show().
     */
    void restoreWindowState();

    /** View > Full Screen (F11). */
    QAction *fullScreenAction() const { return m_fullScreenAction; }

    /** Where the game is kept after every turn (not owned; may be null). */
    void setAutosaveStore(AutosaveStore *store);
    /**
     * A trial game for the editor's Test Play (`--test-play`): leaving it (Quit, New, Open)
     * asks nothing about its unsaved turns unless the designer saved it once.
     */
    void setTestPlay(bool testPlay) { m_testPlay = testPlay; }

    /**
     * Game > Learn to Play: the guided game of `script` (started, or resumed where it was left);
     * `fromTheStart`: from step 1 whatever was kept (the last step's Start the lesson again).
     */
    bool learnToPlay(const GuideScript &script, bool fromTheStart = false);
    /** The guided game's runner: its panel, its session. */
    GuideRunner *guide() const { return m_guide; }
    /** Starts a game as the new game dialog set it up; false with a message when it cannot. */
    bool startGame(const NewGameSetup &setup, QString *error = nullptr);
    /** Opens a save file; false with the engine's message (naming the file) when it cannot. */
    bool openFile(const QString &fileName, QString *error = nullptr);
    /**
     * Opens a game from save data in memory (an autosave offered after a crash); `origin`
     * names it in messages. The game counts as unsaved; `gameFile`, the file it was last saved
     * to or opened from (the autosave keeps it), is its file again: in the title, written by
     * Save, in the recent games.
     */
    bool openData(const QByteArray &saveJson, const QString &origin, QString *error = nullptr,
                  const QString &gameFile = {});
    /**
     * Brings the window to the front with the keyboard in it (the map, or the catch-up's bar):
     * after the crash prompt closed, nothing had the keyboard, and Ctrl+S did nothing until the
     * window was clicked (the walk of 2026-11-27).
     */
    void takeKeyboard();
    /** Shows the map as the autosave kept it (MapView::shown()) when a game is resumed. */
    void showMapAs(const QJsonObject &shown);
    /**
     * Watches a save file in the replay viewer (Game > Watch a Game...); false with the
     * engine's message (naming the file or the action) when it cannot.
     */
    bool watchFile(const QString &fileName, QString *error = nullptr);
    /** Saves to a file; false with the engine's message when it cannot. */
    bool saveFile(const QString &fileName, QString *error = nullptr);

public slots:
    /** Game > New: the new game dialog; the game starts when it is accepted. */
    void showNewGame();
    /**
     * The new game dialog on `map`, a map folder (the editor's Test Play, `vinci --map FOLDER`),
     * a map package file (installed first into the player's maps folder: MapPackagePrompt) or
     * the id of a map the game finds; a warning naming it when it cannot be listed.
     */
    void showNewGameOn(const QString &map);
    /** Game > Open: a saved game, or a map package (the new game dialog on its map). */
    void open();
    /**
     * Opens a file given to the window (dropped on it): a map package as showNewGameOn() does,
     * else a saved game; a message naming the file when it cannot.
     */
    void openAnyFile(const QString &fileName);
    bool save();
    bool saveAs();
    void undo();
    /** Game > Watch a Game...: a saved game, autosave or finished game in the replay viewer. */
    void watchGame();
    /** The end of the game's Watch Again: the game just finished, from its start. */
    void watchAgain();
    /**
     * Stop Watching (Escape): back to the game Watch Again left (its end), else to the
     * welcome page.
     */
    void stopWatching();
    /** Continue from Here: who plays on, then a new game from the moment watched. */
    void continueFromHere();
    /**
     * Quits asking nothing (SIGTERM, SIGHUP, SIGINT: a logout, `kill`): a game with unsaved
     * turns is autosaved and kept for the next start, which offers it as a game closed before
     * it was saved, not as a crash; a saved game (or none) leaves nothing behind. Every event
     * loop ends, a question open included.
     */
    void quitAskingNothing();

public:
    /** Whether quitAskingNothing() was called: the questions still open are not answered. */
    bool isQuittingAskingNothing() const { return m_quittingAskingNothing; }

signals:
    /** The game ended; the end-of-game dialog is open. */
    void gameEnded();

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;
    /**
     * Keeps the window's least height within the screen's room: the docks, the turn bar and the
     * lesson's bar give way (squeezed a moment, while they settle) rather than the window growing
     * past the screen, which made openbox un-maximize it (the s48 walk at 1366x768, the scale
     * factor 1.5, in French at Larger text: Learn to play made it 946 pixels high).
     */
    bool event(QEvent *event) override;
    /** A saved game or a map package dragged over the window is taken; on drop, opened. */
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    /** Whether `file` is a save of exactly `game` (its options, actions and seats). */
    bool holdsTheGame(const QString &file, const LoadedGame &game) const;
    /** Whether `file` lies in the folder where the program keeps put-off games (Not now). */
    bool isKeptByTheProgram(const QString &file) const;
    void createActions();
    void createMenus();
    void createDocks();
    void retranslate();
    /** The rules Help explains: the game's, else those New Game last chose. */
    RuleSetId helpRules() const;
    /** The welcome page's lessons: a first one (until begun or declined), those left earlier. */
    void showLessonOffers();
    /** Shows the welcome page, or the map with the turn bar and the docks. */
    void showPage(QWidget *page);
    void saveWindowState() const;
    /**
     * The window manager's frame around the window, as it is once drawn, else as remembered
     * (m_frame), widened for a fractional scale factor (wholeFrame()).
     */
    QMargins windowFrame() const;
    void onGameReset();
    void splitPlayersAndLog();
    void onStateChanged();
    void reloadLog();
    void refresh();
    void showEndOfGame();
    /** The hint asked or shown, over the step's guidance and on the map and the track. */
    void showHint();
    /** Says what an undo took back (`events`), in the status bar and to a screen reader. */
    void sayUndone(const std::vector<GameEvent> &events);
    /** Ctrl+Z while Undo is greyed: the status bar says why, as the button's tooltip does. */
    void sayWhyNoUndo();
    void askHint();
    /** Game > Scores and Statistics: the end-of-game page of the game over on the table. */
    void showResults();
    /** Tells the end-of-game page, if open, the map's name and the game's file (its files'
     * proposed names). */
    void nameEndOfGamePage();
    BoardHints currentHints() const;
    bool showMapOf(const GameState &state, QString *error);
    bool confirmLeavingGame();
    /** The new game dialog on `map`, once leaving the game in progress was confirmed. */
    void newGameOn(QString map);
    /** Installs a map package (the player asked to open it); its id, or empty. */
    QString installMapPackage(const QString &packageFile);
    void openRecent(const QString &fileName);
    /** The game's file is now `file` (empty: none); the autosave keeps it with the game. */
    void setFile(const QString &file);
    void updateTitle();
    /** Shows the replay bar and hands it the keyboard while a game is watched, else hides it. */
    void showWatching();
    /**
     * When a person's turn has just begun after other seats played: shows them what they
     * missed (CatchUp), unless the setting is Off.
     */
    void catchUpIfMissed();
    /** Shows the missed action the catch-up is at: the map at that moment, the log up to it. */
    void showCatchUp();
    /** The catch-up ended: the person's turn, the whole log, the turn bar again. */
    void endCatchUp();
    /** What showCatchUp() changed besides the game shown, put back (no refresh). */
    void leaveCatchUp();
    /** View > Turns You Missed: Off, Slow, Normal, Fast; kept in the settings. */
    void createCatchUpMenu();
    /** View > Text Size: Normal, Large, Larger (TextSize); the remembered one applied. */
    void createTextSizeMenu();
    /** The map's tokens and names follow the text's size (the widgets follow the font). */
    void applyTextSize(qreal factor);

    MapCatalog *m_catalog;
    LanguageSwitcher *m_language;
    GameController *m_controller;
    RecentFiles *m_recent;
    AutosaveStore *m_autosave = nullptr;
    QStackedWidget *m_stack;
    bool m_shownOnce = false; ///< showEvent() has kept it on the screen once
    /**
     * The frame the window manager drew around the window when it was last seen normal (not
     * maximized), remembered between starts: before it frames the window again, the window's
     * place leaves room for it. Nothing remembered: a title bar's height.
     */
    QMargins m_frame;
    /** restoreWindowState() gave a saved place back: showEvent() keeps it within the screen. */
    bool m_placeRestored = false;
    StartView *m_start;
    /** The welcome page's place in the stack: it scrolls on a screen lower than its card. */
    QScrollArea *m_startPage;
    QToolBar *m_turnBarHost;
    TurnBar *m_turnBar;
    QToolBar *m_replayBarHost;
    ReplayBar *m_replayBar;
    CatchUp *m_catchUp;
    CatchUpBar *m_catchUpBar;
    QMenu *m_catchUpMenu = nullptr;
    QActionGroup *m_catchUpGroup = nullptr;
    TextSize *m_textSize = nullptr;
    QMenu *m_textSizeMenu = nullptr;
    QActionGroup *m_textSizeGroup = nullptr;
    int m_lastActing = -1; ///< the seat that was to act at the last state shown
    /** Per action of the game: seen being played here (missedActions()' `seenLive`). */
    std::vector<bool> m_seenLive;
    QString m_watchedFile; ///< the file of the game watched (empty: Watch Again, or none)
    /** The finished game Watch Again left, to go back to, its file, and whether it had
     *  unsaved turns (it has them again when it comes back). */
    std::optional<LoadedGame> m_watchReturn;
    QString m_watchReturnFile;
    bool m_watchReturnUnsaved = false;
    GameScene *m_scene;
    GameMapView *m_view;
    AutosavedView *m_autosavedView;       ///< the map's view, kept with the autosave
    KeyboardUse *m_keyboardUse = nullptr; ///< whether the turn bar's words name keys or clicks
    CivilizationTrackPanel *m_track;
    PlayersPanel *m_players;
    GameLogPanel *m_log;
    Announcer *m_announcer = nullptr; ///< tells a screen reader what happens
    QDockWidget *m_trackDock = nullptr;
    QDockWidget *m_playersDock = nullptr;
    QDockWidget *m_logDock = nullptr;
    DockColumnSplit *m_playersAndLog = nullptr;
    NarrowDocks *m_narrowDocks = nullptr;
    PlayerInput *m_input;
    GuideRunner *m_guide = nullptr;
    HintAdvisor *m_hints;
    ScoreHistory m_history;
    EndOfGameDialog *m_endDialog = nullptr;
    QString m_file;
    bool m_resumed = false;               ///< the game came back from its autosave after a crash
    bool m_quittingAskingNothing = false; ///< quitAskingNothing() was called
    bool m_testPlay = false;              ///< the editor's Test Play (setTestPlay())
    QString m_shownMapId;
    /**
     * A map folder given to this run (`vinci --map FOLDER`, the editor's Test Play): every new
     * game of the run is offered on it, a cancelled one's too, as no catalogue lists it.
     */
    QString m_givenMapFolder;
    QByteArray m_dockState;       ///< remembered docks, given back when a game first shows them
    bool m_docksSplit = false;    ///< the players' and the log's heights set for this session
    int m_shownActor = -1;        ///< the seat whose card refresh() last brought into sight
    QPointer<QWidget> m_keptCard; ///< the card refresh() last kept in sight (a seat's, a step's)
    bool m_shownChoosing = false; ///< refresh() last showed a person choosing a civilization
    std::map<QString, std::shared_ptr<const MapArt>> m_art;

    QMenu *m_gameMenu = nullptr;
    QMenu *m_turnMenu = nullptr; ///< the turn's steps, Undo and Hint
    QMenu *m_recentMenu = nullptr;
    QMenu *m_chooseMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_watchAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_hintAction = nullptr;
    QAction *m_resultsAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_zoomInAction = nullptr;
    QAction *m_zoomOutAction = nullptr;
    QAction *m_fitAction = nullptr;
    QAction *m_fullScreenAction = nullptr;
    QAction *m_howToPlayAction = nullptr;
    QuickReferenceActions *m_quickReference = nullptr;
    QAction *m_tilesAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_keyboardAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
};

} // namespace vinci
