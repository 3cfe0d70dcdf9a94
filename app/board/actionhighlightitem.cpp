#include "board/actionhighlightitem.h"

#include "areaitem.h"
#include "board/gamescene.h"
#include "mapscene.h"
#include "panels/playercolours.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace vinci {

namespace {

/** Above the tokens, below the names (a ring must not hide the province's name). */
constexpr qreal highlightLayer = MapLayer::Tokens + 5;
/** The marks' sizes in device pixels: an arrow's head, half a cross, the loss badge's radius. */
constexpr qreal headLength = 14;
constexpr qreal crossSize = 8;
constexpr qreal badgeRadius = 11;

QPainterPath outlineOf(const GameScene &scene, AreaIndex area)
{
    const AreaItem *item = scene.areaItem(area);
    return item ? item->sceneTransform().map(item->shape()) : QPainterPath();
}

QPen cosmeticPen(const QColor &colour, qreal width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen pen(colour, width, style, Qt::RoundCap, Qt::RoundJoin);
    pen.setCosmetic(true);
    return pen;
}

} // namespace

ActionHighlightItem::ActionHighlightItem()
{
    setZValue(highlightLayer);
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
}

void ActionHighlightItem::clear()
{
    prepareGeometryChange();
    m_shown = {};
    m_conquered = {};
    m_to = {};
    m_from = {};
    m_arrows.clear();
    m_lostAt.clear();
    m_bounds = {};
    update();
}

void ActionHighlightItem::show(const ActionHighlight &highlight, const GameScene &scene,
                               const std::vector<QColor> &colours)
{
    clear();
    m_shown = highlight;
    const auto colourOf = [&colours](int player) {
        return player >= 0 && player < static_cast<int>(colours.size())
                   ? colours[static_cast<std::size_t>(player)]
                   : QColor(Qt::darkGray);
    };
    m_colour = colourOf(highlight.player);
    m_defenderColour = colourOf(highlight.defender);
    const auto valid = [&scene](AreaIndex area) { return area >= 0 && area < scene.areaCount(); };
    if (valid(highlight.conquered)) {
        m_conquered = outlineOf(scene, highlight.conquered);
        m_lossAt = scene.clickPoint(highlight.conquered);
    }
    std::vector<QPointF> sources;
    for (const AreaIndex area : highlight.from) {
        if (!valid(area))
            continue;
        m_from.addPath(outlineOf(scene, area));
        sources.push_back(scene.clickPoint(area));
    }
    std::vector<QPointF> targets;
    for (const AreaIndex area : highlight.to) {
        if (!valid(area))
            continue;
        if (area != highlight.conquered)
            m_to.addPath(outlineOf(scene, area));
        targets.push_back(scene.clickPoint(area));
    }
    for (const AreaIndex area : highlight.lost) {
        if (valid(area))
            m_lostAt.push_back(scene.clickPoint(area));
    }
    // Each place pawns went gets an arrow from the nearest place they were taken up: a
    // reorganization's moves read as moves, a redeploy as where the survivors went.
    for (const QPointF &target : targets) {
        const auto nearest = std::min_element(
            sources.begin(), sources.end(), [&target](const QPointF &a, const QPointF &b) {
                return QLineF(a, target).length() < QLineF(b, target).length();
            });
        if (nearest != sources.end() && *nearest != target)
            m_arrows.emplace_back(*nearest, target);
    }
    QRectF bounds = m_conquered.boundingRect() | m_to.boundingRect() | m_from.boundingRect();
    for (const QLineF &arrow : m_arrows)
        bounds |= QRectF(arrow.p1(), arrow.p2()).normalized();
    for (const QPointF &point : m_lostAt)
        bounds |= QRectF(point, point);
    // The marks keep their size in pixels: room for them at the smallest zoom (the whole map in
    // a few hundred pixels), a twentieth of the map around what they mark.
    const QRectF map = scene.sceneRect();
    const qreal room = std::max(map.width(), map.height()) / 20;
    prepareGeometryChange();
    m_bounds = bounds.isNull() ? QRectF() : bounds.adjusted(-room, -room, room, room);
    update();
}

void ActionHighlightItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    const QColor halo(255, 255, 255, 220);
    if (!m_from.isEmpty()) {
        painter->setPen(cosmeticPen(halo, 4));
        painter->drawPath(m_from);
        painter->setPen(cosmeticPen(m_colour, 2, Qt::DashLine));
        painter->drawPath(m_from);
    }
    if (!m_to.isEmpty()) {
        painter->setPen(cosmeticPen(halo, 5));
        painter->drawPath(m_to);
        painter->setPen(cosmeticPen(m_colour, 2.5));
        painter->drawPath(m_to);
    }
    if (!m_conquered.isEmpty()) {
        QColor wash = m_colour;
        wash.setAlpha(60);
        painter->fillPath(m_conquered, wash);
        painter->setPen(cosmeticPen(halo, 8));
        painter->drawPath(m_conquered);
        painter->setPen(cosmeticPen(m_colour, 4.5));
        painter->drawPath(m_conquered);
    }
    // The marks in device pixels, at their points mapped from the scene.
    const QTransform toDevice = painter->worldTransform();
    painter->save();
    painter->resetTransform();
    for (const QLineF &sceneArrow : m_arrows) {
        const QLineF arrow = toDevice.map(sceneArrow);
        const qreal length = arrow.length();
        if (length < 1)
            continue;
        // The point short of the target's middle, where its tokens are.
        const QPointF unit = (arrow.p2() - arrow.p1()) / length;
        const QPointF tip = arrow.p2() - unit * std::min(headLength, length / 4);
        const QPointF normal(-unit.y(), unit.x());
        const QPointF back = tip - unit * headLength;
        QPainterPath head;
        head.moveTo(tip);
        head.lineTo(back + normal * headLength / 2);
        head.lineTo(back - normal * headLength / 2);
        head.closeSubpath();
        for (const auto &[pen, fill] :
             {std::pair{QPen(halo, 6), halo}, std::pair{QPen(m_colour, 3), m_colour}}) {
            painter->setPen(pen);
            painter->drawLine(arrow.p1(), back);
            painter->setBrush(fill);
            painter->drawPath(head);
        }
        painter->setBrush(Qt::NoBrush);
    }
    const QColor lost(0xB0, 0x1E, 0x1E);
    for (const QPointF &scenePoint : m_lostAt) {
        const QPointF point = toDevice.map(scenePoint);
        const QPointF a(crossSize, crossSize);
        const QPointF b(crossSize, -crossSize);
        for (const QPen &pen : {QPen(halo, 7, Qt::SolidLine, Qt::RoundCap),
                                QPen(lost, 4, Qt::SolidLine, Qt::RoundCap)}) {
            painter->setPen(pen);
            painter->drawLine(point - a, point + a);
            painter->drawLine(point - b, point + b);
        }
    }
    if (!m_conquered.isEmpty() && m_shown.defenderPawnsLost > 0) {
        // "−2" on a disc of the defender's colour, above and right of the province's tokens.
        const QPointF centre =
            toDevice.map(m_lossAt) + QPointF(badgeRadius * 1.6, -badgeRadius * 1.6);
        painter->setPen(QPen(Qt::white, 2));
        painter->setBrush(m_defenderColour);
        painter->drawEllipse(centre, badgeRadius, badgeRadius);
        QFont font = painter->font();
        font.setPixelSize(static_cast<int>(badgeRadius * 1.1));
        font.setBold(true);
        painter->setFont(font);
        painter->setPen(textColourOn(m_defenderColour));
        const QRectF box(centre - QPointF(badgeRadius, badgeRadius),
                         QSizeF(2 * badgeRadius, 2 * badgeRadius));
        painter->drawText(box, Qt::AlignCenter,
                          QStringLiteral("\u2212%1").arg(m_shown.defenderPawnsLost));
    }
    painter->restore();
}

} // namespace vinci
