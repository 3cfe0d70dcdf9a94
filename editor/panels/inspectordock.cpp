#include "inspectordock.h"

#include "areainspector.h"
#include "document/mapdocument.h"
#include "linkinspector.h"

#include <QApplication>
#include <QEvent>
#include <QScrollArea>
#include <QStackedWidget>
#include <QStyle>

namespace vinci {

using namespace Qt::StringLiterals;

InspectorDock::InspectorDock(QWidget *parent)
    : QDockWidget(tr("Inspector"), parent)
    , m_pages(new QStackedWidget(this))
    , m_map(new MapInspector(m_pages))
    , m_areas(new AreaInspector(m_pages))
    , m_link(new LinkInspector(m_pages))
{
    setObjectName(u"inspector"_s);
    m_pages->addWidget(m_map);
    m_pages->addWidget(m_areas);
    m_pages->addWidget(m_link);
    // A click beside the fields takes the keyboard from the map, so that letters typed there
    // are not the map's one-letter edits (the s50 walk).
    m_pages->setFocusPolicy(Qt::ClickFocus);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_pages);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Scroll down, never sideways: the dock is as wide as the widest page needs.
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(m_pages->minimumSizeHint().width() +
                            style()->pixelMetric(QStyle::PM_ScrollBarExtent));
    setWidget(scroll);
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *old, QWidget *now) {
        if (old && now && isAncestorOf(now) && !isAncestorOf(old))
            m_cameFrom = old;
    });
}

void InspectorDock::setDocument(MapDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_map->setDocument(document);
    m_areas->setDocument(document);
    m_link->setDocument(document);
    if (document) {
        connect(document, &MapDocument::selectionChanged, this, &InspectorDock::refresh);
        connect(document, &MapDocument::changed, this, &InspectorDock::refresh);
    }
    refresh();
}

void InspectorDock::setProposals(AdjacencyProposals *proposals)
{
    m_map->setProposals(proposals);
}

void InspectorDock::refresh()
{
    if (!m_document)
        return;
    if (!m_document->selectedAreas().empty()) {
        m_areas->refresh();
        showPage(m_areas);
    } else if (m_document->selectedLink()) {
        m_link->refresh();
        showPage(m_link);
    } else {
        m_map->refresh();
        showPage(m_map);
    }
}

void InspectorDock::showMapField(const QString &element)
{
    if (!m_document)
        return;
    m_document->setSelectedAreas({});
    m_document->setSelectedLink(std::nullopt);
    refresh();
    show();
    raise();
    m_map->focusField(element);
}

void InspectorDock::showAreaName(int language)
{
    if (!m_document || m_document->selectedAreas().empty())
        return;
    refresh();
    show();
    raise();
    m_areas->focusName(language);
}

void InspectorDock::showPage(QWidget *page)
{
    QWidget *before = m_pages->currentWidget();
    if (page == before)
        return;
    const QWidget *focus = QApplication::focusWidget();
    const bool focusOnPage = focus && before && before->isAncestorOf(focus);
    m_pages->setCurrentWidget(page);
    if (focusOnPage && m_cameFrom && m_cameFrom->isVisible() && m_cameFrom->isEnabled())
        m_cameFrom->setFocus(Qt::OtherFocusReason);
}

void InspectorDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        setWindowTitle(tr("Inspector"));
    QDockWidget::changeEvent(event);
}

} // namespace vinci
