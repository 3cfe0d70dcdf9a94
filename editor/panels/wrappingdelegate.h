#pragma once

#include <QStyledItemDelegate>
#include <QTimer>

class QTreeView;

namespace vinci {

/**
 * Lets a tree's word-wrapped column grow its rows: QTreeView asks its delegate for a row's
 * height without the column's width (QTreeView::indexRowSizeHint), so wrapped text was cut to
 * one line. This delegate gives the width of the item's column and lays the tree out again
 * when a column's width changes (the dock resized, the language switched). A column sized to
 * its contents but held narrower by the header's maximum section size wraps too.
 */
class WrappingDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    /** Installed on `tree` as its item delegate. */
    explicit WrappingDelegate(QTreeView *tree);

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    QTreeView *m_tree;
    QTimer m_relayout; ///< one new layout for however many sections resized at once
};

} // namespace vinci
