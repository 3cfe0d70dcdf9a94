#pragma once

#include "map/areavector.h"
#include "map/linkpair.h"

#include <QPoint>

#include <cstddef>
#include <optional>
#include <variant>
#include <vector>

namespace vinci {

/**
 * What a click at one spot picks when several things lie under it (a strait two pixels wide
 * between two countries at the fit zoom, a link over a coast): the usual choice first; clicked
 * again at the same spot, that pick still selected, the next one, round and round, as drawing
 * programs do (the s45 walk could not select the Oresund at the fit zoom).
 */
class ClickCycle
{
public:
    /** A link or an area. */
    using Pick = std::variant<LinkPair, AreaIndex>;

    /**
     * The index in `picks` (what lies at `point`, the usual choice first, not empty) a click
     * there picks, `selected` what is selected now (nothing, or several areas: none).
     */
    std::size_t choose(QPoint point, const std::vector<Pick> &picks,
                       const std::optional<Pick> &selected);

private:
    QPoint m_point;
    std::optional<Pick> m_picked;
};

} // namespace vinci
