#pragma once

#include "graphicsitemtype.h"
#include "map/linkpair.h"
#include "map/mapdata.h"

#include <QGraphicsItem>
#include <QIcon>
#include <QPolygonF>

namespace vinci {

/**
 * A link drawn over the map as a line (LinkLayer says where: label to label through the border
 * the areas share, a sea link's mark across the province's coast, or a shared coast's line
 * across the water): its colour says its kind
 * (land border red, shared coast teal, sea link blue), a solid line was set by hand and a dashed
 * one by the automatic adjacency; proposals not accepted yet are dotted in their kind's colour,
 * thinner, with hollow ends. Links that touch the selection stand out, the others fade. Clickable
 * along the line, a few pixels wide at any zoom, but not over the labels it ends at: a click on a
 * name selects the area.
 */
class LinkItem : public QGraphicsItem
{
public:
    enum
    {
        Type = GraphicsItemType::Link
    };
    enum class Emphasis : quint8
    {
        Normal,
        Strong, ///< touches the selection, or is selected
        Faded,  ///< something else is selected
    };

    /** Where the line's ends are: both at the areas' labels, or across a coast or water. */
    enum class Ends : quint8
    {
        AtLabels,
        AcrossCoast,
    };

    /** `path`: the line's points, from the link's first area to its second (two or more). */
    LinkItem(LinkData link, QPolygonF path, bool proposal = false, Ends ends = Ends::AtLabels);

    int type() const override { return Type; }
    LinkPair pair() const { return LinkPair::of(m_link); }
    const LinkData &link() const { return m_link; }
    bool isProposal() const { return m_proposal; }
    Ends ends() const { return m_ends; }
    /** Where it is drawn, in scene coordinates: its points, from end to end. */
    const QPolygonF &path() const { return m_path; }
    /** Its two ends, in scene coordinates. */
    QLineF line() const { return QLineF(m_path.constFirst(), m_path.constLast()); }
    /** The point a fraction `t` (0 to 1) of the way along the drawn line. */
    QPointF pointAt(qreal t) const;

    void setEmphasis(Emphasis emphasis);
    void setChosen(bool chosen);
    /** Drawn as the selected link. */
    bool isChosen() const { return m_chosen; }
    /** Device pixels per scene unit, so the line is easy to click at every zoom. */
    void setViewScale(qreal scale);

    /** The colour of a link kind on the canvas and in the legend. */
    static QColor kindColor(LinkKind kind);
    /** A short line in that colour, for lists and menus. */
    static QIcon kindIcon(LinkKind kind);

    /**
     * Whether `scenePoint` is on the drawn line itself (its width, in device pixels, at any
     * zoom), not just near it: where a click inside a province's fill picks the link rather
     * than the province (a small country at the fit zoom is crossed by the lines of its links).
     * A mark across a coast or a border counts its dots too: they are the link's alone.
     */
    bool isOnLine(QPointF scenePoint) const;

    QRectF boundingRect() const override;
    /** Where a click picks the link: a few pixels either side of the line, at any zoom. */
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

private:
    /** The radius of the dots at its ends, in device pixels, as drawn now. */
    qreal dotPixels() const;
    /** The drawn line's length, in scene units. */
    qreal length() const;
    /** The line, less its ends at labels, widened by `pixels` (device pixels) each side. */
    QPainterPath strokeWithin(qreal pixels) const;

    LinkData m_link;
    QPolygonF m_path;
    bool m_proposal;
    Ends m_ends;
    bool m_chosen = false;
    Emphasis m_emphasis = Emphasis::Normal;
    qreal m_viewScale = 1;
};

} // namespace vinci
