#include "dialogs/keyboarddialog.h"

#include "windowplacement.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace vinci {

using namespace Qt::StringLiterals;

namespace {

void addLinesOf(const QList<QAction *> &actions, std::vector<KeyboardLine> &lines)
{
    for (QAction *action : actions) {
        if (action->isSeparator())
            continue;
        if (QMenu *menu = action->menu()) {
            addLinesOf(menu->actions(), lines);
            continue;
        }
        QStringList keys;
        for (const QKeySequence &key : action->shortcuts())
            keys.append(key.toString(QKeySequence::NativeText));
        if (!keys.isEmpty())
            lines.push_back({keys.join(u", "_s), action->iconText()});
    }
}

} // namespace

KeyboardSection keyboardSectionOf(const QString &title, const QList<QAction *> &actions)
{
    KeyboardSection section{title, {}};
    addLinesOf(actions, section.lines);
    return section;
}

KeyboardSection menuKeys()
{
    return {KeyboardDialog::tr("Menus"),
            {{KeyboardDialog::tr("Alt and a letter"),
              KeyboardDialog::tr("Open the menu whose title has that letter underlined")},
             {KeyboardDialog::tr("Escape"),
              KeyboardDialog::tr("Close the menu: the keys go back where they were")}}};
}

KeyboardSection mapKeys()
{
    // GameMapView's keys (docs/game-window.md, "Keys"): the cursor's, the clicks', the zoom's.
    return {KeyboardDialog::tr("On the map"),
            {{KeyboardDialog::tr("Arrow keys"),
              KeyboardDialog::tr("The next province in that direction")},
             {KeyboardDialog::tr("Tab, Shift+Tab"),
              KeyboardDialog::tr("The provinces you can act on now, then the next control")},
             {KeyboardDialog::tr("Enter, Space"),
              KeyboardDialog::tr("As a left click: conquer, place a pawn, keep a part, build "
                                 "the fort")},
             {KeyboardDialog::tr("Shift+Enter, Backspace, Delete"),
              KeyboardDialog::tr("As a right click: take a pawn back")},
             {u"+, −, 0"_s, KeyboardDialog::tr("Zoom in, zoom out, the whole map")},
             {KeyboardDialog::tr("Escape"), KeyboardDialog::tr("Put the ring and its card away")}}};
}

KeyboardSection trackKeys()
{
    return {KeyboardDialog::tr("On the civilization track"),
            {{KeyboardDialog::tr("Tab, Shift+Tab"), KeyboardDialog::tr("From card to card")},
             {KeyboardDialog::tr("Space"), KeyboardDialog::tr("Pick the civilization")},
             {KeyboardDialog::tr("Enter"), KeyboardDialog::tr("Take the civilization picked")},
             {KeyboardDialog::tr("Escape"), KeyboardDialog::tr("Choose another one")}}};
}

KeyboardSection hintKeys()
{
    return {KeyboardDialog::tr("While a hint is shown"),
            {{KeyboardDialog::tr("Enter"), KeyboardDialog::tr("Play the hint")},
             {KeyboardDialog::tr("Escape"), KeyboardDialog::tr("Dismiss the hint")}}};
}

KeyboardDialog::KeyboardDialog(const std::vector<KeyboardSection> &sections, QWidget *parent)
    : QDialog(parent)
    , m_table(new QTreeWidget(this))
{
    setObjectName(u"keyboardDialog"_s);
    setWindowTitle(tr("Keyboard"));
    m_table->setObjectName(u"keyboardTable"_s);
    m_table->setColumnCount(2);
    m_table->setHeaderLabels({tr("Keys"), tr("What they do")});
    m_table->setRootIsDecorated(false);
    m_table->setItemsExpandable(false);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setWordWrap(true);
    for (const KeyboardSection &section : sections) {
        if (section.lines.empty())
            continue;
        auto *heading = new QTreeWidgetItem(m_table, {section.title});
        heading->setFirstColumnSpanned(true);
        QFont bold = heading->font(0);
        bold.setBold(true);
        heading->setFont(0, bold);
        for (const KeyboardLine &line : section.lines)
            new QTreeWidgetItem(heading, {line.keys, line.what});
    }
    m_table->expandAll();
    // Both columns as wide as their longest line, in the language of the moment: no line is cut.
    m_table->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->header()->setStretchLastSection(false);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    const QAbstractItemView *view = m_table; // QTreeView hides the public sizeHintForColumn()
    const int lines = view->sizeHintForColumn(0) + view->sizeHintForColumn(1);
    const QMargins margins = layout->contentsMargins();
    resize(QSize(lines + margins.left() + margins.right() + 2 * m_table->frameWidth() +
                     style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 24,
                 600)
               .boundedTo(roomOnScreen(*this)));
}

} // namespace vinci
