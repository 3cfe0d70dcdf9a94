#pragma once

#include "map/mapdata.h"

#include <QString>
#include <QStringView>

#include <optional>

namespace vinci {

/**
 * The map format's rule for a link's kind (docs/map-format.md), written once for the validator
 * and the editor: two provinces are joined by a land border or a shared coast; a link that
 * touches a sea zone is a sea link.
 */
bool linkKindFits(LinkKind kind, AreaKind first, AreaKind second);

/** Whether two areas' shapes share a border (more than a corner), as far as the art says. */
enum class Contact : quint8
{
    Border,   ///< they share a border, or nothing says they do not
    NoBorder, ///< apart, or meeting only at a corner
};

/**
 * The kind a new link between these areas gets: with a sea zone a sea link; between two
 * provinces a land border when they share one, else a shared coast (two provinces that share
 * no border can only be neighbours across water: Ireland–Scotland).
 */
LinkKind defaultLinkKind(AreaKind first, AreaKind second, Contact contact = Contact::Border);

/** `current` when it still fits after an area changed kind, else defaultLinkKind(). */
LinkKind fittingLinkKind(LinkKind current, AreaKind first, AreaKind second);

/** The kind's key in a map file's "links" ("land", "coast", "sea"). */
QString linkKindKey(LinkKind kind);
/** The kind a map file's key names, if it names one. */
std::optional<LinkKind> linkKindFromKey(QStringView key);

} // namespace vinci
