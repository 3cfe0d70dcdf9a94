#pragma once

#include "clickcycle.h"
#include "document/mapchange.h"
#include "linklayer.h"
#include "map/linkpair.h"
#include "mapview.h"

#include <QPointer>

#include <memory>
#include <optional>

class QGraphicsLineItem;
class QLabel;
class QRubberBand;

namespace vinci {

class LinkItem;
class MapDocument;
class MapScene;

/**
 * The editor's map view over a MapScene, which draws the map as the game does, its terrain
 * painted whatever the map's paintTerrain says (View ▸ Show Terrain): zoom and pan as in the game
 * (MapView: wheel zoom around the cursor, + / - / 0, fit until the designer zooms), pan with the
 * middle button or space+drag; areas selected by click, Ctrl+click and rubber band; links drawn
 * over the map, the selection's neighbours lit up; in the link tool, a drag from one area to
 * another links them. The scene follows the document through its changed() signal; the canvas edits
 * the document only through EditActions (undoable).
 */
class MapCanvas : public MapView
{
    Q_OBJECT

public:
    enum class Tool : quint8
    {
        Select,
        Link,
    };

    explicit MapCanvas(QWidget *parent = nullptr);
    ~MapCanvas() override;

    void setDocument(MapDocument *document);
    MapDocument *document() const { return m_document; }
    MapScene *mapScene() const { return m_scene; }

    void setTool(Tool tool);
    Tool tool() const { return m_tool; }

    void setLinksVisible(bool visible);
    void setLabelsVisible(bool visible);
    /**
     * Paints each province in its terrain's style, keeping the drawing's outlines and names (on
     * by default), or shows the drawing as drawn. The map's paintTerrain is the game's setting:
     * a designer setting forest sees forest on the canvas either way.
     */
    void setTerrainShown(bool shown);
    bool isTerrainShown() const { return m_terrainShown; }
    void setLanguage(const QString &language);
    /** Adjacency proposals to draw dotted (empty: none). */
    void setProposals(std::vector<LinkData> proposals);

    /** Scrolls so that the areas are in view. */
    void showAreas(const std::vector<AreaIndex> &areas);

    /** The area under a viewport point, by exact outline. */
    std::optional<AreaIndex> areaAtViewPoint(QPoint point) const;
    /**
     * Every area a click at a viewport point may mean: areaAtViewPoint()'s first, then the one
     * under the point, then those within a hairline gap's width of it, nearest first. Between
     * two provinces, not a sea that lies under both (the background showing through the gap).
     */
    std::vector<AreaIndex> areasAtViewPoint(QPoint point) const;
    /** Land found on two opposite sides of a point within a hairline gap's width. */
    struct GapSides
    {
        AreaIndex nearer = 0; ///< the province on the nearer side
        QPointF nearerLand;   ///< where its land was found
        QPointF fartherLand;  ///< where the other side's land was found
    };
    /**
     * Whether a point over the sea (or nothing) lies in a hairline gap between provinces, not
     * in open water (land on one side only), and the land on either side.
     */
    std::optional<GapSides> landAcrossGap(QPointF scenePos) const;
    /** The link drawn under a viewport point, if any. */
    LinkItem *linkAtViewPoint(QPoint point) const;
    /**
     * Whether `area` is a province so small at this zoom that its links' lines and dots cover
     * it: a click on it is the province's first, whatever line it falls on.
     */
    bool isCoveredByLinks(AreaIndex area) const;
    /**
     * A mark across a border or a coast within a few pixels of a viewport point (its grip,
     * wider than its line), if any: a click beside a short one offers it after the areas.
     */
    LinkItem *markNearViewPoint(QPoint point) const;

signals:
    /** A short message for the status bar (what the tool did or refused). */
    void statusMessage(const QString &message);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    /** A second click at once is a click too: it picks the next thing under it (ClickCycle). */
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    /** Escape during a drag is the canvas's (it cancels the drag), not Select None's. */
    bool event(QEvent *event) override;
    /** A tooltip names the area under the pointer. */
    bool viewportEvent(QEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void onChanged(const MapChange &change);
    void rebuild();
    void syncSelection();
    /** Both layers draw at the view's scale: the map's labels and the links. */
    void scaleChanged(qreal scale) override;
    void clickAt(QPoint point, Qt::KeyboardModifiers modifiers);
    /** A plain click: the link or area under it, the next one when clicked again (m_clicks). */
    void pickAt(QPoint point);
    /** Takes pickAt()'s message off the status bar, once the selection it names changed. */
    void unsayWhatElseIsHere();
    /** How wide a hairline gap between two provinces is at most, in scene units. */
    qreal gapWidth() const;
    void finishRubberBand(Qt::KeyboardModifiers modifiers);
    void finishLinkDrag(QPoint point);
    /** Drops the rubber band or the link being drawn, changing nothing. */
    void cancelGesture();

    QPointer<MapDocument> m_document;
    MapScene *m_scene;
    LinkLayer m_links;
    Tool m_tool = Tool::Select;
    bool m_terrainShown = true;

    // Mouse gesture state
    enum class Gesture : quint8
    {
        None,
        Pressed,
        RubberBand,
        Pan,
        LinkDrag,
    };
    Gesture m_gesture = Gesture::None;
    QPoint m_pressPoint;
    QPoint m_lastPoint;
    bool m_spaceHeld = false;
    QRubberBand *m_rubberBand = nullptr;
    QLabel *m_placeholder;
    QGraphicsLineItem *m_dragLine = nullptr;
    std::optional<AreaIndex> m_dragFrom;
    ClickCycle m_clicks;
    bool m_saidWhatElseIsHere = false; ///< the status bar shows pickAt()'s message
};

} // namespace vinci
