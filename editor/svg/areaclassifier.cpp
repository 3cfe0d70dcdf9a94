#include "areaclassifier.h"

#include "mapformat/svgelementfeatures.h"
#include "svgtree.h"

#include <QColor>
#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <functional>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

/** Translations of this file; lupdate reads the context from here, so call
 * AreaClassifierTexts::tr(). */
struct AreaClassifierTexts
{
    Q_DECLARE_TR_FUNCTIONS(AreaClassifier)
};

/** Lower-case words of a name ("North_Sea-2" → north, sea, 2). */
QStringList words(const QString &name)
{
    static const QRegularExpression separators(u"[^\\p{L}\\p{N}]+"_s);
    QStringList result;
    // camelCase ("northSea") splits too.
    QString spaced = name;
    spaced.replace(QRegularExpression(u"(\\p{Ll})(\\p{Lu})"_s), u"\\1 \\2"_s);
    for (const QString &word : spaced.toLower().split(separators, Qt::SkipEmptyParts))
        result << word;
    return result;
}

std::optional<AreaKind> kindFromName(const QString &name)
{
    // English, French and German words map makers use for layers and shapes.
    static const QStringList seaWords{
        u"sea"_s,   u"seas"_s,  u"ocean"_s,  u"oceans"_s,  u"water"_s,   u"waters"_s, u"lake"_s,
        u"lakes"_s, u"bay"_s,   u"gulf"_s,   u"strait"_s,  u"channel"_s, u"mer"_s,    u"mers"_s,
        u"océan"_s, u"ocean"_s, u"lac"_s,    u"golfe"_s,   u"meer"_s,    u"meere"_s,  u"ozean"_s,
        u"see"_s,   u"bucht"_s, u"marine"_s, u"maritime"_s};
    static const QStringList landWords{
        u"land"_s,      u"lands"_s,  u"province"_s, u"provinces"_s, u"country"_s,
        u"countries"_s, u"region"_s, u"regions"_s,  u"territory"_s, u"territories"_s,
        u"terre"_s,     u"pays"_s,   u"länder"_s,   u"state"_s,     u"states"_s};
    bool sea = false;
    bool land = false;
    for (const QString &word : words(name)) {
        sea = sea || seaWords.contains(word);
        land = land || landWords.contains(word);
    }
    if (sea != land)
        return sea ? AreaKind::Sea : AreaKind::Land;
    return std::nullopt;
}

bool isWaterColour(const QColor &colour)
{
    if (!colour.isValid())
        return false;
    const float hue = colour.hsvHueF() * 360;
    return hue >= 175 && hue <= 255 && colour.hsvSaturationF() >= 0.25F && colour.valueF() >= 0.15F;
}

} // namespace

QString elementLabel(const SvgNode &element)
{
    QString label = element.attribute(u"inkscape:label").trimmed();
    if (!label.isEmpty())
        return label;
    for (const auto &child : element.children) {
        if (child->isElement() && child->tag() == u"title") {
            QString text;
            for (const auto &piece : child->children)
                text += piece->text;
            if (!text.trimmed().isEmpty())
                return text.simplified();
        }
    }
    return {};
}

QString effectiveFill(const SvgNode &element)
{
    for (const SvgNode *node = &element; node && node->isElement(); node = node->parent) {
        if (node->hasProperty(u"fill")) {
            QString fill = node->property(u"fill").trimmed();
            if (fill != u"inherit")
                return fill;
        }
    }
    return u"black"_s;
}

const SvgNode *svgUseTarget(const SvgNode &use)
{
    QString href = use.attribute(u"xlink:href");
    if (href.isEmpty())
        href = use.attribute(u"href");
    if (!href.startsWith(u'#') || href.size() < 2)
        return nullptr;
    const QStringView id = QStringView(href).sliced(1);
    const SvgNode *top = &use;
    while (top->parent)
        top = top->parent;
    const SvgNode *found = nullptr;
    const std::function<void(const SvgNode &)> search = [&](const SvgNode &node) {
        for (const auto &child : node.children) {
            if (found || !child->isElement())
                continue;
            if (child->attribute(u"id") == id && child.get() != &use)
                found = child.get();
            else
                search(*child);
        }
    };
    search(*top);
    return found;
}

namespace {

/** The fill of `piece`, drawn by a `<use>` of `target`: set in between, or the use's. */
QString fillThroughUse(const SvgNode &piece, const SvgNode &target, const SvgNode &use)
{
    for (const SvgNode *node = &piece; node; node = node == &target ? nullptr : node->parent) {
        if (node->hasProperty(u"fill") && node->property(u"fill").trimmed() != u"inherit")
            return node->property(u"fill").trimmed();
    }
    return effectiveFill(use);
}

} // namespace

QStringList areaFills(const SvgNode &element)
{
    if (element.tag() == u"use") {
        const SvgNode *target = svgUseTarget(element);
        if (!target || target->tag() == u"use")
            return {effectiveFill(element)};
        if (target->tag() != u"g")
            return {fillThroughUse(*target, *target, element)};
        QStringList fills;
        for (const auto &child : target->children) {
            if (child->isElement() && isSvgShapeTag(child->tag()))
                fills << fillThroughUse(*child, *target, element);
        }
        return fills;
    }
    if (element.tag() != u"g")
        return {effectiveFill(element)};
    QStringList fills;
    for (const auto &child : element.children) {
        if (child->isElement() && isSvgShapeTag(child->tag()))
            fills << effectiveFill(*child);
    }
    return fills;
}

AreaKindGuess guessAreaKind(const SvgNode &element)
{
    for (const QString &name : {element.attribute(u"id"), elementLabel(element)}) {
        if (auto kind = kindFromName(name)) {
            return {*kind, AreaClassifierTexts::tr("its name “%1”").arg(name)};
        }
    }
    for (const SvgNode *group = element.parent; group && group->isElement();
         group = group->parent) {
        for (const QString &name : {group->attribute(u"id"), group->attribute(u"inkscape:label")}) {
            if (auto kind = kindFromName(name))
                return {*kind, AreaClassifierTexts::tr("the group “%1” around it").arg(name)};
        }
    }
    if (element.tag() == u"g" || areaFills(element).size() > 1) {
        const QStringList fills = areaFills(element);
        const auto count = static_cast<int>(fills.size());
        const auto water = std::count_if(fills.begin(), fills.end(), [](const QString &fill) {
            return isWaterColour(QColor::fromString(fill));
        });
        QStringList distinct = fills;
        distinct.removeDuplicates();
        const QString shown = distinct.join(u", "_s);
        if (2 * water > count)
            return {AreaKind::Sea,
                    AreaClassifierTexts::tr("the blue fill %1 of its %n shape(s)", nullptr, count)
                        .arg(shown)};
        if (std::any_of(fills.begin(), fills.end(),
                        [](const QString &fill) { return QColor::fromString(fill).isValid(); }))
            return {AreaKind::Land, AreaClassifierTexts::tr(
                                        "the fill %1 of its %n shape(s), not blue", nullptr, count)
                                        .arg(shown)};
        return {AreaKind::Land, AreaClassifierTexts::tr("no hint: land by default")};
    }
    const QString fill = areaFills(element).value(0, effectiveFill(element));
    const QColor colour = QColor::fromString(fill);
    if (isWaterColour(colour))
        return {AreaKind::Sea, AreaClassifierTexts::tr("its blue fill %1").arg(fill)};
    if (colour.isValid())
        return {AreaKind::Land, AreaClassifierTexts::tr("its fill %1 is not blue").arg(fill)};
    return {AreaKind::Land, AreaClassifierTexts::tr("no hint: land by default")};
}

bool isPlaceholderName(const QString &name)
{
    // SVG's shape and group tags, and the words Inkscape, Illustrator, svg-edit and GIS
    // exports use for what nobody named (English, French and German Inkscape).
    static const QStringList placeholders{
        u"path"_s,     u"rect"_s,   u"rectangle"_s,  u"circle"_s,      u"ellipse"_s, u"polygon"_s,
        u"polyline"_s, u"use"_s,    u"g"_s,          u"group"_s,       u"layer"_s,   u"shape"_s,
        u"object"_s,   u"svg"_s,    u"background"_s, u"bg"_s,          u"back"_s,    u"untitled"_s,
        u"element"_s,  u"fill"_s,   u"calque"_s,     u"groupe"_s,      u"forme"_s,   u"fond"_s,
        u"ebene"_s,    u"gruppe"_s, u"form"_s,       u"hintergrund"_s, u"pfad"_s,    u"chemin"_s};
    static const QRegularExpression digits(u"\\d+"_s);
    for (QString word : words(name)) {
        word.remove(digits);
        if (!word.isEmpty() && !placeholders.contains(word))
            return false;
    }
    return true;
}

QString areaIdFromName(const QString &name)
{
    // Decompose accents and keep the base letters: "Île" → "Ile"; "NorthSea" → "North Sea".
    QString spaced = name;
    spaced.replace(QRegularExpression(u"(\\p{Ll})(\\p{Lu})"_s), u"\\1 \\2"_s);
    const QString decomposed = spaced.normalized(QString::NormalizationForm_KD).toLower();
    QString id;
    bool dash = false;
    for (const QChar c : decomposed) {
        const char16_t u = c.unicode();
        if ((u >= u'a' && u <= u'z') || (u >= u'0' && u <= u'9')) {
            if (dash && !id.isEmpty())
                id += u'-';
            id += c;
            dash = false;
        } else if (c.category() != QChar::Mark_NonSpacing) {
            dash = true;
        }
    }
    return id;
}

QString displayNameFromId(const QString &id)
{
    QString spaced = id;
    spaced.replace(QRegularExpression(u"(\\p{Ll})(\\p{Lu})"_s), u"\\1 \\2"_s);
    QStringList parts = spaced.split(QRegularExpression(u"[-_\\s]+"_s), Qt::SkipEmptyParts);
    // "Isle of Tern", "Île de France", "Land an der Saale": the small words of a place name
    // stay lower-case unless they start it.
    static const QStringList smallWords{
        u"of"_s,  u"the"_s, u"and"_s, u"on"_s,  u"upon"_s, u"in"_s,   u"at"_s,  u"de"_s,
        u"du"_s,  u"des"_s, u"la"_s,  u"le"_s,  u"les"_s,  u"et"_s,   u"sur"_s, u"en"_s,
        u"aux"_s, u"von"_s, u"der"_s, u"dem"_s, u"den"_s,  u"und"_s,  u"am"_s,  u"an"_s,
        u"im"_s,  u"zu"_s,  u"van"_s, u"di"_s,  u"del"_s,  u"della"_s};
    for (qsizetype i = 0; i < parts.size(); ++i) {
        if (i == 0 || !smallWords.contains(parts[i]))
            parts[i][0] = parts[i][0].toUpper();
    }
    return parts.join(u' ');
}

} // namespace vinci
