#pragma once

#include <QScrollArea>

namespace vinci {

/**
 * A dialog's content that scrolls up and down when the screen is lower than it (a 1366x768
 * screen at the scale factor 1.5 is 512 pixels high: the New Game dialog came up 587 high, its
 * buttons off the screen). Where there is room it asks for all of its content: its height at
 * the width it is given (a plain QScrollArea asks for 24 lines at most, and no wrapped label's
 * height for width), and never less than the content's minimum width with the scroll bar's
 * room beside it.
 */
class ScrollingPage : public QScrollArea
{
    Q_OBJECT

public:
    explicit ScrollingPage(QWidget *content, QWidget *parent = nullptr);

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    /** The frame and the vertical scroll bar, whether it shows or not. */
    int chromeWidth() const;
};

} // namespace vinci
