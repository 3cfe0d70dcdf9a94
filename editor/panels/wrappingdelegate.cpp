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
    QStyleOptionViewItem sized = option;
    // A column sized to its contents is measured unwrapped (else it could never grow); the
    // others wrap to their width.
    const QHeaderView *header = m_tree->header();
    if (header->sectionResizeMode(index.column()) != QHeaderView::ResizeToContents)
        // The style wraps only within a valid rectangle (a height too).
        sized.rect.setSize(
            {header->sectionSize(index.column()), std::max(1, option.rect.height())});
    return QStyledItemDelegate::sizeHint(sized, index);
}

} // namespace vinci
