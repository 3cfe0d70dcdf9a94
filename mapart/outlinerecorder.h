#pragma once

#include <QPainterPath>
#include <QString>

class QSvgRenderer;

namespace vinci {

/**
 * The exact outline of one SVG element, taken from what QSvgRenderer draws rather than from a
 * hand-written parser: the element is rendered onto a paint device that records the geometry of
 * each drawing call instead of rasterizing it.
 */
struct ElementOutline
{
    QPainterPath path; ///< the filled geometry in SVG document (viewBox) coordinates
    QTransform
        placement; ///< maps the element's own drawing (with its own transform) to the document
    QRectF elementBounds; ///< QSvgRenderer::boundsOnElement(): before `placement`
    int ignoredCalls = 0; ///< text, images or points the element drew that have no outline
};

/**
 * Records the outline of element `id` of `renderer`. Returns an empty path when the element
 * does not exist, has empty bounds or draws nothing with an area. Correct under translated,
 * scaled and rotated parent groups: the element is rendered in its own coordinates and then
 * mapped by the product of its parents' transforms (QSvgRenderer::transformForElement()).
 */
ElementOutline recordElementOutline(QSvgRenderer &renderer, const QString &id);

} // namespace vinci
