#include "civilizationtiles.h"

#include "tiletable.h"

#include <algorithm>

namespace vinci {

int CivilizationTiles::heldLevel(TileKind kind) const
{
    if (!tileInfo(kind).doubledBySpecialization)
        return 1;
    const int copies = (kinds[0] == kind ? 1 : 0) + (count > 1 && kinds[1] == kind ? 1 : 0);
    const bool specialized = kind != TileKind::Specialization && has(TileKind::Specialization);
    return std::min(2, copies + (specialized ? 1 : 0));
}

CivilizationTiles CivilizationTiles::stayingInDecline() const
{
    CivilizationTiles staying;
    bool partnerStays = false;
    for (TileKind kind : tiles()) {
        if (tileInfo(kind).staysInDecline) {
            staying.kinds[static_cast<std::size_t>(staying.count++)] = kind;
            partnerStays = true;
        }
    }
    if (partnerStays && has(TileKind::Specialization))
        staying.kinds[static_cast<std::size_t>(staying.count++)] = TileKind::Specialization;
    return staying;
}

int tilePawns(TileKind kind, TileKind partner)
{
    if (kind != TileKind::Specialization)
        return tileInfo(kind).pawns;
    // Specialization with Specialization never reaches play (the errata redraw it); count it as
    // one pawn so a hand-made state still adds up.
    return partner == TileKind::Specialization ? 1 : tileInfo(partner).pawns + 1;
}

int pairPawns(TileKind first, TileKind second)
{
    return tilePawns(first, second) + tilePawns(second, first);
}

} // namespace vinci
