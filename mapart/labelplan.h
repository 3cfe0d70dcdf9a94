#pragma once

#include "labellayout.h"
#include "map/provincegraph.h"
#include "mapsymbols.h"
#include "nameclearance.h"
#include "outlinegeometry.h"

#include <QRectF>
#include <QString>

#include <vector>

namespace vinci {

class ProvinceOutlines;

/**
 * The names of a whole map in one language. Each is first fitted inside its own area (at the
 * map's label anchor, or the best inside point; an area's inside is what shows of it, the areas
 * drawn over it taken away: a sea's open water, a province without the lake drawn on it); names
 * that come out much smaller than the map's usual size (a narrow peninsula, a small island, an
 * anchor the designer put near a border) are then raised towards a readable floor as far as they
 * overlap no other name, and names of very large areas are capped, so that sizes stay within a calm
 * range.
 */
class LabelPlan
{
public:
    LabelPlan() = default;
    /** Plans every label; `areas` and the outlines are indexed by AreaIndex. */
    LabelPlan(const ProvinceOutlines &outlines, const std::vector<AreaData> &areas,
              const QRectF &documentRect, QString language);

    /** Re-plans everything in another language ("en", "fr", "de"). */
    void setLanguage(const QString &language);
    /** Re-plans one area after its names, symbols or anchor changed. */
    void setArea(AreaIndex index, const AreaData &area);

    /**
     * The scale names are cleared of each other at (pixels per document unit): the most
     * zoomed-out view they are shown in (clearNames()); 0, the default, leaves them where they
     * were planned. A view passes its scale at fit; the plan keeps it in quarter-octave steps
     * at or below it, so that a window resized a little moves no name. `textScale` is the
     * game's Larger text, `scale` its fit divided by it: a name with no room at the larger
     * sizes comes down to the normal ones (clearNames()). `roomForTokens`: the map shows
     * tokens (the game's board), so each province keeps room for them (clearNames()).
     */
    void setScale(qreal scale, qreal textScale = 1, bool roomForTokens = true);
    /**
     * The provinces the person is pointed at (a lesson's step, a hint): their names, where they
     * have to move at scale(), are placed before every other (clearNames()). Re-clears the
     * names when they change.
     */
    void setMarked(std::vector<AreaIndex> marked);
    const std::vector<AreaIndex> &marked() const { return m_marked; }
    qreal scale() const { return m_scale; }
    qreal textScale() const { return m_textScale; }

    int count() const { return static_cast<int>(m_areas.size()); }
    /** The label of an area as drawn; fontSize is 0 when it has none (no outline, no anchor). */
    const LabelLayout &layout(AreaIndex index) const { return m_layouts.at(idx(index)); }
    /** The room kept free of names for a land province's tokens at scale(); null if none. */
    QRectF tokenRoom(AreaIndex index) const { return m_tokenRooms.at(idx(index)); }
    /** Whether the name left its planned place to clear another at scale(). */
    bool isMoved(AreaIndex index) const { return m_moved.at(idx(index)); }
    /** Whether the name found no free place at scale() and is drawn from a closer zoom. */
    bool isHidden(AreaIndex index) const { return m_hidden.at(idx(index)); }
    /** The label as large as fits inside the area, before raising. */
    const LabelLayout &fittedLayout(AreaIndex index) const { return m_fitted.at(idx(index)); }
    /** The area's outline, flattened for geometry questions, without the areas drawn over it:
     *  a sea zone's its open water, a province's without a lake drawn on it (makeGeometry). */
    const OutlineGeometry &geometry(AreaIndex index) const { return m_geometry.at(idx(index)); }
    /** Its badges, in drawing order: mine, port, board edge. */
    std::vector<MapSymbol> symbols(AreaIndex index) const;
    /** Where the board-edge badge points (degrees, 0 = east): the nearest side of the board. */
    qreal edgeAngle(AreaIndex index) const;
    /** The size small names are raised towards, in document units. */
    qreal readableFloor() const { return m_floor; }
    /** The size large names are capped at, in document units. */
    qreal ceiling() const { return m_ceiling; }

    /** Font sizes allowed on a map of this extent, in document units. */
    static LabelSizeLimits sizeLimits(const QRectF &documentRect);

private:
    static std::size_t idx(AreaIndex index) { return static_cast<std::size_t>(index); }
    void makeGeometry();
    void planAll();
    LabelLayout fit(AreaIndex index) const;
    void raise(AreaIndex index);
    void clearNamesAtScale();
    void useClearing(const ClearedNames &cleared);
    /** Forgets the clearings kept: the names, their places or their areas changed. */
    void forgetClearings() { m_clearings.clear(); }

    /** Names cleared for one view: what the clearing depends on besides the plan, and its
     *  result. */
    struct Clearing
    {
        qreal scale = 0;
        qreal textScale = 1;
        bool roomForTokens = true;
        std::vector<AreaIndex> marked;
        ClearedNames names;
    };

    std::vector<AreaData> m_areas;
    std::vector<QPainterPath> m_outlines;
    std::vector<OutlineGeometry> m_geometry;
    std::vector<LabelLayout> m_fitted;  ///< inside the area, as large as fits
    std::vector<LabelLayout> m_planned; ///< raised and capped, before clearing
    std::vector<LabelLayout> m_layouts; ///< what is drawn: cleared at m_scale
    std::vector<QRectF> m_tokenRooms;
    std::vector<bool> m_moved;
    std::vector<bool> m_hidden;
    qreal m_scale = 0;
    qreal m_textScale = 1;
    bool m_roomForTokens = true;
    std::vector<AreaIndex> m_marked;
    /**
     * The last few clearings, newest first: a window resized back and forth, or a bar that grows
     * and shrinks under the map, meets the same scales again, and clearing a whole map's names
     * is most of the work of a resize (docs/build-times.md, "The slowest tests").
     */
    std::vector<Clearing> m_clearings;
    QRectF m_documentRect;
    QString m_language;
    qreal m_floor = 0;
    qreal m_ceiling = 0;
};

} // namespace vinci
