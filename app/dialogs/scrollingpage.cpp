#include "dialogs/scrollingpage.h"

#include <QEvent>
#include <QResizeEvent>
#include <QScrollBar>

namespace vinci {

ScrollingPage::ScrollingPage(QWidget *content, QWidget *parent)
    : QScrollArea(parent)
{
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFocusPolicy(Qt::NoFocus);
    setWidget(content);
    // The content's needs changed (more seats, another language): the dialog hears of it.
    content->installEventFilter(this);
}

int ScrollingPage::chromeWidth() const
{
    return 2 * frameWidth() + verticalScrollBar()->sizeHint().width();
}

QSize ScrollingPage::minimumSizeHint() const
{
    const QSize own = QScrollArea::minimumSizeHint();
    if (!widget())
        return own;
    return {widget()->minimumSizeHint().width() + chromeWidth(), own.height()};
}

QSize ScrollingPage::sizeHint() const
{
    if (!widget())
        return QScrollArea::sizeHint();
    QSize content = widget()->sizeHint().expandedTo(widget()->minimumSizeHint());
    // At the width the content has (or will have: its hint before the first layout).
    const int width = isVisible()
                          ? std::max(viewport()->width(), widget()->minimumSizeHint().width())
                          : content.width();
    if (widget()->hasHeightForWidth())
        content.setHeight(std::max(content.height(), widget()->heightForWidth(width)));
    return {content.width() + chromeWidth(), content.height() + 2 * frameWidth()};
}

bool ScrollingPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == widget() && event->type() == QEvent::LayoutRequest)
        updateGeometry();
    return QScrollArea::eventFilter(watched, event);
}

void ScrollingPage::resizeEvent(QResizeEvent *event)
{
    QScrollArea::resizeEvent(event);
    // Its height for this width is another than the one asked for at the width it was hinted
    // (the dialog narrower than its content's wish): the dialog hears of it, and grows. The
    // French New Game dialog stayed 654 pixels high at Larger text, its options scrolling.
    if (event->size().width() != event->oldSize().width() && widget() &&
        widget()->hasHeightForWidth())
        updateGeometry();
}

} // namespace vinci
