#pragma once

#include "svgelementindex.h"

#include <QString>
#include <QStringView>

#include <functional>
#include <utility>
#include <vector>

namespace vinci {

/**
 * The one reading of an SVG element's features, shared by the validator's SvgElementIndex and
 * the editor's import report, so both call the same things a shape, a hidden container or a
 * feature Qt 6.4 does not render.
 */

/** Tags that draw one outline: what an area (or a piece of a multi-part area) may be. */
bool isSvgShapeTag(QStringView tag);

/** Elements whose content is never drawn where it stands (definitions, metadata, scripts). */
bool isSvgNeverDrawn(QStringView tag);

/** The area layer a group's id or Inkscape label names ("provinces", "seas", "sea zones"). */
SvgAreaLayer svgAreaLayerNamed(QStringView name);

/** The id in "url(#id)" (quotes and spaces allowed), or nothing. */
QString svgUrlTarget(QStringView value);

/** What one element carries itself, before its references are resolved. */
struct SvgElementFeatures
{
    SvgFeatures own;                    ///< from its tag and properties alone
    std::vector<QString> paintRefs;     ///< fill/stroke url(#id) targets: a <pattern> is a feature
    QString useTarget;                  ///< the id a <use> points at: a <symbol> is a feature
    bool classWithPresentation = false; ///< CssPrecedence when the document has a style sheet
    bool styleSheet = false;            ///< the element is a <style> sheet

    /** `own` plus what the references and the document's style sheet add. */
    SvgFeatures resolved(const std::function<QString(const QString &id)> &tagOfId,
                         bool documentHasStyleSheet) const;
};

/**
 * Reads an element's tag and its attributes (qualified name, value; the style attribute's
 * declarations win over attributes). `nested` for an <svg> inside the document.
 */
SvgElementFeatures
readSvgElementFeatures(QStringView tag,
                       const std::vector<std::pair<QStringView, QStringView>> &attributes,
                       bool nested);

} // namespace vinci
