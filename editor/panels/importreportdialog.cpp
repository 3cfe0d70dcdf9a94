#include "importreportdialog.h"

#include "document/mapcounts.h"
#include "document/mapdocument.h"
#include "wrappingdelegate.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace vinci {

ImportReportDialog::ImportReportDialog(const QString &fileName, const ImportedMap &imported,
                                       MapDocument *document, QWidget *parent)
    : QDialog(parent)
    , m_notes(imported.notes)
    , m_document(document)
    , m_list(new QTreeWidget(this))
    , m_showDecisions(new QCheckBox(tr("Show every decision (kinds, ids)"), this))
{
    setWindowTitle(tr("Import report — %1").arg(QFileInfo(fileName).fileName()));
    int warnings = 0;
    for (const ImportNote &note : m_notes)
        warnings += note.level == ImportNote::Level::Warning ? 1 : 0;

    auto *summary = new QLabel(
        tr("Found in the drawing: %1. %2 Ids are made of lower-case letters, digits and dashes; "
           "shapes without one got one. Check the kinds in the inspector (select shapes, then "
           "Kind), then the proposed links.")
            .arg(MapCounts::of(imported.map).areas(),
                 warnings == 0 ? tr("Nothing in it needs attention.")
                               : tr("%n element(s) need attention:", nullptr, warnings)),
        this);
    summary->setWordWrap(true);
    m_list->setColumnCount(2);
    m_list->setHeaderLabels({tr("Element"), tr("Note")});
    m_list->setRootIsDecorated(false);
    m_list->setWordWrap(true);
    // The drawing's own note is long (the layers the areas were moved into): wrapped, not cut.
    new WrappingDelegate(m_list);
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_showDecisions, &QCheckBox::toggled, this, &ImportReportDialog::fill);
    connect(m_list, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const QString id = item->data(0, Qt::UserRole).toString();
        if (m_document && !id.isEmpty())
            m_document->selectIds({id});
    });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(summary);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_showDecisions);
    layout->addWidget(buttons);
    resize(760, 420);
    m_showDecisions->setChecked(warnings == 0);
    fill();
}

void ImportReportDialog::fill()
{
    m_list->clear();
    const QIcon warning = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    const QIcon info = style()->standardIcon(QStyle::SP_MessageBoxInformation);
    for (const ImportNote &note : m_notes) {
        const bool isWarning = note.level == ImportNote::Level::Warning;
        if (!isWarning && !m_showDecisions->isChecked())
            continue;
        auto *item = new QTreeWidgetItem(
            m_list, {note.element.isEmpty() ? tr("(the drawing)") : note.element, note.message});
        item->setIcon(0, isWarning ? warning : info);
        item->setData(0, Qt::UserRole, note.areaId);
        item->setToolTip(1, note.message);
    }
}

} // namespace vinci
