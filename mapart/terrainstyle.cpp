#include "terrainstyle.h"

#include "mapsymbols.h"

#include <QImage>
#include <QPainter>
#include <QPainterPath>

#include <array>

namespace vinci {

namespace {

/** Texture pixels per pattern cell: enough for the marks to stay smooth at 4x zoom. */
constexpr int cellPixels = 96;

// The shipped maps' mark colours (tools/map-lib/svg.mjs: relief, dunes).
const QColor reliefInk(0x7d, 0x7b, 0x75);
const QColor duneInk(0xd9, 0xc4, 0x9a);

/** Draws `mark` (drawn around the origin, in cell pixels) twice per cell, staggered. */
template<typename Mark>
void stagger(QPainter &painter, Mark &&mark)
{
    for (const QPointF at : {QPointF(0.27, 0.3), QPointF(0.77, 0.8)}) {
        painter.save();
        painter.translate(at * cellPixels);
        mark(painter);
        painter.restore();
    }
}

QPen markPen(const QColor &colour, qreal width)
{
    QPen pen(colour, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    return pen;
}

/** One wavy line across the mark's place, for rivers and controllable seas. */
void ripple(QPainter &painter)
{
    const qreal w = cellPixels * 0.18;
    QPainterPath wave(QPointF(-w, 0));
    wave.cubicTo(-w / 2, -w / 3, -w / 2, w / 3, 0, 0);
    wave.cubicTo(w / 2, -w / 3, w / 2, w / 3, w, 0);
    painter.setPen(markPen(QColor(255, 255, 255, 150), cellPixels / 28.0));
    painter.drawPath(wave);
}

/** The marks of `terrain` on its colour, one pattern cell; null for a plain colour. */
QImage patternCell(Terrain terrain)
{
    if (terrain == Terrain::Farmland || terrain == Terrain::Prairie || terrain == Terrain::Normal)
        return {};
    QImage cell(cellPixels, cellPixels, QImage::Format_ARGB32_Premultiplied);
    cell.fill(terrainColor(terrain));
    QPainter painter(&cell);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    switch (terrain) {
    case Terrain::Mountain:
        // A peak and a smaller one beside it, as the shipped maps' relief marks.
        stagger(painter, [](QPainter &p) {
            const qreal s = cellPixels * 0.11;
            p.setPen(markPen(reliefInk, cellPixels / 36.0));
            p.drawPolyline(
                std::array{QPointF(-2 * s, s), QPointF(-0.5 * s, -s), QPointF(s, s)}.data(), 3);
            p.drawPolyline(
                std::array{QPointF(0.2 * s, -0.1 * s), QPointF(s, -0.9 * s), QPointF(2 * s, s)}
                    .data(),
                3);
        });
        break;
    case Terrain::Desert:
        // Dune crests, as the shipped maps' dune marks.
        stagger(painter, [](QPainter &p) {
            const qreal s = cellPixels * 0.2;
            p.setPen(markPen(duneInk, cellPixels / 32.0));
            QPainterPath dune(QPointF(-s, s / 4));
            dune.quadTo(0, -s / 2, s, s / 4);
            p.drawPath(dune);
        });
        break;
    case Terrain::Forest:
        // Tree crowns, a shade darker than the forest.
        stagger(painter, [](QPainter &p) {
            const qreal r = cellPixels * 0.075;
            p.setPen(Qt::NoPen);
            p.setBrush(terrainColor(Terrain::Forest).darker(135));
            p.drawEllipse(QPointF(-r, r / 2), r, r);
            p.drawEllipse(QPointF(r, r / 2), r, r);
            p.drawEllipse(QPointF(0, -r / 2), r * 1.1, r * 1.1);
        });
        break;
    case Terrain::River:
    case Terrain::ControllableSea:
        stagger(painter, ripple);
        break;
    case Terrain::Farmland:
    case Terrain::Prairie:
    case Terrain::Normal:
        break;
    }
    return cell;
}

/** The pattern cells, drawn once per program. */
const QImage &cachedCell(Terrain terrain)
{
    static const auto cells = [] {
        std::array<QImage, terrainCount> all;
        for (int i = 0; i < terrainCount; ++i)
            all[static_cast<std::size_t>(i)] = patternCell(static_cast<Terrain>(i));
        return all;
    }();
    return cells[static_cast<std::size_t>(terrain)];
}

} // namespace

QBrush terrainBrush(Terrain terrain, qreal patternSize)
{
    const QImage &cell = cachedCell(terrain);
    if (cell.isNull() || patternSize <= 0)
        return QBrush(terrainColor(terrain));
    QBrush brush(cell);
    // The brush's own transform maps cell pixels to document units; the painter's world
    // transform then zooms it with the map.
    brush.setTransform(QTransform::fromScale(patternSize / cellPixels, patternSize / cellPixels));
    return brush;
}

QBrush areaBrush(const AreaData &area, qreal patternSize)
{
    return area.kind == AreaKind::Sea ? QBrush(seaZoneColor())
                                      : terrainBrush(area.terrain, patternSize);
}

QPen paintedBorderPen()
{
    // The sepia ink of the project's symbol art, a little transparent: the designer's outlines
    // read as drawn lines on every terrain colour, light or dark.
    QPen pen(QColor(0x2a, 0x1c, 0x12, 170), 1.2);
    pen.setCosmetic(true);
    pen.setJoinStyle(Qt::RoundJoin);
    return pen;
}

} // namespace vinci
