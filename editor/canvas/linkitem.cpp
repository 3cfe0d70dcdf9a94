#include "linkitem.h"

#include "itemchange.h"

#include <QPainter>
#include <QPainterPathStroker>

#include <algorithm>
#include <array>
#include <utility>

namespace vinci {

namespace {

/** How far from the line a click still hits it, in device pixels. */
constexpr qreal hitPixels = 4;
/** How far from its middle the drawn line goes (its pen and halo), in device pixels. */
constexpr qreal onLinePixels = 2;
/**
 * How much of the line, from an end at a label, is left to the area: the middle of its name,
 * where all its links meet, selects the area rather than one of them. Device pixels.
 */
constexpr qreal labelClearancePixels = 14;

} // namespace

LinkItem::LinkItem(LinkData link, QPolygonF path, bool proposal, Ends ends)
    : m_link(std::move(link))
    , m_path(std::move(path))
    , m_proposal(proposal)
    , m_ends(ends)
{
    setAcceptedMouseButtons(proposal ? Qt::NoButton : Qt::LeftButton | Qt::RightButton);
}

QColor LinkItem::kindColor(LinkKind kind)
{
    // By LinkKind: land borders brick red, shared coasts teal, sea links blue.
    static constexpr std::array<QRgb, 3> colours = {qRgb(178, 34, 34), qRgb(0, 150, 167),
                                                    qRgb(30, 90, 200)};
    static_assert(colours.size() == static_cast<std::size_t>(LinkKind::Sea) + 1);
    const auto index = static_cast<std::size_t>(kind);
    return index < colours.size() ? QColor(colours[index]) : QColor(Qt::black);
}

QIcon LinkItem::kindIcon(LinkKind kind)
{
    QPixmap pixmap(22, 12);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(kindColor(kind), 3));
    painter.drawLine(2, 6, 20, 6);
    return QIcon(pixmap);
}

void LinkItem::setEmphasis(Emphasis emphasis)
{
    setAndRepaint(*this, m_emphasis, emphasis);
}

void LinkItem::setChosen(bool chosen)
{
    setAndRepaint(*this, m_chosen, chosen);
}

void LinkItem::setViewScale(qreal scale)
{
    takeViewScale(m_viewScale, scale, [this] { prepareGeometryChange(); });
}

qreal LinkItem::length() const
{
    qreal length = 0;
    for (qsizetype i = 0; i + 1 < m_path.size(); ++i)
        length += QLineF(m_path[i], m_path[i + 1]).length();
    return length;
}

QPointF LinkItem::pointAt(qreal t) const
{
    qreal left = std::clamp(t, 0.0, 1.0) * length();
    for (qsizetype i = 0; i + 1 < m_path.size(); ++i) {
        const QLineF segment(m_path[i], m_path[i + 1]);
        if (left <= segment.length() && segment.length() > 0)
            return segment.pointAt(left / segment.length());
        left -= segment.length();
    }
    return m_path.constLast();
}

QRectF LinkItem::boundingRect() const
{
    const qreal margin = (hitPixels + 4) / m_viewScale;
    return m_path.boundingRect().adjusted(-margin, -margin, margin, margin);
}

QPainterPath LinkItem::shape() const
{
    return strokeWithin(hitPixels);
}

qreal LinkItem::dotPixels() const
{
    return m_chosen || m_emphasis == Emphasis::Strong ? 4.0 : 3.0;
}

bool LinkItem::isOnLine(QPointF scenePoint) const
{
    const QPointF point = mapFromScene(scenePoint);
    if (strokeWithin(onLinePixels).contains(point))
        return true;
    // A mark's dots are where a short one is seen best (France–Spain at the fit zoom: a line
    // a few pixels long between two dots); a line's ends at names are the names' (the area's).
    if (m_ends != Ends::AcrossCoast)
        return false;
    const qreal radius = dotPixels() / m_viewScale;
    return QLineF(point, m_path.constFirst()).length() <= radius ||
           QLineF(point, m_path.constLast()).length() <= radius;
}

QPainterPath LinkItem::strokeWithin(qreal pixels) const
{
    QPolygonF clickable = m_path;
    if (m_ends == Ends::AtLabels && m_path.size() >= 2) {
        // A short line (zoomed out) keeps its middle half clickable.
        const qreal clearance = std::min(labelClearancePixels / m_viewScale, length() / 4);
        const auto inward = [clearance](QPointF end, QPointF toward) {
            const QLineF segment(end, toward);
            return segment.length() > clearance ? segment.pointAt(clearance / segment.length())
                                                : toward;
        };
        clickable.front() = inward(m_path.constFirst(), m_path[1]);
        clickable.back() = inward(m_path.constLast(), m_path[m_path.size() - 2]);
    }
    QPainterPath path;
    path.addPolygon(clickable);
    QPainterPathStroker stroker;
    stroker.setWidth(2 * pixels / m_viewScale);
    stroker.setCapStyle(Qt::RoundCap);
    stroker.setJoinStyle(Qt::RoundJoin);
    return stroker.createStroke(path);
}

void LinkItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const bool strong = m_chosen || m_emphasis == Emphasis::Strong;
    if (m_emphasis == Emphasis::Faded && !m_chosen)
        painter->setOpacity(0.35);
    const qreal width = strong ? 3.5 : 2.2;
    // A proposal keeps its kind's colour (a land border and a sea link proposed are told apart
    // before Accept), but is thinner, dotted and hollow-ended, with a faint halo: the walk saw
    // every proposal as the same white dotted line and took them for links.
    const QColor colour = kindColor(m_link.kind);

    QPen halo(QColor(255, 255, 255, m_proposal ? 120 : 230), width + 2.5, Qt::SolidLine,
              Qt::RoundCap, Qt::RoundJoin);
    halo.setCosmetic(true);
    if (m_chosen)
        halo.setColor(QColor(255, 221, 0));
    painter->setPen(halo);
    painter->drawPolyline(m_path);

    Qt::PenStyle style = Qt::SolidLine;
    if (m_proposal)
        style = Qt::DotLine;
    else if (!m_link.manual)
        style = Qt::DashLine;
    QPen pen(colour, m_proposal ? width - 0.4 : width, style,
             m_proposal ? Qt::RoundCap : Qt::FlatCap);
    pen.setCosmetic(true);
    pen.setJoinStyle(Qt::RoundJoin);
    painter->setPen(pen);
    painter->drawPolyline(m_path);

    // Round ends mark where the link attaches: filled for a link, hollow for a proposal.
    const qreal radius = dotPixels() / m_viewScale;
    QPen rim(m_proposal ? colour : QColor(Qt::white), 1.2);
    rim.setCosmetic(true);
    painter->setPen(rim);
    painter->setBrush(m_proposal ? QColor(Qt::white) : colour);
    painter->drawEllipse(m_path.constFirst(), radius, radius);
    painter->drawEllipse(m_path.constLast(), radius, radius);
    painter->restore();
}

} // namespace vinci
