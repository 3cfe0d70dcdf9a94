#include "board/provincemarkeritem.h"

#include "panels/panelstyle.h"
#include "panels/playercolours.h"
#include "panels/tileart.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

constexpr qreal pawnSize = 20;
constexpr qreal buttonSize = 18;
constexpr qreal costSize = 24;
constexpr qreal gap = 3;

const QColor gold(255, 214, 10);
const QColor cream(255, 250, 236);

QPixmap pawnPixmap(PawnSide side, const QColor &colour, int size, qreal dpr)
{
    if (side == PawnSide::Neutral)
        return TileArt::symbol(u"neutral-pawn"_s, size, dpr);
    return TileArt::pawn(colour, size, side == PawnSide::Declining, dpr);
}

qreal devicePixelRatioOf(const QPainter *painter)
{
    return painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
}

} // namespace

ProvinceMarkerItem::ProvinceMarkerItem(AreaIndex area, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_area(area)
{
    setFlag(ItemIgnoresTransformations);
    setAcceptedMouseButtons(Qt::NoButton);
    m_font.setBold(true);
    m_font.setPixelSize(13);
    layout();
}

void ProvinceMarkerItem::setMarks(const ProvinceMarks &marks)
{
    if (marks == m_marks)
        return;
    prepareGeometryChange();
    m_marks = marks;
    layout();
    update();
}

bool ProvinceMarkerItem::isEmpty() const
{
    return !m_marks.held && !m_marks.fort && !m_marks.cost && m_marks.survivors == 0;
}

void ProvinceMarkerItem::layout()
{
    Geometry g;
    const qreal top = 2;
    const QFontMetricsF metrics(m_font);
    qreal width = 0;
    if (m_marks.held) {
        const qreal countWidth = metrics.horizontalAdvance(QString::number(m_marks.pawns));
        width = 4 + pawnSize + 2 + countWidth + 7;
    }
    // Everything is laid out left to right, then centred on x = 0.
    qreal x = 0;
    auto place = [&](qreal w, qreal h) {
        const QRectF rect(x, top + (rowHeight - h) / 2, w, h);
        x += w + gap;
        return rect;
    };
    if (m_marks.fort)
        g.fort = place(22, 22);
    if (m_marks.canLift && m_marks.held)
        g.minus = place(buttonSize, buttonSize);
    if (m_marks.held) {
        g.chip = place(width, rowHeight - 2);
        g.pawn = QRectF(g.chip.left() + 4, g.chip.center().y() - pawnSize / 2, pawnSize, pawnSize);
        g.count = QRectF(g.pawn.right() + 2, g.chip.top(), g.chip.right() - g.pawn.right() - 4,
                         g.chip.height());
        if (m_marks.declining)
            g.seal = QRectF(g.chip.right() - 9, g.chip.top() - 7, 15, 15);
    }
    if (m_marks.canPlace && m_marks.held)
        g.plus = place(buttonSize, buttonSize);
    if (m_marks.survivors > 0)
        g.survivors =
            place(pawnSize + 4 + metrics.horizontalAdvance(u"+%1"_s.arg(m_marks.survivors)),
                  rowHeight - 4);
    if (m_marks.cost)
        g.cost = place(costSize, costSize);
    const qreal shift = -(x - gap) / 2;
    for (QRectF *rect :
         {&g.chip, &g.pawn, &g.count, &g.fort, &g.seal, &g.cost, &g.minus, &g.plus, &g.survivors}) {
        if (!rect->isNull())
            rect->translate(shift, 0);
    }
    g.bounds = QRectF(shift - 2, -6, x - gap + 4 + 8, rowHeight + 10);
    m_geometry = g;
}

ProvinceMarkerItem::Button ProvinceMarkerItem::buttonAt(QPointF itemPos) const
{
    // A little slack around the buttons: they are small targets.
    if (!m_geometry.minus.isNull() && m_geometry.minus.adjusted(-2, -4, 2, 4).contains(itemPos))
        return Button::Minus;
    if (!m_geometry.plus.isNull() && m_geometry.plus.adjusted(-2, -4, 2, 4).contains(itemPos))
        return Button::Plus;
    return Button::None;
}

QRectF ProvinceMarkerItem::buttonRect(Button button) const
{
    switch (button) {
    case Button::Minus:
        return m_geometry.minus;
    case Button::Plus:
        return m_geometry.plus;
    case Button::None:
        break;
    }
    return {};
}

QRectF ProvinceMarkerItem::boundingRect() const
{
    return isEmpty() ? QRectF() : m_geometry.bounds;
}

void ProvinceMarkerItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (isEmpty())
        return;
    const qreal dpr = devicePixelRatioOf(painter);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::SmoothPixmapTransform);
    if (!m_geometry.fort.isNull())
        painter->drawPixmap(m_geometry.fort.topLeft(), TileArt::symbol(u"fort"_s, 22, dpr));
    if (m_marks.held)
        paintChip(painter, dpr);
    if (!m_geometry.minus.isNull())
        paintButton(painter, m_geometry.minus, false);
    if (!m_geometry.plus.isNull())
        paintButton(painter, m_geometry.plus, true);
    if (m_marks.survivors > 0)
        paintSurvivors(painter, dpr);
    if (m_marks.cost)
        paintCost(painter);
}

void ProvinceMarkerItem::paintChip(QPainter *painter, qreal dpr) const
{
    const QRectF &chip = m_geometry.chip;
    const bool neutral = m_marks.side == PawnSide::Neutral;
    // Players' pawns sit in a cream pill with a thick rim of their colour; the indigenous
    // pawns in a stone-grey pill with a thin brown rim, so vermillion and brown never meet.
    const QColor rim = neutral ? neutralPawnColour() : m_marks.colour;
    const qreal rimWidth = neutral ? 1.5 : 2.5;
    painter->setPen(QPen(PanelStyle::ink(), 1));
    painter->setBrush(rim);
    painter->drawRoundedRect(chip, chip.height() / 2, chip.height() / 2);
    const QRectF inner = chip.adjusted(rimWidth, rimWidth, -rimWidth, -rimWidth);
    QColor face = cream;
    if (neutral)
        face = QColor(226, 220, 208);
    else if (m_marks.side == PawnSide::Declining)
        face = QColor(236, 230, 218);
    painter->setPen(Qt::NoPen);
    painter->setBrush(face);
    painter->drawRoundedRect(inner, inner.height() / 2, inner.height() / 2);
    painter->drawPixmap(m_geometry.pawn.topLeft(),
                        pawnPixmap(m_marks.side, m_marks.colour, static_cast<int>(pawnSize), dpr));
    painter->setFont(m_font);
    painter->setPen(PanelStyle::ink());
    painter->drawText(m_geometry.count, Qt::AlignCenter, QString::number(m_marks.pawns));
    if (!m_geometry.seal.isNull())
        painter->drawPixmap(m_geometry.seal.topLeft(), TileArt::symbol(u"decline"_s, 15, dpr));
}

void ProvinceMarkerItem::paintCost(QPainter *painter) const
{
    const QRectF &rect = m_geometry.cost;
    const QColor fill = m_marks.costLegal ? gold : QColor(205, 200, 192);
    painter->setPen(QPen(PanelStyle::ink(), 1.5));
    painter->setBrush(fill);
    painter->drawEllipse(rect);
    painter->setFont(m_font);
    painter->setPen(m_marks.costLegal ? PanelStyle::ink() : QColor(90, 84, 76));
    painter->drawText(rect, Qt::AlignCenter, QString::number(*m_marks.cost));
}

void ProvinceMarkerItem::paintButton(QPainter *painter, const QRectF &rect, bool plus) const
{
    painter->setPen(QPen(PanelStyle::ink(), 1.2));
    painter->setBrush(cream);
    painter->drawEllipse(rect);
    QPen pen(PanelStyle::ink(), 2.2);
    pen.setCapStyle(Qt::RoundCap);
    painter->setPen(pen);
    const QPointF c = rect.center();
    const qreal arm = rect.width() * 0.26;
    painter->drawLine(QPointF(c.x() - arm, c.y()), QPointF(c.x() + arm, c.y()));
    if (plus)
        painter->drawLine(QPointF(c.x(), c.y() - arm), QPointF(c.x(), c.y() + arm));
}

void ProvinceMarkerItem::paintSurvivors(QPainter *painter, qreal dpr) const
{
    const QRectF &rect = m_geometry.survivors;
    // Dashed: these pawns are not on the board yet; the defender places them after this turn.
    QPen dashes(PanelStyle::ink(), 1.2, Qt::DashLine);
    painter->setPen(dashes);
    painter->setBrush(QColor(255, 255, 255, 200));
    painter->drawRoundedRect(rect, 6, 6);
    painter->drawPixmap(
        QPointF(rect.left() + 2, rect.center().y() - pawnSize / 2),
        pawnPixmap(PawnSide::Declining, m_marks.survivorColour, static_cast<int>(pawnSize), dpr));
    painter->setFont(m_font);
    painter->setPen(PanelStyle::ink());
    painter->drawText(rect.adjusted(pawnSize + 2, 0, -2, 0), Qt::AlignCenter,
                      u"+%1"_s.arg(m_marks.survivors));
}

} // namespace vinci
