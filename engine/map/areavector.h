#pragma once

#include <cassert>
#include <cstddef>
#include <vector>

namespace vinci {

/** Index of an area: its vertex in the AreaGraph, stable for the life of the graph. */
using AreaIndex = int;

/**
 * The areas 0 .. count - 1 in order, for a loop that needs each area's index. (Not
 * std::views::iota: the clang of the sanitizer build cannot compile libstdc++ 12's <ranges>.)
 */
class AreaRange
{
public:
    class Iterator
    {
    public:
        explicit Iterator(AreaIndex area)
            : m_area(area)
        {}
        AreaIndex operator*() const { return m_area; }
        Iterator &operator++()
        {
            ++m_area;
            return *this;
        }
        bool operator==(const Iterator &) const = default;

    private:
        AreaIndex m_area;
    };

    explicit AreaRange(int count)
        : m_count(count)
    {}
    Iterator begin() const { return Iterator(0); }
    Iterator end() const { return Iterator(m_count); }

private:
    int m_count;
};

/**
 * One value per area of a board, indexed by AreaIndex. The graph numbers its areas with ints
 * (Boost's vertex index, the protocol's and the saves' numbers); a std::vector wants a size_t:
 * this says what the index is and keeps the conversion in one place instead of at every use.
 */
template<typename T>
class AreaVector
{
    using Storage = std::vector<T>;

public:
    using value_type = T;
    using reference = typename Storage::reference;
    using const_reference = typename Storage::const_reference;
    using iterator = typename Storage::iterator;
    using const_iterator = typename Storage::const_iterator;

    AreaVector() = default;
    /** One default value per area of a board of areaCount areas. */
    explicit AreaVector(int areaCount)
        : m_values(toSize(areaCount))
    {}
    /** One value per area of a board of areaCount areas, each a copy of value. */
    AreaVector(int areaCount, const T &value)
        : m_values(toSize(areaCount), value)
    {}

    reference operator[](AreaIndex area) { return m_values[toSize(area)]; }
    const_reference operator[](AreaIndex area) const { return m_values[toSize(area)]; }

    /** The number of areas, as an AreaIndex bound. */
    int size() const { return static_cast<int>(m_values.size()); }
    bool empty() const { return m_values.empty(); }
    /** Whether area is a valid index here (for indices that come from outside: files, clicks). */
    bool contains(AreaIndex area) const { return area >= 0 && area < size(); }
    /** Every index in order, for loops that need the area as well as its value. */
    AreaRange areas() const { return AreaRange(size()); }

    void assign(int areaCount, const T &value) { m_values.assign(toSize(areaCount), value); }
    void resize(int areaCount) { m_values.resize(toSize(areaCount)); }

    iterator begin() { return m_values.begin(); }
    iterator end() { return m_values.end(); }
    const_iterator begin() const { return m_values.begin(); }
    const_iterator end() const { return m_values.end(); }

    friend bool operator==(const AreaVector &, const AreaVector &) = default;

private:
    static std::size_t toSize(int index)
    {
        assert(index >= 0);
        return static_cast<std::size_t>(index);
    }

    Storage m_values;
};

} // namespace vinci
