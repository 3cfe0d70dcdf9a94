#pragma once

#include "tilekind.h"

#include <array>
#include <span>

namespace vinci {

/** The tiles a civilization holds: its pair while active, the tiles that stay in decline. */
struct CivilizationTiles
{
    std::array<TileKind, 2> kinds{};
    int count = 0;

    static CivilizationTiles pair(TileKind first, TileKind second)
    {
        return CivilizationTiles{{first, second}, 2};
    }

    std::span<const TileKind> tiles() const
    {
        return std::span<const TileKind>(kinds.data(), static_cast<std::size_t>(count));
    }
    /** Whether one of the (at most two) tiles is `kind`; inline, the rules ask it constantly. */
    bool has(TileKind kind) const
    {
        return (count > 0 && kinds[0] == kind) || (count > 1 && kinds[1] == kind);
    }

    /**
     * How strongly an effect applies: 0 without the tile, 1 with it, 2 when doubled.
     * "This civilization is considered to have two identical Civilization tiles." Only yellow and
     * pink tiles, Medicine and Diplomacy can be doubled (1999 errata). Most questions are about a
     * tile not held: answered here, without a call.
     */
    int level(TileKind kind) const { return has(kind) ? heldLevel(kind) : 0; }

    /**
     * The tiles that stay when the civilization goes into decline: those with the broken column
     * (not Heritage, not Fortification), and Specialization when its partner stays
     * ("Specialization remains during decline if the other tile remains.").
     */
    CivilizationTiles stayingInDecline() const;

    bool operator==(const CivilizationTiles &) const = default;

private:
    /** level() of a tile held: 1, or 2 when doubled. */
    int heldLevel(TileKind kind) const;
};

/**
 * The red number of `kind` when paired with `partner`: the tile's own number; Specialization's
 * is "the same as that of the other tile, plus one" (1999 rules, French).
 */
int tilePawns(TileKind kind, TileKind partner);

/**
 * The pawns a pair brings, before the extra pawns by player count: "the sum of the two red
 * numbers"; with Specialization, "double the other tile plus 1".
 */
int pairPawns(TileKind first, TileKind second);

} // namespace vinci
