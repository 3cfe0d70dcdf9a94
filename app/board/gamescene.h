#pragma once

#include "board/markerplacement.h"
#include "game/gamestate.h"
#include "mapscene.h"
#include "queries/boardqueries.h"
#include "session/newgamesetup.h"

#include <map>
#include <memory>
#include <vector>

namespace vinci {

class ActionHighlightItem;
class ProvinceItem;
struct ActionHighlight;
class ProvinceMarkerItem;

/** What the map shows besides the position itself: the current step's choices. */
struct BoardHints
{
    std::vector<ConquestTarget> targets;                ///< conquest: cost badges, gold outlines
    std::vector<std::vector<AreaIndex>> parts;          ///< cohesion: the parts to choose from
    std::vector<AreaIndex> redeployTargets;             ///< where a defender may place survivors
    int editablePlayer = -1;                            ///< reorganizing: -/+ on their provinces
    std::map<AreaIndex, std::pair<int, int>> survivors; ///< area -> (defender, waiting pawns)
    std::vector<AreaIndex> advised;     ///< a hint shown: where it acts (over the step's outlines)
    std::vector<AreaIndex> advisedFrom; ///< a hint shown: where it lifts pawns from
    /** A hint of many moves shown: the change of pawns it makes in each province. */
    std::map<AreaIndex, int> advisedChanges;
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
    /** The provinces the hint shown acts on (BoardHints::advised): a lesson's step's too. */
    const std::vector<AreaIndex> &advised() const { return m_advised; }

    /**
     * Draws what one action did over the map (ActionHighlightItem), each player in their
     * seat's colour.
     */
    void showActionHighlight(const ActionHighlight &highlight, const std::vector<SeatSetup> &seats);
    /** Draws no action. */
    void clearActionHighlight();
    /** The overlay of showActionHighlight(); null before a map is shown. */
    ActionHighlightItem *actionHighlightItem() const { return m_actionHighlight; }

    /** The view's scale changed: labels and tokens follow. */
    void setZoom(qreal scale);
    /**
     * The names are cleared of each other at `fitScale`, the view's fit zoom (the smallest
     * they are read at), for the text's scale (setTextScale()).
     */
    void setNamesFitScale(qreal fitScale);
    /**
     * The size of the tokens, their texts and the names at their smallest (View > Text Size: 1,
     * 1.25, 1.5). The names are drawn and cleared as at a zoom `scale` times smaller (they are
     * kept at least NameScreenSize::minimumPixels there, so `scale` times that here), which
     * also keeps each province `scale` times the tokens' room; the rows are placed anew.
     */
    void setTextScale(qreal scale);
    qreal textScale() const { return m_textScale; }
    qreal zoom() const { return m_zoom; }

    ProvinceItem *provinceItem(AreaIndex index) const;
    ProvinceMarkerItem *marker(AreaIndex index) const;
    /** Shows or hides every token (the view takes a picture of the map without them). */
    void setMarkersShown(bool shown);
    /**
     * A point of the province to click on, in scene coordinates: its label anchor (names let
     * clicks through) when it lies inside, else the point deepest inside its outline.
     */
    QPointF clickPoint(AreaIndex index) const;

    /**
     * The area a click at `scenePos` means at this zoom: the one under it, except near a
     * province too thin to aim at (a river at a low zoom), which takes the clicks within
     * `clickRadius` pixels of its middle, so that it is as easy to hit as a button.
     */
    std::optional<AreaIndex> areaForClick(QPointF scenePos) const;
    /** The outline of the provinces a hint acts on (BoardHints::advised), and where it lifts. */
    static QColor advisedColour();
    static QColor advisedFromColour();

    /** Half the smallest target a click should have to aim at, in pixels. */
    static constexpr qreal clickRadius = 12;

private:
    /**
     * Places every province's tokens for the current zoom and names (all at once: a row with no
     * room inside its province keeps clear of the others, and a name under it gives way).
     */
    void placeMarkers();
    /** The province's deepest inside point and its distance to the border, in scene units. */
    const InscribedCircle &poleOf(AreaIndex index) const;

    AreaVector<ProvinceMarkerItem *> m_markers;       ///< null for sea zones
    ActionHighlightItem *m_actionHighlight = nullptr; ///< owned by the scene
    std::vector<AreaIndex> m_advised;                 ///< advised()
    MarkerPlacement m_placement;
    qreal m_zoom = 1;
    qreal m_textScale = 1;
    qreal m_namesFitScale = 0;
};

} // namespace vinci
