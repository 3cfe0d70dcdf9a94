#pragma once

#include <QHashFunctions>
#include <QString>

#include <compare>

namespace vinci {

struct LinkData;

/**
 * Two area ids in a fixed order (the smaller first): a link is stored once, undirected, so
 * (a, b) and (b, a) are the same pair. The key for finding a link, and what a map's rejected
 * links (MapData::rejectedLinks) are made of.
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
    /** The pair a link joins (defined in mapdata.h, with LinkData). */
    static LinkPair of(const LinkData &link);

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
