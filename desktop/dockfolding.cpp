#include "dockfolding.h"

#include <QDockWidget>
#include <QEvent>
#include <QLayout>
#include <QMainWindow>
#include <QStyle>
#include <QTimer>

#include <algorithm>
#include <utility>

namespace vinci {

DockFolding::DockFolding(QMainWindow *window, QList<Fold> folds, Qt::DockWidgetArea home)
    : QObject(window)
    , m_window(window)
    , m_folds(std::move(folds))
    , m_home(home)
{
    Q_ASSERT(!m_folds.isEmpty());
    window->installEventFilter(this);
}

bool DockFolding::isFolded() const
{
    const Fold &first = m_folds.front();
    return m_window->tabifiedDockWidgets(first.dock).contains(first.into);
}

int DockFolding::separators() const
{
    return 2 *
           m_window->style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, m_window);
}

void DockFolding::update()
{
    m_updating = false;
    const Fold &first = m_folds.front();
    const bool folded = isFolded();
    if (first.dock->isFloating() || first.into->isFloating() || !first.into->isVisible() ||
        (!folded && (!first.dock->isVisible() || m_window->dockWidgetArea(first.dock) != m_home)))
        return;
    const bool narrow = tooNarrow();
    if (narrow == folded) {
        unchanged(folded);
        // A window state given back (restoreState) folded them without us: told as a fold is
        // (a lesson resumed after a restart showed the players' title under its tab).
        if (folded != m_told) {
            m_told = folded;
            emit foldedChanged(folded);
        }
        return;
    }
    const auto docked = [](const QDockWidget *dock) { return !dock->isFloating(); };
    if (narrow) {
        // A restored tab stays in its group (setRestoredLayout(); test_editorwindow).
        for (const Fold &fold : m_folds) {
            if (!m_restored)
                break;
            const QList<QDockWidget *> tabs = m_window->tabifiedDockWidgets(fold.dock);
            if (std::any_of(tabs.begin(), tabs.end(),
                            [&](const QDockWidget *tab) { return tab != fold.into; }))
                return;
        }
        for (const Fold &fold : m_folds) {
            if (docked(fold.dock) && docked(fold.into) &&
                (fold.dock->isVisible() || &fold == &first))
                m_window->tabifyDockWidget(fold.into, fold.dock);
        }
    } else {
        m_window->addDockWidget(m_home, first.dock);
        first.dock->show();
        for (const Fold &fold : m_folds) {
            if (&fold != &first && docked(fold.dock) &&
                m_window->tabifiedDockWidgets(fold.dock).contains(fold.into)) {
                m_window->addDockWidget(m_home, fold.dock);
                m_window->tabifyDockWidget(first.dock, fold.dock);
            }
        }
        first.dock->raise();
    }
    arrange(narrow);
    // Laid out at once, so that whoever listens sees the docks where they are now.
    m_window->layout()->activate();
    m_told = narrow;
    emit foldedChanged(narrow);
}

void DockFolding::updateSoon()
{
    if (m_updating)
        return;
    m_updating = true;
    QTimer::singleShot(0, this, &DockFolding::update);
}

bool DockFolding::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && (event->type() == QEvent::Resize || event->type() == QEvent::Show))
        updateSoon();
    return QObject::eventFilter(watched, event);
}

} // namespace vinci
