#include "svgfeaturescan.h"

#include "mapformat/svgelementfeatures.h"
#include "svgtree.h"

#include <QCoreApplication>

namespace vinci {

using namespace Qt::StringLiterals;

SvgFeatureScan::SvgFeatureScan(const SvgTree &tree)
{
    tree.forEachElement([&](SvgNode &node) {
        m_hasStyleSheet = m_hasStyleSheet || node.tag() == u"style";
        const QString id = node.attribute(u"id");
        // The last one wins, as in QSvgRenderer and the validator.
        if (!id.isEmpty())
            m_byId.insert(id, &node);
        return true;
    });
}

SvgFeatures SvgFeatureScan::ownFeatures(const SvgNode &element) const
{
    // The engine's reading, the validator's too; only the references are looked up here.
    std::vector<std::pair<QStringView, QStringView>> attributes;
    attributes.reserve(element.attributes.size());
    for (const auto &[name, value] : element.attributes)
        attributes.emplace_back(name, value);
    const bool nested = element.parent && element.parent->isElement();
    const SvgElementFeatures read = readSvgElementFeatures(element.tag(), attributes, nested);
    return read.resolved(
        [this](const QString &id) {
            const SvgNode *target = m_byId.value(id);
            return target ? target->tag().toString() : QString();
        },
        m_hasStyleSheet);
}

QString describeSvgElement(const SvgNode &element)
{
    const QString id = element.attribute(u"id");
    const QString tag =
        id.isEmpty() ? u"<%1>"_s.arg(element.name) : u"<%1 id=\"%2\">"_s.arg(element.name, id);
    if (element.line <= 0)
        return tag;
    return QCoreApplication::translate("SvgFeatureScan", "%1 (line %2)").arg(tag).arg(element.line);
}

} // namespace vinci
