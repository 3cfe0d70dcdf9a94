#include "linkkindrule.h"

#include <array>
#include <cstddef>

namespace vinci {

namespace {

// Indexed by LinkKind: the keys of docs/map-format.md, read and written by this table alone.
constexpr std::array<const char16_t *, 3> linkKindKeys{u"land", u"coast", u"sea"};
static_assert(linkKindKeys.size() == static_cast<std::size_t>(LinkKind::Sea) + 1);

bool bothLand(AreaKind first, AreaKind second)
{
    return first == AreaKind::Land && second == AreaKind::Land;
}

} // namespace

bool linkKindFits(LinkKind kind, AreaKind first, AreaKind second)
{
    return bothLand(first, second) == (kind != LinkKind::Sea);
}

LinkKind defaultLinkKind(AreaKind first, AreaKind second, Contact contact)
{
    if (!bothLand(first, second))
        return LinkKind::Sea;
    return contact == Contact::Border ? LinkKind::Land : LinkKind::Coast;
}

LinkKind fittingLinkKind(LinkKind current, AreaKind first, AreaKind second)
{
    return linkKindFits(current, first, second) ? current : defaultLinkKind(first, second);
}

QString linkKindKey(LinkKind kind)
{
    return QString::fromUtf16(linkKindKeys[static_cast<std::size_t>(kind)]);
}

std::optional<LinkKind> linkKindFromKey(QStringView key)
{
    for (std::size_t i = 0; i < linkKindKeys.size(); ++i) {
        if (key == QStringView(linkKindKeys[i]))
            return static_cast<LinkKind>(i);
    }
    return std::nullopt;
}

} // namespace vinci
