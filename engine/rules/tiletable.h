#pragma once

#include "ruleset.h"
#include "tilekind.h"

#include <QString>
#include <QStringView>

#include <optional>

namespace vinci {

/** One row of the tile table: everything the rules need to know about a kind of tile. */
struct TileInfo
{
    TileKind kind;
    const char16_t *key; ///< stable key for files and icons ("ship-building")
    const char *name;    ///< English name, QT_TRANSLATE_NOOP("Tile", ...)
    const char
        *effect; ///< the effect in one or two sentences, QT_TRANSLATE_NOOP("TileEffect", ...)
    TileGroup group;
    int pawns; ///< the red number (Specialization: see pairPawns())
    PawnSource pawnSource;
    bool staysInDecline; ///< "the symbol of the broken column": still scores in decline
    bool doubledBySpecialization;
    int classicCopies; ///< copies in the bag with the designer's mix
};

/** The row for a kind. */
const TileInfo &tileInfo(TileKind kind);

/** The stable key ("ship-building"); and back, nothing for an unknown key. */
QString tileKey(TileKind kind);
std::optional<TileKind> tileKindFromKey(QStringView key);

/** The tile's name and effect for players, translated. */
QString tileName(TileKind kind);
QString tileEffect(TileKind kind);

/**
 * The same under a rule set: the Online 2013 text names Field General "Legions" and Ship
 * Building "Galleys", and words Medicine, Legions, Fortification, Militia, Galleys and Currency
 * its own way.
 */
QString tileName(TileKind kind, RuleSetId rules);
QString tileEffect(TileKind kind, RuleSetId rules);

/** The red pawn number under a rule set (Online 2013: Galleys 4), and where it comes from. */
int tilePawnNumber(TileKind kind, RuleSetId rules);
/** The red number of `kind` paired with `partner` under a rule set (Specialization: the other + 1).
 */
int tilePawnNumber(TileKind kind, TileKind partner, RuleSetId rules);
PawnSource tilePawnSource(TileKind kind, RuleSetId rules);

} // namespace vinci
