#include "svgelementfeatures.h"

#include <QHash>
#include <QStringList>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

bool isPresentationAttribute(QStringView name)
{
    static const QStringList names{
        u"fill"_s,           u"stroke"_s,          u"stroke-width"_s, u"opacity"_s,
        u"fill-opacity"_s,   u"stroke-opacity"_s,  u"fill-rule"_s,    u"stroke-dasharray"_s,
        u"stroke-linecap"_s, u"stroke-linejoin"_s, u"display"_s,      u"visibility"_s,
        u"color"_s};
    return names.contains(name);
}

bool isSet(QStringView value)
{
    return !value.isEmpty() && value != u"none";
}

} // namespace

bool isSvgShapeTag(QStringView tag)
{
    return tag == u"path" || tag == u"polygon" || tag == u"polyline" || tag == u"rect" ||
           tag == u"circle" || tag == u"ellipse";
}

bool isSvgNeverDrawn(QStringView tag)
{
    return tag == u"defs" || tag == u"clipPath" || tag == u"mask" || tag == u"pattern" ||
           tag == u"marker" || tag == u"symbol" || tag == u"metadata" || tag == u"title" ||
           tag == u"desc" || tag == u"linearGradient" || tag == u"radialGradient" ||
           tag == u"filter" || tag == u"style" || tag == u"script";
}

SvgAreaLayer svgAreaLayerNamed(QStringView name)
{
    if (name.compare(u"provinces", Qt::CaseInsensitive) == 0)
        return SvgAreaLayer::Provinces;
    if (name.compare(u"seas", Qt::CaseInsensitive) == 0 ||
        name.compare(u"sea-zones", Qt::CaseInsensitive) == 0 ||
        name.compare(u"sea zones", Qt::CaseInsensitive) == 0)
        return SvgAreaLayer::Seas;
    return SvgAreaLayer::None;
}

QString svgUrlTarget(QStringView value)
{
    const qsizetype start = value.indexOf(u"url(");
    if (start < 0)
        return {};
    const qsizetype end = value.indexOf(u')', start);
    if (end < 0)
        return {};
    QStringView inner = value.sliced(start + 4, end - start - 4).trimmed();
    if (inner.size() >= 2 && (inner.front() == u'\'' || inner.front() == u'"'))
        inner = inner.sliced(1, inner.size() - 2).trimmed();
    return inner.startsWith(u'#') ? inner.sliced(1).toString() : QString();
}

SvgElementFeatures
readSvgElementFeatures(QStringView tag,
                       const std::vector<std::pair<QStringView, QStringView>> &attributes,
                       bool nested)
{
    SvgElementFeatures element;
    // Properties come from attributes and from the style attribute, which wins.
    QHash<QStringView, QStringView> properties;
    bool hasClass = false;
    bool hasPresentation = false;
    QStringView style;
    for (const auto &[name, value] : attributes) {
        hasClass = hasClass || name == u"class";
        hasPresentation = hasPresentation || isPresentationAttribute(name);
        if (name == u"style")
            style = value;
        properties.insert(name, value);
    }
    for (const QStringView declaration : style.tokenize(u';')) {
        const qsizetype colon = declaration.indexOf(u':');
        if (colon > 0)
            properties.insert(declaration.first(colon).trimmed(),
                              declaration.sliced(colon + 1).trimmed());
    }
    element.classWithPresentation = hasClass && hasPresentation;

    for (auto it = properties.constBegin(); it != properties.constEnd(); ++it) {
        const QStringView name = it.key();
        const QStringView value = it.value();
        if (name == u"clip-path" && isSet(value))
            element.own |= SvgFeature::ClipPath;
        else if (name == u"mask" && isSet(value))
            element.own |= SvgFeature::Mask;
        else if (name == u"filter" && isSet(value))
            element.own |= SvgFeature::Filter;
        else if ((name == u"marker" || name == u"marker-start" || name == u"marker-mid" ||
                  name == u"marker-end") &&
                 isSet(value))
            element.own |= SvgFeature::Marker;
        else if (name == u"mix-blend-mode" && isSet(value) && value != u"normal")
            element.own |= SvgFeature::BlendMode;
        else if (name == u"paint-order" &&
                 (value.startsWith(u"stroke") || value.startsWith(u"markers")))
            element.own |= SvgFeature::PaintOrder;
        else if ((name == u"display" && value == u"none") ||
                 (name == u"visibility" && (value == u"hidden" || value == u"collapse")))
            element.own |= SvgFeature::Hidden;
        else if (name == u"fill" || name == u"stroke") {
            QString target = svgUrlTarget(value);
            if (!target.isEmpty())
                element.paintRefs.push_back(std::move(target));
        } else if (name == u"xlink:href" || name == u"href") {
            if (tag == u"use" && value.startsWith(u'#'))
                element.useTarget = value.sliced(1).toString();
        }
    }

    if (tag == u"text" || tag == u"flowRoot")
        element.own |= SvgFeature::Text;
    else if (tag == u"image")
        element.own |= SvgFeature::Image;
    else if (tag == u"foreignObject")
        element.own |= SvgFeature::ForeignObject;
    else if (tag == u"svg" && nested)
        element.own |= SvgFeature::NestedSvg;
    else if (tag == u"style")
        element.styleSheet = true;
    else if (isSvgNeverDrawn(tag))
        element.own |= SvgFeature::Hidden;
    return element;
}

SvgFeatures SvgElementFeatures::resolved(const std::function<QString(const QString &id)> &tagOfId,
                                         bool documentHasStyleSheet) const
{
    SvgFeatures features = own;
    for (const QString &target : paintRefs) {
        if (tagOfId(target) == u"pattern")
            features |= SvgFeature::Pattern;
    }
    if (!useTarget.isEmpty() && tagOfId(useTarget) == u"symbol")
        features |= SvgFeature::Symbol;
    if (documentHasStyleSheet && classWithPresentation)
        features |= SvgFeature::CssPrecedence;
    return features;
}

} // namespace vinci
