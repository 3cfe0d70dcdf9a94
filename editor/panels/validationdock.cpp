#include "validationdock.h"

#include "document/mapdocument.h"
#include "document/mapvalidation.h"
#include "findingtext.h"

#include <QCursor>
#include <QEvent>
#include <QPainter>
#include <QPixmap>
#include <QStyle>
#include <QStyleOption>
#include <QTreeWidget>

#include <algorithm>
#include <vector>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

/** Where an item keeps its finding's element (the ids are under Qt::UserRole). */
constexpr int elementRole = Qt::UserRole + 1;
/** Where an item keeps the language of the name it finds missing (none: not such a finding). */
constexpr int languageRole = Qt::UserRole + 2;
/** Where an item keeps what its finding is, whatever the language: a fixed one's is empty. */
constexpr int keyRole = Qt::UserRole + 3;

/** What a finding is about and of which kind, to know it again after the next validation. */
QString keyOf(const MapFinding &finding)
{
    return QString::number(static_cast<int>(finding.code)) + u'|' + finding.element + u'|' +
           finding.ids.join(u',');
}

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
    m_list->viewport()->installEventFilter(this);

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
    if (!m_validation || m_validation->document()->isBlank()) {
        m_list->clear();
        m_untranslated = nullptr;
        m_noProblems = nullptr;
        m_holdsFixed = false;
        setWindowTitle(tr("Issues"));
        return;
    }
    // A line moving under the pointer is the wrong one double-clicked next. (Where the pointer
    // is, rather than underMouse(): that one misses a pointer back after a double-click.)
    const QWidget *viewport = m_list->viewport();
    const bool underPointer =
        viewport->isVisible() && viewport->rect().contains(viewport->mapFromGlobal(QCursor::pos()));
    if (underPointer && m_list->topLevelItemCount() > 0)
        updateInPlace();
    else
        showAll();
    showCounts();
}

void ValidationDock::showAll()
{
    // The folded line of names not translated stays open if the designer opened it, and the
    // line at the top stays at the top (clear() scrolled the list back to its first line).
    const bool namesOpen = m_untranslated && m_untranslated->isExpanded();
    const QTreeWidgetItem *top = m_list->itemAt(0, 0);
    const QString topKey = top ? top->data(0, keyRole).toString() : QString();
    m_list->clear();
    m_untranslated = nullptr;
    m_noProblems = nullptr;
    m_holdsFixed = false;
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
        for (const MapFinding *finding : untranslated)
            addFinding(m_untranslated, *finding);
        m_untranslated->setExpanded(namesOpen);
        showFoldArrow();
    }
    showNoProblems();
    if (topKey.isEmpty())
        return;
    for (QTreeWidgetItemIterator it(m_list); *it; ++it) {
        if ((*it)->data(0, keyRole).toString() == topKey) {
            m_list->scrollToItem(*it, QAbstractItemView::PositionAtTop);
            break;
        }
    }
}

void ValidationDock::updateInPlace()
{
    std::vector<QTreeWidgetItem *> shown; // the findings' lines, not yet matched to a finding
    for (QTreeWidgetItemIterator it(m_list); *it; ++it) {
        if (!(*it)->data(0, keyRole).toString().isEmpty())
            shown.push_back(*it);
    }
    for (const MapFinding &finding : m_validation->findings()) {
        const QString key = keyOf(finding);
        const auto line = std::find_if(shown.begin(), shown.end(), [&](QTreeWidgetItem *item) {
            return item->data(0, keyRole).toString() == key;
        });
        if (line != shown.end()) {
            setFinding(*line, finding); // its words may have changed (another language)
            shown.erase(line);
            continue;
        }
        const bool folded =
            m_untranslated && !finding.isError() && finding.code == MapFindingCode::MissingName;
        addFinding(folded ? m_untranslated : nullptr, finding);
    }
    // Fixed: struck out where it was, opening nothing, until the pointer leaves.
    QFont struck = m_list->font();
    struck.setStrikeOut(true);
    for (QTreeWidgetItem *fixed : shown) {
        fixed->setData(0, keyRole, {});
        fixed->setData(0, Qt::UserRole, {});
        fixed->setData(0, elementRole, {});
        fixed->setData(0, languageRole, {});
        fixed->setFont(0, struck);
        fixed->setForeground(0, palette().brush(QPalette::Disabled, QPalette::Text));
        fixed->setIcon(0, style()->standardIcon(QStyle::SP_DialogApplyButton));
        fixed->setToolTip(0, tr("Fixed. The line goes when the pointer leaves the list."));
        fixed->setFlags(Qt::ItemIsEnabled);
        m_holdsFixed = true;
    }
    // The line saying there is no problem comes at the end, and goes from there.
    if (!m_validation->findings().empty() && m_noProblems) {
        delete m_noProblems;
        m_noProblems = nullptr;
    }
    showNoProblems();
}

QTreeWidgetItem *ValidationDock::addFinding(QTreeWidgetItem *parent, const MapFinding &finding)
{
    auto *item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(m_list);
    setFinding(item, finding);
    return item;
}

void ValidationDock::setFinding(QTreeWidgetItem *item, const MapFinding &finding) const
{
    item->setIcon(0, style()->standardIcon(finding.isError() ? QStyle::SP_MessageBoxCritical
                                                             : QStyle::SP_MessageBoxWarning));
    // In the designer's words; the tooltip names the file and the JSON path as the
    // command line does.
    item->setText(0, FindingText::of(finding, *m_validation->document()));
    item->setToolTip(0, finding.toString());
    item->setData(0, keyRole, keyOf(finding));
    item->setData(0, Qt::UserRole, finding.ids);
    item->setData(0, elementRole, finding.element);
    if (const auto language = MapValidation::missingNameLanguage(finding))
        item->setData(0, languageRole, *language);
}

void ValidationDock::showNoProblems()
{
    if (!m_validation->findings().empty() || m_noProblems)
        return;
    m_noProblems = new QTreeWidgetItem(m_list);
    m_noProblems->setIcon(0, style()->standardIcon(QStyle::SP_DialogApplyButton));
    m_noProblems->setText(0, tr("No problems: the game can load this map."));
    m_noProblems->setFlags(Qt::ItemIsEnabled);
}

void ValidationDock::showCounts()
{
    if (m_untranslated) {
        int left = 0;
        for (int i = 0; i < m_untranslated->childCount(); ++i)
            left += m_untranslated->child(i)->data(0, keyRole).toString().isEmpty() ? 0 : 1;
        m_untranslated->setText(0, tr("%n name(s) not given in every language", nullptr, left));
    }
    if (m_validation->findings().empty()) {
        setWindowTitle(tr("Issues"));
    } else {
        setWindowTitle(tr("Issues (%1, %2)")
                           .arg(tr("%n error(s)", nullptr, m_validation->errorCount()),
                                tr("%n warning(s)", nullptr, m_validation->warningCount())));
    }
}

bool ValidationDock::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list->viewport() && event->type() == QEvent::Leave && m_holdsFixed &&
        m_validation && !m_validation->document()->isBlank()) {
        showAll();
        showCounts();
    }
    return QDockWidget::eventFilter(watched, event);
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
