#pragma once

#include "map/mapdata.h"
#include "mapsymbols.h"

#include <QColor>
#include <QCoreApplication>
#include <QRectF>
#include <QString>

#include <vector>

class QPainter;

namespace vinci {

/**
 * The key printed under a rendered map: the map's name, the terrain colours, the sea zones and
 * the mine, port and board-edge symbols, in the current translation.
 */
class MapLegend
{
    Q_DECLARE_TR_FUNCTIONS(MapLegend)

public:
    /** The legend for `map`: the four classic terrains plus any other the map uses. */
    MapLegend(const MapData &map, const QString &language);

    /** Shows `terrain` in `color` (the colour the art actually uses) instead of the palette's. */
    void setTerrainColor(Terrain terrain, const QColor &color);

    /** Height needed at `width`, for text `unit` pixels high. */
    qreal height(qreal width, qreal unit) const;
    /** Paints the legend filling `rect`, text `unit` pixels high. */
    void paint(QPainter *painter, const QRectF &rect, qreal unit) const;

private:
    struct Entry
    {
        enum class Kind : quint8
        {
            Terrain,
            Sea,
            Symbol
        } kind;
        QString text;
        QColor color;
        MapSymbol symbol = MapSymbol::Mine;
    };

    /** Lays the entries out in rows at `width`; returns each entry's top-left and the height. */
    qreal flow(qreal width, qreal unit, std::vector<QPointF> *positions) const;
    qreal entryWidth(const Entry &entry, qreal unit) const;

    QString m_title;
    std::vector<Entry> m_entries;
};

} // namespace vinci
