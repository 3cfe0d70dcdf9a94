#include "validationdock.h"

#include "document/mapdocument.h"
#include "mapformat/mapvalidator.h"

#include <QApplication>
#include <QEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QStyle>
#include <QTreeWidget>

#include <algorithm>

namespace vinci {

using namespace Qt::StringLiterals;

ValidationDock::ValidationDock(QWidget *parent)
    : QDockWidget(tr("Issues"), parent)
    , m_list(new QTreeWidget(this))
{
    setObjectName(u"issues"_s);
    m_list->setHeaderHidden(true);
    m_list->setRootIsDecorated(false);
    m_list->setWordWrap(true);
    m_list->setUniformRowHeights(false);
    m_list->setAlternatingRowColors(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    setWidget(m_list);

    // Validation is fast (about a millisecond for Europe) but typing a name should not run it
    // on every key.
    m_delay.setSingleShot(true);
    m_delay.setInterval(150);
    connect(&m_delay, &QTimer::timeout, this, &ValidationDock::validateNow);
    connect(m_list, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const QStringList ids = item->data(0, Qt::UserRole).toStringList();
        if (m_document && !ids.isEmpty()) {
            m_document->selectIds(ids);
            emit showAreasRequested(ids);
        }
    });
}

void ValidationDock::setDocument(MapDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        connect(document, &MapDocument::changed, this, [this] { m_delay.start(); });
        connect(document, &MapDocument::folderChanged, this, [this] { m_delay.start(); });
    }
    validateNow();
}

std::vector<MapFinding> ValidationDock::validate(const MapDocument &document,
                                                 const QString &saveFolder)
{
    std::vector<MapFinding> findings;
    if (!document.svgIndex() || !document.art()) {
        findings.push_back(
            {MapSeverity::Error, MapFindingCode::SvgUnreadable, document.artError(), {}});
    }
    // Messages name the map by its folder name ("europe/map.json"), which is also what the
    // id is checked against; saving sets the id to the new folder's name.
    const QString path = saveFolder.isEmpty() ? document.folder() : saveFolder;
    const QString folder = path.isEmpty() ? QString() : QFileInfo(path).fileName();
    std::vector<MapFinding> found;
    if (saveFolder.isEmpty() || document.map().id == folder) {
        found = MapValidator::validate(document.map(), document.svgIndex(), folder);
    } else {
        MapData saved = document.map();
        saved.id = folder;
        found = MapValidator::validate(saved, document.svgIndex(), folder);
    }
    findings.insert(findings.end(), found.begin(), found.end());
    return findings;
}

void ValidationDock::validateNow()
{
    m_delay.stop();
    if (!m_document || m_document->isBlank()) {
        m_findings.clear();
        m_list->clear();
        setWindowTitle(tr("Issues"));
        emit findingsChanged(0, 0);
        return;
    }
    show(validate(*m_document));
}

void ValidationDock::show(const std::vector<MapFinding> &findings)
{
    m_findings = findings;
    // Errors first (they keep the map from being played), each group in the validator's order.
    std::stable_sort(
        m_findings.begin(), m_findings.end(),
        [](const MapFinding &a, const MapFinding &b) { return a.isError() && !b.isError(); });
    m_list->clear();
    const QIcon errorIcon = style()->standardIcon(QStyle::SP_MessageBoxCritical);
    const QIcon warningIcon = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    int errors = 0;
    for (const MapFinding &finding : m_findings) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setIcon(0, finding.isError() ? errorIcon : warningIcon);
        item->setText(0, finding.message);
        item->setToolTip(0, finding.toString());
        item->setData(0, Qt::UserRole, finding.ids);
        errors += finding.isError() ? 1 : 0;
    }
    const int warnings = static_cast<int>(findings.size()) - errors;
    if (findings.empty()) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setIcon(0, style()->standardIcon(QStyle::SP_DialogApplyButton));
        item->setText(0, tr("No problems: the game can load this map."));
        item->setFlags(Qt::ItemIsEnabled);
        setWindowTitle(tr("Issues"));
    } else {
        setWindowTitle(
            tr("Issues (%1, %2)")
                .arg(tr("%n error(s)", nullptr, errors), tr("%n warning(s)", nullptr, warnings)));
    }
    emit findingsChanged(errors, warnings);
}

void ValidationDock::changeEvent(QEvent *event)
{
    // The findings' messages are made in the language of the moment: made again.
    if (event->type() == QEvent::LanguageChange)
        validateNow();
    QDockWidget::changeEvent(event);
}

} // namespace vinci
