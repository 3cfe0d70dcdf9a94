#include "arealabelitem.h"

#include "itemchange.h"
#include "nameleaderitem.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace vinci {

namespace {

// Text is laid out at this pixel size and scaled: font metrics at pixel size 1 are too coarse.
constexpr qreal textSize = 64;

} // namespace

AreaLabelItem::AreaLabelItem(AreaIndex index, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_index(index)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
    // Glyph outlines are costly to fill: keep each label as a pixmap at the view's scale, so
    // a pan only copies pixels. Labels are small, so the cache stays small.
    setCacheMode(DeviceCoordinateCache);
}

void AreaLabelItem::setLabel(const LabelLayout &layout, AreaKind kind,
                             const std::vector<MapSymbol> &symbols, qreal edgeAngle)
{
    prepareGeometryChange();
    m_planned = layout;
    m_layout = layoutAtScale(layout, m_viewScale);
    m_kind = kind;
    m_symbols = symbols;
    m_edgeAngle = edgeAngle;
    setPos(m_layout.anchor);
    rebuildText();
    update();
    leaderFollows();
}

void AreaLabelItem::takeLayoutAtScale()
{
    const LabelLayout layout = layoutAtScale(m_planned, m_viewScale);
    if (layout.anchor == m_layout.anchor && layout.fontSize == m_layout.fontSize &&
        layout.leaderTo == m_layout.leaderTo && layout.badgesAt == m_layout.badgesAt &&
        layout.block.lines() == m_layout.block.lines())
        return;
    prepareGeometryChange();
    m_layout = layout;
    setPos(m_layout.anchor);
    rebuildText();
    update();
}

void AreaLabelItem::setLeader(NameLeaderItem *leader)
{
    m_leader = leader;
    leaderFollows();
}

void AreaLabelItem::leaderFollows()
{
    if (m_leader)
        m_leader->follow();
}

QVariant AreaLabelItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    if (change == ItemVisibleHasChanged)
        leaderFollows();
    return QGraphicsItem::itemChange(change, value);
}

void AreaLabelItem::setViewScale(qreal scale)
{
    takeViewScale(m_viewScale, scale, [this] { prepareGeometryChange(); });
    takeLayoutAtScale();
    leaderFollows();
}

void AreaLabelItem::setYielded(bool yielded)
{
    if (yielded == m_yielded)
        return;
    prepareGeometryChange();
    m_yielded = yielded;
    update();
    leaderFollows();
}

qreal AreaLabelItem::drawnFontSize() const
{
    // A name with no free place at this zoom waits for a closer one (clearNames()).
    if (m_yielded || m_viewScale < m_layout.shownFromScale)
        return 0;
    return drawnNameSize(m_layout, m_viewScale);
}

void AreaLabelItem::rebuildText()
{
    m_lines.clear();
    m_font = areaNameFont(m_kind);
    m_font.setPixelSize(static_cast<int>(textSize));
    const LabelBlock &block = m_layout.block;
    const qreal top = -block.unitSize().height() / 2;
    for (int i = 0; i < block.lines().size(); ++i) {
        // Laid out once; painting then only places cached glyphs.
        QStaticText text(block.lines().at(i));
        text.setTextFormat(Qt::PlainText);
        text.setPerformanceHint(QStaticText::AggressiveCaching);
        text.prepare(QTransform(), m_font);
        const QPointF topLeft(-block.unitLineWidth(i) / 2, top + i * block.unitLineHeight());
        m_lines.push_back({topLeft * textSize, text}); // implicitly shared: a cheap copy
    }
}

void AreaLabelItem::setFrozen(bool frozen)
{
    freezeItem(*this, m_frozen, m_cacheWhenThawed, frozen);
    leaderFollows();
}

QRectF AreaLabelItem::boundingRect() const
{
    const qreal size = drawnFontSize();
    const QSizeF unit = m_layout.block.unitSize();
    // The halo reaches a little beyond the glyphs.
    const qreal margin = 0.2;
    return {(-unit.width() / 2 - margin) * size, (-unit.height() / 2 - margin) * size,
            (unit.width() + 2 * margin) * size, (unit.height() + 2 * margin) * size};
}

QRectF AreaLabelItem::badgesApartRect() const
{
    const qreal size = drawnFontSize();
    if (m_symbols.empty() || size <= 0 || !isVisible() || !m_layout.badgesAt ||
        m_viewScale < m_layout.badgesFromScale)
        return {};
    const QSizeF row = LabelBlock::unitSymbolRowSize(static_cast<int>(m_symbols.size())) * size;
    return {*m_layout.badgesAt - QPointF(row.width(), row.height()) / 2, row};
}

QRectF AreaLabelItem::badgesRect() const
{
    if (m_layout.badgesAt)
        return badgesApartRect();
    const qreal size = drawnFontSize();
    if (m_symbols.empty() || size <= 0 || !isVisible())
        return {};
    return m_layout.block.symbolRowRect(scenePos(), size);
}

std::vector<QPointF> AreaLabelItem::badgeCentres() const
{
    return LabelBlock::symbolCentres(badgesRect(), static_cast<int>(m_symbols.size()));
}

QRectF AreaLabelItem::textRect() const
{
    const qreal size = drawnFontSize();
    const LabelBlock &block = m_layout.block;
    qreal width = 0;
    for (int line = 0; line < block.lines().size(); ++line)
        width = std::max(width, block.unitLineWidth(line));
    const qreal height = block.lines().size() * block.unitLineHeight();
    const qreal margin = 0.2;
    return {(-width / 2 - margin) * size, (-block.unitSize().height() / 2 - margin) * size,
            (width + 2 * margin) * size, (height + 2 * margin) * size};
}

void AreaLabelItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const qreal size = drawnFontSize();
    if (size <= 0 || m_frozen)
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->scale(size, size);

    // Ink over a halo of the same glyphs shifted a little all around: the glyph cache draws
    // them far faster than filling outlines, and the name stays readable on any colour.
    const bool sea = m_kind == AreaKind::Sea;
    const QColor ink = sea ? QColor(236, 243, 250) : QColor(34, 29, 24);
    const QColor halo = sea ? QColor(27, 62, 102) : QColor(255, 252, 240);
    painter->save();
    painter->scale(1 / textSize, 1 / textSize);
    painter->setFont(m_font);
    painter->setPen(halo);
    const qreal reach = (sea ? 0.06 : 0.09) * textSize;
    for (int step = 0; step < 8; ++step) {
        const qreal angle = step * M_PI / 4;
        const QPointF offset(reach * std::cos(angle), reach * std::sin(angle));
        for (const Line &line : m_lines)
            painter->drawStaticText(line.topLeft + offset, line.text);
    }
    painter->setPen(ink);
    for (const Line &line : m_lines)
        painter->drawStaticText(line.topLeft, line.text);
    painter->restore();

    // (Apart from the name, the leader draws them at its end.)
    const LabelBlock &block = m_layout.block;
    if (!m_symbols.empty() && block.symbolCount() > 0) {
        const qreal diameter = LabelBlock::unitSymbolDiameter;
        const qreal gap = LabelBlock::unitSymbolGap;
        const auto count = static_cast<qreal>(m_symbols.size());
        const qreal rowWidth = count * diameter + (count - 1) * gap;
        const qreal rowTop = block.unitSize().height() / 2 - diameter;
        qreal x = -rowWidth / 2;
        for (const MapSymbol symbol : m_symbols) {
            paintSymbolBadge(painter, symbol, QRectF(x, rowTop, diameter, diameter), m_edgeAngle);
            x += diameter + gap;
        }
    }
    painter->restore();
}

} // namespace vinci
