#pragma once

#include <QString>

#include <vector>

namespace vinci {

class SvgTree;
struct SvgNode;

/** One element to move: where to, and at which position among the new parent's children. */
struct SvgElementMove
{
    SvgNode *element = nullptr; ///< must have an id unique in the document
    SvgNode *newParent = nullptr;
    int position = -1; ///< -1: after the last child
};

/**
 * Moves elements to other groups of the same document so that they look exactly as before:
 * each takes along the transforms of the groups it leaves (as a matrix in front of its own
 * transform) and the inherited presentation properties (fill, stroke, ...) that would change.
 * The transforms come from QSvgRenderer::transformForElement() on the document itself, with
 * an empty probe group standing for each new parent, so no SVG transform syntax is parsed here.
 */
class SvgElementMover
{
public:
    /**
     * Performs `moves` in order. Returns false with `error` set, leaving the tree unchanged,
     * when the document cannot be rendered.
     */
    static bool move(SvgTree &tree, const std::vector<SvgElementMove> &moves,
                     QString *error = nullptr);
};

} // namespace vinci
