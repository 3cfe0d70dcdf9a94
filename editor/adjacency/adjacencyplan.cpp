#include "adjacencyplan.h"

#include <QHash>

#include <algorithm>

namespace vinci {

AdjacencyPlan AdjacencyPlan::make(const std::vector<LinkData> &links, const AdjacencyResult &result,
                                  const QSet<LinkPair> &rejected)
{
    AdjacencyPlan plan;
    plan.overlaps = result.overlaps;
    plan.problems = result.problems;

    QHash<LinkPair, const LinkData *> existing;
    for (const LinkData &link : links)
        existing.insert(LinkPair::of(link), &link);

    QSet<LinkPair> found;
    for (const ProposedLink &proposal : result.links) {
        const LinkPair pair(proposal.a, proposal.b);
        found.insert(pair);
        const LinkData *link = existing.value(pair);
        if (!link) {
            (rejected.contains(pair) ? plan.rejectedSteps : plan.steps)
                .push_back({AdjacencyStep::Action::Add, pair, proposal.kind, proposal.measure});
        } else if (link->kind == proposal.kind) {
            ++plan.confirmed;
        } else if (link->manual) {
            plan.keptManual.push_back(pair);
        } else {
            plan.steps.push_back(
                {AdjacencyStep::Action::ChangeKind, pair, proposal.kind, proposal.measure});
        }
    }
    for (const AreaContact &corner : result.corners) {
        const LinkPair pair(corner.a, corner.b);
        const LinkData *link = existing.value(pair);
        if (!link)
            (rejected.contains(pair) ? plan.rejectedCorners : plan.corners).push_back(corner);
        // A corner linked by hand is the designer's decision; an automatic link there is one
        // the shapes no longer confirm (the minimum border raised): proposed for removal below.
        else if (link->manual)
            found.insert(pair);
    }

    QSet<QString> unusable;
    for (const ShapeProblem &problem : result.problems)
        unusable.insert(problem.id);
    for (const LinkData &link : links) {
        const LinkPair pair = LinkPair::of(link);
        if (found.contains(pair) || unusable.contains(pair.a) || unusable.contains(pair.b))
            continue;
        if (link.manual)
            continue;
        plan.steps.push_back({AdjacencyStep::Action::Remove, pair, link.kind, 0});
    }
    std::stable_sort(plan.steps.begin(), plan.steps.end(),
                     [](const AdjacencyStep &x, const AdjacencyStep &y) {
                         return std::tie(x.action, x.pair) < std::tie(y.action, y.pair);
                     });
    std::sort(plan.keptManual.begin(), plan.keptManual.end());
    return plan;
}

std::vector<LinkData> AdjacencyPlan::applied(const std::vector<LinkData> &links,
                                             const std::vector<AdjacencyStep> &steps)
{
    std::vector<LinkData> result = links;
    for (const AdjacencyStep &step : steps) {
        auto same = [&](const LinkData &link) { return LinkPair::of(link) == step.pair; };
        switch (step.action) {
        case AdjacencyStep::Action::Add:
            if (std::none_of(result.begin(), result.end(), same))
                result.push_back({step.pair.a, step.pair.b, step.kind, false});
            break;
        case AdjacencyStep::Action::ChangeKind:
            for (LinkData &link : result) {
                if (same(link) && !link.manual)
                    link.kind = step.kind;
            }
            break;
        case AdjacencyStep::Action::Remove:
            std::erase_if(result, [&](const LinkData &link) { return same(link) && !link.manual; });
            break;
        }
    }
    return result;
}

} // namespace vinci
