#include "svgelementmover.h"

#include "svgtree.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QSvgRenderer>
#include <QTransform>

#include <algorithm>
#include <cmath>
#include <map>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

/** Inherited presentation properties and their initial values (SVG 1.1, "Property index"). */
const std::vector<std::pair<QString, QString>> &inheritedProperties()
{
    static const std::vector<std::pair<QString, QString>> properties{
        {u"fill"_s, u"black"_s},
        {u"fill-opacity"_s, u"1"_s},
        {u"fill-rule"_s, u"nonzero"_s},
        {u"stroke"_s, u"none"_s},
        {u"stroke-width"_s, u"1"_s},
        {u"stroke-opacity"_s, u"1"_s},
        {u"stroke-linejoin"_s, u"miter"_s},
        {u"stroke-linecap"_s, u"butt"_s},
        {u"stroke-dasharray"_s, u"none"_s},
        {u"stroke-dashoffset"_s, u"0"_s},
        {u"stroke-miterlimit"_s, u"4"_s},
        {u"color"_s, u"black"_s},
        {u"visibility"_s, u"visible"_s},
    };
    return properties;
}

/** The value an element below `parent` inherits for `property` (its initial value if none). */
QString inheritedValue(const SvgNode *parent, const QString &property, const QString &initial)
{
    for (const SvgNode *node = parent; node && node->isElement(); node = node->parent) {
        if (node->hasProperty(property)) {
            const QString value = node->property(property);
            if (value != u"inherit")
                return value;
        }
    }
    return initial;
}

/** The product of the group opacities between `node` (excluded) and the document. */
double groupOpacity(const SvgNode *parent)
{
    double opacity = 1;
    for (const SvgNode *node = parent; node && node->isElement(); node = node->parent) {
        bool ok = false;
        const double value = node->property(u"opacity").toDouble(&ok);
        if (ok)
            opacity *= std::clamp(value, 0.0, 1.0);
    }
    return opacity;
}

QString matrixText(const QTransform &t)
{
    return u"matrix(%1,%2,%3,%4,%5,%6)"_s.arg(t.m11(), 0, 'g', 10)
        .arg(t.m12(), 0, 'g', 10)
        .arg(t.m21(), 0, 'g', 10)
        .arg(t.m22(), 0, 'g', 10)
        .arg(t.dx(), 0, 'g', 10)
        .arg(t.dy(), 0, 'g', 10);
}

bool isIdentity(const QTransform &t)
{
    constexpr double epsilon = 1e-9;
    return std::abs(t.m11() - 1) < epsilon && std::abs(t.m22() - 1) < epsilon &&
           std::abs(t.m12()) < epsilon && std::abs(t.m21()) < epsilon &&
           std::abs(t.dx()) < epsilon && std::abs(t.dy()) < epsilon;
}

bool isBlankText(const SvgNode *node)
{
    return node && node->type == SvgNode::Type::Text && node->text.trimmed().isEmpty();
}

/**
 * Takes `element` out of its parent together with the line break in front of it when that break
 * only separates it from what follows (a blank or the group's end): an element moved out and
 * back then leaves the file as it was, and a group that elements keep leaving does not fill up
 * with blank lines (a designer turning areas into sea zones and back grew the file at every
 * change).
 */
std::unique_ptr<SvgNode> takeWithItsLine(SvgNode *element)
{
    SvgNode *parent = element->parent;
    const int at = element->indexInParent();
    const auto child = [parent](int i) -> const SvgNode * {
        return i >= 0 && static_cast<std::size_t>(i) < parent->children.size()
                   ? parent->children[static_cast<std::size_t>(i)].get()
                   : nullptr;
    };
    const bool ownLine =
        isBlankText(child(at - 1)) && (!child(at + 1) || isBlankText(child(at + 1)));
    std::unique_ptr<SvgNode> taken = element->takeFromParent();
    if (ownLine)
        parent->children[static_cast<std::size_t>(at - 1)]->takeFromParent();
    return taken;
}

/** Where "after the last child" puts an element: before the blank that closes the group. */
int endPosition(const SvgNode *parent)
{
    const int count = static_cast<int>(parent->children.size());
    return count > 0 && isBlankText(parent->children.back().get()) ? count - 1 : count;
}

} // namespace

bool SvgElementMover::move(SvgTree &tree, const std::vector<SvgElementMove> &moves, QString *error)
{
    if (moves.empty())
        return true;
    QSet<QString> used;
    for (const QString &id : tree.ids())
        used.insert(id);

    // An empty probe group in each new parent stands for "an element placed there".
    std::map<SvgNode *, QString> probes;
    std::vector<SvgNode *> probeNodes;
    for (const SvgElementMove &move : moves) {
        if (probes.count(move.newParent))
            continue;
        QString id;
        for (int n = static_cast<int>(probes.size());; ++n) {
            id = u"vinci-probe-%1"_s.arg(n);
            if (!used.contains(id))
                break;
        }
        used.insert(id);
        auto probe = SvgNode::element(u"g"_s);
        probe->setAttribute(u"id"_s, id);
        probeNodes.push_back(move.newParent->insertChild(std::move(probe)));
        probes.emplace(move.newParent, id);
    }
    auto removeProbes = [&] {
        for (SvgNode *probe : probeNodes)
            probe->takeFromParent();
    };

    QSvgRenderer renderer(tree.serialize());
    if (!renderer.isValid()) {
        removeProbes();
        if (error)
            *error = QCoreApplication::translate("SvgElementMover",
                                                 "the drawing cannot be rendered by Qt");
        return false;
    }
    struct Placement
    {
        QTransform oldParents;
        QTransform newParents;
    };
    std::vector<Placement> placements;
    for (const SvgElementMove &move : moves) {
        const QString id = move.element->attribute(u"id");
        placements.push_back({renderer.transformForElement(id),
                              renderer.transformForElement(probes[move.newParent])});
    }
    removeProbes();

    for (std::size_t i = 0; i < moves.size(); ++i) {
        const SvgElementMove &move = moves[i];
        SvgNode *element = move.element;
        // Style first, while the element still sits under its old groups.
        std::vector<std::pair<QString, QString>> keep;
        for (const auto &[property, initial] : inheritedProperties()) {
            if (element->hasProperty(property))
                continue;
            const QString before = inheritedValue(element->parent, property, initial);
            const QString after = inheritedValue(move.newParent, property, initial);
            if (before != after)
                keep.emplace_back(property, before);
        }
        const double opacityChange = groupOpacity(element->parent) / groupOpacity(move.newParent);

        std::unique_ptr<SvgNode> taken = takeWithItsLine(element);
        for (const auto &[property, value] : keep)
            taken->setAttribute(property, value);
        if (std::abs(opacityChange - 1) > 1e-6) {
            bool ok = false;
            double own = taken->property(u"opacity").toDouble(&ok);
            if (!ok)
                own = 1;
            taken->removeAttribute(u"opacity");
            taken->setAttribute(u"opacity"_s,
                                QString::number(std::clamp(own * opacityChange, 0.0, 1.0), 'g', 6));
        }
        // point_doc = point_own * oldParents = point_own * X * newParents
        const QTransform &p = placements[i].oldParents;
        const QTransform change = p * placements[i].newParents.inverted();
        if (!isIdentity(change)) {
            const QString own = taken->attribute(u"transform").trimmed();
            taken->setAttribute(u"transform"_s, own.isEmpty() ? matrixText(change)
                                                              : matrixText(change) + u' ' + own);
        }
        SvgNode *placed = move.newParent->insertChild(
            std::move(taken), move.position < 0 ? endPosition(move.newParent) : move.position);
        // Keep the file readable for people who diff it: each moved element on its own line.
        const int at = placed->indexInParent();
        if (at == 0 || move.newParent->children[static_cast<std::size_t>(at - 1)]->type !=
                           SvgNode::Type::Text) {
            auto lineBreak = std::make_unique<SvgNode>();
            lineBreak->type = SvgNode::Type::Text;
            lineBreak->text = u"\n"_s;
            move.newParent->insertChild(std::move(lineBreak), at);
        }
    }
    return true;
}

} // namespace vinci
