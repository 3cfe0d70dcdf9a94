#pragma once

#include "game/gamestate.h"
#include "mapscene.h"
#include "queries/boardqueries.h"
#include "session/newgamesetup.h"

#include <map>
#include <memory>
#include <vector>

namespace vinci {

class ProvinceItem;
class ProvinceMarkerItem;

/** What the map shows besides the position itself: the current step's choices. */
struct BoardHints
{
    std::vector<ConquestTarget> targets;                ///< conquest: cost badges, gold outlines
    std::vector<std::vector<AreaIndex>> parts;          ///< cohesion: the parts to choose from
    std::vector<AreaIndex> redeployTargets;             ///< where a defender may place survivors
    int editablePlayer = -1;                            ///< reorganizing: -/+ on their provinces
    std::map<AreaIndex, std::pair<int, int>> survivors; ///< area -> (defender, waiting pawns)
};

/**
 * The game's map: a MapScene whose provinces are ProvinceItems, with a ProvinceMarkerItem on
 * every land province for pawns, forts, decline markers and cost badges. It shows a GameState
 * it is given; it holds no rules state of its own (KsirK's lesson).
 */
class GameScene : public MapScene
{
    Q_OBJECT

public:
    explicit GameScene(QObject *parent = nullptr);
    ~GameScene() override;

    /** Shows a map; `areas` in AreaIndex order (MapData::areas). */
    void setGameMap(std::shared_ptr<const MapArt> art, const std::vector<AreaData> &areas);

    /** Shows `state` with these seats' colours and the current step's hints. */
    void showState(const GameState &state, const std::vector<SeatSetup> &seats,
                   const BoardHints &hints);
    /** Removes pawns, tints and hints (no game). */
    void clearState();

    /** The view's scale changed: labels and tokens follow. */
    void setZoom(qreal scale);
    qreal zoom() const { return m_zoom; }

    ProvinceItem *provinceItem(AreaIndex index) const;
    ProvinceMarkerItem *marker(AreaIndex index) const;
    /**
     * A point of the province to click on, in scene coordinates: its label anchor (names let
     * clicks through) when it lies inside, else the point deepest inside its outline.
     */
    QPointF clickPoint(AreaIndex index) const;

    /**
     * Where `index`'s tokens would cover a name or leave the board at this zoom, as an area in
     * square document units (below 1: they only touch); the scene places each marker where this
     * is least, near its name.
     */
    qreal markerConflict(AreaIndex index) const;

private:
    void placeMarker(AreaIndex index);
    /** The marker's rectangle in scene units if it stood at `pos`, at this zoom. */
    QRectF markerRectAt(const ProvinceMarkerItem &marker, QPointF pos) const;
    qreal conflictAt(const QRectF &tokens) const;

    std::vector<ProvinceMarkerItem *> m_markers; ///< by AreaIndex; null for sea zones
    QRectF m_board;                              ///< the areas' extent: the board inside its frame
    qreal m_zoom = 1;
};

} // namespace vinci
