#pragma once

#include <QDockWidget>
#include <QPointer>

class QStackedWidget;

namespace vinci {

class AreaInspector;
class LinkInspector;
class MapDocument;
class MapInspector;

/**
 * The inspector dock: the selected areas (AreaInspector), the selected link (LinkInspector),
 * or the map itself when nothing is selected (MapInspector). Follows the document's selection
 * and its changes.
 */
class InspectorDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit InspectorDock(QWidget *parent = nullptr);
    void setDocument(MapDocument *document);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    QPointer<MapDocument> m_document;
    QStackedWidget *m_pages;
    MapInspector *m_map;
    AreaInspector *m_areas;
    LinkInspector *m_link;
};

} // namespace vinci
