#pragma once

#include "mapfinding.h"

#include <QByteArray>
#include <QFlags>
#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace vinci {

/**
 * SVG features that matter for an area element. The first group is what Qt 6.4 does not
 * render, or renders unlike Inkscape and browsers (checked on Qt 6.4.2); the second is
 * rendered but breaks the map format's rules for areas (docs/map-format.md).
 */
enum class SvgFeature : quint32
{
    ClipPath = 0x1,        ///< clip-path: drawn unclipped
    Mask = 0x2,            ///< mask: drawn unmasked
    Filter = 0x4,          ///< filter (blur, shadow...): ignored
    Pattern = 0x8,         ///< fill or stroke from a <pattern>: not painted at all
    Marker = 0x10,         ///< marker, marker-start/-mid/-end: not drawn
    Symbol = 0x20,         ///< <use> of a <symbol>: not drawn
    ForeignObject = 0x40,  ///< <foreignObject>: not drawn
    BlendMode = 0x80,      ///< mix-blend-mode: ignored
    PaintOrder = 0x100,    ///< paint-order other than fill first: ignored
    CssPrecedence = 0x200, ///< class styled by a <style> sheet *and* presentation attributes:
                           ///< Qt lets the attributes win, browsers and Inkscape the sheet
    Text = 0x400,          ///< <text>/<flowRoot>: names come from map.json, not the art
    Image = 0x800,         ///< <image>: raster, no outline to pick or highlight
    Hidden = 0x1000,       ///< display:none, visibility:hidden, or inside <defs> and the like
    NestedSvg = 0x2000,    ///< inside a nested <svg>: QSvgRenderer cannot find it by id
};
Q_DECLARE_FLAGS(SvgFeatures, SvgFeature)
Q_DECLARE_OPERATORS_FOR_FLAGS(SvgFeatures)

/** The features Qt 6.4 does not render (or renders differently); the first group above. */
inline constexpr SvgFeatures svgFeaturesNotRendered = SvgFeatures::fromInt(0x3FF);

/** The feature's SVG spelling for messages ("clip-path", "<pattern> fill", ...). */
QString svgFeatureName(SvgFeature feature);

/** Which area layer an element sits directly in (docs/map-format.md, "Area layers"). */
enum class SvgAreaLayer : quint8
{
    None,
    Provinces,
    Seas
};

/** One element of the SVG that has an id. */
struct SvgElement
{
    QString id;
    QString tag; ///< local name ("path", "g", ...); prefixed for foreign elements
    int line = 0;
    int column = 0;
    SvgAreaLayer layer = SvgAreaLayer::None; ///< a direct child of a provinces/seas layer
    /** Features on the element itself, inside it, or inherited from the groups around it. */
    SvgFeatures features;

    bool operator==(const SvgElement &) const = default;
};

/**
 * What the engine needs to know about a map's SVG, without rendering it (the engine links Qt
 * Core only): every element id with its tag, duplicates, the area layers, and per element the
 * features that would make Qt 6.4 draw it unlike the designer's editor. Not an outline parser:
 * outlines come from QSvgRenderer in mapart. One pass of QXmlStreamReader.
 */
class SvgElementIndex
{
public:
    /** A larger SVG is refused rather than read into memory. */
    static constexpr qint64 maxSvgBytes = qint64(64) * 1024 * 1024;

    /** Scans an SVG file; on failure fills `error` (code SvgUnreadable, line:column). */
    static std::optional<SvgElementIndex> fromFile(const QString &fileName, MapFileError *error);
    /** Scans SVG content; `fileName` only names it in messages. */
    static std::optional<SvgElementIndex> fromData(const QByteArray &svg, const QString &fileName,
                                                   MapFileError *error);

    const QString &fileName() const { return m_fileName; }
    /** Every element with an id, in document order, duplicates included. */
    const std::vector<SvgElement> &elements() const { return m_elements; }
    /** The element with this id; with duplicates, the last one (the one Qt 6.4 draws). */
    const SvgElement *find(QStringView id) const;
    /** Ids used by more than one element, in order of first use. */
    const QStringList &duplicateIds() const { return m_duplicateIds; }
    /** Whether the SVG has a provinces or seas layer (so areas missing from JSON show). */
    bool hasAreaLayers() const { return m_hasAreaLayers; }

private:
    friend class SvgScanner;

    QString m_fileName;
    std::vector<SvgElement> m_elements;
    QHash<QString, int> m_indexById;
    QStringList m_duplicateIds;
    bool m_hasAreaLayers = false;
};

} // namespace vinci
