#include "leaderlineitem.h"

#include "arealabelitem.h"

#include <QPainter>

namespace vinci {

namespace {

// Pixels, whatever the zoom: a hairline of ink over a light casing, readable on land and sea.
constexpr qreal inkWidth = 1;
constexpr qreal casingWidth = 3;

} // namespace

LeaderLineItem::LeaderLineItem()
{
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
    setVisible(false);
}

void LeaderLineItem::follow(const AreaLabelItem &label)
{
    QLineF line;
    const auto &to = label.layout().leaderTo;
    // The pen is cosmetic, a few pixels wide: the name's size (7.5 px on screen at least, in
    // scene units) holds it.
    const qreal margin = label.drawnFontSize();
    if (to && label.isVisible() && margin > 0) {
        const QRectF text = label.mapRectToScene(label.textRect());
        const QPointF from(qBound(text.left(), to->x(), text.right()),
                           qBound(text.top(), to->y(), text.bottom()));
        line = QLineF(from, *to);
    }
    if (line != m_line || !qFuzzyCompare(margin + 1, m_margin + 1)) {
        prepareGeometryChange();
        m_line = line;
        m_margin = margin;
    }
    setVisible(!m_line.isNull());
}

QLineF LeaderLineItem::line() const
{
    return m_line;
}

void LeaderLineItem::setFrozen(bool frozen)
{
    if (frozen == m_frozen)
        return;
    m_frozen = frozen;
    update();
}

QRectF LeaderLineItem::boundingRect() const
{
    if (m_line.isNull())
        return {};
    const QRectF box = QRectF(m_line.p1(), m_line.p2()).normalized();
    return box.adjusted(-m_margin, -m_margin, m_margin, m_margin);
}

void LeaderLineItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (m_frozen || m_line.isNull())
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QPen casing(QColor(255, 252, 240, 210), casingWidth);
    casing.setCosmetic(true);
    casing.setCapStyle(Qt::RoundCap);
    painter->setPen(casing);
    painter->drawLine(m_line);
    QPen ink(QColor(34, 29, 24), inkWidth);
    ink.setCosmetic(true);
    ink.setCapStyle(Qt::RoundCap);
    painter->setPen(ink);
    painter->drawLine(m_line);
    painter->restore();
}

} // namespace vinci
