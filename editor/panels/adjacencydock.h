#pragma once

#include "map/mapdata.h"
#include "translatedtexts.h"

#include <QDockWidget>
#include <QPointer>

#include <vector>

class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace vinci {

class AdjacencyProposals;

/**
 * Automatic adjacency, a view of a document's AdjacencyProposals: the finder's options
 * (tolerance for hand-drawn gaps, minimum border, widest water a coast link crosses), Find
 * links, a progress bar and Cancel while the search runs, and the proposals: links to add,
 * kinds to change, automatic links no longer found, corner-only touches to decide, rejected
 * links, overlaps and unusable shapes. The designer ticks what to accept and applies it in one
 * undo step, or rejects it. Links set by hand are never touched.
 */
class AdjacencyDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit AdjacencyDock(QWidget *parent = nullptr);
    void setProposals(AdjacencyProposals *proposals);

signals:
    void showAreasRequested(const QStringList &ids);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /** The areas column as wide as its names, leaving the proposals two lines' room. */
    void holdAreasColumn();
    void showOptions();
    void writeOptions();
    void showStatus();
    void showProposals();
    void showTick(std::size_t index);
    QString summary() const;

    TranslatedTexts m_texts{staticMetaObject.className()};
    QPointer<AdjacencyProposals> m_proposals;
    QDoubleSpinBox *m_tolerance;
    QDoubleSpinBox *m_minimumBorder;
    QDoubleSpinBox *m_coastGap;
    QPushButton *m_find;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QLabel *m_summary;
    QTreeWidget *m_tree;
    QPushButton *m_apply;
    QPushButton *m_reject;
    QPushButton *m_forget;
    /** The tree's line of each proposal, by its index in AdjacencyProposals::proposals(). */
    std::vector<QTreeWidgetItem *> m_items;
};

} // namespace vinci
