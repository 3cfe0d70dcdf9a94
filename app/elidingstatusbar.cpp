#include "elidingstatusbar.h"

#include <QPainter>
#include <QSizeGrip>
#include <QStyleOption>

namespace vinci {

ElidingStatusBar::ElidingStatusBar(QWidget *parent)
    : QStatusBar(parent)
{
    connect(this, &QStatusBar::messageChanged, this, &ElidingStatusBar::updateToolTip);
}

QRect ElidingStatusBar::messageRect() const
{
    // QStatusBar's own margins (qstatusbar.cpp): 6 pixels before the message, 12 after it or
    // the size grip. The window has no permanent widgets in its status bar, which would narrow
    // it further.
    const bool rightToLeft = layoutDirection() == Qt::RightToLeft;
    int left = 6;
    int right = width() - 12;
    const auto *grip = findChild<QSizeGrip *>(QString(), Qt::FindDirectChildrenOnly);
    if (grip && grip->isVisible()) {
        if (rightToLeft)
            left = grip->x() + grip->width();
        else
            right = grip->x();
    }
    return {left, 0, std::max(0, right - left), height()};
}

QString ElidingStatusBar::shownMessage() const
{
    return fontMetrics().elidedText(currentMessage(), Qt::ElideRight, messageRect().width());
}

void ElidingStatusBar::paintEvent(QPaintEvent *event)
{
    if (currentMessage().isEmpty()) {
        QStatusBar::paintEvent(event);
        return;
    }
    // As QStatusBar paints a message (its widgets are hidden meanwhile), but cut to fit.
    QPainter painter(this);
    QStyleOption option;
    option.initFrom(this);
    style()->drawPrimitive(QStyle::PE_PanelStatusBar, &option, &painter, this);
    painter.setPen(palette().windowText().color());
    painter.drawText(messageRect(), Qt::AlignLeading | Qt::AlignVCenter | Qt::TextSingleLine,
                     shownMessage());
}

void ElidingStatusBar::resizeEvent(QResizeEvent *event)
{
    QStatusBar::resizeEvent(event);
    updateToolTip();
}

void ElidingStatusBar::updateToolTip()
{
    const QString message = currentMessage();
    const QString tip = shownMessage() != message ? message : QString();
    if (toolTip() != tip)
        setToolTip(tip);
}

} // namespace vinci
