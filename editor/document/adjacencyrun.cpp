#include "adjacencyrun.h"

#include "editactions.h"
#include "historytexts.h"
#include "linkcommands.h"
#include "mapart.h"
#include "mapdocument.h"

#include <QUndoStack>

namespace vinci {

namespace {

/** The one change accepted, saying which link (the History named no area: the s44 walk). */
UndoText oneChangeText(const MapDocument *document, const std::vector<AdjacencyStep> &steps,
                       const std::vector<AreaContact> &cornersToLink)
{
    if (steps.empty())
        return AddLink::linkText(document, cornersToLink.front().a, cornersToLink.front().b);
    const AdjacencyStep &step = steps.front();
    switch (step.action) {
    case AdjacencyStep::Action::ChangeKind:
        return UndoText("ChangeLink", QT_TRANSLATE_NOOP("ChangeLink", "Make %1 – %2 a %3"))
            .areaArg(document, step.pair.a)
            .areaArg(document, step.pair.b)
            .arg([kind = step.kind] { return linkKindName(kind); });
    case AdjacencyStep::Action::Remove:
        return RemoveLink::unlinkText(document, step.pair);
    case AdjacencyStep::Action::Add:
        break;
    }
    return AddLink::linkText(document, step.pair.a, step.pair.b);
}

} // namespace

std::vector<AdjacencyShape> AdjacencyRun::shapes(const MapData &map, const MapArt &art)
{
    std::vector<AdjacencyShape> shapes;
    shapes.reserve(map.areas.size());
    for (std::size_t i = 0; i < map.areas.size(); ++i) {
        const auto index = static_cast<AreaIndex>(i);
        QPainterPath outline;
        if (index < art.outlines().count())
            outline = art.outlines().outline(index);
        shapes.push_back({map.areas[i].id, map.areas[i].kind, outline});
    }
    return shapes;
}

AdjacencyOptions AdjacencyRun::defaultOptions(const MapDocument &document)
{
    if (!document.art())
        return AdjacencyOptions::forMap({});
    return AdjacencyOptions::forDrawing(document.art()->documentRect(),
                                        shapes(document.map(), *document.art()));
}

AdjacencyResult AdjacencyRun::find(const MapDocument &document, const AdjacencyOptions &options)
{
    if (!document.art())
        return {};
    return AdjacencyFinder::find(shapes(document.map(), *document.art()), options);
}

void AdjacencyRun::apply(MapDocument *document, const std::vector<AdjacencyStep> &steps,
                         const std::vector<AreaContact> &cornersToLink)
{
    const int count = static_cast<int>(steps.size() + cornersToLink.size());
    if (count == 0)
        return;
    QUndoStack *stack = document->undoStack();
    document->history().beginMacro(
        count == 1
            ? oneChangeText(document, steps, cornersToLink)
            : UndoText("AdjacencyRun",
                       QT_TRANSLATE_N_NOOP("AdjacencyRun", "Apply %n adjacency change(s)"), count));
    for (const AdjacencyStep &step : steps) {
        switch (step.action) {
        case AdjacencyStep::Action::Add:
            if (document->linkIndex(step.pair) < 0)
                stack->push(new AddLink(document, {step.pair.a, step.pair.b, step.kind, false}));
            break;
        case AdjacencyStep::Action::ChangeKind:
            if (document->linkIndex(step.pair) >= 0)
                stack->push(new ChangeLink(document, {step.pair.a, step.pair.b, step.kind, false}));
            break;
        case AdjacencyStep::Action::Remove:
            stack->push(new RemoveLink(document, step.pair));
            break;
        }
    }
    QSet<LinkPair> rejected = document->rejectedLinks();
    for (const AreaContact &corner : cornersToLink) {
        const LinkPair pair(corner.a, corner.b);
        rejected.remove(pair);
        if (document->linkIndex(pair) < 0) {
            // What the proposal said it would make (the s52 walk accepted one and got a
            // shared coast it never asked for).
            stack->push(new AddLink(
                document,
                {pair.a, pair.b, EditActions::cornerLinkKind(document, pair.a, pair.b), true}));
        }
    }
    // Accepting a rejected proposal is the designer asking again: it is no longer rejected.
    for (const AdjacencyStep &step : steps) {
        if (step.action == AdjacencyStep::Action::Add)
            rejected.remove(step.pair);
    }
    if (rejected != document->rejectedLinks())
        stack->push(new SetRejectedLinks(document, rejected));
    document->history().endMacro();
}

} // namespace vinci
