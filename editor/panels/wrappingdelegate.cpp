#include "wrappingdelegate.h"

#include <QHeaderView>
#include <QTreeView>

#include <algorithm>

namespace vinci {

WrappingDelegate::WrappingDelegate(QTreeView *tree)
    : QStyledItemDelegate(tree)
    , m_tree(tree)
{
    m_relayout.setSingleShot(true);
    m_relayout.setInterval(0);
    connect(&m_relayout, &QTimer::timeout, m_tree, [this] { m_tree->doItemsLayout(); });
    connect(tree->header(), &QHeaderView::sectionResized, &m_relayout, qOverload<>(&QTimer::start));
    tree->setItemDelegate(this);
}

QSize WrappingDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QHeaderView *header = m_tree->header();
    const int column = index.column();
    // A column sized to its contents is measured unwrapped (else it could never grow)...
    const QSize unwrapped = QStyledItemDelegate::sizeHint(option, index);
    int width = header->sectionSize(column);
    const bool fitted = header->sectionResizeMode(column) == QHeaderView::ResizeToContents;
    if (column == 0) {
        // The first column's text starts after the tree's indentation at the item's depth.
        int depth = m_tree->rootIsDecorated() ? 1 : 0;
        for (QModelIndex parent = index.parent(); parent.isValid(); parent = parent.parent())
            ++depth;
        width -= depth * m_tree->indentation();
    }
    if (fitted && unwrapped.width() <= width)
        return unwrapped;
    // ...and wraps to its width when it is held narrower (QHeaderView::maximumSectionSize), as
    // the other columns always do. The style wraps only within a valid rectangle (a height too).
    QStyleOptionViewItem sized = option;
    sized.rect.setSize({std::max(1, width), std::max(1, option.rect.height())});
    const QSize wrapped = QStyledItemDelegate::sizeHint(sized, index);
    return fitted ? QSize(unwrapped.width(), wrapped.height()) : wrapped;
}

} // namespace vinci
