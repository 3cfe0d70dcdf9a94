#include "shapeedits.h"

#include "mapformat/linkkindrule.h"
#include "mapformat/mapid.h"
#include "svg/svgarealayers.h"
#include "svg/svgelementmover.h"
#include "svg/svgimporter.h"
#include "svg/svgtree.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace vinci {

namespace {

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

std::optional<SvgTree> parsed(const MapContent &content, QString *error)
{
    QString parseError;
    auto tree = SvgTree::parse(content.svg, &parseError);
    if (!tree)
        fail(error, ShapeEdits::tr("the map's SVG cannot be read: %1").arg(parseError));
    return tree;
}

} // namespace

std::optional<MapContent> ShapeEdits::setKind(const MapContent &content,
                                              const std::vector<QString> &ids, AreaKind kind,
                                              QString *error)
{
    std::optional<SvgTree> tree = parsed(content, error);
    if (!tree)
        return std::nullopt;
    MapContent result = content;
    SvgNode *layer = SvgAreaLayers::find(*tree, kind);
    std::vector<SvgElementMove> moves;
    for (const QString &id : ids) {
        auto area = std::find_if(result.map.areas.begin(), result.map.areas.end(),
                                 [&](const AreaData &a) { return a.id == id; });
        if (area == result.map.areas.end() || area->kind == kind)
            continue;
        area->kind = kind;
        if (kind == AreaKind::Sea) {
            area->mine = false;
            area->port = false;
        }
        SvgNode *element = tree->findById(id);
        if (!element)
            continue; // the validator reports an area missing from the SVG
        if (!layer)
            layer = SvgAreaLayers::ensure(*tree, kind, element);
        moves.push_back({element, layer, -1});
    }
    QString moveError;
    if (!SvgElementMover::move(*tree, moves, &moveError)) {
        fail(error, moveError);
        return std::nullopt;
    }
    QHash<QString, AreaKind> kinds;
    for (const AreaData &area : result.map.areas)
        kinds.insert(area.id, area.kind);
    for (LinkData &link : result.map.links) {
        if (kinds.contains(link.a) && kinds.contains(link.b))
            link.kind = fittingLinkKind(link.kind, kinds.value(link.a), kinds.value(link.b));
    }
    result.svg = tree->serialize();
    return result;
}

std::optional<MapContent> ShapeEdits::renameArea(const MapContent &content, const QString &oldId,
                                                 const QString &newId, QString *error)
{
    if (!isValidMapId(newId)) {
        fail(
            error,
            tr("“%1” is not a valid id: use lower-case letters a-z, digits and dashes").arg(newId));
        return std::nullopt;
    }
    std::optional<SvgTree> tree = parsed(content, error);
    if (!tree)
        return std::nullopt;
    const bool usedInMap = std::any_of(content.map.areas.begin(), content.map.areas.end(),
                                       [&](const AreaData &a) { return a.id == newId; });
    if (usedInMap || tree->findById(newId)) {
        fail(error, tr("the id “%1” is already used in the map").arg(newId));
        return std::nullopt;
    }
    MapContent result = content;
    SvgAreaLayers::renameElement(*tree, oldId, newId);
    for (AreaData &area : result.map.areas) {
        if (area.id == oldId)
            area.id = newId;
    }
    for (LinkData &link : result.map.links) {
        if (link.a == oldId)
            link.a = newId;
        if (link.b == oldId)
            link.b = newId;
    }
    // A rejection is about the areas, not their names: it follows the new id.
    for (LinkPair &pair : result.map.rejectedLinks) {
        if (pair.contains(oldId))
            pair = LinkPair(newId, pair.other(oldId));
    }
    std::sort(result.map.rejectedLinks.begin(), result.map.rejectedLinks.end());
    result.svg = tree->serialize();
    return result;
}

std::optional<MapContent> ShapeEdits::removeAreas(const MapContent &content,
                                                  const std::vector<QString> &ids, QString *error)
{
    std::optional<SvgTree> tree = parsed(content, error);
    if (!tree)
        return std::nullopt;
    const QSet<QString> gone(ids.begin(), ids.end());
    MapContent result = content;
    for (const QString &id : ids) {
        SvgNode *element = tree->findById(id);
        if (element && element->parent && SvgAreaLayers::layerKind(*element->parent))
            SvgAreaLayers::makeDecoration(element);
    }
    std::erase_if(result.map.areas, [&](const AreaData &a) { return gone.contains(a.id); });
    std::erase_if(result.map.links,
                  [&](const LinkData &l) { return gone.contains(l.a) || gone.contains(l.b); });
    std::erase_if(result.map.rejectedLinks,
                  [&](const LinkPair &p) { return gone.contains(p.a) || gone.contains(p.b); });
    result.svg = tree->serialize();
    return result;
}

std::optional<MapContent> ShapeEdits::replaceArt(const MapContent &content,
                                                 const QByteArray &drawing, const QString &fileName,
                                                 QString *error)
{
    std::optional<ImportedMap> imported =
        SvgImporter::import(drawing, fileName, content.map.id, error);
    if (!imported)
        return std::nullopt;
    QHash<QString, const AreaData *> before;
    for (const AreaData &area : content.map.areas)
        before.insert(area.id, &area);
    MapContent result;
    result.map = content.map;
    result.map.areas.clear();
    QSet<QString> kept;
    for (const AreaData &area : imported->map.areas) {
        const AreaData *old = before.value(area.id);
        if (old && old->kind == area.kind)
            result.map.areas.push_back(*old);
        else
            result.map.areas.push_back(area);
        kept.insert(area.id);
    }
    std::erase_if(result.map.links,
                  [&](const LinkData &l) { return !kept.contains(l.a) || !kept.contains(l.b); });
    std::erase_if(result.map.rejectedLinks,
                  [&](const LinkPair &p) { return !kept.contains(p.a) || !kept.contains(p.b); });
    result.svg = imported->svg;
    return result;
}

} // namespace vinci
