// The editor's document side without a widget: import a drawing, find its links off the GUI
// thread, accept, reject, validate and save, as the docks would ask. The program runs on a
// QGuiApplication, so that creating any QWidget would abort it.
#include "document/adjacencyproposals.h"
#include "document/adjacencyrun.h"
#include "document/editactions.h"
#include "document/mapdocument.h"
#include "document/mapvalidation.h"
#include "mapart.h"
#include "svg/svgimporter.h"
#include "testfiles.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QGuiApplication>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace vinci;
using namespace Qt::StringLiterals;

namespace {

using Status = AdjacencyProposals::Status;
using State = AdjacencyProposal::State;

/** tests/data/editor/drawing.svg imported as a new map: seven areas, no link yet. */
std::unique_ptr<MapDocument> importedDrawing()
{
    const auto imported = SvgImporter::import(testing::testData(u"editor/drawing.svg"_s),
                                              u"drawing.svg"_s, u"test-lands"_s);
    if (!imported)
        qFatal("import failed");
    return std::make_unique<MapDocument>(imported->map, imported->svg);
}

/** The largest shipped map, as the editor opens it. */
std::unique_ptr<MapDocument> europe()
{
    QString error;
    auto document = MapDocument::open(QStringLiteral(VINCI_SOURCE_DIR "/maps/europe"), &error);
    if (!document)
        qFatal("%s", qPrintable(error));
    return document;
}

/** Waits for the search under way to end (the watcher's signal, through the event loop). */
bool searchEnds(AdjacencyProposals &proposals)
{
    return QTest::qWaitFor([&] { return !proposals.isRunning(); }, 120000);
}

std::vector<std::size_t> indicesOf(const AdjacencyProposals &proposals, const LinkPair &pair)
{
    std::vector<std::size_t> found;
    for (std::size_t i = 0; i < proposals.proposals().size(); ++i) {
        if (proposals.proposals()[i].pair == pair)
            found.push_back(i);
    }
    return found;
}

const AdjacencyProposal *proposalFor(const AdjacencyProposals &proposals, const LinkPair &pair)
{
    const auto found = indicesOf(proposals, pair);
    return found.size() == 1 ? &proposals.proposals()[found.front()] : nullptr;
}

} // namespace

class TestAdjacencyProposals : public QObject
{
    Q_OBJECT

private slots:
    void importFindAcceptValidateAndSave()
    {
        auto document = importedDrawing();
        auto *validation = new MapValidation(document.get());
        // No link: every province is isolated.
        QVERIFY(validation->errorCount() > 0);
        auto *proposals = new AdjacencyProposals(document.get());
        QSignalSpy changed(proposals, &AdjacencyProposals::proposalsChanged);
        proposals->find();
        QVERIFY(proposals->isRunning());
        QVERIFY(searchEnds(*proposals));
        QCOMPARE(proposals->status(), Status::Ready);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(proposals->plan().corners.size(), std::size_t(2));
        // The steps are ticked, the corner touches are for the designer to tick.
        for (const AdjacencyProposal &proposal : proposals->proposals())
            QCOMPARE(proposal.ticked, proposal.state == State::New);

        const int undoBefore = document->undoStack()->count();
        QVERIFY(proposals->acceptTicked());
        QCOMPARE(document->undoStack()->count(), undoBefore + 1);
        QCOMPARE(document->map().links.size(), std::size_t(11));
        QCOMPARE(proposals->plan().confirmed, 11);
        QCOMPARE(proposals->proposals().size(), std::size_t(2)); // the two corners, unticked
        QVERIFY(!proposals->acceptTicked());
        // Validation follows the edit on its own, a moment later.
        QTRY_COMPARE(validation->errorCount(), 0);

        QTemporaryDir dir;
        const QString folder = dir.filePath(u"test-lands"_s);
        QString error;
        QVERIFY2(document->save(folder, &error), qPrintable(error));
        const auto reopened = MapDocument::open(folder, &error);
        QVERIFY2(reopened, qPrintable(error));
        QCOMPARE(reopened->map().links, document->map().links);
        QVERIFY(!hasErrors(MapValidation::validate(*reopened)));
    }

    void shippedMapsDrawCleanShapes_data()
    {
        QTest::addColumn<QString>("map");
        QTest::newRow("europe") << u"europe"_s;
        QTest::newRow("mediterranean") << u"mediterranean"_s;
    }

    void shippedMapsDrawCleanShapes()
    {
        // The s42 walk: the shipped Europe, Find links: a "Shapes (2)" group saying North Italy
        // and the Apennines are no clean polygons (a 0.03-unit sliver of their tracing); the
        // Mediterranean had four. A designer opening a shipped map sees no Shapes findings.
        QFETCH(QString, map);
        QString error;
        const auto document =
            MapDocument::open(QStringLiteral(VINCI_SOURCE_DIR "/maps/") + map, &error);
        QVERIFY2(document, qPrintable(error));
        const AdjacencyResult result =
            AdjacencyRun::find(*document, AdjacencyRun::defaultOptions(*document));
        QStringList problems;
        for (const ShapeProblem &problem : result.problems)
            problems << problem.id + u": "_s + problem.message;
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
    }

    void searchRunsWhileEventsAreProcessed_data()
    {
        QTest::addColumn<QString>("source");
        QTest::newRow("maps/europe") << u"maps/europe"_s;
        QTest::newRow("western-europe.svg") << u"tools/natural-earth-drawing/western-europe.svg"_s;
    }

    void searchRunsWhileEventsAreProcessed()
    {
        QFETCH(QString, source);
        const QString path = QStringLiteral(VINCI_SOURCE_DIR "/") + source;
        std::unique_ptr<MapDocument> document;
        if (path.endsWith(u".svg"_s)) {
            const auto imported =
                SvgImporter::import(testing::fileContents(path), path, u"imported"_s);
            QVERIFY(imported);
            document = std::make_unique<MapDocument>(imported->map, imported->svg);
        } else {
            QString error;
            document = MapDocument::open(path, &error);
            QVERIFY2(document, qPrintable(error));
        }
        auto *proposals = new AdjacencyProposals(document.get());
        // Before: the search ran on the GUI thread, which stood still that long.
        QElapsedTimer search;
        search.start();
        const AdjacencyResult before = AdjacencyRun::find(*document, proposals->options());
        const qint64 blockingMs = search.elapsed();

        QSignalSpy progress(proposals, &AdjacencyProposals::progressChanged);
        // The event loop turns while the search runs: a timer fires every 10 ms (a zero timer
        // would keep the GUI thread busy, taking a core from the search).
        int turnsWhileRunning = 0;
        qint64 longestGap = 0;
        QElapsedTimer sinceLastTurn;
        QTimer turn;
        turn.setInterval(10);
        connect(&turn, &QTimer::timeout, this, [&] {
            if (!proposals->isRunning())
                return;
            ++turnsWhileRunning;
            longestGap = std::max(longestGap, sinceLastTurn.restart());
        });
        search.start();
        sinceLastTurn.start();
        turn.start();
        // A plain event loop, as the window's: QTRY's waiting would sleep between turns.
        QEventLoop loop;
        proposals->find();
        connect(proposals, &AdjacencyProposals::statusChanged, &loop, &QEventLoop::quit);
        QTimer::singleShot(120000, &loop, &QEventLoop::quit);
        loop.exec();
        turn.stop();
        QCOMPARE(proposals->status(), Status::Ready);
        QVERIFY(turnsWhileRunning > 0);
        QVERIFY(!progress.isEmpty());
        const QList<QVariant> &last = progress.constLast();
        QVERIFY(last.at(0).toInt() <= last.at(1).toInt());
        // The same answer as on the GUI thread.
        QVERIFY(
            proposals->plan().steps ==
            AdjacencyPlan::make(document->map().links, before, document->rejectedLinks()).steps);
        qDebug("%d areas: on the GUI thread %lld ms; off it %lld ms, the event loop turning %d "
               "times meanwhile, its longest gap %lld ms",
               document->areaCount(), static_cast<long long>(blockingMs),
               static_cast<long long>(search.elapsed()), turnsWhileRunning,
               static_cast<long long>(longestGap));
    }

    void cancelLeavesTheDocumentUnchanged()
    {
        auto document = europe();
        const MapData before = document->map();
        auto *proposals = new AdjacencyProposals(document.get());
        proposals->find();
        proposals->cancel();
        QCOMPARE(proposals->status(), Status::Cancelled);
        QVERIFY(searchEnds(*proposals));
        // Whatever the search got to, nothing of it arrives.
        QTest::qWait(50);
        QCOMPARE(proposals->status(), Status::Cancelled);
        QVERIFY(proposals->proposals().empty());
        QVERIFY(!proposals->acceptTicked());
        QCOMPARE(document->map(), before);
        QCOMPARE(document->undoStack()->count(), 0);
    }

    void aShapeEditDuringTheSearchCancelsIt()
    {
        auto document = importedDrawing();
        auto *proposals = new AdjacencyProposals(document.get());
        proposals->find();
        // "Not an area": the areas and the art change under the search.
        QVERIFY(EditActions::removeAreas(document.get(), {*document->indexOf(u"norway"_s)}));
        QCOMPARE(proposals->status(), Status::ShapesChanged);
        QTest::qWait(100);
        QCOMPARE(proposals->status(), Status::ShapesChanged);
        QVERIFY(proposals->proposals().empty());
        // Found again, on the map as it is now.
        proposals->find();
        QVERIFY(searchEnds(*proposals));
        QCOMPARE(proposals->status(), Status::Ready);
        for (const AdjacencyProposal &proposal : proposals->proposals())
            QVERIFY(!proposal.pair.contains(u"norway"_s));
    }

    void aLinkEditDuringTheSearchIsTakenIntoAccount()
    {
        auto document = importedDrawing();
        auto *proposals = new AdjacencyProposals(document.get());
        proposals->find();
        // Linked by hand while the search runs: its answer is compared with the links as they
        // are when it arrives.
        QVERIFY(EditActions::addLink(document.get(), u"fra"_s, u"alps"_s));
        QVERIFY(searchEnds(*proposals));
        QCOMPARE(proposals->status(), Status::Ready);
        QVERIFY(!proposalFor(*proposals, LinkPair(u"fra"_s, u"alps"_s)));
        QCOMPARE(proposals->plan().confirmed, 1);
    }

    void anUnlinkedLinkStaysRejected()
    {
        auto document = importedDrawing();
        auto *proposals = new AdjacencyProposals(document.get());
        proposals->find();
        QVERIFY(searchEnds(*proposals));
        QVERIFY(proposals->acceptTicked());
        const LinkPair pair(u"fra"_s, u"alps"_s);
        QVERIFY(document->linkIndex(pair) >= 0);

        QVERIFY(EditActions::removeLinks(document.get(), {pair}));
        QVERIFY(document->rejectedLinks().contains(pair));
        const AdjacencyProposal *rejected = proposalFor(*proposals, pair);
        QVERIFY(rejected);
        QCOMPARE(rejected->state, State::Rejected);
        QVERIFY(!rejected->ticked);
        // Accepting what is ticked does not bring it back, nor does a new search.
        QVERIFY(!proposals->acceptTicked());
        proposals->find();
        QVERIFY(searchEnds(*proposals));
        QVERIFY(!proposals->acceptTicked());
        QVERIFY(document->linkIndex(pair) < 0);

        // Undoing the Unlink brings the link back and lifts the rejection.
        document->undoStack()->undo();
        QVERIFY(document->linkIndex(pair) >= 0);
        QVERIFY(document->rejectedLinks().isEmpty());
        QVERIFY(!proposalFor(*proposals, pair));
        document->undoStack()->redo();
        QVERIFY(document->rejectedLinks().contains(pair));

        // Forgetting the rejections proposes it again, ticked.
        QVERIFY(proposals->forgetRejections());
        QVERIFY(proposalFor(*proposals, pair));
        QCOMPARE(proposalFor(*proposals, pair)->state, State::New);
        QVERIFY(proposalFor(*proposals, pair)->ticked);
        QVERIFY(proposals->acceptTicked());
        QVERIFY(document->linkIndex(pair) >= 0);
    }

    void aRejectedProposalCanBeAskedForAgain()
    {
        auto document = importedDrawing();
        auto *proposals = new AdjacencyProposals(document.get());
        proposals->find();
        QVERIFY(searchEnds(*proposals));
        const LinkPair pair(u"fra"_s, u"alps"_s);
        // Only this proposal ticked, then rejected: one undo step.
        for (std::size_t i = 0; i < proposals->proposals().size(); ++i)
            proposals->setTicked(i, proposals->proposals()[i].pair == pair);
        QVERIFY(proposals->rejectTicked());
        QCOMPARE(document->undoStack()->count(), 1);
        QCOMPARE(proposalFor(*proposals, pair)->state, State::Rejected);
        QVERIFY(!proposalFor(*proposals, pair)->ticked);
        // The other proposals kept their ticks (unticked above).
        QVERIFY(!proposals->acceptTicked());
        // Ticked again and accepted: the designer asked for it, it is no longer rejected.
        proposals->setTicked(indicesOf(*proposals, pair).front(), true);
        QVERIFY(proposals->acceptTicked());
        QVERIFY(document->linkIndex(pair) >= 0);
        QVERIFY(!document->rejectedLinks().contains(pair));
        // Both undo: the link goes, then the rejection.
        document->undoStack()->undo();
        QVERIFY(document->rejectedLinks().contains(pair));
        document->undoStack()->undo();
        QVERIFY(document->rejectedLinks().isEmpty());
        QCOMPARE(proposalFor(*proposals, pair)->state, State::New);
    }
};

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    TestAdjacencyProposals test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_adjacencyproposals.moc"
