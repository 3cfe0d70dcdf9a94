#include "document/mapcounts.h"

using namespace Qt::StringLiterals;

namespace vinci {

MapCounts MapCounts::of(const MapData &map)
{
    MapCounts counts;
    for (const AreaData &area : map.areas)
        ++(area.kind == AreaKind::Land ? counts.provinces : counts.seaZones);
    for (const LinkData &link : map.links) {
        switch (link.kind) {
        case LinkKind::Land:
            ++counts.landBorders;
            break;
        case LinkKind::Coast:
            ++counts.sharedCoasts;
            break;
        case LinkKind::Sea:
            ++counts.seaLinks;
            break;
        }
    }
    return counts;
}

QString MapCounts::areas() const
{
    return tr("%1, %2").arg(tr("%n province(s)", nullptr, provinces),
                            tr("%n sea zone(s)", nullptr, seaZones));
}

QString MapCounts::linkTotal() const
{
    return tr("%n link(s)", nullptr, links());
}

QString MapCounts::linkKinds() const
{
    return tr("%1, %2, %3")
        .arg(tr("%n land border(s)", nullptr, landBorders),
             tr("%n shared coast(s)", nullptr, sharedCoasts),
             tr("%n sea link(s)", nullptr, seaLinks));
}

} // namespace vinci
