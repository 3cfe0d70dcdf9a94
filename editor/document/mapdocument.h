#pragma once

#include "map/linkpair.h"
#include "map/mapdata.h"
#include "mapchange.h"
#include "mapformat/svgelementindex.h"
#include "rules/ruleset.h"

#include <QByteArray>
#include <QObject>
#include <QSet>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

class QUndoStack;

namespace vinci {

class HistoryTexts;
class MapArt;

/**
 * One map being edited: the model (MapData, what map.json holds), the art (the SVG bytes),
 * where it is saved, and the undo stack every edit goes through. Edits are QUndoCommands that
 * call the change functions below; each emits changed() once, and every view (canvas,
 * inspector, validation) re-syncs from that signal. The art's outlines (MapArt) and element
 * index are rebuilt whenever the SVG or the list of areas changes. Also holds the selection,
 * which is not undoable.
 */
class MapDocument : public QObject
{
    Q_OBJECT

public:
    /** A document for `map` drawn by `svg`; `folder` is where it was read from (may be empty). */
    MapDocument(MapData map, QByteArray svg, QString folder = {}, QObject *parent = nullptr);
    ~MapDocument() override;

    /**
     * Reads a map folder (map.json and the SVG it names) for editing. A map the validator
     * would reject still opens (that is what the editor is for); a map.json that cannot be
     * read at all fails with the reader's message. A missing or broken SVG opens without art.
     */
    static std::unique_ptr<MapDocument> open(const QString &folder, QString *error);

    const MapData &map() const { return m_map; }
    const QByteArray &svg() const { return m_svg; }
    /** The folder it was opened from or last saved to (absolute); empty for a new map. */
    const QString &folder() const { return m_folder; }
    void setFolder(const QString &folder);
    /** No map yet: no art and no area (the window before anything is opened). */
    bool isBlank() const { return m_svg.isEmpty() && m_map.areas.empty(); }
    /** The map's name in the interface's language, else its id, else "Untitled map". */
    QString displayName() const;
    QUndoStack *undoStack() const { return m_undoStack; }
    /** Keeps the undo stack's texts in the interface's language (its macros go through it). */
    HistoryTexts &history() const { return *m_history; }

    /** The art's renderer and outlines; null when the SVG cannot be rendered (artError()). */
    std::shared_ptr<const MapArt> art() const { return m_art; }
    const QString &artError() const { return m_artError; }
    /** The SVG's element index for the validator; null when the SVG is not readable XML. */
    const SvgElementIndex *svgIndex() const { return m_svgIndex ? &*m_svgIndex : nullptr; }
    /** The SVG's file name as messages show it ("maps/x/map.svg" or "map.svg"). */
    QString svgFileName() const;

    std::optional<AreaIndex> indexOf(QStringView id) const;
    /**
     * Area `id`'s name in the interface's language (uiLanguage()), else its English name, else
     * the id: what the editor's lists and texts call it, looked up each time so that it
     * follows a language switch.
     */
    QString areaName(QStringView id) const;
    /**
     * A link by its areas' names ("Poland – Germany"), the same in the status bar, the
     * inspector, the menus and the lists.
     */
    QString linkName(const LinkPair &pair) const;
    const AreaData &area(AreaIndex index) const { return m_map.areas[idx(index)]; }
    int areaCount() const { return static_cast<int>(m_map.areas.size()); }
    /** The position of the link between the pair in map().links, or -1. */
    int linkIndex(const LinkPair &pair) const;
    const RuleSetTable &ruleTable(RuleSetId ruleSet) const;
    /**
     * The pairs the designer unlinked or whose proposal they rejected: adjacency runs list them
     * as rejected instead of proposing them again. Part of the undo history (SetRejectedLinks)
     * and of the saved map (MapData::rejectedLinks), so that they outlive the session.
     */
    QSet<LinkPair> rejectedLinks() const;

    /**
     * Writes map.json and the SVG into `folder` (created if needed), each replaced atomically;
     * on success the document remembers the folder and its undo stack becomes clean.
     */
    bool save(const QString &folder, QString *error);
    /** The map as saved files: map.json (canonical) and the SVG, without touching the folder. */
    bool writeCopy(const QString &folder, QString *error) const;

    // Changes. Called by the undo commands (document/*command*.h), never by views directly.
    void setAreas(const std::vector<std::pair<AreaIndex, AreaData>> &areas);
    void insertLink(int position, const LinkData &link);
    void removeLink(int position);
    void replaceLink(int position, const LinkData &link);
    void setRuleTable(RuleSetId ruleSet, const RuleSetTable &table);
    void setMapInfo(const QString &id, const LocalizedName &names);
    void setRejectedLinks(const QSet<LinkPair> &pairs);
    void setPaintTerrain(bool paint);
    /** The map's author and licence (map.json; a package's credit). */
    void setMapCredit(const QString &author, const QString &licence);
    /** Replaces model and art (import, shape edits); selection follows the ids. */
    void replaceContent(const MapData &map, const QByteArray &svg);

    // Selection: areas, or one link, or one area and one of its links.
    const std::vector<AreaIndex> &selectedAreas() const { return m_selectedAreas; }
    const std::optional<LinkPair> &selectedLink() const { return m_selectedLink; }
    void setSelectedAreas(std::vector<AreaIndex> areas);
    void setSelectedLink(const std::optional<LinkPair> &link);
    /**
     * Selects one of the selected area's links (nothing: none) and keeps the area selected: a
     * link chosen in the area's list is selected as a click on it would select it (Delete
     * Link, the canvas), the area's page staying open. Ignored unless one area is selected and
     * the link is one of its own.
     */
    void setSelectedLinkOfArea(const std::optional<LinkPair> &link);
    /** Selects the areas with these ids (validation findings, import notes). */
    void selectIds(const QStringList &ids);

signals:
    void changed(const vinci::MapChange &change);
    void selectionChanged();
    void folderChanged();
    void rejectedLinksChanged();

private:
    static std::size_t idx(AreaIndex index) { return static_cast<std::size_t>(index); }
    void rebuildArt();
    /** Sets the History's texts again when an area's name as shown changed since the last step. */
    void renameHistory();

    MapData m_map;
    QByteArray m_svg;
    QString m_folder;
    QUndoStack *m_undoStack;
    HistoryTexts *m_history;
    /** The areas' names as the History last showed them (areaName()), in order. */
    QStringList m_historyNames;
    std::shared_ptr<const MapArt> m_art;
    QString m_artError;
    std::optional<SvgElementIndex> m_svgIndex;
    std::vector<AreaIndex> m_selectedAreas;
    std::optional<LinkPair> m_selectedLink;
};

} // namespace vinci
