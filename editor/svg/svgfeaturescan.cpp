#include "svgfeaturescan.h"

#include "svgtree.h"

#include <QCoreApplication>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

bool isSet(const QString &value)
{
    return !value.isEmpty() && value != u"none";
}

/** The id in "url(#id)", or nothing. */
QString urlTarget(const QString &value)
{
    const qsizetype start = value.indexOf(u"url(");
    const qsizetype end = start < 0 ? -1 : value.indexOf(u')', start);
    if (end < 0)
        return {};
    QString inner = value.mid(start + 4, end - start - 4).trimmed();
    inner.remove(u'\'');
    inner.remove(u'"');
    return inner.startsWith(u'#') ? inner.mid(1) : QString();
}

} // namespace

SvgFeatureScan::SvgFeatureScan(const SvgTree &tree)
{
    tree.forEachElement([&](SvgNode &node) {
        m_hasStyleSheet = m_hasStyleSheet || node.tag() == u"style";
        const QString id = node.attribute(u"id");
        if (!id.isEmpty() && !m_byId.contains(id))
            m_byId.insert(id, &node);
        return true;
    });
}

SvgFeatures SvgFeatureScan::ownFeatures(const SvgNode &element) const
{
    SvgFeatures features;
    if (isSet(element.property(u"clip-path")))
        features |= SvgFeature::ClipPath;
    if (isSet(element.property(u"mask")))
        features |= SvgFeature::Mask;
    if (isSet(element.property(u"filter")))
        features |= SvgFeature::Filter;
    for (const auto name : {u"marker", u"marker-start", u"marker-mid", u"marker-end"}) {
        if (isSet(element.property(name)))
            features |= SvgFeature::Marker;
    }
    const QString blend = element.property(u"mix-blend-mode");
    if (isSet(blend) && blend != u"normal")
        features |= SvgFeature::BlendMode;
    const QString order = element.property(u"paint-order").trimmed();
    if (order.startsWith(u"stroke") || order.startsWith(u"markers"))
        features |= SvgFeature::PaintOrder;
    for (const auto paint : {u"fill", u"stroke"}) {
        const QString target = urlTarget(element.property(paint));
        const SvgNode *server = m_byId.value(target);
        if (server && server->tag() == u"pattern")
            features |= SvgFeature::Pattern;
    }
    const QStringView tag = element.tag();
    if (tag == u"use") {
        QString href = element.attribute(u"xlink:href");
        if (href.isEmpty())
            href = element.attribute(u"href");
        const SvgNode *target = href.startsWith(u'#') ? m_byId.value(href.mid(1)) : nullptr;
        if (target && target->tag() == u"symbol")
            features |= SvgFeature::Symbol;
    } else if (tag == u"foreignObject") {
        features |= SvgFeature::ForeignObject;
    } else if (tag == u"text" || tag == u"flowRoot") {
        features |= SvgFeature::Text;
    } else if (tag == u"image") {
        features |= SvgFeature::Image;
    }
    if (element.hasAttribute(u"class") && m_hasStyleSheet) {
        for (const auto name : {u"fill", u"stroke", u"stroke-width", u"opacity"}) {
            if (element.hasAttribute(name))
                features |= SvgFeature::CssPrecedence;
        }
    }
    return features;
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
