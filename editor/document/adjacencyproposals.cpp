#include "adjacencyproposals.h"

#include "adjacencyrun.h"
#include "editactions.h"
#include "historytexts.h"
#include "linkcommands.h"
#include "mapart.h"
#include "mapdocument.h"

#include <QHash>
#include <QPromise>
#include <QUndoStack>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <tuple>

namespace vinci {

namespace {

using State = AdjacencyProposal::State;

/** Runs on a pool thread: only its own copies of the shapes, never the document. */
void search(QPromise<AdjacencyResult> &promise, const std::vector<AdjacencyShape> &shapes,
            const AdjacencyOptions &options)
{
    int range = -1;
    std::optional<AdjacencyResult> result =
        AdjacencyFinder::find(shapes, options, [&](int done, int total) {
            if (total != range) {
                range = total;
                promise.setProgressRange(0, total);
            }
            promise.setProgressValue(done); // QFutureInterface sends at most ~25 a second
            return !promise.isCanceled();
        });
    if (result && !promise.isCanceled())
        promise.addResult(std::move(*result));
}

/**
 * A copy of `path` that shares nothing with it. Copies of a QPainterPath share their data,
 * bounds cache included, which contains() fills in: the canvas and the search would write it
 * from two threads.
 */
QPainterPath unshared(const QPainterPath &path)
{
    QPainterPath copy;
    copy.setFillRule(path.fillRule());
    copy.addPath(path);
    return copy;
}

AdjacencyProposal fromStep(State state, const AdjacencyStep &step)
{
    // A step the geometry proposes is ticked; its removal or change of kind too, since only
    // automatic links (never the designer's own) get those.
    return {state, step.pair, step.kind, step.measure, false, state != State::Rejected};
}

/** A corner touch, proposed as the link accepting it makes (AdjacencyRun::apply()). */
AdjacencyProposal fromCorner(const MapDocument *document, State state, const AreaContact &contact)
{
    return {state,
            LinkPair(contact.a, contact.b),
            EditActions::cornerLinkKind(document, contact.a, contact.b),
            contact.measure,
            true,
            false};
}

} // namespace

AdjacencyProposals::AdjacencyProposals(MapDocument *document)
    : QObject(document)
    , m_document(document)
    , m_options(defaultOptions(*document))
{
    connect(document, &MapDocument::changed, this, &AdjacencyProposals::documentChanged);
    connect(document, &MapDocument::rejectedLinksChanged, this, &AdjacencyProposals::replan);
    connect(&m_watcher, &QFutureWatcher<AdjacencyResult>::progressValueChanged, this,
            [this](int done) { emit progressChanged(done, m_watcher.progressMaximum()); });
    connect(&m_watcher, &QFutureWatcher<AdjacencyResult>::finished, this,
            &AdjacencyProposals::searchFinished);
}

AdjacencyProposals::~AdjacencyProposals()
{
    // The search owns copies of what it reads, but it should not outlive its document.
    m_watcher.cancel();
    m_watcher.waitForFinished();
}

AdjacencyOptions AdjacencyProposals::defaultOptions(const MapDocument &document)
{
    return AdjacencyRun::defaultOptions(document);
}

AdjacencyProposals::ShapeKey AdjacencyProposals::currentShapes() const
{
    ShapeKey key{m_document->art(), {}};
    for (const AreaData &area : m_document->map().areas)
        key.areas.emplace_back(area.id, area.kind);
    return key;
}

std::optional<QHash<QString, QString>>
AdjacencyProposals::renamedSince(const ShapeKey &before) const
{
    const ShapeKey now = currentShapes();
    if (!before.art || !now.art || before.areas.size() != now.areas.size() ||
        before.art->documentRect() != now.art->documentRect() ||
        before.art->outlines().count() != now.art->outlines().count())
        return std::nullopt;
    QHash<QString, QString> renamed;
    for (std::size_t i = 0; i < now.areas.size(); ++i) {
        const auto index = static_cast<AreaIndex>(i);
        if (before.areas[i].second != now.areas[i].second ||
            (index < now.art->outlines().count() &&
             before.art->outlines().outline(index) != now.art->outlines().outline(index)))
            return std::nullopt;
        if (before.areas[i].first != now.areas[i].first)
            renamed.insert(before.areas[i].first, now.areas[i].first);
    }
    return renamed;
}

void AdjacencyProposals::followRenames(const QHash<QString, QString> &renamed)
{
    const auto id = [&](const QString &old) { return renamed.value(old, old); };
    // Each pair stays in the finder's order, a < b (sorted again below).
    const auto follow = [&](auto &found) {
        const LinkPair pair(id(found.a), id(found.b));
        found.a = pair.a;
        found.b = pair.b;
    };
    const auto byPair = [](const auto &x, const auto &y) {
        return std::tie(x.a, x.b) < std::tie(y.a, y.b);
    };
    for (ProposedLink &link : m_result->links)
        follow(link);
    for (std::vector<AreaContact> *contacts : {&m_result->corners, &m_result->overlaps}) {
        for (AreaContact &contact : *contacts)
            follow(contact);
        std::sort(contacts->begin(), contacts->end(), byPair);
    }
    std::sort(m_result->links.begin(), m_result->links.end(), byPair);
    for (ShapeProblem &problem : m_result->problems)
        problem.id = id(problem.id);
    // The ticks too: replan() keeps them by pair.
    for (AdjacencyProposal &proposal : m_proposals)
        proposal.pair = LinkPair(id(proposal.pair.a), id(proposal.pair.b));
    replan();
}

void AdjacencyProposals::find()
{
    if (!m_document->art())
        return;
    if (isRunning())
        m_watcher.cancel();
    m_searchedShapes = currentShapes();
    // The snapshot, taken here on the GUI thread: the search reads nothing else (the ids'
    // QStrings are shared but never written).
    std::vector<AdjacencyShape> shapes =
        AdjacencyRun::shapes(m_document->map(), *m_document->art());
    for (AdjacencyShape &shape : shapes)
        shape.outline = unshared(shape.outline);
    m_searchTimer.start();
    setStatus(Status::Running);
    emit progressChanged(0, 0);
    m_watcher.setFuture(QtConcurrent::run(search, std::move(shapes), m_options));
}

void AdjacencyProposals::cancel()
{
    if (!isRunning())
        return;
    m_watcher.cancel();
    setStatus(Status::Cancelled);
}

void AdjacencyProposals::waitForFinished()
{
    m_watcher.waitForFinished();
    searchFinished();
}

void AdjacencyProposals::searchFinished()
{
    // Called by the watcher and by waitForFinished(): whichever comes second finds nothing to do.
    // A cancelled search reports a finish too, after cancel() or shapesChanged() said why.
    if (!isRunning())
        return;
    const QFuture<AdjacencyResult> future = m_watcher.future();
    if (future.isCanceled() || future.resultCount() == 0) {
        setStatus(Status::Cancelled);
        return;
    }
    if (currentShapes() != m_searchedShapes) {
        shapesChanged();
        return;
    }
    m_lastSearchMs = m_searchTimer.elapsed();
    m_result = future.result();
    setStatus(Status::Ready);
    replan();
}

void AdjacencyProposals::documentChanged(const MapChange &change)
{
    switch (change.what) {
    case MapChange::What::Links:
        replan();
        break;
    case MapChange::What::Areas:
        // Names and flags do not matter to the shapes; an id or a kind does.
        if ((isRunning() || m_result) && currentShapes() != m_searchedShapes)
            shapesChanged();
        break;
    case MapChange::What::Everything:
        if (!isRunning() && !m_result)
            break;
        // An id changed in the inspector (or its undo) rewrites the files, not the shapes: the
        // findings follow the new id (the s52 walk lost them to "shapes changed").
        if (const auto renamed = renamedSince(m_searchedShapes)) {
            if (isRunning()) {
                find(); // its answer would name the old ids: asked again, as it is now
            } else {
                m_searchedShapes = currentShapes();
                followRenames(*renamed);
            }
            break;
        }
        shapesChanged();
        break;
    case MapChange::What::Tables:
    case MapChange::What::MapInfo:
        break;
    }
}

void AdjacencyProposals::shapesChanged()
{
    if (isRunning())
        m_watcher.cancel();
    m_result.reset();
    setStatus(Status::ShapesChanged);
    replan();
}

void AdjacencyProposals::setStatus(Status status)
{
    if (status == m_status)
        return;
    m_status = status;
    emit statusChanged(status);
}

void AdjacencyProposals::replan()
{
    // Ticks survive a replan for the pairs that keep their state; new lines get the default.
    QHash<LinkPair, std::pair<State, bool>> ticks;
    for (const AdjacencyProposal &proposal : m_proposals)
        ticks.insert(proposal.pair, {proposal.state, proposal.ticked});
    m_plan = m_result ? AdjacencyPlan::make(m_document->map().links, *m_result,
                                            m_document->rejectedLinks())
                      : AdjacencyPlan{};
    m_proposals.clear();
    for (const AdjacencyStep &step : m_plan.steps) {
        const State state = step.action == AdjacencyStep::Action::Add ? State::New
                            : step.action == AdjacencyStep::Action::ChangeKind
                                ? State::ChangeKind
                                : State::NoLongerFound;
        m_proposals.push_back(fromStep(state, step));
    }
    for (const AreaContact &corner : m_plan.corners)
        m_proposals.push_back(fromCorner(m_document, State::Corner, corner));
    for (const AdjacencyStep &step : m_plan.rejectedSteps)
        m_proposals.push_back(fromStep(State::Rejected, step));
    for (const AreaContact &corner : m_plan.rejectedCorners)
        m_proposals.push_back(fromCorner(m_document, State::Rejected, corner));
    for (AdjacencyProposal &proposal : m_proposals) {
        const auto before = ticks.constFind(proposal.pair);
        if (before != ticks.cend() && before->first == proposal.state)
            proposal.ticked = before->second;
    }
    emit proposalsChanged();
}

void AdjacencyProposals::setTicked(std::size_t index, bool ticked)
{
    if (index >= m_proposals.size() || m_proposals[index].ticked == ticked)
        return;
    m_proposals[index].ticked = ticked;
    emit tickChanged(index);
}

std::vector<LinkData> AdjacencyProposals::proposedLinks() const
{
    std::vector<LinkData> links;
    for (const AdjacencyProposal &proposal : m_proposals) {
        if (proposal.state == State::New)
            links.push_back({proposal.pair.a, proposal.pair.b, proposal.kind, false});
    }
    return links;
}

bool AdjacencyProposals::acceptTicked()
{
    std::vector<AdjacencyStep> steps;
    std::vector<AreaContact> corners;
    for (const AdjacencyProposal &proposal : m_proposals) {
        if (!proposal.ticked)
            continue;
        if (proposal.corner) {
            corners.push_back({proposal.pair.a, proposal.pair.b, proposal.measure});
            continue;
        }
        const auto action = proposal.state == State::ChangeKind ? AdjacencyStep::Action::ChangeKind
                            : proposal.state == State::NoLongerFound ? AdjacencyStep::Action::Remove
                                                                     : AdjacencyStep::Action::Add;
        steps.push_back({action, proposal.pair, proposal.kind, proposal.measure});
    }
    if (steps.empty() && corners.empty())
        return false;
    AdjacencyRun::apply(m_document, steps, corners);
    return true;
}

bool AdjacencyProposals::rejectTicked()
{
    QSet<LinkPair> rejected = m_document->rejectedLinks();
    std::vector<LinkPair> keep;
    for (const AdjacencyProposal &proposal : m_proposals) {
        if (!proposal.ticked || proposal.state == State::Rejected)
            continue;
        if (proposal.state == State::New || proposal.state == State::Corner)
            rejected.insert(proposal.pair);
        else
            keep.push_back(proposal.pair);
    }
    const int count = static_cast<int>(rejected.size() - m_document->rejectedLinks().size() +
                                       static_cast<qsizetype>(keep.size()));
    if (count == 0)
        return false;
    QUndoStack *stack = m_document->undoStack();
    // One proposal rejected says which (the History named no area: the s44 walk).
    const LinkPair one =
        keep.empty() ? *(rejected - m_document->rejectedLinks()).cbegin() : keep.front();
    m_document->history().beginMacro(
        count == 1
            ? UndoText("vinci::AdjacencyProposals",
                       QT_TRANSLATE_NOOP("vinci::AdjacencyProposals", "Reject linking %1 and %2"))
                  .areaArg(m_document, one.a)
                  .areaArg(m_document, one.b)
            : UndoText("vinci::AdjacencyProposals",
                       QT_TRANSLATE_N_NOOP("vinci::AdjacencyProposals", "Reject %n proposal(s)"),
                       count));
    if (rejected != m_document->rejectedLinks())
        stack->push(new SetRejectedLinks(m_document, rejected));
    for (const LinkPair &pair : keep)
        EditActions::setLinkManual(m_document, pair, true);
    m_document->history().endMacro();
    return true;
}

bool AdjacencyProposals::forgetRejections()
{
    if (m_document->rejectedLinks().isEmpty())
        return false;
    m_document->undoStack()->push(new SetRejectedLinks(m_document, {}));
    return true;
}

} // namespace vinci
