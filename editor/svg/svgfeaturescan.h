#pragma once

#include "mapformat/svgelementindex.h"

#include <QHash>

namespace vinci {

class SvgTree;
struct SvgNode;

/**
 * The SVG features an element itself uses (not those of groups around it or of its contents)
 * that Qt 6.4 does not render as the designer's editor does, and the raster/text features
 * areas must not have. SvgElementIndex reports features per area with inheritance, for the
 * validator; this names the one element that carries each feature, for the import report's
 * element-by-element warnings, whether it has an id or not.
 */
class SvgFeatureScan
{
public:
    /** Indexes the document once; the tree must outlive the scan and stay unchanged. */
    explicit SvgFeatureScan(const SvgTree &tree);
    /** The features `element` itself carries. */
    SvgFeatures ownFeatures(const SvgNode &element) const;

private:
    QHash<QString, const SvgNode *> m_byId;
    bool m_hasStyleSheet = false;
};

/** "<path id="x"> (line 12)" or "<g> (line 40)". */
QString describeSvgElement(const SvgNode &element);

} // namespace vinci
