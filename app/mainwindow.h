#pragma once

#include "boardinteraction.h"
#include "gamecontroller.h"

#include <QMainWindow>

#include <map>
#include <memory>

class QAction;
class QActionGroup;
class QDockWidget;
class QMenu;
class QStackedWidget;

namespace vinci {

class AutosaveStore;
class CivilizationList;
class EventLogList;
class GameMapView;
class GameScene;
class MapArt;
class MapCatalog;
class PlayerInput;
class PlayerList;
class StartView;
class TurnBar;
struct StartRequest;
struct BoardHints;

/**
 * The game window: the map in the middle with the turn bar above it, the civilization track,
 * the players and the game log in docks, the welcome page when no game is open, and the Game,
 * View, Language and Help menus. It turns clicks, drags and buttons into actions for the
 * GameController and shows what the controller says back; it decides no rule itself.
 */
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    /** `catalog` (not owned) finds the maps for new games and saves. */
    explicit MainWindow(MapCatalog *catalog, QWidget *parent = nullptr);
    ~MainWindow() override;

    GameController *controller() const { return m_controller; }
    GameScene *scene() const { return m_scene; }
    GameMapView *mapView() const { return m_view; }
    TurnBar *turnBar() const { return m_turnBar; }
    CivilizationList *civilizationPanel() const { return m_track; }
    PlayerList *playersPanel() const { return m_players; }
    EventLogList *logPanel() const { return m_log; }
    StartView *startView() const { return m_start; }
    PlayerInput *input() const { return m_input; }
    /** The save file the game was last saved to or opened from (empty: none). */
    QString currentFile() const { return m_file; }

    /** Where the game is kept after every turn (not owned; may be null). */
    void setAutosaveStore(AutosaveStore *store);

    /** Starts a game on the map `request.mapId`; false with a message when it cannot. */
    bool startGame(const StartRequest &request, QString *error = nullptr);
    /** Opens a save file; false with the engine's message (naming the file) when it cannot. */
    bool openFile(const QString &fileName, QString *error = nullptr);
    /**
     * Opens a game from save data in memory (an autosave offered after a crash); `origin`
     * names it in messages. The game counts as unsaved.
     */
    bool openData(const QByteArray &saveJson, const QString &origin, QString *error = nullptr);
    /** Saves to a file; false with the engine's message when it cannot. */
    bool saveFile(const QString &fileName, QString *error = nullptr);

    /** The language of names and texts: "en", "fr" or "de". */
    static QString currentLanguage();
    /**
     * Switches the language of the map's names and the window's texts at once and remembers it
     * (QSettings "language"). Translators are installed by the program's language switcher.
     */
    void applyLanguage(const QString &language);

public slots:
    /** Game > New: the welcome page with the new game set-up. */
    void showNewGame();
    void open();
    bool save();
    bool saveAs();
    void undo();

signals:
    /** The game ended; the window shows the ranking (the end-of-game dialog may follow). */
    void gameEnded();
    /** A language was chosen in the Language menu ("en", "fr", "de"). */
    void languageRequested(const QString &language);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createDocks();
    void retranslate();
    void onGameReset();
    void refresh();
    BoardHints currentHints() const;
    bool showMapOf(const GameState &state, QString *error);
    void onStartRequested();
    bool confirmLeavingGame();
    void addRecentFile(const QString &fileName);
    void updateRecentMenu();
    void updateTitle();

    MapCatalog *m_catalog;
    GameController *m_controller;
    AutosaveStore *m_autosave = nullptr;
    QStackedWidget *m_stack;
    StartView *m_start;
    QWidget *m_gamePage;
    TurnBar *m_turnBar;
    GameScene *m_scene;
    GameMapView *m_view;
    CivilizationList *m_track;
    PlayerList *m_players;
    EventLogList *m_log;
    QDockWidget *m_trackDock;
    QDockWidget *m_playersDock;
    QDockWidget *m_logDock;
    PlayerInput *m_input;
    QString m_file;
    QString m_shownMapId;
    std::map<QString, std::shared_ptr<const MapArt>> m_art;

    QMenu *m_gameMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_zoomInAction = nullptr;
    QAction *m_zoomOutAction = nullptr;
    QAction *m_fitAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_howToPlayAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
};

} // namespace vinci
