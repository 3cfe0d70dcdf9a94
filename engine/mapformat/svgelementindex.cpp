#include "svgelementindex.h"

#include "filecontents.h"
#include "svgelementfeatures.h"

#include <QCoreApplication>
#include <QSet>
#include <QXmlStreamReader>

namespace vinci {

namespace {

using namespace Qt::StringLiterals;

// What groups pass down to what they contain, and what contents make their container show.
constexpr SvgFeatures inheritedFeatures =
    SvgFeature::ClipPath | SvgFeature::Mask | SvgFeature::Filter | SvgFeature::Pattern |
    SvgFeature::Marker | SvgFeature::BlendMode | SvgFeature::PaintOrder | SvgFeature::Hidden |
    SvgFeature::NestedSvg;
constexpr SvgFeatures featuresShownByContainer =
    SvgFeatures::fromInt(0xFFFF) & ~SvgFeatures(SvgFeature::Hidden | SvgFeature::NestedSvg);

} // namespace

QString svgFeatureName(SvgFeature feature)
{
    switch (feature) {
    case SvgFeature::ClipPath:
        return u"clip-path"_s;
    case SvgFeature::Mask:
        return u"mask"_s;
    case SvgFeature::Filter:
        return u"filter"_s;
    case SvgFeature::Pattern:
        return u"<pattern> fill"_s;
    case SvgFeature::Marker:
        return u"marker"_s;
    case SvgFeature::Symbol:
        return u"<use> of a <symbol>"_s;
    case SvgFeature::ForeignObject:
        return u"<foreignObject>"_s;
    case SvgFeature::BlendMode:
        return u"mix-blend-mode"_s;
    case SvgFeature::PaintOrder:
        return u"paint-order"_s;
    case SvgFeature::CssPrecedence:
        return u"class styling overridden by attributes"_s;
    case SvgFeature::Text:
        return u"<text>"_s;
    case SvgFeature::Image:
        return u"<image>"_s;
    case SvgFeature::Hidden:
        return u"display:none"_s;
    case SvgFeature::NestedSvg:
        return u"nested <svg>"_s;
    }
    return {};
}

/** The single pass over the XML, then the feature spreading. */
class SvgScanner
{
public:
    SvgScanner(SvgElementIndex &index, const QByteArray &svg)
        : m_index(index)
        , m_xml(svg)
        , m_empty(svg.trimmed().isEmpty())
    {
        // Qt SVG reads prefixes without declarations (xlink:href, inkscape:label) and so do we.
        m_xml.setNamespaceProcessing(false);
    }

    bool scan(MapFileError *error)
    {
        if (m_empty)
            return fail(error, QCoreApplication::translate("SvgElementIndex", "the file is empty"));
        std::vector<int> open;
        while (!m_xml.atEnd()) {
            const auto token = m_xml.readNext();
            if (token == QXmlStreamReader::StartElement) {
                const QStringView tag = localTag(m_xml.qualifiedName());
                if (m_nodes.empty() && tag != u"svg")
                    return fail(error,
                                QCoreApplication::translate(
                                    "SvgElementIndex", "not an SVG file: the top element is <%1>")
                                    .arg(m_xml.qualifiedName()));
                startElement(open.empty() ? -1 : open.back());
                open.push_back(static_cast<int>(m_nodes.size()) - 1);
            } else if (token == QXmlStreamReader::EndElement) {
                if (!open.empty())
                    open.pop_back();
            }
        }
        if (m_xml.hasError())
            return fail(error, m_xml.errorString());
        if (m_nodes.empty())
            return fail(error, QCoreApplication::translate("SvgElementIndex", "the file is empty"));
        spreadFeatures();
        return true;
    }

private:
    /** The tag without an svg: prefix; other prefixes are kept (they are not SVG). */
    static QStringView localTag(QStringView qualified)
    {
        return qualified.startsWith(u"svg:") ? qualified.sliced(4) : qualified;
    }

    bool fail(MapFileError *error, const QString &fault)
    {
        if (error) {
            *error = MapFileError{MapFindingCode::SvgUnreadable,
                                  m_index.m_fileName,
                                  static_cast<int>(m_xml.lineNumber()),
                                  static_cast<int>(m_xml.columnNumber()) + 1,
                                  {},
                                  fault};
        }
        return false;
    }

    void startElement(int parent)
    {
        const int self = static_cast<int>(m_nodes.size());
        Node node;
        node.parent = parent;
        const QStringView tag = localTag(m_xml.qualifiedName());
        const QXmlStreamAttributes attributes = m_xml.attributes();

        std::vector<std::pair<QStringView, QStringView>> properties;
        properties.reserve(static_cast<std::size_t>(attributes.size()));
        for (const QXmlStreamAttribute &attribute : attributes)
            properties.emplace_back(attribute.qualifiedName(), attribute.value());
        node.read = readSvgElementFeatures(tag, properties, parent >= 0);
        node.own = node.read.own;
        m_hasStyleSheet = m_hasStyleSheet || node.read.styleSheet;

        const QStringView id = attributes.value("id"_L1);
        if (tag == u"g") {
            node.layerGroup = svgAreaLayerNamed(id);
            if (node.layerGroup == SvgAreaLayer::None)
                node.layerGroup = svgAreaLayerNamed(attributes.value("inkscape:label"_L1));
            m_index.m_hasAreaLayers =
                m_index.m_hasAreaLayers || node.layerGroup != SvgAreaLayer::None;
        }
        m_nodes.push_back(node);

        if (!id.isEmpty()) {
            SvgElement element;
            element.id = id.toString();
            element.tag = tag.toString();
            element.line = static_cast<int>(m_xml.lineNumber());
            element.column = static_cast<int>(m_xml.columnNumber()) + 1;
            element.layer = parent >= 0 ? m_nodes[static_cast<std::size_t>(parent)].layerGroup
                                        : SvgAreaLayer::None;
            m_elementNodes.push_back(self);
            const int position = static_cast<int>(m_index.m_elements.size());
            const auto previous = m_index.m_indexById.constFind(element.id);
            if (previous != m_index.m_indexById.constEnd() && !m_duplicates.contains(element.id)) {
                m_duplicates.insert(element.id);
                m_index.m_duplicateIds << element.id;
            }
            // The last one wins, as in QSvgRenderer.
            m_index.m_indexById.insert(element.id, position);
            m_index.m_elements.push_back(std::move(element));
        }
    }

    /** Resolves references, then passes features down to contents and up to containers. */
    void spreadFeatures()
    {
        const auto tagOfId = [this](const QString &id) {
            const SvgElement *target = m_index.find(id);
            return target ? target->tag : QString();
        };
        for (Node &node : m_nodes)
            node.own = node.read.resolved(tagOfId, m_hasStyleSheet);
        // Parents come before their children in document order.
        for (Node &node : m_nodes) {
            if (node.parent >= 0) {
                const Node &parent = m_nodes[static_cast<std::size_t>(node.parent)];
                node.inherited = (parent.inherited | parent.own) & inheritedFeatures;
            }
        }
        // A parent comes before its children: from the last node up, each passes on to its
        // container what it and its own contents show.
        for (std::size_t i = m_nodes.size(); i-- > 0;) {
            const Node &node = m_nodes[i];
            if (node.parent >= 0)
                m_nodes[static_cast<std::size_t>(node.parent)].inside |=
                    (node.own | node.inside) & featuresShownByContainer;
        }
        for (std::size_t i = 0; i < m_elementNodes.size(); ++i) {
            const Node &node = m_nodes[static_cast<std::size_t>(m_elementNodes[i])];
            m_index.m_elements[i].features = node.own | node.inherited | node.inside;
        }
    }

    /** One element of the document, for the pass that spreads features up and down the tree. */
    struct Node
    {
        int parent = -1;
        SvgFeatures own;
        SvgFeatures inherited;
        SvgFeatures inside;
        SvgElementFeatures read; ///< what the element carries itself, references unresolved
        SvgAreaLayer layerGroup = SvgAreaLayer::None;
    };

    SvgElementIndex &m_index;
    QXmlStreamReader m_xml;
    std::vector<Node> m_nodes;
    std::vector<int> m_elementNodes; ///< node of each element in m_index.m_elements
    QSet<QString> m_duplicates;
    bool m_hasStyleSheet = false;
    const bool m_empty;
};

std::optional<SvgElementIndex> SvgElementIndex::fromFile(const QString &fileName,
                                                         MapFileError *error)
{
    MapFileError readError;
    const auto svg = readFileContents(fileName, maxSvgBytes, &readError);
    if (!svg) {
        readError.code = MapFindingCode::SvgUnreadable;
        if (error)
            *error = readError;
        return std::nullopt;
    }
    return fromData(*svg, fileName, error);
}

std::optional<SvgElementIndex>
SvgElementIndex::fromData(const QByteArray &svg, const QString &fileName, MapFileError *error)
{
    SvgElementIndex index;
    index.m_fileName = fileName;
    if (!SvgScanner(index, svg).scan(error))
        return std::nullopt;
    return index;
}

const SvgElement *SvgElementIndex::find(QStringView id) const
{
    const auto it = m_indexById.constFind(id.toString());
    return it == m_indexById.constEnd() ? nullptr : &m_elements[static_cast<std::size_t>(*it)];
}

} // namespace vinci
