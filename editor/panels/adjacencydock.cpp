#include "adjacencydock.h"

#include "canvas/linkitem.h"
#include "document/adjacencyrun.h"
#include "document/editactions.h"
#include "document/linkcommands.h"
#include "document/mapdocument.h"
#include "mapart.h"

#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QUndoStack>
#include <QVBoxLayout>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

enum ItemRole
{
    StepRole = Qt::UserRole, ///< index into plan.steps, or -1
    CornerRole,              ///< index into plan.corners, or -1
    IdsRole,                 ///< the areas to select
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

/** A line of the list: the areas, then what is proposed or found. */
QTreeWidgetItem *entry(QTreeWidgetItem *parent, const QString &areas, const QString &text,
                       const QStringList &ids, bool checkable, bool checked)
{
    auto *item = new QTreeWidgetItem(parent, {areas, text});
    item->setToolTip(1, text);
    item->setData(0, IdsRole, ids);
    item->setData(0, StepRole, -1);
    item->setData(0, CornerRole, -1);
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (checkable) {
        flags |= Qt::ItemIsUserCheckable;
        item->setCheckState(0, checked ? Qt::Checked : Qt::Unchecked);
    }
    item->setFlags(flags);
    return item;
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
    , m_summary(new QLabel(this))
    , m_tree(new QTreeWidget(this))
    , m_apply(new QPushButton(this))
    , m_reject(new QPushButton(this))
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
    m_texts.add(QT_TR_NOOP("auto"),
                [this](const QString &text) { m_minimumBorder->setSpecialValueText(text); });
    m_summary->setWordWrap(true);
    m_tree->setColumnCount(2);
    m_texts.follow([this] { m_tree->setHeaderLabels({tr("Areas"), tr("Proposal")}); });
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->header()->setStretchLastSection(true);
    m_tree->setColumnWidth(0, 200);

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
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_reject);
    buttons->addStretch();
    buttons->addWidget(m_apply);
    auto *layout = new QVBoxLayout(content);
    layout->addLayout(form);
    layout->addWidget(m_find);
    layout->addWidget(m_summary);
    layout->addWidget(m_tree, 1);
    layout->addLayout(buttons);
    setWidget(content);

    connect(m_find, &QPushButton::clicked, this, &AdjacencyDock::findLinks);
    connect(m_apply, &QPushButton::clicked, this, &AdjacencyDock::applyChecked);
    connect(m_reject, &QPushButton::clicked, this, &AdjacencyDock::rejectChecked);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        const QStringList ids = item ? item->data(0, IdsRole).toStringList() : QStringList();
        if (m_document && !ids.isEmpty()) {
            m_document->selectIds(ids);
            emit showAreasRequested(ids);
        }
    });
    showPlan();
}

void AdjacencyDock::setDocument(MapDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_result.reset();
    m_rejected.clear();
    setDefaultOptions();
    if (document) {
        connect(document, &MapDocument::changed, this, [this](const MapChange &change) {
            if (change.what == MapChange::What::Links) {
                replan();
            } else if (change.what == MapChange::What::Everything) {
                // New outlines or areas: the last run no longer describes the map.
                if (m_result) {
                    m_result.reset();
                    replan();
                    m_summary->setText(tr("The map's shapes changed: find links again."));
                }
            }
        });
    }
    replan();
}

void AdjacencyDock::setDefaultOptions()
{
    const QRectF page =
        m_document && m_document->art() ? m_document->art()->documentRect() : QRectF();
    const AdjacencyOptions defaults = AdjacencyOptions::forMap(page);
    m_tolerance->setValue(defaults.tolerance);
    m_minimumBorder->setValue(0);
    m_coastGap->setValue(defaults.coastGap);
}

AdjacencyOptions AdjacencyDock::options() const
{
    AdjacencyOptions options;
    options.tolerance = m_tolerance->value();
    options.minimumBorder = m_minimumBorder->value();
    options.coastGap = m_coastGap->value();
    return options;
}

void AdjacencyDock::findLinks()
{
    if (!m_document || !m_document->art())
        return;
    QElapsedTimer timer;
    timer.start();
    m_result = AdjacencyRun::find(*m_document, options());
    const qint64 elapsed = timer.elapsed();
    replan();
    m_summary->setText(m_summary->text() + u' ' + tr("(%1 ms)").arg(elapsed));
}

void AdjacencyDock::replan()
{
    m_plan = m_result && m_document
                 ? AdjacencyPlan::make(m_document->map().links, *m_result, m_rejected)
                 : AdjacencyPlan{};
    showPlan();
}

void AdjacencyDock::showPlan()
{
    m_tree->clear();
    std::vector<LinkData> proposals;
    const bool ran = m_result.has_value();
    m_apply->setEnabled(ran);
    m_reject->setEnabled(ran);
    if (!ran) {
        m_summary->setText(m_document && m_document->art()
                               ? tr("Find links proposes borders, coasts and sea links from the "
                                    "shapes. Links you set by hand are never changed.")
                               : QString());
        emit proposalsChanged(proposals);
        return;
    }
    struct Section
    {
        AdjacencyStep::Action action;
        QString title;
    };
    const Section sections[] = {{AdjacencyStep::Action::Add, tr("New links")},
                                {AdjacencyStep::Action::ChangeKind, tr("Change kind")},
                                {AdjacencyStep::Action::Remove, tr("No longer found")}};
    for (const Section &section : sections) {
        std::vector<int> indices;
        for (std::size_t i = 0; i < m_plan.steps.size(); ++i) {
            if (m_plan.steps[i].action == section.action)
                indices.push_back(static_cast<int>(i));
        }
        if (indices.empty())
            continue;
        QTreeWidgetItem *parent = group(m_tree, section.title, static_cast<int>(indices.size()));
        for (int i : indices) {
            const AdjacencyStep &step = m_plan.steps[static_cast<std::size_t>(i)];
            const QString detail =
                step.action == AdjacencyStep::Action::Remove
                    ? tr("remove the %1").arg(linkKindName(step.kind))
                : step.kind == LinkKind::Coast
                    ? tr("%1 across %2 of water")
                          .arg(linkKindName(step.kind))
                          .arg(step.measure, 0, 'f', 0)
                    : tr("%1, %2 long").arg(linkKindName(step.kind)).arg(step.measure, 0, 'f', 0);
            QTreeWidgetItem *item = entry(parent, u"%1 – %2"_s.arg(step.pair.a, step.pair.b),
                                          detail, {step.pair.a, step.pair.b}, true, true);
            item->setIcon(1, LinkItem::kindIcon(step.kind));
            item->setToolTip(0, u"%1 – %2: %3"_s.arg(step.pair.a, step.pair.b, detail));
            item->setData(0, StepRole, i);
            if (step.action == AdjacencyStep::Action::Add)
                proposals.push_back({step.pair.a, step.pair.b, step.kind, false});
        }
    }
    if (!m_plan.corners.empty()) {
        QTreeWidgetItem *parent = group(m_tree, tr("Corner-only touches: link them?"),
                                        static_cast<int>(m_plan.corners.size()));
        for (std::size_t i = 0; i < m_plan.corners.size(); ++i) {
            const AreaContact &corner = m_plan.corners[i];
            QTreeWidgetItem *item = entry(parent, u"%1 – %2"_s.arg(corner.a, corner.b),
                                          tr("meet in a corner: check to link them"),
                                          {corner.a, corner.b}, true, false);
            item->setData(0, CornerRole, static_cast<int>(i));
        }
    }
    if (!m_plan.overlaps.empty()) {
        QTreeWidgetItem *parent =
            group(m_tree, tr("Overlaps"), static_cast<int>(m_plan.overlaps.size()));
        for (const AreaContact &overlap : m_plan.overlaps) {
            entry(parent, u"%1 – %2"_s.arg(overlap.a, overlap.b),
                  tr("drawn over each other (%n square unit(s))", nullptr, qRound(overlap.measure)),
                  {overlap.a, overlap.b}, false, false);
        }
    }
    if (!m_plan.problems.empty()) {
        QTreeWidgetItem *parent =
            group(m_tree, tr("Shapes"), static_cast<int>(m_plan.problems.size()));
        for (const ShapeProblem &problem : m_plan.problems)
            entry(parent, problem.id, problem.message, {problem.id}, false, false);
    }
    if (!m_plan.keptManual.empty()) {
        QTreeWidgetItem *parent = group(m_tree, tr("Set by hand, kept as they are"),
                                        static_cast<int>(m_plan.keptManual.size()));
        for (const LinkPair &pair : m_plan.keptManual)
            entry(parent, u"%1 – %2"_s.arg(pair.a, pair.b), tr("set by hand"), {pair.a, pair.b},
                  false, false);
        parent->setExpanded(false);
    }
    m_summary->setText(
        tr("%1; %2; %3.")
            .arg(tr("%n link(s) confirmed by the shapes", nullptr, m_plan.confirmed),
                 tr("%n proposed change(s)", nullptr, static_cast<int>(m_plan.steps.size())),
                 tr("%n corner touch(es) to decide", nullptr,
                    static_cast<int>(m_plan.corners.size()))));
    emit proposalsChanged(proposals);
}

void AdjacencyDock::applyChecked()
{
    if (!m_document)
        return;
    std::vector<AdjacencyStep> steps;
    std::vector<AreaContact> corners;
    for (QTreeWidgetItemIterator it(m_tree, QTreeWidgetItemIterator::Checked); *it; ++it) {
        const int step = (*it)->data(0, StepRole).toInt();
        const int corner = (*it)->data(0, CornerRole).toInt();
        if (step >= 0)
            steps.push_back(m_plan.steps[static_cast<std::size_t>(step)]);
        if (corner >= 0)
            corners.push_back(m_plan.corners[static_cast<std::size_t>(corner)]);
    }
    AdjacencyRun::apply(m_document, steps, corners);
}

void AdjacencyDock::rejectChecked()
{
    // A rejected new link or corner is not proposed again in this session; an automatic link
    // the designer keeps against the geometry becomes theirs (manual), so no run touches it.
    std::vector<LinkPair> keep;
    for (QTreeWidgetItemIterator it(m_tree, QTreeWidgetItemIterator::Checked); *it; ++it) {
        const int step = (*it)->data(0, StepRole).toInt();
        const int corner = (*it)->data(0, CornerRole).toInt();
        if (corner >= 0) {
            const AreaContact &contact = m_plan.corners[static_cast<std::size_t>(corner)];
            m_rejected.insert(LinkPair(contact.a, contact.b));
        }
        if (step < 0)
            continue;
        const AdjacencyStep &chosen = m_plan.steps[static_cast<std::size_t>(step)];
        if (chosen.action == AdjacencyStep::Action::Add)
            m_rejected.insert(chosen.pair);
        else
            keep.push_back(chosen.pair);
    }
    if (!keep.empty() && m_document) {
        m_document->undoStack()->beginMacro(
            tr("Keep %n link(s) as they are", nullptr, static_cast<int>(keep.size())));
        for (const LinkPair &pair : keep)
            EditActions::setLinkManual(m_document, pair, true);
        m_document->undoStack()->endMacro();
    }
    replan();
}

void AdjacencyDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_texts.retranslate();
        // The summary and the list are made from the plan: made again, the designer's ticks
        // kept (a line is known by its areas and its section).
        QSet<QStringList> unticked;
        for (QTreeWidgetItemIterator it(m_tree, QTreeWidgetItemIterator::NotChecked); *it; ++it) {
            if ((*it)->flags() & Qt::ItemIsUserCheckable)
                unticked.insert((*it)->data(0, IdsRole).toStringList()
                                << QString::number(m_tree->indexOfTopLevelItem((*it)->parent())));
        }
        showPlan();
        for (QTreeWidgetItemIterator it(m_tree, QTreeWidgetItemIterator::Checked); *it; ++it) {
            if (unticked.contains((*it)->data(0, IdsRole).toStringList()
                                  << QString::number(m_tree->indexOfTopLevelItem((*it)->parent()))))
                (*it)->setCheckState(0, Qt::Unchecked);
        }
    }
    QDockWidget::changeEvent(event);
}

} // namespace vinci
