#include "maplegend.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <set>

using namespace Qt::StringLiterals;

namespace vinci {

namespace {

// Proportions of the legend, in text units (the text's pixel size).
constexpr qreal padding = 1.1;
constexpr qreal swatch = 1.5;
constexpr qreal swatchGap = 0.55;
constexpr qreal entryGap = 1.8;
constexpr qreal rowHeight = 2.1;
constexpr qreal titleHeight = 2.3;

QFont legendFont(qreal unit, bool title)
{
    QFont font;
    font.setFamilies({u"DejaVu Sans"_s, u"Noto Sans"_s, u"Liberation Sans"_s, u"Arial"_s});
    font.setStyleHint(QFont::SansSerif);
    font.setPixelSize(std::max(1, static_cast<int>(unit * (title ? 1.35 : 1.0))));
    if (title)
        font.setWeight(QFont::Bold);
    return font;
}

} // namespace

MapLegend::MapLegend(const MapData &map, const QString &language)
    : m_title(map.names.in(language))
{
    std::set<Terrain> terrains{Terrain::Farmland, Terrain::Prairie, Terrain::Forest,
                               Terrain::Mountain};
    bool hasSea = false;
    for (const AreaData &area : map.areas) {
        if (area.kind == AreaKind::Land)
            terrains.insert(area.terrain);
        else
            hasSea = true;
    }
    for (const Terrain terrain : terrains)
        m_entries.push_back({Entry::Kind::Terrain, terrainName(terrain), terrainColor(terrain)});
    if (hasSea)
        m_entries.push_back({Entry::Kind::Sea, tr("Sea zone"), seaZoneColor()});
    m_entries.push_back({Entry::Kind::Symbol, tr("Mine"), {}, MapSymbol::Mine});
    m_entries.push_back({Entry::Kind::Symbol, tr("Port"), {}, MapSymbol::Port});
    m_entries.push_back({Entry::Kind::Symbol,
                         tr("Board edge (a civilization may start here)"),
                         {},
                         MapSymbol::BoardEdge});
}

void MapLegend::setTerrainColor(Terrain terrain, const QColor &color)
{
    const QString name = terrainName(terrain);
    for (Entry &entry : m_entries) {
        if (entry.kind == Entry::Kind::Terrain && entry.text == name)
            entry.color = color;
    }
}

qreal MapLegend::entryWidth(const Entry &entry, qreal unit) const
{
    const QFontMetricsF metrics(legendFont(unit, false));
    return (swatch + swatchGap) * unit + metrics.horizontalAdvance(entry.text);
}

qreal MapLegend::flow(qreal width, qreal unit, std::vector<QPointF> *positions) const
{
    const qreal left = padding * unit;
    const qreal right = width - padding * unit;
    qreal x = left;
    qreal y = (padding + titleHeight) * unit;
    for (const Entry &entry : m_entries) {
        const qreal w = entryWidth(entry, unit);
        if (x > left && x + w > right) {
            x = left;
            y += rowHeight * unit;
        }
        if (positions)
            positions->emplace_back(x, y);
        x += w + entryGap * unit;
    }
    return y + (rowHeight + padding) * unit;
}

qreal MapLegend::height(qreal width, qreal unit) const
{
    return flow(width, unit, nullptr);
}

void MapLegend::paint(QPainter *painter, const QRectF &rect, qreal unit) const
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    painter->translate(rect.topLeft());
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(247, 243, 234));
    painter->drawRect(QRectF(QPointF(0, 0), rect.size()));
    painter->setPen(QPen(QColor(90, 74, 50), std::max<qreal>(1, unit / 10)));
    painter->drawLine(QPointF(0, 0), QPointF(rect.width(), 0));

    const QColor ink(34, 29, 24);
    painter->setPen(ink);
    painter->setFont(legendFont(unit, true));
    painter->drawText(QRectF(padding * unit, padding * unit, rect.width() - 2 * padding * unit,
                             titleHeight * unit),
                      Qt::AlignLeft | Qt::AlignVCenter, m_title);

    std::vector<QPointF> positions;
    flow(rect.width(), unit, &positions);
    painter->setFont(legendFont(unit, false));
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        const Entry &entry = m_entries[i];
        const QPointF at = positions[i];
        const QRectF box(at.x(), at.y() + (rowHeight - swatch) / 2 * unit, swatch * unit,
                         swatch * unit);
        switch (entry.kind) {
        case Entry::Kind::Terrain:
            painter->setPen(QPen(ink, std::max<qreal>(1, unit / 16)));
            painter->setBrush(entry.color);
            painter->drawRect(box);
            break;
        case Entry::Kind::Sea:
            paintSeaSwatch(painter, box);
            break;
        case Entry::Kind::Symbol:
            // The edge arrow as if the edge were west: it points east, into the board.
            paintSymbolBadge(painter, entry.symbol, box, 180);
            break;
        }
        painter->setPen(ink);
        painter->drawText(QRectF(box.right() + swatchGap * unit, at.y(), rect.width() - box.right(),
                                 rowHeight * unit),
                          Qt::AlignLeft | Qt::AlignVCenter, entry.text);
    }
    painter->restore();
}

} // namespace vinci
