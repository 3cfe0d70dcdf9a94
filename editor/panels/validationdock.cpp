#include "validationdock.h"

#include "document/mapdocument.h"
#include "document/mapvalidation.h"
#include "findingtext.h"

#include <QEvent>
#include <QPainter>
#include <QPixmap>
#include <QStyle>
#include <QStyleOption>
#include <QTreeWidget>

#include <vector>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

/** Where an item keeps its finding's element (the ids are under Qt::UserRole). */
constexpr int elementRole = Qt::UserRole + 1;
/** Where an item keeps the language of the name it finds missing (none: not such a finding). */
constexpr int languageRole = Qt::UserRole + 2;
/** One of the map's own fields, as map.json names them: the inspector's map page has each. */
bool isMapField(QStringView element)
{
    return element == u"author" || element == u"licence" || element == u"id" ||
           element == u"names" || element.startsWith(u"names.");
}

} // namespace

ValidationDock::ValidationDock(QWidget *parent)
    : QDockWidget(tr("Issues"), parent)
    , m_list(new QTreeWidget(this))
{
    setObjectName(u"issues"_s);
    m_list->setHeaderHidden(true);
    // Only the line that folds (the names not translated) has an arrow, in its icon: the others
    // start at the left edge, with no room kept for one. A click on it opens or folds it.
    m_list->setRootIsDecorated(false);
    m_list->setExpandsOnDoubleClick(false);
    const int side = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, m_list);
    m_list->setIconSize(QSize(2 * side, side));
    connect(m_list, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem *item) {
        if (item == m_untranslated)
            item->setExpanded(!item->isExpanded());
    });
    connect(m_list, &QTreeWidget::itemExpanded, this, &ValidationDock::showFoldArrow);
    connect(m_list, &QTreeWidget::itemCollapsed, this, &ValidationDock::showFoldArrow);
    m_list->setWordWrap(true);
    m_list->setUniformRowHeights(false);
    m_list->setAlternatingRowColors(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    setWidget(m_list);

    connect(m_list, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const QStringList ids = item->data(0, Qt::UserRole).toStringList();
        const QString element = item->data(0, elementRole).toString();
        if (m_validation && !ids.isEmpty()) {
            m_validation->document()->selectIds(ids);
            emit showAreasRequested(ids);
            // A name not given goes to its field, as the author does (the s46 walk: the area
            // was selected, the keyboard stayed in the list).
            if (const QVariant language = item->data(0, languageRole); language.isValid())
                emit areaNameRequested(language.toInt());
        } else if (m_validation && isMapField(element)) {
            emit mapFieldRequested(element);
        }
    });
}

void ValidationDock::setValidation(MapValidation *validation)
{
    if (m_validation)
        disconnect(m_validation, nullptr, this, nullptr);
    m_validation = validation;
    if (validation)
        connect(validation, &MapValidation::findingsChanged, this, &ValidationDock::showFindings);
    showFindings();
}

void ValidationDock::showFindings()
{
    // The folded line of names not translated stays open if the designer opened it.
    const bool namesOpen = m_untranslated && m_untranslated->isExpanded();
    m_list->clear();
    m_untranslated = nullptr;
    if (!m_validation || m_validation->document()->isBlank()) {
        setWindowTitle(tr("Issues"));
        return;
    }
    const QIcon errorIcon = style()->standardIcon(QStyle::SP_MessageBoxCritical);
    const QIcon warningIcon = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    const auto addFinding = [&](QTreeWidgetItem *parent, const MapFinding &finding) {
        auto *item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(m_list);
        item->setIcon(0, finding.isError() ? errorIcon : warningIcon);
        // In the designer's words; the tooltip names the file and the JSON path as the
        // command line does.
        item->setText(0, FindingText::of(finding, *m_validation->document()));
        item->setToolTip(0, finding.toString());
        item->setData(0, Qt::UserRole, finding.ids);
        item->setData(0, elementRole, finding.element);
        if (const auto language = MapValidation::missingNameLanguage(finding))
            item->setData(0, languageRole, *language);
    };
    // A drawing just imported lacks every French and German name: on the s43 walk's Europe the
    // one warning that mattered came after 72 of them. They come last, folded into one line.
    std::vector<const MapFinding *> untranslated;
    for (const MapFinding &finding : m_validation->findings()) {
        if (!finding.isError() && finding.code == MapFindingCode::MissingName)
            untranslated.push_back(&finding);
        else
            addFinding(nullptr, finding);
    }
    if (untranslated.size() == 1) {
        addFinding(nullptr, *untranslated.front());
    } else if (!untranslated.empty()) {
        m_untranslated = new QTreeWidgetItem(m_list);
        m_untranslated->setText(0, tr("%n name(s) not given in every language", nullptr,
                                      static_cast<int>(untranslated.size())));
        for (const MapFinding *finding : untranslated)
            addFinding(m_untranslated, *finding);
        m_untranslated->setExpanded(namesOpen);
        showFoldArrow();
    }
    if (m_validation->findings().empty()) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setIcon(0, style()->standardIcon(QStyle::SP_DialogApplyButton));
        item->setText(0, tr("No problems: the game can load this map."));
        item->setFlags(Qt::ItemIsEnabled);
        setWindowTitle(tr("Issues"));
    } else {
        setWindowTitle(tr("Issues (%1, %2)")
                           .arg(tr("%n error(s)", nullptr, m_validation->errorCount()),
                                tr("%n warning(s)", nullptr, m_validation->warningCount())));
    }
}

void ValidationDock::showFoldArrow()
{
    if (!m_untranslated)
        return;
    const int side = m_list->iconSize().height();
    const qreal ratio = devicePixelRatioF();
    QPixmap pixmap(QSize(2 * side, side) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    // The sign first, where every other line has its own (the s45 walk saw this one an
    // arrow's width to the right of the others), then the arrow, before the text it folds.
    style()->standardIcon(QStyle::SP_MessageBoxWarning).paint(&painter, 0, 0, side, side);
    QStyleOption arrow;
    arrow.initFrom(m_list);
    arrow.rect = QRect(side, 0, side, side);
    arrow.state = QStyle::State_Children | QStyle::State_Enabled;
    if (m_untranslated->isExpanded())
        arrow.state |= QStyle::State_Open;
    style()->drawPrimitive(QStyle::PE_IndicatorBranch, &arrow, &painter, m_list);
    painter.end();
    m_untranslated->setIcon(0, QIcon(pixmap));
}

void ValidationDock::changeEvent(QEvent *event)
{
    // The findings' messages are made in the language of the moment: made again.
    if (event->type() == QEvent::LanguageChange && m_validation)
        m_validation->validateNow();
    QDockWidget::changeEvent(event);
}

} // namespace vinci
