#pragma once

#include "accessibility/provincewords.h"
#include "board/provincenavigation.h"
#include "board/provincetooltip.h"
#include "map/provincegraph.h"
#include "mapview.h"
#include "queries/boardqueries.h"

#include <QImage>
#include <QPixmap>
#include <QSize>
#include <QTimer>

#include <functional>
#include <optional>

namespace vinci {

class GameScene;
class MapArt;
class ProvinceCard;
class ProvinceMarkerItem;

/**
 * The map on screen over the game's scene: zoom and pan as in the editor (MapView: wheel zoom
 * around the cursor, fit to window, keyboard + / - / 0), drag to pan (any button on empty ground,
 * or the middle button anywhere). Clicks on provinces come out as areaClicked(); dragging a pawn
 * from one province to another as pawnDragged(); the
 * -/+ buttons of a token as pawnButtonClicked(). Hovering shows the tooltip the window provides.
 *
 * The keyboard plays too: while the map has the keyboard, a cursor on a province (the hover
 * light and a ring) moves with the arrow keys to the nearest province that way, and Tab and
 * Shift+Tab go through the provinces that matter now (the highlighted ones, those with -/+)
 * before leaving the map; Enter or Space is a left click on it, Shift+Enter, Backspace or Delete
 * a right click. A card beside it says what its tooltip says.
 */
class GameMapView : public MapView
{
    Q_OBJECT

public:
    /**
     * The smallest the map is shown (logical pixels): the window's minimum size leaves it this
     * much beside the panels and under the turn bar. Without it the smallest window at
     * 2560x1440 and the scale factor 2 left the map 65 pixels of 430 (the s46 walk). At 240
     * the Europe board's coasts and tokens still read, and the panels at Larger text in French
     * (some 640 pixels) still leave it room on a 911-pixel screen (1366x768 at the scale factor
     * 1.5; 320 made the window wider than that screen).
     */
    static constexpr QSize smallestSize{240, 200};

    /** Shows `scene`, fitted to the window; fitToWindow() again when it shows another map. */
    GameMapView(GameScene *scene, QWidget *parent = nullptr);

    /** At least smallestSize. */
    QSize minimumSizeHint() const override;

    /** Which provinces a pawn may be dragged from (reorganization); none by default. */
    void setDragSource(std::function<bool(AreaIndex)> canDragFrom);
    /**
     * A province's description as rich text (empty: none): for the hover popup (ByPointer) and
     * for the keyboard cursor's card (ByKeyboard), which names keys where the popup says click.
     */
    using TooltipProvider = std::function<QString(AreaIndex, ProvinceTooltip::Opened)>;
    void setTooltipProvider(TooltipProvider provider);
    /** The pawn picture shown under the cursor while dragging. */
    void setDragPixmap(const QPixmap &pixmap) { m_dragPixmap = pixmap; }

    /**
     * What assistive technology is told of a province (its words and the actions of its
     * clicks): the window provides them, as it does the tooltip.
     */
    void setProvinceWordsProvider(std::function<ProvinceWords(AreaIndex)> provider);

    /**
     * While held, the names wait to be cleared at the fit zoom until released, once, at the
     * size the map ends at: a window laying out a page shrinks the map a step for each bar and
     * dock it shows (up to five clearings of the names at a game's start, 0.05-0.2 s each).
     */
    void holdNames(bool held);

    ProvinceWords provinceWords(AreaIndex area) const;
    /**
     * The provinces assistive technology lists as the map's children (app/accessibility/):
     * every land province, the ones the cursor visits, in reading order.
     */
    std::vector<AreaIndex> accessibleProvinces() const;
    /** Whether `area` is one of them. */
    bool isAccessibleProvince(AreaIndex area) const;
    /** Where the province lies on the screen (global pixels; its outline's bounds). */
    QRect provinceScreenRect(AreaIndex area) const;
    /**
     * Acts on `area` as Enter (`Primary`) or Shift+Enter (`Secondary`) on the keyboard's
     * cursor does, the cursor moved there as a click moves it: an accessible province's action.
     */
    void actOn(AreaIndex area, ClickKind click);

    /** Centres the view on a scene point (tests and keyboard). */
    void centreOn(QPointF scenePos);

    /**
     * While a zoom goes on (the wheel, + and -), the map under the tokens is a picture of it
     * taken at rest, scaled; the tokens are placed afresh at every scale. Once the scale has
     * rested this long, the map is drawn afresh.
     */
    static constexpr int zoomRestMs = 150;
    /** Whether the map is shown as that picture now. */
    bool isShowingZoomPicture() const { return !m_picture.isNull(); }
    /** Whether the map has been drawn at rest at the present scale (a zoom then takes its
     * picture; before that it draws afresh). */
    bool isDrawnAtRest() const { return qFuzzyCompare(m_restingScale, zoom()); }
    /** Draws the map afresh now if a zoom left it as a picture (tests and screenshots). */
    void finishZoom();

    /** Viewport pixel of a scene point (tests click there). */
    QPoint viewportPoint(QPointF scenePos) const { return mapFromScene(scenePos); }

    /**
     * The province a click at `viewPos` (viewport pixels) is for: the one whose tokens are
     * there, else the scene's answer for the point (GameScene::areaForClick). Clicks, drags,
     * the hover light and the tooltip all ask this.
     */
    std::optional<AreaIndex> areaAtView(QPoint viewPos) const;

    /**
     * The province an arrow key (`direction`, scene units, y down) leads to from `from`
     * (ProvinceNavigation::inDirection among the map's provinces); none at the map's edge.
     */
    std::optional<AreaIndex> arrowTarget(AreaIndex from, QPointF direction) const;
    /** The province of the keyboard cursor (none until the map first had the keyboard). */
    std::optional<AreaIndex> keyboardCursor() const { return m_cursor; }
    /**
     * Whether the cursor is drawn now: a person plays, the map has the keyboard, and a key or
     * Tab showed it.
     */
    bool isKeyboardCursorShown() const;
    /**
     * Whether a person plays now (true until told otherwise): the cursor, its light and its
     * card are shown only then, and the cursor keys move it only then. The card says what the
     * province is worth to the player whose turn it is: through the computers' turns it stayed
     * and spoke from their side.
     */
    void setPersonPlaying(bool playing);
    /**
     * The game's turn (GameState::turnNumber): a new one puts the cursor and its card away, as
     * Escape does, and the next cursor key shows them where they were. Brought back by itself
     * at the person's next turn, the card of a province looked at a round ago read as staying
     * up through the computers' turns until Escape (the walk of s41). `person`: the seat of the
     * person whose turn it is (-1 for a computer's): another person's turn starts without the
     * last one's cursor.
     */
    void setTurn(int turnNumber, int person = -1);
    /**
     * Whether a civilization picked waits for Take it: its Enter is Take it's (the turn bar's
     * shortcut), not the cursor's, and the cursor and its card are put away, as Escape does (its
     * Escape is the pick's too). The card shown, Enter clicked the province under it instead,
     * and a keyboard player who had pressed a wrong place first could not take the right one
     * with the number and Enter the lesson named (the s45 walk).
     */
    void setChoicePending(bool pending);
    /**
     * Takes the keyboard when the turn bar's button that had it went with its step: the ring
     * on the first province that can be acted on, as Tab into the map puts it; with none, the
     * keyboard only (the next arrow shows the ring).
     */
    void takeKeyboard();
    /** The card that describes the cursor's province. */
    const ProvinceCard *provinceCard() const { return m_card; }
    /**
     * The position or what the tooltips say changed: the card says it again; a cursor on no
     * province of the map (another map) goes.
     */
    void refreshKeyboardCursor();

signals:
    void areaClicked(vinci::AreaIndex area, vinci::ClickKind click);
    /**
     * The second click of a double click, on the province the first one clicked: the first may
     * have changed what a click there means (the target it conquered is the player's own), so
     * it plays only what it still can (PlayerInput). As a second areaClicked() it conquered,
     * then answered "... already holds that province" (the s53 walk).
     */
    void areaClickedAgain(vinci::AreaIndex area, vinci::ClickKind click);
    void pawnDragged(vinci::AreaIndex from, vinci::AreaIndex to);
    void pawnButtonClicked(vinci::AreaIndex area, bool plus);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    bool focusNextPrevChild(bool next) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    /** The names cleared at the fit zoom, unless hidden (no size of its own yet) or held. */
    void updateNamesScale();
    /** The scene's markers keep their size on screen (GameScene::setZoom()). */
    void scaleChanged(qreal scale) override;
    /** A zoom starts: the picture of the map at rest, without its tokens. */
    void scaleAboutToChange() override;
    ProvinceMarkerItem *markerAtView(QPoint viewPos) const;
    /** Lights the province the pointer is over (none: nothing). */
    void setHovered(std::optional<AreaIndex> area);
    /** Lights `area` while the pointer or the shown keyboard cursor is on it. */
    void updateLight(std::optional<AreaIndex> area);
    void endGesture();

    /** Every land province (sea zones take no click) with its click point. */
    std::vector<ProvincePoint> provincePoints() const;
    /**
     * The provinces that matter now, in Tab's order: highlighted, or with -/+; the ones a
     * lesson's step or a hint marks first, then the others in reading order.
     */
    std::vector<AreaIndex> provincesThatMatter() const;
    /**
     * `order` with the provinces a lesson's step or a hint marks (GameScene::advised()) first:
     * the ring starts on the province asked for, which Tab from Finland did not reach in
     * the Classic lesson's fifth step (the s49 walk).
     */
    std::vector<AreaIndex> markedFirst(std::vector<AreaIndex> order) const;
    /** Tells assistive technology that the cursor's province has the keyboard. */
    void announceCursorFocus();
    /** Moves the cursor to `area` and shows it, scrolled into view, with its card. */
    void moveCursor(AreaIndex area);
    /** Shows or hides the cursor (light, ring, card) without moving it. */
    void setCursorShown(bool shown);
    /**
     * A cursor to start from, where the person acts: the province a lesson's step or a hint
     * marks; else the province that matters nearest to the ring's province (the one last
     * looked at or played), or with no ring nearest to the person's empire, or with none
     * nearest to the middle of the map in sight. With none that matters, the ring's province,
     * else the person's province nearest to that middle, else the province nearest to it.
     * Finland or Novgorod, the first in reading order, was far from all of them (the s53 walk).
     */
    std::optional<AreaIndex> startingCursor() const;
    /** The provinces of the person's active empire (their seat's solid bands), at their click
     * points. */
    std::vector<ProvincePoint> personsEmpire() const;
    /**
     * Tab or Shift+Tab (`forward`) came into the provinces that matter, or went on from a
     * province that does not: the round of Tab begins at the province returned
     * (startingCursor(), or the ring where it is on one that matters), goes through the others
     * in reading order from there, round the map's end, and leaves after the last; Shift+Tab
     * the same way backwards.
     */
    std::optional<AreaIndex> enterTabRound(bool forward);
    /**
     * The provinces that matter in Tab's order (provincesThatMatter()), cut where the round
     * was entered, with the entry in its place even when it matters no more (conquered).
     */
    std::vector<AreaIndex> tabOrder() const;
    /** The arrow keys: the nearest province that way. */
    void moveCursorTowards(QPointF direction);
    /** Hides the pointer's tooltip over the map, if it is up: a key or the game made it old. */
    void hidePointerTip();
    /** Repaints where the cursor's ring is. */
    void updateCursorRing();
    /** The ring along `outline` (scene units), as the painter's transform maps it. */
    static void paintRing(QPainter *painter, const QPainterPath &outline);
    /** The card: what the tooltip says of the cursor's province, beside its name. */
    void updateCard();
    void placeCard();
    /** The part of the viewport the map covers (the card's room is a share of it). */
    QRect mapInSight() const;

    enum class Gesture : quint8
    {
        None,
        Pending, ///< pressed, not moved yet: a click, a pan or a pawn drag
        Panning,
        DraggingPawn,
    };

    GameScene *m_scene;
    std::function<bool(AreaIndex)> m_canDragFrom;
    TooltipProvider m_tooltip;
    std::function<ProvinceWords(AreaIndex)> m_words;
    const MapArt *m_accessibleMap = nullptr; ///< the map the accessible provinces are of
    QPixmap m_dragPixmap;
    Gesture m_gesture = Gesture::None;
    Qt::MouseButton m_button = Qt::NoButton;
    QPoint m_pressPos;
    QPoint m_lastPos;
    std::optional<AreaIndex> m_pressArea;
    bool m_pressIsDoubleClick = false;      ///< the press under way is a double click's second
    std::optional<AreaIndex> m_lastClicked; ///< the province the last click was for
    std::optional<AreaIndex> m_hovered;
    QImage m_picture;             ///< the map without tokens as last drawn at rest, while zooming
    QRectF m_pictureRect;         ///< where it lies, in scene units
    QTimer m_zoomRest;            ///< ends the picture once the scale has rested
    qreal m_restingScale = 0;     ///< the scale of the last paint at rest (0: none yet)
    bool m_takingPicture = false; ///< the picture is of the map alone, without the cursor
    std::optional<AreaIndex> m_cursor; ///< the keyboard cursor's province
    /** An arrow's move of the cursor: the opposite arrow takes it back. */
    struct ArrowStep
    {
        AreaIndex from = -1;
        AreaIndex to = -1;
        QPointF direction;
    };
    /** The arrows' moves that led to the cursor's province, the last at the back. */
    std::vector<ArrowStep> m_arrowTrail;
    /** Where Tab or Shift+Tab came into the provinces that matter (enterTabRound()). */
    struct TabRound
    {
        AreaIndex entry = -1;
        bool forward = true;
    };
    std::optional<TabRound> m_tabRound;
    bool m_cursorRevealed = false; ///< shown while the map has the keyboard
    bool m_cardAway = false;       ///< the card put away by a key's act, until the ring moves
    int m_namesHeld = 0;           ///< holdNames() calls not yet released
    bool m_namesStale = false;     ///< the fit changed while hidden or held
    bool m_personPlaying = true;   ///< setPersonPlaying()
    std::optional<int> m_turn;     ///< setTurn()
    QString m_pointerTip;          ///< the pointer's tooltip over the map as last shown
    int m_cursorPerson = -1;       ///< the seat of the person whose turn the ring was in
    bool m_choicePending = false;  ///< setChoicePending()
    ProvinceCard *m_card = nullptr;
    /** The ring as last drawn: of this province's outline, at this scale. */
    struct RingPicture
    {
        const QGraphicsItem *item = nullptr;
        QRectF bounds;
        qreal scale = 0;
        qreal ratio = 0;
        QPixmap picture;
    } m_ring;
};

} // namespace vinci
