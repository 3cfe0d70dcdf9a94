#pragma once

#include "labelplan.h"
#include "map/mapdata.h"
#include "map/provincegraph.h"
#include "provinceoutlines.h"

#include <QGraphicsScene>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace vinci {

class AreaItem;
class AreaLabelItem;
class MapArt;
class MapArtItem;

/** Stacking order of the map's layers; the game puts its tokens between areas and labels. */
namespace MapLayer {
inline constexpr qreal Art = 0;
inline constexpr qreal SeaAreas = 10;
inline constexpr qreal LandAreas = 20;
/** The drawing's own art above its areas (a lake), over the areas a map paints itself. */
inline constexpr qreal ArtAboveAreas = 30;
/** The editor's links (lines and end dots): under every name and badge, a leader's too, so that
 *  no mark hides what a province is called or holds (the s47 editor walk: Albania's pickaxe at
 *  its leader's end under link lines at the fit zoom). */
inline constexpr qreal Links = 40;
inline constexpr qreal Tokens = 50; ///< for the game's pawns, forts and markers
inline constexpr qreal Labels = 80; ///< (a province's tokens with no room beside its name: above)
/** The names of the provinces the person is pointed at (MapScene::setMarkedAreas): over every
 *  token, so that no token hides the name a lesson's step asks for. */
inline constexpr qreal MarkedLabels = 90;
} // namespace MapLayer

/**
 * A map on a QGraphicsScene in document (SVG viewBox) coordinates: the art as one cached
 * background item, an AreaItem per area bound to its AreaIndex, and a name label per area in
 * the chosen language with its mine, port and board-edge badges. The game and the editor add
 * their own items on top and may create their own AreaItem subclass through the factory.
 */
class MapScene : public QGraphicsScene
{
    Q_OBJECT

public:
    /** Makes the item for one area; the scene takes ownership. */
    using AreaItemFactory = std::function<AreaItem *(AreaIndex, const ProvinceOutlines::Entry &)>;

    explicit MapScene(QObject *parent = nullptr);
    ~MapScene() override;

    /**
     * Shows `art` for `areas` (indexed by AreaIndex, the same order the art's outlines were
     * extracted in). Rebuilds every item; `factory` defaults to plain AreaItems.
     */
    void setMap(std::shared_ptr<const MapArt> art, const std::vector<AreaData> &areas,
                const AreaItemFactory &factory = {});
    /**
     * Paints every area in its terrain's style (terrainstyle.h) over the art, keeping the
     * outlines and names (MapData::paintTerrain), and draws what the drawing draws over its
     * areas (a lake, a river, a text that names nothing: MapArt::artAboveAreas) over the paint;
     * off lets the art show. Kept for the maps shown after.
     */
    void setTerrainPainted(bool painted);
    bool isTerrainPainted() const { return m_terrainPainted; }
    /** Re-reads one area's names, symbols and label anchor (the editor changed them). */
    void setAreaData(AreaIndex index, const AreaData &area);

    /** The language names are shown in ("en", "fr", "de"); re-lays out every label. */
    void setLanguage(const QString &language);
    QString language() const { return m_language; }
    /**
     * Logical (device-independent) pixels per document unit of the view, the view's zoom in
     * both programs; keeps labels readable at every zoom.
     */
    void setViewScale(qreal scale);
    /**
     * The view's scale when the whole map fits (the most zoomed-out view names are read in):
     * names are cleared of each other and of the provinces' token rooms at it
     * (LabelPlan::setScale), and stay clear at every larger zoom. Kept for the maps shown
     * after; 0 leaves every name where it is planned. `textScale`: the game's Larger text,
     * `scale` being its fit divided by it (LabelPlan::setScale).
     */
    void setNamesScale(qreal scale, qreal textScale = 1);
    /**
     * The provinces the person is pointed at (a lesson's step, a hint): a name of theirs that
     * has no room at the names' scale is placed before the others (LabelPlan::setMarked).
     */
    void setMarkedAreas(std::vector<AreaIndex> areas);
    /** Whether the scene shows tokens on the provinces (the game's board): names then keep
     *  room for them; the editor's canvas and the package's preview show none. Set before
     *  the map (setMap()). */
    void setShowsTokens(bool shows);
    void setLabelsVisible(bool visible);
    /**
     * While frozen, the art, the areas and the names paint nothing and keep no cache: a view
     * zooming draws them from a picture it took before (GameMapView), which costs a copy per
     * frame instead of drawing them all again at every new scale. Thawed, they draw afresh.
     */
    void setBaseLayersFrozen(bool frozen);
    /** The colour under the art (MapArtItem::setBackdrop), kept for every map shown. */
    void setArtBackdrop(const QColor &colour);
    bool areBaseLayersFrozen() const { return m_frozen; }

    const MapArt *mapArt() const { return m_art.get(); }
    MapArtItem *artItem() const { return m_artItem; }
    /** The drawing's art over the painted areas; null while nothing is drawn there. */
    MapArtItem *artAboveAreasItem() const;
    int areaCount() const { return static_cast<int>(m_areas.size()); }
    AreaItem *areaItem(AreaIndex index) const;
    AreaLabelItem *labelItem(AreaIndex index) const;
    /** Where the area's name and badges sit (tokens go around it), if it has a label. */
    const LabelLayout *labelLayout(AreaIndex index) const;

    /** The area under a scene point, by exact outline (land before sea). */
    std::optional<AreaIndex> areaAt(QPointF scenePos) const;

    /** Every label's place and size in the current language. */
    const LabelPlan &labelPlan() const { return m_labelPlan; }

signals:
    /** Names moved or changed size: another language, or an area's names edited. */
    void labelsChanged();

private:
    void showLabel(AreaIndex index);
    void paintTerrain(AreaIndex index);
    /** The art above the areas: shown while the terrain is painted, if the drawing has any. */
    void showArtAboveAreas();
    static std::size_t idx(AreaIndex index) { return static_cast<std::size_t>(index); }

    std::shared_ptr<const MapArt> m_art;
    std::vector<AreaData> m_areas;
    MapArtItem *m_artItem = nullptr;
    MapArtItem *m_artAboveItem = nullptr;
    std::vector<AreaItem *> m_areaItems;
    std::vector<AreaLabelItem *> m_labelItems;
    LabelPlan m_labelPlan;
    QString m_language = QStringLiteral("en");
    qreal m_viewScale = 1;
    qreal m_namesScale = 0;
    qreal m_namesTextScale = 1;
    bool m_showsTokens = false;
    bool m_labelsVisible = true;
    bool m_frozen = false;
    bool m_terrainPainted = false;
    QColor m_artBackdrop;
};

} // namespace vinci
