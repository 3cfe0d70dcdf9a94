#pragma once

#include "adjacency/adjacencyfinder.h"
#include "adjacency/adjacencyplan.h"

#include <QCoreApplication>

#include <vector>

namespace vinci {

class MapArt;
class MapDocument;

/** Runs the automatic adjacency on a document's outlines and applies what the designer accepts. */
class AdjacencyRun
{
    Q_DECLARE_TR_FUNCTIONS(AdjacencyRun)

public:
    /** The finder's input: every area's id, kind and outline from the art. */
    static std::vector<AdjacencyShape> shapes(const MapData &map, const MapArt &art);

    /**
     * The finder's defaults for the document's drawing (AdjacencyOptions::forDrawing(): scaled
     * to its page, the tolerance bridging the gaps it leaves between neighbours).
     */
    static AdjacencyOptions defaultOptions(const MapDocument &document);

    /** Finds links from the geometry (nothing when the document has no art). */
    static AdjacencyResult find(const MapDocument &document, const AdjacencyOptions &options);

    /**
     * Applies accepted steps as automatic links, and links the accepted corner touches as the
     * designer's own (manual) decisions, of the kind EditActions::cornerLinkKind() says, in one
     * undo step; the pairs added are no longer rejected.
     */
    static void apply(MapDocument *document, const std::vector<AdjacencyStep> &steps,
                      const std::vector<AreaContact> &cornersToLink);
};

} // namespace vinci
