#include "panels/panelstyle.h"

#include <QLabel>

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

} // namespace vinci
