#include "adjacencydock.h"

#include "canvas/linkitem.h"
#include "document/adjacencyproposals.h"
#include "document/linkcommands.h"
#include "document/mapdocument.h"
#include "wrappingdelegate.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QStyle>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>

#include <algorithm>
#include <array>

namespace vinci {

using namespace Qt::StringLiterals;
using State = AdjacencyProposal::State;

namespace {

enum ItemRole
{
    ProposalRole = Qt::UserRole, ///< index into AdjacencyProposals::proposals(), or -1
    IdsRole,                     ///< the areas to select
};

QTreeWidgetItem *group(QTreeWidget *tree, const QString &title, int count)
{
    auto *item = new QTreeWidgetItem(tree, {u"%1 (%2)"_s.arg(title).arg(count)});
    QFont bold = item->font(0);
    bold.setBold(true);
    item->setFont(0, bold);
    item->setFlags(Qt::ItemIsEnabled);
    item->setFirstColumnSpanned(true);
    item->setExpanded(true);
    return item;
}

/**
 * A line of the list: the areas by name, as the rest of the editor shows them, then what is
 * proposed or found; the tooltip adds their ids, as map.json and the Issues name them.
 */
QTreeWidgetItem *entry(QTreeWidgetItem *parent, const MapDocument &document, const LinkPair &pair,
                       const QString &text)
{
    const QString names = document.linkName(pair);
    auto *item = new QTreeWidgetItem(parent, {names, text});
    item->setToolTip(0, u"%1 (%2 – %3): %4"_s.arg(names, pair.a, pair.b, text));
    item->setToolTip(1, text);
    item->setData(0, IdsRole, QStringList{pair.a, pair.b});
    item->setData(0, ProposalRole, -1);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return item;
}

QString describe(const AdjacencyProposal &proposal)
{
    // A corner says what accepting it makes, as the other lines do (the s52 walk accepted
    // one and got a shared coast, said nowhere).
    if (proposal.corner) {
        return AdjacencyDock::tr("meet in a corner: check to link them (%1)")
            .arg(linkKindName(proposal.kind));
    }
    if (proposal.state == State::NoLongerFound)
        return AdjacencyDock::tr("remove the %1").arg(linkKindName(proposal.kind));
    if (proposal.kind == LinkKind::Coast) {
        // Short: the list shares its width with the areas (the walk at 1024x768). In the
        // drawing's units, as the settings above name them (the walk read "27 of water").
        return AdjacencyDock::tr("%1 across %n unit(s) of water", nullptr, qRound(proposal.measure))
            .arg(linkKindName(proposal.kind));
    }
    return AdjacencyDock::tr("%1, %n unit(s) long", nullptr, qRound(proposal.measure))
        .arg(linkKindName(proposal.kind));
}

QDoubleSpinBox *distanceBox(QWidget *parent)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setRange(0, 10000);
    box->setDecimals(1);
    box->setSingleStep(0.5);
    return box;
}

} // namespace

AdjacencyDock::AdjacencyDock(QWidget *parent)
    : QDockWidget(parent)
    , m_tolerance(distanceBox(this))
    , m_minimumBorder(distanceBox(this))
    , m_coastGap(distanceBox(this))
    , m_find(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(this))
    , m_summary(new QLabel(this))
    , m_tree(new QTreeWidget(this))
    , m_apply(new QPushButton(this))
    , m_reject(new QPushButton(this))
    , m_forget(new QPushButton(this))
{
    setObjectName(u"adjacency"_s);
    m_texts.add(QT_TR_NOOP("Automatic adjacency"),
                [this](const QString &text) { setWindowTitle(text); });
    m_texts.toolTip(m_tolerance, QT_TR_NOOP("Gaps and overlaps up to this wide, in SVG units, "
                                            "still count as a shared border (hand-drawn maps)."));
    m_texts.toolTip(m_minimumBorder,
                    QT_TR_NOOP("A contact shorter than this is a corner-only touch, listed for "
                               "you to decide. Auto: three times the tolerance."));
    m_texts.toolTip(m_coastGap, QT_TR_NOOP("Provinces facing each other across at most this "
                                           "much water get a shared-coast proposal."));
    m_texts.text(m_find, QT_TR_NOOP("Find links"));
    m_texts.text(m_apply, QT_TR_NOOP("Accept checked"));
    m_texts.text(m_reject, QT_TR_NOOP("Reject checked"));
    m_texts.text(m_cancel, QT_TR_NOOP("Cancel"));
    m_texts.toolTip(m_cancel, QT_TR_NOOP("Stop the search; the map stays as it is."));
    m_texts.text(m_forget, QT_TR_NOOP("Forget rejections"));
    m_texts.toolTip(m_forget, QT_TR_NOOP("Propose again the links you removed or rejected."));
    m_texts.add(QT_TR_NOOP("auto"),
                [this](const QString &text) { m_minimumBorder->setSpecialValueText(text); });
    m_texts.add(QT_TR_NOOP("Finding links… %p%"),
                [this](const QString &text) { m_progress->setFormat(text); });
    m_progress->setVisible(false);
    m_cancel->setVisible(false);
    m_summary->setWordWrap(true);
    m_tree->setColumnCount(2);
    m_texts.follow([this] { m_tree->setHeaderLabels({tr("Areas"), tr("Proposal")}); });
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    // The areas as wide as their longest line, the proposal in the room left, wrapped onto
    // more lines rather than cut ("land bor…" on the second walk, in every language): the
    // proposal is what the designer decides on. Only a dock too narrow for the areas scrolls
    // sideways.
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    // ...as long as the proposals keep two lines' room (holdAreasColumn()): at 1024x768
    // "Albania – North Macedonia" left them a third of the list, wrapped to three or four
    // lines. Longer names wrap.
    m_tree->viewport()->installEventFilter(this);
    m_tree->setIndentation(m_tree->indentation() / 2);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_tree->header()->setStretchLastSection(true);
    m_tree->header()->setMinimumSectionSize(fontMetrics().averageCharWidth() * 8);
    m_tree->setWordWrap(true);
    m_tree->setTextElideMode(Qt::ElideNone);
    m_tree->setUniformRowHeights(false);
    new WrappingDelegate(m_tree);

    auto *content = new QWidget(this);
    auto *form = new QFormLayout;
    const std::pair<QWidget *, const char *> rows[] = {
        {m_tolerance, QT_TR_NOOP("Tolerance")},
        {m_minimumBorder, QT_TR_NOOP("Minimum border")},
        {m_coastGap, QT_TR_NOOP("Coast across water")}};
    for (const auto &[field, label] : rows) {
        auto *name = new QLabel(this);
        m_texts.text(name, label);
        form->addRow(name, field);
    }
    auto *running = new QHBoxLayout;
    running->addWidget(m_progress, 1);
    running->addWidget(m_cancel);
    // Two rows, not three buttons abreast: the dock's minimum width is its widest row, and a
    // row of three German labels was wider than the dock, which the window then widened on a
    // switch to German and never narrowed again (QMainWindow keeps a dock's size).
    auto *buttons = new QVBoxLayout;
    auto *decide = new QHBoxLayout;
    decide->addWidget(m_reject);
    decide->addStretch();
    decide->addWidget(m_apply);
    auto *again = new QHBoxLayout;
    again->addWidget(m_forget);
    again->addStretch();
    buttons->addLayout(decide);
    buttons->addLayout(again);
    auto *layout = new QVBoxLayout(content);
    layout->addLayout(form);
    layout->addWidget(m_find);
    layout->addLayout(running);
    layout->addWidget(m_summary);
    layout->addWidget(m_tree, 1);
    layout->addLayout(buttons);
    setWidget(content);

    for (QDoubleSpinBox *box : {m_tolerance, m_minimumBorder, m_coastGap})
        connect(box, &QDoubleSpinBox::valueChanged, this, &AdjacencyDock::writeOptions);
    connect(m_find, &QPushButton::clicked, this, [this] {
        if (m_proposals)
            m_proposals->find();
    });
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_proposals)
            m_proposals->cancel();
    });
    connect(m_apply, &QPushButton::clicked, this, [this] {
        if (m_proposals)
            m_proposals->acceptTicked();
    });
    connect(m_reject, &QPushButton::clicked, this, [this] {
        if (m_proposals)
            m_proposals->rejectTicked();
    });
    connect(m_forget, &QPushButton::clicked, this, [this] {
        if (m_proposals)
            m_proposals->forgetRejections();
    });
    connect(m_tree, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *item, int column) {
        const int index = item->data(0, ProposalRole).toInt();
        if (m_proposals && column == 0 && index >= 0) {
            m_proposals->setTicked(static_cast<std::size_t>(index),
                                   item->checkState(0) == Qt::Checked);
        }
    });
    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        const QStringList ids = item ? item->data(0, IdsRole).toStringList() : QStringList();
        if (m_proposals && !ids.isEmpty()) {
            m_proposals->document()->selectIds(ids);
            emit showAreasRequested(ids);
        }
    });
    showProposals();
}

void AdjacencyDock::setProposals(AdjacencyProposals *proposals)
{
    if (m_proposals)
        disconnect(m_proposals, nullptr, this, nullptr);
    m_proposals = proposals;
    if (proposals) {
        connect(proposals, &AdjacencyProposals::proposalsChanged, this,
                &AdjacencyDock::showProposals);
        connect(proposals, &AdjacencyProposals::tickChanged, this, &AdjacencyDock::showTick);
        connect(proposals, &AdjacencyProposals::statusChanged, this, &AdjacencyDock::showStatus);
        connect(proposals, &AdjacencyProposals::progressChanged, this, [this](int done, int total) {
            m_progress->setRange(0, total); // 0 of 0: busy, until the search counts its steps
            m_progress->setValue(done);
        });
        connect(proposals->document(), &MapDocument::rejectedLinksChanged, this,
                &AdjacencyDock::showStatus);
        // The lines name the areas: a renamed one is shown by its new name.
        connect(proposals->document(), &MapDocument::changed, this,
                [this](const MapChange &change) {
                    if (change.what == MapChange::What::Areas)
                        showProposals();
                });
    }
    showOptions();
    showProposals();
}

void AdjacencyDock::showOptions()
{
    const AdjacencyOptions options = m_proposals ? m_proposals->options() : AdjacencyOptions{};
    const QSignalBlocker blockTolerance(m_tolerance);
    const QSignalBlocker blockBorder(m_minimumBorder);
    const QSignalBlocker blockCoast(m_coastGap);
    m_tolerance->setValue(options.tolerance);
    m_minimumBorder->setValue(options.minimumBorder);
    m_coastGap->setValue(options.coastGap);
}

void AdjacencyDock::writeOptions()
{
    if (!m_proposals)
        return;
    AdjacencyOptions options;
    options.tolerance = m_tolerance->value();
    options.minimumBorder = m_minimumBorder->value();
    options.coastGap = m_coastGap->value();
    m_proposals->setOptions(options);
}

QString AdjacencyDock::summary() const
{
    if (!m_proposals || !m_proposals->document()->art())
        return {};
    const AdjacencyPlan &plan = m_proposals->plan();
    switch (m_proposals->status()) {
    case AdjacencyProposals::Status::NotRun:
        return tr("Find links proposes borders, coasts and sea links from the shapes. Links you "
                  "set by hand are never changed.");
    case AdjacencyProposals::Status::Running:
        return tr("Finding links from the shapes…");
    case AdjacencyProposals::Status::Cancelled:
        return tr("The search was cancelled; the map is as it was.");
    case AdjacencyProposals::Status::ShapesChanged:
        return tr("The map's shapes changed: find links again.");
    case AdjacencyProposals::Status::Ready:
        break;
    }
    const int rejected = static_cast<int>(plan.rejectedSteps.size() + plan.rejectedCorners.size());
    QString text =
        tr("%1; %2; %3.")
            .arg(tr("%n link(s) confirmed by the shapes", nullptr, plan.confirmed),
                 tr("%n proposed change(s)", nullptr, static_cast<int>(plan.steps.size())),
                 tr("%n corner touch(es) to decide", nullptr,
                    static_cast<int>(plan.corners.size())));
    if (rejected > 0)
        text += u' ' + tr("%n rejected, not proposed again.", nullptr, rejected);
    return text + u' ' + tr("(%1 ms)").arg(m_proposals->lastSearchMilliseconds());
}

void AdjacencyDock::showStatus()
{
    const bool running = m_proposals && m_proposals->isRunning();
    const bool ready = m_proposals && m_proposals->status() == AdjacencyProposals::Status::Ready;
    m_progress->setVisible(running);
    m_cancel->setVisible(running);
    m_find->setEnabled(!running);
    // Accept and Reject act on the ticked lines: with none (an empty list, all unticked) they
    // would do nothing (the s42 walk found them enabled over an empty list).
    const bool anyTicked =
        ready && std::ranges::any_of(m_proposals->proposals(),
                                     [](const AdjacencyProposal &line) { return line.ticked; });
    m_apply->setEnabled(anyTicked);
    m_reject->setEnabled(anyTicked);
    m_forget->setEnabled(m_proposals && !m_proposals->document()->rejectedLinks().isEmpty());
    m_summary->setText(summary());
}

void AdjacencyDock::showTick(std::size_t index)
{
    if (!m_proposals || index >= m_items.size())
        return;
    {
        const QSignalBlocker blocker(m_tree);
        m_items[index]->setCheckState(0, m_proposals->proposals()[index].ticked ? Qt::Checked
                                                                                : Qt::Unchecked);
    }
    showStatus(); // the last tick taken away, or the first given: Accept and Reject follow
}

void AdjacencyDock::showProposals()
{
    const QSignalBlocker blocker(m_tree);
    m_tree->clear();
    m_items.clear();
    showStatus();
    if (!m_proposals)
        return;
    const MapDocument &document = *m_proposals->document();
    const std::vector<AdjacencyProposal> &proposals = m_proposals->proposals();
    m_items.resize(proposals.size());
    struct Section
    {
        State state;
        QString title;
    };
    const std::array<Section, 5> sections{{{State::New, tr("New links")},
                                           {State::ChangeKind, tr("Change kind")},
                                           {State::NoLongerFound, tr("No longer found")},
                                           {State::Corner, tr("Corner-only touches: link them?")},
                                           {State::Rejected, tr("Rejected")}}};
    for (const Section &section : sections) {
        const auto count = std::count_if(proposals.begin(), proposals.end(),
                                         [&](const auto &p) { return p.state == section.state; });
        if (count == 0)
            continue;
        QTreeWidgetItem *parent = group(m_tree, section.title, static_cast<int>(count));
        if (section.state == State::Rejected) {
            parent->setToolTip(0, tr("You removed these links or turned them down: Find links "
                                     "does not propose them again. Check one and accept it to "
                                     "link them after all."));
        }
        for (std::size_t i = 0; i < proposals.size(); ++i) {
            const AdjacencyProposal &proposal = proposals[i];
            if (proposal.state != section.state)
                continue;
            QTreeWidgetItem *item = entry(parent, document, proposal.pair, describe(proposal));
            item->setIcon(1, LinkItem::kindIcon(proposal.kind));
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(0, proposal.ticked ? Qt::Checked : Qt::Unchecked);
            item->setData(0, ProposalRole, static_cast<int>(i));
            if (proposal.state == State::Rejected) {
                item->setToolTip(0, tr("%1 (%2 – %3): rejected. Check it and accept to link "
                                       "them after all.")
                                        .arg(item->text(0), proposal.pair.a, proposal.pair.b));
                // Under "Rejected" already: the proposal alone, greyed.
                item->setToolTip(1, tr("rejected: %1").arg(describe(proposal)));
                item->setForeground(1, palette().brush(QPalette::Disabled, QPalette::Text));
            }
            m_items[i] = item;
        }
    }
    const AdjacencyPlan &plan = m_proposals->plan();
    if (!plan.overlaps.empty()) {
        QTreeWidgetItem *parent =
            group(m_tree, tr("Overlaps"), static_cast<int>(plan.overlaps.size()));
        for (const AreaContact &overlap : plan.overlaps) {
            entry(
                parent, document, LinkPair(overlap.a, overlap.b),
                tr("drawn over each other (%n square unit(s))", nullptr, qRound(overlap.measure)));
        }
    }
    if (!plan.problems.empty()) {
        QTreeWidgetItem *parent =
            group(m_tree, tr("Shapes"), static_cast<int>(plan.problems.size()));
        for (const ShapeProblem &problem : plan.problems) {
            auto *item =
                new QTreeWidgetItem(parent, {document.areaName(problem.id), problem.message});
            item->setToolTip(0, problem.id);
            item->setToolTip(1, problem.message);
            item->setData(0, IdsRole, QStringList{problem.id});
            item->setData(0, ProposalRole, -1);
        }
    }
    if (!plan.keptManual.empty()) {
        QTreeWidgetItem *parent = group(m_tree, tr("Set by hand, kept as they are"),
                                        static_cast<int>(plan.keptManual.size()));
        for (const LinkPair &pair : plan.keptManual)
            entry(parent, document, pair, tr("set by hand"));
        parent->setExpanded(false);
    }
    holdAreasColumn();
}

bool AdjacencyDock::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_tree->viewport() && event->type() == QEvent::Resize)
        holdAreasColumn();
    return QDockWidget::eventFilter(watched, event);
}

void AdjacencyDock::holdAreasColumn()
{
    // The proposals keep the room their longest text needs on two lines (a little more than
    // half its width: words wrap whole), with the kind's icon; the names the rest, but never
    // less than their names whole on two lines, the break after the dash. (The Shapes' and
    // Overlaps' findings are sentences: held for them, the s42 walk's Areas column on Europe
    // was one letter wide.)
    const QFontMetrics metrics = m_tree->fontMetrics();
    const QString dash = u" – "_s;
    int longest = 0;
    int names = 0;
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it) {
        const QTreeWidgetItem *item = *it;
        if (!item->parent())
            continue;
        if (item->data(0, ProposalRole).toInt() >= 0)
            longest = std::max(longest, metrics.horizontalAdvance(item->text(1)));
        const QString text = item->text(0);
        const qsizetype at = text.indexOf(dash);
        const int widest =
            at < 0 ? metrics.horizontalAdvance(text)
                   : std::max(metrics.horizontalAdvance(text.left(at + dash.size() - 1)),
                              metrics.horizontalAdvance(text.mid(at + dash.size())));
        names = std::max(names, widest);
    }
    // Beside the text: the icon or check box, its spacing, the cell's margins (QCommonStyle's
    // layout) and the line's indentation under its group.
    const int margin = m_tree->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1;
    const int proposals = longest * 3 / 5 + m_tree->iconSize().width() + 10 * margin;
    const int areas = names + 2 * m_tree->indentation() +
                      m_tree->style()->pixelMetric(QStyle::PM_IndicatorWidth) + 6 * margin;
    QHeaderView *header = m_tree->header();
    header->setMaximumSectionSize(
        std::max({header->minimumSectionSize(), areas, m_tree->viewport()->width() - proposals}));
}

void AdjacencyDock::changeEvent(QEvent *event)
{
    // The summary and the list are made from the proposals, whose ticks the document side
    // keeps: made again in the new language.
    if (event->type() == QEvent::LanguageChange) {
        m_texts.retranslate();
        showProposals();
    }
    QDockWidget::changeEvent(event);
}

} // namespace vinci
