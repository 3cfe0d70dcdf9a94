#pragma once

#include "map/mapdata.h"

#include <QCoreApplication>
#include <QPainterPath>
#include <QRectF>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace vinci {

/** One area as the adjacency finder sees it: its id, land or sea, and its outline. */
struct AdjacencyShape
{
    QString id;
    AreaKind kind = AreaKind::Land;
    QPainterPath outline; ///< document coordinates (mapart's ProvinceOutlines)
};

/** How close is "touching", how long a border must be, how narrow "narrow water" is. */
struct AdjacencyOptions
{
    /** Gaps and overlaps up to this wide count as a shared border (hand-drawn maps). */
    double tolerance = 2;
    /** A contact shorter than this is a corner-only touch. 0: three times the tolerance. */
    double minimumBorder = 0;
    /** Land provinces facing each other across at most this much water get a coast proposal. */
    double coastGap = 30;

    double effectiveMinimumBorder() const
    {
        return minimumBorder > 0 ? minimumBorder : 3 * tolerance;
    }
    /** Defaults scaled to a map: tolerance 1/1000 of its diagonal, coast gap 1/40. */
    static AdjacencyOptions forMap(const QRectF &documentRect);
    /**
     * forMap(), with the tolerance raised to twice the gaps this drawing leaves between its
     * neighbours (typicalBorderGap(), up to a quarter of the coast gap), when that is more: a
     * gap widens and narrows along a border traced by hand, and the board's size says nothing
     * of how steady the hand was. A drawing with shared vertices keeps forMap()'s tolerance.
     */
    static AdjacencyOptions forDrawing(const QRectF &documentRect,
                                       const std::vector<AdjacencyShape> &shapes);

    bool operator==(const AdjacencyOptions &) const = default;
};

/** A link the geometry suggests; `a` < `b`. */
struct ProposedLink
{
    QString a;
    QString b;
    LinkKind kind = LinkKind::Land;
    /** Land and sea links: the length of the shared border; coast links: the water's width. */
    double measure = 0;

    bool operator==(const ProposedLink &) const = default;
};

/** Two areas that meet in a point (or a border shorter than the minimum), or that overlap. */
struct AreaContact
{
    QString a;
    QString b;
    double measure = 0; ///< corner: contact length; overlap: overlapping area

    bool operator==(const AreaContact &) const = default;
};

/** A shape the finder could not use as drawn. */
struct ShapeProblem
{
    QString id;
    QString message; ///< translated

    bool operator==(const ShapeProblem &) const = default;
};

/** What the geometry says, sorted by pair. */
struct AdjacencyResult
{
    std::vector<ProposedLink> links;
    std::vector<AreaContact> corners;  ///< touching only at a corner: for the designer to decide
    std::vector<AreaContact> overlaps; ///< drawn over each other by more than the tolerance
    std::vector<ShapeProblem> problems;
};

/**
 * Proposes adjacency from the areas' outlines with Boost.Geometry (buffer, overlap, measure):
 * - every outline is grown by tolerance/2; two grown outlines that overlap along at least the
 *   minimum border length share a border (land–land: a land link; with a sea zone: a sea link);
 *   a shorter contact is a corner-only touch, listed and not linked ("share a common border" is
 *   the rule, and a point is no border);
 * - land drawn over a sea zone counts, not the sea art under it: a sea zone is its shape minus
 *   the land provinces drawn over it, closed by the tolerance (a gap that narrow between two
 *   provinces, or between a province and the board's edge, is no water);
 * - two land provinces that do not touch but face each other across at most coastGap of open
 *   water get a coast proposal, as Ireland–Scotland: the straight line between their nearest
 *   points crosses no other province and its middle half keeps farther than the tolerance from
 *   every other one, and (on a map with sea zones) both are linked to the sea;
 * - land provinces (or sea zones) overlapping by more than the tolerance are reported.
 * Candidate pairs come from an R-tree of grown bounding boxes.
 */
class AdjacencyFinder
{
    Q_DECLARE_TR_FUNCTIONS(AdjacencyFinder)

public:
    static AdjacencyResult find(const std::vector<AdjacencyShape> &shapes,
                                const AdjacencyOptions &options);

    /**
     * Told how far the search is (`done` of `total` steps: one per shape prepared, one per shape
     * examined against its neighbours); returns false to stop it.
     */
    using Progress = std::function<bool(int done, int total)>;
    /** As find(), reporting progress; nothing when `progress` stopped it. */
    static std::optional<AdjacencyResult> find(const std::vector<AdjacencyShape> &shapes,
                                               const AdjacencyOptions &options,
                                               const Progress &progress);
};

} // namespace vinci
