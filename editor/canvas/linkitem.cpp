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

LinkItem::LinkItem(LinkData link, QLineF line, bool proposal, Ends ends)
    : m_link(std::move(link))
    , m_line(line)
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

QRectF LinkItem::boundingRect() const
{
    const qreal margin = (hitPixels + 4) / m_viewScale;
    return QRectF(m_line.p1(), m_line.p2()).normalized().adjusted(-margin, -margin, margin, margin);
}

QPainterPath LinkItem::shape() const
{
    return strokeWithin(hitPixels);
}

bool LinkItem::isOnLine(QPointF scenePoint) const
{
    return strokeWithin(onLinePixels).contains(mapFromScene(scenePoint));
}

QPainterPath LinkItem::strokeWithin(qreal pixels) const
{
    QLineF clickable = m_line;
    if (m_ends == Ends::AtLabels) {
        // A short line (zoomed out) keeps its middle half clickable.
        const qreal clearance = std::min(labelClearancePixels / m_viewScale, m_line.length() / 4);
        const QLineF along = m_line.unitVector();
        const QPointF step = (along.p2() - along.p1()) * clearance;
        clickable = QLineF(m_line.p1() + step, m_line.p2() - step);
    }
    QPainterPath path(clickable.p1());
    path.lineTo(clickable.p2());
    QPainterPathStroker stroker;
    stroker.setWidth(2 * pixels / m_viewScale);
    stroker.setCapStyle(Qt::RoundCap);
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
    QColor colour = m_proposal ? QColor(90, 90, 90) : kindColor(m_link.kind);

    QPen halo(QColor(255, 255, 255, 230), width + 2.5, Qt::SolidLine, Qt::RoundCap);
    halo.setCosmetic(true);
    if (m_chosen)
        halo.setColor(QColor(255, 221, 0));
    painter->setPen(halo);
    painter->drawLine(m_line);

    Qt::PenStyle style = Qt::SolidLine;
    if (m_proposal)
        style = Qt::DotLine;
    else if (!m_link.manual)
        style = Qt::DashLine;
    QPen pen(colour, width, style, Qt::FlatCap);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->drawLine(m_line);

    // Round ends mark where the link attaches.
    const qreal radius = (strong ? 4.0 : 3.0) / m_viewScale;
    QPen rim(Qt::white, 1.2);
    rim.setCosmetic(true);
    painter->setPen(rim);
    painter->setBrush(colour);
    painter->drawEllipse(m_line.p1(), radius, radius);
    painter->drawEllipse(m_line.p2(), radius, radius);
    painter->restore();
}

} // namespace vinci
