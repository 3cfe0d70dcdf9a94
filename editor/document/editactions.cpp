#include "editactions.h"

#include "adjacency/adjacencyfinder.h"
#include "adjacencyrun.h"
#include "changeareaproperty.h"
#include "historytexts.h"
#include "linkcommands.h"
#include "map/terraininsentence.h"
#include "mapart.h"
#include "mapcommands.h"
#include "mapdocument.h"
#include "mapformat/linkkindrule.h"
#include "shapeedits.h"

#include <QUndoStack>

#include <algorithm>

namespace vinci {

namespace {

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

std::vector<QString> idsOf(const MapDocument *document, const std::vector<AreaIndex> &areas)
{
    std::vector<QString> ids;
    ids.reserve(areas.size());
    for (AreaIndex index : areas)
        ids.push_back(document->area(index).id);
    return ids;
}

QStringList idList(const MapDocument *document, const std::vector<AreaIndex> &areas)
{
    const std::vector<QString> ids = idsOf(document, areas);
    return {ids.begin(), ids.end()};
}

bool pushContent(MapDocument *document, const std::optional<MapContent> &content, UndoText text)
{
    if (!content)
        return false;
    if (content->map == document->map() && content->svg == document->svg())
        return true;
    document->undoStack()->push(
        new ReplaceContent(document, content->map, content->svg, std::move(text)));
    return true;
}

} // namespace

namespace {

/** An area's kind by id; an id the map lacks counts as a sea zone (no land link to it). */
AreaKind kindOf(const MapDocument *document, const QString &id)
{
    const auto index = document->indexOf(id);
    return index ? document->area(*index).kind : AreaKind::Sea;
}

} // namespace

namespace {

/**
 * Whether two provinces share a border, by the automatic adjacency's own measure (its default
 * tolerance and minimum border for the whole drawing, whose gaps set the tolerance), so that a link
 * drawn by hand gets the kind a run of Find links would give it. Without art, nothing says they do
 * not.
 */
Contact contactOf(const MapDocument *document, const QString &a, const QString &b)
{
    const std::shared_ptr<const MapArt> art = document->art();
    const auto first = document->indexOf(a);
    const auto second = document->indexOf(b);
    if (!art || !first || !second || *first >= art->outlines().count() ||
        *second >= art->outlines().count())
        return Contact::Border;
    const std::vector<AdjacencyShape> pair = {
        {a, AreaKind::Land, art->outlines().outline(*first)},
        {b, AreaKind::Land, art->outlines().outline(*second)}};
    const AdjacencyResult result =
        AdjacencyFinder::find(pair, AdjacencyRun::defaultOptions(*document));
    const bool border =
        std::any_of(result.links.begin(), result.links.end(),
                    [](const ProposedLink &link) { return link.kind == LinkKind::Land; });
    return border ? Contact::Border : Contact::NoBorder;
}

} // namespace

LinkKind EditActions::defaultLinkKind(const MapDocument *document, const QString &a,
                                      const QString &b)
{
    const AreaKind first = kindOf(document, a);
    const AreaKind second = kindOf(document, b);
    if (first != AreaKind::Land || second != AreaKind::Land)
        return vinci::defaultLinkKind(first, second);
    return vinci::defaultLinkKind(first, second, contactOf(document, a, b));
}

LinkKind EditActions::cornerLinkKind(const MapDocument *document, const QString &a,
                                     const QString &b)
{
    return vinci::defaultLinkKind(kindOf(document, a), kindOf(document, b), Contact::Border);
}

bool EditActions::linkKindFits(const MapDocument *document, const LinkPair &pair, LinkKind kind)
{
    return vinci::linkKindFits(kind, kindOf(document, pair.a), kindOf(document, pair.b));
}

bool EditActions::addLink(MapDocument *document, const QString &a, const QString &b, QString *error)
{
    if (a == b)
        return fail(error, tr("An area cannot be linked to itself."));
    if (document->linkIndex(LinkPair(a, b)) >= 0)
        return fail(error, tr("%1 and %2 are already linked.").arg(a, b));
    const LinkPair pair(a, b);
    const LinkData link{pair.a, pair.b, defaultLinkKind(document, a, b), true};
    QUndoStack *stack = document->undoStack();
    QSet<LinkPair> rejected = document->rejectedLinks();
    if (!rejected.remove(pair)) {
        stack->push(new AddLink(document, link));
        return true;
    }
    // Linked by hand: the designer wants the pair after all, so it is rejected no more (else
    // map.json would hold it both linked and rejected). One undo step for both.
    document->history().beginMacro(AddLink::linkText(document, link.a, link.b));
    stack->push(new AddLink(document, link));
    stack->push(new SetRejectedLinks(document, rejected));
    document->history().endMacro();
    return true;
}

bool EditActions::removeLinks(MapDocument *document, const std::vector<LinkPair> &pairs)
{
    std::vector<LinkPair> present;
    for (const LinkPair &pair : pairs) {
        if (document->linkIndex(pair) >= 0)
            present.push_back(pair);
    }
    if (present.empty())
        return false;
    // The designer removed them: the next Find links lists them as rejected rather than
    // proposing them again, until the Unlink is undone or the rejections forgotten.
    // (A macro, not one parent command: each RemoveLink finds its link's position when it is
    // made, after the removals before it.)
    QUndoStack *stack = document->undoStack();
    const int count = static_cast<int>(present.size());
    document->history().beginMacro(
        count == 1 ? RemoveLink::unlinkText(document, present.front())
                   : UndoText("EditActions",
                              QT_TRANSLATE_N_NOOP("EditActions", "Remove %n link(s)"), count));
    QSet<LinkPair> rejected = document->rejectedLinks();
    for (const LinkPair &pair : present) {
        stack->push(new RemoveLink(document, pair));
        rejected.insert(pair);
    }
    stack->push(new SetRejectedLinks(document, rejected));
    document->history().endMacro();
    return true;
}

bool EditActions::setLinkKind(MapDocument *document, const LinkPair &pair, LinkKind kind,
                              QString *error)
{
    const int position = document->linkIndex(pair);
    if (position < 0)
        return false;
    LinkData link = document->map().links[static_cast<std::size_t>(position)];
    if (!linkKindFits(document, pair, kind)) {
        // A land or coast kind refused: the pair touches a sea zone; a sea kind: two provinces.
        return fail(error, kind != LinkKind::Sea ? tr("A link with a sea zone is a sea link.")
                                                 : tr("Two provinces are linked by a land border "
                                                      "or a shared coast."));
    }
    if (link.kind == kind && link.manual)
        return true;
    link.kind = kind;
    link.manual = true;
    document->undoStack()->push(new ChangeLink(document, link));
    return true;
}

bool EditActions::setLinkManual(MapDocument *document, const LinkPair &pair, bool manual)
{
    const int position = document->linkIndex(pair);
    if (position < 0)
        return false;
    LinkData link = document->map().links[static_cast<std::size_t>(position)];
    if (link.manual == manual)
        return true;
    link.manual = manual;
    document->undoStack()->push(new ChangeLink(document, link));
    return true;
}

bool EditActions::setAreaKind(MapDocument *document, const std::vector<AreaIndex> &areas,
                              AreaKind kind, QString *error)
{
    const MapContent content{document->map(), document->svg()};
    const bool sea = kind == AreaKind::Sea;
    const UndoText text =
        UndoText::ofAreas("EditActions",
                          sea ? QT_TRANSLATE_N_NOOP("EditActions", "Make %1 sea zone(s)")
                              : QT_TRANSLATE_N_NOOP("EditActions", "Make %1 province(s)"),
                          sea ? QT_TRANSLATE_N_NOOP("EditActions", "Make %n area(s) sea zones")
                              : QT_TRANSLATE_N_NOOP("EditActions", "Make %n area(s) provinces"),
                          document, idList(document, areas));
    return pushContent(document, ShapeEdits::setKind(content, idsOf(document, areas), kind, error),
                       text);
}

bool EditActions::setTerrain(MapDocument *document, const std::vector<AreaIndex> &areas,
                             Terrain terrain)
{
    std::vector<AreaIndex> land;
    for (AreaIndex area : areas) {
        const AreaData &data = document->area(area);
        if (data.kind == AreaKind::Land && data.terrain != terrain)
            land.push_back(area);
    }
    if (land.empty())
        return false;
    document->undoStack()->push(new ChangeAreaProperty<Terrain>(
        document, land, AreaFields::terrain, terrain,
        UndoText::ofAreas(
            "EditActions", QT_TRANSLATE_N_NOOP("EditActions", "Set the terrain of %1 to %2"),
            QT_TRANSLATE_N_NOOP("EditActions", "Set the terrain of %n provinces to %1"), document,
            idList(document, land))
            .arg([terrain] { return terrainNameInSentence(terrain); })));
    return true;
}

bool EditActions::renameArea(MapDocument *document, AreaIndex area, const QString &newId,
                             QString *error)
{
    const QString oldId = document->area(area).id;
    if (oldId == newId)
        return true;
    const MapContent content{document->map(), document->svg()};
    return pushContent(document, ShapeEdits::renameArea(content, oldId, newId, error),
                       UndoText("EditActions", QT_TRANSLATE_NOOP("EditActions", "Rename %1 to %2"))
                           .arg(oldId)
                           .arg(newId));
}

bool EditActions::removeAreas(MapDocument *document, const std::vector<AreaIndex> &areas,
                              QString *error)
{
    if (areas.empty())
        return false;
    const MapContent content{document->map(), document->svg()};
    return pushContent(
        document, ShapeEdits::removeAreas(content, idsOf(document, areas), error),
        UndoText::ofAreas("EditActions", QT_TRANSLATE_N_NOOP("EditActions", "Make %1 decoration"),
                          QT_TRANSLATE_N_NOOP("EditActions", "Make %n area(s) decoration"),
                          document, idList(document, areas)));
}

bool EditActions::deleteSelectedLink(MapDocument *document)
{
    if (!document->selectedLink())
        return false;
    return removeLinks(document, {*document->selectedLink()});
}

} // namespace vinci
