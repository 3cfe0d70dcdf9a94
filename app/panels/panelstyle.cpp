#include "panels/panelstyle.h"

#include <QLabel>
#include <QVBoxLayout>

namespace vinci {

QLabel *PanelStyle::makeTitle(QWidget *parent)
{
    auto *title = new QLabel(parent);
    title->setObjectName(QStringLiteral("panelTitle"));
    QFont font = title->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.15);
    title->setFont(font);
    return title;
}

QLabel *PanelStyle::makeCaption(QWidget *parent)
{
    auto *caption = new QLabel(parent);
    caption->setWordWrap(true);
    QPalette palette = caption->palette();
    palette.setColor(QPalette::WindowText, muted());
    caption->setPalette(palette);
    return caption;
}

QVBoxLayout *PanelStyle::makeColumn(QWidget *panel, std::initializer_list<QWidget *> top)
{
    auto *layout = new QVBoxLayout(panel);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->setSpacing(6);
    for (QWidget *widget : top)
        layout->addWidget(widget);
    return layout;
}

} // namespace vinci
