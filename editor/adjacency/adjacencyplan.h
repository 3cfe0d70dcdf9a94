#pragma once

#include "adjacencyfinder.h"
#include "map/linkpair.h"
#include "map/mapdata.h"

#include <QSet>

#include <optional>
#include <vector>

namespace vinci {

/** One step the geometry suggests to the map's links, for the designer to accept or reject. */
struct AdjacencyStep
{
    enum class Action : quint8
    {
        Add,        ///< no link yet: add one of `kind`
        ChangeKind, ///< an automatic link of another kind: make it `kind`
        Remove,     ///< an automatic link the geometry no longer finds
    };

    Action action = Action::Add;
    LinkPair pair;
    LinkKind kind = LinkKind::Land; ///< proposed (Add, ChangeKind) or current (Remove)
    double measure = 0;             ///< from the proposal (border length or water width)

    bool operator==(const AdjacencyStep &) const = default;
};

/**
 * The geometry's result compared with the links a map has. Links made by hand are never
 * touched: where the geometry disagrees with one, it is listed in `keptManual` instead of a
 * step, which is how manual links survive every re-run. Corner-only touches linked by hand
 * (the designer decided) are not listed again; an automatic link that is only a corner touch
 * is proposed for removal.
 */
struct AdjacencyPlan
{
    std::vector<AdjacencyStep> steps;
    std::vector<LinkPair> keptManual; ///< manual links the geometry would have made otherwise
    std::vector<AreaContact> corners; ///< unlinked corner-only touches
    /** Links the geometry proposes but the designer rejected (Add steps, not in `steps`). */
    std::vector<AdjacencyStep> rejectedSteps;
    std::vector<AreaContact> rejectedCorners; ///< unlinked corner touches the designer rejected
    std::vector<AreaContact> overlaps;
    std::vector<ShapeProblem> problems;
    int confirmed = 0; ///< links the geometry agrees with as they are

    /**
     * Compares `result` with `links`. `rejected` pairs (proposals the designer turned down or
     * links they removed) go to `rejectedSteps` and `rejectedCorners` instead of the Add steps
     * and the corners. Automatic links that involve an
     * area the finder could not use (`result.problems` of a shape drawing nothing) are not proposed
     * for removal.
     */
    static AdjacencyPlan make(const std::vector<LinkData> &links, const AdjacencyResult &result,
                              const QSet<LinkPair> &rejected = {});

    /** The links after every step is applied (what headless import writes). */
    static std::vector<LinkData> applied(const std::vector<LinkData> &links,
                                         const std::vector<AdjacencyStep> &steps);
};

} // namespace vinci
