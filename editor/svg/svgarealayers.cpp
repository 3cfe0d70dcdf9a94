#include "svgarealayers.h"

#include "mapformat/svgelementfeatures.h"
#include "svgtree.h"

#include <algorithm>

namespace vinci::SvgAreaLayers {

using namespace Qt::StringLiterals;

namespace {

/** The engine's reading of a layer name, as the area kind the layer holds. */
std::optional<AreaKind> kindNamed(QStringView name)
{
    switch (svgAreaLayerNamed(name)) {
    case SvgAreaLayer::Provinces:
        return AreaKind::Land;
    case SvgAreaLayer::Seas:
        return AreaKind::Sea;
    case SvgAreaLayer::None:
        break;
    }
    return std::nullopt;
}

/** Makes a new layer group; Inkscape attributes only where the file declares their prefix. */
std::unique_ptr<SvgNode> newLayer(const SvgTree &tree, AreaKind kind)
{
    const QString name = kind == AreaKind::Land ? u"provinces"_s : u"seas"_s;
    QSet<QString> used;
    for (const QString &id : tree.ids())
        used.insert(id);
    auto layer = SvgNode::element(tree.root()->name.startsWith(u"svg:") ? u"svg:g"_s : u"g"_s);
    if (!used.contains(name))
        layer->setAttribute(u"id"_s, name);
    if (tree.root()->hasAttribute(u"xmlns:inkscape")) {
        layer->setAttribute(u"inkscape:groupmode"_s, u"layer"_s);
        layer->setAttribute(u"inkscape:label"_s, name);
    } else if (used.contains(name)) {
        // The name is the only way to mark the layer, and another element holds it.
        layer->setAttribute(u"id"_s, uniqueId(name, used));
    }
    return layer;
}

} // namespace

std::optional<AreaKind> layerKind(const SvgNode &group)
{
    if (!group.isElement() || group.tag() != u"g")
        return std::nullopt;
    if (auto kind = kindNamed(group.attribute(u"id")))
        return kind;
    return kindNamed(group.attribute(u"inkscape:label"));
}

SvgNode *find(const SvgTree &tree, AreaKind kind)
{
    SvgNode *found = nullptr;
    tree.forEachElement([&](SvgNode &node) {
        if (!found && layerKind(node) == kind)
            found = &node;
        return !found;
    });
    return found;
}

std::pair<SvgNode *, SvgNode *> createAt(SvgTree &tree, SvgNode *firstArea)
{
    SvgNode *root = tree.root();
    SvgNode *parent = firstArea->parent;
    int index = firstArea->indexInParent();
    while (parent && parent != root) {
        // Split `parent` before `index`: the later children go to a copy placed after it.
        auto later = parent->cloneShallow();
        later->removeAttribute(u"id");
        while (static_cast<int>(parent->children.size()) > index)
            later->insertChild(parent->children[static_cast<std::size_t>(index)]->takeFromParent());
        SvgNode *grandParent = parent->parent;
        const int parentIndex = parent->indexInParent();
        const bool onlySpace =
            std::all_of(later->children.begin(), later->children.end(), [](const auto &child) {
                return child->type == SvgNode::Type::Text && child->text.trimmed().isEmpty();
            });
        if (!onlySpace)
            grandParent->insertChild(std::move(later), parentIndex + 1);
        parent = grandParent;
        index = parentIndex + 1;
    }
    SvgNode *seas = root->insertChild(newLayer(tree, AreaKind::Sea), index);
    SvgNode *provinces = root->insertChild(newLayer(tree, AreaKind::Land), index + 1);
    return {seas, provinces};
}

SvgNode *ensure(SvgTree &tree, AreaKind kind, SvgNode *area)
{
    if (SvgNode *layer = find(tree, kind))
        return layer;
    const AreaKind otherKind = kind == AreaKind::Land ? AreaKind::Sea : AreaKind::Land;
    if (SvgNode *other = find(tree, otherKind)) {
        const int position = other->indexInParent() + (kind == AreaKind::Land ? 1 : 0);
        return other->parent->insertChild(newLayer(tree, kind), position);
    }
    const auto [seas, provinces] = createAt(tree, area);
    return kind == AreaKind::Sea ? seas : provinces;
}

void makeDecoration(SvgNode *element)
{
    SvgNode *parent = element->parent;
    const int index = element->indexInParent();
    auto wrapper = SvgNode::element(element->name.startsWith(u"svg:") ? u"svg:g"_s : u"g"_s);
    wrapper->insertChild(element->takeFromParent());
    parent->insertChild(std::move(wrapper), index);
}

QString uniqueId(const QString &base, const QSet<QString> &used)
{
    if (!used.contains(base))
        return base;
    for (int n = 2;; ++n) {
        const QString candidate = u"%1-%2"_s.arg(base).arg(n);
        if (!used.contains(candidate))
            return candidate;
    }
}

bool renameElement(SvgTree &tree, const QString &oldId, const QString &newId)
{
    SvgNode *element = tree.findById(oldId);
    if (!element || tree.findById(newId))
        return false;
    element->setAttribute(u"id"_s, newId);
    tree.renameReferences(oldId, newId);
    return true;
}

} // namespace vinci::SvgAreaLayers
