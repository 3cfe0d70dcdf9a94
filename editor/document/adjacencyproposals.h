#pragma once

#include "adjacency/adjacencyfinder.h"
#include "adjacency/adjacencyplan.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QHash>
#include <QObject>

#include <memory>
#include <optional>
#include <vector>

namespace vinci {

class MapArt;
class MapDocument;
struct MapChange;

/** One line of the proposals: a pair, what the shapes suggest, whether it is ticked. */
struct AdjacencyProposal
{
    enum class State : quint8
    {
        New,           ///< not linked: add a link of `kind`
        ChangeKind,    ///< an automatic link of another kind: make it `kind`
        NoLongerFound, ///< an automatic link (of `kind`) the shapes no longer show: remove it
        Corner,        ///< a corner-only touch: link it by hand?
        Rejected,      ///< proposed, but the designer unlinked or rejected the pair
    };

    State state = State::New;
    LinkPair pair;
    LinkKind kind = LinkKind::Land; ///< what accepting it makes (a corner too)
    double measure = 0;             ///< border length or water width (AdjacencyStep::measure)
    bool corner = false; ///< a corner touch (Corner, or a rejected one): accepted as a hand link
    bool ticked = false;
};

/**
 * The automatic adjacency of one document, without widgets (the dock is a view of it): runs
 * the finder off the GUI thread on a snapshot of the outlines, holds its result compared with
 * the document's links as ticked proposals, and applies or rejects the ticked ones as one undo
 * step each.
 *
 * While a search runs, edits of the links do not matter (the result is compared with the
 * links when it arrives and whenever they change); edits of the shapes or of the areas' kinds
 * cancel it, since its answer would describe a map that no longer exists. An area renamed keeps
 * its findings, under its new id.
 *
 * Rejections live in the document (MapDocument::rejectedLinks, undoable, saved in map.json):
 * a pair the designer unlinked or rejected is listed as Rejected, unticked, in this session
 * and the next, until they tick and accept it or forget the rejections.
 */
class AdjacencyProposals : public QObject
{
    Q_OBJECT

public:
    enum class Status : quint8
    {
        NotRun,        ///< no search yet for these shapes
        Running,       ///< a search is under way (progressChanged)
        Ready,         ///< proposals() holds the last search's answer
        Cancelled,     ///< the designer stopped the search
        ShapesChanged, ///< the shapes changed since (or during) the search: find again
    };

    /** The proposals for `document`, a child of it. */
    explicit AdjacencyProposals(MapDocument *document);
    ~AdjacencyProposals() override;

    MapDocument *document() const { return m_document; }
    const AdjacencyOptions &options() const { return m_options; }
    void setOptions(const AdjacencyOptions &options) { m_options = options; }
    /** The finder's defaults for the document's drawing (AdjacencyRun::defaultOptions()). */
    static AdjacencyOptions defaultOptions(const MapDocument &document);

    /** Starts a search with the current options (stopping one under way). */
    void find();
    /** Stops the search under way; the document and the last proposals stay as they were. */
    void cancel();
    /** Blocks until the search under way ends and its answer is in (scripts, screenshots). */
    void waitForFinished();
    bool isRunning() const { return m_status == Status::Running; }
    Status status() const { return m_status; }
    /** How long the last completed search took. */
    qint64 lastSearchMilliseconds() const { return m_lastSearchMs; }

    const AdjacencyPlan &plan() const { return m_plan; }
    const std::vector<AdjacencyProposal> &proposals() const { return m_proposals; }
    void setTicked(std::size_t index, bool ticked);
    /** The links proposed for adding, for the canvas to draw dotted. */
    std::vector<LinkData> proposedLinks() const;

    /** Applies the ticked proposals in one undo step; false when none is ticked. */
    bool acceptTicked();
    /**
     * Turns the ticked proposals down in one undo step: new links and corners become rejected;
     * an automatic link the designer keeps against the shapes becomes theirs (set by hand).
     */
    bool rejectTicked();
    /** Lets every rejected pair be proposed again (one undo step); false when none is. */
    bool forgetRejections();

signals:
    /** The list changed: a search ended, the links or the rejections changed. */
    void proposalsChanged();
    void tickChanged(std::size_t index);
    void statusChanged(vinci::AdjacencyProposals::Status status);
    /** Search progress: `done` of `total` steps. */
    void progressChanged(int done, int total);

private:
    /** What a search's answer depends on besides the outlines: the areas' ids and kinds. */
    struct ShapeKey
    {
        std::shared_ptr<const MapArt> art;
        std::vector<std::pair<QString, AreaKind>> areas;
        bool operator==(const ShapeKey &) const = default;
    };

    ShapeKey currentShapes() const;
    /**
     * Old id to new for the areas renamed since `before`, when nothing else changed (the
     * same outlines, kinds and page); nothing when a shape did.
     */
    std::optional<QHash<QString, QString>> renamedSince(const ShapeKey &before) const;
    /** The last answer and the ticks follow renamed areas. */
    void followRenames(const QHash<QString, QString> &renamed);
    void documentChanged(const MapChange &change);
    void searchFinished();
    void shapesChanged();
    void setStatus(Status status);
    void replan();

    MapDocument *m_document;
    AdjacencyOptions m_options;
    Status m_status = Status::NotRun;
    QFutureWatcher<AdjacencyResult> m_watcher;
    QElapsedTimer m_searchTimer;
    qint64 m_lastSearchMs = 0;
    ShapeKey m_searchedShapes; ///< what the search under way (or the result) was run on
    std::optional<AdjacencyResult> m_result;
    AdjacencyPlan m_plan;
    std::vector<AdjacencyProposal> m_proposals;
};

} // namespace vinci
