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

/** The kind a new link between these areas gets: a land border, or a sea link. */
LinkKind defaultLinkKind(AreaKind first, AreaKind second);

/** `current` when it still fits after an area changed kind, else defaultLinkKind(). */
LinkKind fittingLinkKind(LinkKind current, AreaKind first, AreaKind second);

/** The kind's key in a map file's "links" ("land", "coast", "sea"). */
QString linkKindKey(LinkKind kind);
/** The kind a map file's key names, if it names one. */
std::optional<LinkKind> linkKindFromKey(QStringView key);

} // namespace vinci
