#include "linkkindrule.h"

namespace vinci {

namespace {

bool bothLand(AreaKind first, AreaKind second)
{
    return first == AreaKind::Land && second == AreaKind::Land;
}

} // namespace

bool linkKindFits(LinkKind kind, AreaKind first, AreaKind second)
{
    return bothLand(first, second) == (kind != LinkKind::Sea);
}

LinkKind defaultLinkKind(AreaKind first, AreaKind second)
{
    return bothLand(first, second) ? LinkKind::Land : LinkKind::Sea;
}

LinkKind fittingLinkKind(LinkKind current, AreaKind first, AreaKind second)
{
    return linkKindFits(current, first, second) ? current : defaultLinkKind(first, second);
}

} // namespace vinci
