#pragma once

#include "translatedtexts.h"

#include <QMainWindow>
#include <QPointer>
#include <QTemporaryDir>

#include <functional>
#include <memory>
#include <vector>

class QAction;
class QActionGroup;
class QKeySequence;
class QLabel;
class QMenu;
class QProgressBar;
class QUndoGroup;
class QUrl;

namespace vinci {

class NarrowCanvasDocks;

class AdjacencyDock;
class AdjacencyProposals;
class Autosaver;
class EditorGuide;
class InspectorDock;
class LanguageSwitcher;
class MapCanvas;
class MapDocument;
class MapValidation;
class RecentFiles;
class TablesDock;
class ValidationDock;
struct ImportedMap;

/**
 * The map editor's window: the canvas in the middle, the inspector, rule tables, issues and
 * automatic adjacency in docks, the file, edit, view and tool actions around them, the
 * Language and Help menus. One map at a time; it owns the document and its autosave. It speaks
 * the language `languages` switches to (the application's; without one, a switcher of its own).
 */
class EditorWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit EditorWindow(LanguageSwitcher *languages = nullptr, QWidget *parent = nullptr);
    ~EditorWindow() override;

    /**
     * Opens a map folder (or its map.json), or a map package (.vincimap: read in memory, the
     * map has no folder until saved); false with a message shown when it cannot.
     */
    bool openMap(const QString &folderOrFile);
    /**
     * Writes the map as it is now to a map package, with its preview; refuses a map with
     * errors, listing them. False with a message shown when not written.
     */
    bool exportPackageTo(const QString &packageFile);
    /** Imports a drawing as a new, unsaved map and proposes its adjacency. */
    bool importDrawing(const QString &svgFile);
    /** Saves (asking first when the map has errors); false when not saved. */
    bool saveTo(const QString &folder);
    /** Offers autosaves left by a crash, if any; true when one was recovered. */
    bool offerRecovery();
    /**
     * Quits asking nothing (SIGTERM, SIGHUP, SIGINT: a logout, `kill`): unsaved edits are kept
     * for the next start, which offers them without calling it a crash (Autosaver). Every event
     * loop ends, a question open included.
     */
    void quitAskingNothing();
    /** Whether quitAskingNothing() was called. */
    bool isQuittingAskingNothing() const { return m_quittingAskingNothing; }

    MapDocument *document() const { return m_document.get(); }
    MapCanvas *canvas() const { return m_canvas; }
    AdjacencyDock *adjacencyDock() const { return m_adjacency; }
    ValidationDock *validationDock() const { return m_validation; }
    /** The document's adjacency proposals and validation (owned by the document). */
    AdjacencyProposals *adjacencyProposals() const { return m_proposals; }
    MapValidation *mapValidation() const { return m_mapValidation; }
    InspectorDock *inspectorDock() const { return m_inspector; }
    TablesDock *tablesDock() const { return m_tables; }

    /** Whether a save of a map with errors asks first (tests turn the dialog off). */
    void setAskBeforeSavingErrors(bool ask) { m_askBeforeSavingErrors = ask; }

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    /** A menu of the menu bar titled `title` (QT_TR_NOOP), retranslated. */
    QMenu *addMenu(const char *title);
    /** An action of `menu` with `text` (QT_TR_NOOP), retranslated. */
    QAction *addAction(QMenu *menu, const char *text, const QKeySequence &keys,
                       const std::function<void()> &slot);
    /** Sizes the docks for the window's width: the canvas keeps at least half of it. */
    void fitDocks();
    void createActions();
    void createMenus();
    void createAreaMenu();
    /** A one-letter key that edits or switches tools acts only with the map's keyboard. */
    void onTheMap(QAction *action);
    /** After an edit of the selection, the status bar names it and the key that undoes it. */
    void sayWhatTheKeyDid(bool done);
    /** Area ▸ Terrain as the map's rule sets allow it (TerrainChoice). */
    void showTerrainChoices();
    /** Enables what acts on the selection only when there is something for it (Delete Link). */
    void showSelectionActions();
    void setDocument(std::unique_ptr<MapDocument> document);
    void updateTitle();
    bool maybeSave();
    bool save();
    bool saveAs();
    void open();
    void newFromSvg();
    void replaceArt();
    /** Before an export: unsaved edits saved if the designer says so; false to stop. */
    bool saveBeforeExport();
    void exportPackage();
    /**
     * Says where the package went: in the status bar, and in a note (not modal) whose
     * Show in Folder opens the folder holding it.
     */
    void confirmExport(const QString &packageFile);
    void showFolder(const QUrl &folder);
    bool openPackage(const QString &packageFile);
    static bool isMapPackage(const QString &path);
    void testPlay();
    void showFindingsSummary();
    void showGuide();
    void showAbout();

    TranslatedTexts m_texts;
    LanguageSwitcher *m_languages;
    QPointer<EditorGuide> m_guide;
    std::unique_ptr<MapDocument> m_document;
    std::unique_ptr<Autosaver> m_autosaver;
    bool m_quittingAskingNothing = false;
    MapCanvas *m_canvas;
    InspectorDock *m_inspector;
    TablesDock *m_tables;
    ValidationDock *m_validation;
    AdjacencyDock *m_adjacency;
    RecentFiles *m_recent;
    QLabel *m_findingsLabel;
    QProgressBar *m_searchProgress;
    MapValidation *m_mapValidation = nullptr;
    AdjacencyProposals *m_proposals = nullptr;
    QUndoGroup *m_undoGroup;
    QTemporaryDir m_playFolder;
    bool m_askBeforeSavingErrors = true;
    NarrowCanvasDocks *m_narrowDocks = nullptr;
    bool m_fitDocksWhenShown = false; ///< no layout restored: fitDocks() at the first show

    /**
     * The File menu's actions that need an open map: Save, Save As, Export Map Package,
     * Replace Art, Test Play.
     */
    std::vector<QAction *> m_mapActions;
    /** Area ▸ Terrain's actions, by Terrain. */
    std::vector<QAction *> m_terrainActions;
    QAction *m_testPlayAction = nullptr; ///< also on the toolbar
    QAction *m_deleteLinkAction = nullptr;
    QActionGroup *m_tools = nullptr;
    /** View ▸ Names In: the canvas's names' language, which follows the interface's on a switch. */
    QActionGroup *m_nameLanguages = nullptr;
};

} // namespace vinci
