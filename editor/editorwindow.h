#pragma once

#include <QMainWindow>
#include <QTemporaryDir>

#include <memory>
#include <vector>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QUndoGroup;

namespace vinci {

class AdjacencyDock;
class Autosaver;
class InspectorDock;
class MapCanvas;
class MapDocument;
class RecentFiles;
class TablesDock;
class ValidationDock;
struct ImportedMap;

/**
 * The map editor's window: the canvas in the middle, the inspector, rule tables, issues and
 * automatic adjacency in docks, the file, edit, view and tool actions around them. One map at
 * a time; it owns the document and its autosave.
 */
class EditorWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit EditorWindow(QWidget *parent = nullptr);
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
    /** Offers autosaves left by a crash, if any. */
    void offerRecovery();

    MapDocument *document() const { return m_document.get(); }
    MapCanvas *canvas() const { return m_canvas; }
    AdjacencyDock *adjacencyDock() const { return m_adjacency; }
    ValidationDock *validationDock() const { return m_validation; }
    InspectorDock *inspectorDock() const { return m_inspector; }
    TablesDock *tablesDock() const { return m_tables; }

    /** Whether a save of a map with errors asks first (tests turn the dialog off). */
    void setAskBeforeSavingErrors(bool ask) { m_askBeforeSavingErrors = ask; }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createAreaMenu();
    void setDocument(std::unique_ptr<MapDocument> document);
    void updateTitle();
    bool maybeSave();
    bool save();
    bool saveAs();
    void open();
    void newFromSvg();
    void replaceArt();
    void exportPackage();
    bool openPackage(const QString &packageFile);
    static bool isMapPackage(const QString &path);
    void testPlay();
    void showFindingsSummary(int errors, int warnings);

    std::unique_ptr<MapDocument> m_document;
    std::unique_ptr<Autosaver> m_autosaver;
    MapCanvas *m_canvas;
    InspectorDock *m_inspector;
    TablesDock *m_tables;
    ValidationDock *m_validation;
    AdjacencyDock *m_adjacency;
    RecentFiles *m_recent;
    QLabel *m_findingsLabel;
    QUndoGroup *m_undoGroup;
    QTemporaryDir m_playFolder;
    bool m_askBeforeSavingErrors = true;

    /**
     * The File menu's actions that need an open map: Save, Save As, Export Map Package,
     * Replace Art, Test Play.
     */
    std::vector<QAction *> m_mapActions;
    QAction *m_testPlayAction = nullptr; ///< also on the toolbar
    QActionGroup *m_tools = nullptr;
};

} // namespace vinci
