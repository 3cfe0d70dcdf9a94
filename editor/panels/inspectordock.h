#pragma once

#include <QDockWidget>
#include <QPointer>

class QStackedWidget;

namespace vinci {

class AdjacencyProposals;
class AreaInspector;
class LinkInspector;
class MapDocument;
class MapInspector;

/**
 * The inspector dock: the selected areas (AreaInspector), the selected link (LinkInspector),
 * or the map itself when nothing is selected (MapInspector). Follows the document's selection
 * and its changes; a page switch never takes the keyboard away from the canvas or list the
 * designer was using.
 */
class InspectorDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit InspectorDock(QWidget *parent = nullptr);
    void setDocument(MapDocument *document);
    /** The document's adjacency proposals, counted on the map's page. */
    void setProposals(AdjacencyProposals *proposals);
    /**
     * The map's page (nothing selected) with the keyboard in the field of `element` as
     * map.json names it ("author", "licence", "id", "names"): where a finding about the map
     * itself is fixed.
     */
    void showMapField(const QString &element);
    /**
     * The selected areas' page with the keyboard in their name in `language` (0 English,
     * 1 French, 2 German): where a name not given is filled in.
     */
    void showAreaName(int language);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    /** Shows `page`; the keyboard, if it was on the page that goes, goes back (m_cameFrom). */
    void showPage(QWidget *page);

    QPointer<MapDocument> m_document;
    /**
     * The widget outside the inspector the keyboard came from (the canvas, a list): where it
     * returns when the page it was on goes away (a link deleted with the page's own button),
     * rather than to the first field of the next page, where QStackedWidget would put it.
     */
    QPointer<QWidget> m_cameFrom;
    QStackedWidget *m_pages;
    MapInspector *m_map;
    AreaInspector *m_areas;
    LinkInspector *m_link;
};

} // namespace vinci
