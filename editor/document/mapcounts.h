#pragma once

#include "map/mapdata.h"

#include <QCoreApplication>
#include <QString>

namespace vinci {

/**
 * How many areas and links of each kind a map holds, and those counts in words ("1 sea zone",
 * "12 sea zones"), for the link inspector, the import report and the import command.
 */
struct MapCounts
{
    Q_DECLARE_TR_FUNCTIONS(MapCounts)

public:
    int provinces = 0;
    int seaZones = 0;
    int landBorders = 0;
    int sharedCoasts = 0;
    int seaLinks = 0;

    static MapCounts of(const MapData &map);

    int links() const { return landBorders + sharedCoasts + seaLinks; }
    /** "40 provinces, 12 sea zones" */
    QString areas() const;
    /** "130 links" */
    QString linkTotal() const;
    /** "90 land borders, 10 shared coasts, 30 sea links" */
    QString linkKinds() const;
};

} // namespace vinci
