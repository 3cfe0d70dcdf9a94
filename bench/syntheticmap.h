#pragma once

#include "map/mapdata.h"

#include <QByteArray>
#include <QRandomGenerator>
#include <QString>

#include <cmath>

namespace vinci::bench {

/** A generated map: its model and its SVG, for benchmarks that need a size we choose. */
struct SyntheticMap
{
    MapData data;
    QByteArray svg;
};

/**
 * `columns` x `rows` land provinces, each a wobbly ring of `vertices` points, drawn like an
 * Inkscape file: a sea layer, a land layer translated and scaled, every tenth province in a
 * rotated sub-group, white borders and a light-blue coastal stroke. Every province has a name,
 * a third of them a mine or a port.
 */
inline SyntheticMap makeSyntheticMap(int columns, int rows, int vertices)
{
    constexpr double cell = 100;
    SyntheticMap map;
    map.data.id = QStringLiteral("synthetic");
    map.data.names = {QStringLiteral("Synthetic"), QStringLiteral("Synthétique"),
                      QStringLiteral("Synthetisch")};
    QRandomGenerator random(20240611);
    const double width = columns * cell + 200;
    const double height = rows * cell + 200;
    QString svg = QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.2\" "
                                 "baseProfile=\"tiny\" viewBox=\"0 0 %1 %2\">\n")
                      .arg(width)
                      .arg(height);
    svg += QStringLiteral("<g id=\"layer-sea\" transform=\"translate(-10,-10)\">"
                          "<rect id=\"open-sea\" x=\"10\" y=\"10\" width=\"%1\" height=\"%2\" "
                          "fill=\"#2f5d8c\"/></g>\n")
               .arg(width)
               .arg(height);
    AreaData sea;
    sea.id = QStringLiteral("open-sea");
    sea.kind = AreaKind::Sea;
    sea.boardEdge = true;
    sea.names = {QStringLiteral("Open Sea"), QStringLiteral("Haute mer"),
                 QStringLiteral("Hohe See")};
    map.data.areas.push_back(sea);

    svg += QStringLiteral("<g id=\"layer-land\" transform=\"translate(50,40) scale(1.5)\" "
                          "stroke=\"#ffffff\" stroke-width=\"1.2\">\n");
    const char *colours[] = {"#e8c35a", "#a8d5a0", "#4e8a4e", "#a39e96"};
    // The layer scales by 1.5: province centres in layer units.
    const double layerCell = cell / 1.5;
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c) {
            const int n = r * columns + c;
            const double cx = (c + 1) * layerCell;
            const double cy = (r + 1) * layerCell;
            QString d;
            for (int v = 0; v < vertices; ++v) {
                const double angle = 2 * M_PI * v / vertices;
                const double wobble =
                    1 + 0.12 * std::sin(5 * angle + n) + 0.04 * (random.generateDouble() - 0.5);
                const double radius = layerCell * 0.52 * wobble;
                d += QStringLiteral("%1%2 %3 ")
                         .arg(QChar(v == 0 ? u'M' : u'L'))
                         .arg(cx + radius * std::cos(angle), 0, 'f', 2)
                         .arg(cy + radius * std::sin(angle), 0, 'f', 2);
            }
            d += u'Z';
            const QString id = QStringLiteral("p%1").arg(n);
            const QString path = QStringLiteral("<path id=\"%1\" fill=\"%2\" d=\"%3\"/>\n")
                                     .arg(id, QString::fromLatin1(colours[n % 4]), d);
            if (n % 10 == 0) {
                svg += QStringLiteral("<g transform=\"rotate(7 %1 %2)\">").arg(cx).arg(cy) + path +
                       QStringLiteral("</g>\n");
            } else {
                svg += path;
            }
            AreaData area;
            area.id = id;
            area.terrain = static_cast<Terrain>(n % 4);
            area.mine = n % 3 == 0;
            area.port = n % 3 == 1;
            area.boardEdge = r == 0 || c == 0 || r == rows - 1 || c == columns - 1;
            const QString name = QStringLiteral("Province %1").arg(n);
            area.names = {name, name, name};
            map.data.areas.push_back(area);
        }
    }
    svg += QStringLiteral("</g>\n</svg>\n");
    map.svg = svg.toUtf8();
    return map;
}

} // namespace vinci::bench
