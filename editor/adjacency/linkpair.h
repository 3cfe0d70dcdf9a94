#pragma once

#include "map/mapdata.h"

#include <QHashFunctions>
#include <QString>

#include <compare>

namespace vinci {

/**
 * Two area ids in a fixed order (the smaller first): a link is stored once, undirected, so
 * (a, b) and (b, a) are the same pair. The key for finding a link.
 */
struct LinkPair
{
    QString a;
    QString b;

    LinkPair() = default;
    /** The pair of `x` and `y`, in either order. */
    LinkPair(const QString &x, const QString &y)
        : a(x < y ? x : y)
        , b(x < y ? y : x)
    {}
    static LinkPair of(const LinkData &link) { return {link.a, link.b}; }

    bool contains(const QString &id) const { return a == id || b == id; }
    /** The other end, when `id` is one end. */
    const QString &other(const QString &id) const { return a == id ? b : a; }

    bool operator==(const LinkPair &) const = default;
    std::strong_ordering operator<=>(const LinkPair &other) const
    {
        if (const int c = a.compare(other.a); c != 0)
            return c < 0 ? std::strong_ordering::less : std::strong_ordering::greater;
        const int c = b.compare(other.b);
        return c < 0 ? std::strong_ordering::less
                     : (c > 0 ? std::strong_ordering::greater : std::strong_ordering::equal);
    }
};

inline size_t qHash(const LinkPair &pair, size_t seed = 0)
{
    return qHashMulti(seed, pair.a, pair.b);
}

} // namespace vinci
